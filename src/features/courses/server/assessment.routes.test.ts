import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ROLES } from '#core/auth/roles.ts'
import { readMediaBytes } from '#core/storage/media-store.server.ts'
import { insertOrder, settleOrder } from '#features/commerce/server/commerce.repo.ts'
import { corrections } from '#features/tutoring/server/teaching.table.ts'
import { siteContent } from '#tests/setup/content.ts'
import {
  asOpenedBefore,
  certify,
  finishLessons,
  recordingBytes,
  recordParts,
  teacherOf,
  uploadRecording,
} from '#tests/setup/assessment.ts'
import { mailOutbox } from '#core/mail/mail.table.ts'
import { notifications } from '#core/notifications/notifications.table.ts'
import { readPdf } from '#tests/setup/pdf-reader.ts'
import { parseAbc, secondsPerQuarter } from '#lib/music/abc.ts'
import { midiToHz } from '#lib/music/pitch.ts'
import { targetsOf } from '../practice/scoring.ts'
import { synthesize, wavFile } from '../practice/signals.ts'
import { REGRADE } from '../recording-grade.ts'
import { signedInUser, TEST_PASSWORD } from '#tests/setup/accounts.ts'
import { failingTry, humanTry, perfectPerformance } from '#tests/setup/practice.ts'
import { createTestApp } from '#tests/setup/test-app.ts'
import { assessmentPartsSchema } from '#lib/music/lesson-blocks.schema.ts'
import { combineAssessment, gradePerformance, quizWeightOf } from '../assessment-grade.ts'
import { LEARNING_MESSAGES, certificateEvidence } from '../learning.access.ts'
import { assessmentRecordings, certificates, lessonProgress, quizAttempts } from './learning.table.ts'
import { MAX_RECORDING_BYTES } from './recordings.server.ts'
import { assessmentStartToken, performedSeconds } from './assessment-start.server.ts'
import { callJson } from '#tests/setup/route-test.ts'

/** Each level's questions as the content files give them (the seed puts them in the database). */
const QUIZZES = new Map(siteContent.quizzes.map(file => [`${file.disciplineId}/${file.levelId}`, file.questions]))

const { disciplines } = siteContent

const levelOf = (disciplineId: string, levelId: string) =>
  disciplines.find(discipline => discipline.id === disciplineId)!.levels.find(level => level.id === levelId)!
const PIANO = levelOf('piano', 'debutant')
const PIANO_QUIZ = QUIZZES.get('piano/debutant')!
const allRight = Object.fromEntries(PIANO_QUIZ.map(question => [question.id, question.correct]))
const allWrong = Object.fromEntries(PIANO_QUIZ.map(question => [question.id, [] as number[]]))

describe('the weighted final mark (pure)', () => {
  test('the sample levels announce performed parts whose shares leave the quiz its own', () => {
    expect(quizWeightOf(PIANO.performance)).toBe(35)
    expect(PIANO.performance!.map(part => [part.id, part.practice.kind, part.weight])).toEqual([
      ['morceau', 'play', 40],
      ['gamme', 'play', 25],
    ])
    expect(quizWeightOf(levelOf('chant', 'debutant').performance)).toBe(40)
    expect(levelOf('chant', 'debutant').performance!.every(part => part.practice.kind === 'sing')).toBe(true)
    // MAO and musicology announce no playing (arrangement, mix, listening): the quiz alone.
    expect(levelOf('mao', 'debutant').performance ?? []).toEqual([])
    expect(quizWeightOf(levelOf('musicologie', 'debutant').performance)).toBe(100)
  })

  test('each part counts for its share: a failed performance fails the level even with a perfect quiz', () => {
    const failed = gradePerformance(PIANO.performance, {
      morceau: failingTry(PIANO.performance![0]!.practice),
      gamme: failingTry(PIANO.performance![1]!.practice),
    })
    expect(failed.map(part => [part.score, part.performed])).toEqual([
      [0, true],
      [0, true],
    ])
    expect(combineAssessment(failed, 100, 75)).toMatchObject({ score: 35, passed: false, quiz: { weight: 35 } })

    const played = gradePerformance(PIANO.performance, perfectPerformance(PIANO.performance))
    expect(played.map(part => part.score)).toEqual([100, 100])
    // Perfect playing (65 %) never passes alone: the quiz must bring 10 points (29 % of its 35 %).
    expect(combineAssessment(played, 0, 75)).toMatchObject({ score: 65, passed: false })
    expect(combineAssessment(played, 29, 75)).toMatchObject({ score: 75, passed: true })
    expect(combineAssessment([{ ...played[0]!, score: 98 }, played[1]!], 29, 75)).toMatchObject({
      score: 74,
      passed: false,
    })
    // 92 × 40 % + 80 × 25 % + 60 × 35 % = 77.8.
    expect(
      combineAssessment(
        [
          { ...played[0]!, score: 92 },
          { ...played[1]!, score: 80 },
        ],
        60,
        75,
      ),
    ).toMatchObject({ score: 77, passed: true })
  })

  test('a part not performed, or performed the wrong way, scores 0; a quiz-only level is the quiz', () => {
    const parts = gradePerformance(PIANO.performance, { morceau: { kind: 'sing', frames: [] } })
    expect(parts.map(part => [part.id, part.score, part.performed])).toEqual([
      ['morceau', 0, false],
      ['gamme', 0, false],
    ])
    expect(combineAssessment([], (74 * 100) / 100, 75)).toMatchObject({ score: 74, passed: false })
    expect(combineAssessment([], (2 * 100) / 3, 66)).toMatchObject({ score: 66, passed: true })
  })
})

describe('the parts as the admin edits them', () => {
  test('every sample level’s parts pass the editor’s checks', () => {
    for (const discipline of disciplines)
      for (const level of discipline.levels)
        expect(assessmentPartsSchema.safeParse(level.performance ?? []).success, `${discipline.id}/${level.id}`).toBe(
          true,
        )
  })

  test('a bad score names its line in French; the quiz keeps at least 5 %; ids are unique', () => {
    const part = PIANO.performance![0]!
    const badAbc = assessmentPartsSchema.safeParse([
      { ...part, practice: { kind: 'play', abc: 'X:1\nM:4/4\nL:1/4\nK:C\nC D E F|\nG A B @|' } },
    ])
    expect(badAbc.success).toBe(false)
    expect(badAbc.error!.issues[0]!.message).toMatch(/^Partition : Ligne 6 : /)
    const tooHeavy = assessmentPartsSchema.safeParse([
      { ...part, weight: 60 },
      { ...part, id: 'gamme', weight: 40 },
    ])
    expect(tooHeavy.error!.issues.map(issue => issue.message)).toContain(
      'Les parties jouées comptent pour 100 % : le quiz doit garder au moins 5 % de la note.',
    )
    const twice = assessmentPartsSchema.safeParse([part, { ...part, weight: 10 }])
    expect(twice.error!.issues.map(issue => issue.message)).toContain('Deux parties s’appellent « morceau ».')
    const drill = assessmentPartsSchema.safeParse([
      { ...part, practice: { kind: 'drill', drill: 'chords', questions: 5 } },
    ])
    expect(drill.success).toBe(false)
  })
})

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

/** A student holding a formula that opens every level, with `lessonsOf` levels' lessons all done. */
async function enrolledStudent(lessonsOf: [string, string][] = [['piano', 'debutant']]) {
  const user = await signedInUser(context, ROLES.student)
  const order = await insertOrder(context.db, {
    userId: user.id,
    customerEmail: user.email,
    customerName: 'Test Élève',
    formulaId: 'mooc-complet',
    formulaName: 'mooc-complet',
    billingCycle: 'unique',
    amount: 100,
    currency: 'EUR',
    provider: 'test',
    method: 'card',
  })
  await settleOrder(context.db, order, 'paid', `tx-${order.id}`, new Date())
  for (const [disciplineId, levelId] of lessonsOf) await finishLessons(context, user.id, disciplineId, levelId)
  studentIds.set(user.cookie, user.id)
  return user
}

const webm = recordingBytes
const upload = (cookie: string, fields: { attemptId: string; part: string }, bytes: Uint8Array<ArrayBuffer> | null) =>
  uploadRecording(context, cookie, fields, bytes)

const get = (path: string, cookie: string) => context.app.request(path, { headers: { cookie } })

describe('the assessment with its performed part', () => {
  test('the quiz answer lists the parts to perform and the shares', async () => {
    const user = await enrolledStudent()
    const quiz = await call('GET', '/api/learning/levels/piano/debutant/quiz', { cookie: user.cookie })
    expect(quiz.status).toBe(200)
    expect(quiz.body.quizWeight).toBe(35)
    expect(quiz.body.performance.map((part: any) => [part.id, part.weight, part.practice.kind])).toEqual([
      ['morceau', 40, 'play'],
      ['gamme', 25, 'play'],
    ])
    const mao = await call('GET', '/api/learning/levels/mao/debutant/quiz', { cookie: user.cookie })
    expect(mao.body).toMatchObject({ performance: [], quizWeight: 100 })
  })

  test('a perfect quiz without the playing fails piano beginner; the breakdown says why', async () => {
    const user = await enrolledStudent()
    const result = await call('POST', '/api/learning/levels/piano/debutant/quiz/attempts', {
      cookie: user.cookie,
      body: {
        answers: allRight,
        performance: { morceau: failingTry(PIANO.performance![0]!.practice) },
        keepRecording: true,
      },
    })
    expect(result.status).toBe(201)
    expect(result.body).toMatchObject({ score: 35, points: 100, passed: false, certificateCode: null, review: null })
    expect(result.body.breakdown).toEqual({
      parts: [
        expect.objectContaining({ id: 'morceau', kind: 'play', weight: 40, score: 0, performed: true }),
        expect.objectContaining({ id: 'gamme', kind: 'play', weight: 25, score: 0, performed: false }),
      ],
      quiz: { score: 100, weight: 35 },
    })
    const [stored] = await context.db.select().from(quizAttempts).where(eq(quizAttempts.userId, user.id))
    expect(stored).toMatchObject({ score: 35, points: 100, passed: false, review: null })
    expect(stored!.performance).toMatchObject({ keepRecording: true, quiz: { score: 100, weight: 35 } })
  })

  test('a late scale counts for its share; the certificate, once validated, states the combined mark', async () => {
    const user = await enrolledStudent()
    const scale = PIANO.performance![1]!.practice
    const late = humanTry(scale)
    if (late.kind !== 'play') throw new Error('the scale is played')
    // Every note 200 ms late: each one right but not on time.
    const lateScale = {
      kind: 'play' as const,
      notes: late.notes.map(([midi, time]) => [midi, time + 0.2] as [number, number]),
    }
    const result = await call('POST', '/api/learning/levels/piano/debutant/quiz/attempts', {
      cookie: user.cookie,
      body: {
        answers: allWrong,
        performance: { morceau: humanTry(PIANO.performance![0]!.practice), gamme: lateScale },
        keepRecording: true,
      },
    })
    expect(result.status).toBe(201)
    const gamme = result.body.breakdown.parts[1]
    expect(gamme.score).toBeGreaterThan(50)
    expect(gamme.score).toBeLessThan(100)
    expect(result.body.score).toBe(Math.floor(40 + gamme.score / 4))
    // Without a right answer at the quiz, the best playing stays below the pass mark.
    expect(result.body.passed).toBe(false)
    const perfect = await enrolledStudent()
    const passed = await call('POST', '/api/learning/levels/piano/debutant/quiz/attempts', {
      cookie: perfect.cookie,
      body: { answers: allRight, performance: perfectPerformance(PIANO.performance), keepRecording: true },
    })
    expect(passed.body).toMatchObject({ score: 100, passed: true, certificateCode: null })
    const code = await certify(context, perfect, {
      attemptId: passed.body.attemptId,
      disciplineId: 'piano',
      parts: ['morceau', 'gamme'],
    })
    const certificate = await call('GET', `/api/learning/certificates/${code}`)
    expect(certificate.body).toMatchObject({ score: 100, passingScore: 75, performedParts: 'validated' })
  })

  test('malformed performances are refused in French', async () => {
    const user = await enrolledStudent()
    for (const performance of [
      { morceau: { kind: 'play', notes: [[200, 0]] } },
      { 'Pas une partie': { kind: 'play', notes: [] } },
      { morceau: { kind: 'audio', data: 'AAAA' } },
    ]) {
      const refused = await call('POST', '/api/learning/levels/piano/debutant/quiz/attempts', {
        cookie: user.cookie,
        body: { answers: allRight, performance },
      })
      expect(refused.status).toBe(400)
      expect(refused.body.error?.message).toBeTruthy()
    }
  })
})

describe('recordings kept for the teacher', () => {
  async function attempt() {
    const user = await enrolledStudent()
    const result = await call('POST', '/api/learning/levels/piano/debutant/quiz/attempts', {
      cookie: user.cookie,
      body: { answers: allRight, performance: perfectPerformance(PIANO.performance), keepRecording: true },
    })
    expect(result.status).toBe(201)
    return { user, attemptId: result.body.attemptId as string }
  }

  test('without consent to the recording, performed parts are not graded (nothing stored)', async () => {
    const user = await enrolledStudent()
    const refused = await call('POST', '/api/learning/levels/piano/debutant/quiz/attempts', {
      cookie: user.cookie,
      body: { answers: allRight, performance: perfectPerformance(PIANO.performance) },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.error?.message).toBe(LEARNING_MESSAGES.recordingRequired)
    expect(await context.db.select().from(quizAttempts).where(eq(quizAttempts.userId, user.id))).toEqual([])
    // The quiz alone needs no recording.
    const quizOnly = await call('POST', '/api/learning/levels/piano/debutant/quiz/attempts', {
      cookie: user.cookie,
      body: { answers: allRight },
    })
    expect(quizOnly.status).toBe(201)
    expect(quizOnly.body).toMatchObject({ score: 35, passed: false, review: null })
    const refusedUpload = await upload(user.cookie, { attemptId: quizOnly.body.attemptId, part: 'morceau' }, webm())
    expect(refusedUpload.status).toBe(403)
    expect(refusedUpload.body.error?.message).toBe(LEARNING_MESSAGES.noRecordingConsent)
  })

  test('with consent: checked, stored, heard by the student, their teacher and the admins only', async () => {
    const { user, attemptId } = await attempt()
    // Not a recording, someone else's attempt, a part not performed, too big: refused.
    const text = new TextEncoder().encode('<html>pas un son</html>')
    expect((await upload(user.cookie, { attemptId, part: 'morceau' }, text)).status).toBe(400)
    expect((await upload(user.cookie, { attemptId, part: 'solo' }, webm())).status).toBe(400)
    expect((await upload(user.cookie, { attemptId, part: 'morceau' }, null)).status).toBe(400)
    const other = await enrolledStudent()
    expect((await upload(other.cookie, { attemptId, part: 'morceau' }, webm())).status).toBe(404)
    const huge = await upload(user.cookie, { attemptId, part: 'morceau' }, webm(MAX_RECORDING_BYTES + 1))
    expect(huge.status).toBe(413)

    const stored = await upload(user.cookie, { attemptId, part: 'morceau' }, webm())
    expect(stored.status).toBe(201)
    // One of the two parts recorded: the pass still waits for the other before a teacher sees it.
    expect(stored.body.review).toBe('recordings')
    const again = await upload(user.cookie, { attemptId, part: 'morceau' }, webm())
    expect(again.status).toBe(409)
    expect(again.body.error?.message).toBe(LEARNING_MESSAGES.recordingExists)
    const id = stored.body.id as string

    const own = await get(`/api/learning/recordings/${id}`, user.cookie)
    expect(own.status).toBe(200)
    expect(own.headers.get('content-type')).toBe('audio/webm')
    expect(own.headers.get('cache-control')).toContain('private')
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(webm())
    expect((await get(`/api/learning/recordings/${id}`, other.cookie)).status).toBe(403)
    const admin = await signedInUser(context, ROLES.admin)
    expect((await get(`/api/learning/recordings/${id}`, admin.cookie)).status).toBe(200)

    // Their teacher (who corrects their exercises) hears it; another teacher does not.
    const teacher = await signedInUser(context, ROLES.teacher)
    const stranger = await signedInUser(context, ROLES.teacher)
    await context.db.insert(corrections).values({
      studentId: user.id,
      teacherId: teacher.id,
      discipline: 'piano',
      title: 'Gamme de do',
      dueAt: new Date(Date.now() + 72 * 3_600_000),
    })
    const listed = await call('GET', '/api/teacher/recordings', { cookie: teacher.cookie })
    expect(listed.status).toBe(200)
    expect(listed.body.recordings).toEqual([
      expect.objectContaining({
        id,
        userId: user.id,
        levelId: 'debutant',
        part: 'morceau',
        partTitle: 'Morceau imposé : « Ode à la joie », mains ensemble',
        partScore: 100,
        attemptScore: 100,
        url: `/api/teacher/recordings/${id}`,
      }),
    ])
    expect(JSON.stringify(listed.body)).not.toContain('uploads/')
    const heard = await get(`/api/teacher/recordings/${id}`, teacher.cookie)
    expect(heard.status).toBe(200)
    expect(new Uint8Array(await heard.arrayBuffer())).toEqual(webm())
    expect((await call('GET', '/api/teacher/recordings', { cookie: stranger.cookie })).body.recordings).toEqual([])
    expect((await get(`/api/teacher/recordings/${id}`, stranger.cookie)).status).toBe(403)
    // A student is not a teacher.
    expect((await get(`/api/teacher/recordings/${id}`, user.cookie)).status).toBe(403)
    // A former teacher (last correction 100 days ago) and the teacher of another discipline do not hear it.
    const former = await signedInUser(context, ROLES.teacher)
    const chantTeacher = await signedInUser(context, ROLES.teacher)
    await context.db.insert(corrections).values([
      {
        studentId: user.id,
        teacherId: former.id,
        discipline: 'piano',
        title: 'Gamme de sol',
        dueAt: new Date(),
        createdAt: new Date(Date.now() - 100 * 86_400_000),
      },
      { studentId: user.id, teacherId: chantTeacher.id, discipline: 'chant', title: 'Vocalise', dueAt: new Date() },
    ])
    for (const other of [former, chantTeacher]) {
      expect((await call('GET', '/api/teacher/recordings', { cookie: other.cookie })).body.recordings).toEqual([])
      expect((await get(`/api/teacher/recordings/${id}`, other.cookie)).status).toBe(403)
    }

    // The data export carries it, audio included; deleting the account removes the file.
    const exported = await call('GET', '/api/account/export', { cookie: user.cookie })
    expect(exported.body.learning.assessmentRecordings).toEqual([
      expect.objectContaining({ id, part: 'morceau', audioBase64: Buffer.from(webm()).toString('base64') }),
    ])
    const [row] = await context.db.select().from(assessmentRecordings).where(eq(assessmentRecordings.id, id))
    expect(await readMediaBytes(context.mediaStore, row!.mediaKey)).not.toBeNull()
    const deleted = await call('DELETE', '/api/account', { cookie: user.cookie, body: { password: TEST_PASSWORD } })
    expect(deleted.status).toBe(200)
    expect(await readMediaBytes(context.mediaStore, row!.mediaKey)).toBeNull()
    expect(await context.db.select().from(assessmentRecordings).where(eq(assessmentRecordings.id, id))).toEqual([])
  })
})

const ATTEMPTS = '/api/learning/levels/piano/debutant/quiz/attempts'

describe('the assessment opens after the lessons', () => {
  test('a student with lessons left is told which, by the quiz and by a 409 on submitting', async () => {
    const user = await enrolledStudent([])
    await context.db
      .insert(lessonProgress)
      .values(
        PIANO.syllabus
          .filter(lesson => lesson.lesson !== 4 && lesson.lesson !== 9)
          .map(lesson => ({ userId: user.id, disciplineId: 'piano', levelId: 'debutant', lesson: lesson.lesson })),
      )
    const quiz = await call('GET', '/api/learning/levels/piano/debutant/quiz', { cookie: user.cookie })
    expect(quiz.body.lessons).toEqual({
      total: PIANO.syllabus.length,
      missing: [4, 9].map(lesson => ({
        lesson,
        title: PIANO.syllabus.find(item => item.lesson === lesson)!.title,
      })),
    })
    const refused = await call('POST', ATTEMPTS, { cookie: user.cookie, body: { answers: allRight } })
    expect(refused.status).toBe(409)
    expect(refused.body.error?.message).toBe(
      `L’évaluation s’ouvre quand les ${PIANO.syllabus.length} leçons du niveau sont terminées : il vous reste les leçons 4 et 9.`,
    )
    expect(await context.db.select().from(quizAttempts).where(eq(quizAttempts.userId, user.id))).toEqual([])
    // One lesson left, then none.
    await context.db
      .insert(lessonProgress)
      .values({ userId: user.id, disciplineId: 'piano', levelId: 'debutant', lesson: 4 })
    const one = await call('POST', ATTEMPTS, { cookie: user.cookie, body: { answers: allRight } })
    expect(one.body.error?.message).toMatch(/il vous reste la leçon 9\.$/)
    await finishLessons(context, user.id, 'piano', 'debutant')
    expect((await call('POST', ATTEMPTS, { cookie: user.cookie, body: { answers: allRight } })).status).toBe(201)
  })
})

describe('forged performances', () => {
  const exactNotes = (index: number) => {
    const part = PIANO.performance![index]!
    return {
      kind: 'play' as const,
      // In the order of the instants, as a browser sends them (a two-hand score lists each hand's notes).
      notes: targetsOf(parseAbc(part.practice.abc))
        .map(target => [target.midi, target.start] as [number, number])
        .sort((a, b) => a[1] - b[1]),
    }
  }

  test('the score’s own instants, a constant offset, or instants out of order are refused, nothing stored', async () => {
    const user = await enrolledStudent()
    const shifted = exactNotes(0)
    shifted.notes = shifted.notes.map(([midi, time]) => [midi, time + 0.025])
    const human = humanTry(PIANO.performance![0]!.practice, 4)
    if (human.kind !== 'play') throw new Error('the set piece is played')
    const reversed = { kind: 'play' as const, notes: [...human.notes].reverse() }
    for (const [morceau, expected] of [
      [exactNotes(0), /à la milliseconde près/],
      [shifted, /sans la variation d’un jeu humain/],
      [reversed, /ne se suivent pas/],
    ] as const) {
      const refused = await call('POST', ATTEMPTS, {
        cookie: user.cookie,
        body: {
          answers: allRight,
          performance: { morceau, gamme: humanTry(PIANO.performance![1]!.practice) },
          keepRecording: true,
        },
      })
      expect(refused.status).toBe(400)
      expect(refused.body.error?.message).toMatch(
        /^Prestation refusée pour « Morceau imposé : « Ode à la joie », mains ensemble » : /,
      )
      expect(refused.body.error?.message).toMatch(expected)
      expect(refused.body.error?.message).toMatch(/un professeur écoute l’enregistrement avant tout certificat\.$/)
    }
    // The scale copied from the score is refused too, whatever the set piece.
    const scale = await call('POST', ATTEMPTS, {
      cookie: user.cookie,
      body: {
        answers: allRight,
        performance: { morceau: humanTry(PIANO.performance![0]!.practice), gamme: exactNotes(1) },
        keepRecording: true,
      },
    })
    expect(scale.status).toBe(400)
    expect(scale.body.error?.message).toMatch(/^Prestation refusée pour « Gamme de do majeur, mains ensemble »/)
    expect(await context.db.select().from(quizAttempts).where(eq(quizAttempts.userId, user.id))).toEqual([])
  })
})

describe('parts take time to play', () => {
  test('parts sent sooner after the opening than they last, or without a genuine opening, are refused', async () => {
    const user = await enrolledStudent()
    const body = { answers: allRight, performance: perfectPerformance(PIANO.performance), keepRecording: true }
    // The set piece (24 s at ♩ = 80) and the scale (16 s at ♩ = 60) cannot be played in the second
    // between opening the assessment and sending it.
    expect(performedSeconds(PIANO.performance!)).toBe(40)
    const quiz = await call('GET', '/api/learning/levels/piano/debutant/quiz', { cookie: user.cookie })
    const tooSoon = await call('POST', ATTEMPTS, {
      cookie: user.cookie,
      body: { ...body, startToken: quiz.body.startToken },
    })
    expect(tooSoon.status).toBe(400)
    expect(tooSoon.body.error?.message).toBe(LEARNING_MESSAGES.fasterThanPlayed)
    // No opening, a made-up one, another student's, one from the future: the page must be reloaded.
    const other = await enrolledStudent()
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000)
    const level = { disciplineId: 'piano', levelId: 'debutant' }
    for (const startToken of [
      undefined,
      `${tenMinutesAgo.getTime()}.${'A'.repeat(43)}`,
      await assessmentStartToken(context.db, other.id, level, tenMinutesAgo),
      await assessmentStartToken(context.db, user.id, level, new Date(Date.now() + 3_600_000)),
      await assessmentStartToken(context.db, user.id, level, new Date(Date.now() - 25 * 3_600_000)),
    ]) {
      const refused = await call('POST', ATTEMPTS, { cookie: user.cookie, body: { ...body, startToken } })
      expect(refused.status).toBe(400)
      expect(refused.body.error?.message).toBe(LEARNING_MESSAGES.reloadAssessment)
    }
    expect(await context.db.select().from(quizAttempts).where(eq(quizAttempts.userId, user.id))).toEqual([])
    // Opened long enough ago, by this student: graded.
    const played = await call('POST', ATTEMPTS, {
      cookie: user.cookie,
      body: {
        ...body,
        startToken: await assessmentStartToken(context.db, user.id, level, new Date(Date.now() - 45_000)),
      },
    })
    expect(played.status).toBe(201)
  })
})

describe('a teacher validates the performed parts before the certificate', () => {
  /** The mails about the assessment's review sent to this address. */
  const mailsTo = async (email: string) =>
    (
      await context.db
        .select({ subject: mailOutbox.subject, text: mailOutbox.text })
        .from(mailOutbox)
        .where(eq(mailOutbox.to, email))
    ).filter(mail => mail.subject.startsWith('Évaluation'))

  async function passing() {
    const user = await enrolledStudent()
    const result = await call('POST', ATTEMPTS, {
      cookie: user.cookie,
      body: { answers: allRight, performance: perfectPerformance(PIANO.performance), keepRecording: true },
    })
    expect(result.status).toBe(201)
    return { user, attemptId: result.body.attemptId as string, result }
  }

  test('passed, recorded, waiting, heard and validated: then the certificate, the mail and the notification', async () => {
    const { user, attemptId, result } = await passing()
    // A pass, but no certificate, and not the quiz's answers yet.
    expect(result.body).toMatchObject({
      score: 100,
      passed: true,
      certificateCode: null,
      review: { attemptId, status: 'recordings', dueAt: null },
    })
    expect(result.body.results.every((item: any) => item.correct === null)).toBe(true)
    expect(await context.db.select().from(certificates).where(eq(certificates.userId, user.id))).toEqual([])

    const pianoTeacher = await teacherOf(context, 'piano')
    const chantTeacher = await teacherOf(context, 'chant')
    // Until every part is recorded, no teacher sees it.
    expect((await call('GET', '/api/teacher/reviews', { cookie: pianoTeacher.cookie })).body.reviews).toEqual([])
    expect(await recordParts(context, user.cookie, attemptId, ['morceau', 'gamme'])).toBe('pending')

    const quiz = await call('GET', '/api/learning/levels/piano/debutant/quiz', { cookie: user.cookie })
    expect(quiz.body).toMatchObject({ certificateCode: null, nextAttemptAt: null, review: { status: 'pending' } })
    expect(Date.parse(quiz.body.review.dueAt) - Date.now()).toBeGreaterThan(71 * 3_600_000)
    expect(quiz.body.attempts).toEqual([expect.objectContaining({ score: 100, passed: true, review: 'pending' })])
    // No new attempt while a teacher listens.
    await context.db
      .update(quizAttempts)
      .set({ createdAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(quizAttempts.id, attemptId))
    const again = await call('POST', ATTEMPTS, { cookie: user.cookie, body: { answers: allRight } })
    expect(again.status).toBe(409)
    expect(again.body.error?.message).toBe(LEARNING_MESSAGES.reviewPending)

    // The piano teacher's queue holds it, recordings included; the chant teacher's does not.
    const queue = await call('GET', '/api/teacher/reviews', { cookie: pianoTeacher.cookie })
    expect(queue.body.reviews).toEqual([
      expect.objectContaining({
        attemptId,
        studentName: 'Test Élève',
        disciplineName: 'Piano',
        levelName: 'Débutant',
        score: 100,
        passingScore: 75,
        quiz: { score: 100, weight: 35 },
        parts: [
          expect.objectContaining({ id: 'morceau', weight: 40, score: 100, performed: true }),
          expect.objectContaining({ id: 'gamme', weight: 25, score: 100, performed: true }),
        ],
      }),
    ])
    const recordings = queue.body.reviews[0].recordings as { id: string; part: string; url: string }[]
    expect(recordings.map(recording => recording.part).sort()).toEqual(['gamme', 'morceau'])
    expect((await call('GET', '/api/teacher/reviews', { cookie: chantTeacher.cookie })).body.reviews).toEqual([])
    const heard = await context.app.request(recordings[0]!.url, { headers: { cookie: pianoTeacher.cookie } })
    expect(heard.status).toBe(200)
    expect(new Uint8Array(await heard.arrayBuffer())).toEqual(recordingBytes())
    expect((await context.app.request(recordings[0]!.url, { headers: { cookie: chantTeacher.cookie } })).status).toBe(
      403,
    )

    // Who may decide: not the chant teacher, not the student; a refusal needs its reason.
    const decide = (cookie: string, body: unknown) =>
      call('POST', `/api/teacher/reviews/${attemptId}`, { cookie, body })
    const wrongDiscipline = await decide(chantTeacher.cookie, { decision: 'validate' })
    expect(wrongDiscipline.status).toBe(403)
    expect(wrongDiscipline.body.error?.message).toBe(LEARNING_MESSAGES.reviewForbidden)
    expect((await decide(user.cookie, { decision: 'validate' })).status).toBe(403)
    const terse = await decide(pianoTeacher.cookie, { decision: 'refuse', comment: 'Non.' })
    expect(terse.status).toBe(400)
    expect(terse.body.error?.message).toBe(LEARNING_MESSAGES.refuseWhy)

    const validated = await decide(pianoTeacher.cookie, { decision: 'validate', comment: 'Beau legato, bravo.' })
    expect(validated.status).toBe(200)
    const code = validated.body.certificateCode as string
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/)
    expect((await decide(pianoTeacher.cookie, { decision: 'refuse', comment: 'Trop tard pour changer.' })).status).toBe(
      409,
    )

    const certificate = await call('GET', `/api/learning/certificates/${code}`)
    expect(certificate.body).toMatchObject({ status: 'valid', score: 100, performedParts: 'validated' })
    expect(certificateEvidence(certificate.body.performedParts)).toBe(
      'Parties jouées écoutées et validées par un professeur de l’académie ; quiz noté par l’académie.',
    )
    const after = await call('GET', '/api/learning/levels/piano/debutant/quiz', { cookie: user.cookie })
    expect(after.body).toMatchObject({
      certificateCode: code,
      review: { status: 'validated', comment: 'Beau legato, bravo.' },
    })
    const [mail] = await mailsTo(user.email)
    expect(mail!.subject).toBe('Évaluation validée : Piano — Débutant')
    expect(mail!.text).toContain('Son mot : « Beau legato, bravo. »')
    expect(mail!.text).toContain(`/certificat/${code}`)
    const [notification] = await context.db
      .select({ text: notifications.text, link: notifications.link })
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.kind, 'learning')))
    expect(notification).toEqual({
      text: 'Bravo ! Vous avez réussi Piano — Débutant avec 100 %. Votre certificat est prêt.',
      link: `/certificat/${code}`,
    })
  })

  test('refused with a comment: the student reads it, is mailed, and may take the assessment again', async () => {
    const { user, attemptId } = await passing()
    await recordParts(context, user.cookie, attemptId, ['morceau', 'gamme'])
    // An admin decides in every discipline, from the certificates screen's queue.
    const admin = await signedInUser(context, ROLES.admin)
    const queue = await call('GET', '/api/admin/certificates/reviews', { cookie: admin.cookie })
    expect(queue.body.reviews.map((review: any) => review.attemptId)).toContain(attemptId)
    const comment = 'On n’entend que la main droite sur la gamme : rejouez-la mains ensemble.'
    const refused = await call('POST', `/api/admin/certificates/reviews/${attemptId}`, {
      cookie: admin.cookie,
      body: { decision: 'refuse', comment },
    })
    expect(refused.status).toBe(200)
    expect(refused.body).toMatchObject({ decision: 'refuse', certificateCode: null })
    expect(await context.db.select().from(certificates).where(eq(certificates.userId, user.id))).toEqual([])
    const quiz = await call('GET', '/api/learning/levels/piano/debutant/quiz', { cookie: user.cookie })
    expect(quiz.body).toMatchObject({ certificateCode: null, review: { status: 'refused', comment } })
    const [mail] = await mailsTo(user.email)
    expect(mail!.subject).toBe('Évaluation à repasser : Piano — Débutant')
    expect(mail!.text).toContain(`« ${comment} »`)
    expect(mail!.text).toContain('/academie/piano/debutant/evaluation')
    // After the usual wait, a new attempt.
    await context.db
      .update(quizAttempts)
      .set({ createdAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(quizAttempts.id, attemptId))
    const retake = await call('POST', ATTEMPTS, {
      cookie: user.cookie,
      body: { answers: allRight, performance: perfectPerformance(PIANO.performance), keepRecording: true },
    })
    expect(retake.status).toBe(201)
    expect(retake.body.review).toMatchObject({ status: 'recordings' })
  })

  test('a certificate issued before teachers validated says its parts were self-graded', async () => {
    const { user, attemptId } = await passing()
    await context.db.insert(certificates).values({
      code: 'SELF-GRAD-ED22',
      userId: user.id,
      disciplineId: 'piano',
      levelId: 'debutant',
      studentName: 'Test Élève',
      disciplineName: 'Piano',
      levelName: 'Débutant',
      score: 100,
      attemptId,
    })
    const certificate = await call('GET', '/api/learning/certificates/SELF-GRAD-ED22')
    expect(certificate.body.performedParts).toBe('self-graded')
    const pdf = readPdf(
      Buffer.from(await (await context.app.request('/api/learning/certificates/SELF-GRAD-ED22/pdf')).arrayBuffer()),
    )
    expect(pdf.flatText).toContain('sans écoute d’un professeur')
  })
})

describe('sung parts graded again from their recordings', () => {
  test('the teacher sees the server’s mark from each recording beside the browser’s', async () => {
    const chantLevel = levelOf('chant', 'debutant')
    const user = await enrolledStudent([['chant', 'debutant']])
    const chantQuiz = QUIZZES.get('chant/debutant')!
    const passed = await call('POST', '/api/learning/levels/chant/debutant/quiz/attempts', {
      cookie: user.cookie,
      body: {
        answers: Object.fromEntries(chantQuiz.map(question => [question.id, question.correct])),
        performance: perfectPerformance(chantLevel.performance),
        keepRecording: true,
      },
    })
    expect(passed.status).toBe(201)
    const [first, second] = chantLevel.performance!
    // The first part sung in tune after a count-in; the second, silence (a microphone left muted).
    const sungWell = wavFile(sungPart(first!, 1.2), REGRADE.sampleRate) as Uint8Array<ArrayBuffer>
    const silence = wavFile(new Float32Array(REGRADE.sampleRate * 8), REGRADE.sampleRate) as Uint8Array<ArrayBuffer>
    expect((await upload(user.cookie, { attemptId: passed.body.attemptId, part: first!.id }, sungWell)).status).toBe(
      201,
    )
    expect(
      (await upload(user.cookie, { attemptId: passed.body.attemptId, part: second!.id }, silence)).body.review,
    ).toBe('pending')
    const teacher = await teacherOf(context, 'chant')
    const [review] = (await call('GET', '/api/teacher/reviews', { cookie: teacher.cookie })).body.reviews
    const byPart = new Map(review.recordings.map((recording: any) => [recording.part, recording.serverScore]))
    expect(byPart.get(first!.id)).toBeGreaterThanOrEqual(80)
    expect(byPart.get(second!.id)).toBe(0)
  })
})

/** A sung part as a microphone hears it: `lead` seconds of room, then each note with a light vibrato. */
function sungPart(part: { practice: { kind: string; abc?: string } }, lead: number): Float32Array {
  const tune = parseAbc(part.practice.abc!)
  const quarter = secondsPerQuarter(tune)
  return synthesize(
    [
      { hz: 0, seconds: lead },
      ...tune.notes.map(note => ({
        hz: note.midi[0] === undefined ? 0 : midiToHz(note.midi[0]),
        seconds: note.length * quarter,
        voice: true,
        vibratoCents: 15,
      })),
      { hz: 0, seconds: 1 },
    ],
    REGRADE.sampleRate,
  )
}
