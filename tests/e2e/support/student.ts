import { expect, type APIRequestContext, type Page } from '@playwright/test'
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
  // Sign-up answers after a fixed 800 ms whether the address is known or not (issue 20): with a fresh
  // server on a busy machine, the first one (password list, hashing) takes some seconds more.
  await expect(page.getByText(/Votre compte est créé et vous êtes connecté/)).toBeVisible({ timeout: 15_000 })
}

/**
 * A student account as a visitor makes one: the sign-up form (which signs them in), then the
 * activation link from the real mail, which confirms the address. Returns the address.
 */
export async function signUpAndActivate(
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
