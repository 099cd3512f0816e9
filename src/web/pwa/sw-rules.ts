import { LESSON_API_PATH } from '#features/courses/saved-lessons.ts'

/**
 * What the service worker does with each request, kept apart from the worker so it can be tested.
 * The rules protect users first: nothing personal and no write is ever stored, and HTML is always
 * asked from the network before any stored copy is used.
 */
export type Strategy =
  /** HTML navigation: network first, then the stored page, then the app shell. */
  | 'page'
  /** Hashed build files: stored once, never change. */
  | 'asset'
  /** Public content read by the pages: network first, stored copy when offline. */
  | 'public-data'
  /** Audio: streamed from the network and kept whole once played, so it replays offline. */
  | 'audio'
  /** Images and other media: the stored copy at once, refreshed from the network in the background. */
  | 'media'
  /**
   * A lesson's answer (per student): from the network, never stored by the worker; when the network
   * fails, the copy the student saved with "Garder pour hors ligne", if any.
   */
  | 'saved-lesson'
  /** Everything else (writes, per-user API, auth, other origins, videos): left to the browser, never stored. */
  | 'network-only'

/** GET endpoints whose answer is the same for every visitor (content only; no account, likes or orders). */
export const PUBLIC_API_PREFIXES = [
  '/api/label',
  '/api/artists',
  '/api/portfolio',
  '/api/academy',
  '/api/events',
  '/api/testimonials',
  '/api/blog/posts',
  '/api/creations/public',
  '/api/music/options',
  '/api/payments/options',
  '/api/chat/status',
  '/api/account/providers',
] as const

/** Pages never kept: admin screens, payment steps and any address with a query (e.g. emailed `?token=` links). */
const PRIVATE_PAGE = /^\/(admin|paiement)(\/|$)/

function isPublicApi(path: string): boolean {
  return PUBLIC_API_PREFIXES.some(prefix => path === prefix || path.startsWith(`${prefix}/`))
}

export function strategyFor(request: { method: string; url: string; mode: string }, origin: string): Strategy {
  if (request.method !== 'GET') return 'network-only'
  const url = new URL(request.url)
  if (url.origin !== origin) return 'network-only'
  const path = url.pathname
  if (request.mode === 'navigate') return 'page'
  if (path.startsWith('/assets/')) return 'asset'
  if (LESSON_API_PATH.test(path)) return 'saved-lesson'
  if (path.startsWith('/api/')) return isPublicApi(path) && !path.endsWith('.ics') ? 'public-data' : 'network-only'
  // Videos (sample clips, lesson renditions) are streamed by range and too big to keep: the browser
  // fetches them itself, never stored. Their posters are images like the others.
  if (path.startsWith('/media/video/') || /\.(mp4|webm|m4v|mov)$/i.test(path)) return 'network-only'
  if (path.startsWith('/media/audio/') || path.startsWith('/media/generated/')) return 'audio'
  if (path.startsWith('/media/')) return 'media'
  return 'network-only'
}

/** Whether a fetched page may be stored for offline use. */
export function isStorablePage(url: string): boolean {
  const parsed = new URL(url)
  return parsed.search === '' && !PRIVATE_PAGE.test(parsed.pathname)
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` against a file of `size` bytes → the inclusive range, or null if unsatisfiable. */
export function parseRange(header: string | null, size: number): { start: number; end: number } | null | undefined {
  if (!header) return undefined
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match || (match[1] === '' && match[2] === '')) return null
  let start: number
  let end: number
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]))
    end = size - 1
  } else {
    start = Number(match[1])
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  }
  return start <= end && start < size ? { start, end } : null
}

/** Whether a 206 answer actually carries the whole file (`bytes 0-(n-1)/n`), so it can be stored as the file. */
export function isWholeFileRange(contentRange: string | null): boolean {
  const match = contentRange ? /^bytes 0-(\d+)\/(\d+)$/.exec(contentRange) : null
  return match !== null && Number(match[1]) + 1 === Number(match[2])
}
