import type { Context } from 'hono'
import { verifyJWT } from 'better-auth/crypto'
import { Hono } from 'hono'
import { z } from 'zod'
import { CLIENT_IP_HEADER } from '#core/auth/auth.server.ts'
import { requireUser } from '#core/auth/guards.server.ts'
import { ROLES, type Role } from '#core/auth/roles.ts'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { AppError } from '#core/http/app-error.ts'
import { countHit, isLimited, type LimitRule } from '#core/http/request-limit.server.ts'
import { validate } from '#core/http/validate.server.ts'
import { isPieceClaim } from '#core/media/piece-claim.server.ts'
import {
  activationSchema,
  changePasswordSchema,
  deleteAccountSchema,
  emailOnlySchema,
  preferencesSchema,
  profileUpdateSchema,
  resetPasswordSchema,
  setPasswordSchema,
  signInSchema,
  signUpSchema,
  saveCreationSchema,
} from '../account.schemas.ts'
import {
  deleteCreation,
  deleteUser,
  endAccessBeforeConfirmation,
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

/**
 * Failed logins are counted per account *and* address, with waits that grow: 5 failures in a minute
 * make that address wait a minute for that account, 10 in 15 minutes a quarter of an hour, 20 in an
 * hour an hour. Someone guessing from their address locks only themselves out: the owner, from their
 * own address, still signs in (a lock per account alone let anyone lock any account, Admin included,
 * with 10 wrong passwords).
 */
export const FAILED_LOGINS_PER_ACCOUNT_AND_IP: readonly { rule: LimitRule; wait: string }[] = [
  { rule: { max: 5, windowSeconds: 60 }, wait: 'une minute' },
  { rule: { max: 10, windowSeconds: 15 * 60 }, wait: '15 minutes' },
  { rule: { max: 20, windowSeconds: 60 * 60 }, wait: 'une heure' },
]
/**
 * Whatever the addresses, an account takes at most 300 failed logins an hour from addresses that have
 * failed for it: past that, each of them waits, while an address that has not failed (the owner's)
 * still signs in with the right password. A guesser spread over many addresses gets one more guess
 * per fresh address.
 */
export const FAILED_LOGINS_PER_ACCOUNT: LimitRule = { max: 300, windowSeconds: 60 * 60 }
/**
 * Per IP address the limit is higher: mobile carriers in Central Africa put many subscribers behind
 * one address (carrier-grade NAT), and one guesser must not lock out a whole neighbourhood.
 */
export const FAILED_LOGINS_PER_IP: LimitRule = { max: 100, windowSeconds: 15 * 60 }

/**
 * A sign-up is answered no sooner than this after it arrived, whatever the address: creating an
 * account (password hash, rows, session, activation mail queued) takes tens of ms on an idle embedded
 * database and over 500 ms on a busy PostgreSQL, a known address a few ms: the difference would tell
 * who is registered. It must exceed the slow case.
 */
export const SIGN_UP_ANSWER_MS = 800

/**
 * Activation and reset mails a visitor can have sent to someone else's address: per recipient, one
 * per 5 minutes and 5 a day (the first activation mail, sent by the sign-up itself, is not counted).
 * Past that the answer is the same, and nothing is sent.
 */
export const MAIL_COOLDOWN: readonly LimitRule[] = [
  { max: 1, windowSeconds: 5 * 60 },
  { max: 5, windowSeconds: 24 * 60 * 60 },
]
export function mailCooldownKey(kind: 'activation' | 'reset', email: string, rule: LimitRule) {
  return `mail:${kind}:${email.toLowerCase()}:${rule.windowSeconds}`
}

/** Counts one mail to `email`; whether it may go (counted atomically, so racing requests send one). */
async function mayMail(c: Context<AppEnv>, kind: 'activation' | 'reset', email: string) {
  const counts = await Promise.all(
    MAIL_COOLDOWN.map(rule => countHit(c.var.limits, mailCooldownKey(kind, email, rule), rule)),
  )
  return counts.every((count, index) => count <= MAIL_COOLDOWN[index]!.max)
}

export const MESSAGES = {
  signUpAccepted:
    'Si cette adresse peut être utilisée, un e-mail d’activation vient de lui être envoyé. Ouvrez-le pour activer votre compte.',
  invalidCredentials: 'Email ou mot de passe invalide.',
  noUserReturned: 'Connexion échouée, aucun utilisateur retourné.',
  /** Spec §8: sign-up returned no user. */
  signUpNoUser: 'Inscription échouée, aucun utilisateur retourné.',
  signedUp:
    'Votre compte est créé et vous êtes connecté. Un e-mail de confirmation vient de vous être envoyé : ouvrez son lien pour confirmer votre adresse.',
  notActivated:
    'Votre compte n’est pas encore activé : ouvrez le lien reçu par e-mail, ou demandez un nouveau lien sur la page d’activation.',
  tooManyAttempts: 'Trop de tentatives de connexion échouées. Réessayez dans 15 minutes.',
  tooManyAttemptsIn: (wait: string) => `Trop de tentatives de connexion échouées. Réessayez dans ${wait}.`,
  notAdmin: 'Accès refusé. Rôle non administrateur.',
  activationInvalid: 'Ce lien d’activation a expiré ou a déjà été utilisé. Demandez-en un nouveau ci-dessous.',
  resetRequested:
    'Si un compte existe pour cette adresse, un e-mail vient de lui être envoyé avec un lien pour choisir un nouveau mot de passe.',
  resetInvalid: 'Ce lien de réinitialisation a expiré ou a déjà servi. Demandez-en un nouveau.',
  wrongPassword: 'Mot de passe incorrect.',
  passwordAlreadySet: 'Votre compte a déjà un mot de passe : changez-le depuis votre profil.',
  notYourPiece: 'Vous ne pouvez enregistrer que les morceaux que vous avez composés.',
  pieceNotFound: 'Ce morceau est introuvable : composez-le à nouveau.',
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

type SignedIn = {
  token?: string
  user?: { id: string; name: string; email: string; role?: string; emailVerified?: boolean }
}

/** Password sign-in with failed-attempt limits; returns better-auth's response (cookies) and body. */
async function signIn(c: Context<AppEnv>, email: string, password: string) {
  const { auth } = c.var
  const account = email.toLowerCase()
  const pair = `login:pair:${account}:${c.var.clientIp}`
  const limits = [
    { key: `login:ip:${c.var.clientIp}`, rule: FAILED_LOGINS_PER_IP, message: MESSAGES.tooManyAttempts },
    {
      key: `login:account:${account}`,
      rule: FAILED_LOGINS_PER_ACCOUNT,
      message: MESSAGES.tooManyAttemptsIn('une heure'),
    },
    ...FAILED_LOGINS_PER_ACCOUNT_AND_IP.map(({ rule, wait }) => ({
      key: `${pair}:${rule.windowSeconds}`,
      rule,
      message: MESSAGES.tooManyAttemptsIn(wait),
    })),
  ]
  // The account-wide ceiling stops addresses that took part in the guessing; an address that has not
  // failed for this account in the hour (the owner's, most likely) is never refused the right password.
  const hourly = FAILED_LOGINS_PER_ACCOUNT_AND_IP.at(-1)!.rule
  const failedHere = (await c.var.limits.count(`${pair}:${hourly.windowSeconds}`)) > 0
  const checked = limits.filter(limit => failedHere || limit.rule !== FAILED_LOGINS_PER_ACCOUNT)
  // The longest wait is the one to tell.
  for (const { key, rule, message } of [...checked].reverse()) {
    if (await isLimited(c.var.limits, key, rule)) throw new AppError('RATE_LIMITED', message)
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
    const startedAt = performance.now()
    const { db, auth } = c.var
    // A known address pays the same password hash as a new account, and every answer leaves
    // SIGN_UP_ANSWER_MS after the request, so timing does not tell a known address from a new one.
    // (The answers still differ, 201 with a session for a new account as spec §4 wants, 202 otherwise:
    // docs/security.md says what that tells.)
    const answerOnTime = () =>
      new Promise(resolve => setTimeout(resolve, Math.max(0, SIGN_UP_ANSWER_MS - (performance.now() - startedAt))))
    const existing = await findUserByEmail(db, email)
    if (!existing) {
      // Spec §4: sign-up signs the visitor in at once; the emailed link confirms the address later.
      const response = await auth.api.signUpEmail({
        body: { name, email, password },
        headers: authHeaders(c),
        asResponse: true,
      })
      const body = (await response
        .clone()
        .json()
        .catch(() => null)) as (SignedIn & { code?: string }) | null
      // The same address signed up a moment ago (a double click) is answered as any existing one, below.
      const alreadyExists = !response.ok && String(body?.code ?? '').includes('ALREADY_EXISTS')
      if (!alreadyExists) {
        if (!response.ok || !body?.user) throw new AppError('UPSTREAM_FAILED', MESSAGES.signUpNoUser)
        await setRole(db, body.user.id, role as Role)
        forwardCookies(c, response)
        await answerOnTime()
        return c.json(
          {
            user: { id: body.user.id, name: body.user.name, email: body.user.email, role, emailVerified: false },
            message: MESSAGES.signedUp,
          },
          201,
        )
      }
    } else {
      await auth.$context.then(context => context.password.hash(password))
      if (!existing.emailVerified && (await mayMail(c, 'activation', email))) {
        await auth.api.sendVerificationEmail({ body: { email }, headers: authHeaders(c) }).catch(() => undefined)
      }
    }
    // An address that already has an account: no session, and the answer does not say more.
    await answerOnTime()
    return c.json({ message: MESSAGES.signUpAccepted }, 202)
  })
  .post('/sign-in', validate('json', signInSchema), async c => {
    const { email, password } = c.req.valid('json')
    const { response, user } = await signIn(c, email, password)
    forwardCookies(c, response)
    return c.json(
      {
        user: {
          id: user.id,
          name: user.name,
          email: user.email,
          role: user.role ?? ROLES.student,
          emailVerified: user.emailVerified ?? false,
        },
      },
      200,
    )
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
    const { db, auth } = c.var
    const { token } = c.req.valid('json')
    const claims = await verifyJWT(token, (await auth.$context).secret)
    const email = typeof claims?.email === 'string' && !claims.updateTo ? claims.email.toLowerCase() : null
    const target = email ? await findUserByEmail(db, email) : null
    if (!target) throw new AppError('INVALID_INPUT', MESSAGES.activationInvalid)
    // Whoever signed up first with this address (perhaps not its owner) loses every session and the
    // password, unless the browser following the link is signed in to this account itself.
    await endAccessBeforeConfirmation(db, target.id, { keepPassword: c.var.user?.id === target.id })
    const response = await auth.api.verifyEmail({ query: { token }, headers: authHeaders(c), asResponse: true })
    if (!response.ok) throw new AppError('INVALID_INPUT', MESSAGES.activationInvalid)
    forwardCookies(c, response)
    // Signed in by the link, without a password yet: the page asks for one (set-password below).
    return c.json({ activated: true, passwordRequired: (await getPasswordHash(db, target.id)) === null }, 200)
  })
  .post('/resend-activation', validate('json', emailOnlySchema), async c => {
    const { email } = c.req.valid('json')
    const existing = await findUserByEmail(c.var.db, email)
    if (existing && !existing.emailVerified && (await mayMail(c, 'activation', email))) {
      await c.var.auth.api.sendVerificationEmail({ body: { email }, headers: authHeaders(c) }).catch(() => undefined)
    }
    return c.json({ message: MESSAGES.signUpAccepted }, 202)
  })
  .post('/forgot-password', validate('json', emailOnlySchema), async c => {
    const { email } = c.req.valid('json')
    if (!(await mayMail(c, 'reset', email))) return c.json({ message: MESSAGES.resetRequested }, 202)
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
  /** A signed-in account without a password (confirmed by someone who did not choose one) gets one. */
  .post('/set-password', requireUser, validate('json', setPasswordSchema), async c => {
    const { newPassword } = c.req.valid('json')
    refuseBreached(newPassword, 'newPassword')
    if ((await getPasswordHash(c.var.db, c.var.user!.id)) !== null)
      throw new AppError('CONFLICT', MESSAGES.passwordAlreadySet)
    const response = await c.var.auth.api.setPassword({
      body: { newPassword },
      headers: authHeaders(c),
      asResponse: true,
    })
    if (!response.ok) throw new AppError('CONFLICT', MESSAGES.passwordAlreadySet)
    return c.json({ set: true }, 200)
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
  /** Only a piece this visitor composed (its claim, from the composer's answer) and that exists. */
  .post('/creations', requireUser, validate('json', saveCreationSchema), async c => {
    const { prompt, url, claim } = c.req.valid('json')
    if (!claim || !isPieceClaim((await c.var.auth.$context).secret, url, claim)) {
      throw new AppError('FORBIDDEN', MESSAGES.notYourPiece)
    }
    if (!(await c.var.mediaStore.exists(url.replace(/^\/media\//, '')))) {
      throw new AppError('NOT_FOUND', MESSAGES.pieceNotFound)
    }
    return c.json(await saveCreation(c.var.db, c.var.user!.id, { prompt, url }), 201)
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
