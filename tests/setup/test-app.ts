import { createLogger } from '#core/log/logger.server.ts'
import { ResponseCache } from '#core/http/response-cache.server.ts'
import { sampleData } from '#sample-data/sample-data.ts'
import { createApiApp } from '#server/app.ts'
import { seedIfEmpty } from '#server/seed.ts'
import { createTestDatabase } from './test-database.ts'

/** The real API on a fresh database, optionally filled with the built-in sample content. */
export async function createTestApp(options: { seed?: boolean } = {}) {
  const database = await createTestDatabase()
  if (options.seed) await seedIfEmpty(database.db, sampleData)
  const contentCache = new ResponseCache()
  const app = createApiApp({ db: database.db, logger: createLogger('silent'), contentCache })
  return { app, db: database.db, contentCache, close: database.close }
}
