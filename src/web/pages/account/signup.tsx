import { staticMeta, type RouteHandle } from '../../route-meta.ts'
import type { FormEvent } from 'react'
import { Link } from 'react-router'
import { signUp } from '#features/account/account.api.ts'
import { DemoSignUpNotice } from '../../layout/demo-notices.tsx'
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

export const handle: RouteHandle = {
  meta: staticMeta(
    'Inscription',
    'Créez votre compte Gombiste Records pour suivre les cours de l’académie et garder vos créations.',
  ),
}

export default function SignupPage() {
  const form = useFormSubmit()

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const input = {
      name: fieldValue(data, 'name').trim(),
      email: fieldValue(data, 'email').trim(),
      password: fieldValue(data, 'password'),
      role: fieldValue(data, 'role'),
    }
    void form.submit(async () => (await signUp(input)).message, {
      fields: {
        name: checkName(input.name),
        email: checkEmail(input.email),
        password: checkNewPassword(input.password),
        role: ROLES.some(role => role.value === input.role) ? undefined : ROLE_MESSAGE,
      },
    })
  }

  return (
    <AuthCard title="Inscription" intro="Créez votre compte pour suivre vos cours et enregistrer vos créations.">
      {__DEMO__ ? <DemoSignUpNotice /> : null}
      <div ref={form.rootRef}>
        {form.status ? (
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
