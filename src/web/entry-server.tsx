import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from 'react-router'
import { setApiFetch } from '#core/http/api-client.ts'
import { ApiError } from '#core/http/app-error.ts'
import { AppProviders } from './app-providers.tsx'
import { APP_MODULES_META } from './app-modules.ts'
import { PAGE_DATA_ELEMENT_ID, serializePageData, type SerializedRouteError } from './page-data.ts'
import { documentTitle, resolveMeta, SITE_NAME, type RouteHandle } from './route-meta.ts'
import { createRoutes, pageModulePath } from './router.tsx'

/** Vite's build manifest (`dist/client/.vite/manifest.json`). */
export type ViteManifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>

export type RenderAssets = {
  /** A page template from `prepareTemplate`. */
  template: PageTemplate
  manifest: ViteManifest
  /** Absolute origin used in canonical and Open Graph URLs, e.g. 'https://www.gombiste-records.cm'. */
  publicUrl: string
  /** The server's own API, answered in-process: what the pages' data requests go through. */
  api: typeof fetch
}

export type RenderResult = { kind: 'html'; status: number; html: string } | { kind: 'response'; response: Response }

/**
 * Renders one page to HTML with its data, from the same route table as the browser. Data comes from
 * the API through `apiFetch`, pointed here at the server itself (no network hop).
 */
export async function renderPage(request: Request, assets: RenderAssets): Promise<RenderResult> {
  setApiFetch(assets.api)
  const routes = createRoutes()
  const handler = createStaticHandler(routes)
  const context = await handler.query(request)
  if (context instanceof Response) return { kind: 'response', response: context }
  // The API answered 503 (database unreachable): the page says so, with the API's French message,
  // and the status tells crawlers and load balancers to come back rather than forget the page.
  let unavailable = false
  for (const [routeId, error] of Object.entries(context.errors ?? {})) {
    if (error instanceof ApiError && error.status === 503) {
      unavailable = true
      // The shape `isRouteErrorResponse` recognises, on the server and once serialized for hydration.
      context.errors![routeId] = {
        status: 503,
        statusText: 'Service Unavailable',
        internal: false,
        data: { message: error.message },
      }
    }
  }

  const router = createStaticRouter(handler.dataRoutes, context)
  const body = renderToString(
    <AppProviders>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  )

  const isCatchAll = context.matches.some(match => (match.route.handle as RouteHandle | undefined)?.notFound)
  const status = isCatchAll ? 404 : unavailable ? 503 : context.statusCode
  // Static-handler matches carry the handle on `route` (ssr-notes pitfall 8).
  const meta = resolveMeta(
    context.matches.map(match => ({
      params: match.params,
      handle: match.route.handle,
      data: context.loaderData[match.route.id],
    })),
    Boolean(context.errors),
  )
  const url = new URL(request.url)
  const canonical = `${assets.publicUrl}${url.pathname}`
  const image = `${assets.publicUrl}${meta.image ?? '/media/og/site-default.jpg'}`

  const head = [
    // The page's priority image (its LCP) is requested as soon as the head is read.
    ...priorityImagePreload(body),
    `<title>${escapeHtml(documentTitle(meta.title))}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    meta.noIndex || status !== 200
      ? '<meta name="robots" content="noindex" />'
      : `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    '<meta property="og:locale" content="fr_FR" />',
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    '<meta property="og:image:width" content="1200" />',
    '<meta property="og:image:height" content="630" />',
    '<meta name="twitter:card" content="summary_large_image" />',
    '<link rel="alternate" type="application/atom+xml" title="Le blog de Gombiste Records" href="/blog/feed.xml" />',
    appModulesMeta(assets.template.appModules, context.matches, assets.manifest),
  ].join('\n    ')

  const pageData = serializePageData({ loaderData: context.loaderData, errors: serializeErrors(context.errors) })

  const html = assets.template.html
    .replace('<!--app-head-->', head)
    .replace('<!--app-html-->', body)
    .replace('<!--app-data-->', `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${pageData}</script>`)
  return { kind: 'html', status, html }
}

const PRIORITY_IMAGE = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]

/**
 * A preload for the first image rendered with `fetchpriority="high"` (ResponsiveImage's `priority`),
 * with its srcset and sizes, so the browser picks the same file the <img> will use.
 */
export function priorityImagePreload(body: string): string[] {
  const tag = PRIORITY_IMAGE.exec(body)?.[0]
  const src = tag && attribute(tag, 'src')
  if (!tag || !src) return []
  const srcset = attribute(tag, 'srcset')
  const sizes = attribute(tag, 'sizes')
  // Values come from our own rendered HTML: already escaped.
  return [
    `<link rel="preload" as="image" href="${src}"${srcset ? ` imagesrcset="${srcset}"` : ''}${sizes ? ` imagesizes="${sizes}"` : ''} fetchpriority="high" />`,
  ]
}

export type PageTemplate = {
  /** The built index.html with `<!--app-head-->`, `<!--app-html-->` and `<!--app-data-->` placeholders. */
  html: string
  /** The app's entry module, then the modules it imports, as the built index.html referenced them. */
  appModules: string[]
}

/** The page template without a page (the offline app shell): a title instead of the placeholders. */
export function appShellOf(indexHtml: string): string {
  return indexHtml
    .replace('<!--app-head-->', '<title>Gombiste Records</title>')
    .replace('<!--app-html-->', '')
    .replace('<!--app-data-->', '')
}

const MODULE_SCRIPT = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g

/**
 * The template of server-rendered pages: the app's script and module preloads that Vite wrote into
 * index.html are replaced by the small boot script (src/web/boot.ts), which loads them once the page
 * has painted. Without a boot script in the manifest, the template is kept as it is.
 */
export function prepareTemplate(indexHtml: string, manifest: ViteManifest): PageTemplate {
  const boot = manifest[BOOT_MODULE]?.file
  const entry = MODULE_SCRIPT.exec(indexHtml)
  if (!boot || !entry) return { html: indexHtml, appModules: [] }
  const imports = [...indexHtml.matchAll(MODULE_PRELOAD)].map(match => match[1]!)
  const html = indexHtml
    .replace(MODULE_PRELOAD, '')
    .replace(MODULE_SCRIPT, `\n    <script type="module" crossorigin src="/${boot}"></script>`)
  return { html, appModules: [entry[1]!, ...imports] }
}

/** Manifest key of the boot script. */
const BOOT_MODULE = 'src/web/boot.ts'

/**
 * The meta boot.ts reads: the app's modules, then the current route's lazy chunks and their imports
 * that the app does not already load (ssr-notes pitfall 6). Not modulepreload links: those would start
 * downloading before the page's main image.
 */
function appModulesMeta(appModules: string[], matches: { route: { id: string } }[], manifest: ViteManifest): string {
  const files = new Set(appModules)
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || chunk.isEntry || files.has(`/${chunk.file}`)) return
    files.add(`/${chunk.file}`)
    chunk.imports?.forEach(visit)
  }
  for (const match of matches) visit(pageModulePath(match.route.id))
  return `<meta name="${APP_MODULES_META}" content="${[...files].filter(file => file.endsWith('.js')).join(' ')}" />`
}

function serializeErrors(errors: Record<string, unknown> | null): Record<string, SerializedRouteError> | null {
  if (!errors) return null
  const serialized: Record<string, SerializedRouteError> = {}
  for (const [routeId, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) {
      serialized[routeId] = {
        __type: 'RouteErrorResponse',
        status: error.status,
        statusText: error.statusText,
        data: error.data ?? null,
      }
    } else {
      serialized[routeId] = {
        __type: 'RouteErrorResponse',
        status: 500,
        statusText: 'Internal Server Error',
        data: null,
      }
    }
  }
  return serialized
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}
