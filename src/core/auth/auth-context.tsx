import { createContext, useContext } from 'react'

export type CurrentUser = { id: string; name: string; email: string; role: string }

export type AuthState = {
  user: CurrentUser | null
  /** True while the session is being checked. */
  isLoading: boolean
}

/**
 * Current user and loading flag (spec §3). Accounts arrive with the accounts issue (#3); until then
 * every visitor is anonymous and the provider below answers so.
 */
const AuthContext = createContext<AuthState>({ user: null, isLoading: false })

export const AuthProvider = AuthContext.Provider

export function useAuth(): AuthState {
  return useContext(AuthContext)
}
