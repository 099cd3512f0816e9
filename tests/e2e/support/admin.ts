import { expect, type Page } from '@playwright/test'
import { waitForHydration } from './site.ts'

/**
 * The administrator of the test server: created with `npm run admin:create` before the server
 * starts (see playwright.config.ts), the only way to obtain the Admin role.
 */
export const E2E_ADMIN = { email: 'direction-e2e@gombiste-records.cm', password: 'Regie-du-label-2026', name: 'Direction E2E' } as const

/** Signs in at /admin/login and waits for the dashboard. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin/login')
  await waitForHydration(page)
  await page.getByLabel('Adresse e-mail').fill(E2E_ADMIN.email)
  await page.getByLabel('Mot de passe', { exact: true }).fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
}
