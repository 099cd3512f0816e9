/**
 * Lessons a student saved for offline use: "Garder pour hors ligne" puts the lesson's API
 * answer, its page, the build files it runs on and its audio in a cache of their own, which the
 * service worker (src/web/pwa/service-worker.ts) answers from when the network fails. Nothing is kept
 * there without the student asking, and "Retirer" takes the lesson out. Videos are never saved.
 */

/** The cache of saved lessons (kept by the service worker across builds). */
export const SAVED_LESSONS_CACHE = 'gombiste-saved-lessons'

/** `/api/learning/levels/piano/debutant/lessons/3`: a lesson's answer, the one API read a saved lesson keeps. */
export const LESSON_API_PATH = /^\/api\/learning\/levels\/[a-z0-9-]+\/[a-z0-9-]+\/lessons\/\d+$/

export type SavedLesson = {
  /** The lesson's API answer, e.g. /api/learning/levels/piano/debutant/lessons/3. */
  api: string
  /** The lesson's page, e.g. /academie/piano/debutant/lecon/3. */
  page: string
  /** Uploaded audio of the lesson (MP3 under /media/). */
  audio: string[]
}

const hasCaches = () => typeof caches !== 'undefined'

/** The build files this page has loaded so far (scripts, styles, fonts under /assets/). */
function loadedAssets(): string[] {
  const urls = new Set<string>()
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name, location.href)
    if (url.origin === location.origin && url.pathname.startsWith('/assets/')) urls.add(url.pathname)
  }
  for (const element of document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
    'script[src], link[rel="modulepreload"][href], link[rel="stylesheet"][href]',
  )) {
    const url = new URL(element instanceof HTMLScriptElement ? element.src : element.href, location.href)
    if (url.origin === location.origin && url.pathname.startsWith('/assets/')) urls.add(url.pathname)
  }
  return [...urls]
}

/**
 * Saves a lesson: its answer and page as fetched now (with the student's session), every build file
 * the page has loaded (call it once the lesson's code is loaded), and its audio.
 */
export async function saveLesson(lesson: SavedLesson): Promise<void> {
  if (!hasCaches()) throw new Error('Ce navigateur ne permet pas de garder une leçon hors ligne.')
  const cache = await caches.open(SAVED_LESSONS_CACHE)
  const fetchAndKeep = async (url: string, init?: RequestInit) => {
    const response = await fetch(url, { credentials: 'same-origin', ...init })
    if (!response.ok) throw new Error(`${url}: ${response.status}`)
    await cache.put(url, response)
  }
  await fetchAndKeep(lesson.api, { headers: { accept: 'application/json' }, cache: 'no-store' })
  await fetchAndKeep(lesson.page, { headers: { accept: 'text/html' } })
  await Promise.all([...loadedAssets(), ...lesson.audio].map(url => fetchAndKeep(url)))
}

export async function isLessonSaved(api: string): Promise<boolean> {
  // `caches.match` with a name, not `caches.open`, which would create the cache it looks in.
  if (!hasCaches()) return false
  return (await caches.match(api, { cacheName: SAVED_LESSONS_CACHE })) !== undefined
}

/**
 * Takes a lesson out, with its audio unless another saved lesson plays the same file (an upload can
 * serve several lessons); the build files go too when no saved lesson is left.
 */
export async function removeLesson(lesson: SavedLesson): Promise<void> {
  if (!hasCaches()) return
  const cache = await caches.open(SAVED_LESSONS_CACHE)
  const others = (await cache.keys()).filter(request => {
    const path = new URL(request.url).pathname
    return LESSON_API_PATH.test(path) && path !== lesson.api
  })
  const stillPlayed = new Set<string>()
  for (const request of others) {
    const answer = (await (await cache.match(request))?.json().catch(() => null)) as {
      blocks?: { type: string; src?: string | null }[]
    } | null
    for (const block of answer?.blocks ?? []) if (block.type === 'audio' && block.src) stillPlayed.add(block.src)
  }
  const gone = [lesson.api, lesson.page, ...lesson.audio.filter(url => !stillPlayed.has(url))]
  await Promise.all(gone.map(url => cache.delete(url)))
  if (others.length === 0) await caches.delete(SAVED_LESSONS_CACHE)
}

/**
 * Forgets every saved lesson on this device: called at sign-out, so that the next person on a shared
 * phone does not open the previous account's paid lessons offline.
 */
export async function forgetSavedLessons(): Promise<void> {
  if (hasCaches()) await caches.delete(SAVED_LESSONS_CACHE).catch(() => false)
}
