import { staticMeta, type RouteHandle } from '../route-meta.ts'
import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { paths } from '../paths.ts'
import {
  AUTH_NOT_CONFIGURED_MESSAGE,
  AuthCard,
  FormAlert,
  hasCredentials,
  MISSING_CREDENTIALS_MESSAGE,
  TextField,
} from './auth-form.tsx'

export const handle: RouteHandle = {
  meta: staticMeta('Connexion', 'Connectez-vous à votre espace Gombiste Records.', { noIndex: true }),
}

export default function LoginPage() {
  const [error, setError] = useState<string | null>(null)

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setError(hasCredentials(form) ? AUTH_NOT_CONFIGURED_MESSAGE : MISSING_CREDENTIALS_MESSAGE)
  }

  return (
    <AuthCard title="Connexion" intro="Retrouvez vos cours, vos créations et vos préférences.">
      <form noValidate onSubmit={handleSubmit} className="space-y-5">
        <TextField id="login-email" name="email" type="email" label="Adresse e-mail" autoComplete="email" />
        <TextField
          id="login-password"
          name="password"
          type="password"
          label="Mot de passe"
          autoComplete="current-password"
        />
        <FormAlert message={error} />
        <button type="submit" className="button-primary w-full">
          Se connecter
        </button>
      </form>
      <ul className="mt-6 space-y-2 text-sm">
        <li>
          <Link to={paths.forgotPassword()} className="font-semibold text-indigo underline hover:text-gold-dark">
            Mot de passe oublié ?
          </Link>
        </li>
        <li>
          Pas encore de compte ?{' '}
          <Link to={paths.signup()} className="font-semibold text-indigo underline hover:text-gold-dark">
            Créer un compte
          </Link>
        </li>
      </ul>
    </AuthCard>
  )
}
