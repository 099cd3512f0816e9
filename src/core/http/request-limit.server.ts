import { eq, sql } from 'drizzle-orm'
import { Redis } from 'ioredis'
import type { Database } from '#core/db/client.server.ts'
import { AppError } from './app-error.ts'
import { requestLimits } from './request-limit.table.ts'

export type LimitRule = { max: number; windowSeconds: number }

/**
 * Where fixed-window request counters live (failed logins, comments per address, writes per route...).
 * With the embedded database (PGlite), in the server's memory: only one process can open its data
 * directory, so that process sees every request. With PostgreSQL, in the database, so every instance
 * shares them; in Redis when REDIS_URL is set, which takes that write traffic off the database.
 */
export type RequestLimitStore = {
  kind: 'memory' | 'database' | 'redis'
  /** Adds one to `key`'s counter in its current window (atomically) and returns the new count. */
  hit: (key: string, rule: LimitRule) => Promise<number>
  /** The count of `key` in its current window (0 when the window is over). */
  count: (key: string, rule: LimitRule) => Promise<number>
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
  return (await store.count(key, rule)) >= rule.max
}

export function clearHits(store: RequestLimitStore, key: string): Promise<void> {
  return store.clear(key)
}

/**
 * Counters in this process's memory, for the single instance the embedded database allows. Under load
 * every write request counts a hit: kept out of PGlite, whose one connection serves all queries in
 * turn, they cost no database round trip (docs/benchmarks.md). Counters start again from zero when
 * the server restarts; windows are at most a day long.
 */
export function memoryLimitStore(): RequestLimitStore {
  const counters = new Map<string, { count: number; startedAt: number }>()
  let hitsSinceSweep = 0
  const current = (key: string, rule: LimitRule, now: number) => {
    const counter = counters.get(key)
    return counter && now - counter.startedAt < rule.windowSeconds * 1000 ? counter : undefined
  }
  return {
    kind: 'memory',
    async hit(key, rule) {
      const now = Date.now()
      // Every 10,000 hits, counters idle for a day (the longest window) are forgotten: memory stays bounded.
      if (++hitsSinceSweep >= 10_000) {
        hitsSinceSweep = 0
        for (const [name, counter] of counters) if (now - counter.startedAt >= 86_400_000) counters.delete(name)
      }
      const counter = current(key, rule, now)
      if (counter) return ++counter.count
      counters.set(key, { count: 1, startedAt: now })
      return 1
    },
    async count(key, rule) {
      return current(key, rule, Date.now())?.count ?? 0
    },
    async clear(key) {
      counters.delete(key)
    },
    async ping() {},
    async close() {
      counters.clear()
    },
  }
}

/** Counters in the `request_limits` table (PostgreSQL without Redis). */
export function databaseLimitStore(db: Database): RequestLimitStore {
  return {
    kind: 'database',
    async hit(key, rule) {
      const expired = sql`${requestLimits.windowStartedAt} < now() - make_interval(secs => ${rule.windowSeconds})`
      const [row] = await db
        .insert(requestLimits)
        .values({ key, count: 1, windowStartedAt: sql`now()` })
        .onConflictDoUpdate({
          target: requestLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${requestLimits.count} + 1 end`,
            windowStartedAt: sql`case when ${expired} then now() else ${requestLimits.windowStartedAt} end`,
          },
        })
        .returning({ count: requestLimits.count })
      return row?.count ?? 1
    },
    async count(key, rule) {
      const [row] = await db
        .select({ count: requestLimits.count })
        .from(requestLimits)
        .where(
          sql`${eq(requestLimits.key, key)} and ${requestLimits.windowStartedAt} >= now() - make_interval(secs => ${rule.windowSeconds})`,
        )
      return row?.count ?? 0
    },
    async clear(key) {
      await db.delete(requestLimits).where(eq(requestLimits.key, key))
    },
    async ping() {
      await db.execute(sql`select 1`)
    },
    async close() {},
  }
}

const REDIS_PREFIX = 'gombiste:limit:'

/** What a visitor reads when the counters' store (Redis) does not answer. */
export const LIMITS_UNAVAILABLE_MESSAGE =
  'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.'

/**
 * Counters in Redis: `SET key 0 EX window NX` then `INCR key` in one MULTI, so the window starts
 * with the first hit and the key expires by itself. A Redis that does not answer within 5 s is
 * reported as a 503 (the request is refused rather than let through unlimited), and the client
 * reconnects by itself.
 */
export function redisLimitStore(url: string, options: { onError?: (error: Error) => void } = {}): RequestLimitStore {
  const client = new Redis(url, {
    lazyConnect: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 5000,
    connectTimeout: 2000,
    enableOfflineQueue: true,
    retryStrategy: attempt => Math.min(attempt * 200, 2000),
  })
  let lastErrorLoggedAt = 0
  client.on('error', (error: Error) => {
    // ioredis emits an error per failed reconnection attempt: report one every 10 s at most.
    if (Date.now() - lastErrorLoggedAt < 10_000) return
    lastErrorLoggedAt = Date.now()
    options.onError?.(error)
  })
  const unavailable = (error: unknown): never => {
    throw new AppError('UNAVAILABLE', LIMITS_UNAVAILABLE_MESSAGE, undefined, { cause: error })
  }
  return {
    kind: 'redis',
    async hit(key, rule) {
      const results = await client
        .multi()
        .set(REDIS_PREFIX + key, 0, 'EX', rule.windowSeconds, 'NX')
        .incr(REDIS_PREFIX + key)
        .exec()
        .catch(unavailable)
      const [error, count] = results?.[1] ?? [new Error('empty MULTI reply'), null]
      if (error) unavailable(error)
      return Number(count)
    },
    async count(key) {
      const value = await client.get(REDIS_PREFIX + key).catch(unavailable)
      return value === null ? 0 : Number(value)
    },
    async clear(key) {
      await client.del(REDIS_PREFIX + key).catch(unavailable)
    },
    async ping() {
      await client.ping()
    },
    async close() {
      await client.quit().catch(() => client.disconnect())
    },
  }
}
