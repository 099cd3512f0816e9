import { sql } from 'drizzle-orm'
import { Redis } from 'ioredis'
import {
  type RateLimiterAbstract,
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRedis,
} from 'rate-limiter-flexible'
import type { Database } from '#core/db/client.server.ts'
import { AppError } from './app-error.ts'
import { rateLimits } from './request-limit.table.ts'

export type LimitRule = { max: number; windowSeconds: number }

/**
 * Fixed-window request counters (failed logins, comments per address, writes per route...), kept by
 * rate-limiter-flexible (ADR 021). With the embedded database (PGlite), in the server's memory: only
 * one process can open its data directory, so that process sees every request. With PostgreSQL, in the
 * `rate_limits` table, so every instance shares them; in Redis when REDIS_URL is set, which takes that
 * write traffic off the database.
 */
export type RequestLimitStore = {
  kind: 'memory' | 'database' | 'redis'
  /** Adds one to `key`'s counter (atomically; its window starts with its first hit) and returns the new count. */
  hit: (key: string, rule: LimitRule) => Promise<number>
  /** The count of `key` in its current window (0 when the window is over). */
  count: (key: string) => Promise<number>
  clear: (key: string) => Promise<void>
  /** Checks that the store answers (readiness probe). */
  ping: () => Promise<void>
  close: () => Promise<void>
}

/** Adds one hit to `key` and returns the new count in the current window. */
export function countHit(store: RequestLimitStore, key: string, rule: LimitRule): Promise<number> {
  return store.hit(key, rule)
}

/** Whether `key` has already reached `rule.max` hits in its current window. */
export async function isLimited(store: RequestLimitStore, key: string, rule: LimitRule): Promise<boolean> {
  return (await store.count(key)) >= rule.max
}

export function clearHits(store: RequestLimitStore, key: string): Promise<void> {
  return store.clear(key)
}

/**
 * One limiter serves every rule: `penalty` adds a point without a verdict and `customDuration` gives
 * the key its rule's window; each caller compares the count with its own rule's `max`.
 */
function storeOver(
  kind: RequestLimitStore['kind'],
  limiter: RateLimiterAbstract,
  connection: { ping: () => Promise<unknown>; close: () => Promise<void>; failed?: (error: unknown) => never },
): RequestLimitStore {
  const failed =
    connection.failed ??
    ((error: unknown) => {
      throw error
    })
  return {
    kind,
    hit: (key, rule) =>
      limiter.penalty(key, 1, { customDuration: rule.windowSeconds }).then(res => res.consumedPoints, failed),
    count: key => limiter.get(key).then(res => res?.consumedPoints ?? 0, failed),
    clear: key => limiter.delete(key).then(() => undefined, failed),
    ping: async () => void (await connection.ping()),
    close: connection.close,
  }
}

/** Required by the limiters, unused here: every call gives its rule's window and the callers judge the count. */
const UNUSED_RULE = { points: 1, duration: 60 }

/**
 * Counters in this process's memory, for the single instance the embedded database allows: kept out
 * of PGlite, whose one connection serves all queries in turn, they cost no database round trip. They
 * start again from zero when the server restarts; each is forgotten when its window ends.
 */
export function memoryLimitStore(): RequestLimitStore {
  const limiter = new RateLimiterMemory({ ...UNUSED_RULE, keyPrefix: '' })
  return storeOver('memory', limiter, { ping: async () => {}, close: async () => {} })
}

/** Counters in the `rate_limits` table (PostgreSQL without Redis); rows over for an hour are swept every 5 minutes. */
export function databaseLimitStore(db: Database): RequestLimitStore {
  const limiter = new RateLimiterDrizzle({ ...UNUSED_RULE, storeClient: db, schema: rateLimits, keyPrefix: '' })
  return storeOver('database', limiter, {
    ping: () => db.execute(sql`select 1`),
    // The sweep's timer would otherwise outlive the connection (it is unref'd, so it never holds the process).
    close: async () =>
      clearTimeout((limiter as unknown as { _clearExpiredTimeoutId?: NodeJS.Timeout })._clearExpiredTimeoutId),
  })
}

/** What a visitor reads when the counters' store (Redis) does not answer. */
export const LIMITS_UNAVAILABLE_MESSAGE =
  'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.'

/**
 * Counters in Redis (keys `gombiste:limit:*` that expire with their window). A Redis that does not
 * answer within 5 s is reported as a 503 (the request is refused rather than let through unlimited),
 * and the client reconnects by itself.
 */
export function redisLimitStore(url: string, options: { onError?: (error: Error) => void } = {}): RequestLimitStore {
  const client = new Redis(url, {
    maxRetriesPerRequest: 1,
    commandTimeout: 5000,
    connectTimeout: 2000,
    retryStrategy: attempt => Math.min(attempt * 200, 2000),
  })
  let lastErrorLoggedAt = 0
  client.on('error', (error: Error) => {
    // ioredis emits an error per failed reconnection attempt: report one every 10 s at most.
    if (Date.now() - lastErrorLoggedAt < 10_000) return
    lastErrorLoggedAt = Date.now()
    options.onError?.(error)
  })
  const limiter = new RateLimiterRedis({ ...UNUSED_RULE, storeClient: client, keyPrefix: 'gombiste:limit' })
  return storeOver('redis', limiter, {
    ping: () => client.ping(),
    close: async () => void (await client.quit().catch(() => client.disconnect())),
    failed: error => {
      throw new AppError('UNAVAILABLE', LIMITS_UNAVAILABLE_MESSAGE, undefined, { cause: error })
    },
  })
}
