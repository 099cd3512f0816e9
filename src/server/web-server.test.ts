import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createLogger } from '#core/log/logger.server.ts'
import { siteContent } from '#tests/setup/content.ts'
import { createTestDatabase } from '#tests/setup/test-database.ts'
import { seedIfEmpty } from './seed.ts'
import { createServices } from './services.ts'
import { createWebServer } from './web-server.ts'
import { builtPages } from './built-pages.ts'

/** The whole site (pages, assets, media) on a seeded database; needs the client build (`npm run build`). */
const ROOT = join(import.meta.dirname, '..', '..')
let app: ReturnType<typeof createWebServer>
let close: () => Promise<void>

beforeAll(async () => {
  const database = await createTestDatabase()
  await seedIfEmpty(database.db, () => siteContent)
  close = database.close
  const services = await createServices(database.db, createLogger('silent'), {
    authSecret: undefined,
    smtpUrl: undefined,
    mailFrom: 'Gombiste Records <no-reply@gombiste-records.cm>',
    providers: {},
    publicUrl: 'https://www.gombiste-records.cm',
  })
  app = createWebServer(services, {
    pages: builtPages(join(ROOT, 'dist/client')),
    mediaDir: join(ROOT, 'media'),
    publicUrl: 'https://www.gombiste-records.cm',
  })
})
afterAll(() => close())

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers })

describe('server-rendered pages', () => {
  test('the home page arrives as HTML with its content, title, description and Open Graph tags', async () => {
    const response = await get('/')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    const html = await response.text()
    expect(html).toContain('<title>Gombiste Records — Label et académie de musique à Douala</title>')
    expect(html).toMatch(/<meta name="description" content="[^"]+"/)
    expect(html).toContain(
      '<meta property="og:image" content="https://www.gombiste-records.cm/media/og/site-default.jpg"',
    )
    expect(html).toContain('<link rel="canonical" href="https://www.gombiste-records.cm/"')
    expect(html).toContain(siteContent.label.slogan)
    expect(html).toContain(siteContent.artists.map(artist => artist.name).sort()[0])
    expect(html).toContain('<script type="application/json" id="page-data">')
    expect(html).not.toMatch(/<script>(?!<\/script>)/)
  })

  test('a page starts with one small boot script; the app and the page chunk are listed for after the first paint', async () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'dist/client/.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean }
    >
    const html = await (await get('/academie')).text()
    const scripts = [...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g)].map(match => match[1])
    expect(scripts).toEqual([manifest['src/web/boot.ts']!.file])
    const bootBytes = gzipSync(readFileSync(join(ROOT, 'dist/client', scripts[0]!))).length
    expect(bootBytes, 'boot script gzip bytes').toBeLessThanOrEqual(1024)
    // Nothing else downloads before the page has painted: no module preloads in the first bytes.
    expect(html).not.toContain('rel="modulepreload"')
    const modules = /<meta name="app-modules" content="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? []
    expect(modules[0]).toBe(`/${manifest['index.html']!.file}`)
    expect(modules).toContain(`/${manifest['src/web/pages/academy/academy.tsx']!.file}`)
    expect(new Set(modules).size).toBe(modules.length)
    for (const module of modules) expect((await get(module)).status).toBe(200)
  })

  test('artist and article pages carry their own Open Graph image, which exists', async () => {
    const artist = siteContent.artists[0]!
    const artistHtml = await (await get(`/artiste/${artist.id}`)).text()
    expect(artistHtml).toContain(`<title>${artist.name} — Gombiste Records</title>`)
    expect(artistHtml).toContain(`/media/og/artists-${artist.id}.jpg`)
    const post = siteContent.blogPosts[0]!
    const postHtml = await (await get(`/blog/${post.id}`)).text()
    expect(postHtml).toContain(`/media/og/blog-${post.id}.jpg`)
    expect((await get(`/media/og/artists-${artist.id}.jpg`)).status).toBe(200)
    expect((await get(`/media/og/blog-${post.id}.jpg`)).status).toBe(200)
  })

  test('the course page shows the full level', async () => {
    const html = await (await get('/academie/piano/debutant')).text()
    expect(html).toContain('12 semaines')
    expect(html).toContain('2 h par semaine')
    expect(html).toContain('75 %')
  })

  test('the free lesson arrives as HTML for any visitor and may be indexed; the other lessons are the students’', async () => {
    const level = siteContent.disciplines
      .find(discipline => discipline.id === 'piano')!
      .levels.find(candidate => candidate.id === 'debutant')!
    const free = level.syllabus.find(item => item.free)!
    const paid = level.syllabus.find(item => !item.free)!
    const firstText = (lesson: typeof free) =>
      lesson
        .blocks!.find(block => block.type === 'text')!
        .markdown.split('\n')[0]!
        .replace(/^#+ /, '')
    const response = await get(`/academie/piano/debutant/lecon/${free.lesson}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain(`<title>Leçon d’essai : ${free.title}`)
    expect(html).toContain(
      `<link rel="canonical" href="https://www.gombiste-records.cm/academie/piano/debutant/lecon/${free.lesson}"`,
    )
    expect(html).not.toContain('name="robots"')
    expect(html).toContain(`Leçon ${free.lesson} : ${free.title}`)
    expect(html).toContain(firstText(free))
    expect(html).toContain('Vous découvrez la leçon d’essai de ce niveau')
    // The on-screen keyboard and every other part are laid out by classes: the page's CSP (style-src
    // 'self') refuses style attributes in server-rendered HTML.
    expect(html).not.toMatch(/<[a-z]+ [^>]*\bstyle="/)

    const other = await get(`/academie/piano/debutant/lecon/${paid.lesson}`)
    expect(other.status).toBe(200)
    const otherHtml = await other.text()
    expect(otherHtml).toContain('<meta name="robots" content="noindex"')
    expect(otherHtml).not.toContain(firstText(paid))
    expect((await get('/academie/piano/debutant/lecon/999')).status).toBe(404)
    expect((await get('/academie/piano/debutant/lecon/abc')).status).toBe(404)
  })

  test.each([
    '/cette-page-n-existe-pas',
    '/artiste/inconnu',
    '/academie/piano/inconnu',
    '/blog/inconnu',
    '/artiste/MAJ',
  ])('%s is a 404 page, kept out of search engines', async path => {
    const response = await get(path)
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain('Page introuvable')
    expect(html).toContain('<meta name="robots" content="noindex"')
  })

  test('sign-in and sign-up pages are indexable; the admin door and personal pages are not', async () => {
    for (const path of ['/connexion', '/inscription', '/mot-de-passe-oublie']) {
      const html = await (await get(path)).text()
      expect(html, path).not.toContain('name="robots"')
      expect(html, path).toContain(`<link rel="canonical" href="https://www.gombiste-records.cm${path}"`)
    }
    for (const path of ['/admin/login', '/profil'])
      expect(await (await get(path)).text(), path).toContain('<meta name="robots" content="noindex"')
  })

  test('pages with a query string (filters, emailed tokens) are rendered but never cached', async () => {
    const response = await get('/activation?token=secret-de-test')
    expect(response.status).toBe(200)
    expect(response.headers.get('etag')).toBeNull()
    expect(await response.text()).toContain('Activation du compte')
  })

  test('pages are compressed and revalidate with their ETag', async () => {
    const first = await get('/academie', { 'accept-encoding': 'gzip, deflate, br' })
    expect(first.headers.get('content-encoding')).toBe('br')
    const second = await get('/academie', { 'if-none-match': first.headers.get('etag') ?? '' })
    expect(second.status).toBe(304)
  })
})

describe('static files', () => {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'dist/client/.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >
  const entry = Object.values(manifest).find(chunk => chunk.isEntry)!

  test('hashed assets are cached for a year and sent pre-compressed', async () => {
    const response = await get(`/${entry.file}`, { 'accept-encoding': 'br' })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('content-encoding')).toBe('br')
  })

  test('audio answers range requests', async () => {
    const audio = siteContent.artists[0]!.discography[0]!.audioSrc
    const response = await get(audio, { range: 'bytes=0-1023' })
    expect(response.status).toBe(206)
    expect(response.headers.get('content-range')).toMatch(/^bytes 0-1023\/\d+$/)
    expect((await response.arrayBuffer()).byteLength).toBe(1024)
  })

  test('a sample clip is served as video/mp4 and answers range requests (seeking)', async () => {
    const clip = siteContent.artists[0]!.videos[0]!.src!
    expect(clip).toMatch(/^\/media\/video\/.+\.mp4$/)
    const head = await get(clip, { range: 'bytes=0-1023' })
    expect(head.status).toBe(206)
    expect(head.headers.get('content-type')).toBe('video/mp4')
    expect(head.headers.get('content-range')).toMatch(/^bytes 0-1023\/\d+$/)
    const bytes = new Uint8Array(await head.arrayBuffer())
    expect(bytes.byteLength).toBe(1024)
    expect(new TextDecoder().decode(bytes.slice(4, 8))).toBe('ftyp')
    const size = Number(head.headers.get('content-range')!.split('/')[1])
    const tail = await get(clip, { range: `bytes=${size - 100}-` })
    expect(tail.status).toBe(206)
    expect((await tail.arrayBuffer()).byteLength).toBe(100)
  })

  test('ranges follow RFC 9110: a malformed Range or a stale If-Range gets the whole file (200), past the end 416', async () => {
    const audio = siteContent.artists[0]!.discography[0]!.audioSrc
    const whole = await get(audio)
    const size = Number(whole.headers.get('content-length'))
    const lastModified = whole.headers.get('last-modified')!
    for (const range of ['bytes=abc', 'octets=0-10', 'bytes=0-1,5-6', '0-10', 'bytes=5-2x']) {
      const response = await get(audio, { range })
      expect(response.status, range).toBe(200)
      expect((await response.arrayBuffer()).byteLength, range).toBe(size)
    }
    const stale = await get(audio, { range: 'bytes=0-99', 'if-range': 'Mon, 01 Jan 2001 00:00:00 GMT' })
    expect(stale.status).toBe(200)
    expect((await stale.arrayBuffer()).byteLength).toBe(size)
    expect((await get(audio, { range: 'bytes=0-99', 'if-range': '"une-etiquette"' })).status).toBe(200)
    const current = await get(audio, { range: 'bytes=0-99', 'if-range': lastModified })
    expect(current.status).toBe(206)
    expect((await current.arrayBuffer()).byteLength).toBe(100)
    const beyond = await get(audio, { range: `bytes=${size + 10}-` })
    expect(beyond.status).toBe(416)
    expect(beyond.headers.get('content-range')).toBe(`bytes */${size}`)
  })

  test('missing media and assets are 404s, and paths cannot escape their folder', async () => {
    expect((await get('/media/images/rien.webp')).status).toBe(404)
    expect((await get('/assets/rien.js')).status).toBe(404)
    expect((await get('/media/../package.json')).status).toBe(404)
    expect((await get('/media/%2e%2e/package.json')).status).toBe(404)
  })

  test('sitemap.xml lists the public pages with the public address; robots.txt points to it', async () => {
    const sitemap = await (await get('/sitemap.xml')).text()
    expect(sitemap).toContain('<loc>https://www.gombiste-records.cm/academie</loc>')
    expect(sitemap).toContain('<loc>https://www.gombiste-records.cm/conditions-generales-de-vente</loc>')
    expect(sitemap).toContain(`<loc>https://www.gombiste-records.cm/artiste/${siteContent.artists[0]!.id}</loc>`)
    expect(sitemap).toContain('<loc>https://www.gombiste-records.cm/academie/piano/avance</loc>')
    // Each level's free lesson is public.
    expect(sitemap).toContain('<loc>https://www.gombiste-records.cm/academie/piano/debutant/lecon/1</loc>')
    expect(sitemap).not.toContain('/lecon/2<')
    expect(sitemap).toContain(`<loc>https://www.gombiste-records.cm/blog/${siteContent.blogPosts[0]!.id}</loc>`)
    expect(sitemap).not.toContain('/profil')
    const robots = await (await get('/robots.txt')).text()
    expect(robots).toContain('Sitemap: https://www.gombiste-records.cm/sitemap.xml')
    expect(robots).toContain('Disallow: /admin/')
  })
})

describe('blog feed', () => {
  test('an Atom feed lists the posts newest first with absolute links, and pages point to it', async () => {
    const response = await get('/blog/feed.xml')
    expect(response.headers.get('content-type')).toContain('application/atom+xml')
    const xml = await response.text()
    const newest = [...siteContent.blogPosts].sort((a, b) => b.date.localeCompare(a.date))[0]!
    expect(xml.indexOf(`https://www.gombiste-records.cm/blog/${newest.id}`)).toBeGreaterThan(0)
    expect(xml.match(/<entry>/g)).toHaveLength(siteContent.blogPosts.length)
    expect(await (await get('/blog')).text()).toContain('href="/blog/feed.xml"')
  })
})
