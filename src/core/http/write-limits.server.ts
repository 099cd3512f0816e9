import type { MiddlewareHandler } from 'hono'
import type { ErrorBody } from './app-error.ts'
import type { AppEnv } from './app-env.server.ts'
import { countHit, type LimitRule } from './request-limit.server.ts'

/**
 * Every write endpoint of the API, with how many requests one address may send to it per window.
 * This is the flood guard in front of every write; some routes add stricter, more specific limits
 * of their own (failed logins per account, comments per 10 minutes...), listed in docs/security.md.
 * Figures allow for many people behind one carrier-grade NAT address (mobile networks).
 * `tests/write-limits.test.ts` fails when a write route is missing here.
 */
export const WRITE_LIMITS: Readonly<Record<string, LimitRule>> = {
  'POST /api/auth/*': { max: 30, windowSeconds: 60 },
  'POST /api/blog/posts/:id/comments': { max: 30, windowSeconds: 60 },
  'POST /api/like-post': { max: 60, windowSeconds: 60 },
  'POST /api/notifications/read-all': { max: 30, windowSeconds: 60 },
  'POST /api/contact/messages': { max: 20, windowSeconds: 60 },
  'POST /api/contact/bookings': { max: 20, windowSeconds: 60 },
  'POST /api/account/sign-up': { max: 60, windowSeconds: 600 },
  'POST /api/account/sign-in': { max: 60, windowSeconds: 60 },
  'POST /api/account/admin-sign-in': { max: 10, windowSeconds: 60 },
  'POST /api/account/activate': { max: 60, windowSeconds: 60 },
  'POST /api/account/resend-activation': { max: 10, windowSeconds: 600 },
  'POST /api/account/forgot-password': { max: 10, windowSeconds: 600 },
  'POST /api/account/reset-password': { max: 20, windowSeconds: 600 },
  'PATCH /api/account/profile': { max: 30, windowSeconds: 60 },
  'PUT /api/account/preferences': { max: 60, windowSeconds: 60 },
  'POST /api/account/password': { max: 10, windowSeconds: 600 },
  'POST /api/account/set-password': { max: 10, windowSeconds: 600 },
  'POST /api/account/creations': { max: 30, windowSeconds: 60 },
  'PUT /api/account/creations/:id/publication': { max: 60, windowSeconds: 60 },
  'DELETE /api/account/creations/:id': { max: 60, windowSeconds: 60 },
  'DELETE /api/account': { max: 5, windowSeconds: 600 },
  'POST /api/payments/orders': { max: 20, windowSeconds: 60 },
  'POST /api/payments/orders/:id/pay': { max: 20, windowSeconds: 60 },
  'POST /api/payments/test/orders/:id/complete': { max: 20, windowSeconds: 60 },
  // Providers notify from a handful of their servers' addresses: generous, the signature is the real gate.
  'POST /api/payments/webhooks/:provider': { max: 600, windowSeconds: 60 },
  'POST /api/payments/quotes': { max: 10, windowSeconds: 600 },
  'DELETE /api/chat/history': { max: 20, windowSeconds: 60 },
  'POST /api/chat': { max: 120, windowSeconds: 60 },
  'POST /api/generate-playlist': { max: 60, windowSeconds: 60 },
  'POST /api/music/compose': { max: 60, windowSeconds: 60 },
  // Learning (signed-in students): progress, exercises, graded attempts.
  'PUT /api/learning/levels/:disciplineId/:courseId/lessons/:lesson': { max: 120, windowSeconds: 60 },
  'POST /api/learning/levels/:disciplineId/:courseId/exercises/:exercise/try': { max: 120, windowSeconds: 60 },
  'POST /api/learning/levels/:disciplineId/:courseId/exercises/:exercise/reveal': { max: 60, windowSeconds: 60 },
  'POST /api/learning/levels/:disciplineId/:courseId/quiz/attempts': { max: 30, windowSeconds: 60 },
  // One file per performed part (at most a handful per attempt, an attempt every 30 minutes).
  'POST /api/learning/recordings': { max: 20, windowSeconds: 60 },
  // A drill sends one result per round, a song one per take: a busy student stays far below.
  'POST /api/learning/levels/:disciplineId/:courseId/lessons/:lesson/practice/:exercise': {
    max: 120,
    windowSeconds: 60,
  },
  // Drills: a 40-minute session is a few dozen items, each answered once.
  'POST /api/learning/levels/:disciplineId/:courseId/drills/session': { max: 20, windowSeconds: 60 },
  'POST /api/learning/levels/:disciplineId/:courseId/drills': { max: 120, windowSeconds: 60 },
  'POST /api/learning/drills/:id/result': { max: 120, windowSeconds: 60 },
  // Lessons: students book, cancel, move, join workshops; teachers manage their week.
  // A person does these a few times a week: low ceilings, still room for a classroom behind one NAT.
  'POST /api/teaching/bookings': { max: 30, windowSeconds: 60 },
  'POST /api/teaching/bookings/:id/cancel': { max: 20, windowSeconds: 60 },
  'POST /api/teaching/bookings/:id/move': { max: 20, windowSeconds: 60 },
  'POST /api/teaching/workshops/:id/join': { max: 20, windowSeconds: 60 },
  'POST /api/teaching/entitlements/:id/partner': { max: 10, windowSeconds: 600 },
  'POST /api/teaching/invitations/accept': { max: 10, windowSeconds: 600 },
  'POST /api/teaching/corrections': { max: 10, windowSeconds: 600 },
  'PUT /api/teacher/profile': { max: 20, windowSeconds: 60 },
  // A portrait is decoded and re-encoded into several sizes: as heavy as an admin upload.
  'POST /api/teacher/photo': { max: 10, windowSeconds: 60 },
  'POST /api/teacher/availability': { max: 30, windowSeconds: 60 },
  'DELETE /api/teacher/availability/:id': { max: 30, windowSeconds: 60 },
  'POST /api/teacher/absences': { max: 20, windowSeconds: 60 },
  'DELETE /api/teacher/absences/:id': { max: 20, windowSeconds: 60 },
  'POST /api/teacher/lessons/:id/cancel': { max: 20, windowSeconds: 60 },
  'PUT /api/teacher/lessons/:id/report': { max: 30, windowSeconds: 60 },
  'POST /api/teacher/bookings/:id/excuse': { max: 20, windowSeconds: 60 },
  'POST /api/teacher/workshops': { max: 20, windowSeconds: 60 },
  'POST /api/teacher/reviews/:attemptId': { max: 60, windowSeconds: 60 },
  'POST /api/teacher/corrections/answer': { max: 30, windowSeconds: 60 },
  'POST /api/admin/teaching/credits': { max: 30, windowSeconds: 60 },
  'POST /api/admin/teaching/closures': { max: 30, windowSeconds: 60 },
  'DELETE /api/admin/teaching/closures/:day': { max: 30, windowSeconds: 60 },
  'POST /api/admin/teaching/lessons/:id/cancel': { max: 20, windowSeconds: 60 },
  // The admin area (Admin role only): generous, an editor may save often. Fixed paths ('order')
  // are listed before the ':id' pattern they would also match.
  'PUT /api/admin/academy/disciplines/order': { max: 120, windowSeconds: 60 },
  'PUT /api/admin/academy/disciplines/:disciplineId/levels/order': { max: 120, windowSeconds: 60 },
  'PUT /api/admin/academy/disciplines/:disciplineId/levels/:levelId': { max: 120, windowSeconds: 60 },
  'PUT /api/admin/academy/disciplines/:id': { max: 120, windowSeconds: 60 },
  'POST /api/admin/academy/formulas': { max: 120, windowSeconds: 60 },
  'POST /api/admin/quiz/:disciplineId/:levelId': { max: 120, windowSeconds: 60 },
  'PUT /api/admin/quiz/:disciplineId/:levelId/order': { max: 120, windowSeconds: 60 },
  'PUT /api/admin/quiz/:disciplineId/:levelId/:id': { max: 120, windowSeconds: 60 },
  'DELETE /api/admin/quiz/:disciplineId/:levelId/:id': { max: 120, windowSeconds: 60 },
  'PUT /api/admin/academy/formulas/order': { max: 120, windowSeconds: 60 },
  'PUT /api/admin/academy/formulas/:id': { max: 120, windowSeconds: 60 },
  'DELETE /api/admin/academy/formulas/:id': { max: 120, windowSeconds: 60 },
  'PUT /api/admin/label/info': { max: 120, windowSeconds: 60 },
  'PUT /api/admin/label/press-kit': { max: 120, windowSeconds: 60 },
  'PUT /api/admin/label/booking': { max: 120, windowSeconds: 60 },
  'POST /api/admin/label/services': { max: 120, windowSeconds: 60 },
  'PUT /api/admin/label/services/order': { max: 120, windowSeconds: 60 },
  'PUT /api/admin/label/services/:id': { max: 120, windowSeconds: 60 },
  'DELETE /api/admin/label/services/:id': { max: 120, windowSeconds: 60 },
  'POST /api/admin/label/news': { max: 120, windowSeconds: 60 },
  'PUT /api/admin/label/news/:id': { max: 120, windowSeconds: 60 },
  'DELETE /api/admin/label/news/:id': { max: 120, windowSeconds: 60 },
  'POST /api/admin/testimonials': { max: 120, windowSeconds: 60 },
  'PUT /api/admin/testimonials/order': { max: 120, windowSeconds: 60 },
  'PUT /api/admin/testimonials/:id/publication': { max: 120, windowSeconds: 60 },
  'PUT /api/admin/testimonials/:id': { max: 120, windowSeconds: 60 },
  'DELETE /api/admin/testimonials/:id': { max: 120, windowSeconds: 60 },
  'POST /api/admin/certificates/:code/revoke': { max: 60, windowSeconds: 60 },
  'POST /api/admin/certificates/reviews/:attemptId': { max: 60, windowSeconds: 60 },
  // Content: posts, events, artists and tracks, portfolio; uploads are heavier (decoded, re-encoded).
  'POST /api/admin/blog/posts': { max: 120, windowSeconds: 60 },
  'PUT /api/admin/blog/posts/:id': { max: 120, windowSeconds: 60 },
  'DELETE /api/admin/blog/posts/:id': { max: 120, windowSeconds: 60 },
  'POST /api/admin/events': { max: 120, windowSeconds: 60 },
  'POST /api/admin/jobs/:id/retry': { max: 30, windowSeconds: 60 },
  'POST /api/admin/tutor/entries': { max: 120, windowSeconds: 60 },
  'PUT /api/admin/tutor/entries/:id': { max: 120, windowSeconds: 60 },
  'DELETE /api/admin/tutor/entries/:id': { max: 120, windowSeconds: 60 },
  'PUT /api/admin/events/:id': { max: 120, windowSeconds: 60 },
  'DELETE /api/admin/events/:id': { max: 120, windowSeconds: 60 },
  'POST /api/admin/artists': { max: 120, windowSeconds: 60 },
  'PUT /api/admin/artists/:id/track-order': { max: 120, windowSeconds: 60 },
  'PUT /api/admin/artists/:id': { max: 120, windowSeconds: 60 },
  'DELETE /api/admin/artists/:id': { max: 120, windowSeconds: 60 },
  'POST /api/admin/artists/:id/tracks': { max: 120, windowSeconds: 60 },
  'PUT /api/admin/artists/:id/tracks/:trackId': { max: 120, windowSeconds: 60 },
  'DELETE /api/admin/artists/:id/tracks/:trackId': { max: 120, windowSeconds: 60 },
  'POST /api/admin/portfolio': { max: 120, windowSeconds: 60 },
  'PUT /api/admin/portfolio/:id': { max: 120, windowSeconds: 60 },
  'DELETE /api/admin/portfolio/:id': { max: 120, windowSeconds: 60 },
  'POST /api/admin/uploads/image': { max: 30, windowSeconds: 60 },
  'POST /api/admin/uploads/audio': { max: 30, windowSeconds: 60 },
  // Lesson videos: up to 300 MiB each, then minutes of ffmpeg in the background.
  'POST /api/admin/lesson-videos': { max: 10, windowSeconds: 600 },
  'DELETE /api/admin/lesson-videos/:id': { max: 60, windowSeconds: 60 },
  // Moderation, requests inbox and roles.
  'PUT /api/admin/comments/:id/status': { max: 240, windowSeconds: 60 },
  'DELETE /api/admin/comments/:id': { max: 240, windowSeconds: 60 },
  'PUT /api/admin/contact/messages/:id/status': { max: 240, windowSeconds: 60 },
  'PUT /api/admin/contact/bookings/:id/status': { max: 240, windowSeconds: 60 },
  'PUT /api/admin/quotes/:id/status': { max: 240, windowSeconds: 60 },
  'PUT /api/admin/accounts/users/:id/role': { max: 60, windowSeconds: 60 },
  // The player's play beacon (the route also keeps its own hourly count per address).
  'POST /api/tracks/:id/plays': { max: 120, windowSeconds: 60 },
}

/** Any write not listed above (there should be none: a test enforces it) still gets this rule. */
export const DEFAULT_WRITE_LIMIT: LimitRule = { max: 30, windowSeconds: 60 }

export const WRITE_LIMIT_MESSAGE = 'Trop de requêtes en peu de temps. Veuillez patienter un instant avant de réessayer.'

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

const compiled = Object.entries(WRITE_LIMITS).map(([route, rule]) => {
  const [method, pattern] = route.split(' ') as [string, string]
  const source = pattern
    .split('/')
    .map(segment =>
      segment === '*' ? '.+' : segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/')
  return { route, method, regex: new RegExp(`^${source}/?$`), rule }
})

/** The entry of WRITE_LIMITS a request falls under, if any. */
export function writeLimitOf(method: string, path: string): { route: string; rule: LimitRule } | undefined {
  const match = compiled.find(entry => entry.method === method && entry.regex.test(path))
  return match ? { route: match.route, rule: match.rule } : undefined
}

/** The counter key of one address on one write route. */
export function writeLimitKey(route: string, ip: string): string {
  return `write:${route}:${ip}`
}

/** Counts each write per address and route; past the rule, 429 with a French message and Retry-After. */
export const limitWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!WRITE_METHODS.has(c.req.method)) return next()
  const limit = writeLimitOf(c.req.method, c.req.path) ?? {
    route: `${c.req.method} (other)`,
    rule: DEFAULT_WRITE_LIMIT,
  }
  const hits = await countHit(c.var.limits, writeLimitKey(limit.route, c.var.clientIp), limit.rule)
  if (hits > limit.rule.max) {
    c.header('retry-after', String(limit.rule.windowSeconds))
    return c.json<ErrorBody>({ error: { code: 'RATE_LIMITED', message: WRITE_LIMIT_MESSAGE } }, 429)
  }
  return next()
}
