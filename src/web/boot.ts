import { APP_MODULES_META } from './app-modules.ts'

/**
 * The only script in a server-rendered page's first bytes (a few hundred bytes). The page is readable
 * and its links work without JavaScript; on a slow phone network, the 100 KB that make it interactive
 * would otherwise share the bandwidth with the stylesheet and the page's main image, and push back the
 * moment the visitor sees what they came for. So the app starts downloading once the page and its main
 * image have painted (docs/decisions/005-app-script-after-first-paint.md). The server lists the modules
 * in a meta: the app's entry first, then what it and the current page import.
 */

/** How long the app may wait for the page's main image, at most. */
const IMAGE_WAIT_CAP_MS = 2500

/**
 * Resolves once the page and its main image (the `fetchpriority="high"` one, when there is one) have
 * painted, or after IMAGE_WAIT_CAP_MS so that a slow image never delays interactivity further.
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

function startApp() {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${APP_MODULES_META}"]`)
  const [entry, ...imports] = (meta?.content ?? '').split(' ').filter(Boolean)
  if (!entry) return
  for (const href of imports) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.append(link)
  }
  const script = document.createElement('script')
  // Same origin, so no crossorigin attribute: the preloads and the imports then share one credentials mode.
  script.type = 'module'
  script.src = entry
  document.head.append(script)
}

void afterFirstPaint().then(startApp)
