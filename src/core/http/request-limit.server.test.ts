import { afterAll, describe, expect, test, vi } from 'vitest'
import { freePort, REDIS_URL } from '#tests/setup/server-process.ts'
import { createTestDatabase } from '#tests/setup/test-database.ts'
import { AppError } from './app-error.ts'
import {
  countHit,
  clearHits,
  databaseLimitStore,
  isLimited,
  memoryLimitStore,
  redisLimitStore,
  type RequestLimitStore,
} from './request-limit.server.ts'

/** The same contract for both stores: fixed windows, atomic counts, clearing. */
function behavesAsALimitStore(
  name: string,
  open: () => Promise<{ store: RequestLimitStore; close: () => Promise<void> }>,
) {
  describe(name, () => {
    let opened: Awaited<ReturnType<typeof open>> | undefined
    const store = async () => (opened ??= await open()).store
    afterAll(async () => opened?.close())
    const key = `test:${name}:${crypto.randomUUID()}`

    test('counts hits atomically, even when they arrive together', async () => {
      const limits = await store()
      const rule = { max: 50, windowSeconds: 60 }
      const counts = await Promise.all(Array.from({ length: 40 }, () => countHit(limits, key, rule)))
      expect(counts.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1))
      expect(await isLimited(limits, key, { max: 40, windowSeconds: 60 })).toBe(true)
      expect(await isLimited(limits, key, { max: 41, windowSeconds: 60 })).toBe(false)
      await clearHits(limits, key)
      expect(await limits.count(key)).toBe(0)
    })

    test('a window that is over starts again from one', async () => {
      const limits = await store()
      const rule = { max: 2, windowSeconds: 1 }
      await countHit(limits, `${key}:window`, rule)
      expect(await countHit(limits, `${key}:window`, rule)).toBe(2)
      // The window is timed by the store itself (the database's now()), so wait for it to end.
      await vi.waitFor(async () => expect(await limits.count(`${key}:window`)).toBe(0), {
        timeout: 3000,
        interval: 100,
      })
      expect(await countHit(limits, `${key}:window`, rule)).toBe(1)
    })
  })
}

behavesAsALimitStore('memory store (embedded database)', async () => {
  const store = memoryLimitStore()
  return { store, close: store.close }
})

// On PGlite, or on PostgreSQL when TEST_DATABASE_URL is set.
behavesAsALimitStore('database store', async () => {
  const database = await createTestDatabase()
  const store = databaseLimitStore(database.db)
  const close = async () => {
    await store.close()
    await database.close()
  }
  return { store, close }
})

describe.skipIf(!REDIS_URL)('Redis store', () => {
  behavesAsALimitStore('redis store', async () => {
    const store = redisLimitStore(REDIS_URL!)
    return { store, close: store.close }
  })

  test('a Redis that does not answer is a 503 with a French message within seconds, not a hang', async () => {
    const store = redisLimitStore(`redis://127.0.0.1:${await freePort()}`)
    try {
      const startedAt = performance.now()
      const error = await countHit(store, 'test:down', { max: 1, windowSeconds: 60 }).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(AppError)
      expect((error as AppError).status).toBe(503)
      expect((error as AppError).message).toBe(
        'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
      )
      expect(performance.now() - startedAt).toBeLessThan(8000)
    } finally {
      await store.close()
    }
  })
})
