import { expect, test } from '@playwright/test'
import { waitForHydration } from './support/site.ts'
import { signUpAndActivate, uniqueEmail } from './support/student.ts'

/**
 * Issue 20, item 20 (first part): /profil with an order was 604 px wide on a 390 px phone (the
 * orders table pushed its grid column). Nothing may scroll sideways at 360 px.
 */
test('/profil with an order does not scroll sideways at 360 px', async ({ page, request }) => {
  await signUpAndActivate(page, request, 'Awa Étroite', uniqueEmail('etroit'))
  const order = await page.request.post('/api/payments/orders', {
    headers: { origin: new URL(page.url()).origin },
    data: { formulaId: 'pack-individuel', method: 'card', currency: 'EUR', acceptTerms: true },
  })
  expect(order.status()).toBe(201)
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/profil')
  await waitForHydration(page)
  await expect(page.getByTestId('orders')).toBeVisible()
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(360)
})
