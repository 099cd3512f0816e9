import { ROLES } from '#core/auth/roles.ts'
import { assessmentStartToken } from '#features/courses/server/assessment-start.server.ts'
import { lessonProgress } from '#features/courses/server/learning.table.ts'
import { teacherProfiles } from '#features/tutoring/server/teaching.table.ts'
import { signedInUser } from './accounts.ts'
import { siteContent } from './content.ts'
import { makeWebmHead } from './media-files.ts'
import { callJson } from './route-test.ts'
import { type createTestApp, TEST_ORIGIN } from './test-app.ts'

/**
 * What the assessment tests need around an attempt (not shipped: only test files import this): the
 * level's lessons done, the recordings of the performed parts sent as the page sends them, and a
 * teacher of the discipline who validates.
 */
type TestContext = Awaited<ReturnType<typeof createTestApp>>

/**
 * Marks every lesson of a level done for this student, as finishing them does (how a lesson gets
 * done, practice included, is tested in learning.routes.test.ts): the assessment opens after them.
 */
export async function finishLessons(context: TestContext, userId: string, disciplineId: string, levelId: string) {
  const level = siteContent.disciplines
    .find(discipline => discipline.id === disciplineId)!
    .levels.find(item => item.id === levelId)!
  await context.db
    .insert(lessonProgress)
    .values(level.syllabus.map(lesson => ({ userId, disciplineId, levelId, lesson: lesson.lesson })))
    .onConflictDoNothing()
}

/** A recording as MediaRecorder starts one (WebM's EBML header), padded. */
export const recordingBytes = (size = 2048) => makeWebmHead(size) as Uint8Array<ArrayBuffer>

/** Sends one part's recording as the assessment page does (multipart). */
export async function uploadRecording(
  context: TestContext,
  cookie: string,
  fields: { attemptId: string; part: string },
  bytes: Uint8Array<ArrayBuffer> | null = recordingBytes(),
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
  return { status: response.status, body: (await response.json()) as Record<string, any> }
}

/** Sends the recording of every part of the attempt, in order; the last answer's review status. */
export async function recordParts(context: TestContext, cookie: string, attemptId: string, parts: string[]) {
  let review: string | null = null
  for (const part of parts) {
    const sent = await uploadRecording(context, cookie, { attemptId, part })
    if (sent.status !== 201) throw new Error(`recording ${part}: ${sent.status} ${JSON.stringify(sent.body)}`)
    review = sent.body.review
  }
  return review
}

/** A signed-in teacher whose profile teaches these disciplines. */
export async function teacherOf(context: TestContext, ...disciplines: string[]) {
  const teacher = await signedInUser(context, ROLES.teacher)
  await context.db
    .insert(teacherProfiles)
    .values({ userId: teacher.id, displayName: `Professeur ${disciplines.join(' et ')}`, disciplines })
  return teacher
}

/** Records every performed part of a passing attempt and has a teacher validate it: the certificate's code. */
export async function certify(
  context: TestContext,
  student: { cookie: string },
  attempt: { attemptId: string; disciplineId: string; parts: string[] },
): Promise<string> {
  await recordParts(context, student.cookie, attempt.attemptId, attempt.parts)
  const teacher = await teacherOf(context, attempt.disciplineId)
  const validated = await callJson(context.app, 'POST', `/api/teacher/reviews/${attempt.attemptId}`, {
    cookie: teacher.cookie,
    body: { decision: 'validate', comment: 'Jeu régulier et juste.' },
  })
  if (validated.status !== 200) throw new Error(`validation: ${validated.status} ${JSON.stringify(validated.body)}`)
  return validated.body.certificateCode as string
}

/**
 * An assessment submission as the page sends it: with the server's signed opening of the assessment
 * (`startToken` of the quiz), here as if opened `minutes` ago, so its parts had time to be played.
 * A body that names its own `startToken`, or has no performed part, is left as it is.
 */
export async function asOpenedBefore(
  context: TestContext,
  userId: string | undefined,
  path: string,
  body: unknown,
  minutes = 10,
): Promise<unknown> {
  const level = /\/api\/learning\/levels\/([a-z-]+)\/([a-z-]+)\/quiz\/attempts$/.exec(path)
  if (!level || !userId || typeof body !== 'object' || body === null) return body
  if (!('performance' in body) || 'startToken' in body) return body
  const startToken = await assessmentStartToken(
    context.db,
    userId,
    { disciplineId: level[1]!, levelId: level[2]! },
    new Date(Date.now() - minutes * 60_000),
  )
  return { ...body, startToken }
}
