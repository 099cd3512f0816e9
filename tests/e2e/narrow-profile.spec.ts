import { expect, test } from '@playwright/test'
import { ORIGIN, waitForHydration } from './support/site.ts'
import { signUpAndActivate, uniqueEmail } from './support/student.ts'

/**
 * The orders table must not push /profil's grid column wider than a phone: nothing may scroll
 * sideways at 360 px.
 */
test('/profil with an order does not scroll sideways at 360 px', async ({ page, request }) => {
  await signUpAndActivate(page, request, 'Awa Étroite', uniqueEmail('etroit'))
  const order = await page.request.post('/api/payments/orders', {
    headers: { origin: ORIGIN },
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
