import { createHash } from 'node:crypto'
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'

/**
 * Public content is read far more often than it changes, and is the same for every anonymous
 * visitor. This cache keeps each response already compressed (brotli and gzip) with its ETag, and is
 * dropped as a whole whenever content is written (`invalidate()`), so readers never see stale data.
 */
type Entry = {
  status: number
  contentType: string
  etag: string
  identity: Buffer
  gzip: Buffer | null
  brotli: Buffer | null
}

/** Below this size compression costs more than it saves. */
const COMPRESS_MIN_BYTES = 1024
const MAX_ENTRIES = 2000

export class ResponseCache {
  private entries = new Map<string, Entry>()
  private generation = 0

  get size() {
    return this.entries.size
  }

  invalidate() {
    this.entries.clear()
    this.generation++
  }

  get(key: string): Entry | undefined {
    return this.entries.get(key)
  }

  set(key: string, status: number, contentType: string, body: Buffer, generation: number): Entry {
    const entry: Entry = {
      status,
      contentType,
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
      identity: body,
      gzip: body.length >= COMPRESS_MIN_BYTES ? gzipSync(body, { level: 9 }) : null,
      brotli:
        body.length >= COMPRESS_MIN_BYTES
          ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
          : null,
    }
    // A write may have happened while this response was being produced: do not keep it then.
    if (generation !== this.generation) return entry
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    this.entries.set(key, entry)
    return entry
  }

  currentGeneration() {
    return this.generation
  }
}

/**
 * Keys carry the UTC day: some content is dated relative to "today" (the sample events), so a
 * response is never served past the day it was made for.
 */
export function cacheKey(kind: string, url: string): string {
  const pathAndQuery = url.slice(url.indexOf('/', url.indexOf('//') + 2))
  return `${kind}:${new Date().toISOString().slice(0, 10)}:${pathAndQuery}`
}

/** Builds the HTTP response for a cached entry, honouring Accept-Encoding and If-None-Match. */
export function respondFromCache(entry: Entry, headers: Headers, extraHeaders: Record<string, string> = {}): Response {
  const responseHeaders = new Headers({
    'content-type': entry.contentType,
    etag: entry.etag,
    vary: 'accept-encoding',
    ...extraHeaders,
  })
  if (headers.get('if-none-match') === entry.etag) {
    return new Response(null, { status: 304, headers: responseHeaders })
  }
  const accepted = headers.get('accept-encoding') ?? ''
  let body: Buffer = entry.identity
  if (entry.brotli && /\bbr\b/.test(accepted)) {
    body = entry.brotli
    responseHeaders.set('content-encoding', 'br')
  } else if (entry.gzip && /\bgzip\b/.test(accepted)) {
    body = entry.gzip
    responseHeaders.set('content-encoding', 'gzip')
  }
  responseHeaders.set('content-length', String(body.length))
  return new Response(new Uint8Array(body), { status: entry.status, headers: responseHeaders })
}

/**
 * Caches successful GET JSON responses of the routes below it, keyed by path and query.
 * Only for data that is identical for every visitor: never put it in front of per-user routes.
 */
export function cachePublicResponses(cache: ResponseCache): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET') return next()
    const key = cacheKey('json', c.req.url)
    const hit = cache.get(key)
    if (hit) {
      c.res = respondFromCache(hit, c.req.raw.headers, { 'cache-control': 'no-cache' })
      return
    }
    const generation = cache.currentGeneration()
    await next()
    if (c.res.status !== 200) return
    const contentType = c.res.headers.get('content-type') ?? ''
    if (!contentType.startsWith('application/json')) return
    const body = Buffer.from(await c.res.arrayBuffer())
    const entry = cache.set(key, 200, contentType, body, generation)
    c.res = respondFromCache(entry, c.req.raw.headers, { 'cache-control': 'no-cache' })
  }
}
