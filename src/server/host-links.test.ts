import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createLinkOrigins } from '#core/http/link-origin.server.ts'
import { createLogger } from '#core/log/logger.server.ts'
import { mailOutbox } from '#core/mail/mail.table.ts'
import { siteContent } from '#tests/setup/content.ts'
import { createTestDatabase } from '#tests/setup/test-database.ts'
import { seedIfEmpty } from './seed.ts'
import { createServices } from './services.ts'
import { createWebServer } from './web-server.ts'
import { builtPages } from './built-pages.ts'

/**
 * PUBLIC_URL unset (the default): links come from the request's Host, which the client writes.
 * Needs the client build (`npm run build`).
 */
const ROOT = join(import.meta.dirname, '..', '..')
let app: ReturnType<typeof createWebServer>
let services: Awaited<ReturnType<typeof createServices>>
let close: () => Promise<void>

beforeAll(async () => {
  const database = await createTestDatabase()
  await seedIfEmpty(database.db, () => siteContent)
  close = database.close
  services = await createServices(database.db, createLogger('silent'), {
    authSecret: undefined,
    smtpUrl: undefined,
    mailFrom: 'Gombiste Records <no-reply@gombiste-records.cm>',
    providers: {},
    publicUrl: 'http://localhost:3000',
    linkOrigins: createLinkOrigins({ publicUrl: undefined, fallback: 'http://localhost:3000' }),
  })
  app = createWebServer(services, {
    pages: builtPages(join(ROOT, 'dist/client')),
    mediaDir: join(ROOT, 'media'),
    publicUrl: undefined,
  })
})
afterAll(() => close())

const page = async (url: string) => (await app.request(url)).text()
const links = (html: string) =>
  [...html.matchAll(/<(?:link rel="canonical" href|meta property="og:(?:url|image)" content)="([^"]+)"/g)].map(
    match => new URL(match[1]!).origin,
  )

describe('cached pages and the Host header', () => {
  test("a forged Host gets its own links, never cached: the site's visitors keep theirs", async () => {
    for (const path of ['/', '/blog', '/label']) {
      const forged = await page(`http://evil.example${path}`)
      expect(links(forged)).toEqual(['http://evil.example', 'http://evil.example', 'http://evil.example'])
      for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000']) {
        const own = await page(`${origin}${path}`)
        expect(links(own)).toEqual([origin, origin, origin])
        expect(own).not.toContain('evil.example')
      }
    }
    // Asked again after the forged request: still the visitor's own host.
    await page('http://evil.example/')
    expect(links(await page('http://localhost:3000/'))).toEqual(Array(3).fill('http://localhost:3000'))
    expect(links(await page('http://127.0.0.1:3000/'))).toEqual(Array(3).fill('http://127.0.0.1:3000'))
  })

  test('unknown query parameters are ignored by the cache: 300 campaign links add nothing', async () => {
    services.contentCache.dropAll()
    const home = await page('http://localhost:3000/')
    const entries = services.contentCache.size
    const bytes = services.contentCache.byteSize
    for (let index = 0; index < 300; index++) {
      const html = await page(`http://localhost:3000/?utm=${index}&fbclid=x${index}`)
      if (index === 0) expect(html).toBe(home)
    }
    expect(services.contentCache.size).toBe(entries)
    expect(services.contentCache.byteSize).toBe(bytes)
    // A parameter the page reads still gets its own rendering (and is not cached).
    const category = await page('http://localhost:3000/blog?categorie=Conseils')
    expect(category).toContain('Conseils')
    expect(services.contentCache.size).toBe(entries)
  })
})

describe('links in emails', () => {
  const signUp = (origin: string, email: string) =>
    app.request(`${origin}/api/account/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ name: 'Awa Ndiaye', email, password: 'Sanza-et-tam-tam-2026', role: 'Élève' }),
    })
  const mailTo = async (email: string) => {
    for (let wait = 0; wait < 50; wait++) {
      const [row] = await services.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))
      if (row) return row
      await new Promise(resolve => setTimeout(resolve, 50))
    }
    throw new Error(`no mail to ${email}`)
  }

  test("use the request's origin when its host is ours", async () => {
    const email = `awa-${crypto.randomUUID().slice(0, 8)}@exemple.cm`
    expect((await signUp('http://127.0.0.1:3000', email)).status).toBeLessThan(300)
    expect((await mailTo(email)).text).toContain('http://127.0.0.1:3000/activation?token=')
  })

  test('never a forged host: the link goes to the fallback origin instead', async () => {
    const email = `awa-${crypto.randomUUID().slice(0, 8)}@exemple.cm`
    expect((await signUp('http://evil.example', email)).status).toBeLessThan(300)
    const mail = await mailTo(email)
    expect(mail.text).not.toContain('evil.example')
    expect(mail.text).toContain('http://localhost:3000/activation?token=')
  })
})
