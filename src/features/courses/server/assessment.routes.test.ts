import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ROLES } from '#core/auth/roles.ts'
import { readMediaBytes } from '#core/storage/media-store.server.ts'
import { insertOrder, settleOrder } from '#features/commerce/server/commerce.repo.ts'
import { corrections } from '#features/tutoring/server/teaching.table.ts'
import { siteContent } from '#tests/setup/content.ts'
import { makeWebmHead } from '#tests/setup/media-files.ts'
import { signedInUser, TEST_PASSWORD } from '#tests/setup/accounts.ts'
import { failingTry, passingTry, perfectPerformance } from '#tests/setup/practice.ts'
import { createTestApp, TEST_ORIGIN } from '#tests/setup/test-app.ts'
import { assessmentPartsSchema } from '#lib/music/lesson-blocks.schema.ts'
import { combineAssessment, gradePerformance, quizWeightOf } from '../assessment-grade.ts'
import { LEARNING_MESSAGES } from '../learning.access.ts'
import { assessmentRecordings, quizAttempts } from './learning.table.ts'
import { MAX_RECORDING_BYTES } from './recordings.server.ts'
import { callJson, type JsonBody as Json } from '#tests/setup/route-test.ts'

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
    expect(quizWeightOf(PIANO.performance)).toBe(25)
    expect(PIANO.performance!.map(part => [part.id, part.practice.kind, part.weight])).toEqual([
      ['morceau', 'play', 50],
      ['gamme', 'play', 25],
    ])
    expect(quizWeightOf(levelOf('chant', 'debutant').performance)).toBe(20)
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
    expect(combineAssessment(failed, 100, 75)).toMatchObject({ score: 25, passed: false, quiz: { weight: 25 } })

    const played = gradePerformance(PIANO.performance, perfectPerformance(PIANO.performance))
    expect(played.map(part => part.score)).toEqual([100, 100])
    // Perfect playing (75 %) passes at 75 % with an empty quiz; 1 % less playing would not.
    expect(combineAssessment(played, 0, 75)).toMatchObject({ score: 75, passed: true })
    expect(combineAssessment([{ ...played[0]!, score: 98 }, played[1]!], 0, 75)).toMatchObject({
      score: 74,
      passed: false,
    })
    // 92 × 50 % + 80 × 25 % + 60 × 25 % = 81.
    expect(
      combineAssessment(
        [
          { ...played[0]!, score: 92 },
          { ...played[1]!, score: 80 },
        ],
        60,
        75,
      ),
    ).toMatchObject({ score: 81, passed: true })
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

const call = (method: string, path: string, options?: { cookie?: string; body?: unknown }) =>
  callJson(context.app, method, path, options)

async function enrolledStudent() {
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
  return user
}

/** A WebM file as MediaRecorder starts one (EBML header), padded to `size` bytes. */
function webm(size = 2048) {
  return makeWebmHead(size) as Uint8Array<ArrayBuffer>
}

async function upload(
  cookie: string,
  fields: { attemptId: string; part: string },
  bytes: Uint8Array<ArrayBuffer> | null,
) {
  const form = new FormData()
  form.set('attemptId', fields.attemptId)
  form.set('part', fields.part)
  if (bytes) form.set('file', new File([bytes], 'evaluation.webm', { type: 'audio/webm' }))
  const response = await context.app.request('/api/learning/recordings', {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, cookie },
    body: form,
  })
  return { status: response.status, body: (await response.json()) as Json }
}

const get = (path: string, cookie: string) => context.app.request(path, { headers: { cookie } })

describe('the assessment with its performed part', () => {
  test('the quiz answer lists the parts to perform and the shares', async () => {
    const user = await enrolledStudent()
    const quiz = await call('GET', '/api/learning/levels/piano/debutant/quiz', { cookie: user.cookie })
    expect(quiz.status).toBe(200)
    expect(quiz.body.quizWeight).toBe(25)
    expect(quiz.body.passingCriteria).toContain('(50 %)')
    expect(quiz.body.performance.map((part: any) => [part.id, part.weight, part.practice.kind])).toEqual([
      ['morceau', 50, 'play'],
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
      },
    })
    expect(result.status).toBe(201)
    expect(result.body).toMatchObject({ score: 25, points: 100, passed: false, certificateCode: null })
    expect(result.body.breakdown).toEqual({
      parts: [
        expect.objectContaining({ id: 'morceau', kind: 'play', weight: 50, score: 0, performed: true }),
        expect.objectContaining({ id: 'gamme', kind: 'play', weight: 25, score: 0, performed: false }),
      ],
      quiz: { score: 100, weight: 25 },
    })
    const [stored] = await context.db.select().from(quizAttempts).where(eq(quizAttempts.userId, user.id))
    expect(stored).toMatchObject({ score: 25, points: 100, passed: false })
    expect(stored!.performance).toMatchObject({ keepRecording: false, quiz: { score: 100, weight: 25 } })
  })

  test('a late scale counts for its share; the certificate states the combined mark', async () => {
    const user = await enrolledStudent()
    const scale = PIANO.performance![1]!.practice
    const late = passingTry(scale)
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
        performance: { morceau: passingTry(PIANO.performance![0]!.practice), gamme: lateScale },
      },
    })
    expect(result.status).toBe(201)
    const gamme = result.body.breakdown.parts[1]
    expect(gamme.score).toBeGreaterThan(50)
    expect(gamme.score).toBeLessThan(100)
    expect(result.body.score).toBe(Math.floor(50 + gamme.score / 4))
    expect(result.body.passed).toBe(result.body.score >= 75)
    const perfect = await enrolledStudent()
    const passed = await call('POST', '/api/learning/levels/piano/debutant/quiz/attempts', {
      cookie: perfect.cookie,
      body: { answers: allRight, performance: perfectPerformance(PIANO.performance) },
    })
    expect(passed.body).toMatchObject({ score: 100, passed: true })
    const certificate = await call('GET', `/api/learning/certificates/${passed.body.certificateCode as string}`)
    expect(certificate.body).toMatchObject({ score: 100, passingScore: 75 })
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
  async function attempt(keepRecording: boolean) {
    const user = await enrolledStudent()
    const result = await call('POST', '/api/learning/levels/piano/debutant/quiz/attempts', {
      cookie: user.cookie,
      body: { answers: allRight, performance: perfectPerformance(PIANO.performance), keepRecording },
    })
    expect(result.status).toBe(201)
    return { user, attemptId: result.body.attemptId as string }
  }

  test('without consent nothing is kept', async () => {
    const { user, attemptId } = await attempt(false)
    const refused = await upload(user.cookie, { attemptId, part: 'morceau' }, webm())
    expect(refused.status).toBe(403)
    expect(refused.body.error?.message).toBe(LEARNING_MESSAGES.noRecordingConsent)
    expect(
      await context.db.select().from(assessmentRecordings).where(eq(assessmentRecordings.userId, user.id)),
    ).toEqual([])
  })

  test('with consent: checked, stored, heard by the student, their teacher and the admins only', async () => {
    const { user, attemptId } = await attempt(true)
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
