import { APP_MODULES_META } from './app-modules.ts'

/**
 * The only script in a server-rendered page's first bytes (a few hundred bytes). The page is readable
 * and its links work without JavaScript; on a slow phone network, the 100 KB that make it interactive
 * would otherwise share the bandwidth with the stylesheet and the page's main image, and push back the
 * moment the visitor sees what they came for. So the app starts downloading once the page and its main
 * image have painted (docs/decisions/005-app-script-after-first-paint.md). The server lists the modules
 * in a meta: the app's entry first, then what it and the current page import.
 */

/** How long the app may wait for the first paint and the page's main image, at most. */
const IMAGE_WAIT_CAP_MS = 2500

/**
 * Resolves once the page has been shown (its first contentful paint is on screen) and its main image
 * (the `fetchpriority="high"` one, when there is one) has loaded, or after IMAGE_WAIT_CAP_MS so that
 * neither ever delays interactivity further. Paint entries are reported once the frame is presented:
 * starting from requestAnimationFrame raced the compositor, and the app's requests often went out
 * 20–50 ms before the page was on screen.
 */
function afterFirstPaint(): Promise<unknown> {
  const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')
  return Promise.race([
    Promise.all([
      new Promise(resolve =>
        new PerformanceObserver(list => list.getEntriesByName('first-contentful-paint')[0] && resolve(0)).observe({
          type: 'paint',
          buffered: true,
        }),
      ),
      image && !image.complete && new Promise(resolve => (image.onload = image.onerror = resolve)),
    ]),
    new Promise(resolve => setTimeout(resolve, IMAGE_WAIT_CAP_MS)),
  ])
}

function startApp() {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${APP_MODULES_META}"]`)
  const [entry, ...imports] = (meta?.content ?? '').split(' ')
  for (const href of imports)
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }))
  if (entry) void import(/* @vite-ignore */ entry)
}

// A browser without paint timing (or PerformanceObserver) starts the app at once rather than never.
void afterFirstPaint().then(startApp, startApp)
