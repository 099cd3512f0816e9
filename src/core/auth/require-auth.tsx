import { useMemo, type ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { useAuth } from '#core/auth/auth-context.tsx'
import { Spinner } from '#core/ui/spinner.tsx'
import { paths } from '../paths.ts'
import { useHydrated } from '../ui/use-hydrated.ts'

/** Where a visitor sent to /connexion was going (`state.from`), so the login page can send them back. */
export type LoginRedirectState = { from?: { pathname: string; search: string; hash: string } }

/**
 * Guards a protected page (spec §2): the session is only known in the browser, so the server and
 * the first client render show the checking state; then anonymous visitors go to /connexion with
 * their original location remembered, and a user without the required role goes home.
 */
export function RequireAuth({ role, children }: { role?: string; children: ReactNode }) {
  const { user, isLoading } = useAuth()
  const location = useLocation()
  const hydrated = useHydrated()
  // One object per location: <Navigate> navigates again whenever its `state` prop changes identity,
  // and a re-render during that navigation (root data revalidating) would otherwise start another.
  const { pathname, search, hash } = location
  const state = useMemo<LoginRedirectState>(() => ({ from: { pathname, search, hash } }), [pathname, search, hash])

  if (!hydrated || isLoading) return <Spinner label="Vérification de l'authentification..." />
  if (!user) return <Navigate to={paths.login()} replace state={state} />
  if (role && user.role !== role) return <Navigate to={paths.home()} replace />
  return children
}
