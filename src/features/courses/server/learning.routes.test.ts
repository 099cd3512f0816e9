import { and, eq } from 'drizzle-orm'
import { readPdf } from '#tests/setup/pdf-reader.ts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ROLES } from '#core/auth/roles.ts'
import { notifications } from '#core/notifications/notifications.table.ts'
import { enrol, updatePreferences } from '#features/account/server/account.repo.ts'
import { insertOrder, settleOrder } from '#features/commerce/server/commerce.repo.ts'
import { signedInUser } from '#tests/setup/accounts.ts'
import { asOpenedBefore, certify, finishLessons } from '#tests/setup/assessment.ts'
import { failingTry, passingTry, perfectPerformance } from '#tests/setup/practice.ts'
import { siteContent } from '#tests/setup/content.ts'
import { createTestApp, TEST_ORIGIN } from '#tests/setup/test-app.ts'
import { exercisesOf, type LessonBlock } from '#lib/music/lesson-blocks.ts'
import { levels } from '#features/catalog/server/academy.table.ts'
import { LEARNING_MESSAGES } from '../learning.access.ts'
import { sendProgressReminders } from './learning.notifications.server.ts'
import { QUIZ_RETRY_DELAY_MINUTES } from './learning.repo.ts'
import { exerciseProgress, lessonProgress, quizAttempts } from './learning.table.ts'
import type { QuizQuestion } from '../quiz.schemas.ts'
import { callJson } from '#tests/setup/route-test.ts'

const { disciplines } = siteContent
const PIANO_LESSONS = disciplines.find(discipline => discipline.id === 'piano')!.levels[0]!.syllabus

let context: Awaited<ReturnType<typeof createTestApp>>

beforeAll(async () => {
  context = await createTestApp({ seed: true })
})
afterAll(() => context.close())

/** Each test student's id by their cookie: an assessment is sent with its signed opening, as the page does. */
const studentIds = new Map<string, string>()
const call = async (method: string, path: string, options?: { cookie?: string; body?: unknown }) =>
  callJson(context.app, method, path, {
    ...options,
    body: await asOpenedBefore(context, studentIds.get(options?.cookie ?? ''), path, options?.body),
  })

/** A paid order settled as the provider's verified notification would (the route tests' shortcut). */
async function paidFormula(
  user: { id: string; email: string },
  formulaId: string,
  billingCycle: 'mois' | 'unique',
  paidAt = new Date(),
) {
  const order = await insertOrder(context.db, {
    userId: user.id,
    customerEmail: user.email,
    customerName: 'Test Élève',
    formulaId,
    formulaName: formulaId,
    billingCycle,
    amount: 100,
    currency: 'EUR',
    provider: 'test',
    method: 'card',
  })
  await settleOrder(context.db, order, 'paid', `tx-${order.id}`, paidAt)
}

const student = async () => {
  const user = await signedInUser(context, ROLES.student)
  studentIds.set(user.cookie, user.id)
  return user
}

/** Completes a lesson as a student would: each practice exercise passed, or the button for a plain lesson. */
async function completeLesson(cookie: string, level: string, lesson: number) {
  const detail = await call('GET', `/api/learning/levels/${level}/lessons/${lesson}`, { cookie })
  const exercises = exercisesOf(detail.body.blocks as LessonBlock[])
  if (exercises.length === 0)
    return call('PUT', `/api/learning/levels/${level}/lessons/${lesson}`, { cookie, body: { done: true } })
  let last: Awaited<ReturnType<typeof call>> | null = null
  for (const exercise of exercises) {
    last = await call('POST', `/api/learning/levels/${level}/lessons/${lesson}/practice/${exercise.id}`, {
      cookie,
      body: passingTry(exercise.practice),
    })
    expect(last.status, JSON.stringify(last.body)).toBe(200)
    expect(last.body.passed).toBe(true)
  }
  return last!
}

const answersFor = (questions: QuizQuestion[], rightIds: Set<string>) =>
  Object.fromEntries(
    questions.map(question => [
      question.id,
      rightIds.has(question.id)
        ? question.correct
        : question.choices.flatMap((_, index) => (question.correct.includes(index) ? [] : [index])).slice(0, 1),
    ]),
  )

/** Each level's questions as the content files give them (the seed puts them in the database). */
const QUIZZES = new Map(siteContent.quizzes.map(file => [`${file.disciplineId}/${file.levelId}`, file.questions]))
const PIANO_BEGINNER = QUIZZES.get('piano/debutant')!
const partsOf = (disciplineId: string, levelId: string) =>
  disciplines.find(discipline => discipline.id === disciplineId)!.levels.find(level => level.id === levelId)!
    .performance
/** Piano beginner's set piece and scale, played perfectly by a person (65 % of the final mark). */
const PIANO_PLAYED = perfectPerformance(partsOf('piano', 'debutant'))

/** Question ids worth exactly `target` points of piano beginner (8- and 9-point questions). */
function piecesWorth(target: number): Set<string> {
  const eights = PIANO_BEGINNER.filter(question => question.points === 8)
  const nines = PIANO_BEGINNER.filter(question => question.points === 9)
  for (let nineCount = 0; nineCount <= nines.length; nineCount++) {
    const rest = target - nineCount * 9
    if (rest >= 0 && rest % 8 === 0 && rest / 8 <= eights.length) {
      return new Set([...nines.slice(0, nineCount), ...eights.slice(0, rest / 8)].map(question => question.id))
    }
  }
  throw new Error(`no combination worth ${target}`)
}

describe('access', () => {
  test('anyone reads the outline; lessons, exercises and assessment need a formula that opens the level', async () => {
    expect((await call('GET', '/api/academy/courses/piano/debutant')).status).toBe(200)
    const anonymous = await call('GET', '/api/learning/levels/piano/debutant')
    expect(anonymous.status).toBe(401)
    const user = await student()
    for (const path of ['/api/learning/levels/piano/debutant', '/api/learning/levels/piano/debutant/quiz']) {
      const refused = await call('GET', path, { cookie: user.cookie })
      expect(refused.status).toBe(403)
      expect(refused.body.error?.message).toBe(LEARNING_MESSAGES.notEnrolled)
    }
    const write = await call('PUT', '/api/learning/levels/piano/debutant/lessons/1', {
      cookie: user.cookie,
      body: { done: true },
    })
    expect(write.status).toBe(403)
  })

  test('each formula opens its levels: Pack Individuel beginner and intermediate, MOOC Complet every level', async () => {
    const individual = await student()
    await paidFormula(individual, 'pack-individuel', 'mois')
    expect((await call('GET', '/api/learning/levels/piano/debutant', { cookie: individual.cookie })).status).toBe(200)
    expect((await call('GET', '/api/learning/levels/chant/intermediaire', { cookie: individual.cookie })).status).toBe(
      200,
    )
    expect((await call('GET', '/api/learning/levels/piano/avance', { cookie: individual.cookie })).status).toBe(403)

    const mooc = await student()
    await paidFormula(mooc, 'mooc-complet', 'unique')
    const overview = await call('GET', '/api/learning/overview', { cookie: mooc.cookie })
    expect(overview.status).toBe(200)
    const open = overview.body.disciplines.flatMap((discipline: any) =>
      discipline.levels.map((level: any) => `${discipline.id}/${level.id}:${level.isOpen}`),
    )
    expect(open).toEqual([
      'piano/debutant:true',
      'piano/intermediaire:true',
      'piano/avance:true',
      'chant/debutant:true',
      'chant/intermediaire:true',
      'mao/debutant:true',
      'musicologie/debutant:true',
    ])
  })

  test('a monthly formula opens levels while a paid month covers today', async () => {
    const user = await student()
    await paidFormula(user, 'formation-hybride', 'mois', new Date(Date.now() - 40 * 86_400_000))
    const refused = await call('GET', '/api/learning/levels/mao/debutant', { cookie: user.cookie })
    expect(refused.status).toBe(403)
    const overview = await call('GET', '/api/learning/overview', { cookie: user.cookie })
    expect(overview.body.lapsed).toEqual([{ formulaId: 'formation-hybride', endedAt: expect.any(String) }])
    await paidFormula(user, 'formation-hybride', 'mois')
    expect((await call('GET', '/api/learning/levels/mao/debutant', { cookie: user.cookie })).status).toBe(200)
  })

  test('a formula granted by the label without a payment counts; unknown levels are 404', async () => {
    const user = await student()
    await enrol(context.db, user.id, 'parcours-certifiant')
    expect((await call('GET', '/api/learning/levels/piano/avance', { cookie: user.cookie })).status).toBe(200)
    expect((await call('GET', '/api/learning/levels/piano/expert', { cookie: user.cookie })).status).toBe(404)
  })
})

describe('progress', () => {
  test('lessons marked done give the level and discipline progress, and Reprendre points to the first lesson not done', async () => {
    const user = await student()
    await paidFormula(user, 'mooc-complet', 'unique')
    for (const lesson of [1, 2, 4]) {
      const completed = await completeLesson(user.cookie, 'piano/debutant', lesson)
      expect(completed.status).toBe(200)
    }
    // Marking twice changes nothing; unmarking works.
    await call('PUT', '/api/learning/levels/piano/debutant/lessons/4', { cookie: user.cookie, body: { done: true } })
    const unmarked = await call('PUT', '/api/learning/levels/piano/debutant/lessons/4', {
      cookie: user.cookie,
      body: { done: false },
    })
    expect(unmarked.body.progress).toMatchObject({ lessonsDone: 2, lessonsTotal: 12, percent: 16, resumeLesson: 3 })

    const workspace = await call('GET', '/api/learning/levels/piano/debutant', { cookie: user.cookie })
    expect(workspace.body.lessons.map((lesson: any) => lesson.done)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ])
    expect(workspace.body.lessons[2].content).toMatch(/clé de sol/)
    expect(workspace.body.disciplineProgress).toMatchObject({
      lessonsDone: 2,
      percent: Math.floor(200 / workspace.body.disciplineProgress.lessonsTotal),
    })

    const overview = await call('GET', '/api/learning/overview', { cookie: user.cookie })
    const piano = overview.body.disciplines.find((discipline: any) => discipline.id === 'piano')
    expect(piano.levels[0]).toMatchObject({ lessonsDone: 2, lessonsTotal: 12, percent: 16, resumeLesson: 3 })
    const pianoLessons = piano.levels.reduce((sum: number, level: any) => sum + level.lessonsTotal, 0)
    expect(piano).toMatchObject({ lessonsDone: 2, lessonsTotal: pianoLessons, percent: Math.floor(200 / pianoLessons) })
    expect(overview.body.resume).toMatchObject({
      disciplineId: 'piano',
      levelId: 'debutant',
      lesson: 3,
      title: 'Lire en clé de sol',
    })
  })

  test('progress is stored on the server: a second session of the same student sees it', async () => {
    const user = await student()
    await paidFormula(user, 'mooc-complet', 'unique')
    await completeLesson(user.cookie, 'chant/debutant', 1)
    const rows = await context.db.select().from(lessonProgress).where(eq(lessonProgress.userId, user.id))
    expect(rows.map(row => `${row.disciplineId}/${row.levelId}/${row.lesson}`)).toEqual(['chant/debutant/1'])
    const signIn = await context.app.request('/api/account/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: JSON.stringify({ email: user.email, password: 'Sanza-et-tam-tam-2026' }),
    })
    const otherDevice = signIn.headers
      .getSetCookie()
      .map(value => value.split(';')[0])
      .join('; ')
    expect(otherDevice).not.toBe(user.cookie)
    const seen = await call('GET', '/api/learning/levels/chant/debutant', { cookie: otherDevice })
    expect(seen.body.progress).toMatchObject({ lessonsDone: 1, resumeLesson: 2 })
  })

  test('an unknown lesson is 404, a malformed one 400', async () => {
    const user = await student()
    await paidFormula(user, 'mooc-complet', 'unique')
    expect(
      (
        await call('PUT', '/api/learning/levels/piano/debutant/lessons/99', {
          cookie: user.cookie,
          body: { done: true },
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await call('PUT', '/api/learning/levels/piano/debutant/lessons/abc', {
          cookie: user.cookie,
          body: { done: true },
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await call('PUT', '/api/learning/levels/piano/debutant/lessons/1', {
          cookie: user.cookie,
          body: { done: 'oui' },
        })
      ).status,
    ).toBe(400)
  })
})

describe('lessons made of blocks, and practice that counts (issue #25)', () => {
  test('the free lesson is open to all as a trial; the others need an account and a formula', async () => {
    const trial = await call('GET', '/api/learning/levels/piano/debutant/lessons/1')
    expect(trial.status).toBe(200)
    expect(trial.body).toMatchObject({ lesson: 1, free: true, trial: true, practice: {}, progress: null })
    // Served whole to a visitor: every block of the lesson file, in order, its week's plan included.
    const lessonOne = disciplines
      .find(discipline => discipline.id === 'piano')!
      .levels.find(level => level.id === 'debutant')!
      .syllabus.find(lesson => lesson.lesson === 1)!
    const types = trial.body.blocks.map((block: LessonBlock) => block.type)
    expect(types).toEqual(lessonOne.blocks!.map(block => block.type))
    expect(types).toEqual(expect.arrayContaining(['text', 'score', 'exercise', 'plan']))
    const closed = await call('GET', '/api/learning/levels/piano/debutant/lessons/2')
    expect(closed.status).toBe(401)
    expect(closed.body.error?.message).toBe(LEARNING_MESSAGES.signInForLesson)
    const user = await student()
    expect((await call('GET', '/api/learning/levels/piano/debutant/lessons/2', { cookie: user.cookie })).status).toBe(
      403,
    )
    const tryIt = await call('POST', '/api/learning/levels/piano/debutant/lessons/1/practice/cinq-notes', {
      cookie: user.cookie,
      body: { kind: 'play', notes: [] },
    })
    expect(tryIt.status).toBe(403)
    await paidFormula(user, 'mooc-complet', 'unique')
    const open = await call('GET', '/api/learning/levels/piano/debutant/lessons/2', { cookie: user.cookie })
    expect(open.body).toMatchObject({ lesson: 2, trial: false, done: false, progress: { lessonsDone: 0 } })
  })

  test('a two-hand exercise is passed hands together; a try of one hand alone is refused in French', async () => {
    const user = await student()
    await paidFormula(user, 'mooc-complet', 'unique')
    const path = '/api/learning/levels/piano/debutant/lessons/8/practice/clair-de-la-lune-mains-ensemble'
    const exercise = exercisesOf(PIANO_LESSONS.find(lesson => lesson.lesson === 8)!.blocks).find(
      candidate => candidate.id === 'clair-de-la-lune-mains-ensemble',
    )!
    const both = passingTry(exercise.practice) as { kind: 'play'; notes: [number, number][] }
    // The right hand's notes alone, sent as a right-hand try: practice in the browser, never recorded.
    const rightHand = { ...both, notes: both.notes.filter(([midi]) => midi >= 60), hands: 'right' }
    const oneHand = await call('POST', path, { cookie: user.cookie, body: rightHand })
    expect(oneHand.status).toBe(400)
    expect(oneHand.body.error?.message).toBe(LEARNING_MESSAGES.oneHand)
    // The same notes as a hands-together try: the left hand's notes are missed.
    const melodyOnly = await call('POST', path, { cookie: user.cookie, body: { ...rightHand, hands: 'both' } })
    expect(melodyOnly.body).toMatchObject({ passed: false })
    expect(melodyOnly.body.detail.hands).toEqual({ played: 'both', right: 100, left: 0 })
    const together = await call('POST', path, { cookie: user.cookie, body: { ...both, hands: 'both' } })
    expect(together.body).toMatchObject({ score: 100, passed: true })
    expect(together.body.best).toMatchObject({ bestScore: 100, passed: true, attempts: 2 })
  })

  test('a lesson with exercises is done only when they reach their pass marks; the best result is kept', async () => {
    const user = await student()
    await paidFormula(user, 'mooc-complet', 'unique')
    const path = '/api/learning/levels/piano/debutant/lessons/12'
    const button = await call('PUT', path, { cookie: user.cookie, body: { done: true } })
    expect(button.status).toBe(409)
    expect(button.body.error?.message).toBe(LEARNING_MESSAGES.practiceFirst)

    const lesson = await call('GET', path, { cookie: user.cookie })
    const exercises = exercisesOf(lesson.body.blocks as LessonBlock[])
    const menuet = exercises[0]
    const intervals = exercises.at(-1)
    const missed = await call('POST', `${path}/practice/${menuet!.id}`, {
      cookie: user.cookie,
      body: failingTry(menuet!.practice),
    })
    expect(missed.body).toMatchObject({ score: 0, passMark: 75, passed: false, lessonDone: false })
    // Right notes, but one pressed 300 ms late and a wrong key: scored on the server, note by note.
    const played = passingTry(menuet!.practice) as { kind: 'play'; notes: [number, number][] }
    played.notes[1]![1] += 0.3
    played.notes.push([61, 0.5])
    const close = await call('POST', `${path}/practice/${menuet!.id}`, { cookie: user.cookie, body: played })
    expect(close.body.detail.notes[1]).toMatchObject({ status: 'right', timingMs: 300 })
    expect(close.body.detail.wrong).toEqual([{ midi: 61, name: 'do♯ 3', timeMs: 500 }])
    expect(close.body.passed).toBe(close.body.score >= 75)

    const passed = await call('POST', `${path}/practice/${menuet!.id}`, {
      cookie: user.cookie,
      body: passingTry(menuet!.practice),
    })
    expect(passed.body).toMatchObject({ score: 100, passed: true, lessonDone: false })
    // A weaker try later keeps the best.
    const worse = await call('POST', `${path}/practice/${menuet!.id}`, {
      cookie: user.cookie,
      body: failingTry(menuet!.practice),
    })
    expect(worse.body.best).toMatchObject({ bestScore: 100, lastScore: 0, passed: true, attempts: 4 })

    // The lesson's other exercises (the exam rehearsals), then the drill last: the lesson is done.
    for (const exercise of exercises.slice(1, -1)) {
      const other = await call('POST', `${path}/practice/${exercise.id}`, {
        cookie: user.cookie,
        body: passingTry(exercise.practice),
      })
      expect(other.body).toMatchObject({ passed: true, lessonDone: false })
    }
    const drill = await call('POST', `${path}/practice/${intervals!.id}`, {
      cookie: user.cookie,
      body: passingTry(intervals!.practice, 99),
    })
    expect(drill.body).toMatchObject({ score: 100, passed: true, lessonDone: true, progress: { lessonsDone: 1 } })
    const after = await call('GET', path, { cookie: user.cookie })
    expect(after.body.done).toBe(true)
    expect(after.body.practice[menuet!.id]).toMatchObject({ bestScore: 100, passed: true })
  })

  test('a try of the wrong kind is 400, an unknown exercise 404, a bloated try 400', async () => {
    const user = await student()
    await paidFormula(user, 'mooc-complet', 'unique')
    const path = '/api/learning/levels/piano/debutant/lessons/1/practice'
    const wrongKind = await call('POST', `${path}/cinq-notes`, {
      cookie: user.cookie,
      body: { kind: 'rhythm', taps: [] },
    })
    expect(wrongKind.status).toBe(400)
    expect(wrongKind.body.error?.message).toBe(LEARNING_MESSAGES.wrongPracticeKind)
    expect(
      (await call('POST', `${path}/inconnu`, { cookie: user.cookie, body: { kind: 'play', notes: [] } })).status,
    ).toBe(404)
    const bloated = await call('POST', `${path}/cinq-notes`, {
      cookie: user.cookie,
      body: { kind: 'play', notes: [[60, 'maintenant']] },
    })
    expect(bloated.status).toBe(400)
  })
})

describe('the lesson sheet (PDF, issue #25)', () => {
  const sheetPath = (lesson: number) => `/api/learning/levels/piano/debutant/lessons/${lesson}/sheet.pdf`

  test('a visitor downloads the free lesson’s sheet: title, text, the exercise and its pass mark, scores as vectors', async () => {
    const { status, response } = await call('GET', sheetPath(1))
    expect(status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('cache-control')).toBe('public, max-age=600')
    expect(response.headers.get('content-disposition')).toContain('fiche-piano-debutant-lecon-1.pdf')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.toString('latin1').startsWith('%PDF-')).toBe(true)

    const level = PIANO_LESSONS.find(lesson => lesson.lesson === 1)!
    const pdf = readPdf(bytes)
    expect(pdf.repaired).toBe(false)
    expect(pdf.fonts.every(font => font.embedded)).toBe(true)
    expect(pdf.title).toBe(`Leçon 1 : ${level.title}`)
    expect(pdf.pages.length).toBeGreaterThanOrEqual(2)
    expect(pdf.pages[0]!.replace(/\s+/g, ' ')).toContain(`Leçon 1 : ${level.title}`)
    // The markdown's heading and a list item, with their accents, as text.
    expect(pdf.text).toContain('Un paysage qui se répète')
    expect(pdf.text).toContain('Asseyez-vous au bord du siège, le dos droit')
    expect(pdf.text).not.toContain('**')
    const exercise = exercisesOf(level.blocks)[0]!
    expect(pdf.text).toContain(`Exercice : ${exercise.title}`)
    expect(pdf.text).toContain(`Seuil de réussite : ${exercise.passMark} / 100.`)
    expect(pdf.pages.at(-1)).toContain(`Page ${pdf.pages.length} / ${pdf.pages.length}`)
    // The score is drawn, not printed as ABC: straight strokes (staff lines, stems, bars) and filled
    // note heads (Bézier ellipses).
    expect(pdf.text).not.toContain('X:1')
    const shapes = pdf.pages.flatMap((_, page) => pdf.shapes(page))
    expect(
      shapes.filter(shape => shape.paint === 'stroke' && shape.lines === 1 && !shape.curves).length,
    ).toBeGreaterThan(20)
    expect(
      shapes.filter(shape => shape.paint === 'fill' && shape.closed && shape.curves >= 4).length,
    ).toBeGreaterThanOrEqual(8)
  })

  test('a paid lesson’s sheet: 401 for a visitor, 403 without the formula, private for the level’s student', async () => {
    const closed = await call('GET', sheetPath(2))
    expect(closed.status).toBe(401)
    expect(closed.body.error?.message).toBe(LEARNING_MESSAGES.signInForLesson)
    const user = await student()
    const refused = await call('GET', sheetPath(2), { cookie: user.cookie })
    expect(refused.status).toBe(403)
    expect(refused.body.error?.message).toBe(LEARNING_MESSAGES.notEnrolled)
    await paidFormula(user, 'pack-individuel', 'unique')
    const { status, response } = await call('GET', sheetPath(2), { cookie: user.cookie })
    expect(status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, max-age=600')
    const pdf = readPdf(Buffer.from(await response.arrayBuffer()))
    const level = PIANO_LESSONS.find(lesson => lesson.lesson === 2)!
    expect(pdf.pages[0]!.replace(/\s+/g, ' ')).toContain(`Leçon 2 : ${level.title}`)
    for (const exercise of exercisesOf(level.blocks)) expect(pdf.text).toContain(exercise.title)
    expect((await call('GET', '/api/learning/levels/piano/debutant/lessons/99/sheet.pdf')).status).toBe(404)
    expect((await call('GET', '/api/learning/levels/piano/debutant/lessons/abc/sheet.pdf')).status).toBe(400)
  })

  test('a plain lesson (no blocks) prints its text on one page', async () => {
    // Older databases and admins can still hold plain lessons (no blocks): piano avancé's lesson 1
    // is made plain here.
    const [level] = await context.db
      .select()
      .from(levels)
      .where(and(eq(levels.disciplineId, 'piano'), eq(levels.id, 'avance')))
    const syllabus = level!.content.syllabus.map(lesson =>
      lesson.lesson === 1 ? { ...lesson, blocks: undefined } : lesson,
    )
    await context.db
      .update(levels)
      .set({ content: { ...level!.content, syllabus } })
      .where(and(eq(levels.disciplineId, 'piano'), eq(levels.id, 'avance')))
    const user = await student()
    await paidFormula(user, 'mooc-complet', 'unique')
    const response = await call('GET', '/api/learning/levels/piano/avance/lessons/1/sheet.pdf', { cookie: user.cookie })
    expect(response.status).toBe(200)
    const pdf = readPdf(Buffer.from(await response.response.arrayBuffer()))
    expect(pdf.pages).toHaveLength(1)
    expect(pdf.text).toContain('Leçon 1 :')
  })
})

describe('exercises', () => {
  test('the solution is sent only after a try, and the reveal is remembered', async () => {
    const user = await student()
    await paidFormula(user, 'mooc-complet', 'unique')
    const before = await call('GET', '/api/learning/levels/piano/debutant', { cookie: user.cookie })
    expect(before.body.exercises[0]).toMatchObject({ tried: false, revealed: false, solution: null })
    expect(JSON.stringify(before.body)).not.toContain('Les demi-tons se trouvent entre mi et fa')

    const early = await call('POST', '/api/learning/levels/piano/debutant/exercises/0/reveal', {
      cookie: user.cookie,
      body: {},
    })
    expect(early.status).toBe(409)
    expect(early.body.error?.message).toBe(LEARNING_MESSAGES.tryFirst)

    const tried = await call('POST', '/api/learning/levels/piano/debutant/exercises/0/try', {
      cookie: user.cookie,
      body: { answer: 'Do ré mi fa sol la si do' },
    })
    expect(tried.status).toBe(200)
    const revealed = await call('POST', '/api/learning/levels/piano/debutant/exercises/0/reveal', {
      cookie: user.cookie,
      body: {},
    })
    expect(revealed.status).toBe(200)
    expect(revealed.body.solution).toMatch(/^Do, ré, mi, fa, sol, la, si, do/)

    // 'J'ai essayé' without writing an answer is a try too.
    expect(
      (await call('POST', '/api/learning/levels/piano/debutant/exercises/1/try', { cookie: user.cookie, body: {} }))
        .status,
    ).toBe(200)

    const after = await call('GET', '/api/learning/levels/piano/debutant', { cookie: user.cookie })
    expect(after.body.exercises[0]).toMatchObject({
      tried: true,
      revealed: true,
      answer: 'Do ré mi fa sol la si do',
      solution: expect.stringMatching(/^Do, ré/),
    })
    expect(after.body.exercises[1]).toMatchObject({ tried: true, revealed: false, answer: '', solution: null })
    const [row] = await context.db
      .select()
      .from(exerciseProgress)
      .where(and(eq(exerciseProgress.userId, user.id), eq(exerciseProgress.exercise, 0)))
    expect(row?.revealedAt).toBeInstanceOf(Date)
    expect(
      (await call('POST', '/api/learning/levels/piano/debutant/exercises/9/try', { cookie: user.cookie, body: {} }))
        .status,
    ).toBe(404)
  })
})

describe('assessment', () => {
  test('every level has at least 10 questions, ear-training included, each with a valid answer key', () => {
    const keys = [...QUIZZES.keys()]
    expect(keys.sort()).toEqual([
      'chant/debutant',
      'chant/intermediaire',
      'mao/debutant',
      'musicologie/debutant',
      'piano/avance',
      'piano/debutant',
      'piano/intermediaire',
    ])
    const ids = new Set<string>()
    for (const [key, questions] of QUIZZES) {
      expect(questions.length, key).toBeGreaterThanOrEqual(10)
      expect(
        questions.some(question => question.audio),
        key,
      ).toBe(true)
      for (const question of questions) {
        expect(ids.has(question.id), question.id).toBe(false)
        ids.add(question.id)
        expect(question.correct.length).toBeGreaterThan(0)
        expect(
          question.correct.every(index => index >= 0 && index < question.choices.length),
          question.id,
        ).toBe(true)
      }
    }
    expect([...QUIZZES.values()].flat().some(question => question.correct.length > 1)).toBe(true)
    expect(PIANO_BEGINNER.reduce((sum, question) => sum + (question.points ?? 1), 0)).toBe(100)
  })

  test('the quiz sent to the browser carries no answers, and its audio URLs say nothing about the notes', async () => {
    const user = await student()
    await paidFormula(user, 'mooc-complet', 'unique')
    const quiz = await call('GET', '/api/learning/levels/piano/debutant/quiz', { cookie: user.cookie })
    expect(quiz.status).toBe(200)
    expect(quiz.body).toMatchObject({
      passingScore: 75,
      totalPoints: 100,
      nextAttemptAt: null,
      attempts: [],
      certificateCode: null,
    })
    const text = JSON.stringify(quiz.body)
    expect(text).not.toMatch(/"correct"|"explanation"|"audio"|"notes"/)
    for (const question of PIANO_BEGINNER) expect(text).not.toContain(question.explanation)
    for (const question of quiz.body.questions) {
      expect(Object.keys(question).sort()).toEqual(['audioUrl', 'choices', 'id', 'multiple', 'points', 'prompt'])
    }
    const audioUrls = quiz.body.questions.map((question: any) => question.audioUrl).filter(Boolean) as string[]
    expect(audioUrls).toHaveLength(3)
    for (const url of audioUrls) expect(url).toMatch(/^\/media\/generated\/ear\/[0-9a-f]{32}\.mp3$/)
    expect(new Set(audioUrls).size).toBe(3)
  })

  test('graded on the server at the level’s criterion: the quiz counts for its 35 % of piano beginner', async () => {
    const user = await student()
    await paidFormula(user, 'mooc-complet', 'unique')
    await finishLessons(context, user.id, 'piano', 'debutant')
    // Nothing played: 74 % at the quiz is 25.9 % of the final mark.
    const failed = await call('POST', '/api/learning/levels/piano/debutant/quiz/attempts', {
      cookie: user.cookie,
      body: { answers: answersFor(PIANO_BEGINNER, piecesWorth(74)) },
    })
    expect(failed.status).toBe(201)
    expect(failed.body).toMatchObject({
      score: 25,
      points: 74,
      totalPoints: 100,
      passingScore: 75,
      passed: false,
      certificateCode: null,
    })
    // Before passing, only which answers were right, never the right choices.
    expect(failed.body.results.every((result: any) => result.correct === null && result.explanation === null)).toBe(
      true,
    )
    expect(failed.body.nextAttemptAt).not.toBeNull()

    // The waiting time between attempts.
    const tooSoon = await call('POST', '/api/learning/levels/piano/debutant/quiz/attempts', {
      cookie: user.cookie,
      body: { answers: answersFor(PIANO_BEGINNER, piecesWorth(75)), performance: PIANO_PLAYED, keepRecording: true },
    })
    expect(tooSoon.status).toBe(429)
    expect(tooSoon.body.error?.message).toMatch(/^Vous pourrez repasser l’évaluation dans 30 minutes/)

    await context.db
      .update(quizAttempts)
      .set({ createdAt: new Date(Date.now() - (QUIZ_RETRY_DELAY_MINUTES + 1) * 60_000) })
      .where(eq(quizAttempts.userId, user.id))
    // Both parts played perfectly (65 %) and 75 % at the quiz (26.25 %): 91 %.
    const passed = await call('POST', '/api/learning/levels/piano/debutant/quiz/attempts', {
      cookie: user.cookie,
      body: { answers: answersFor(PIANO_BEGINNER, piecesWorth(75)), performance: PIANO_PLAYED, keepRecording: true },
    })
    expect(passed.status).toBe(201)
    // No certificate yet; were its recordings never to arrive, the usual wait leads to a new attempt.
    expect(passed.body).toMatchObject({
      score: 91,
      passed: true,
      nextAttemptAt: expect.any(String),
      certificateCode: null,
    })
    // The right choices only with the certificate: a teacher may still refuse this pass.
    expect(passed.body.results[0]).toMatchObject({ correct: null, explanation: null })
    expect(passed.body.attempts.map((attempt: any) => [attempt.score, attempt.passed])).toEqual([
      [91, true],
      [25, false],
    ])
    await certify(context, user, {
      attemptId: passed.body.attemptId,
      disciplineId: 'piano',
      parts: ['morceau', 'gamme'],
    })

    const again = await call('POST', '/api/learning/levels/piano/debutant/quiz/attempts', {
      cookie: user.cookie,
      body: { answers: {} },
    })
    expect(again.status).toBe(409)
    expect(again.body.error?.message).toBe(LEARNING_MESSAGES.alreadyPassed)
  })

  test('chant beginner passes at 70 %; a multiple-answer question needs exactly the right choices', async () => {
    const user = await student()
    await paidFormula(user, 'mooc-complet', 'unique')
    await finishLessons(context, user.id, 'chant', 'debutant')
    const chant = QUIZZES.get('chant/debutant')!
    const quiz = await call('GET', '/api/learning/levels/chant/debutant/quiz', { cookie: user.cookie })
    expect(quiz.body.passingScore).toBe(70)
    // 10 of 13 right = 76 %: passes at 70 % (9 of 13 would be 69 %). The multiple-answer question cd-02
    // answered with only one of its three right choices counts as wrong.
    expect(chant).toHaveLength(13)
    const right = new Set(
      chant
        .filter(question => question.id !== 'cd-02')
        .slice(0, 10)
        .map(question => question.id),
    )
    const answers = { ...answersFor(chant, right), 'cd-02': [0] }
    const result = await call('POST', '/api/learning/levels/chant/debutant/quiz/attempts', {
      cookie: user.cookie,
      body: { answers, performance: perfectPerformance(partsOf('chant', 'debutant')), keepRecording: true },
    })
    expect(result.body).toMatchObject({ points: 10, totalPoints: 13, passed: true })
    expect(result.body.breakdown.quiz).toEqual({ score: 76, weight: 40 })
    expect(result.body.results.find((item: any) => item.id === 'cd-02').isCorrect).toBe(false)
  })

  test('malformed submissions are refused', async () => {
    const user = await student()
    await paidFormula(user, 'mooc-complet', 'unique')
    for (const body of [{}, { answers: [] }, { answers: { 'pd-01': 'a' } }, { answers: { __proto__x: [1] } }]) {
      expect(
        (await call('POST', '/api/learning/levels/piano/debutant/quiz/attempts', { cookie: user.cookie, body })).status,
      ).toBe(400)
    }
  })
})

describe('certificates', () => {
  async function passedStudent() {
    const user = await student()
    await paidFormula(user, 'mooc-complet', 'unique')
    await finishLessons(context, user.id, 'piano', 'debutant')
    const all = new Set(PIANO_BEGINNER.map(question => question.id))
    const passed = await call('POST', '/api/learning/levels/piano/debutant/quiz/attempts', {
      cookie: user.cookie,
      body: { answers: answersFor(PIANO_BEGINNER, all), performance: PIANO_PLAYED, keepRecording: true },
    })
    const code = await certify(context, user, {
      attemptId: passed.body.attemptId,
      disciplineId: 'piano',
      parts: ['morceau', 'gamme'],
    })
    return { user, code }
  }

  test('anyone can verify a code; the PDF is a real PDF with the student, level and code', async () => {
    const { user, code } = await passedStudent()
    const verified = await call('GET', `/api/learning/certificates/${code}`)
    expect(verified.status).toBe(200)
    expect(verified.body).toMatchObject({
      code,
      status: 'valid',
      studentName: 'Test Élève',
      disciplineName: 'Piano',
      levelName: 'Débutant',
      score: 100,
      passingScore: 75,
      url: `${TEST_ORIGIN}/certificat/${code}`,
      qr: { d: expect.stringMatching(/^M\d+ \d+h\d+/), size: expect.any(Number) },
    })
    // Typed in lower case, it still matches.
    expect((await call('GET', `/api/learning/certificates/${code.toLowerCase()}`)).status).toBe(200)

    const pdf = await context.app.request(`/api/learning/certificates/${code}/pdf`)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="certificat-${code}.pdf"`)
    const printed = readPdf(Buffer.from(await pdf.arrayBuffer()))
    expect(printed.repaired).toBe(false)
    expect(printed.pages).toHaveLength(1)
    expect(printed.text).toContain('Certificat de réussite')
    expect(printed.text).toContain('Test Élève')
    expect(printed.flatText).toContain('a réussi l’évaluation du niveau Débutant en Piano')
    expect(printed.text).toContain(`Code de vérification : ${code}`)
    // The QR code reads back as the verification page's address.
    expect(printed.qrCode(0)).toBe(`${TEST_ORIGIN}/certificat/${code}`)

    const mine = await call('GET', '/api/learning/certificates', { cookie: user.cookie })
    expect(mine.body.map((certificate: any) => certificate.code)).toEqual([code])
    const overview = await call('GET', '/api/learning/overview', { cookie: user.cookie })
    expect(overview.body.disciplines[0].levels[0]).toMatchObject({ passed: true, certificateCode: code })
    // The student's data export carries their learning too.
    const exported = await call('GET', '/api/account/export', { cookie: user.cookie })
    expect(exported.body.learning).toMatchObject({
      quizAttempts: [expect.objectContaining({ score: 100, passed: true })],
      certificates: [expect.objectContaining({ code })],
    })
  })

  test('an unknown code says so; a revoked one says it is revoked (revoking is for admins)', async () => {
    const unknown = await call('GET', '/api/learning/certificates/AAAA-BBBB-CCCC')
    expect(unknown.status).toBe(404)
    expect(unknown.body.error?.message).toBe(LEARNING_MESSAGES.unknownCertificate)
    expect((await call('GET', '/api/learning/certificates/AAAA-BBBB-CCCC/pdf')).status).toBe(404)

    const { user, code } = await passedStudent()
    expect(
      (
        await call('POST', `/api/admin/certificates/${code}/revoke`, {
          cookie: user.cookie,
          body: { reason: 'Fraude constatée' },
        })
      ).status,
    ).toBe(403)
    const admin = await signedInUser(context, ROLES.admin)
    const listed = await call('GET', `/api/admin/certificates?code=${code.toLowerCase()}`, { cookie: admin.cookie })
    expect(listed.body).toEqual([expect.objectContaining({ code, status: 'valid', studentName: 'Test Élève' })])
    const revoked = await call('POST', `/api/admin/certificates/${code}/revoke`, {
      cookie: admin.cookie,
      body: { reason: 'Fraude constatée' },
    })
    expect(revoked.status).toBe(200)
    expect(
      (
        await call('POST', `/api/admin/certificates/${code}/revoke`, {
          cookie: admin.cookie,
          body: { reason: 'Encore' },
        })
      ).status,
    ).toBe(409)
    // Recorded in the admin journal, with the reason.
    const journal = await call('GET', '/api/admin/audit-log', { cookie: admin.cookie })
    expect(journal.body.entries[0]).toMatchObject({
      action: 'certificate.revoke',
      targetId: code,
      summary: expect.stringContaining('Fraude constatée'),
    })
    const verified = await call('GET', `/api/learning/certificates/${code}`)
    expect(verified.body).toMatchObject({ status: 'revoked', revokedAt: expect.any(String) })
    const pdf = readPdf(
      Buffer.from(await (await context.app.request(`/api/learning/certificates/${code}/pdf`)).arrayBuffer()),
    )
    expect(pdf.flatText).toContain('CERTIFICAT RÉVOQUÉ le')
  })
})

describe('notifications', () => {
  const notificationsOf = async (userId: string) =>
    (
      await context.db
        .select({ kind: notifications.kind, text: notifications.text, link: notifications.link })
        .from(notifications)
        .where(eq(notifications.userId, userId))
    ).filter(notification => notification.kind !== 'dailyTip')

  test('paying a formula notifies the levels it opens (recommendations), once', async () => {
    const user = await student()
    const created = await call('POST', '/api/payments/orders', {
      cookie: user.cookie,
      body: { formulaId: 'pack-duo', method: 'card', currency: 'EUR', acceptTerms: true },
    })
    const id = created.body.id as string
    await call('POST', `/api/payments/orders/${id}/pay`, { cookie: user.cookie, body: {} })
    expect(
      (
        await call('POST', `/api/payments/test/orders/${id}/complete`, {
          cookie: user.cookie,
          body: { outcome: 'success' },
        })
      ).status,
    ).toBe(200)
    // A replayed notification settles nothing again, so nothing is sent twice.
    await call('POST', `/api/payments/test/orders/${id}/complete`, {
      cookie: user.cookie,
      body: { outcome: 'success' },
    })
    const received = await notificationsOf(user.id)
    expect(received.filter(notification => notification.kind === 'recommendations')).toEqual([
      {
        kind: 'recommendations',
        text: 'Pack Duo vous ouvre 6 niveaux de cours en ligne. Commencez par Piano — Débutant.',
        link: '/academie/piano/debutant',
      },
    ])
  })

  test('without the recommendations preference, no opening notification', async () => {
    const user = await student()
    await updatePreferences(context.db, user.id, {
      newBlog: true,
      newEvents: true,
      recommendations: false,
      lessonReminders: true,
    })
    const created = await call('POST', '/api/payments/orders', {
      cookie: user.cookie,
      body: { formulaId: 'mooc-complet', method: 'card', currency: 'EUR', acceptTerms: true },
    })
    await call('POST', `/api/payments/orders/${created.body.id as string}/pay`, { cookie: user.cookie, body: {} })
    await call('POST', `/api/payments/test/orders/${created.body.id as string}/complete`, {
      cookie: user.cookie,
      body: { outcome: 'success' },
    })
    expect((await notificationsOf(user.id)).filter(notification => notification.kind === 'recommendations')).toEqual([])
  })

  test('passing a level notifies the certificate and the next level', async () => {
    const user = await student()
    await paidFormula(user, 'pack-individuel', 'mois')
    await finishLessons(context, user.id, 'chant', 'debutant')
    const chant = QUIZZES.get('chant/debutant')!
    const passed = await call('POST', '/api/learning/levels/chant/debutant/quiz/attempts', {
      cookie: user.cookie,
      body: {
        answers: answersFor(chant, new Set(chant.map(question => question.id))),
        performance: perfectPerformance(partsOf('chant', 'debutant')),
        keepRecording: true,
      },
    })
    // Nothing yet: the certificate waits for the teacher.
    expect((await notificationsOf(user.id)).filter(notification => notification.kind === 'learning')).toEqual([])
    const code = await certify(context, user, {
      attemptId: passed.body.attemptId,
      disciplineId: 'chant',
      parts: partsOf('chant', 'debutant')!.map(part => part.id),
    })
    const received = await notificationsOf(user.id)
    expect(received).toContainEqual({
      kind: 'learning',
      text: `Bravo ! Vous avez réussi Chant — Débutant avec ${passed.body.score as number} %. Votre certificat est prêt.`,
      link: `/certificat/${code}`,
    })
    expect(received).toContainEqual({
      kind: 'recommendations',
      text: 'Le niveau suivant vous est ouvert : Chant — Intermédiaire.',
      link: '/academie/chant/intermediaire',
    })
  })

  test('a reminder after 7 days without progress, once per idle stretch, respecting the preference', async () => {
    const idle = await student()
    const quiet = await student()
    const active = await student()
    for (const user of [idle, quiet, active]) {
      await paidFormula(user, 'mooc-complet', 'unique', new Date(Date.now() - 20 * 86_400_000))
      await completeLesson(user.cookie, 'piano/debutant', 1)
    }
    await updatePreferences(context.db, quiet.id, {
      newBlog: true,
      newEvents: true,
      recommendations: false,
      lessonReminders: true,
    })
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000)
    for (const user of [idle, quiet])
      await context.db
        .update(lessonProgress)
        .set({ completedAt: eightDaysAgo })
        .where(eq(lessonProgress.userId, user.id))

    await sendProgressReminders(context.db)
    await sendProgressReminders(context.db)
    const reminder = {
      kind: 'recommendations',
      text: 'Cela fait une semaine que vous n’avez pas avancé. Reprenez Piano — Débutant à la leçon 2 : « Les doigts et la position de do ».',
      link: '/academie/piano/debutant/lecon/2',
    }
    expect((await notificationsOf(idle.id)).filter(notification => notification.text === reminder.text)).toEqual([
      reminder,
    ])
    expect((await notificationsOf(quiet.id)).filter(notification => notification.text.startsWith('Cela fait'))).toEqual(
      [],
    )
    expect(
      (await notificationsOf(active.id)).filter(notification => notification.text.startsWith('Cela fait')),
    ).toEqual([])
  })
})
