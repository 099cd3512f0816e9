import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'

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
  /** The route pattern that produced it, for logs and metrics of cache hits. */
  route?: string
}

/** Below this size compression costs more than it saves. */
const COMPRESS_MIN_BYTES = 1024
const MAX_ENTRIES = 2000
/**
 * The cache's memory, counted in bytes (each entry's body in its three encodings and its key): the
 * oldest entries leave first past it. 2,000 pages of the site take about 40 MB with their compressed
 * copies; the cap keeps a flood of distinct addresses from taking the server's memory.
 */
export const DEFAULT_MAX_CACHE_BYTES = 64 * 1024 * 1024
/**
 * Brotli quality when an entry is made: 6 compresses a page in under a millisecond, and under a stream
 * of likes pages are made again many times a second. An entry still current after UPGRADE_AFTER_MS is
 * compressed again at the best quality, 11 (about 8 % smaller), off the event loop.
 */
const FAST_BROTLI_QUALITY = 6
const BEST_BROTLI_QUALITY = 11
const UPGRADE_AFTER_MS = 2000
const brotliCompressAsync = promisify(brotliCompress)

const entryBytes = (key: string, entry: Entry) =>
  key.length * 2 + entry.identity.length + (entry.gzip?.length ?? 0) + (entry.brotli?.length ?? 0)

export class ResponseCache {
  private entries = new Map<string, Entry>()
  private bytes = 0

  private readonly maxBytes: number

  constructor(maxBytes = DEFAULT_MAX_CACHE_BYTES) {
    this.maxBytes = maxBytes
  }

  /** Bytes held by the entries (bodies in every encoding, and keys). */
  get byteSize() {
    return this.bytes
  }

  private remove(key: string) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= entryBytes(key, entry)
  }
  private generation = 0
  private flights = new Map<string, { generation: number; promise: Promise<Entry | undefined> }>()

  /**
   * Single flight: while the response for `key` is being produced (a page rendered, a list read),
   * requests for the same key wait for that one instead of producing it again. Without this, a page
   * dropped from the cache under load is rendered by every request that arrives meanwhile (hundreds
   * at once under 200 concurrent visitors). Only a flight started since the
   * last write is joined, so nobody gets data older than their request. `entry` is undefined when the
   * answer could not be cached (an error, a redirect): the caller then answers on its own.
   */
  async singleFlight(
    key: string,
    produce: () => Promise<Entry | undefined>,
  ): Promise<{ entry: Entry | undefined; leader: boolean }> {
    const running = this.flights.get(key)
    if (running && running.generation === this.generation) return { entry: await running.promise, leader: false }
    const flight = { generation: this.generation, promise: produce() }
    this.flights.set(key, flight)
    try {
      return { entry: await flight.promise, leader: true }
    } finally {
      if (this.flights.get(key) === flight) this.flights.delete(key)
    }
  }

  get size() {
    return this.entries.size
  }

  private readonly changeListeners: (() => void)[] = []

  /** Called after each local change (content written through this instance): other instances are told. */
  onLocalChange(listener: () => void) {
    this.changeListeners.push(listener)
  }

  private changed() {
    for (const listener of this.changeListeners) listener()
  }

  private readonly writeListeners: (() => void)[] = []

  /**
   * Called after each content write through this instance (`invalidate`: admin edits, publication),
   * not for counters such as likes: work that follows the content (the search index job) starts here.
   */
  onContentWrite(listener: () => void) {
    this.writeListeners.push(listener)
  }

  invalidate() {
    this.dropAll()
    this.changed()
    for (const listener of this.writeListeners) listener()
  }

  /** Another instance changed content: drop everything (its exact change is not known here). */
  dropAll() {
    this.entries.clear()
    this.bytes = 0
    this.generation++
  }

  /** Drops the entries whose path matches (e.g. everything that shows like counts). */
  invalidatePaths(matches: (path: string) => boolean) {
    for (const key of this.entries.keys()) {
      const path = key.slice(key.indexOf(':', key.indexOf(':') + 1) + 1)
      if (matches(path)) this.remove(key)
    }
    this.generation++
    this.changed()
  }

  private coalesced = new Map<string, { lastAt: number; timer?: ReturnType<typeof setTimeout> }>()

  /**
   * For frequent small changes (like counts): the first change of a `group` drops the matching entries
   * at once; further changes within `intervalMs` drop them once, at the end of that interval. Cached
   * pages then lag by at most `intervalMs` under a stream of changes, instead of being rendered again
   * for each one.
   */
  invalidatePathsCoalesced(group: string, matches: (path: string) => boolean, intervalMs: number) {
    const state = this.coalesced.get(group) ?? { lastAt: 0 }
    this.coalesced.set(group, state)
    if (state.timer) return
    const wait = state.lastAt + intervalMs - Date.now()
    if (wait <= 0) {
      state.lastAt = Date.now()
      this.invalidatePaths(matches)
      return
    }
    state.timer = setTimeout(() => {
      state.timer = undefined
      state.lastAt = Date.now()
      this.invalidatePaths(matches)
    }, wait)
    state.timer.unref?.()
  }

  get(key: string): Entry | undefined {
    return this.entries.get(key)
  }

  set(key: string, status: number, contentType: string, body: Buffer, generation: number, route?: string): Entry {
    const entry: Entry = {
      route,
      status,
      contentType,
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
      identity: body,
      gzip: body.length >= COMPRESS_MIN_BYTES ? gzipSync(body, { level: 6 }) : null,
      brotli:
        body.length >= COMPRESS_MIN_BYTES
          ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: FAST_BROTLI_QUALITY } })
          : null,
    }
    // A write may have happened while this response was being produced: do not keep it then.
    if (generation !== this.generation) return entry
    const size = entryBytes(key, entry)
    if (size > this.maxBytes) return entry
    this.remove(key)
    // Oldest first (a Map keeps insertion order), until the new entry fits in both limits.
    while (this.entries.size > 0 && (this.entries.size >= MAX_ENTRIES || this.bytes + size > this.maxBytes)) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.remove(oldest)
    }
    this.entries.set(key, entry)
    this.bytes += size
    if (entry.brotli) setTimeout(() => void this.upgradeCompression(key, entry), UPGRADE_AFTER_MS).unref()
    return entry
  }

  /** Recompresses an entry that is still current at brotli's best quality, in libuv's thread pool. */
  private async upgradeCompression(key: string, entry: Entry) {
    if (this.entries.get(key) !== entry) return
    const smaller = await brotliCompressAsync(entry.identity, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BEST_BROTLI_QUALITY },
    })
    if (this.entries.get(key) === entry && entry.brotli && smaller.length < entry.brotli.length) {
      this.bytes -= entry.brotli.length - smaller.length
      entry.brotli = smaller
    }
  }

  currentGeneration() {
    return this.generation
  }
}

/**
 * Keys carry the UTC day: some content is dated relative to "today" (the sample events), so a
 * response is never served past the day it was made for. The query string counts only for the
 * parameters some page or public API route reads (`CACHE_QUERY_PARAMS`), sorted: `/?utm_source=x`
 * or `/?fbclid=…` is the page `/`, so campaign links neither fill the cache nor push real pages out.
 */
export function cacheKey(kind: string, url: string): string {
  return `${kind}:${new Date().toISOString().slice(0, 10)}:${cachePath(url)}`
}

/**
 * Query parameters that change what a page or a cached public API answer shows. Any other is
 * ignored by the cache (and by the page and the route: adding a parameter that a public page or
 * route reads means adding it here, or its answers would be mixed up).
 */
export const CACHE_QUERY_PARAMS: ReadonlySet<string> = new Set([
  // public API routes (validate('query', ...) of blog posts, portfolio, testimonials)
  'category',
  'type',
  // pages
  'artiste',
  'categorie',
  'token',
  'onglet',
  'filtre',
  'page',
  'q',
  'etat',
  'role',
  'prestataire',
  'id',
  'abandon',
])

/** The path, and the known query parameters of a URL, sorted ('/blog?categorie=x'). */
export function cachePath(url: string): string {
  const full = pathAndQuery(url)
  const queryAt = full.indexOf('?')
  if (queryAt === -1) return full
  const params = new URLSearchParams(full.slice(queryAt + 1))
  const kept = [...params]
    .filter(([name]) => CACHE_QUERY_PARAMS.has(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const path = full.slice(0, queryAt)
  return kept.length === 0 ? path : `${path}?${new URLSearchParams(kept).toString()}`
}

/** Whether a URL carries a parameter that changes the page (then the page is rendered, never cached). */
export function hasKnownQuery(url: string): boolean {
  return cachePath(url).includes('?')
}

/** '/a?b' from either '/a?b' (Node's request URL) or 'http://host/a?b' (a Request's URL). */
function pathAndQuery(url: string): string {
  return url.startsWith('/') ? url : url.slice(url.indexOf('/', url.indexOf('//') + 2))
}

/** Headers every response of the site carries (set by the app, and by the cache fast path). */
/**
 * Content-Security-Policy of every response. The pages carry no inline script or style (page data
 * travels in a non-executable JSON block), so scripts and styles come only from our origin; the one
 * third party is the YouTube player, framed only after a click on its facade.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self'",
  'frame-src https://www.youtube-nocookie.com',
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  // The microphone and MIDI keyboards for the lessons' practice, on the site's own pages only.
  'permissions-policy': 'camera=(), microphone=(self), midi=(self), geolocation=(), usb=(), payment=()',
  'cross-origin-opener-policy': 'same-origin',
}

/** The headers above, plus HSTS when the site is served over HTTPS (PUBLIC_URL says so). */
export function securityHeaders(
  publicUrl: string | undefined,
  /** Where media are served from when not from the site itself (an S3 bucket or CDN, `S3_PUBLIC_URL`). */
  mediaOrigin?: string,
): Readonly<Record<string, string>> {
  const base = mediaOrigin
    ? {
        ...SECURITY_HEADERS,
        'content-security-policy': CONTENT_SECURITY_POLICY.replace(
          /(img-src|media-src|connect-src) ([^;]+)/g,
          `$1 $2 ${mediaOrigin}`,
        ),
      }
    : SECURITY_HEADERS
  return publicUrl?.startsWith('https://')
    ? { ...base, 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
    : base
}

/** Both kinds of cached content are revalidated by browsers on each use (ETag, usually a 304). */
const CACHED_CACHE_CONTROL = 'no-cache'

type Variant = { status: number; headers: Record<string, string>; body: Buffer | null }

/** The status, headers and bytes to send for a cached entry, given the request's Accept-Encoding and If-None-Match. */
export function selectVariant(entry: Entry, acceptEncoding: string, ifNoneMatch: string | null | undefined): Variant {
  const headers: Record<string, string> = {
    'content-type': entry.contentType,
    etag: entry.etag,
    vary: 'accept-encoding',
    'cache-control': CACHED_CACHE_CONTROL,
  }
  if (ifNoneMatch === entry.etag) return { status: 304, headers, body: null }
  let body = entry.identity
  if (entry.brotli && /\bbr\b/.test(acceptEncoding)) {
    body = entry.brotli
    headers['content-encoding'] = 'br'
  } else if (entry.gzip && /\bgzip\b/.test(acceptEncoding)) {
    body = entry.gzip
    headers['content-encoding'] = 'gzip'
  }
  headers['content-length'] = String(body.length)
  return { status: entry.status, headers, body }
}

/** Builds the HTTP response for a cached entry, honouring Accept-Encoding and If-None-Match. */
export function respondFromCache(entry: Entry, requestHeaders: Headers): Response {
  const variant = selectVariant(entry, requestHeaders.get('accept-encoding') ?? '', requestHeaders.get('if-none-match'))
  return new Response(variant.body ? new Uint8Array(variant.body) : null, {
    status: variant.status,
    headers: variant.headers,
  })
}

/**
 * The cache key of a request for a page or for API data (see `cacheKey`). Pages whose HTML differs
 * between visitors in a known, small number of ways (the currency of the prices) name their
 * `variant`, so each variant is cached apart and never served to the other visitors.
 */
/**
 * The variant of a page: its currency, and, when links come from the request's host (no PUBLIC_URL),
 * that host (`scope`), so one host's links are never served to another host's visitors.
 */
export function pageVariant(currency: string, scope: string): string {
  return scope ? `${currency}@${encodeURIComponent(scope)}` : currency
}

export function requestCacheKey(url: string, variant?: string): string {
  if (isApiPath(url)) return cacheKey('json', url)
  return cacheKey(variant ? `html-${variant}` : 'html', url)
}

function isApiPath(url: string): boolean {
  return pathAndQuery(url).startsWith('/api/')
}

/**
 * Caches successful GET JSON responses of the routes below it, keyed by path and query.
 * Only for data that is identical for every visitor: never put it in front of per-user routes.
 */
export function cachePublicResponses(cache: ResponseCache): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET') return next()
    const key = requestCacheKey(c.req.url)
    const hit = cache.get(key)
    if (hit) {
      c.res = respondFromCache(hit, c.req.raw.headers)
      return
    }
    const { entry, leader } = await cache.singleFlight(key, async () => {
      const generation = cache.currentGeneration()
      await next()
      if (c.res.status !== 200) return undefined
      const contentType = c.res.headers.get('content-type') ?? ''
      if (!contentType.startsWith('application/json')) return undefined
      const body = Buffer.from(await c.res.arrayBuffer())
      return cache.set(key, 200, contentType, body, generation, `${routePath(c)} (cached)`)
    })
    if (entry) c.res = respondFromCache(entry, c.req.raw.headers)
    // The leader's own uncacheable answer is already in c.res; a follower answers for itself.
    else if (!leader) await next()
  }
}
