import { expect, test } from '@playwright/test'
import {
  ORIGIN,
  PUBLIC_ROUTE_NAMES,
  publicRoute,
  scrollThroughPage,
  siteData,
  waitForHydration,
} from './support/site.ts'

const OWN_HOST = new URL(ORIGIN).host

/** Any request that leaves the site: data: and blob: URLs stay in the page. */
function isThirdParty(url: string): boolean {
  const parsed = new URL(url)
  if (parsed.protocol === 'data:' || parsed.protocol === 'blob:') return false
  return parsed.host !== OWN_HOST
}

for (const name of PUBLIC_ROUTE_NAMES) {
  test(`aucune requête vers un tiers : ${name}`, async ({ page, request }) => {
    const route = publicRoute(name, await siteData(request))
    const requested: string[] = []
    page.on('request', outgoing => requested.push(outgoing.url()))

    await page.goto(route.path)
    await waitForHydration(page)
    await scrollThroughPage(page)
    // Give late requests (analytics, fonts, widgets) a chance to show up.
    await page.waitForLoadState('networkidle')

    expect(requested.length, 'requests recorded').toBeGreaterThan(1)
    const outside = requested.filter(isThirdParty)
    expect(outside, `requests to other hosts from ${route.path}:\n${outside.join('\n')}`).toEqual([])
  })
}
