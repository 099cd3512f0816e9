import { expect, test } from '@playwright/test'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MarkdownContent } from '../../src/features/blog/components/markdown-content.tsx'

/**
 * Article bodies are written in a markdown-like text by the label's staff (issue #4). Whatever they
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
  page.on('dialog', (dialog) => {
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
  await page.waitForTimeout(300)
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
  expect(dialogs).toEqual([])
  // The payloads are shown as text, not dropped silently.
  await expect(page.locator('main')).toContainText('<script>window.__xss = 1</script>')
  expect(await page.locator('main script, main iframe, main svg, main style, main [onerror], main [onload], main [onmouseover]').count()).toBe(0)
  for (const href of await page.locator('main a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
    expect(href).toMatch(/^(https?:|mailto:|\/|#)/)
  }
})
