import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import type { OAuthCredentials } from '#core/config/env.server.ts'
import type { Database } from '#core/db/client.server.ts'
import type { Logger } from '#core/log/logger.server.ts'
import type { Mailer } from '#core/mail/mailer.server.ts'
import { account, rateLimit, session, user, verification } from './auth.table.ts'
import { activationEmail, passwordResetEmail } from './auth.emails.ts'
import { ROLES } from './roles.ts'

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
  const siteUrl = (path: string) => `${options.baseUrl}${path}`
  return betterAuth({
    appName: 'Gombiste Records',
    logger: {
      level: 'warn',
      log: (level, message) => options.logger[level]({ source: 'better-auth' }, message),
    },
    baseURL: options.baseUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: [options.baseUrl],
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
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: options.baseUrl.startsWith('https://'),
      database: { generateId: () => crypto.randomUUID() },
    },
  })
}

export type Auth = ReturnType<typeof createAuth>
