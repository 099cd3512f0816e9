import { Link } from 'react-router'
import { DEMO_ACCOUNT, DEMO_TEXTS } from '#core/demo/demo.ts'
import { paths } from '#core/paths.ts'

/**
 * What the static demo shows on top of the site (demo build only: the pages render these under
 * `__DEMO__`, so the normal build carries none of it).
 */
export function DemoBanner() {
  return (
    <section aria-label="Mode démo" className="bg-gold px-4 py-2 text-center text-sm text-night">
      <strong>Démo</strong> — {DEMO_TEXTS.banner}{' '}
      <Link to={paths.login()} className="font-semibold underline">
        Compte de démonstration
      </Link>
    </section>
  )
}

/** Spec §5: the one account of the demo, on the login page. */
export function DemoAccountNotice() {
  return (
    <section
      aria-labelledby="demo-account"
      className="mb-6 rounded-lg border border-gold-dark/40 bg-gold/15 px-4 py-3 text-sm"
    >
      <h2 id="demo-account" className="font-semibold">
        Compte de démonstration
      </h2>
      <p className="mt-1">Ce site est une démo sans serveur : un seul compte fonctionne.</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt>E-mail</dt>
        <dd>
          <code data-testid="demo-email">{DEMO_ACCOUNT.email}</code>
        </dd>
        <dt>Mot de passe</dt>
        <dd>
          <code data-testid="demo-password">{DEMO_ACCOUNT.password}</code>
        </dd>
      </dl>
    </section>
  )
}

/** Spec §8: sign-up needs the authentication service, which the demo does not have. */
export function DemoSignUpNotice() {
  return (
    <p className="mb-6 rounded-lg border border-gold-dark/40 bg-gold/15 px-4 py-3 text-sm">
      {DEMO_TEXTS.signUpUnavailable}{' '}
      <Link to={paths.login()} className="font-semibold underline">
        Se connecter
      </Link>
    </p>
  )
}
