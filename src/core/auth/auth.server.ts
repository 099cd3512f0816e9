import { and, eq, like } from 'drizzle-orm'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import type { OAuthCredentials } from '#core/config/env.server.ts'
import type { Database } from '#core/db/client.server.ts'
import type { Logger } from '#core/log/logger.server.ts'
import type { Mailer } from '#core/mail/mailer.server.ts'
import { account, rateLimit, session, user, verification } from './auth.table.ts'
import { activationEmail, passwordResetEmail } from './auth.emails.ts'
import { ROLES } from './roles.ts'
import { mailOriginStorage } from '#core/http/link-origin.server.ts'

/** Set by our own middleware from the socket (never trusted from the client): IP for rate limits. */
export const CLIENT_IP_HEADER = 'x-gombiste-client-ip'

export type AuthOptions = {
  db: Database
  mailer: Mailer
  logger: Logger
  secret: string
  /** Public origin of the site, e.g. https://www.gombiste-records.cm; links in emails point there. */
  baseUrl: string
  providers: { google?: OAuthCredentials; facebook?: OAuthCredentials }
}

/**
 * Accounts and sessions (better-auth): scrypt-hashed passwords, database sessions shared by every
 * instance, HttpOnly SameSite=Lax cookies (Secure over HTTPS), cross-site POSTs refused by origin
 * checks. Sign-up opens a session at once (spec §4); the address is confirmed by the emailed link,
 * and until then payment and comments wait (`requireConfirmedEmail`).
 */
export function createAuth(options: AuthOptions) {
  // The request's origin when its host is ours (set by the API around each request), else baseUrl.
  const siteUrl = (path: string) => `${mailOriginStorage.getStore() ?? options.baseUrl}${path}`
  return betterAuth({
    appName: 'Gombiste Records',
    logger: {
      level: 'warn',
      log: (level, message) => options.logger[level]({ source: 'better-auth' }, message),
    },
    baseURL: options.baseUrl,
    basePath: '/api/auth',
    secret: options.secret,
    // The site's own origin, and the origin of the request itself: the API's same-origin check
    // (requireSameOrigin) has already accepted it, and the site answers on several hosts (127.0.0.1,
    // www and the bare domain). Without it better-auth refuses sign-out there with 403 INVALID_ORIGIN
    // and the session stays open.
    trustedOrigins: request => [options.baseUrl, ...(request ? [new URL(request.url).origin] : [])],
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit },
    }),
    user: {
      additionalFields: {
        // Chosen at sign-up among the public roles; 'Admin' only through `npm run admin:create`.
        role: { type: 'string', required: false, defaultValue: ROLES.student, input: false },
      },
      deleteUser: { enabled: true },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: false,
      minPasswordLength: 10,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      // Using one reset link ends every other one of that user: an older link found later in a
      // mailbox must not open the account again.
      onPasswordReset: async ({ user: target }) => {
        await options.db
          .delete(verification)
          .where(and(like(verification.identifier, 'reset-password:%'), eq(verification.value, target.id)))
      },
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user: target, token }) => {
        await options.mailer.send(
          passwordResetEmail({
            name: target.name,
            to: target.email,
            link: siteUrl(`/mot-de-passe-oublie?token=${token}`),
          }),
        )
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user: target, token }) => {
        await options.mailer.send(
          activationEmail({ name: target.name, to: target.email, link: siteUrl(`/activation?token=${token}`) }),
        )
      },
    },
    socialProviders: {
      ...(options.providers.google ? { google: options.providers.google } : {}),
      ...(options.providers.facebook ? { facebook: options.providers.facebook } : {}),
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      // Checked on page loads; one carrier-grade NAT address can carry many visitors. Password
      // guessing is limited by /api/account/sign-in per account and per address.
      customRules: { '/get-session': false },
    },
    advanced: {
      // better-auth skips its origin check when NODE_ENV is 'test': kept on, so route tests see what
      // production does.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: options.baseUrl.startsWith('https://'),
      database: { generateId: () => crypto.randomUUID() },
    },
  })
}

export type Auth = ReturnType<typeof createAuth>
