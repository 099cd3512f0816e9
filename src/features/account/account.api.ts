import type { InferResponseType } from 'hono/client'
import type { CurrentUser } from '#core/auth/auth-store.ts'
import { getJson, sendJson, type ApiClient } from '#core/http/api-client.ts'
import { ApiError } from '#core/http/app-error.ts'
import type { AccountRoutes } from './server/account.routes.ts'

/**
 * Typed browser client of the accounts API (`/api/account`, the few better-auth
 * endpoints the browser may call). Response types come from the server's routes; reads go through
 * `getJson`, writes through `sendJson`, which always sends JSON (the server's same-origin check).
 */
type Api = ApiClient<AccountRoutes>

export type Profile = InferResponseType<Api['profile']['$get'], 200>
export type Creation = Profile['creations'][number]
export type Preferences = InferResponseType<Api['preferences']['$put'], 200>
export type Providers = InferResponseType<Api['providers']['$get'], 200>
export type SocialProvider = keyof Providers

/** How each stored role reads in the pages. */
export const ROLE_LABELS: Record<string, string> = {
  Élève: 'Élève',
  client: 'Client',
  Professeur: 'Professeur',
  Admin: 'Administrateur',
}

type Message = { message: string }
type SignedInUser = { user: CurrentUser }

/** Spec §8: sign-up answered without a user (nor the message kept for an address already taken). */
export const SIGN_UP_NO_USER = 'Inscription échouée, aucun utilisateur retourné.'

/**
 * Spec §4: sign-up signs the visitor in at once (`user`, address not confirmed yet); an address that
 * already has an account gets only `message`. Any other answer is the spec's sign-up failure.
 */
export async function signUp(input: {
  name: string
  email: string
  password: string
  role: string
}): Promise<{ user: CurrentUser | null; message: string }> {
  const answer = await sendJson<{ user?: CurrentUser; message?: string } | null>('POST', '/api/account/sign-up', input)
  if (answer?.user) return { user: answer.user, message: answer.message ?? '' }
  if (answer?.message) return { user: null, message: answer.message }
  throw new ApiError(502, 'UPSTREAM_FAILED', SIGN_UP_NO_USER)
}

export const signIn = (input: { email: string; password: string }) =>
  sendJson<SignedInUser>('POST', '/api/account/sign-in', input)

export const adminSignIn = (input: { email: string; password: string }) =>
  sendJson<SignedInUser>('POST', '/api/account/admin-sign-in', input)

/** better-auth answers with the provider's authorization page, where the browser then goes. */
export const socialSignIn = (provider: SocialProvider, callbackURL: string) =>
  sendJson<{ url?: string; redirect?: boolean }>('POST', '/api/auth/sign-in/social', { provider, callbackURL })

export const activate = (token: string) =>
  sendJson<{ activated: true; passwordRequired: boolean }>('POST', '/api/account/activate', { token })

/** For an account confirmed by someone who did not choose its password (see the activation page). */
export const setPassword = (newPassword: string) =>
  sendJson<{ set: true }>('POST', '/api/account/set-password', { newPassword })

export const resendActivation = (email: string) =>
  sendJson<Message>('POST', '/api/account/resend-activation', { email })

export const requestPasswordReset = (email: string) =>
  sendJson<Message>('POST', '/api/account/forgot-password', { email })

export const resetPassword = (token: string, newPassword: string) =>
  sendJson<{ reset: true }>('POST', '/api/account/reset-password', { token, newPassword })

export const fetchProfile = () => getJson<Profile>('/api/account/profile')

export const updateProfile = (name: string) => sendJson<Profile>('PATCH', '/api/account/profile', { name })

export const updatePreferences = (preferences: Preferences) =>
  sendJson<Preferences>('PUT', '/api/account/preferences', preferences)

export const changePassword = (currentPassword: string, newPassword: string) =>
  sendJson<{ changed: true }>('POST', '/api/account/password', { currentPassword, newPassword })

export const deleteAccount = (password: string) => sendJson<{ deleted: true }>('DELETE', '/api/account', { password })

/** Where "Télécharger mes données" points (a JSON file, sent as an attachment). */
export const ACCOUNT_EXPORT_PATH = '/api/account/export'

export const deleteCreation = (id: string) =>
  sendJson<{ deleted: true }>('DELETE', `/api/account/creations/${encodeURIComponent(id)}`, {})

export const saveCreation = (creation: { prompt: string; url: string; claim?: string }) =>
  sendJson<Creation>('POST', '/api/account/creations', creation)

export const setCreationPublished = (id: string, published: boolean) =>
  sendJson<{ published: boolean }>('PUT', `/api/account/creations/${encodeURIComponent(id)}/publication`, { published })
