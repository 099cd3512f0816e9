import { afterAll, beforeAll } from 'vitest'
import { createTestApp } from './test-app.ts'

/**
 * Gives a test file the real API on its own freshly migrated and seeded database
 * (PGlite in memory, or PostgreSQL when TEST_DATABASE_URL is set).
 */
export function useSeededApi(options: Omit<Parameters<typeof createTestApp>[0] & {}, 'seed'> = {}) {
  const context = {} as Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    Object.assign(context, await createTestApp({ ...options, seed: true }))
  })
  afterAll(async () => {
    await context.close?.()
  })
  return {
    get app() {
      return context.app
    },
    get db() {
      return context.db
    },
    get contentCache() {
      return context.contentCache
    },
    /** GET a path and return status plus parsed JSON. */
    async getJson<T = unknown>(path: string, headers: Record<string, string> = {}) {
      const response = await context.app.request(path, { headers })
      return { status: response.status, body: (await response.json()) as T, response }
    },
  }
}
