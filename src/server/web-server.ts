import { existsSync, readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join, resolve } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono, type Context, type Next } from 'hono'
import { requestId } from 'hono/request-id'
import { routePath } from 'hono/route'
import { fileUnder, guardRanges } from '#core/http/range-guard.server.ts'
import type { ServerDependencies, ServerEnv } from './server-env.ts'
import {
  hasKnownQuery,
  pageVariant,
  requestCacheKey,
  respondFromCache,
  securityHeaders,
} from '#core/http/response-cache.server.ts'
import { listArtists } from '#features/artists/server/artists.repo.ts'
import { listDisciplines, listFreeLessons } from '#features/catalog/server/academy.repo.ts'
import { listPosts } from '#features/blog/server/blog.repo.ts'
import { CURRENCY_REQUEST_HEADER } from '#features/commerce/currency.ts'
import { currencyOfHeaders } from '#features/commerce/server/currency.server.ts'
import type { RenderResult } from '#web/entry-server.tsx'
import { isMediaKey } from '#core/storage/media-store.server.ts'
import { clientIp, createApi } from './app.ts'
import { labelRoute } from '#core/http/request-listener.server.ts'

/** The origin media are fetched from when it is not the site's (a bucket or CDN), for the CSP. */
export function mediaOrigin(store: ServerDependencies['mediaStore']): string | undefined {
  return store.publicUrl ? new URL(store.publicUrl('generated/x.mp3')).origin : undefined
}

/**
 * How pages are rendered and the browser's files served: from the build (`builtPages`, `npm start`) or
 * through Vite with hot reload (`vitePages`, `npm run dev`). The web server imports no page code itself,
 * so the development server's process, restarted on a change to its own code, never loads a page.
 */
export type SitePages = {
  /** Renders a page; `api` answers its data requests in-process (same handlers, no socket). */
  render(request: Request, context: { publicUrl: string; api: typeof fetch }): Promise<RenderResult>
  /** The page template without a page: what the service worker shows offline for a page it never stored. */
  appShell(): Promise<string>
  /** The client build (hashed assets, service worker); none in development, where Vite serves the sources. */
  clientDir: string | undefined
  /**
   * Pages from the sources, as they are being edited: never kept in the response cache, and their
   * policy lets Vite's client add its inline scripts and styles (React's refresh hook, hot CSS).
   */
  development: boolean
  /** Answers the requests that are its own (Vite's modules and hot updates) before the site sees them. */
  middleware?: (request: IncomingMessage, response: ServerResponse, next: () => void) => void
}

export type WebServerOptions = {
  pages: SitePages
  mediaDir: string
  /** PUBLIC_URL, for HTTPS-only headers; links follow `dependencies.linkOrigins`. */
  publicUrl: string | undefined
}

const ONE_YEAR = 'public, max-age=31536000, immutable'

/** The headers with inline scripts and styles allowed, for the development server only. */
function allowingInlineCode(headers: Readonly<Record<string, string>>, allow: boolean) {
  const policy = headers['content-security-policy']
  if (!allow || !policy) return headers
  return {
    ...headers,
    'content-security-policy': policy.replace(/(script-src|style-src) 'self'/g, "$1 'self' 'unsafe-inline'"),
  }
}

/** Public pages that always exist; detail pages are added from the database. */
const SITEMAP_STATIC_PATHS = [
  '/',
  '/label',
  '/portfolio',
  '/tutor',
  '/academie',
  '/blog',
  '/contact',
  '/temoignages',
  // Sign-in and sign-up are how people reach their courses: findable by a search for the label's name.
  '/connexion',
  '/inscription',
  '/mentions-legales',
  '/conditions-generales-de-vente',
  '/politique-de-confidentialite',
]

/**
 * The whole site: the API under /api, media with range requests, hashed assets cached for a year,
 * and every other GET rendered on the server. Rendered pages are the same for every anonymous
 * visitor, so they are cached (compressed) until content changes.
 */
export function createWebServer(dependencies: ServerDependencies, options: WebServerOptions) {
  const { pages } = options
  const clientDir = pages.clientDir && resolve(pages.clientDir)
  const mediaDir = resolve(options.mediaDir)
  const api = createApi(dependencies)
  const app = new Hono<ServerEnv>()

  // Server rendering reads the API in-process: same handlers, no socket.
  const apiFetch: typeof fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    return Promise.resolve(app.request(url, init))
  }

  // PUBLIC_URL, or the request's origin (see link-origin.server.ts).
  const originOf = (url: string) => dependencies.linkOrigins.forResponse(url)

  app.use(requestId())
  const headers = allowingInlineCode(
    securityHeaders(options.publicUrl, mediaOrigin(dependencies.mediaStore)),
    pages.development,
  )
  app.use(async (c, next) => {
    await next()
    for (const [name, value] of Object.entries(headers)) c.header(name, value)
    // The pattern of the handler that answered ('/api/artists/:id', '*' for pages), for logs and metrics.
    const env = c.env as { incoming?: unknown } | undefined
    if (env?.incoming) {
      const route = routePath(c)
      labelRoute(env.incoming, route === '*' || route === '/*' ? 'page' : route)
    }
  })

  app.route('/api', api)

  const mediaHeaders = (maxAge: string) => async (c: Context, next: Next) => {
    await next()
    if (c.res.status === 200 || c.res.status === 206) {
      c.header('Cache-Control', maxAge)
      // Tells players they may seek by range even before their first partial request.
      c.header('Accept-Ranges', 'bytes')
    }
  }

  // Composed pieces (`/media/generated/*`) and files uploaded from the admin area (`/media/uploads/*`),
  // from the media store. Composed pieces are named by content hash, uploads carry a random part and
  // are never rewritten, so browsers may keep both for a year. Temporary files of a write in progress
  // are never served.
  const storedMedia = [
    { prefix: '/media/generated/*', allowed: /\.(mp3|mid|json)$/ },
    // Students' recordings and corrections are never served here: they live under `private/` and go
    // through the API to those allowed. Earlier ones were kept under `uploads/corrections/` and
    // `uploads/recordings/`, which stay closed too.
    {
      prefix: '/media/uploads/*',
      allowed: /^\/media\/uploads\/(?!corrections\/|recordings\/)[^?]*\.(webp|jpg|png|mp3|mp4|pdf)$/,
    },
  ]
  const store = dependencies.mediaStore
  const generatedDir = store.localDirectory
  for (const { prefix, allowed } of storedMedia) {
    const onlyAllowed = async (c: Context, next: Next) =>
      allowed.test(c.req.path) ? next() : c.text('Fichier introuvable.', 404)
    if (generatedDir) {
      app.use(
        prefix,
        onlyAllowed,
        guardRanges(path => fileUnder(generatedDir, '/media', path)),
        mediaHeaders(ONE_YEAR),
        serveStatic({ root: generatedDir, rewriteRequestPath: path => path.replace(/^\/media/, '') }),
      )
    } else if (store.read) {
      const read = store.read.bind(store)
      const publicUrl = store.publicUrl
      // A remote store (S3-compatible bucket): with a public address (bucket or CDN), browsers are sent
      // there, and it answers range requests itself; otherwise the object is proxied, the request's
      // Range and If-None-Match passed on, so players seek and caches revalidate as with local files.
      app.on(['GET', 'HEAD'], prefix, onlyAllowed, async c => {
        const key = c.req.path.replace(/^\/media\//, '')
        if (!isMediaKey(key)) return c.text('Fichier introuvable.', 404)
        if (publicUrl) return c.redirect(publicUrl(key), 302)
        const range = c.req.header('range')
        const ifNoneMatch = c.req.header('if-none-match')
        const object = await read(key, {
          ...(range ? { range } : {}),
          ...(ifNoneMatch ? { ifNoneMatch } : {}),
        })
        if (!object) return c.text('Fichier introuvable.', 404)
        if (c.req.method === 'HEAD') await object.body?.cancel()
        return new Response(c.req.method === 'HEAD' ? null : object.body, {
          status: object.status,
          headers: object.headers,
        })
      })
    }
  }

  app.use(
    '/media/*',
    guardRanges(path => fileUnder(mediaDir, '/media', path)),
    mediaHeaders('public, max-age=604800'),
    serveStatic({ root: mediaDir, rewriteRequestPath: path => path.replace(/^\/media/, '') }),
  )
  app.get('/media/*', c => c.text('Fichier introuvable.', 404))

  if (clientDir)
    app.use(
      '/assets/*',
      async (c, next) => {
        await next()
        if (c.res.status === 200) c.header('Cache-Control', ONE_YEAR)
      },
      serveStatic({ root: clientDir, precompressed: true }),
    )
  app.get('/assets/*', c => c.text('Fichier introuvable.', 404))

  // Offline use (src/web/pwa/): the service worker and the web app manifest are built next to the
  // assets but served from the root, the worker's scope; both are revalidated on every use so a new
  // build reaches every browser. The app shell is the page template without any page, what the worker
  // shows offline for a page it never stored (the browser app then renders it from cached data).
  const clientFile = (name: string) => {
    const path = clientDir && join(clientDir, name)
    return path && existsSync(path) ? readFileSync(path) : null
  }
  const serviceWorker = clientFile('sw.js')
  const webManifest = clientFile('manifest.webmanifest')
  app.get('/sw.js', c =>
    serviceWorker
      ? c.body(new Uint8Array(serviceWorker), 200, {
          'content-type': 'text/javascript; charset=utf-8',
          'cache-control': 'no-cache',
        })
      : c.text('Fichier introuvable.', 404),
  )
  app.get('/manifest.webmanifest', c =>
    webManifest
      ? c.body(new Uint8Array(webManifest), 200, {
          'content-type': 'application/manifest+json; charset=utf-8',
          'cache-control': 'no-cache',
        })
      : c.text('Fichier introuvable.', 404),
  )
  app.get('/app-shell.html', async c => c.html(await pages.appShell(), 200, { 'cache-control': 'no-cache' }))

  app.get('/robots.txt', c => {
    const origin = originOf(c.req.url)
    const body = [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /admin/',
      'Disallow: /profil',
      'Disallow: /paiement/',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n')
    return c.text(body, 200, { 'Cache-Control': 'public, max-age=3600' })
  })

  app.get('/sitemap.xml', async c => {
    const origin = originOf(c.req.url)
    const [artistRows, disciplineRows, freeLessons, postRows] = await Promise.all([
      listArtists(dependencies.db),
      listDisciplines(dependencies.db),
      listFreeLessons(dependencies.db),
      listPosts(dependencies.db),
    ])
    const paths = [
      ...SITEMAP_STATIC_PATHS,
      ...artistRows.map(artist => `/artiste/${artist.id}`),
      ...disciplineRows.flatMap(discipline => discipline.levels.map(level => `/academie/${discipline.id}/${level.id}`)),
      ...freeLessons.map(free => `/academie/${free.disciplineId}/${free.levelId}/lecon/${free.lesson}`),
      ...postRows.map(post => `/blog/${post.id}`),
    ]
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...paths.map(path => `  <url><loc>${origin}${path}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n')
    return c.body(body, 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    })
  })

  app.get('/blog/feed.xml', async c => {
    const origin = originOf(c.req.url)
    const posts = (await listPosts(dependencies.db)).slice(0, 20)
    const escapeHtml = (value: string) =>
      value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
    const updated = `${posts[0]?.date ?? new Date().toISOString().slice(0, 10)}T00:00:00Z`
    const body = [
      '<?xml version="1.0" encoding="utf-8"?>',
      '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="fr">',
      '  <title>Le blog de Gombiste Records</title>',
      '  <subtitle>Actualités, coulisses et conseils de musique du label et de son académie.</subtitle>',
      `  <link href="${origin}/blog"/>`,
      `  <link rel="self" href="${origin}/blog/feed.xml"/>`,
      `  <id>${origin}/blog</id>`,
      `  <updated>${updated}</updated>`,
      ...posts.map(post =>
        [
          '  <entry>',
          `    <title>${escapeHtml(post.title)}</title>`,
          `    <link href="${origin}/blog/${post.id}"/>`,
          `    <id>${origin}/blog/${post.id}</id>`,
          `    <updated>${post.date}T00:00:00Z</updated>`,
          `    <author><name>${escapeHtml(post.author)}</name></author>`,
          `    <category term="${escapeHtml(post.category)}"/>`,
          `    <summary>${escapeHtml(post.excerpt)}</summary>`,
          '  </entry>',
        ].join('\n'),
      ),
      '</feed>',
      '',
    ].join('\n')
    return c.body(body, 200, {
      'Content-Type': 'application/atom+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    })
  })

  // The teacher area lives under the profile (one route in the browser's route table); its short address stays.
  app.get('/professeur', c => c.redirect('/profil/professeur', 301))
  app.get('*', async c => {
    // Pages show prices in the visitor's currency (their choice, else their country's): each
    // currency's HTML is cached apart, so a EUR visitor never gets FCFA prices and vice versa.
    const currency = currencyOfHeaders(
      c.req.raw.headers,
      dependencies.countryHeader,
      clientIp(c, dependencies.trustedProxies),
    )
    // Without PUBLIC_URL, links carry the request's host: each host's pages are cached apart, and
    // only hosts known to be ours are cached at all (a forged Host gets its page, made for it alone).
    const cacheable = !pages.development && dependencies.linkOrigins.cacheable(c.req.url)
    const key = requestCacheKey(
      c.req.url,
      pageVariant(currency, dependencies.linkOrigins.cacheScope(new URL(c.req.url).host)),
    )
    const cached = cacheable ? dependencies.contentCache.get(key) : undefined
    if (cached) return respondFromCache(cached, c.req.raw.headers)

    const headers = new Headers(c.req.raw.headers)
    headers.set(CURRENCY_REQUEST_HEADER, currency)
    const render = () =>
      pages.render(new Request(c.req.raw, { headers }), { publicUrl: originOf(c.req.url), api: apiFetch })
    const answer = (result: Awaited<ReturnType<typeof render>>) =>
      result.kind === 'response'
        ? result.response
        : c.body(Buffer.from(result.html), result.status as 200, {
            'content-type': 'text/html; charset=utf-8',
            'cache-control': 'no-cache',
          })
    // Only plain addresses are kept: parameters a page reads (filters, emailed `?token=` links) are
    // unbounded and must neither fill the cache nor keep a token in memory; other parameters
    // (`?utm_source=`, `?fbclid=`) are ignored, the page is the plain address's.
    if (!cacheable || hasKnownQuery(c.req.url)) return answer(await render())

    // One render per page at a time: visitors asking meanwhile get the same HTML (see singleFlight).
    let own: Awaited<ReturnType<typeof render>> | undefined
    const { entry, leader } = await dependencies.contentCache.singleFlight(key, async () => {
      const generation = dependencies.contentCache.currentGeneration()
      own = await render()
      // Failures (500, 503 while the database is away) are never kept: the next visitor gets a fresh attempt.
      if (own.kind !== 'html' || (own.status !== 200 && own.status !== 404)) return undefined
      return dependencies.contentCache.set(
        key,
        own.status,
        'text/html; charset=utf-8',
        Buffer.from(own.html),
        generation,
        'page (cached)',
      )
    })
    if (entry) return respondFromCache(entry, c.req.raw.headers)
    return answer(leader && own ? own : await render())
  })

  return app
}
