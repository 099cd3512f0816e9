import { getConnInfo } from '@hono/node-server/conninfo'
import { sql } from 'drizzle-orm'
import { Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { requestId } from 'hono/request-id'
import { CLIENT_IP_HEADER } from '#core/auth/auth.server.ts'
import { requireRole, sessionMiddleware } from '#core/auth/guards.server.ts'
import { ROLES } from '#core/auth/roles.ts'
import type { ServerDependencies, ServerEnv } from './server-env.ts'
import { AppError, type ErrorBody } from '#core/http/app-error.ts'
import { cachePublicResponses } from '#core/http/response-cache.server.ts'
import { isUnavailableDependency, UNAVAILABLE_MESSAGE } from '#core/http/unavailable.server.ts'
import { limitWrites } from '#core/http/write-limits.server.ts'
import { requireSameOrigin } from '#core/http/same-origin.server.ts'
import { accountRoutes } from '#features/account/server/account.routes.ts'
import { personalDataRoutes } from './personal-data.routes.ts'
import { adminAccountsRoutes } from '#features/account/server/admin-accounts.routes.ts'
import { adminRoutes } from '#features/admin/server/admin.routes.ts'
import { trackPlaysRoutes } from '#features/artists/server/track-plays.routes.ts'
import { commentsAdminRoutes } from '#features/blog/server/comments-admin.routes.ts'
import { ordersAdminRoutes, quotesAdminRoutes } from '#features/commerce/server/commerce-admin.routes.ts'
import { contactAdminRoutes } from '#features/contact/server/contact-admin.routes.ts'
import { adminJobRoutes, adminOverviewRoutes } from './admin-overview.routes.ts'
import { mediaAdminRoutes, UPLOAD_BODY_LIMITS } from '#features/admin/server/media.routes.ts'
import { academyRoutes } from '#features/academy/server/academy.routes.ts'
import { createAcademyAdminRoutes } from '#features/academy/server/academy-admin.routes.ts'
import { countOrdersOfFormula } from '#features/commerce/server/formula-orders.repo.ts'
import { labelAdminRoutes } from '#features/label/server/label-admin.routes.ts'
import { testimonialsAdminRoutes } from '#features/testimonials/server/testimonials-admin.routes.ts'
import { artistsRoutes } from '#features/artists/server/artists.routes.ts'
import { artistsAdminRoutes } from '#features/artists/server/artists-admin.routes.ts'
import { chatRoutes } from '#features/chat/server/chat.routes.ts'
import { playlistRoutes } from '#features/playlists/server/playlist.routes.ts'
import { blogRoutes } from '#features/blog/server/blog.routes.ts'
import { blogAdminRoutes } from '#features/blog/server/blog-admin.routes.ts'
import { likesRoutes } from '#features/blog/server/likes.routes.ts'
import { contactRoutes } from '#features/contact/server/contact.routes.ts'
import { creationsRoutes } from '#features/account/server/creations.routes.ts'
import { eventsRoutes } from '#features/events/server/events.routes.ts'
import { eventsAdminRoutes } from '#features/events/server/events-admin.routes.ts'
import { labelRoutes } from '#features/label/server/label.routes.ts'
import { learningRoutes } from '#features/learning/server/learning.routes.ts'
import { adminCertificatesRoutes } from '#features/learning/server/admin-certificates.routes.ts'
import { paymentsRoutes } from '#features/commerce/server/payments.routes.ts'
import { musicRoutes } from '#features/music/server/music.routes.ts'
import { notificationsRoutes } from '#features/notifications/server/notifications.routes.ts'
import { portfolioRoutes } from '#features/portfolio/server/portfolio.routes.ts'
import { portfolioAdminRoutes } from '#features/portfolio/server/portfolio-admin.routes.ts'
import { testimonialsRoutes } from '#features/testimonials/server/testimonials.routes.ts'

/**
 * The API: every feature's routes under /api, with shared error mapping. The web server
 * (`web-server.ts`) adds static files, media and server-rendered pages around it.
 */
/**
 * better-auth endpoints reachable from the browser. Sign-up, sign-in, password and profile changes go
 * through `/api/account`, which adds our validation, neutral answers, limits and French messages.
 */
const PUBLIC_AUTH_PATHS = [
  /^\/api\/auth\/get-session$/,
  /^\/api\/auth\/sign-out$/,
  /^\/api\/auth\/sign-in\/social$/,
  /^\/api\/auth\/callback\/[a-z]+$/,
  /^\/api\/auth\/error$/,
]

const WEBHOOK_PATH = /\/payments\/webhooks\/[a-z]+$/

/**
 * The caller's address: the socket's, or, when the socket is one of the trusted reverse proxies
 * (TRUSTED_PROXIES), the right-most address of X-Forwarded-For that is not itself a trusted proxy.
 * Anything a client writes to the left of that is ignored, so the header cannot be forged past the
 * proxy. In-process requests (tests, server rendering) come from 127.0.0.1.
 */
export function clientIp(c: Parameters<typeof getConnInfo>[0], trustedProxies: readonly string[]): string {
  let address = '127.0.0.1'
  try {
    address = normalizeIp(getConnInfo(c).remote.address ?? address)
  } catch {
    // no socket: an in-process request
  }
  if (!trustedProxies.includes(address)) return address
  const forwarded = c.req.header('x-forwarded-for')
  if (!forwarded) return address
  const hops = forwarded
    .split(',')
    .map(hop => normalizeIp(hop.trim()))
    .filter(Boolean)
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = hops[index]!
    if (!trustedProxies.includes(hop)) return /^[0-9a-f.:]{2,45}$/i.test(hop) ? hop : address
  }
  return address
}

/** IPv4 clients of a dual-stack socket appear as ::ffff:1.2.3.4. */
function normalizeIp(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address
}

/**
 * Request bodies are refused above these sizes before anything reads them (413, French message).
 * Forms and JSON actions fit in the default; the few routes that carry more name their own limit.
 */
export const DEFAULT_BODY_LIMIT = 64 * 1024
export const BODY_LIMITS: Record<string, number> = {
  '/api/chat': 256 * 1024,
  '/api/generate-playlist': 1024 * 1024,
  // Admin uploads: 8 MiB images, 25 MiB MP3s, plus the multipart envelope.
  ...UPLOAD_BODY_LIMITS,
}
const bodyLimits = new Map(
  [...Object.entries(BODY_LIMITS), ['*', DEFAULT_BODY_LIMIT] as const].map(([path, maxSize]) => [
    path,
    bodyLimit({
      maxSize,
      onError: c =>
        c.json<ErrorBody>({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'La requête est trop volumineuse.' } }, 413),
    }),
  ]),
)
const limitBodySize: MiddlewareHandler = (c, next) => (bodyLimits.get(c.req.path) ?? bodyLimits.get('*')!)(c, next)

/** A NUL character has no place in a URL, and PostgreSQL text cannot hold one: refused up front. */
const refuseNulInUrl: MiddlewareHandler = async (c, next) => {
  if (/%00|\u0000/i.test(c.req.url)) {
    return c.json<ErrorBody>({ error: { code: 'INVALID_INPUT', message: 'Requête invalide.' } }, 400)
  }
  await next()
}

/**
 * PostgreSQL refuses text it cannot store (a NUL character in a JSON string, say). That is bad
 * input, not a server fault: SQLSTATE 22021 / 22P05, wherever it sits in the error's cause chain.
 */
function isUnstorableText(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code
    if (code === '22021' || code === '22P05') return true
    if (
      current instanceof Error &&
      /invalid byte sequence|unsupported Unicode escape|\\u0000 cannot be converted/i.test(current.message)
    )
      return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

export function createApi(dependencies: ServerDependencies) {
  const publicContent = cachePublicResponses(dependencies.contentCache)
  const sameOrigin = requireSameOrigin<ServerEnv>(() => [dependencies.publicUrl])
  const api = new Hono<ServerEnv>()
    .use(async (c, next) => {
      c.set('db', dependencies.db)
      c.set('logger', dependencies.logger)
      c.set('contentCache', dependencies.contentCache)
      c.set('auth', dependencies.auth)
      c.set('mailer', dependencies.mailer)
      c.set('publicUrl', dependencies.publicUrl)
      c.set('payments', dependencies.payments)
      c.set('countryHeader', dependencies.countryHeader)
      c.set('mediaDir', dependencies.mediaDir)
      c.set('ai', dependencies.ai)
      c.set('composeMusic', dependencies.composeMusic)
      c.set('mediaStore', dependencies.mediaStore)
      c.set('musicGenerator', dependencies.musicGenerator)
      c.set('notifyPublication', dependencies.notifyPublication)
      c.set('limits', dependencies.limits)
      c.set('trustedProxies', dependencies.trustedProxies)
      c.set('jobs', dependencies.jobs)
      c.set('clientIp', clientIp(c, dependencies.trustedProxies))
      await next()
    })
    // Payment providers' notifications come from their servers: verified by signature instead.
    .use((c, next) => (WEBHOOK_PATH.test(c.req.path) ? next() : sameOrigin(c, next)))
    .use(refuseNulInUrl)
    .use(limitBodySize)
    // Every write is counted per address and route before anything else reads it (429 past its rule).
    .use(limitWrites)
    .on(['GET', 'POST'], '/auth/*', async c => {
      if (!PUBLIC_AUTH_PATHS.some(pattern => pattern.test(c.req.path))) {
        return c.json<ErrorBody>({ error: { code: 'NOT_FOUND', message: 'Ressource introuvable.' } }, 404)
      }
      // better-auth only reads JSON; anything else is a client mistake, answered here in plain French.
      const contentType = c.req.header('content-type')
      if (c.req.method === 'POST' && contentType && !/^application\/json\b/i.test(contentType)) {
        return c.json<ErrorBody>({ error: { code: 'INVALID_INPUT', message: 'Requête invalide.' } }, 400)
      }
      // Most visitors are not signed in: without a session cookie the answer is known (better-auth's own
      // answer, null), so it is given here without building a request for better-auth and reading its tables.
      if (c.req.path === '/api/auth/get-session' && !c.req.header('cookie')?.includes('session_token=')) {
        return c.json(null, 200, { 'cache-control': 'no-store' })
      }
      const headers = new Headers(c.req.raw.headers)
      headers.set(CLIENT_IP_HEADER, c.var.clientIp)
      return dependencies.auth.handler(new Request(c.req.raw, { headers }))
    })
    .use('/account/*', sessionMiddleware)
    .use('/like-post', sessionMiddleware)
    .use('/notifications/*', sessionMiddleware)
    // Every admin endpoint, whichever feature owns it, is for the Admin role only.
    .use('/admin/*', sessionMiddleware, requireRole(ROLES.admin))
    .use('/payments/orders', sessionMiddleware)
    .use('/payments/orders/*', sessionMiddleware)
    .use('/payments/test/*', sessionMiddleware)
    .use('/payments/quotes', sessionMiddleware)
    .use('/chat/*', sessionMiddleware)
    .use('/learning/*', sessionMiddleware)
    .use('/label/*', publicContent)
    .use('/artists/*', publicContent)
    .use('/portfolio/*', publicContent)
    .use('/academy/*', publicContent)
    .use('/events/*', publicContent)
    .use('/testimonials/*', publicContent)
    .use('/blog/*', publicContent)
    .use('/creations/public', publicContent)
    .get('/health', c => c.json({ status: 'ok' as const }, 200))
    // Ready when the database (and Redis, when configured) answer within 2 s: what a load balancer asks.
    .get('/ready', async c => {
      const problems = await checkDependencies(dependencies)
      c.header('cache-control', 'no-store')
      if (problems.length === 0) return c.json({ status: 'ready' as const }, 200)
      c.var.logger.warn({ problems }, 'not ready')
      return c.json<ErrorBody>({ error: { code: 'UNAVAILABLE', message: UNAVAILABLE_MESSAGE } }, 503)
    })
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
    .route('/contact', contactRoutes)
    .route('/account/export', personalDataRoutes)
    .route('/account', accountRoutes)
    .route('/admin/accounts', adminAccountsRoutes)
    .route('/admin/overview', adminOverviewRoutes)
    .route('/admin/jobs', adminJobRoutes)
    .route('/admin/comments', commentsAdminRoutes)
    .route('/admin/contact', contactAdminRoutes)
    .route('/admin/orders', ordersAdminRoutes)
    .route('/admin/quotes', quotesAdminRoutes)
    .route('/tracks', trackPlaysRoutes)
    .route('/admin/academy', createAcademyAdminRoutes({ countOrdersOfFormula }))
    .route('/admin/label', labelAdminRoutes)
    .route('/admin/testimonials', testimonialsAdminRoutes)
    .route('/admin/certificates', adminCertificatesRoutes)
    .route('/admin', adminRoutes)
    .route('/admin', mediaAdminRoutes)
    .route('/admin/blog', blogAdminRoutes)
    .route('/admin/events', eventsAdminRoutes)
    .route('/admin/artists', artistsAdminRoutes)
    .route('/admin/portfolio', portfolioAdminRoutes)
    .route('/payments', paymentsRoutes)
    .route('/chat', chatRoutes)
    .route('/generate-playlist', playlistRoutes)
    .route('/music', musicRoutes)
    .route('/learning', learningRoutes)
    // A mounted sub-app's notFound() is ignored by Hono, so unknown API paths need a route of their own
    // (it also keeps them away from the page renderer).
    .all('*', c => c.json<ErrorBody>({ error: { code: 'NOT_FOUND', message: 'Ressource introuvable.' } }, 404))
  api.onError((error, c) => {
    if (error instanceof AppError) {
      return c.json<ErrorBody>(
        { error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } },
        error.status,
      )
    }
    if (isUnavailableDependency(error)) {
      c.var.logger?.error(
        { err: error, requestId: c.var.requestId, path: c.req.path },
        'a dependency is unavailable (database or Redis): answered 503',
      )
      c.header('retry-after', '5')
      return c.json<ErrorBody>({ error: { code: 'UNAVAILABLE', message: UNAVAILABLE_MESSAGE } }, 503)
    }
    if (isUnstorableText(error)) {
      return c.json<ErrorBody>(
        { error: { code: 'INVALID_INPUT', message: 'Requête invalide : caractère non autorisé.' } },
        400,
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

/** Names each dependency that does not answer within 2 s; empty when all do. */
async function checkDependencies(dependencies: ServerDependencies): Promise<string[]> {
  const within = (promise: Promise<unknown>) =>
    Promise.race([
      promise,
      new Promise((_, reject) => setTimeout(() => reject(new Error('no answer within 2 s')), 2000).unref()),
    ])
  const checks = [
    ['database', within(dependencies.db.execute(sql`select 1`))],
    ...(dependencies.limits.kind === 'redis' ? [['redis', within(dependencies.limits.ping())] as const] : []),
  ] as const
  const results = await Promise.allSettled(checks.map(([, check]) => check))
  return results.flatMap((result, index) =>
    result.status === 'rejected'
      ? [`${checks[index]![0]}: ${result.reason instanceof Error ? result.reason.message : String(result.reason)}`]
      : [],
  )
}

export type ApiType = ReturnType<typeof createApi>

/** The API mounted under /api with request ids; what route tests exercise. */
export function createApiApp(dependencies: ServerDependencies) {
  return new Hono<ServerEnv>().use(requestId()).route('/api', createApi(dependencies))
}
