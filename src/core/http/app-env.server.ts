import type { Database } from '#core/db/client.server.ts'
import type { Logger } from '#core/log/logger.server.ts'
import type { ResponseCache } from './response-cache.server.ts'

/** What every request handler can reach through `c.var`. */
export type AppDependencies = {
  db: Database
  logger: Logger
  contentCache: ResponseCache
}

export type AppEnv = { Variables: AppDependencies & { requestId: string } }
