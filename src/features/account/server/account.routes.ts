import type { Context } from 'hono'
import { Hono } from 'hono'
import { z } from 'zod'
import { CLIENT_IP_HEADER } from '#core/auth/auth.server.ts'
import { requireUser } from '#core/auth/guards.server.ts'
import { ROLES, type Role } from '#core/auth/roles.ts'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { AppError } from '#core/http/app-error.ts'
import { countHit, isLimited, type LimitRule } from '#core/http/request-limit.server.ts'
import { validate } from '#core/http/validate.server.ts'
import {
  activationSchema,
  changePasswordSchema,
  deleteAccountSchema,
  emailOnlySchema,
  preferencesSchema,
  profileUpdateSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  saveCreationSchema,
} from '../account.schemas.ts'
import {
  deleteCreation,
  deleteUser,
  findUserByEmail,
  getPasswordHash,
  getProfile,
  setRole,
  updateName,
  updatePreferences,
  saveCreation,
  isLastAdmin,
  LAST_ADMIN_DELETION_MESSAGE,
} from './account.repo.ts'
import { setCreationPublished } from './creations.repo.ts'
import { BREACHED_PASSWORD_MESSAGE, isCommonlyBreached } from './breached-passwords.server.ts'

/** At most 10 failed logins per account per 15 minutes. */
export const FAILED_LOGINS_PER_ACCOUNT: LimitRule = { max: 10, windowSeconds: 15 * 60 }
/**
 * Per IP address the limit is higher: mobile carriers in Central Africa put many subscribers behind
 * one address (carrier-grade NAT), and one guesser must not lock out a whole neighbourhood.
 */
export const FAILED_LOGINS_PER_IP: LimitRule = { max: 100, windowSeconds: 15 * 60 }

export const MESSAGES = {
  signUpAccepted:
    'Si cette adresse peut être utilisée, un e-mail d’activation vient de lui être envoyé. Ouvrez-le pour activer votre compte.',
  invalidCredentials: 'Email ou mot de passe invalide.',
  noUserReturned: 'Connexion échouée, aucun utilisateur retourné.',
  notActivated:
    'Votre compte n’est pas encore activé : ouvrez le lien reçu par e-mail, ou demandez un nouveau lien sur la page d’activation.',
  tooManyAttempts: 'Trop de tentatives de connexion échouées. Réessayez dans 15 minutes.',
  notAdmin: 'Accès refusé. Rôle non administrateur.',
  activationInvalid: 'Ce lien d’activation a expiré ou a déjà été utilisé. Demandez-en un nouveau ci-dessous.',
  resetRequested:
    'Si un compte existe pour cette adresse, un e-mail vient de lui être envoyé avec un lien pour choisir un nouveau mot de passe.',
  resetInvalid: 'Ce lien de réinitialisation a expiré ou a déjà servi. Demandez-en un nouveau.',
  wrongPassword: 'Mot de passe incorrect.',
} as const

/** The request's headers plus the caller's IP, for better-auth (sessions, its own rate limits). */
function authHeaders(c: Context<AppEnv>): Headers {
  const headers = new Headers(c.req.raw.headers)
  headers.set(CLIENT_IP_HEADER, c.var.clientIp)
  return headers
}

/** Forwards better-auth's session cookies onto our response. */
function forwardCookies(c: Context<AppEnv>, response: Response) {
  for (const cookie of response.headers.getSetCookie()) c.header('set-cookie', cookie, { append: true })
}

function refuseBreached(password: string, field: string) {
  if (isCommonlyBreached(password))
    throw new AppError('INVALID_INPUT', BREACHED_PASSWORD_MESSAGE, { [field]: BREACHED_PASSWORD_MESSAGE })
}

type SignedIn = { token?: string; user?: { id: string; name: string; email: string; role?: string } }

/** Password sign-in with failed-attempt limits; returns better-auth's response (cookies) and body. */
async function signIn(c: Context<AppEnv>, email: string, password: string) {
  const { auth } = c.var
  const limits = [
    { key: `login:ip:${c.var.clientIp}`, rule: FAILED_LOGINS_PER_IP },
    { key: `login:account:${email}`, rule: FAILED_LOGINS_PER_ACCOUNT },
  ]
  for (const { key, rule } of limits) {
    if (await isLimited(c.var.limits, key, rule)) throw new AppError('RATE_LIMITED', MESSAGES.tooManyAttempts)
  }
  const response = await auth.api.signInEmail({ body: { email, password }, headers: authHeaders(c), asResponse: true })
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as (SignedIn & { code?: string }) | null
  if (!response.ok) {
    if (body?.code === 'EMAIL_NOT_VERIFIED') throw new AppError('FORBIDDEN', MESSAGES.notActivated)
    await Promise.all(limits.map(({ key, rule }) => countHit(c.var.limits, key, rule)))
    throw new AppError('UNAUTHENTICATED', MESSAGES.invalidCredentials)
  }
  if (!body?.user) throw new AppError('UPSTREAM_FAILED', MESSAGES.noUserReturned)
  return { response, user: body.user, token: body.token }
}

export const accountRoutes = new Hono<AppEnv>()
  .get('/providers', c => {
    const social = c.var.auth.options.socialProviders ?? {}
    return c.json({ google: 'google' in social, facebook: 'facebook' in social }, 200)
  })
  .post('/sign-up', validate('json', signUpSchema), async c => {
    const { name, email, password, role } = c.req.valid('json')
    refuseBreached(password, 'password')
    const { db, auth } = c.var
    const existing = await findUserByEmail(db, email)
    // The same answer whether or not the address has an account: no one learns who is registered.
    if (!existing) {
      try {
        const created = await auth.api.signUpEmail({ body: { name, email, password }, headers: authHeaders(c) })
        await setRole(db, created.user.id, role as Role)
      } catch (error) {
        if (!String((error as { body?: { code?: string } }).body?.code ?? '').includes('ALREADY_EXISTS')) throw error
      }
    } else if (!existing.emailVerified) {
      await auth.api.sendVerificationEmail({ body: { email }, headers: authHeaders(c) }).catch(() => undefined)
    }
    return c.json({ message: MESSAGES.signUpAccepted }, 202)
  })
  .post('/sign-in', validate('json', signInSchema), async c => {
    const { email, password } = c.req.valid('json')
    const { response, user } = await signIn(c, email, password)
    forwardCookies(c, response)
    return c.json({ user: { id: user.id, name: user.name, email: user.email, role: user.role ?? ROLES.student } }, 200)
  })
  .post('/admin-sign-in', validate('json', signInSchema), async c => {
    const { email, password } = c.req.valid('json')
    const { response, user, token } = await signIn(c, email, password)
    if (user.role !== ROLES.admin) {
      // Spec §5: anyone else's session ends at once.
      if (token)
        await c.var.auth.api
          .revokeSession({ body: { token }, headers: new Headers({ authorization: `Bearer ${token}` }) })
          .catch(() => undefined)
      throw new AppError('FORBIDDEN', MESSAGES.notAdmin)
    }
    forwardCookies(c, response)
    return c.json({ user: { id: user.id, name: user.name, email: user.email, role: user.role } }, 200)
  })
  .post('/activate', validate('json', activationSchema), async c => {
    const response = await c.var.auth.api.verifyEmail({
      query: { token: c.req.valid('json').token },
      headers: authHeaders(c),
      asResponse: true,
    })
    if (!response.ok) throw new AppError('INVALID_INPUT', MESSAGES.activationInvalid)
    forwardCookies(c, response)
    return c.json({ activated: true }, 200)
  })
  .post('/resend-activation', validate('json', emailOnlySchema), async c => {
    const { email } = c.req.valid('json')
    const existing = await findUserByEmail(c.var.db, email)
    if (existing && !existing.emailVerified) {
      await c.var.auth.api.sendVerificationEmail({ body: { email }, headers: authHeaders(c) }).catch(() => undefined)
    }
    return c.json({ message: MESSAGES.signUpAccepted }, 202)
  })
  .post('/forgot-password', validate('json', emailOnlySchema), async c => {
    const { email } = c.req.valid('json')
    await c.var.auth.api
      .requestPasswordReset({ body: { email, redirectTo: '/mot-de-passe-oublie' }, headers: authHeaders(c) })
      .catch(() => undefined)
    return c.json({ message: MESSAGES.resetRequested }, 202)
  })
  .post('/reset-password', validate('json', resetPasswordSchema), async c => {
    const { token, newPassword } = c.req.valid('json')
    refuseBreached(newPassword, 'newPassword')
    const response = await c.var.auth.api.resetPassword({
      body: { token, newPassword },
      headers: authHeaders(c),
      asResponse: true,
    })
    if (!response.ok) throw new AppError('INVALID_INPUT', MESSAGES.resetInvalid)
    return c.json({ reset: true }, 200)
  })
  .get('/profile', requireUser, async c => c.json(await getProfile(c.var.db, c.var.user!.id), 200))
  .patch('/profile', requireUser, validate('json', profileUpdateSchema), async c => {
    await updateName(c.var.db, c.var.user!.id, c.req.valid('json').name)
    return c.json(await getProfile(c.var.db, c.var.user!.id), 200)
  })
  .put('/preferences', requireUser, validate('json', preferencesSchema), async c => {
    await updatePreferences(c.var.db, c.var.user!.id, c.req.valid('json'))
    return c.json((await getProfile(c.var.db, c.var.user!.id)).preferences, 200)
  })
  .post('/password', requireUser, validate('json', changePasswordSchema), async c => {
    const { currentPassword, newPassword } = c.req.valid('json')
    refuseBreached(newPassword, 'newPassword')
    const response = await c.var.auth.api.changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions: true },
      headers: authHeaders(c),
      asResponse: true,
    })
    if (!response.ok)
      throw new AppError('INVALID_INPUT', MESSAGES.wrongPassword, { currentPassword: MESSAGES.wrongPassword })
    forwardCookies(c, response)
    return c.json({ changed: true }, 200)
  })
  .post('/creations', requireUser, validate('json', saveCreationSchema), async c => {
    return c.json(await saveCreation(c.var.db, c.var.user!.id, c.req.valid('json')), 201)
  })
  .put(
    '/creations/:id/publication',
    requireUser,
    validate('param', z.object({ id: z.uuid({ error: 'identifiant invalide' }) })),
    validate('json', z.object({ published: z.boolean({ error: 'indiquez published: true ou false' }) })),
    async c => {
      const { published } = c.req.valid('json')
      await setCreationPublished(c.var.db, c.var.user!, c.req.valid('param').id, published)
      c.var.contentCache.invalidatePaths(path => path === '/api/creations/public' || path === '/tutor')
      return c.json({ published }, 200)
    },
  )
  .delete(
    '/creations/:id',
    requireUser,
    validate('param', z.object({ id: z.uuid({ error: 'identifiant invalide' }) })),
    async c => {
      await deleteCreation(c.var.db, c.var.user!.id, c.req.valid('param').id)
      return c.json({ deleted: true as const }, 200)
    },
  )
  .delete('/', requireUser, validate('json', deleteAccountSchema), async c => {
    const { db, auth } = c.var
    const userId = c.var.user!.id
    const hash = await getPasswordHash(db, userId)
    const context = await auth.$context
    if (!hash || !(await context.password.verify({ hash, password: c.req.valid('json').password }))) {
      throw new AppError('INVALID_INPUT', MESSAGES.wrongPassword, { password: MESSAGES.wrongPassword })
    }
    // Checked before signing out (deleteUser checks again under lock).
    if (await isLastAdmin(db, userId)) throw new AppError('CONFLICT', LAST_ADMIN_DELETION_MESSAGE)
    const signOut = await auth.api.signOut({ headers: authHeaders(c), asResponse: true })
    await deleteUser(db, userId)
    forwardCookies(c, signOut)
    return c.json({ deleted: true }, 200)
  })

export type AccountRoutes = typeof accountRoutes
