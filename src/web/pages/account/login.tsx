import { errorMessage } from '#core/http/error-message.ts'
import { staticMeta, type RouteHandle } from '../../route-meta.ts'
import { useState } from 'react'
import { Link, useLoaderData, useLocation, useNavigate } from 'react-router'
import { expectSession, signedIn } from '#core/auth/auth-store.ts'
import { signIn, socialSignIn, type SocialProvider } from '#features/account/account.api.ts'
import type { LoginRedirectState } from '#core/auth/require-auth.tsx'
import type { loginLoader } from '../../loaders.ts'
import { useHydrated } from '#core/ui/use-hydrated.ts'
import { paths } from '#core/paths.ts'
import { DemoAccountNotice } from '../../layout/demo-notices.tsx'
import { AuthCard, CredentialsForm, FormAlert, LINK_CLASS } from '#core/ui/public-form.tsx'

export const handle: RouteHandle = {
  meta: staticMeta(
    'Connexion',
    'Connectez-vous à votre espace Gombiste Records : vos cours, vos créations musicales et vos préférences.',
  ),
}

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

/** "Continuer avec Google / Facebook" for the providers this server has keys for, a plain line for the others. */
function ProviderSignIn({ callbackPath }: { callbackPath: string }) {
  const { providers } = useLoaderData<typeof loginLoader>()
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

  if (!providers) return null
  return (
    <div className="mt-6 border-t border-ink/10 pt-6">
      <p className="text-center text-sm text-ink/80">ou</p>
      <ul className="mt-3 space-y-3">
        {PROVIDERS.map(({ id, name }) =>
          providers[id] ? (
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
          ) : (
            <li key={id} className="text-sm text-ink/80">
              La connexion avec {name} n’est pas configurée sur ce serveur.
            </li>
          ),
        )}
      </ul>
      <div className="mt-3">
        <FormAlert message={error} />
      </div>
    </div>
  )
}

export default function LoginPage() {
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
      {__DEMO__ ? <DemoAccountNotice /> : null}
      <CredentialsForm idPrefix="login" submitLabel="Se connecter" onSubmit={handleSignIn} />
      <ProviderSignIn callbackPath={target} />
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
