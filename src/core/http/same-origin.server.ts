import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './app-env.server.ts'
import { AppError } from './app-error.ts'

/**
 * Refuses cross-site writes: a request that changes something and carries cookies must come from a
 * page of this site (its Origin, or Referer, matches), so another site cannot act with a visitor's
 * session. Requests without cookies (scripts, tests, webhooks) have no session to abuse.
 */
export function requireSameOrigin<E extends AppEnv = AppEnv>(allowedOrigins: () => string[]): MiddlewareHandler<E> {
  return async (c, next) => {
    const method = c.req.method
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || !c.req.header('cookie')) return next()
    const origin = c.req.header('origin') ?? originOf(c.req.header('referer'))
    const own = new URL(c.req.url).origin
    if (!origin || (origin !== own && !allowedOrigins().includes(origin))) {
      throw new AppError('FORBIDDEN', 'Requête refusée : elle ne vient pas de ce site.')
    }
    await next()
  }
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}
