import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  UNSAFE_ErrorResponseImpl as ErrorResponse,
  type RouteObject,
} from 'react-router'
import { AppProviders } from './app-providers.tsx'
import { PAGE_DATA_ELEMENT_ID, type PageData } from './page-data.ts'
import { findRootElement } from './root-element.ts'
import { createRoutes } from './router.tsx'
import './styles.css'

/**
 * Loads the lazy page modules of the current URL before hydrating, so the first client render matches
 * the server's HTML (ssr-notes pitfall 1).
 */
async function resolveLazyRoutes(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy
      if (!lazy || typeof lazy === 'function') return
      const [Component, handle] = await Promise.all([lazy.Component?.(), lazy.handle?.()])
      if (Component) route.Component = Component
      if (handle) route.handle = handle
      route.lazy = undefined
    }),
  )
}

function readPageData(): PageData | null {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID)
  return element?.textContent ? (JSON.parse(element.textContent) as PageData) : null
}

/** How long hydration may wait for the page's main image, at most. */
const IMAGE_WAIT_CAP_MS = 2500

/**
 * Resolves once the server-rendered page and its main image (the `fetchpriority="high"` one, when
 * there is one) have painted. Hydrating is a few hundred milliseconds of main-thread work on a
 * low-end phone: done first, it would hold back the paint of what the visitor came to see, while the
 * server HTML is already readable and its links already work. Capped so that a slow image never
 * delays interactivity by more than IMAGE_WAIT_CAP_MS.
 */
function afterFirstPaint(): Promise<void> {
  const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')
  const imageReady =
    !image || image.complete
      ? Promise.resolve()
      : Promise.race([
          new Promise<void>((resolve) => {
            image.addEventListener('load', () => resolve(), { once: true })
            image.addEventListener('error', () => resolve(), { once: true })
          }),
          new Promise<void>((resolve) => setTimeout(resolve, IMAGE_WAIT_CAP_MS)),
        ])
  // requestAnimationFrame runs just before the next paint; the timeout after it, once it is done.
  return imageReady.then(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
}

// Wrapped in a function: a top-level await would make Vite split the entry (ssr-notes pitfall 2).
async function main() {
  // The static demo answers the API in the browser; the normal build drops this branch entirely.
  if (__DEMO__) (await import('../demo/install.ts')).installDemoBackend()
  const rootElement = findRootElement(document)
  const pageData = readPageData()
  const routes = createRoutes()
  // Only hydration needs the page's module up front; a client render (static demo, offline app shell)
  // loads it through the router, whose error boundary can then explain a failure.
  if (pageData) await resolveLazyRoutes(routes)
  const errors = pageData?.errors
    ? Object.fromEntries(
        Object.entries(pageData.errors).map(([routeId, error]) => [
          routeId,
          new ErrorResponse(error.status, error.statusText, error.data),
        ]),
      )
    : null
  const router = createBrowserRouter(routes, {
    hydrationData: pageData ? { loaderData: pageData.loaderData, errors } : undefined,
  })

  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  )
  if (pageData) {
    await afterFirstPaint()
    hydrateRoot(rootElement, app)
  }
  else createRoot(rootElement).render(app)
}

void main()

// Offline support (service worker, offline banner) starts once the page has loaded, outside the first bytes.
const startPwa = () => void import('./pwa/pwa.ts').then((pwa) => pwa.startPwa())
if (document.readyState === 'complete') startPwa()
else window.addEventListener('load', startPwa, { once: true })
