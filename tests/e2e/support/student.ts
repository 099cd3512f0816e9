import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { MAILBOX, waitForHydration } from './site.ts'

/** The password of every account the journeys create. */
export const E2E_PASSWORD = 'Balafon-de-minuit-42'

/** An address no other journey (or retry) uses. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@exemple.cm`
}

/** The newest link to `pathname` mailed to `email`, waited for in the loopback mailbox. */
export async function mailedLink(request: APIRequestContext, email: string, pathname: string): Promise<URL> {
  let link = ''
  await expect
    .poll(
      async () => {
        const messages = (await (await request.get(`${MAILBOX}/messages?to=${encodeURIComponent(email)}`)).json()) as {
          text: string
        }[]
        link =
          messages
            .flatMap(message => message.text.match(/https?:\/\/\S+/g) ?? [])
            .findLast(url => new URL(url).pathname === pathname) ?? ''
        return link
      },
      { timeout: 15_000, message: `a ${pathname} link mailed to ${email}` },
    )
    .not.toBe('')
  return new URL(link)
}

/** The sign-up form filled in as a student, up to the "signed in, check your mail" message. */
export async function fillSignUpForm(page: Page, name: string, email: string): Promise<void> {
  await page.goto('/inscription')
  await waitForHydration(page)
  await page.getByLabel('Nom', { exact: true }).fill(name)
  await page.getByLabel('Adresse e-mail').fill(email)
  await page.getByLabel('Mot de passe', { exact: true }).fill(E2E_PASSWORD)
  await page.getByLabel('Élève de l’académie').check()
  await page.getByRole('button', { name: 'Créer mon compte' }).click()
  // Sign-up answers after a fixed 800 ms whether the address is known or not: with a fresh
  // server on a busy machine, the first one (password list, hashing) takes some seconds more.
  await expect(page.getByText(/Votre compte est créé et vous êtes connecté/)).toBeVisible({ timeout: 15_000 })
}

/**
 * A student account as a visitor makes one through the form (which signs them in), then the
 * activation link from the real mail, which confirms the address. The accounts journey uses it;
 * other journeys start from `signUpAndActivate`. Returns the address.
 */
export async function signUpThroughForm(
  page: Page,
  request: APIRequestContext,
  name: string,
  email = uniqueEmail('eleve'),
): Promise<string> {
  await fillSignUpForm(page, name, email)
  const link = await mailedLink(request, email, '/activation')
  await page.goto(link.pathname + link.search)
  await expect(page.getByText('Votre compte est activé : vous êtes connecté.')).toBeVisible({ timeout: 15_000 })
  return email
}

/** The site `page` talks to (its context's base URL, which a journey on a private server changes). */
async function originOf(page: Page): Promise<string> {
  return new URL((await page.request.head('/robots.txt')).url()).origin
}

/**
 * A signed-in student with a confirmed address, made through the same API the form calls and the
 * activation link of the real mail, without loading the pages (the accounts journey covers those).
 * The session cookie lands in the page's browser context. Returns the address.
 */
export async function signUpAndActivate(
  page: Page,
  request: APIRequestContext,
  name: string,
  email = uniqueEmail('eleve'),
): Promise<string> {
  const headers = { origin: await originOf(page) }
  const signUp = await page.request.post('/api/account/sign-up', {
    headers,
    data: { name, email, password: E2E_PASSWORD, role: 'Élève' },
  })
  expect(signUp.status(), await signUp.text()).toBe(201)
  const link = await mailedLink(request, email, '/activation')
  const activated = await page.request.post('/api/account/activate', {
    headers,
    data: { token: link.searchParams.get('token') },
  })
  expect(activated.status(), await activated.text()).toBe(200)
  // The pages check the session only where the browser says it may hold one (core/auth/auth-store.ts):
  // set that flag as signing in does, from a light page of the same origin.
  if (page.url() === 'about:blank') await page.goto('/robots.txt')
  await page.evaluate(() => localStorage.setItem('gombiste_session', '1'))
  return email
}

/**
 * The signed-in user of `page` pays `formulaId` with the embedded test provider through the API the
 * checkout calls (the commerce journey goes through the pages).
 */
export async function enrol(page: Page, formulaId: string): Promise<void> {
  const headers = { origin: await originOf(page) }
  const order = await page.request.post('/api/payments/orders', {
    headers,
    data: { formulaId, method: 'card', currency: 'EUR', acceptTerms: true },
  })
  expect(order.status(), await order.text()).toBe(201)
  const id = ((await order.json()) as { id: string }).id
  const pay = await page.request.post(`/api/payments/orders/${id}/pay`, { headers, data: {} })
  expect(pay.status(), await pay.text()).toBe(200)
  const done = await page.request.post(`/api/payments/test/orders/${id}/complete`, {
    headers,
    data: { outcome: 'success' },
  })
  expect(done.status(), await done.text()).toBe(200)
}

/** From the academy to the checkout of `formulaName`, with the embedded test provider. */
export async function startCheckout(page: Page, formulaName: string): Promise<void> {
  await page.goto('/academie')
  await waitForHydration(page)
  await page.getByRole('link', { name: `Choisir ${formulaName}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement' })).toBeVisible()
  await expect(page.getByTestId('test-mode')).toContainText('Mode test')
  await expect(page.getByRole('heading', { name: formulaName })).toBeVisible()
}

/** Accepts the terms and pays: lands on the test provider's page, which settles the payment. */
export async function payWithTestProvider(page: Page): Promise<void> {
  await page.getByLabel(/J’accepte les/).check()
  await page.getByRole('button', { name: /^Payer / }).click()
  await expect(page).toHaveURL(/\/paiement\/test\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement de test' })).toBeVisible()
  await expect(page.getByTestId('test-mode')).toContainText('Mode test')
}

/**
 * Takes a free slot on /profil/cours. A slot within 24 h asks first (it can no longer be cancelled
 * with the credit back): the journey reads the warning and confirms, as a student who wants it would.
 */
export async function takeSlot(page: Page, slot: Locator) {
  await slot.click()
  const late = page.getByRole('alertdialog', { name: 'Cours dans moins de 24 heures' })
  const booked = page.getByText(/^Cours réservé : /)
  await expect(booked.or(late)).toBeVisible()
  if (await late.isVisible()) {
    await expect(late).toContainText('ne pourra plus être annulé ni déplacé en récupérant votre crédit')
    await late.getByRole('button', { name: 'Réserver quand même' }).click()
  }
  await expect(booked).toBeVisible()
}
