import { expect, test as base, type Page } from '@playwright/test'
import { expectNoSeriousAxeViolations } from './support/a11y.ts'
import { collectConsoleErrors, euros, formatProblems, francsCfa, waitForHydration } from './support/site.ts'
import { startPrivateServer, type PrivateServer } from './support/private-server.ts'
import { signUpAndActivate, uniqueEmail } from './support/student.ts'

/**
 * The admin area edits what the whole site shows: a formula's price, the assistant's
 * persona name. These journeys run on a server of their own, so the other journeys keep reading the
 * sample content undisturbed; every page below is on that server (`baseURL`).
 */
const test = base.extend<object, { server: PrivateServer }>({
  server: [
    // Playwright reads a fixture's dependencies from this (here empty) pattern.
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the (empty) fixture dependencies from this pattern
    async ({}, use) => {
      const server = await startPrivateServer()
      await use(server)
      await server.stop()
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
})

// Serial: each journey builds on the same private server; generous time, the machines running them are shared.
test.describe.configure({ mode: 'serial', timeout: 120_000 })

async function signInAsAdmin(page: Page, server: PrivateServer) {
  await page.goto('/admin/login')
  await waitForHydration(page)
  await page.getByLabel('Adresse e-mail').fill(server.admin.email)
  await page.getByLabel('Mot de passe', { exact: true }).fill(server.admin.password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
}

/** Opens an admin section from the admin navigation, as an editor would. */
async function openSection(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

test('un administrateur change le prix d’une formule et le voit aussitôt sur /academie, en euros et en FCFA', async ({
  page,
  server,
}) => {
  // The public page, cached by the server before the change: the change must not hide behind it.
  await page.goto('/academie')
  await expect(page.getByTestId('formula').filter({ hasText: 'Pack Duo' })).toContainText(euros(200))

  await signInAsAdmin(page, server)
  await openSection(page, 'Formules et tarifs')
  await page.getByRole('button', { name: 'Modifier la formule Pack Duo' }).click()
  const form = page.getByRole('form', { name: 'Modifier la formule Pack Duo' })

  // A price the label cannot collect is refused, in French, on its field, with the focus on it.
  await form.getByLabel('Prix en euros (€)').fill('215')
  await form.getByLabel('Prix en FCFA').fill('141000,5')
  await form.getByRole('button', { name: 'Enregistrer la formule' }).click()
  const xaf = form.getByLabel('Prix en FCFA')
  await expect(xaf).toHaveAttribute('aria-invalid', 'true')
  await expect(xaf).toBeFocused()
  await expect(form.getByText('Le prix en FCFA doit être un nombre entier (pas de centimes en FCFA).')).toBeVisible()

  await xaf.fill('141 000')
  await form.getByRole('button', { name: 'Enregistrer la formule' }).click()
  await expect(
    form.getByText('Formule « Pack Duo » enregistrée. La page Académie affiche déjà ces changements.'),
  ).toBeVisible()
  await expect(page.getByTestId('admin-formula').filter({ hasText: 'Pack Duo' })).toContainText(euros(215))

  // The public page, in both currencies.
  await page.goto('/academie')
  await waitForHydration(page)
  const card = page.getByTestId('formula').filter({ hasText: 'Pack Duo' })
  await expect(card.getByTestId('formula-price')).toContainText(euros(215))
  await page.getByRole('group', { name: 'Devise des prix' }).getByRole('button', { name: 'FCFA' }).click()
  await expect(card.getByTestId('formula-price')).toContainText(francsCfa(141000))

  // The change is in the audit log, with who made it.
  await page.goto('/admin/journal')
  await expect(page.getByRole('row').filter({ hasText: 'Prix de la formule « Pack Duo »' }).first()).toContainText(
    'Direction E2E',
  )
})

test('un administrateur renomme l’assistant : le chat et la page tuteur portent le nouveau nom', async ({
  page,
  server,
}) => {
  await signInAsAdmin(page, server)
  await openSection(page, 'Label et assistant')
  const name = page.getByLabel('Nom de l’assistant')
  await name.fill('<Mama>')
  await page.getByRole('button', { name: 'Enregistrer les informations' }).click()
  await expect(name).toBeFocused()
  await expect(
    page.getByText(
      'Le nom de l’assistant ne peut contenir que des lettres, des chiffres, des espaces, des points, des apostrophes et des tirets.',
    ),
  ).toBeVisible()

  await name.fill('Mama Ekwa')
  await page.getByRole('button', { name: 'Enregistrer les informations' }).click()
  await expect(
    page.getByText('Informations enregistrées : le site les affiche déjà (pied de page, page Label, assistant).'),
  ).toBeVisible()
  // The layout of this very page follows (its data is reloaded after the save).
  await expect(page.getByRole('button', { name: 'Discuter avec Mama Ekwa' })).toBeVisible()

  await page.goto('/tutor')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Tuteur IA : Mama Ekwa' })).toBeVisible()
  const view = page.getByRole('region', { name: 'Mama Ekwa - Gombiste IA' }).first()
  await expect(view.getByText("Bonjour ! Je suis Mama Ekwa, ton prof de musique. Je t'écoute ?")).toBeVisible()
  // The assistant itself answers under its new name.
  await view.getByRole('textbox', { name: 'Votre question à Mama Ekwa' }).fill('Bonjour')
  await view.getByRole('button', { name: 'Envoyer' }).click()
  await expect(view.locator('li[data-sender="ai"]').last()).toContainText('Je suis Mama Ekwa')

  // The floating chat on any other page.
  await page.goto('/label')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Discuter avec Mama Ekwa' }).click()
  await expect(page.getByRole('region', { name: 'Mama Ekwa - Gombiste IA' })).toBeVisible()
})

test('un visiteur et un élève n’ont pas accès à l’administration du site', async ({ page, request, server }) => {
  // Anonymous: sent to the login page; the API refuses.
  await page.goto('/admin/formules')
  await expect(page).toHaveURL(/\/connexion$/)
  const anonymous = await request.put(`${server.url}/api/admin/academy/formulas/pack-duo`, {
    headers: { origin: server.url },
    data: {},
  })
  expect(anonymous.status()).toBe(401)

  // A student: signs up, activates from the mail, then is sent home and refused by the API.
  await signUpAndActivate(page, request, 'Élève Curieux', uniqueEmail('eleve-admin'))

  await page.goto('/admin/label')
  await expect(page).toHaveURL(/\/$/)
  const refused = await page.request.put(`${server.url}/api/admin/label/booking`, {
    headers: { origin: server.url },
    data: { title: 'Piraté', ctaText: 'Texte', contactEmail: 'pirate@exemple.cm' },
  })
  expect(refused.status()).toBe(403)
  expect((await refused.json()).error.message).toBe('Accès refusé.')
})

test('les pages d’administration du site, formulaires ouverts, passent axe (WCAG 2.1 AA) sans erreur dans la console', async ({
  page,
  server,
}) => {
  const problems = collectConsoleErrors(page)
  await signInAsAdmin(page, server)
  const pages: [string, (() => Promise<void>) | null][] = [
    ['Formules et tarifs', () => page.getByRole('button', { name: 'Modifier la formule Masterclass' }).click()],
    [
      'Académie',
      async () => {
        await page.getByRole('button', { name: 'Modifier la discipline Piano' }).click()
        await page.getByRole('button', { name: /^Modifier le niveau Débutant de Piano/ }).click()
      },
    ],
    ['Label et assistant', null],
    ['Services et actualités', () => page.getByRole('button', { name: 'Nouvelle actualité' }).click()],
    ['Témoignages', () => page.getByRole('button', { name: 'Nouveau témoignage' }).click()],
  ]
  for (const [section, open] of pages) {
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: section }).click()
    await expect(page.locator('main').getByRole('status').filter({ hasText: 'Chargement...' })).toHaveCount(0)
    await open?.()
    await expectNoSeriousAxeViolations(page, section)
  }
  expect(problems, formatProblems(problems)).toEqual([])
})
