import { createServer, type Server } from 'node:http'
import { join } from 'node:path'
import { ConfigError, loadConfig, type Config } from '#core/config/env.server.ts'
import { openDatabase } from '#core/db/client.server.ts'
import { createJobQueue, jobDatabaseOf } from '#core/jobs/job-queue.server.ts'
import { warmUpComposer } from '#features/composer/engine/compose.ts'
import { createLogger } from '#core/log/logger.server.ts'
import { prepareEarTraining } from '#features/courses/server/ear-training.server.ts'
import { listEarTraining } from '#features/courses/server/quiz.repo.ts'
import { readContent } from '#content/read-content.server.ts'
import { currencyOfNodeRequest } from '#features/commerce/server/currency.server.ts'
import { pageVariant, securityHeaders } from '#core/http/response-cache.server.ts'
import { createLinkOrigins } from '#core/http/link-origin.server.ts'
import { Metrics } from '#core/observability/metrics.server.ts'
import { createRequestListener } from '#core/http/request-listener.server.ts'
import { seedIfEmpty } from './seed.ts'
import { SEARCH_INDEX_JOB } from '#features/assistant/server/tutor-index.server.ts'
import { defineSiteJobs } from './jobs.ts'
import { createServices } from './services.ts'
import { createWebServer, mediaOrigin, type SitePages } from './web-server.ts'

function readConfig(): Config {
  try {
    return loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nFix these settings (see README, "Configuration") and start again.\n`)
      process.exit(1)
    }
    throw error
  }
}

/**
 * Starts the site: configuration, database (seeded with the sample content when empty), jobs, the web
 * server and a graceful shutdown. `pages` says how pages are rendered: from the build (`main.ts`) or
 * through Vite, whose hot updates share the HTTP server (`dev.ts`).
 */
export async function runServer(pagesFor: (config: Config, server: Server) => Promise<SitePages>) {
  const startedAt = performance.now()
  const config = readConfig()
  const logger = createLogger(config.logLevel)
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  if (await seedIfEmpty(database.db, () => readContent()))
    logger.info('database seeded with the built-in sample content')

  const publicUrl = config.publicUrl ?? `http://localhost:${config.port}`
  const linkOrigins = createLinkOrigins({
    publicUrl: config.publicUrl,
    fallback: publicUrl,
    allowedHosts: config.allowedHosts,
  })
  // Background work (mail delivery and retries, reminders, reports…) on the queue in the database (ADR 012).
  const jobs = createJobQueue({ database: jobDatabaseOf(database), logger })
  const services = await createServices(database.db, logger, {
    linkOrigins,
    jobs,
    ...config,
    publicUrl,
    generatedMediaDir: join(config.dataDir, 'media'),
    redisUrl: config.redisUrl,
    databaseKind: database.kind,
    trustedProxies: config.trustedProxies,
  })
  defineSiteJobs(jobs, services)
  await jobs.start()
  // The tutor's index of the content as it is now, stored for every instance (a no-op when it is).
  jobs
    .enqueue(SEARCH_INDEX_JOB, {})
    .catch((error: unknown) => logger.warn({ err: error }, 'search index job not enqueued'))
  const server = createServer()
  const pages = await pagesFor(config, server)
  const app = createWebServer(services, {
    pages,
    mediaDir: config.mediaDir,
    publicUrl: config.publicUrl,
  })
  const metrics = new Metrics()
  metrics.addGaugeSource(async () => {
    const pool = await database.poolStats()
    return [
      {
        name: 'db_pool_max_connections',
        help: 'Size of the database connection pool (1 for the embedded PGlite).',
        value: pool.max,
        labels: { engine: database.kind },
      },
      ...Object.entries(pool.connections).map(([state, value]) => ({
        name: 'db_pool_connections',
        help: "This instance's database connections, by state (from pg_stat_activity).",
        value,
        labels: { engine: database.kind, state },
      })),
    ]
  })
  const listener = createRequestListener(
    app.fetch,
    services.contentCache,
    request =>
      pageVariant(
        currencyOfNodeRequest(request, services.countryHeader, services.trustedProxies),
        linkOrigins.cacheScope(request.headers.host),
      ),
    securityHeaders(config.publicUrl, mediaOrigin(services.mediaStore)),
    { logger, metrics, metricsToken: config.metricsToken },
  )
  const { middleware } = pages
  server.on(
    'request',
    middleware ? (request, response) => middleware(request, response, () => listener(request, response)) : listener,
  )
  server.listen(config.port, config.host, () => {
    // The composer (synthesis code and the MP3 encoder's thread) is warmed a little after start-up,
    // off the critical path, so the first composition does not pay for it.
    setTimeout(() => {
      warmUpComposer().catch((error: unknown) => logger.warn({ err: error }, 'composer warm-up failed'))
    }, 2000).unref()
    // The assessments' ear-training extracts, rendered once per data directory.
    setTimeout(() => {
      listEarTraining(services.db)
        .then(extracts => prepareEarTraining(services.db, services.mediaStore, extracts))
        .then(rendered => rendered > 0 && logger.info({ rendered }, 'ear-training extracts rendered'))
        .catch((error: unknown) => logger.warn({ err: error }, 'ear-training extracts could not be rendered'))
    }, 5000).unref()
    logger.info(
      {
        url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
        database: database.kind,
        rateLimits: services.limits.kind,
        media: services.mediaStore.localDirectory ? 'local' : 's3',
        readyInMs: Math.round(performance.now() - startedAt),
      },
      'server ready',
    )
  })
  // A promise nobody awaited that fails (the database client's connection cut during a freeze) is
  // logged: it must not stop the server for every visitor.
  process.on('unhandledRejection', error => logger.error({ err: error }, 'unhandled promise rejection'))
  server.on('error', async (error: NodeJS.ErrnoException) => {
    logger.fatal(
      error.code === 'EADDRINUSE'
        ? `PORT ${config.port} is already in use: stop the other program or set PORT to a free port.`
        : error.message,
    )
    await database.close()
    process.exit(1)
  })

  let isShuttingDown = false
  const shutdown = (signal: string) => {
    if (isShuttingDown) return
    isShuttingDown = true
    logger.info({ signal }, 'shutting down: finishing in-flight requests')
    // Stop accepting connections, let in-flight requests finish, then close the database so every
    // acknowledged write is on disk.
    const closeAll = async () => {
      // Running jobs finish (or are left to be retried by another instance when they take too long).
      await jobs.stop(5000).catch((error: unknown) => logger.warn({ err: error }, 'stopping the job queue failed'))
      await services.closeConnections().catch((error: unknown) => logger.warn({ err: error }, 'closing Redis failed'))
      await database.close()
    }
    server.close(async () => {
      await closeAll()
      logger.info('stopped')
      process.exit(0)
    })
    setTimeout(() => {
      logger.warn('in-flight requests did not finish within 10 s; closing anyway')
      void closeAll().finally(() => process.exit(0))
    }, 10_000).unref()
    server.closeIdleConnections()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}
