import type { FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router'
import { passwordRecovery } from '#core/auth/auth-store.ts'
import { requestPasswordReset, resetPassword } from '../account.api.ts'
import { paths } from '#core/paths.ts'
import {
  AuthCard,
  checkEmail,
  checkNewPassword,
  fieldValue,
  FormAlert,
  LINK_CLASS,
  PASSWORD_HINT,
  PASSWORDS_DIFFER_MESSAGE,
  StatusMessage,
  SubmitButton,
  TextField,
  useFormSubmit,
} from '#core/ui/public-form.tsx'

const BACK_TO_LOGIN = (
  <p className="mt-6 text-sm">
    <Link to={paths.login()} className={LINK_CLASS}>
      Retour à la connexion
    </Link>
  </p>
)

/** Step 1: the address to send the link to. The answer is the same whether or not it has an account. */
function RequestLinkForm() {
  const form = useFormSubmit()

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const email = fieldValue(new FormData(event.currentTarget), 'email').trim()
    void form.submit(async () => (await requestPasswordReset(email)).message, { fields: { email: checkEmail(email) } })
  }

  return (
    <AuthCard
      title="Mot de passe oublié"
      intro="Indiquez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe."
    >
      <div ref={form.rootRef}>
        <form noValidate onSubmit={handleSubmit} className="space-y-5">
          <TextField
            id="forgot-email"
            name="email"
            type="email"
            label="Adresse e-mail"
            autoComplete="email"
            error={form.fields.email}
          />
          <FormAlert message={form.message} />
          {form.status ? (
            <StatusMessage>
              <p>{form.status}</p>
              <p className="mt-2">Le lien est valable une heure. Pensez à regarder dans les courriers indésirables.</p>
            </StatusMessage>
          ) : null}
          <SubmitButton pending={form.pending}>Envoyer le lien</SubmitButton>
        </form>
      </div>
      {BACK_TO_LOGIN}
    </AuthCard>
  )
}

/** Step 2, from the emailed link: the new password, typed twice. */
function NewPasswordForm({ token }: { token: string }) {
  const form = useFormSubmit()

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const newPassword = fieldValue(data, 'newPassword')
    const confirmation = fieldValue(data, 'confirmPassword')
    const passwordError = checkNewPassword(newPassword)
    void form.submit(
      async () => {
        await resetPassword(token, newPassword)
        passwordRecovery()
        return 'Votre mot de passe a été changé.'
      },
      {
        fields: {
          newPassword: passwordError,
          confirmPassword: !passwordError && confirmation !== newPassword ? PASSWORDS_DIFFER_MESSAGE : undefined,
        },
      },
    )
  }

  return (
    <AuthCard title="Nouveau mot de passe" intro="Choisissez le nouveau mot de passe de votre compte.">
      <div ref={form.rootRef}>
        {form.status ? (
          <StatusMessage className="text-base">
            <p className="font-semibold">{form.status}</p>
            <p className="mt-3">
              <Link to={paths.login()} className="button-primary">
                Se connecter
              </Link>
            </p>
          </StatusMessage>
        ) : (
          <form noValidate onSubmit={handleSubmit} className="space-y-5">
            <TextField
              id="reset-password"
              name="newPassword"
              type="password"
              label="Nouveau mot de passe"
              autoComplete="new-password"
              hint={PASSWORD_HINT}
              error={form.fields.newPassword}
            />
            <TextField
              id="reset-confirmation"
              name="confirmPassword"
              type="password"
              label="Confirmez le nouveau mot de passe"
              autoComplete="new-password"
              error={form.fields.confirmPassword}
            />
            <FormAlert message={form.message} />
            {form.message ? (
              <p className="text-sm">
                <Link to={paths.forgotPassword()} className={LINK_CLASS}>
                  Demander un nouveau lien
                </Link>
              </p>
            ) : null}
            <SubmitButton pending={form.pending}>Changer mon mot de passe</SubmitButton>
          </form>
        )}
      </div>
    </AuthCard>
  )
}

/** Asks for the reset link, or, opened from it (?token=), sets the new password. */
export function ForgotPasswordPage() {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')
  return token ? <NewPasswordForm key={token} token={token} /> : <RequestLinkForm />
}
