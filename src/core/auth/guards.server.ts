import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { AppError } from '#core/http/app-error.ts'
import { UNAVAILABLE_MESSAGE } from '#core/http/unavailable.server.ts'
import type { Role } from './roles.ts'

/**
 * Reads the session cookie (if any) and puts the user and session on `c.var`. A lookup that fails
 * (the database does not answer) is a 503: answering "not signed in" would make the browser sign its
 * user out on a blip.
 */
export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const result = await c.var.auth.api.getSession({ headers: c.req.raw.headers }).catch((error: unknown) => {
    // A refused cookie (better-auth's 4xx) is no session; only a failed lookup is the server's trouble.
    const status = (error as { statusCode?: unknown } | null)?.statusCode
    if (typeof status === 'number' && status < 500) return null
    c.var.logger?.error({ err: error, path: c.req.path }, 'the session lookup failed: answered 503')
    c.header('retry-after', '5')
    throw new AppError('UNAVAILABLE', UNAVAILABLE_MESSAGE, undefined, { cause: error })
  })
  c.set(
    'user',
    result
      ? {
          id: result.user.id,
          name: result.user.name,
          email: result.user.email,
          role: result.user.role as Role,
          emailVerified: result.user.emailVerified,
        }
      : null,
  )
  c.set('sessionId', result?.session.id ?? null)
  await next()
}

/** Spec §5: updates require a logged-in user ('Utilisateur non connecté.'). */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.user) throw new AppError('UNAUTHENTICATED', 'Utilisateur non connecté.')
  await next()
}

/** Checked on the server for every protected endpoint, never only in the browser. */
export function requireRole(role: Role): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.var.user) throw new AppError('UNAUTHENTICATED', 'Utilisateur non connecté.')
    if (c.var.user.role !== role) throw new AppError('FORBIDDEN', 'Accès refusé.')
    await next()
  }
}

/**
 * For a signed-in user whose address is not confirmed yet (sign-up opens a session at once): the
 * action waits for the emailed link, and `message` says why, in French.
 */
export function requireConfirmedEmail(message: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.var.user && !c.var.user.emailVerified) throw new AppError('FORBIDDEN', message)
    await next()
  }
}
