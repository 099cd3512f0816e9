/**
 * Part of the app's chunk, started once the page has loaded (main.tsx), never in the first bytes:
 * registers the service worker and shows a banner while the connection is lost.
 */
export const OFFLINE_BANNER_TEXT =
  'Vous êtes hors ligne. Les pages déjà consultées restent disponibles ; les actions qui demandent Internet (J’aime, commentaires, paiement, assistant, formulaires) reprendront au retour de la connexion.'

/** Lets a browser test opt in to the service worker (tests/e2e/offline.spec.ts). */
export const FORCE_SERVICE_WORKER_KEY = 'gombiste_service_worker'

/**
 * Browser tests drive the site through WebDriver/CDP: they get no service worker, whose caches would
 * outlive a test and serve one test's pages to the next, unless a test asks for one. The static demo
 * always registers it (its composer keeps pieces in the worker's cache).
 */
function wantsServiceWorker(): boolean {
  if (!('serviceWorker' in navigator)) return false
  if (__DEMO__ || !navigator.webdriver) return true
  try {
    return localStorage.getItem(FORCE_SERVICE_WORKER_KEY) === 'on'
  } catch {
    return false
  }
}

function registerServiceWorker() {
  if (!wantsServiceWorker()) return
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
    // The site works without it (private windows, old browsers): only offline use is lost.
    console.warn('service worker not registered:', error)
  })
}

/** A polite live region, present from the start so screen readers announce the change. */
function watchConnection() {
  const banner = document.createElement('div')
  banner.setAttribute('role', 'status')
  banner.id = 'hors-ligne'
  banner.className =
    'fixed inset-x-0 top-16 z-40 hidden bg-terracotta px-4 py-2 text-center text-sm font-semibold text-white shadow'
  document.body.append(banner)
  const update = () => {
    const offline = !navigator.onLine
    banner.textContent = offline ? OFFLINE_BANNER_TEXT : ''
    banner.classList.toggle('hidden', !offline)
  }
  window.addEventListener('online', update)
  window.addEventListener('offline', update)
  update()
}

export function startPwa() {
  watchConnection()
  registerServiceWorker()
}
