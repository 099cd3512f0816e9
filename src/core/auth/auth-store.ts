/**
 * The browser's session state (spec §4), kept tiny because it ships in the entry chunk: the current
 * user, a loading flag that stays true until the first check in the browser ends, and the auth events.
 * The server never changes it: every page is rendered as for an anonymous visitor still being checked.
 */
export type CurrentUser = { id: string; name: string; email: string; role: string }

export type AuthState = {
  user: CurrentUser | null
  /** True until the session has been checked once in the browser. */
  isLoading: boolean
}

export type AuthEvent = 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'PASSWORD_RECOVERY' | 'USER_UPDATED'

export type AuthEventListener = (event: AuthEvent, user: CurrentUser | null) => void

/** What the server render and the hydration render see. */
export const SERVER_AUTH_STATE: AuthState = { user: null, isLoading: true }

/** Re-checking the session also renews it (better-auth extends a session that is used). */
const REFRESH_INTERVAL_MS = 10 * 60 * 1000

let state = SERVER_AUTH_STATE
const listeners = new Set<() => void>()
const eventListeners = new Set<AuthEventListener>()

export const getAuthState = (): AuthState => state

export function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function onAuthEvent(listener: AuthEventListener): () => void {
  eventListeners.add(listener)
  return () => eventListeners.delete(listener)
}

const HINT_KEY = 'gombiste_session'

/**
 * Whether this browser may hold a session (a flag in localStorage, set on sign-in, cleared on
 * sign-out; the session cookie itself is httpOnly). Anonymous visitors are then never asked about
 * it: no request per page load for them, and no load on the server's auth rate limit.
 * Without storage, every visitor is checked.
 */
function hint(set?: boolean): boolean {
  try {
    if (set === undefined) return localStorage.getItem(HINT_KEY) !== null
    if (set) localStorage.setItem(HINT_KEY, '1')
    else localStorage.removeItem(HINT_KEY)
  } catch {
    // Storage disabled: fall back to checking.
  }
  return true
}

/** Before leaving for a provider's sign-in page: the session will exist on the way back. */
export const expectSession = () => hint(true)

/** Bumped by every change, so an answer to an older check never overwrites a newer state. */
let generation = 0

function emit(event: AuthEvent | null, user: CurrentUser | null) {
  generation++
  if (event) hint(user !== null)
  state = { user, isLoading: false }
  listeners.forEach(listener => listener())
  if (event) eventListeners.forEach(listener => listener(event, user))
}

function toUser(user: Partial<CurrentUser>): CurrentUser {
  return { id: user.id ?? '', name: user.name ?? '', email: user.email ?? '', role: user.role ?? 'Élève' }
}

/**
 * Asks the server who is signed in. No session (or one that could not be renewed) returns the UI to
 * logged out; a network failure keeps a known user, so a phone losing signal is not logged out.
 */
export async function checkSession(): Promise<CurrentUser | null> {
  const started = ++generation
  let user = state.user
  let event: AuthEvent | null = null
  try {
    const response = await fetch('/api/auth/get-session', { headers: { accept: 'application/json' } })
    if (!response.ok) throw new Error(response.statusText)
    const body = (await response.json()) as { user?: CurrentUser } | null
    user = body?.user ? toUser(body.user) : null
    event = user ? (state.user?.id === user.id ? 'TOKEN_REFRESHED' : 'SIGNED_IN') : 'SIGNED_OUT'
  } catch {
    // Offline, or the server failed: nothing new is known, keep what we had.
  }
  if (started === generation) emit(event, user)
  return state.user
}

/** After a password sign-in or a sign-up: the server answered with the user. */
export const signedIn = (user: Partial<CurrentUser>) => emit('SIGNED_IN', toUser(user))

export function userUpdated(changes: Partial<CurrentUser>) {
  if (state.user) emit('USER_UPDATED', { ...state.user, ...changes })
}

export const passwordRecovery = () => emit('PASSWORD_RECOVERY', state.user)

/** Checks the session now, every 10 minutes and whenever the tab becomes visible again. */
export function startSessionRefresh(): () => void {
  if (hint()) void checkSession()
  else emit(null, null)
  const onVisible = () => {
    if (document.visibilityState === 'visible' && hint()) void checkSession()
  }
  const timer = setInterval(onVisible, REFRESH_INTERVAL_MS)
  document.addEventListener('visibilitychange', onVisible)
  return () => {
    clearInterval(timer)
    document.removeEventListener('visibilitychange', onVisible)
  }
}
