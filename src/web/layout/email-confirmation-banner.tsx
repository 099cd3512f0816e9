import { useState } from 'react'
import { sendJson } from '#core/http/api-client.ts'

/** Texts of the banner (loaded with the signed-in tools, never in a visitor's first download). */
export const BANNER_TEXTS = {
  banner: 'Confirmez votre adresse e-mail : ouvrez le lien que nous vous avons envoyé.',
  resend: 'Renvoyer le lien',
  resent: 'Un nouveau lien vient d’être envoyé. Pensez à regarder dans les courriers indésirables.',
} as const

/**
 * On every page while the signed-in person's address is not confirmed (sign-up opens a session at
 * once): what to do, and "Renvoyer le lien". Shown by signed-in-tools.tsx, which hides it once the
 * session says the address is confirmed (after the activation page, or when the tab comes back).
 */
export default function EmailConfirmationBanner({ email }: { email: string }) {
  const [state, setState] = useState<'idle' | 'pending' | 'sent' | string>('idle')

  async function resend(email: string) {
    setState('pending')
    try {
      await sendJson('POST', '/api/account/resend-activation', { email })
      setState('sent')
    } catch (error) {
      // The server's French message, or the network one (both carried by the ApiError).
      setState(error instanceof Error ? error.message : 'Une erreur est survenue. Veuillez réessayer.')
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
          <span className="font-semibold">{BANNER_TEXTS.banner}</span>{' '}
          <span className="break-words">Il a été envoyé à {email}.</span>
        </p>
        <button
          type="button"
          className="button-secondary shrink-0"
          aria-disabled={state === 'pending'}
          onClick={() => state !== 'pending' && void resend(email)}
        >
          {BANNER_TEXTS.resend}
        </button>
        <p role="status" className="w-full empty:hidden">
          {state === 'sent' ? BANNER_TEXTS.resent : state === 'idle' || state === 'pending' ? '' : state}
        </p>
      </div>
    </section>
  )
}
