import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { AppError } from '#core/http/app-error.ts'
import type { Role } from './roles.ts'

/** Reads the session cookie (if any) and puts the user and session on `c.var`. */
export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const result = await c.var.auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null)
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
