import { getConnInfo } from '@hono/node-server/conninfo'
import { Hono } from 'hono'
import { requestId } from 'hono/request-id'
import { CLIENT_IP_HEADER } from '#core/auth/auth.server.ts'
import { sessionMiddleware } from '#core/auth/guards.server.ts'
import type { AppDependencies, AppEnv } from '#core/http/app-env.server.ts'
import { AppError, type ErrorBody } from '#core/http/app-error.ts'
import { cachePublicResponses } from '#core/http/response-cache.server.ts'
import { requireSameOrigin } from '#core/http/same-origin.server.ts'
import { accountRoutes } from '#features/account/server/account.routes.ts'
import { adminAccountsRoutes } from '#features/account/server/admin-accounts.routes.ts'
import { academyRoutes } from '#features/academy/server/academy.routes.ts'
import { artistsRoutes } from '#features/artists/server/artists.routes.ts'
import { blogRoutes } from '#features/blog/server/blog.routes.ts'
import { likesRoutes } from '#features/blog/server/likes.routes.ts'
import { creationsRoutes } from '#features/creations/server/creations.routes.ts'
import { eventsRoutes } from '#features/events/server/events.routes.ts'
import { labelRoutes } from '#features/label/server/label.routes.ts'
import { musicRoutes } from '#features/music/server/music.routes.ts'
import { notificationsRoutes } from '#features/notifications/server/notifications.routes.ts'
import { portfolioRoutes } from '#features/portfolio/server/portfolio.routes.ts'
import { testimonialsRoutes } from '#features/testimonials/server/testimonials.routes.ts'

/**
 * The API: every feature's routes under /api, with shared error mapping. The web server
 * (`web-server.ts`) adds static files, media and server-rendered pages around it.
 */
/**
 * better-auth endpoints reachable from the browser. Sign-up, sign-in, password and profile changes go
 * through `/api/account`, which adds our validation, neutral answers, limits and French messages.
 */
const PUBLIC_AUTH_PATHS = [/^\/api\/auth\/get-session$/, /^\/api\/auth\/sign-out$/, /^\/api\/auth\/sign-in\/social$/, /^\/api\/auth\/callback\/[a-z]+$/, /^\/api\/auth\/error$/]

/** The caller's address from the socket; in-process requests (tests, server rendering) are local. */
function clientIp(c: Parameters<typeof getConnInfo>[0]): string {
  try {
    return getConnInfo(c).remote.address ?? '127.0.0.1'
  } catch {
    return '127.0.0.1'
  }
}

export function createApi(dependencies: AppDependencies) {
  const publicContent = cachePublicResponses(dependencies.contentCache)
  const api = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('db', dependencies.db)
      c.set('logger', dependencies.logger)
      c.set('contentCache', dependencies.contentCache)
      c.set('auth', dependencies.auth)
      c.set('mailer', dependencies.mailer)
      c.set('publicUrl', dependencies.publicUrl)
      c.set('mediaStore', dependencies.mediaStore)
      c.set('musicGenerator', dependencies.musicGenerator)
      c.set('clientIp', clientIp(c))
      await next()
    })
    .use(requireSameOrigin(() => [dependencies.publicUrl]))
    .on(['GET', 'POST'], '/auth/*', async (c) => {
      if (!PUBLIC_AUTH_PATHS.some((pattern) => pattern.test(c.req.path))) {
        return c.json<ErrorBody>({ error: { code: 'NOT_FOUND', message: 'Ressource introuvable.' } }, 404)
      }
      const headers = new Headers(c.req.raw.headers)
      headers.set(CLIENT_IP_HEADER, c.var.clientIp)
      return dependencies.auth.handler(new Request(c.req.raw, { headers }))
    })
    .use('/account/*', sessionMiddleware)
    .use('/like-post', sessionMiddleware)
    .use('/notifications/*', sessionMiddleware)
    .use('/admin/*', sessionMiddleware)
    .use('/label/*', publicContent)
    .use('/artists/*', publicContent)
    .use('/portfolio/*', publicContent)
    .use('/academy/*', publicContent)
    .use('/events/*', publicContent)
    .use('/testimonials/*', publicContent)
    .use('/blog/*', publicContent)
    .use('/creations/public', publicContent)
    .get('/health', (c) => c.json({ status: 'ok' as const }, 200))
    .route('/label', labelRoutes)
    .route('/artists', artistsRoutes)
    .route('/portfolio', portfolioRoutes)
    .route('/academy', academyRoutes)
    .route('/events', eventsRoutes)
    .route('/testimonials', testimonialsRoutes)
    .route('/blog', blogRoutes)
    .route('/like-post', likesRoutes)
    .route('/notifications', notificationsRoutes)
    .route('/creations', creationsRoutes)
    .route('/account', accountRoutes)
    .route('/admin/accounts', adminAccountsRoutes)
    .route('/music', musicRoutes)
    // A mounted sub-app's notFound() is ignored by Hono, so unknown API paths need a route of their own
    // (it also keeps them away from the page renderer).
    .all('*', (c) => c.json<ErrorBody>({ error: { code: 'NOT_FOUND', message: 'Ressource introuvable.' } }, 404))
  api.onError((error, c) => {
    if (error instanceof AppError) {
      return c.json<ErrorBody>(
        { error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } },
        error.status,
      )
    }
    // Malformed JSON bodies and other client mistakes surfaced by Hono itself.
    if ('status' in error && typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
      return c.json<ErrorBody>({ error: { code: 'INVALID_INPUT', message: 'Requête invalide.' } }, 400)
    }
    c.var.logger?.error({ err: error, requestId: c.var.requestId, path: c.req.path }, 'unhandled error')
    return c.json<ErrorBody>(
      { error: { code: 'INTERNAL', message: 'Une erreur interne est survenue. Veuillez réessayer.' } },
      500,
    )
  })
  return api
}

export type ApiType = ReturnType<typeof createApi>

/** The API mounted under /api with request ids; what route tests exercise. */
export function createApiApp(dependencies: AppDependencies) {
  return new Hono<AppEnv>().use(requestId()).route('/api', createApi(dependencies))
}
