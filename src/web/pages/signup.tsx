import { staticMeta, type RouteHandle } from '../route-meta.ts'
import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { paths } from '../paths.ts'
import {
  AUTH_NOT_CONFIGURED_MESSAGE,
  AuthCard,
  fieldValue,
  FormAlert,
  hasCredentials,
  MISSING_CREDENTIALS_MESSAGE,
  TextField,
} from './auth-form.tsx'

const ROLES = [
  { value: 'Élève', label: "Élève de l'académie" },
  { value: 'client', label: 'Client (artiste, organisateur)' },
] as const

export const handle: RouteHandle = {
  meta: staticMeta('Inscription', 'Créez votre compte Gombiste Records.', { noIndex: true }),
}

export default function SignupPage() {
  const [error, setError] = useState<string | null>(null)

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    if (!hasCredentials(form)) setError(MISSING_CREDENTIALS_MESSAGE)
    else if (!fieldValue(form, 'name').trim()) setError('Veuillez saisir votre nom.')
    else setError(AUTH_NOT_CONFIGURED_MESSAGE)
  }

  return (
    <AuthCard title="Inscription" intro="Créez votre compte pour suivre vos cours et enregistrer vos créations.">
      <form noValidate onSubmit={handleSubmit} className="space-y-5">
        <TextField id="signup-name" name="name" label="Nom" autoComplete="name" />
        <TextField id="signup-email" name="email" type="email" label="Adresse e-mail" autoComplete="email" />
        <TextField
          id="signup-password"
          name="password"
          type="password"
          label="Mot de passe"
          autoComplete="new-password"
        />
        <fieldset>
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
                  className="size-4 accent-indigo"
                />
                <label htmlFor={`signup-role-${index}`}>{role.label}</label>
              </div>
            ))}
          </div>
        </fieldset>
        <FormAlert message={error} />
        <button type="submit" className="button-primary w-full">
          Créer mon compte
        </button>
      </form>
      <p className="mt-6 text-sm">
        Déjà inscrit ?{' '}
        <Link to={paths.login()} className="font-semibold text-indigo underline hover:text-gold-dark">
          Se connecter
        </Link>
      </p>
    </AuthCard>
  )
}
