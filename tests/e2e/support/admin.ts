import { expect, type Cookie, type Page } from '@playwright/test'

/**
 * The one administrator of the journeys' server, created before it starts with the real
 * `admin:create` command (see playwright.config.ts): the Admin role cannot be obtained any other way.
 */
export const E2E_ADMIN = {
  email: 'direction-e2e@exemple.cm',
  password: 'Balafon-et-ngoni-2026',
  name: 'Direction E2E',
} as const

/**
 * The administrator's session cookies, kept per worker: the admin journeys of every spec sign in
 * from one address, and the server rightly limits admin sign-ins per address and minute.
 */
let sessionCookies: Cookie[] | undefined

/** Signs the page's browser context in as the administrator (reusing this worker's session while valid). */
export async function signInAsAdmin(page: Page): Promise<void> {
  const context = page.context()
  if (sessionCookies) {
    await context.addCookies(sessionCookies)
    const check = await page.request.get('/api/account/profile')
    if (check.status() !== 200) sessionCookies = undefined
  }
  if (!sessionCookies) {
    const response = await page.request.post('/api/account/admin-sign-in', {
      data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    })
    expect(response.status(), 'admin sign-in').toBe(200)
    sessionCookies = await context.cookies()
  }
  // The browser keeps a hint that a session may exist (see auth-store.ts); the UI checks it on load.
  await page.addInitScript(() => localStorage.setItem('gombiste_session', '1'))
}
