import { afterAll, beforeAll } from 'vitest'
import { createTestApp, TEST_ORIGIN } from './test-app.ts'

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

/** Whatever JSON a route answers, read loosely as tests do. */
export type JsonBody = Record<string, any> & {
  error?: { code: string; message: string; fields?: Record<string, string> }
}

/** A JSON request to the test app as the site's pages send it (its origin, a cookie); the answer parsed when JSON. */
export async function callJson(
  app: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown } = {},
) {
  const response = await app.request(path, {
    method,
    headers: {
      'content-type': 'application/json',
      origin: TEST_ORIGIN,
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  const isJson = (response.headers.get('content-type') ?? '').startsWith('application/json')
  return { status: response.status, body: (isJson ? await response.json() : {}) as JsonBody, response }
}
