import { fileURLToPath } from 'node:url'
import type { Config } from '#core/config/env.server.ts'
import { createJobQueue, jobDatabaseOf, type JobQueue } from '#core/jobs/job-queue.server.ts'
import type { ComposeMusic } from '#features/assistant/server/compose-music.ts'
import { createLogger } from '#core/log/logger.server.ts'
import { siteContent } from '#tests/setup/content.ts'
import { createApiApp } from '#server/app.ts'
import { seedIfEmpty } from '#server/seed.ts'
import { createServices } from '#server/services.ts'
import type { DatabaseHandle } from '#core/db/client.server.ts'
import { createTestDatabase } from './test-database.ts'

export const TEST_ORIGIN = 'http://localhost:3000'

/**
 * The real API on a fresh database (optionally filled with the built-in sample content), with real
 * auth and mail: mail goes to the outbox table unless `smtpUrl` points at a loopback SMTP server.
 */
export async function createTestApp(
  options: {
    seed?: boolean
    smtpUrl?: string
    providers?: Config['providers']
    payments?: Config['payments']
    ai?: Config['ai']
    composeMusic?: ComposeMusic
    musicGenerator?: Config['musicGenerator']
    /** Addresses whose X-Forwarded-For is believed (in-process requests come from 127.0.0.1). */
    trustedProxies?: string[]
    /** Rate-limit counters in Redis instead of the database. */
    redisUrl?: string
    /** The site's public address (TEST_ORIGIN by default); https:// turns on Secure cookies. */
    publicUrl?: string
    /** Media in this S3-compatible bucket (tests/peers/s3-peer.ts) instead of a temporary directory. */
    s3?: Config['s3']
    /**
     * Run background work on a real job queue in the test database (as the server does), `define`
     * adding kinds of the test's own before it starts; without it, work runs in-process.
     */
    jobs?: { define?: (queue: JobQueue, services: Awaited<ReturnType<typeof createServices>>) => void }
    /** A second instance on the database of another test app (neither seeded nor closed by this one). */
    database?: DatabaseHandle
    /**
     * Rate-limit counters where the server keeps them for this database (in memory on PGlite), for
     * measurements that must see the server's own costs (`npm run eval:tutor`).
     */
    limitsAsServer?: boolean
  } = {},
) {
  const shared = options.database
  const database = shared ?? (await createTestDatabase())
  if (options.seed && !shared) await seedIfEmpty(database.db, () => siteContent)
  const jobs = options.jobs
    ? createJobQueue({ database: jobDatabaseOf(database), logger: createLogger('silent'), pollingIntervalSeconds: 0.5 })
    : undefined
  const services = await createServices(database.db, createLogger('silent'), {
    ...(jobs ? { jobs } : {}),
    authSecret: undefined,
    smtpUrl: options.smtpUrl,
    mailFrom: 'Gombiste Records <no-reply@gombiste-records.cm>',
    providers: options.providers ?? {},
    payments: options.payments ?? {},
    publicUrl: options.publicUrl ?? TEST_ORIGIN,
    mediaDir: fileURLToPath(new URL('../../media', import.meta.url)),
    ...(options.ai ? { ai: options.ai } : {}),
    ...(options.composeMusic ? { composeMusic: options.composeMusic } : {}),
    musicGenerator: options.musicGenerator,
    trustedProxies: options.trustedProxies,
    redisUrl: options.redisUrl,
    s3: options.s3,
    ...(options.limitsAsServer ? { databaseKind: database.kind } : {}),
    // Counters stay in the database here (not in memory as the server does with PGlite), so that
    // tests can set and clear them through the rate_limits table; the memory store has its own
    // contract tests (src/core/http/request-limit.server.test.ts) and the browser tests run the server.
  })
  if (jobs) {
    options.jobs?.define?.(jobs, services)
    await jobs.start()
  }
  const app = createApiApp(services)
  return {
    app,
    ...services,
    database,
    close: async () => {
      await jobs?.stop(2000)
      await services.closeConnections()
      if (!shared) await database.close()
    },
  }
}

/** A JSON request to the test app as the browser sends it: same origin, with the session's cookie. */
export function jsonRequest(
  context: { app: { request: (path: string, init: RequestInit) => Response | Promise<Response> } },
  method: string,
  path: string,
  body: unknown,
  cookie: string,
) {
  return context.app.request(path, {
    method,
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}
