import { expect, test, type Page } from '@playwright/test'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import sharp from 'sharp'
import { MarkdownContent } from '../../src/features/blog/components/markdown-content.tsx'
import { signInAsAdmin } from './support/admin.ts'
import { ORIGIN, waitForHydration } from './support/site.ts'

/**
 * Article bodies are written in a markdown-like text by the label's staff. Whatever they
 * contain, no script runs: each payload is rendered by the component the article page uses, then
 * loaded in the real browser WITHOUT the site's Content-Security-Policy (so the test proves the
 * rendering itself is safe, not that CSP caught it), and clicked through.
 */
const PAYLOADS = [
  '<script>window.__xss = 1</script>',
  '<img src=x onerror="window.__xss = 1">',
  '<svg onload="window.__xss = 1"></svg>',
  '<iframe src="javascript:window.parent.__xss = 1"></iframe>',
  '[cliquez](javascript:window.__xss=1)',
  '[cliquez](JaVaScRiPt:window.__xss=1)',
  '[cliquez](  javascript:window.__xss=1)',
  '[cliquez](java\tscript:window.__xss=1)',
  '[cliquez](data:text/html,<script>window.__xss=1</script>)',
  '[cliquez](vbscript:msgbox(1))',
  '![image](javascript:window.__xss=1)',
  '![image](x" onerror="window.__xss=1)',
  '[lien](https://exemple.cm" onmouseover="window.__xss=1)',
  '**<b onmouseover="window.__xss=1">gras</b>**',
  '> <a href="javascript:window.__xss=1">citation</a>',
  '## <img src=x onerror=window.__xss=1>',
  '- <details open ontoggle="window.__xss=1">',
  '`<script>window.__xss=1</script>`',
  'https://www.youtube.com/watch?v=abc"><script>window.__xss=1</script>',
  '&lt;script&gt;window.__xss=1&lt;/script&gt;',
  '<a href="&#106;avascript:window.__xss=1">entités</a>',
  '[x](&#106;avascript:window.__xss=1)',
  '<style>@import "javascript:window.__xss=1"</style>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
]

test('aucune charge XSS du contenu d’un article ne s’exécute dans le navigateur', async ({ page }) => {
  const source = PAYLOADS.map((payload, index) => `## Essai ${index + 1}\n\n${payload}\n`).join('\n')
  const html = renderToStaticMarkup(createElement(MarkdownContent, { source }))
  const dialogs: string[] = []
  page.on('dialog', dialog => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await page.setContent(`<!doctype html><html lang="fr"><body><main>${html}</main></body></html>`)
  // Hover and click everything that could carry a handler or a URL.
  for (const element of await page.locator('main a, main img, main button').all()) {
    await element.hover({ timeout: 1000 }).catch(() => undefined)
    await element.click({ timeout: 1000, noWaitAfter: true, modifiers: [] }).catch(() => undefined)
    if (page.url() !== 'about:blank') await page.goBack().catch(() => undefined)
  }
  await imagesSettled(page)
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
  expect(dialogs).toEqual([])
  // The payloads are shown as text, not dropped silently.
  await expect(page.locator('main')).toContainText('<script>window.__xss = 1</script>')
  expect(
    await page
      .locator('main script, main iframe, main svg, main style, main [onerror], main [onload], main [onmouseover]')
      .count(),
  ).toBe(0)
  for (const href of await page
    .locator('main a')
    .evaluateAll(links => links.map(link => link.getAttribute('href') ?? ''))) {
    expect(href).toMatch(/^(https?:|mailto:|\/|#)/)
  }
})

/** Hovers and clicks every link, image and button of `scope`, coming back when one navigates away. */
/** Every image has loaded or failed, so an injected `onload`/`onerror` would have run by now. */
async function imagesSettled(page: Page) {
  await expect
    .poll(() => page.evaluate(() => [...document.images].every(image => image.complete || image.loading === 'lazy')))
    .toBe(true)
}

async function poke(page: Page, scope: string, home: string) {
  for (const element of await page.locator(`${scope} a, ${scope} img, ${scope} button`).all()) {
    await element.hover({ timeout: 1000 }).catch(() => undefined)
    await element.click({ timeout: 1000, noWaitAfter: true }).catch(() => undefined)
    if (!page.url().startsWith(home)) await page.goto(home).catch(() => undefined)
  }
}

test('le corpus écrit par un administrateur dans un article ne s’exécute ni sur le site ni dans l’aperçu de l’éditeur', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one run is enough: the same HTML is served to every screen')
  test.setTimeout(90_000)
  const dialogs: string[] = []
  page.on('dialog', dialog => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await signInAsAdmin(page)
  const jpeg = await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#2b2258' } })
    .jpeg()
    .toBuffer()
  const upload = await page.request.post('/api/admin/uploads/image', {
    multipart: { group: 'blog', file: { name: 'corpus.jpg', mimeType: 'image/jpeg', buffer: jpeg } },
    headers: { origin: ORIGIN },
  })
  expect(upload.status()).toBe(201)
  const { url: imageUrl } = (await upload.json()) as { url: string }
  const content = PAYLOADS.map((payload, index) => `## Essai ${index + 1}\n\n${payload}\n`).join('\n')
  const created = await page.request.post('/api/admin/blog/posts', {
    data: {
      title: 'Corpus XSS <script>window.__xss=1</script>',
      excerpt: 'Charges hostiles <img src=x onerror=window.__xss=1>',
      category: 'Sécurité',
      author: '<b onmouseover="window.__xss=1">Admin</b>',
      content,
      imageUrl,
      status: 'published',
    },
    headers: { origin: ORIGIN },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: string }

  // The real article page: server-rendered, then hydrated, under the site's own headers.
  const article = `${ORIGIN}/blog/${id}`
  await page.goto(article)
  await waitForHydration(page)
  await expect(page.locator('main')).toContainText('<script>window.__xss = 1</script>')
  await poke(page, 'main article', article)
  await imagesSettled(page)
  const executed = () => page.evaluate(() => (window as unknown as { __xss?: number }).__xss)
  expect(await executed()).toBeUndefined()
  // The blog list shows the title and excerpt too.
  await page.goto('/blog')
  await expect(page.getByText('Corpus XSS <script>window.__xss=1</script>')).toBeVisible()
  expect(await executed()).toBeUndefined()

  // The editor's live preview renders the same content.
  const editor = `${ORIGIN}/admin/contenu/blog/redaction/${id}`
  await page.goto(editor)
  const preview = page.getByRole('region', { name: 'Aperçu' })
  await expect(preview).toContainText('<script>window.__xss = 1</script>')
  await page.getByLabel('Contenu').fill(`${content}\n\n<img src=x onerror="window.__xss=2">`)
  await expect(preview).toContainText('<img src=x onerror="window.__xss=2">')
  await poke(page, '[aria-labelledby="article-preview"]', editor)

  await imagesSettled(page)
  expect(await executed()).toBeUndefined()
  expect(dialogs).toEqual([])
  expect(
    await page
      .locator(
        'main script, main iframe, main svg:not([aria-hidden]) script, main [onerror], main [onload], main [onmouseover]',
      )
      .count(),
  ).toBe(0)
})
