import { expect, test } from '@playwright/test'
import { parseAbc } from '../../src/lib/music/abc.ts'
import { exercisesOf } from '#lib/music/lesson-blocks.ts'
import { onsetsOf, targetsOf } from '../../src/features/courses/practice/scoring.ts'
import { readContent } from '#content/read-content.server.ts'
import { passingTry } from '../setup/practice.ts'
import { expectNoSeriousAxeViolations } from './support/a11y.ts'
import { pressInTime } from './support/practice.ts'
import { collectConsoleErrors, formatProblems, waitForHydration } from './support/site.ts'
import { enrol, signUpAndActivate } from './support/student.ts'

const pianoDebutant = readContent().disciplines.find(discipline => discipline.id === 'piano')!.levels[0]!.syllabus

/**
 * In the browser: lessons made of blocks, scores you can hear, and practice that listens.
 * The timed journeys run once (desktop): they press keys on the beat for tens of seconds.
 */
const desktopOnly = () =>
  test.skip(test.info().project.name !== 'desktop', 'timed journeys run on the desktop project only')

/** Computer keys by their place, from the lowest do of the on-screen keyboard (A = do, S = ré…). */
const KEY_OF_SEMITONE = [
  'KeyA',
  'KeyW',
  'KeyS',
  'KeyE',
  'KeyD',
  'KeyF',
  'KeyT',
  'KeyG',
  'KeyY',
  'KeyH',
  'KeyU',
  'KeyJ',
  'KeyK',
  'KeyO',
  'KeyL',
  'KeyP',
  'Semicolon',
]

const exerciseOf = (lesson: number, id: string) => {
  const found = exercisesOf(pianoDebutant.find(item => item.lesson === lesson)!.blocks).find(item => item.id === id)
  if (!found || found.practice.kind === 'drill') throw new Error(`no timed exercise ${id}`)
  return parseAbc(found.practice.abc)
}

test('a visitor opens the Leçon d’essai, hears the score note by note and plays along with computer keys', async ({
  page,
}) => {
  test.setTimeout(90_000)
  desktopOnly()
  const problems = collectConsoleErrors(page)
  await page.goto('/academie/piano/debutant')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Leçon d’essai' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Leçon 1 : Découvrir le clavier' })).toBeVisible()
  await expect(page.getByText('Vous découvrez la leçon d’essai de ce niveau')).toBeVisible()

  // The score is drawn as SVG; playing it lights each note on the score and on the demonstration keyboard.
  const score = page.getByRole('figure', { name: 'Do, ré, mi, fa, sol : monter et descendre' })
  await expect(score.locator('.abc-score svg')).toBeVisible()
  // Staff lines and stems are strokes painted by the SVG's own attributes (the CSP refuses inline styles).
  for (const shape of ['path.staff', 'path.stem'])
    expect(
      await score
        .locator(shape)
        .first()
        .evaluate(path => getComputedStyle(path).strokeWidth),
    ).not.toBe('0px')
  await score.getByLabel('Tempo').selectOption('120')
  await score.getByRole('button', { name: 'Écouter' }).click()
  await expect(score.locator('.note-playing').first()).toBeAttached()
  await expect(score.locator('[data-active="true"]').first()).toBeAttached()
  await score.getByRole('button', { name: 'Arrêter' }).click()
  await expectNoSeriousAxeViolations(page)
  // Nothing refused by the Content Security Policy or thrown.
  expect(problems, formatProblems(problems)).toEqual([])

  const exercise = page.getByTestId('exercise-cinq-notes')
  const tune = exerciseOf(1, 'cinq-notes')
  const low = Math.min(...targetsOf(tune).map(note => note.midi))
  const base = low - (low % 12)
  await exercise.getByRole('button', { name: 'Jouer' }).click()
  await pressInTime(
    page,
    exercise,
    targetsOf(tune).map(note => ({ key: KEY_OF_SEMITONE[note.midi - base]!, at: note.start })),
  )
  const result = exercise.getByTestId('practice-result')
  await expect(result).toContainText('Réussi', { timeout: 10_000 })
  await expect(result).toContainText('do 3 : juste')
  await expect(result).toContainText('Leçon d’essai : votre résultat n’est pas enregistré.')

  // The other lessons are for students: the trial's outline does not link them.
  await page.goto('/academie/piano/debutant/lecon/2')
  await expect(page).toHaveURL(/\/connexion$/)
})

test('the free lesson opened from its address is the server’s page: readable without scripts, hydrated without a shift or an error', async ({
  page,
  browser,
}) => {
  const path = '/academie/piano/debutant/lecon/1'
  const heading = 'Leçon 1 : Découvrir le clavier'
  // Without JavaScript: the lesson's text is in the HTML (what a slow phone shows before its scripts run).
  const noScript = await browser.newContext({ javaScriptEnabled: false })
  const bare = await noScript.newPage()
  await bare.goto(path)
  await expect(bare.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  await expect(bare.getByText('Vous découvrez la leçon d’essai de ce niveau')).toBeVisible()
  await expect(bare.getByRole('button', { name: 'Garder pour hors ligne' })).toBeVisible()
  // Buttons that need the scripts show as disabled until the page is hydrated.
  await expect(bare.getByRole('button', { name: 'Écouter' }).first()).toBeDisabled()
  await noScript.close()

  const problems = collectConsoleErrors(page)
  await page.addInitScript(() => {
    const shifts: number[] = []
    Object.assign(window, { __shifts: shifts })
    new PerformanceObserver(list => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto(path)
  await waitForHydration(page)
  const score = page.getByRole('figure', { name: 'Do, ré, mi, fa, sol : monter et descendre' })
  await expect(score.locator('.abc-score svg')).toBeVisible()
  await expect(score.getByRole('button', { name: 'Écouter' })).toBeEnabled()
  // The offline box has checked the browser's storage: the button now acts.
  await expect(page.getByRole('button', { name: 'Garder pour hors ligne' })).toHaveAttribute('aria-disabled', 'false')
  // Nothing moved while the page hydrated, drew its scores and checked what is kept offline.
  const shifted = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)
  expect(shifted.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01)
  // No hydration mismatch, nothing refused by the CSP.
  expect(problems, formatProblems(problems)).toEqual([])

  // The keyboard drawn by classes: each black key straddles the two white keys around it.
  const keyboard = page.getByRole('group', { name: /Démonstration au clavier/ }).first()
  const box = async (label: string) => (await keyboard.getByRole('button', { name: label, exact: true }).boundingBox())!
  const [doKey, doSharp, re] = [await box('do 3'), await box('do♯ 3'), await box('ré 3')]
  expect(doSharp.x).toBeGreaterThan(doKey.x)
  expect(doSharp.x).toBeLessThan(re.x)
  expect(doSharp.x + doSharp.width).toBeGreaterThan(re.x)
  expect(doSharp.width).toBeCloseTo(doKey.width * 0.6, 0)
  expect(doSharp.height).toBeLessThan(doKey.height)
})

test('a student taps the rhythm in time: scored in ms, saved, and the lesson counts as done', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000)
  desktopOnly()
  await signUpAndActivate(page, request, 'Rythme Élève')
  await enrol(page, 'mooc-complet')

  await page.goto('/academie/piano/debutant/lecon/4')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Leçon 4 : Ronde, blanche, noire et silences' }),
  ).toBeVisible()
  const lessonExercises = exercisesOf(pianoDebutant.find(item => item.lesson === 4)!.blocks)
  await expect(page.getByTestId('lesson-completion')).toContainText(
    `Exercices réussis : 0 sur ${lessonExercises.length}`,
  )
  await expect(page.getByRole('button', { name: 'Marquer comme terminée' })).toHaveCount(0)
  // The lesson's other exercises are passed through the API; the rhythm is tapped here, the last one.
  for (const other of lessonExercises.filter(item => item.id !== 'premier-rythme')) {
    const answer = await page.request.post(`/api/learning/levels/piano/debutant/lessons/4/practice/${other.id}`, {
      data: passingTry(other.practice),
      headers: { origin: new URL(page.url()).origin },
    })
    expect(answer.status()).toBe(200)
  }
  await page.reload()
  await expect(page.getByTestId('lesson-completion')).toContainText(
    `Exercices réussis : ${lessonExercises.length - 1} sur ${lessonExercises.length}`,
  )

  const exercise = page.getByTestId('exercise-premier-rythme')
  await exercise.getByRole('button', { name: 'Commencer' }).click()
  await pressInTime(
    page,
    exercise,
    onsetsOf(exerciseOf(4, 'premier-rythme')).map(at => ({ key: 'Space', at })),
  )
  const result = exercise.getByTestId('practice-result')
  await expect(result).toContainText('Réussi', { timeout: 10_000 })
  await expect(result).toContainText('Frappe 1 :')
  await expect(page.getByTestId('lesson-completion')).toHaveText('Leçon terminée ✓')
  await expect(page.getByRole('progressbar', { name: 'Progression du niveau' })).toHaveAttribute('aria-valuenow', '8')

  // Saved on the server: after a reload, the best result and the lesson stay.
  await page.reload()
  await expect(page.getByTestId('lesson-completion')).toHaveText('Leçon terminée ✓')
  await expect(exercise).toContainText('✓ réussi')
})
