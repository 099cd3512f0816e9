import { expect, test } from '@playwright/test'
import {
  describeWeight,
  firstVisitScripts,
  HOME_FIRST_VISIT_JS_BUDGET,
  HOME_PAGE_MODULE,
  readManifest,
  weigh,
} from '../setup/first-visit-scripts.ts'
import { ORIGIN, waitForHydration } from './support/site.ts'

/**
 * The truth behind the home page's script budget (tests/budgets.test.ts): a first visit to
 * / in Chromium, with the service worker a visitor's browser registers (browser tests opt in, see
 * src/web/pwa/pwa.ts), until the worker is installed and the network is idle. Every script it asks
 * for, the worker's own requests included, must be one the budget counts, and the other way round.
 */
test('a first visit to the home page downloads exactly the scripts its budget counts', async ({ page, context }) => {
  await context.addInitScript(() => localStorage.setItem('gombiste_service_worker', 'on'))
  const scripts = new Set<string>()
  context.on('request', request => {
    const url = new URL(request.url())
    if (url.origin === ORIGIN && url.pathname.endsWith('.js')) scripts.add(url.pathname.slice(1))
  })

  await page.goto('/')
  await waitForHydration(page)
  // Registered once the page has loaded; `ready` resolves when the worker has installed (its precache
  // requests made) and activated.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.waitForLoadState('networkidle')

  const counted = firstVisitScripts(readManifest(), [HOME_PAGE_MODULE])
  expect([...scripts].sort(), 'scripts requested by the browser').toEqual([...counted].sort())
  const weight = weigh(scripts)
  test.info().annotations.push({ type: 'home first-visit JS', description: describeWeight(weight) })
  expect(weight.total, describeWeight(weight)).toBeLessThanOrEqual(HOME_FIRST_VISIT_JS_BUDGET)
})
