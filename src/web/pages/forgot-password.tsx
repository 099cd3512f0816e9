import { staticMeta, type RouteHandle } from '../route-meta.ts'
import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { paths } from '../paths.ts'
import { AUTH_NOT_CONFIGURED_MESSAGE, AuthCard, fieldValue, FormAlert, TextField } from './auth-form.tsx'

export const handle: RouteHandle = {
  meta: staticMeta('Mot de passe oublié', 'Réinitialisez votre mot de passe.', { noIndex: true }),
}

export default function ForgotPasswordPage() {
  const [error, setError] = useState<string | null>(null)

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const email = fieldValue(new FormData(event.currentTarget), 'email').trim()
    setError(email ? AUTH_NOT_CONFIGURED_MESSAGE : 'Veuillez saisir votre adresse e-mail.')
  }

  return (
    <AuthCard
      title="Mot de passe oublié"
      intro="Indiquez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe."
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-5">
        <TextField id="forgot-email" name="email" type="email" label="Adresse e-mail" autoComplete="email" />
        <FormAlert message={error} />
        <button type="submit" className="button-primary w-full">
          Envoyer le lien
        </button>
      </form>
      <p className="mt-6 text-sm">
        <Link to={paths.login()} className="font-semibold text-indigo underline hover:text-gold-dark">
          Retour à la connexion
        </Link>
      </p>
    </AuthCard>
  )
}
