import { Hono } from 'hono'
import { z } from 'zod'
import { OVERVIEW_PERIODS, timeWindow, type OverviewPeriod } from '#core/db/time-buckets.ts'
import type { ChatDependencies } from '#features/assistant/server/chat-env.ts'
import type { CommerceDependencies } from '#features/commerce/server/commerce-env.ts'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { validate } from '#core/http/validate.server.ts'
import { getAccountStats } from '#features/account/server/account.repo.ts'
import { signUpSeries } from '#features/account/server/admin-accounts.repo.ts'
import { auditFromRequest, listAuditLog } from '#core/audit/audit-log.server.ts'
import { AppError } from '#core/http/app-error.ts'
import { topPlayedTracks } from '#features/artists/server/track-plays.repo.ts'
import { countPendingComments, topCommentedPosts, topLikedPosts } from '#features/blog/server/blog-moderation.repo.ts'
import {
  countNewQuoteRequests,
  countOrdersByStatus,
  enrolmentSeries,
  revenueSeries,
} from '#features/commerce/server/commerce-admin.repo.ts'
import { countNewRequests } from '#features/contact/server/contact-admin.repo.ts'

const overviewQuery = z.object({
  period: z
    .enum(OVERVIEW_PERIODS.map(String) as ['30', '90', '365'], { error: 'Période inconnue : 30, 90 ou 365 jours.' })
    .default('30')
    .transform(value => Number(value) as OverviewPeriod),
})

const LATEST_ACTIONS = 8
const LATEST_FAILED_JOBS = 10

/**
 * Which optional services this server has settings for: shown to admins only (visitors simply do not
 * see an option that is not configured), with the setting that turns each one on.
 */
/**
 * The settings that switch each optional service on, named by the server: the browser build carries
 * no setting name of a secret (tests/client-bundle.test.ts looks for them).
 */
const SERVICE_SETTINGS = {
  google: 'GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET',
  facebook: 'FACEBOOK_CLIENT_ID, FACEBOOK_CLIENT_SECRET',
  stripe: 'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET',
  cinetpay: 'CINETPAY_API_KEY, CINETPAY_SITE_ID, CINETPAY_SECRET_KEY',
  mail: 'SMTP_URL',
  assistant: 'AI_PROVIDER',
} as const

/** The dashboard reads which services are configured: payments (commerce) and the assistant's provider. */
type OverviewEnv = { Variables: AppEnv['Variables'] & CommerceDependencies & ChatDependencies }

function servicesState(vars: OverviewEnv['Variables']) {
  const social = vars.auth.options.socialProviders ?? {}
  const providers = vars.payments.providers
  return {
    google: 'google' in social,
    facebook: 'facebook' in social,
    stripe: providers.has('stripe'),
    cinetpay: providers.has('cinetpay'),
    testPayments: vars.payments.testProvider !== null,
    mail: vars.mailer.mode,
    assistant: vars.ai.provider,
    settings: SERVICE_SETTINGS,
  }
}

/**
 * The dashboard's one read (Admin only, see app.ts): every figure is a SQL aggregate computed by
 * the feature that owns the data, over the chosen period (30 days by day, 90 days by week, a year by
 * month, in Douala time). Composed here because it spans features.
 */
export const adminOverviewRoutes = new Hono<OverviewEnv>().get('/', validate('query', overviewQuery), async c => {
  const window = timeWindow(c.req.valid('query').period)
  const db = c.var.db
  const [
    accounts,
    signUps,
    enrolments,
    revenue,
    ordersByStatus,
    likedPosts,
    commentedPosts,
    playedTracks,
    pendingComments,
    newRequests,
    newQuotes,
    audit,
  ] = await Promise.all([
    getAccountStats(db),
    signUpSeries(db, window),
    enrolmentSeries(db, window),
    revenueSeries(db, window),
    countOrdersByStatus(db, window),
    topLikedPosts(db, window),
    topCommentedPosts(db, window),
    topPlayedTracks(db, window),
    countPendingComments(db),
    countNewRequests(db),
    countNewQuoteRequests(db),
    listAuditLog(db),
  ])
  // Background jobs that failed after their last retry (mail a server kept refusing…), newest first.
  const failures = c.var.jobs ? await c.var.jobs.failures(LATEST_FAILED_JOBS) : []
  return c.json(
    {
      period: window.period,
      unit: window.unit,
      since: window.since.toISOString(),
      buckets: window.buckets,
      users: {
        byRole: accounts.usersByRole,
        total: Object.values(accounts.usersByRole).reduce((sum, value) => sum + value, 0),
        newInPeriod: signUps.reduce((sum, value) => sum + value, 0),
        latestSignUps: accounts.latestSignUps.slice(0, 5),
      },
      enrolments: { current: accounts.enrolments, newInPeriod: enrolments.reduce((sum, value) => sum + value, 0) },
      series: { signUps, enrolments, revenue },
      ordersByStatus,
      topLikedPosts: likedPosts,
      topCommentedPosts: commentedPosts,
      topPlayedTracks: playedTracks,
      pending: { comments: pendingComments, ...newRequests, quoteRequests: newQuotes },
      latestActions: audit.entries.slice(0, LATEST_ACTIONS),
      services: servicesState(c.var),
      failedJobs: failures.map(failure => ({
        id: failure.id,
        label: failure.label,
        error: failure.error,
        attempts: failure.attempts,
        failedAt: (failure.failedAt ?? failure.createdAt).toISOString(),
      })),
    },
    200,
  )
})

/**
 * POST /jobs/:id/retry: a failed background job goes back in the queue (after the cause was fixed,
 * e.g. the mail server's settings); recorded in the admin journal.
 */
export const adminJobRoutes = new Hono<AppEnv>().post('/:id/retry', async c => {
  const retried = await c.var.jobs?.retry(c.req.param('id'))
  if (!retried) throw new AppError('NOT_FOUND', 'Cette tâche n’est plus en échec (déjà relancée ou effacée).')
  await auditFromRequest(c, {
    action: 'job.retry',
    targetType: 'job',
    targetId: c.req.param('id'),
    summary: `Tâche « ${retried.label} » relancée`,
  })
  return c.json({ retried: true }, 200)
})

export type AdminOverviewRoutes = typeof adminOverviewRoutes
