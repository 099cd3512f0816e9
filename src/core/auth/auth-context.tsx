import { useEffect, useSyncExternalStore, type ReactNode } from 'react'
import { getAuthState, SERVER_AUTH_STATE, startSessionRefresh, subscribe, type AuthState } from './auth-store.ts'

export type { AuthState, CurrentUser } from './auth-store.ts'

const getServerState = () => SERVER_AUTH_STATE

/**
 * Current user and loading flag (spec §3), live from the auth store. The server render and the
 * hydration render see an anonymous visitor still being checked; the browser checks right after.
 */
export function useAuth(): AuthState {
  return useSyncExternalStore(subscribe, getAuthState, getServerState)
}

/** Checks the session once hydrated, then keeps it fresh (auth-store.ts). */
export function AuthProvider({ children }: { children: ReactNode }) {
  useEffect(startSessionRefresh, [])
  return children
}
