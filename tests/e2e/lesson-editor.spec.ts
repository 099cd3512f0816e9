import { expect as baseExpect, test as base, type Page } from '@playwright/test'
import { expectNoSeriousAxeViolations } from './support/a11y.ts'
import { startPrivateServer, type PrivateServer } from './support/private-server.ts'
import { waitForHydration } from './support/site.ts'

/**
 * The course editor: an admin edits a lesson's score, sees the preview follow, saves, and
 * the lesson page shows the new score. On a server of its own, so other journeys keep the sample lessons.
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

test.describe.configure({ mode: 'serial', timeout: 180_000 })
// The machines running the journeys are shared and busy: the admin data and abcjs may take a while.
const expect = baseExpect.configure({ timeout: 20_000 })

async function signInAsAdmin(page: Page, server: PrivateServer) {
  await page.goto('/admin/login')
  await waitForHydration(page)
  await page.getByLabel('Adresse e-mail').fill(server.admin.email)
  await page.getByLabel('Mot de passe', { exact: true }).fill(server.admin.password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
}

const NEW_TITLE = 'Cinq notes, aller et retour'
// Nine notes: do ré mi fa | sol fa mi ré | do (a whole note).
const NEW_SCORE = `X:1\nT:${NEW_TITLE}\nM:4/4\nL:1/4\nQ:1/4=72\nK:C\nC D E F | G F E D | C4 |]`
// The second bar has two beats: refused, naming line 6.
const BAD_SCORE = 'X:1\nT:Faux\nM:4/4\nL:1/4\nQ:1/4=72\nK:C\nC D E F | G A | C4 |]'

test('un administrateur modifie la partition d’une leçon, voit l’aperçu, enregistre, et la leçon la montre', async ({
  page,
  browser,
  server,
}) => {
  test.skip(test.info().project.name !== 'desktop', 'the editor journey runs on the desktop project')
  await signInAsAdmin(page, server)
  await page.goto('/admin/academie')
  await page.getByRole('link', { name: 'Leçons et blocs du niveau Débutant de Piano' }).click()
  await expect(page).toHaveURL(/\/admin\/academie\/lecons\/piano\/debutant$/)
  await expect(page.getByRole('heading', { name: 'Piano — Débutant' })).toBeVisible()
  const lessonNav = page.getByRole('navigation', { name: 'Leçons du niveau' })
  await expect(lessonNav.getByRole('button', { name: /^1\. Découvrir le clavier/ })).toHaveAttribute(
    'aria-current',
    'true',
  )

  const form = page.getByRole('form', { name: 'Modifier la leçon 1' })
  const preview = page.getByTestId('lesson-preview')
  // The preview is drawn by the student's own components: the sample score is there.
  await expect(preview.locator('figure').first()).toBeVisible()
  await expect(preview.locator('g.note').first()).toBeAttached({ timeout: 15_000 })

  // A bad score is named, line included, while typing, and left out of the preview.
  const abc = form.getByLabel('Partition ABC (bloc 2)')
  await abc.fill(BAD_SCORE)
  await expect(form.getByText('Partition : Ligne 7 : la mesure 2 dure 2 temps au lieu de 4 (M:4/4).')).toBeVisible()
  await expect(abc).toHaveAttribute('aria-invalid', 'true')
  await expect(preview.getByText(/Bloc 2 \(partition\) absent de l’aperçu/)).toBeVisible()

  // A good one: the preview follows.
  await form.getByLabel('Titre de la partition (bloc 2)').fill(NEW_TITLE)
  await abc.fill(NEW_SCORE)
  await expect(abc).not.toHaveAttribute('aria-invalid', 'true')
  const previewScore = preview.locator('figure').filter({ hasText: NEW_TITLE })
  await expect(previewScore).toBeVisible()
  await expect(previewScore.locator('g.note')).toHaveCount(9)

  // Blocks move with the keyboard: the score goes first, then back.
  await form.getByRole('button', { name: 'Monter le bloc 2 (partition)' }).focus()
  await page.keyboard.press('Enter')
  await expect(form.getByTestId('lesson-block').first()).toContainText('Bloc 1 : Partition')
  await form.getByRole('button', { name: 'Descendre le bloc 1 (partition)' }).focus()
  await page.keyboard.press('Enter')
  await expect(form.getByTestId('lesson-block').nth(1)).toContainText('Bloc 2 : Partition')

  await expectNoSeriousAxeViolations(page, 'course editor')
  await form.getByRole('button', { name: 'Enregistrer la leçon' }).click()
  await expect(form.getByText('Leçon 1 « Découvrir le clavier » enregistrée.')).toBeVisible()

  // The lesson page (the level's free lesson, so a visitor sees what a student sees) shows the new score.
  const visitor = await browser.newContext({ baseURL: server.url })
  const student = await visitor.newPage()
  await student.goto('/academie/piano/debutant/lecon/1')
  const score = student.locator('figure').filter({ hasText: NEW_TITLE })
  await expect(score).toBeVisible({ timeout: 15_000 })
  await expect(score.locator('g.note')).toHaveCount(9)
  await expect(student.getByRole('link', { name: 'Télécharger la fiche (PDF)' })).toHaveAttribute(
    'href',
    '/api/learning/levels/piano/debutant/lessons/1/sheet.pdf',
  )
  const sheet = await student.request.get('/api/learning/levels/piano/debutant/lessons/1/sheet.pdf')
  expect(sheet.headers()['content-type']).toBe('application/pdf')
  // Read as a PDF reader does (the fonts are embedded subsets: the title is not plain bytes in the file).
  const { readPdf } = await import('../setup/pdf-reader.ts')
  expect(readPdf(new Uint8Array(await sheet.body())).flatText).toContain(NEW_TITLE)
  await visitor.close()
})
