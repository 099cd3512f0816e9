/**
 * The site's service worker (`/sw.js`, bundled on its own by the `serviceWorker` plugin in
 * vite.config.ts): the app shell and every page already visited keep working offline, audio that was
 * played replays offline, and nothing personal or written is ever stored (rules in sw-rules.ts).
 */
import { SAVED_LESSONS_CACHE } from '#features/courses/saved-lessons.ts'
import { isStorablePage, isWholeFileRange, parseRange, strategyFor } from './sw-rules.ts'

/** Filled at build time: a version per build, the app shell's address and the files it needs. */
declare const __SW_BUILD__: { version: string; shell: string; precache: string[] }

type FetchEvent = Event & {
  request: Request
  respondWith(response: Promise<Response>): void
  waitUntil(promise: Promise<unknown>): void
}
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void }
type WorkerScope = {
  location: Location
  skipWaiting(): Promise<void>
  clients: { claim(): Promise<void> }
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void
}
const worker = self as unknown as WorkerScope

const BUILD = __SW_BUILD__
const SHELL_CACHE = `gombiste-shell-${BUILD.version}`
const PAGES_CACHE = 'gombiste-pages'
const DATA_CACHE = 'gombiste-data'
const ASSETS_CACHE = 'gombiste-assets'
const MEDIA_CACHE = 'gombiste-media'
const AUDIO_CACHE = 'gombiste-audio'
/** Kept by the static demo's composer (src/demo/assistant-routes.ts); never deleted here. */
const GENERATED_CACHE = 'gombiste-generated'
const KEPT = new Set([
  SHELL_CACHE,
  PAGES_CACHE,
  DATA_CACHE,
  ASSETS_CACHE,
  MEDIA_CACHE,
  AUDIO_CACHE,
  GENERATED_CACHE,
  // Lessons the student saved for offline use (src/features/courses/saved-lessons.ts): theirs to remove.
  SAVED_LESSONS_CACHE,
])

/** Upper bounds on what is kept, oldest dropped first (storage on cheap phones is small). */
const LIMITS: Record<string, number> = {
  [PAGES_CACHE]: 60,
  [DATA_CACHE]: 80,
  [ASSETS_CACHE]: 150,
  [MEDIA_CACHE]: 200,
  [AUDIO_CACHE]: 40,
}

/**
 * The last resort of a page asked offline: the stored page, else the app shell (which shows the page's
 * own « pas encore consultée » message). The shell is stored at install, before the worker can take
 * any request, and browsers clear a site's caches together with its worker, so this plain answer
 * should never be seen, and plain text keeps the worker (which every first visit downloads) small.
 */
const OFFLINE_TEXT = 'Vous êtes hors ligne, et cette page n’a pas encore été consultée sur cet appareil.'

worker.addEventListener('install', event => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE)
      await cache.addAll([...new Set([BUILD.shell, ...BUILD.precache])])
      await worker.skipWaiting()
    })(),
  )
})

worker.addEventListener('activate', event => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys()
      await Promise.all(
        names.filter(name => name.startsWith('gombiste-') && !KEPT.has(name)).map(name => caches.delete(name)),
      )
      await worker.clients.claim()
    })(),
  )
})

async function trim(cacheName: string) {
  const limit = LIMITS[cacheName]
  if (!limit) return
  const cache = await caches.open(cacheName)
  const keys = await cache.keys()
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map(key => cache.delete(key)))
}

async function store(cacheName: string, key: Request | string, response: Response) {
  const cache = await caches.open(cacheName)
  await cache.put(key, response)
  await trim(cacheName)
}

async function page(event: FetchEvent): Promise<Response> {
  const { request } = event
  try {
    const response = await fetch(request)
    if (response.ok && isStorablePage(request.url) && response.headers.get('content-type')?.includes('text/html')) {
      event.waitUntil(store(PAGES_CACHE, request.url, response.clone()))
    }
    return response
  } catch {
    const stored =
      (await caches.match(request.url, { cacheName: PAGES_CACHE })) ??
      (await caches.match(request.url, { cacheName: SAVED_LESSONS_CACHE })) ??
      (await caches.match(BUILD.shell, { cacheName: SHELL_CACHE }))
    return (
      stored ?? new Response(OFFLINE_TEXT, { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } })
    )
  }
}

async function networkFirst(event: FetchEvent, cacheName: string): Promise<Response> {
  try {
    const response = await fetch(event.request)
    if (response.ok) event.waitUntil(store(cacheName, event.request, response.clone()))
    return response
  } catch (error) {
    const stored = await caches.match(event.request, { cacheName })
    if (stored) return stored
    throw error
  }
}

/** The stored copy at once (a new one is fetched for next time), the network when there is none. */
async function staleWhileRevalidate(event: FetchEvent, cacheName: string): Promise<Response> {
  const stored = await caches.match(event.request, { cacheName, ignoreVary: true })
  const fresh = fetch(event.request).then(async response => {
    if (response.ok) await store(cacheName, event.request, response.clone())
    return response
  })
  if (!stored) return fresh
  event.waitUntil(fresh.catch(() => undefined))
  return stored
}

async function cacheFirst(event: FetchEvent, cacheName: string): Promise<Response> {
  const stored = await caches.match(event.request, { ignoreVary: true })
  if (stored) return stored
  const response = await fetch(event.request)
  if (response.ok) event.waitUntil(store(cacheName, event.request, response.clone()))
  return response
}

/** A stored whole file answered as the range the media element asked for. */
async function answerRange(stored: Response, rangeHeader: string | null): Promise<Response> {
  const blob = await stored.blob()
  const range = parseRange(rangeHeader, blob.size)
  const type = stored.headers.get('content-type') ?? 'audio/mpeg'
  if (range === undefined) {
    return new Response(blob, {
      status: 200,
      headers: { 'content-type': type, 'content-length': String(blob.size), 'accept-ranges': 'bytes' },
    })
  }
  if (range === null) return new Response(null, { status: 416, headers: { 'content-range': `bytes */${blob.size}` } })
  return new Response(blob.slice(range.start, range.end + 1), {
    status: 206,
    headers: {
      'content-type': type,
      'content-length': String(range.end - range.start + 1),
      'content-range': `bytes ${range.start}-${range.end}/${blob.size}`,
      'accept-ranges': 'bytes',
    },
  })
}

/**
 * Audio: a file already kept is answered from the cache (any range). Otherwise the request goes to the
 * network as asked; when the answer is the whole file (the first `bytes=0-` request of a player), its
 * bytes are split between the player and the cache, so playing once is all it takes, without a
 * second download.
 */
async function audio(event: FetchEvent): Promise<Response> {
  const { request } = event
  const key = new URL(request.url).href
  const stored = await caches.match(key, { ignoreVary: true, ignoreSearch: false })
  if (stored) return answerRange(stored, request.headers.get('range'))
  const response = await fetch(request)
  const whole =
    response.status === 200 || (response.status === 206 && isWholeFileRange(response.headers.get('content-range')))
  if (!whole || !response.body) return response
  const [forPlayer, forCache] = response.body.tee()
  const type = response.headers.get('content-type') ?? 'audio/mpeg'
  const size =
    response.status === 206
      ? response.headers.get('content-range')!.split('/')[1]!
      : response.headers.get('content-length')
  const headers: Record<string, string> = { 'content-type': type }
  if (size) headers['content-length'] = size
  event.waitUntil(store(AUDIO_CACHE, key, new Response(forCache, { status: 200, headers })).catch(() => undefined))
  return new Response(forPlayer, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  })
}

/**
 * A lesson's answer: the network's, which refreshes the student's saved copy when there is one (never
 * a new copy: saving is the student's choice); the saved copy when the network fails.
 */
async function savedLesson(event: FetchEvent): Promise<Response> {
  const { request } = event
  const saved = await caches.open(SAVED_LESSONS_CACHE)
  try {
    const response = await fetch(request)
    if (response.ok && (await saved.match(request.url))) event.waitUntil(saved.put(request.url, response.clone()))
    return response
  } catch (error) {
    const stored = await saved.match(request.url)
    if (stored) return stored
    throw error
  }
}

worker.addEventListener('fetch', event => {
  const strategy = strategyFor(event.request, worker.location.origin)
  switch (strategy) {
    case 'page':
      return event.respondWith(page(event))
    case 'asset':
      return event.respondWith(cacheFirst(event, ASSETS_CACHE))
    case 'public-data':
      return event.respondWith(networkFirst(event, DATA_CACHE))
    case 'audio':
      return event.respondWith(audio(event))
    case 'media':
      return event.respondWith(staleWhileRevalidate(event, MEDIA_CACHE))
    case 'saved-lesson':
      return event.respondWith(savedLesson(event))
    case 'network-only':
      return undefined
  }
})
