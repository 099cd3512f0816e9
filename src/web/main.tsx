import { startTransition, StrictMode } from 'react'
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
import { startPwa } from './pwa/pwa.ts'
import { findRootElement } from './root-element.ts'
import { createRoutes } from './router.tsx'
import './styles.css'
// Small modules that most pages use: kept in this chunk rather than in tiny chunks of their own, each
// of which cost every first visit a request and the overhead of its own compressed file.
import '#core/format/format.ts'
import '#core/ui/responsive-image.tsx'

/*
 * The app. A server-rendered page loads it through boot.ts once it has painted, and hydrates; the
 * static demo and the offline app shell load it directly and render.
 */

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
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // holding a low-end phone's main thread for one long task (Total Blocking Time).
  if (pageData) startTransition(() => void hydrateRoot(rootElement, app))
  else createRoot(rootElement).render(app)
}

void main()

// Offline support (service worker, offline banner) starts once the page has loaded. Its few hundred
// bytes ride in this chunk: every first visit runs them, and a chunk of their own cost a request and
// more bytes (the home page's budget counts both, tests/budgets.test.ts).
if (document.readyState === 'complete') startPwa()
else window.addEventListener('load', startPwa, { once: true })
