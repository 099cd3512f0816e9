import { readFileSync } from 'node:fs'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { parseAbc } from '../../src/lib/music/abc.ts'
import { exercisesOf } from '#lib/music/lesson-blocks.ts'
import { targetsOf } from '../../src/features/courses/practice/scoring.ts'
import { readContent } from '#content/read-content.server.ts'
import { parseQuizFile } from '../../src/features/courses/quiz.content.ts'
import { passingTry } from '../setup/practice.ts'
import { expectNoSeriousAxeViolations } from './support/a11y.ts'
import { signInAsAdmin } from './support/admin.ts'
import { withMicrophoneSinging } from './support/voice.ts'
import { pressInTime } from './support/practice.ts'
import { waitForHydration } from './support/site.ts'
import { enrol, signUpAndActivate } from './support/student.ts'

const { disciplines } = readContent()
const pianoDebutant = disciplines.find(discipline => discipline.id === 'piano')!.levels[0]!.syllabus

/**
 * Learning in the browser, against the built app: a student pays for a formula with the test
 * provider, follows lessons, reveals a solution after trying, passes the assessment (listening to an
 * ear-training extract in the player bar), downloads the certificate and checks it on the public
 * verification page. The right answers come from the quiz bank in the source, as a student who
 * learned the lessons would know them; the browser never receives them.
 */
const STUDENT = 'Awa Apprentie'

/** Computer keys by their place, from the lowest do of the on-screen keyboard (A = do, W = do♯, S = ré…). */
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
/** The bottom row, for the left hand of a two-hand score: its white keys from its own lowest do (Z = do, X = ré…). */
const LEFT_KEY_OF_SEMITONE: Record<number, string> = {
  0: 'KeyZ',
  2: 'KeyX',
  4: 'KeyC',
  5: 'KeyV',
  7: 'KeyB',
  9: 'KeyN',
  11: 'KeyM',
  12: 'Comma',
  14: 'Period',
  16: 'Slash',
}
/** The do at or below the lowest of these notes, where a hand's row of keys starts (as the practice does). */
const lowestDo = (midis: number[]) => Math.min(...midis) - (Math.min(...midis) % 12)
const PIANO_PARTS = disciplines.find(discipline => discipline.id === 'piano')!.levels[0]!.performance!

// Chromium's fake microphone: the assessment records each performed part for the teacher.
test.use(withMicrophoneSinging(440))

/** A person's timing: each key within ±18 ms of its note, never on it to the millisecond. */
const humanOffset = (index: number) => (((index * 7919) % 37) - 18 + 0.5) / 1000

/** A new student who paid for `formulaId` with the test provider. */
async function enrolledStudent(page: Page, request: APIRequestContext, formulaId: string) {
  await signUpAndActivate(page, request, STUDENT)
  await enrol(page, formulaId)
}

test('a visitor reads the outline; lessons and assessment are for enrolled students', async ({ page }) => {
  await page.goto('/academie/piano/debutant')
  await expect(page.getByRole('heading', { name: 'Programme' })).toBeVisible()
  await expect(page.getByText('Leçon 3 : Lire en clé de sol')).toBeVisible()
  // No lesson text, no solution in the public page.
  await expect(page.getByText('la deuxième ligne de la portée porte le sol', { exact: false })).toHaveCount(0)
  await expect(page.getByText('Voir la solution')).toHaveCount(0)
  const notice = page.getByTestId('access-notice')
  await expect(notice).toContainText('réservés aux élèves inscrits à une formule qui l’ouvre')
  await expect(notice).toContainText('MOOC Complet')
  await expect(notice.getByRole('link', { name: 'Voir les formules' })).toBeVisible()

  await page.goto('/academie')
  await expect(page.getByTestId('formula-access')).toContainText(
    'MOOC Complet : tous les niveaux en ligne de toutes les disciplines, à vie.',
  )

  // Lesson 1 is the level's free trial; the others need an account and a formula.
  await page.goto('/academie/piano/debutant/lecon/2')
  await expect(page).toHaveURL(/\/connexion$/)
})

test('enrolled student: lessons, a solution after trying, the assessment, the certificate and its verification', async ({
  page,
  request,
}) => {
  test.setTimeout(200_000)
  await enrolledStudent(page, request, 'mooc-complet')

  // The course page shows the student's progress and where to start.
  await page.goto('/academie/piano/debutant')
  await waitForHydration(page)
  const progress = page.getByTestId('course-progress')
  await expect(progress.getByRole('progressbar', { name: 'Leçons terminées' })).toHaveAttribute('aria-valuenow', '0')
  await progress.getByRole('link', { name: 'Commencer : leçon 1' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Leçon 1 : Découvrir le clavier' })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  // A lesson with practice is done when its exercises reach their pass marks (the keys and
  // the microphone are played in lesson-practice.spec.ts): here the student's tries go to the API.
  const firstLessonExercises = exercisesOf(pianoDebutant.find(item => item.lesson === 1)!.blocks).length
  await expect(page.getByTestId('lesson-completion')).toContainText(`Exercices réussis : 0 sur ${firstLessonExercises}`)
  for (const lesson of [1, 2]) {
    for (const exercise of exercisesOf(pianoDebutant.find(item => item.lesson === lesson)!.blocks)) {
      const answer = await page.request.post(
        `/api/learning/levels/piano/debutant/lessons/${lesson}/practice/${exercise.id}`,
        {
          data: passingTry(exercise.practice),
          headers: { origin: new URL(page.url()).origin },
        },
      )
      expect(answer.status()).toBe(200)
    }
  }
  await page.goto('/academie/piano/debutant/lecon/2')
  await expect(page.getByRole('heading', { level: 1, name: 'Leçon 2 : Les doigts et la position de do' })).toBeVisible()
  await expect(page.getByTestId('lesson-completion')).toHaveText('Leçon terminée ✓')
  await expect(page.getByRole('progressbar', { name: 'Progression du niveau' })).toHaveAttribute('aria-valuenow', '16')

  // Saved on the server: a fresh load of the course page says 2 of 12 and resumes at lesson 3.
  await page.goto('/academie/piano/debutant')
  await expect(progress.getByRole('progressbar', { name: 'Leçons terminées' })).toHaveAttribute('aria-valuenow', '16')
  await expect(progress.getByRole('link', { name: 'Reprendre : leçon 3' })).toBeVisible()
  await expectNoSeriousAxeViolations(page)

  // Exercises: instructions first, the solution only after a try, and remembered.
  await progress.getByRole('link', { name: /^Exercices/ }).click()
  const first = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Exercice 1 :/ }) })
  await expect(first.getByRole('button', { name: 'Voir la solution' })).toHaveCount(0)
  await first.getByLabel('Votre réponse').fill('Do, ré, mi, fa, sol, la, si, do ; demi-tons mi-fa et si-do')
  await first.getByRole('button', { name: 'Enregistrer ma réponse' }).click()
  await first.getByRole('button', { name: 'Voir la solution' }).click()
  await expect(first.getByRole('heading', { name: 'Solution' })).toBeFocused()
  await expect(first).toContainText('Les demi-tons se trouvent entre mi et fa')
  const second = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Exercice 2 :/ }) })
  await second.getByRole('button', { name: 'J’ai essayé' }).click()
  await expect(second.getByRole('button', { name: 'Voir la solution' })).toBeVisible()
  await page.reload()
  await expect(first).toContainText('Les demi-tons se trouvent entre mi et fa')
  await expect(second).toContainText('Vous avez indiqué avoir essayé.')
  await expectNoSeriousAxeViolations(page)

  // The assessment opens once every lesson is done: the page lists those left.
  await page.getByRole('link', { name: 'Évaluation' }).click()
  await expect(page.getByTestId('lessons-left')).toContainText(`Il vous reste ${pianoDebutant.length - 2} leçons`)
  await expect(page.getByRole('heading', { name: 'Partie jouée' })).toHaveCount(0)
  for (const lesson of pianoDebutant.filter(item => item.lesson > 2)) {
    const exercises = exercisesOf(lesson.blocks)
    const origin = new URL(page.url()).origin
    if (exercises.length === 0) {
      const done = await page.request.put(`/api/learning/levels/piano/debutant/lessons/${lesson.lesson}`, {
        data: { done: true },
        headers: { origin },
      })
      expect(done.status()).toBe(200)
    }
    for (const exercise of exercises) {
      const answer = await page.request.post(
        `/api/learning/levels/piano/debutant/lessons/${lesson.lesson}/practice/${exercise.id}`,
        { data: passingTry(exercise.practice), headers: { origin } },
      )
      expect(answer.status()).toBe(200)
    }
  }
  await page.reload()

  // The assessment: listen to an extract in the player bar, answer, graded by the server.
  await expect(page.getByText('Le niveau est validé à partir de')).toContainText('75 %')
  await expect(page.getByTestId('recording-notice')).toContainText('un professeur de la discipline écoute')
  await expectNoSeriousAxeViolations(page)
  // The playing part (65 % of the mark): the set piece and the scale, both hands together, with the
  // computer keys in time as a person plays them: the home row plays the right hand, the bottom row the left hand.
  await expect(page.getByRole('heading', { name: 'Partie jouée' })).toBeVisible()
  for (const part of PIANO_PARTS) {
    const card = page.getByTestId(`part-${part.id}`)
    const targets = targetsOf(parseAbc(part.practice.abc))
    const right = targets.filter(target => target.hand !== 'left')
    const left = targets.filter(target => target.hand === 'left')
    const rightBase = lowestDo(right.map(target => target.midi))
    const leftBase = left.length ? lowestDo(left.map(target => target.midi)) : 0
    const keyOf = (target: (typeof targets)[number]) =>
      target.hand === 'left' ? LEFT_KEY_OF_SEMITONE[target.midi - leftBase] : KEY_OF_SEMITONE[target.midi - rightBase]
    await card.getByRole('button', { name: 'Jouer' }).click()
    await pressInTime(
      page,
      card,
      targets
        .filter(target => keyOf(target))
        .map((target, index) => ({ key: keyOf(target)!, at: target.start + humanOffset(index) }))
        .sort((a, b) => a.at - b.at),
    )
    await expect(page.getByTestId(`part-${part.id}-status`)).toContainText(
      'Enregistrement prêt pour votre professeur',
      {
        timeout: 15_000,
      },
    )
  }
  const file = 'content/quizzes/piano-debutant.json'
  const { questions } = parseQuizFile(file, JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')))
  const listening = questions.findIndex(question => question.audio)
  await page.getByRole('button', { name: `Écouter l’extrait de la question ${listening + 1}` }).click()
  await expect(page.getByText(`Question ${listening + 1} — écoute`).first()).toBeVisible()
  for (const [index, question] of questions.entries()) {
    const group = page.getByRole('group', { name: new RegExp(`^Question ${index + 1} \\(`) })
    for (const choice of question.correct) await group.getByLabel(question.choices[choice]!, { exact: true }).check()
  }
  await page.getByRole('button', { name: 'Valider mon évaluation' }).click()
  const result = page.getByTestId('quiz-result')
  // A pass whose playing a teacher must hear first: no certificate yet.
  await expect(result).toContainText('Réussi sous réserve de validation :')
  await expect(result).toContainText('Votre évaluation est en attente de validation')
  // The final mark, part by part: the playing and the quiz, each for its share.
  const breakdown = result.getByTestId('assessment-breakdown')
  await expect(breakdown).toContainText('jeu — Morceau imposé : « Ode à la joie »')
  await expect(breakdown).toContainText('× 40 %')
  await expect(breakdown.getByRole('row', { name: /^quiz/ })).toContainText('100/100')
  await expect(result.getByTestId('recording-upload')).toContainText('Vos enregistrements sont arrivés', {
    timeout: 20_000,
  })
  await page.reload()
  await expect(page.getByTestId('review-status')).toContainText('en attente de validation')

  // An administrator listens and validates, from the certificates screen's queue.
  const admin = await page.context().browser()!.newPage()
  await signInAsAdmin(admin)
  await admin.goto('/admin/certificats')
  const review = admin.getByTestId('assessment-reviews').getByRole('listitem').filter({ hasText: STUDENT }).first()
  await expect(review.getByRole('heading', { name: `${STUDENT} — Piano Débutant` })).toBeVisible()
  await expect(review.locator('audio')).toHaveCount(2)
  await review.getByLabel('Commentaire pour l’élève (obligatoire pour refuser)').fill('Un phrasé régulier, bravo.')
  await review.getByRole('button', { name: 'Valider et délivrer le certificat' }).click()
  await expect(admin.getByTestId('assessment-reviews').getByRole('status')).toContainText(
    `Évaluation de ${STUDENT} validée : certificat`,
  )
  await admin.close()

  // The student's assessment page now holds the certificate.
  await page.reload()
  const passedPanel = page.getByText('Vous avez réussi ce niveau.').locator('..')
  await expect(passedPanel).toBeVisible()

  // The PDF certificate.
  const downloading = page.waitForEvent('download')
  await passedPanel.getByRole('link', { name: 'Télécharger le certificat (PDF)' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^certificat-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}\.pdf$/)
  const { readFile } = await import('node:fs/promises')
  const pdf = await readFile((await download.path())!)
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')

  // The verification page confirms it, for anyone, and says a teacher heard the playing.
  await passedPanel.getByRole('link', { name: 'Voir mon certificat' }).click()
  await expect(page).toHaveURL(/\/certificat\/[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/)
  const code = new URL(page.url()).pathname.split('/').at(-1)!
  await expect(page.getByTestId('certificate-status')).toContainText('Certificat authentique')
  await expect(page.getByTestId('certificate-student')).toHaveText(STUDENT)
  await expect(page.getByTestId('certificate-code')).toHaveText(code)
  await expect(page.getByTestId('certificate-evidence')).toHaveText(
    'Parties jouées écoutées et validées par un professeur de l’académie ; quiz noté par l’académie.',
  )
  await expect(page.getByRole('img', { name: /Code QR menant à la page de vérification/ })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  const anonymous = await request.get(`/certificat/${code}`, { headers: { cookie: '' } })
  expect(anonymous.status()).toBe(200)
  expect(await anonymous.text()).toContain('Certificat authentique')

  const unknown = await request.get('/certificat/ZZZZ-ZZZZ-ZZZZ')
  expect(unknown.status()).toBe(404)
  await page.goto('/certificat/ZZZZ-ZZZZ-ZZZZ')
  await expect(page.getByTestId('certificate-status')).toHaveText(
    'Aucun certificat ne porte ce code. Vérifiez qu’il est recopié sans erreur.',
  )

  // The profile: progress per discipline, 'Reprendre' and the certificate.
  await page.goto('/profil')
  const learning = page.getByTestId('learning-progress')
  await expect(learning.getByRole('progressbar', { name: 'Piano' })).toBeVisible()
  await expect(learning).toContainText(
    `Débutant : 100 % (${pianoDebutant.length}/${pianoDebutant.length} leçons) — réussi`,
  )
})
