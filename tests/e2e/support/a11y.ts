import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** No serious or critical WCAG 2.1 AA violation on the page as it rests; `where` names it in a failure. */
export async function expectNoSeriousAxeViolations(page: Page, where?: string): Promise<void> {
  // The pointer left on a control that replaced the clicked one would show its hover colours
  // (a site-wide style of .button-primary), not the page as it rests.
  await page.mouse.move(0, 0)
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const blocking = results.violations.filter(
    violation => violation.impact === 'serious' || violation.impact === 'critical',
  )
  expect(
    blocking.map(violation => `${violation.id}: ${violation.nodes.map(node => node.target.join(' ')).join(', ')}`),
    where,
  ).toEqual([])
}
