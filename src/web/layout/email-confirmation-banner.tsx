import { useState } from 'react'
import { useAuth } from '#core/auth/auth-context.tsx'
import { EMAIL_CONFIRMATION_TEXTS } from '#core/auth/email-confirmation.ts'
import { errorMessage } from '#core/http/error-message.ts'
import { resendActivation } from '#features/account/account.api.ts'

/**
 * On every page while the signed-in person's address is not confirmed (sign-up opens a session at
 * once): what to do, and "Renvoyer le lien". It goes away when the session check sees the address
 * confirmed (after the activation page, or when the tab comes back after the link was opened elsewhere).
 */
export function EmailConfirmationBanner() {
  const { user } = useAuth()
  const [state, setState] = useState<{ kind: 'idle' | 'pending' | 'sent' } | { kind: 'error'; message: string }>({
    kind: 'idle',
  })
  if (!user || user.emailVerified) return null

  async function resend(email: string) {
    setState({ kind: 'pending' })
    try {
      await resendActivation(email)
      setState({ kind: 'sent' })
    } catch (error) {
      setState({ kind: 'error', message: errorMessage(error) })
    }
  }

  return (
    <section
      aria-label="Confirmation de l’adresse e-mail"
      className="border-b border-gold-dark/40 bg-gold/20 px-4 py-3 text-sm"
      data-testid="email-confirmation-banner"
    >
      <div className="container-page flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="min-w-0 flex-1">
          <span className="font-semibold">{EMAIL_CONFIRMATION_TEXTS.banner}</span>{' '}
          <span className="break-words">Il a été envoyé à {user.email}.</span>
        </p>
        <button
          type="button"
          className="button-secondary shrink-0"
          aria-disabled={state.kind === 'pending'}
          onClick={() => state.kind !== 'pending' && void resend(user.email)}
        >
          {EMAIL_CONFIRMATION_TEXTS.resend}
        </button>
        <p role="status" className="w-full empty:hidden">
          {state.kind === 'sent' ? EMAIL_CONFIRMATION_TEXTS.resent : state.kind === 'error' ? state.message : ''}
        </p>
      </div>
    </section>
  )
}
