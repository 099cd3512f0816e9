import { type FormEvent, type ReactNode, useState } from 'react'
import { Link } from 'react-router'
import { signedIn } from '#core/auth/auth-store.ts'
import { signUp } from '../account.api.ts'
import { paths } from '#core/paths.ts'
import {
  AuthCard,
  checkEmail,
  checkName,
  checkNewPassword,
  fieldValue,
  FieldError,
  FormAlert,
  LINK_CLASS,
  PASSWORD_HINT,
  StatusMessage,
  SubmitButton,
  TextField,
  useFormSubmit,
} from '#core/ui/public-form.tsx'

const ROLES = [
  { value: 'Élève', label: 'Élève de l’académie' },
  { value: 'client', label: 'Client (artiste, organisateur)' },
] as const

const ROLE_MESSAGE = "Choisissez un profil : 'Élève' ou 'client'."

/** `demoNotice`: what the static demo says instead, above the form. */
export function SignupPage({ demoNotice }: { demoNotice: ReactNode }) {
  const form = useFormSubmit()
  const [signedUp, setSignedUp] = useState(false)

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const input = {
      name: fieldValue(data, 'name').trim(),
      email: fieldValue(data, 'email').trim(),
      password: fieldValue(data, 'password'),
      role: fieldValue(data, 'role'),
    }
    void form.submit(
      async () => {
        const { user, message } = await signUp(input)
        // Spec §4: signed in at once; the header and the confirmation banner follow.
        if (user) signedIn(user)
        setSignedUp(user !== null)
        return message
      },
      {
        fields: {
          name: checkName(input.name),
          email: checkEmail(input.email),
          password: checkNewPassword(input.password),
          role: ROLES.some(role => role.value === input.role) ? undefined : ROLE_MESSAGE,
        },
      },
    )
  }

  return (
    <AuthCard title="Inscription" intro="Créez votre compte pour suivre vos cours et enregistrer vos créations.">
      {demoNotice}
      <div ref={form.rootRef}>
        {form.status && signedUp ? (
          <StatusMessage>
            <p className="font-semibold">{form.status}</p>
            <p className="mt-2">
              Consultez votre boîte de réception (et le dossier des courriers indésirables). En attendant, vous pouvez
              déjà découvrir vos cours ; le paiement et les commentaires attendent la confirmation de votre adresse.
            </p>
            <p className="mt-3 flex flex-wrap gap-3">
              <Link to={paths.profile()} className="button-primary">
                Voir mon profil
              </Link>
              <Link to={paths.academy()} className="button-secondary">
                Découvrir l’académie
              </Link>
            </p>
          </StatusMessage>
        ) : form.status ? (
          <StatusMessage>
            <p className="font-semibold">{form.status}</p>
            <p className="mt-2">
              Consultez votre boîte de réception (et le dossier des courriers indésirables) : le lien d’activation est
              valable 24 heures.
            </p>
            <p className="mt-2">
              Rien reçu ?{' '}
              <Link to={paths.activation()} className={LINK_CLASS}>
                Demander un nouveau lien d’activation
              </Link>
            </p>
          </StatusMessage>
        ) : (
          <form noValidate onSubmit={handleSubmit} className="space-y-5">
            <TextField id="signup-name" name="name" label="Nom" autoComplete="name" error={form.fields.name} />
            <TextField
              id="signup-email"
              name="email"
              type="email"
              label="Adresse e-mail"
              autoComplete="email"
              error={form.fields.email}
            />
            <TextField
              id="signup-password"
              name="password"
              type="password"
              label="Mot de passe"
              autoComplete="new-password"
              hint={PASSWORD_HINT}
              error={form.fields.password}
            />
            <fieldset aria-describedby={form.fields.role ? 'signup-role-error' : undefined}>
              <legend className="font-semibold">Vous êtes</legend>
              <div className="mt-2 space-y-2">
                {ROLES.map((role, index) => (
                  <div key={role.value} className="flex items-center gap-2">
                    <input
                      id={`signup-role-${index}`}
                      type="radio"
                      name="role"
                      value={role.value}
                      defaultChecked={index === 0}
                      aria-invalid={form.fields.role ? true : undefined}
                      className="size-4 accent-indigo"
                    />
                    <label htmlFor={`signup-role-${index}`}>{role.label}</label>
                  </div>
                ))}
              </div>
              <FieldError id="signup-role-error" message={form.fields.role} />
            </fieldset>
            <FormAlert message={form.message} />
            <SubmitButton pending={form.pending}>Créer mon compte</SubmitButton>
          </form>
        )}
      </div>
      <p className="mt-6 text-sm">
        Déjà inscrit ?{' '}
        <Link to={paths.login()} className={LINK_CLASS}>
          Se connecter
        </Link>
      </p>
    </AuthCard>
  )
}
