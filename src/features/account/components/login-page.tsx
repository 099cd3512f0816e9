import { errorMessage } from '#core/http/error-message.ts'
import { type ReactNode, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { expectSession, signedIn } from '#core/auth/auth-store.ts'
import { signIn, socialSignIn, type Providers, type SocialProvider } from '../account.api.ts'
import type { LoginRedirectState } from '#core/auth/require-auth.tsx'
import { useHydrated } from '#core/ui/use-hydrated.ts'
import { paths } from '#core/paths.ts'
import { AuthCard, CredentialsForm, FormAlert, LINK_CLASS } from '#core/ui/public-form.tsx'

const PROVIDERS: { id: SocialProvider; name: string }[] = [
  { id: 'google', name: 'Google' },
  { id: 'facebook', name: 'Facebook' },
]

/** Spec §8: enrolling while logged out. */
const ENROL_LOGIN_MESSAGE = 'Vous devez être connecté pour vous inscrire.'

function redirectTarget(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from
  return from?.pathname ? `${from.pathname}${from.search}${from.hash}` : paths.profile()
}

/**
 * "Continuer avec Google / Facebook" for the providers this server has keys for; the others are not
 * shown at all (their state is on the admin dashboard).
 */
function ProviderSignIn({ callbackPath, providers }: { callbackPath: string; providers: Providers | null }) {
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState<SocialProvider | null>(null)

  async function start(provider: SocialProvider) {
    if (pending) return
    setPending(provider)
    setError(null)
    try {
      const { url } = await socialSignIn(provider, callbackPath)
      if (!url) throw new Error('no url')
      expectSession()
      window.location.assign(url)
    } catch (failure) {
      setError(errorMessage(failure))
      setPending(null)
    }
  }

  const offered = PROVIDERS.filter(({ id }) => providers?.[id])
  if (offered.length === 0) return null
  return (
    <div className="mt-6 border-t border-ink/10 pt-6">
      <p className="text-center text-sm text-ink/80">ou</p>
      <ul className="mt-3 space-y-3">
        {offered.map(({ id, name }) => (
          <li key={id}>
            <button
              type="button"
              aria-disabled={pending !== null}
              onClick={() => void start(id)}
              className="button-secondary w-full"
            >
              Continuer avec {name}
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-3">
        <FormAlert message={error} />
      </div>
    </div>
  )
}

/** `providers`: those this server has keys for (the route's loader); `demoNotice`: the demo's one account. */
export function LoginPage({ providers, demoNotice }: { providers: Providers | null; demoNotice: ReactNode }) {
  const location = useLocation()
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const target = redirectTarget(location.state)
  // History state exists only in the browser: shown after hydration so the first render matches the server's.
  const isEnrolling = hydrated && target.startsWith('/paiement/')

  async function handleSignIn(credentials: { email: string; password: string }) {
    const { user } = await signIn(credentials)
    signedIn(user)
    await navigate(target, { replace: true })
  }

  return (
    <AuthCard title="Connexion" intro="Retrouvez vos cours, vos créations et vos préférences.">
      {isEnrolling ? (
        <p className="mb-5 rounded-lg border border-gold-dark/40 bg-gold/15 px-4 py-3 font-semibold">
          {ENROL_LOGIN_MESSAGE}
        </p>
      ) : null}
      {demoNotice}
      <CredentialsForm idPrefix="login" submitLabel="Se connecter" onSubmit={handleSignIn} />
      <ProviderSignIn callbackPath={target} providers={providers} />
      <ul className="mt-6 space-y-2 text-sm">
        <li>
          <Link to={paths.forgotPassword()} className={LINK_CLASS}>
            Mot de passe oublié ?
          </Link>
        </li>
        <li>
          Pas encore de compte ?{' '}
          <Link to={paths.signup()} className={LINK_CLASS}>
            Créer un compte
          </Link>
        </li>
      </ul>
    </AuthCard>
  )
}
