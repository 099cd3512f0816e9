import { resolve } from 'node:path'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { resolveAuthSecret } from '#core/auth/auth-secret.server.ts'
import { createAuth } from '#core/auth/auth.server.ts'
import type { Config } from '#core/config/env.server.ts'
import type { Database } from '#core/db/client.server.ts'
import type { ServerDependencies } from './server-env.ts'
import { ResponseCache } from '#core/http/response-cache.server.ts'
import { createLinkOrigins, type LinkOrigins } from '#core/http/link-origin.server.ts'
import type { Logger } from '#core/log/logger.server.ts'
import { createMailer } from '#core/mail/mailer.server.ts'
import type { JobQueue } from '#core/jobs/job-queue.server.ts'
import { createPayments, resolvePaymentTestSecret } from '#features/commerce/server/payments.server.ts'
import { notifyLevelsOpened } from '#features/courses/server/learning.notifications.server.ts'
import { createLocalMediaStore } from '#core/storage/media-store.server.ts'
import { createS3MediaStore } from '#core/storage/s3-media-store.server.ts'
import { notifyPublication } from './publication-notifications.ts'
import { grantEntitlementsForOrder } from '#features/tutoring/server/teaching.repo.ts'
import { databaseLimitStore, memoryLimitStore, redisLimitStore } from '#core/http/request-limit.server.ts'
import { startCacheBus } from '#core/http/cache-bus.server.ts'

import type { ComposeMusic } from '#features/assistant/server/compose-music.ts'
import { createAssistantComposer } from '#features/composer/server/assistant-composer.server.ts'
import { DEFAULT_AI_SETTINGS } from '#core/ai/model.server.ts'

type ServiceSettings = Pick<Config, 'authSecret' | 'smtpUrl' | 'mailFrom' | 'providers'> &
  Partial<Pick<Config, 'payments' | 'countryHeader'>> & {
    /** The assistant's provider; the built-in tutor when not given. */
    ai?: Config['ai']
    /** The composer behind the assistant's composeMusic tool (tests inject their own). */
    composeMusic?: ComposeMusic
    /** Public origin of the site: links in emails, allowed Origin of writes. */
    publicUrl: string
    /** Where media files are (the press kit archive reads them); './media' by default. */
    mediaDir?: string
    /** Where generated media is written (`${DATA_DIR}/media`); a fresh temporary directory when absent (tests). */
    generatedMediaDir?: string
    musicGenerator?: Config['musicGenerator']
    /** Rate-limit counters in Redis when given; otherwise in memory for the embedded database, in PostgreSQL for PostgreSQL. */
    redisUrl?: string
    /** Which database `db` is ('postgres' when not said: counters in the database). */
    databaseKind?: 'pglite' | 'postgres'
    trustedProxies?: readonly string[]
    /** Where links point; by default every link uses `publicUrl` (as with PUBLIC_URL set). */
    linkOrigins?: LinkOrigins
    /** Media in this S3-compatible bucket instead of `generatedMediaDir` (several instances share it). */
    s3?: Config['s3']
    /** The job queue (the server's; started by main.ts once every kind is defined). Absent in tests: work runs in-process. */
    jobs?: JobQueue
  }

/** Builds everything a request handler can reach, from settings and an open database. */
export async function createServices(
  db: Database,
  logger: Logger,
  settings: ServiceSettings,
): Promise<ServerDependencies> {
  const mailer = createMailer({
    db,
    logger,
    smtpUrl: settings.smtpUrl,
    from: settings.mailFrom,
    ...(settings.jobs ? { jobs: settings.jobs } : {}),
  })
  const auth = createAuth({
    db,
    mailer,
    logger,
    secret: await resolveAuthSecret(db, settings.authSecret),
    baseUrl: settings.publicUrl,
    providers: settings.providers,
  })
  const payments = createPayments(settings.payments ?? {}, await resolvePaymentTestSecret(db), [
    // The levels this formula opens, and where to start ('recommendations' preference).
    (db, order) => notifyLevelsOpened(db, order.userId, order.formulaId),
  ])
  if (payments.testProvider)
    logger.info('payments in test mode: no payment provider is configured (see README, "Payments")')
  const contentCache = new ResponseCache()
  const limits = settings.redisUrl
    ? redisLimitStore(settings.redisUrl, {
        onError: error => logger.error({ err: error }, `Redis (REDIS_URL) does not answer: ${error.message}`),
      })
    : settings.databaseKind === 'pglite'
      ? memoryLimitStore()
      : databaseLimitStore(db)
  // Several instances share Redis: each tells the others when content changes (see cache-bus.server.ts).
  const cacheBus = settings.redisUrl ? startCacheBus(settings.redisUrl, contentCache, logger) : undefined
  const s3Store = settings.s3 ? createS3MediaStore(settings.s3) : undefined
  const mediaStore =
    s3Store ?? createLocalMediaStore(settings.generatedMediaDir ?? mkdtempSync(join(tmpdir(), 'gombiste-media-')))
  return {
    db,
    logger,
    contentCache,
    auth,
    mailer,
    publicUrl: settings.publicUrl,
    linkOrigins:
      settings.linkOrigins ?? createLinkOrigins({ publicUrl: settings.publicUrl, fallback: settings.publicUrl }),
    payments,
    countryHeader: settings.countryHeader ?? 'cf-ipcountry',
    mediaDir: resolve(settings.mediaDir ?? './media'),
    ai: settings.ai ?? DEFAULT_AI_SETTINGS,
    composeMusic:
      settings.composeMusic ??
      createAssistantComposer({ store: mediaStore, logger, external: settings.musicGenerator, limits }),
    mediaStore,
    musicGenerator: settings.musicGenerator,
    notifyPublication,
    // A paid formula becomes lesson credits in the payment's own transaction.
    onOrderPaid: async (tx, order) => {
      await grantEntitlementsForOrder(tx, order)
    },
    limits,
    closeConnections: async () => {
      await Promise.all([limits.close(), cacheBus?.close()])
      s3Store?.close()
    },
    trustedProxies: settings.trustedProxies ?? [],
    jobs: settings.jobs,
  }
}
