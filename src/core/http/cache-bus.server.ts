import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import type { Logger } from '#core/log/logger.server.ts'
import type { ResponseCache } from './response-cache.server.ts'

const CHANNEL = 'gombiste:cache:changed'

/**
 * Several instances, one Redis: when content changes through one instance, the others drop their
 * cached pages and content at once, so no instance keeps serving a page without the new comment or
 * like count. Each instance publishes its own changes (at most one message per 100 ms: a burst of
 * likes is one message) and ignores its own messages. Redis pub/sub is fire-and-forget: while Redis
 * is away, instances only see their own changes, and the UTC day in every cache key still bounds
 * how long a page can be kept.
 */
export function startCacheBus(url: string, cache: ResponseCache, logger: Logger) {
  const instanceId = randomUUID()
  const options = {
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
  }
  const publisher = new Redis(url, options)
  const subscriber = new Redis(url, options)
  let lastErrorAt = 0
  const report = (error: Error) => {
    if (Date.now() - lastErrorAt < 10_000) return
    lastErrorAt = Date.now()
    logger.warn({ err: error }, `cache invalidation over Redis (REDIS_URL) unavailable: ${error.message}`)
  }
  publisher.on('error', report)
  subscriber.on('error', report)
  subscriber.subscribe(CHANNEL).catch(report)
  subscriber.on('message', (_channel: string, message: string) => {
    if (message !== instanceId) cache.dropAll()
  })

  let pending: NodeJS.Timeout | undefined
  cache.onLocalChange(() => {
    if (pending) return
    pending = setTimeout(() => {
      pending = undefined
      publisher.publish(CHANNEL, instanceId).catch(report)
    }, 100)
    pending.unref()
  })

  return {
    close: async () => {
      if (pending) clearTimeout(pending)
      await Promise.all([
        publisher.quit().catch(() => publisher.disconnect()),
        subscriber.quit().catch(() => subscriber.disconnect()),
      ])
    },
  }
}
