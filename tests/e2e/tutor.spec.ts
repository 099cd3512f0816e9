import { expect, test as base, type Page } from '@playwright/test'
import { expectNoSeriousAxeViolations } from './support/a11y.ts'
import { waitForHydration } from './support/site.ts'
import { startPrivateServer, type PrivateServer } from './support/private-server.ts'

/**
 * The teacher's knowledge base: an administrator finds an entry, rewrites its answer, and
 * the teacher answers with it at once, its source a link. On a server of its own, so the other
 * journeys keep the sample answers.
 */
const test = base.extend<object, { server: PrivateServer }>({
  server: [
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
test.describe.configure({ mode: 'serial', timeout: 120_000 })

async function askOnTutorPage(page: Page, question: string) {
  await page.goto('/tutor')
  await waitForHydration(page)
  const view = page.getByRole('region', { name: /Gombiste IA$/ })
  await view.getByRole('textbox', { name: /^Votre question à / }).fill(question)
  await view.getByRole('button', { name: 'Envoyer' }).click()
  return view.locator('li[data-sender="ai"]').last()
}

test('une fiche modifiée dans l’administration change aussitôt la réponse du professeur', async ({ page, server }) => {
  const before = await askOnTutorPage(page, 'Comment bien respirer quand je chante ?')
  // The first question after start builds the index: generous on shared machines.
  await expect(before).toContainText('par le ventre', { timeout: 30_000 })
  const source = before.getByRole('link', { name: '(/academie/chant/debutant)' })
  await expect(source).toHaveAttribute('href', '/academie/chant/debutant')

  await page.goto('/admin/login')
  await waitForHydration(page)
  await page.getByLabel('Adresse e-mail').fill(server.admin.email)
  await page.getByLabel('Mot de passe', { exact: true }).fill(server.admin.password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await page
    .getByRole('navigation', { name: 'Administration' })
    .getByRole('link', { name: 'Base de l’assistant' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Base de l’assistant' })).toBeVisible()

  await page.getByLabel('Chercher une fiche').fill('respirer chante')
  const entry = page.getByTestId('admin-tutor-entry').filter({ hasText: 'Comment bien respirer quand je chante ?' })
  await entry.getByRole('button', { name: /^Modifier la fiche « Comment bien respirer quand je chante/ }).click()
  const form = page.getByRole('form', { name: /^Modifier la fiche « Comment bien respirer/ })
  await expectNoSeriousAxeViolations(page)

  // An empty answer is refused on its field, in French.
  await form.getByLabel('Réponse').fill('')
  await form.getByRole('button', { name: 'Enregistrer la fiche' }).click()
  await expect(form.getByText('Écrivez la réponse.')).toBeVisible()

  await form
    .getByLabel('Réponse')
    .fill('Respire comme un baobab : lentement, par le ventre, en comptant jusqu’à quatre.')
  await form.getByRole('button', { name: 'Enregistrer la fiche' }).click()
  await expect(form.getByText('Fiche enregistrée : l’assistant répond déjà avec cette version.')).toBeVisible()

  const after = await askOnTutorPage(page, 'Comment bien respirer quand je chante ?')
  await expect(after).toContainText('Respire comme un baobab', { timeout: 30_000 })
  await after.getByRole('link', { name: '(/academie/chant/debutant)' }).click()
  await expect(page).toHaveURL(/\/academie\/chant\/debutant$/)
})
