import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { PUBLIC_ROUTE_NAMES, publicRoute, siteData, waitForHydration } from './support/site.ts'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const BLOCKING = new Set(['serious', 'critical'])

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]

function summarize(violations: Violation[]): string {
  return violations
    .map(violation => {
      const targets = violation.nodes
        .slice(0, 8)
        .map(
          node =>
            `      - ${node.target.join(' ')}${node.failureSummary ? `\n        ${node.failureSummary.replace(/\n/g, '\n        ')}` : ''}`,
        )
        .join('\n')
      const more = violation.nodes.length > 8 ? `\n      … and ${violation.nodes.length - 8} more` : ''
      return `  [${violation.impact}] ${violation.id}: ${violation.help}\n    ${violation.helpUrl}\n${targets}${more}`
    })
    .join('\n')
}

for (const name of PUBLIC_ROUTE_NAMES) {
  test(`axe WCAG 2.1 AA : ${name}`, async ({ page, request }, testInfo) => {
    const route = publicRoute(name, await siteData(request))
    await page.goto(route.path)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1)

    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
    const blocking = results.violations.filter(violation => BLOCKING.has(violation.impact ?? ''))
    const minor = results.violations.filter(violation => !BLOCKING.has(violation.impact ?? ''))
    if (minor.length > 0) {
      testInfo.annotations.push({
        type: 'axe (minor/moderate)',
        description: minor.map(violation => violation.id).join(', '),
      })
    }
    expect(blocking, `serious or critical accessibility violations on ${route.path}:\n${summarize(blocking)}`).toEqual(
      [],
    )
  })
}

test('axe WCAG 2.1 AA : barre du lecteur audio ouverte', async ({ page, request }) => {
  const { artist } = await siteData(request)
  const track = artist.discography[0]
  test.skip(!track, `${artist.id} has no track`)
  await page.goto(`/artiste/${artist.id}`)
  await waitForHydration(page)
  await page.getByRole('button', { name: `Écouter « ${track!.title} » de ${artist.name}` }).click()
  await expect(page.getByRole('region', { name: 'Lecteur audio' })).toBeVisible()

  const results = await new AxeBuilder({ page }).include('#lecteur').withTags(WCAG_TAGS).analyze()
  const blocking = results.violations.filter(violation => BLOCKING.has(violation.impact ?? ''))
  expect(blocking, `accessibility violations in the player bar:\n${summarize(blocking)}`).toEqual([])
})
