import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { francsCfa, MAILBOX, waitForHydration } from './support/site.ts'
import { payWithTestProvider, signUpAndActivate, startCheckout, uniqueEmail } from './support/student.ts'

/**
 * Academy commerce against the built app with the embedded test provider (no provider configured):
 * prices in the chosen currency, checkout, the test provider's page, the verified notification,
 * enrolment, the receipt (mailed and shown) and the profile.
 */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

/** The student's own account, made through the sign-up form and the activation mail. */
const activatedAccount = (page: Page, request: APIRequestContext, prefix: string) =>
  signUpAndActivate(page, request, 'Awa Commerce', uniqueEmail(prefix))

/** Paying asks for the terms first, then goes to the test provider. */
async function pay(page: Page) {
  await page.getByRole('button', { name: /^Payer / }).click()
  await expect(page.getByText('Vous devez accepter les conditions générales de vente.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'conditions générales de vente', exact: true })).toHaveAttribute(
    'href',
    '/conditions-generales-de-vente',
  )
  // Ticking the box clears the reminder at once.
  await page.getByLabel(/J’accepte les/).check()
  await expect(page.getByText('Vous devez accepter les conditions générales de vente.')).toHaveCount(0)
  await page.getByLabel(/J’accepte les/).uncheck()
  await payWithTestProvider(page)
}

test('logged out, checkout sends to the login page with the enrolment message', async ({ page }) => {
  await page.goto('/paiement/pack-individuel')
  await expect(page).toHaveURL(/\/connexion$/)
  await expect(page.getByText('Vous devez être connecté pour vous inscrire.')).toBeVisible()
})

test('the EUR/FCFA switch changes the prices and is remembered by the server', async ({ page }) => {
  await page.goto('/academie')
  await waitForHydration(page)
  const first = page.getByTestId('formula-price').first()
  await expect(first).toContainText('120 €')
  await page.getByRole('button', { name: 'FCFA' }).click()
  await expect(page.getByRole('button', { name: 'FCFA' })).toHaveAttribute('aria-pressed', 'true')
  expect(plain(await first.innerText())).toContain(francsCfa(80000))
  await page.reload()
  expect(plain(await page.getByTestId('formula-price').first().innerText())).toContain(francsCfa(80000))
  await page.getByRole('button', { name: 'EUR' }).click()
  await expect(first).toContainText('120 €')
})

test('pay a formula with the test provider: enrolled, receipt shown and mailed, listed on the profile', async ({
  page,
  request,
}) => {
  const email = await activatedAccount(page, request, 'paiement')
  await startCheckout(page, 'Pack Individuel')
  await expect(page.getByTestId('checkout-price')).toContainText('120 €')
  await pay(page)
  await page.getByRole('button', { name: 'Simuler un paiement réussi' }).click()
  await expect(page).toHaveURL(/\/paiement\/recu\//)
  await expect(page.getByText('Paiement confirmé : vous êtes inscrit à la formule Pack Individuel.')).toBeVisible()
  await expect(page.getByRole('heading', { name: /^Reçu n° GR-\d{8}-[A-Z0-9]{6}$/ })).toBeVisible()
  await expect(page.getByTestId('receipt-amount')).toContainText('120 €')
  // Nothing renews by itself: the receipt says so, and when the paid month ends.
  await expect(page.getByTestId('receipt-renewal')).toContainText(
    'Aucun renouvellement automatique : rien ne sera prélevé. Pour continuer après le',
  )
  // The terms accepted at checkout are the terms of sale, not the legal notice.
  await expect(page.getByRole('link', { name: 'Conditions générales de vente' }).first()).toHaveAttribute(
    'href',
    '/conditions-generales-de-vente',
  )
  await expect(page.getByText('Mode test : aucun argent réel n’a été débité.')).toBeVisible()

  await expect
    .poll(
      async () => {
        const messages = (await (await request.get(`${MAILBOX}/messages?to=${encodeURIComponent(email)}`)).json()) as {
          subject: string
        }[]
        return messages.some(message => message.subject.startsWith('Reçu de paiement GR-'))
      },
      { timeout: 15_000 },
    )
    .toBe(true)

  // The receipt leads to the course: its first lesson.
  const next = page.getByTestId('receipt-next-step')
  await expect(next).toContainText('Piano — Débutant, leçon 1')
  await next.getByRole('link', { name: 'Commencer le cours' }).click()
  await expect(page).toHaveURL(/\/academie\/piano\/[^/]+\/lecon\/1$/)

  await page.goto('/profil')
  // "Mes cours" lists the courses the formula opens, not the formula's name.
  const courses = page.getByTestId('my-courses')
  await expect(courses.getByRole('link', { name: 'Piano — Débutant', exact: true })).toBeVisible()
  await expect(courses.getByRole('link', { name: 'Commencer : Piano — Débutant' })).toBeVisible()
  await expect(courses).not.toContainText('Pack Individuel')
  await expect(page.getByText('Votre formule : Pack Individuel')).toBeVisible()
  const orders = page.getByTestId('orders')
  await expect(orders).toContainText('Pack Individuel')
  await expect(orders).toContainText('Payée')
  await expect(orders.getByRole('link', { name: /Voir le reçu/ })).toBeVisible()
})

test('a refused payment and an abandoned one do not enrol, and can be tried again', async ({ page, request }) => {
  await activatedAccount(page, request, 'refus')
  await startCheckout(page, 'Pack Duo')
  await pay(page)
  await page.getByRole('button', { name: 'Simuler un paiement refusé' }).click()
  await expect(page.getByText(/a été refusé/)).toBeVisible()
  await page.getByRole('link', { name: 'Réessayer le paiement' }).click()
  await expect(page.getByRole('heading', { name: 'Pack Duo' })).toBeVisible()
  await pay(page)
  await page.getByRole('button', { name: 'Abandonner le paiement' }).click()
  await expect(page.getByText(/a été abandonné/)).toBeVisible()

  await page.goto('/profil')
  await expect(page.getByText('Vous n’êtes inscrit à aucune formule pour le moment.')).toBeVisible()
  const orders = page.getByTestId('orders')
  await expect(orders).toContainText('Échouée')
  await expect(orders).toContainText('Abandonnée')
})

test('a formula priced on request offers a quote form instead of payment', async ({ page, request }) => {
  await activatedAccount(page, request, 'devis')
  await page.goto('/academie')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Demander un devis' }).last().click()
  await expect(page.getByRole('heading', { name: 'Demander un devis' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Payer/ })).toHaveCount(0)
  await page.getByLabel('Votre projet').fill('Je prépare le concours du conservatoire dans deux ans.')
  await page.getByRole('button', { name: 'Envoyer la demande de devis' }).click()
  await expect(page.getByText('Votre demande de devis a bien été envoyée.', { exact: false })).toBeVisible()
})
