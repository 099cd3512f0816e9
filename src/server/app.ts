import { getConnInfo } from '@hono/node-server/conninfo'
import { clientAddress } from '#core/http/client-address.ts'
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
import { mailOriginStorage } from '#core/http/link-origin.server.ts'
import { accountRoutes } from '#features/account/server/account.routes.ts'
import { forgetMediaOfDeletedAccount, personalDataRoutes } from './personal-data.routes.ts'
import { adminAccountsRoutes } from '#features/account/server/admin-accounts.routes.ts'
import { adminRoutes } from '#features/admin/server/admin.routes.ts'
import { trackPlaysRoutes } from '#features/artists/server/track-plays.routes.ts'
import { commentsAdminRoutes } from '#features/blog/server/comments-admin.routes.ts'
import { ordersAdminRoutes, quotesAdminRoutes } from '#features/commerce/server/commerce-admin.routes.ts'
import { contactAdminRoutes } from '#features/contact/server/contact-admin.routes.ts'
import { adminJobRoutes, adminOverviewRoutes } from '#features/admin/server/admin-overview.routes.ts'
import { mediaAdminRoutes, UPLOAD_BODY_LIMITS } from '#features/media/server/media.routes.ts'
import { lessonVideosAdminRoutes, VIDEO_BODY_LIMITS } from '#features/courses/server/lesson-videos.routes.ts'
import { academyRoutes } from '#features/catalog/server/academy.routes.ts'
import { createAcademyAdminRoutes, LEVEL_BODY_LIMITS } from '#features/catalog/server/academy-admin.routes.ts'
import { countOrdersOfFormula } from '#features/commerce/server/formula-orders.repo.ts'
import { labelAdminRoutes } from '#features/label/server/label-admin.routes.ts'
import { testimonialsAdminRoutes } from '#features/testimonials/server/testimonials-admin.routes.ts'
import { artistsRoutes } from '#features/artists/server/artists.routes.ts'
import { artistsAdminRoutes } from '#features/artists/server/artists-admin.routes.ts'
import { createChatRoutes } from '#features/assistant/server/chat.routes.ts'
import { tutorAdminRoutes } from '#features/assistant/server/tutor-admin.routes.ts'
import { loadTutorDocuments, readableLevels } from './tutor-sources.ts'
import { playlistRoutes } from '#features/playlists/server/playlist.routes.ts'
import { blogRoutes } from '#features/blog/server/blog.routes.ts'
import { blogAdminRoutes } from '#features/blog/server/blog-admin.routes.ts'
import { likesRoutes } from '#features/blog/server/likes.routes.ts'
import { contactRoutes } from '#features/contact/server/contact.routes.ts'
import { creationsRoutes } from '#features/account/server/creations.routes.ts'
import { eventsRoutes } from '#features/events/server/events.routes.ts'
import { eventsAdminRoutes } from '#features/events/server/events-admin.routes.ts'
import { labelRoutes } from '#features/label/server/label.routes.ts'
import { learningRoutes } from '#features/courses/server/learning.routes.ts'
import { drillRoutes } from '#features/courses/server/drills.routes.ts'
import { adminCertificatesRoutes } from '#features/courses/server/admin-certificates.routes.ts'
import { quizAdminRoutes } from '#features/courses/server/quiz-admin.routes.ts'
import { paymentsRoutes } from '#features/commerce/server/payments.routes.ts'
import { musicRoutes } from '#features/composer/server/music.routes.ts'
import { notificationsRoutes } from '#features/notifications/server/notifications.routes.ts'
import { portfolioRoutes } from '#features/portfolio/server/portfolio.routes.ts'
import { portfolioAdminRoutes } from '#features/portfolio/server/portfolio-admin.routes.ts'
import { testimonialsRoutes } from '#features/testimonials/server/testimonials.routes.ts'
import { teachingRoutes } from '#features/tutoring/server/teaching.routes.ts'
import { TEACHER_PHOTO_BODY_LIMITS, teacherRoutes } from '#features/tutoring/server/teacher.routes.ts'
import { RECORDING_BODY_LIMITS } from '#features/courses/server/recordings.server.ts'
import { teachingAdminRoutes } from '#features/tutoring/server/teaching-admin.routes.ts'
import {
  CORRECTION_BODY_LIMITS,
  studentCorrectionRoutes,
  teacherCorrectionRoutes,
} from '#features/tutoring/server/corrections.routes.ts'
import { teachingCreditsRoutes } from '#features/tutoring/server/teaching-credits.routes.ts'

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

/** The caller's address, through TRUSTED_PROXIES (`clientAddress`); in-process requests come from 127.0.0.1. */
export function clientIp(c: Parameters<typeof getConnInfo>[0], trustedProxies: readonly string[]): string {
  let socket: string | undefined
  try {
    socket = getConnInfo(c).remote.address
  } catch {
    // no socket: an in-process request (tests, server rendering)
  }
  return clientAddress(socket, c.req.header('x-forwarded-for'), trustedProxies)
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
  // Lesson videos: 300 MiB, streamed to disk as they arrive.
  ...VIDEO_BODY_LIMITS,
  // Exercises sent for correction (browser recordings, files) and the teacher's recorded answer.
  ...CORRECTION_BODY_LIMITS,
  // Assessment recordings kept for the teacher (8 MiB).
  ...RECORDING_BODY_LIMITS,
  // A teacher's profile photo (8 MiB image).
  ...TEACHER_PHOTO_BODY_LIMITS,
  // A level saved whole from the course editor, every lesson's blocks included (2 MiB).
  ...LEVEL_BODY_LIMITS,
}
// A limit named by a route pattern (`/levels/:levelId`) covers every path of that shape.
const patternLimits = Object.entries(BODY_LIMITS)
  .filter(([path]) => path.includes('/:'))
  .map(([path, maxSize]) => [new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`), maxSize] as const)

/** The body limit of a request path: its own, else that of the route pattern it fits, else the default. */
export const bodyLimitOf = (path: string): number =>
  (Object.hasOwn(BODY_LIMITS, path) ? BODY_LIMITS[path] : undefined) ??
  patternLimits.find(([pattern]) => pattern.test(path))?.[1] ??
  DEFAULT_BODY_LIMIT

const limiters = new Map<number, MiddlewareHandler>()
const limitBodySize: MiddlewareHandler = (c, next) => {
  const maxSize = bodyLimitOf(c.req.path)
  let limiter = limiters.get(maxSize)
  if (!limiter) {
    limiter = bodyLimit({
      maxSize,
      onError: c =>
        c.json<ErrorBody>({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'La requête est trop volumineuse.' } }, 413),
    })
    limiters.set(maxSize, limiter)
  }
  return limiter(c, next)
}

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
    // Answers that say nothing about caching are personal or changing (profile, export, orders, chat
    // history, admin lists...): no browser or proxy may keep them. Public cached content sets its own.
    .use(async (c, next) => {
      await next()
      if (!c.res.headers.has('cache-control')) c.header('cache-control', 'no-store')
    })
    .use(async (c, next) => {
      c.set('db', dependencies.db)
      c.set('logger', dependencies.logger)
      c.set('contentCache', dependencies.contentCache)
      c.set('auth', dependencies.auth)
      c.set('mailer', dependencies.mailer)
      // Links sent to someone else (emails, provider pages) use the request's origin only when its
      // host is one of ours: a forged Host must not put its address in a password-reset mail.
      const mailOrigin = dependencies.linkOrigins.forMail(c.req.url)
      c.set('publicUrl', mailOrigin)
      c.set('payments', dependencies.payments)
      c.set('countryHeader', dependencies.countryHeader)
      c.set('mediaDir', dependencies.mediaDir)
      c.set('ai', dependencies.ai)
      c.set('composeMusic', dependencies.composeMusic)
      c.set('mediaStore', dependencies.mediaStore)
      c.set('musicGenerator', dependencies.musicGenerator)
      c.set('notifyPublication', dependencies.notifyPublication)
      c.set('onOrderPaid', dependencies.onOrderPaid)
      c.set('limits', dependencies.limits)
      c.set('trustedProxies', dependencies.trustedProxies)
      c.set('jobs', dependencies.jobs)
      c.set('clientIp', clientIp(c, dependencies.trustedProxies))
      await mailOriginStorage.run(mailOrigin, next)
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
      const answer = await dependencies.auth.handler(new Request(c.req.raw, { headers }))
      if (c.req.path === '/api/auth/get-session' && answer.ok) return withoutSessionToken(answer)
      // better-auth answers its own 500 when the database fails under it: told as such (503, try
      // again) when the database does not answer now, so a session check never reads as a bug.
      if (answer.status >= 500 && !(await databaseAnswers(dependencies))) {
        c.var.logger.error(
          { path: c.req.path, status: answer.status },
          'auth failed with the database away: answered 503',
        )
        c.header('retry-after', '5')
        return c.json<ErrorBody>({ error: { code: 'UNAVAILABLE', message: UNAVAILABLE_MESSAGE } }, 503)
      }
      return answer
    })
    .use('/account/*', sessionMiddleware)
    // Deleting an account also removes the files kept for it in the media store.
    .on('DELETE', '/account', forgetMediaOfDeletedAccount)
    .use('/like-post', sessionMiddleware)
    .use('/notifications/*', sessionMiddleware)
    // Every admin endpoint, whichever feature owns it, is for the Admin role only.
    .use('/admin/*', sessionMiddleware, requireRole(ROLES.admin))
    .use('/payments/orders', sessionMiddleware)
    .use('/payments/orders/*', sessionMiddleware)
    .use('/payments/test/*', sessionMiddleware)
    .use('/payments/formulas/*', sessionMiddleware)
    .use('/payments/quotes', sessionMiddleware)
    .use('/chat/*', sessionMiddleware)
    .use('/learning/*', sessionMiddleware)
    .use('/teaching/*', sessionMiddleware)
    // The teacher area's API: the 'Professeur' role only, checked on the server.
    .use('/teacher/*', sessionMiddleware, requireRole(ROLES.teacher))
    // Posting a comment reads the session (an unconfirmed address waits); reading them stays anonymous.
    .on('POST', '/blog/posts/:id/comments', sessionMiddleware)
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
    .route('/admin/quiz', quizAdminRoutes)
    .route('/admin', adminRoutes)
    .route('/admin', mediaAdminRoutes)
    .route('/admin', lessonVideosAdminRoutes)
    .route('/admin/blog', blogAdminRoutes)
    .route('/admin/events', eventsAdminRoutes)
    .route('/admin/tutor', tutorAdminRoutes)
    .route('/admin/artists', artistsAdminRoutes)
    .route('/admin/portfolio', portfolioAdminRoutes)
    .route('/payments', paymentsRoutes)
    .route('/chat', createChatRoutes({ loadDocuments: loadTutorDocuments, readableLevels }))
    .route('/generate-playlist', playlistRoutes)
    .route('/music', musicRoutes)
    .route('/learning', learningRoutes)
    .route('/learning', drillRoutes)
    .route('/teaching/corrections', studentCorrectionRoutes)
    .route('/teaching', teachingRoutes)
    .route('/teacher/corrections', teacherCorrectionRoutes)
    .route('/teacher', teacherRoutes)
    .route('/admin/teaching/credits', teachingCreditsRoutes)
    .route('/admin/teaching', teachingAdminRoutes)
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

/**
 * better-auth's session answer carries the session token in its JSON body; the page has no use for it
 * (the HttpOnly cookie carries the session), and a script injected into a page must not read it.
 */
async function withoutSessionToken(answer: Response): Promise<Response> {
  const body = (await answer.json().catch(() => null)) as { session?: Record<string, unknown> } | null
  if (body?.session) delete body.session.token
  const headers = new Headers(answer.headers)
  headers.delete('content-length')
  headers.set('cache-control', 'no-store')
  return new Response(JSON.stringify(body), { status: answer.status, headers })
}

/** Whether the database answers a trivial query within a second. */
async function databaseAnswers(dependencies: ServerDependencies): Promise<boolean> {
  try {
    await Promise.race([
      dependencies.db.execute(sql`select 1`),
      new Promise((_, reject) => setTimeout(() => reject(new Error('no answer within 1 s')), 1000).unref()),
    ])
    return true
  } catch {
    return false
  }
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
