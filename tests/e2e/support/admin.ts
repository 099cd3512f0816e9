import { expect, type Page } from '@playwright/test'

/**
 * The one administrator of the journeys' server, created before it starts with the real
 * `admin:create` command (see playwright.config.ts): the Admin role cannot be obtained any other way.
 */
export const E2E_ADMIN = { email: 'direction-e2e@exemple.cm', password: 'Balafon-et-ngoni-2026', name: 'Direction E2E' } as const

/** Signs the page's browser context in as the administrator, through the admin login page. */
export async function signInAsAdmin(page: Page): Promise<void> {
  const response = await page.request.post('/api/account/admin-sign-in', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  })
  expect(response.status(), 'admin sign-in').toBe(200)
  // The browser keeps a hint that a session may exist (see auth-store.ts); the UI checks it on load.
  await page.addInitScript(() => localStorage.setItem('gombiste_session', '1'))
}
