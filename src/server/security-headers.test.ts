import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CONTENT_SECURITY_POLICY } from '#core/http/response-cache.server.ts'
import { createTestApp } from '#tests/setup/test-app.ts'
import { createWebServer } from './web-server.ts'
import { builtPages } from './built-pages.ts'

/**
 * Every kind of response carries the security headers; the policy forbids inline scripts and
 * styles, and HSTS is sent only when the site is served over HTTPS. (The browser journeys load every
 * page under this policy and fail on any console error, so a page that broke it would show there.)
 */
const clientDir = mkdtempSync(join(tmpdir(), 'client-stub-'))
writeFileSync(
  join(clientDir, 'index.html'),
  '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>',
)
const mediaDir = join(import.meta.dirname, '..', '..', 'media')
let context: Awaited<ReturnType<typeof createTestApp>>

beforeAll(async () => {
  context = await createTestApp({ seed: true })
})
afterAll(async () => {
  await context.close()
  rmSync(clientDir, { recursive: true, force: true })
})

describe('security headers', () => {
  test('pages, API answers, media and errors all carry them; no HSTS over plain HTTP', async () => {
    const web = createWebServer(context, { pages: builtPages(clientDir), mediaDir, publicUrl: undefined })
    for (const path of [
      '/',
      '/api/artists',
      '/api/nope',
      '/media/images/covers/bolingo-ya-sika-160.webp',
      '/page-qui-n-existe-pas',
    ]) {
      const response = await web.request(path)
      await response.arrayBuffer()
      expect(response.headers.get('content-security-policy'), path).toBe(CONTENT_SECURITY_POLICY)
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('permissions-policy'), path).toContain('camera=()')
      expect(response.headers.get('permissions-policy'), path).toContain('microphone=(self)')
      expect(response.headers.get('strict-transport-security'), path).toBeNull()
    }
  })

  test('the policy allows no inline script or style and no framing of the site', () => {
    const directives = Object.fromEntries(
      CONTENT_SECURITY_POLICY.split('; ').map(directive => {
        const [name, ...values] = directive.split(' ')
        return [name, values]
      }),
    )
    expect(directives['script-src']).toEqual(["'self'"])
    expect(directives['style-src']).toEqual(["'self'"])
    expect(directives['object-src']).toEqual(["'none'"])
    expect(directives['frame-ancestors']).toEqual(["'none'"])
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-inline|unsafe-eval/)
  })

  test('over HTTPS, Strict-Transport-Security is sent', async () => {
    const web = createWebServer(context, {
      pages: builtPages(clientDir),
      mediaDir,
      publicUrl: 'https://www.gombiste-records.cm',
    })
    const response = await web.request('/api/artists')
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
  })

  test('the built pages contain no inline script (only the JSON page data, which never runs)', () => {
    const built = join(import.meta.dirname, '..', '..', 'dist', 'client', 'index.html')
    const html = readFileSync(built, 'utf8')
    for (const [, attributes, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (body!.trim()) expect(attributes).toMatch(/type="application\/json"/)
      else expect(attributes).toMatch(/src="/)
    }
  })
})
