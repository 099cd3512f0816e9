import { staticMeta, type RouteHandle } from '../route-meta.ts'
import { useState, type FormEvent } from 'react'
import {
  AUTH_NOT_CONFIGURED_MESSAGE,
  AuthCard,
  FormAlert,
  hasCredentials,
  MISSING_CREDENTIALS_MESSAGE,
  TextField,
} from './auth-form.tsx'

export const handle: RouteHandle = {
  meta: staticMeta('Administration — connexion', 'Accès réservé à l’équipe du label.', { noIndex: true }),
}

export default function AdminLoginPage() {
  const [error, setError] = useState<string | null>(null)

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setError(hasCredentials(form) ? AUTH_NOT_CONFIGURED_MESSAGE : MISSING_CREDENTIALS_MESSAGE)
  }

  return (
    <AuthCard title="Administration" intro="Espace réservé à l’équipe du label.">
      <form noValidate onSubmit={handleSubmit} className="space-y-5">
        <TextField id="admin-email" name="email" type="email" label="Adresse e-mail" autoComplete="email" />
        <TextField
          id="admin-password"
          name="password"
          type="password"
          label="Mot de passe"
          autoComplete="current-password"
        />
        <FormAlert message={error} />
        <button type="submit" className="button-primary w-full">
          Accéder au tableau de bord
        </button>
      </form>
    </AuthCard>
  )
}
