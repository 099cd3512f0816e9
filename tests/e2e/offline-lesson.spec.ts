import { expect, test } from '@playwright/test'
import { parseAbc } from '../../src/lib/music/abc.ts'
import { exercisesOf } from '#lib/music/lesson-blocks.ts'
import { onsetsOf } from '../../src/features/courses/practice/scoring.ts'
import { readContent } from '#content/read-content.server.ts'
import { passingTry } from '../setup/practice.ts'
import { pressInTime } from './support/practice.ts'
import { waitForHydration } from './support/site.ts'
import { enrol, signUpAndActivate } from './support/student.ts'

const pianoDebutant = readContent().disciplines.find(discipline => discipline.id === 'piano')!.levels[0]!.syllabus

/**
 * A saved lesson working in flight mode: the student keeps a lesson with « Garder pour hors
 * ligne », loses the network, and the lesson still opens, its score renders and plays, and its
 * exercise works; the try made offline is sent when the connection comes back. Opts in to the
 * service worker like tests/e2e/offline.spec.ts.
 */
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('gombiste_service_worker', 'on'))
})

test('A saved lesson working in flight mode', async ({ page, context, request }) => {
  test.setTimeout(180_000)
  test.skip(test.info().project.name !== 'desktop', 'a timed journey: desktop project only')
  await signUpAndActivate(page, request, 'Hors Ligne Élève')
  await enrol(page, 'mooc-complet')

  await page.goto('/academie/piano/debutant/lecon/4')
  // The lesson's other exercises are passed online first: the rhythm tried offline is then its last one.
  for (const other of exercisesOf(pianoDebutant.find(item => item.lesson === 4)!.blocks)) {
    if (other.id === 'premier-rythme') continue
    const answer = await page.request.post(`/api/learning/levels/piano/debutant/lessons/4/practice/${other.id}`, {
      data: passingTry(other.practice),
      headers: { origin: new URL(page.url()).origin },
    })
    expect(answer.status()).toBe(200)
  }
  await page.reload()
  await waitForHydration(page)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  const heading = page.getByRole('heading', { level: 1, name: 'Leçon 4 : Ronde, blanche, noire et silences' })
  await expect(heading).toBeVisible()
  const score = page.getByRole('figure', { name: 'Rondes, blanches, noires et soupirs' })
  await expect(score.locator('.abc-score svg')).toBeVisible()

  const offline = page.getByTestId('offline-save')
  await offline.getByRole('button', { name: 'Garder pour hors ligne' }).click()
  await expect(offline.getByText('Disponible hors ligne')).toBeVisible({ timeout: 30_000 })
  await expect(offline.getByRole('button', { name: 'Retirer' })).toBeVisible()

  // Flight mode: the page, its code, the lesson and its score come from the saved copy.
  await context.setOffline(true)
  await page.reload()
  await expect(heading).toBeVisible({ timeout: 15_000 })
  await expect(score.locator('.abc-score svg')).toBeVisible()
  await expect(offline.getByText('Disponible hors ligne')).toBeVisible()
  await score.getByRole('button', { name: 'Écouter' }).click()
  await expect(score.locator('.note-playing').first()).toBeAttached()
  await score.getByRole('button', { name: 'Arrêter' }).click()

  // The exercise works offline: scored on the device, queued.
  const exercise = page.getByTestId('exercise-premier-rythme')
  const found = exercisesOf(pianoDebutant.find(item => item.lesson === 4)!.blocks).find(
    item => item.id === 'premier-rythme',
  )
  if (found?.practice.kind !== 'rhythm') throw new Error('lesson 4 has its rhythm exercise')
  await exercise.getByRole('button', { name: 'Commencer' }).click()
  await pressInTime(
    page,
    exercise,
    onsetsOf(parseAbc(found.practice.abc)).map(at => ({ key: 'Space', at })),
  )
  const result = exercise.getByTestId('practice-result')
  await expect(result).toContainText('Hors ligne : ce résultat est calculé sur cet appareil.', { timeout: 10_000 })
  // The taps are timed by the test's key presses: on a loaded CI machine they can land late and the
  // try fail its pass mark. The offline path is the same either way; only a passed try completes the lesson.
  const passed = (await result.textContent())?.includes('Réussi') ?? false

  // Back online: the queued try is sent and saved; a passed one completes the lesson.
  await context.setOffline(false)
  await expect(page.getByText('1 essai fait hors ligne envoyé.')).toBeVisible({ timeout: 15_000 })
  if (passed) {
    await expect(page.getByTestId('lesson-completion')).toHaveText('Leçon terminée ✓')
    await page.reload()
    await expect(page.getByTestId('lesson-completion')).toHaveText('Leçon terminée ✓')
  }

  // « Retirer » takes the lesson out.
  await page.getByTestId('offline-save').getByRole('button', { name: 'Retirer' }).click()
  await expect(page.getByTestId('offline-save').getByRole('button', { name: 'Garder pour hors ligne' })).toBeVisible()

  // Signing out forgets the saved lessons: the next person on a shared phone cannot open them offline.
  await page.getByTestId('offline-save').getByRole('button', { name: 'Garder pour hors ligne' }).click()
  await expect(page.getByTestId('offline-save').getByText('Disponible hors ligne')).toBeVisible({ timeout: 30_000 })
  const savedCache = () =>
    page.evaluate(
      async () =>
        (await caches.match('/api/learning/levels/piano/debutant/lessons/4', {
          cacheName: 'gombiste-saved-lessons',
        })) !== undefined,
    )
  expect(await savedCache()).toBe(true)
  await page.getByRole('button', { name: 'Menu de Hors Ligne Élève' }).click()
  await page.getByRole('button', { name: 'Déconnexion' }).click()
  await expect(page.getByRole('link', { name: 'Connexion' }).first()).toBeVisible()
  await expect.poll(savedCache).toBe(false)
})
