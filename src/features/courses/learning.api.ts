import type { InferResponseType } from 'hono/client'
import { apiPath, getJson, NETWORK_ERROR_MESSAGE, sendJson, type ApiClient } from '#core/http/api-client.ts'
import { ApiError } from '#core/http/app-error.ts'
import type { AdminCertificatesRoutes } from './server/admin-certificates.routes.ts'
import type { PracticeTry } from './practice/scoring.ts'
import type { LearningRoutes } from './server/learning.routes.ts'

/** Typed browser client of the learning API (`/api/learning`); types come from the server's routes. */
type Api = ApiClient<LearningRoutes>
type Level = Api['levels'][':disciplineId'][':courseId']

export type LearningOverview = InferResponseType<Api['overview']['$get'], 200>
export type Workspace = InferResponseType<Level['$get'], 200>
export type LessonProgress = InferResponseType<Level['lessons'][':lesson']['$put'], 200>
export type ExerciseWork = InferResponseType<Level['exercises'][':exercise']['reveal']['$post'], 200>
export type Quiz = InferResponseType<Level['quiz']['$get'], 200>
export type QuizResult = InferResponseType<Level['quiz']['attempts']['$post'], 201>
export type MyCertificate = InferResponseType<Api['certificates']['$get'], 200>[number]

export { fetchCertificate, type Certificate } from './certificate.api.ts'
import type { Certificate } from './certificate.api.ts'
export { fetchLesson, type LessonDetail } from './lesson.api.ts'
import { levelPath } from './lesson.api.ts'

export const fetchOverview = () => getJson<LearningOverview>('/api/learning/overview')

export const fetchWorkspace = (disciplineId: string, levelId: string) =>
  getJson<Workspace>(levelPath(disciplineId, levelId))

export const setLessonDone = (disciplineId: string, levelId: string, lesson: number, done: boolean) =>
  sendJson<LessonProgress>('PUT', `${levelPath(disciplineId, levelId)}/lessons/${lesson}`, { done })

export const tryExercise = (disciplineId: string, levelId: string, index: number, answer: string) =>
  sendJson<{ index: number; tried: true; answer: string }>(
    'POST',
    `${levelPath(disciplineId, levelId)}/exercises/${index}/try`,
    { answer },
  )

export const revealSolution = (disciplineId: string, levelId: string, index: number) =>
  sendJson<ExerciseWork>('POST', `${levelPath(disciplineId, levelId)}/exercises/${index}/reveal`, {})

export const fetchQuiz = (disciplineId: string, levelId: string) =>
  getJson<Quiz>(`${levelPath(disciplineId, levelId)}/quiz`)

export const submitQuiz = (
  disciplineId: string,
  levelId: string,
  submission: {
    answers: Record<string, number[]>
    performance?: Record<string, PracticeTry>
    keepRecording?: boolean
    startToken?: string
  },
) => sendJson<QuizResult>('POST', `${levelPath(disciplineId, levelId)}/quiz/attempts`, submission)

/** Sends the recording of a performed part, which a teacher hears before any certificate. */
export async function uploadRecording(
  attemptId: string,
  part: string,
  recording: Blob,
): Promise<{ id: string; review: string | null }> {
  const form = new FormData()
  form.set('attemptId', attemptId)
  form.set('part', part)
  form.set('file', recording, `evaluation-${part}.webm`)
  let response: Response
  try {
    response = await fetch('/api/learning/recordings', {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: form,
    })
  } catch {
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE)
  }
  const data = (await response.json().catch(() => null)) as {
    id: string
    review: string | null
    error?: { code: string; message: string }
  }
  if (!response.ok)
    throw new ApiError(
      response.status,
      data?.error?.code ?? 'INTERNAL',
      data?.error?.message ?? 'L’enregistrement n’a pas pu être envoyé.',
    )
  return data
}

export const fetchMyCertificates = () => getJson<MyCertificate[]>('/api/learning/certificates')

export const certificatePdfPath = (code: string) => `${apiPath('/api/learning/certificates', code)}/pdf`

export type AdminCertificate = InferResponseType<ApiClient<AdminCertificatesRoutes>['index']['$get'], 200>[number]

export const fetchAdminCertificates = (code?: string) =>
  getJson<AdminCertificate[]>(
    code ? `/api/admin/certificates?code=${encodeURIComponent(code)}` : '/api/admin/certificates',
  )

export const revokeCertificate = (code: string, reason: string) =>
  sendJson<Certificate>('POST', `${apiPath('/api/admin/certificates', code)}/revoke`, { reason })

/** A performed assessment waiting for a teacher, as the review queues list it. */
export type PendingReview = InferResponseType<
  ApiClient<AdminCertificatesRoutes>['reviews']['$get'],
  200
>['reviews'][number]
export type ReviewDecisionBody = { decision: 'validate' | 'refuse'; comment?: string }
export type ReviewOutcome = InferResponseType<ApiClient<AdminCertificatesRoutes>['reviews'][':attemptId']['$post'], 200>

export const fetchAdminReviews = () => getJson<{ reviews: PendingReview[] }>('/api/admin/certificates/reviews')
export const decideAdminReview = (attemptId: string, body: ReviewDecisionBody) =>
  sendJson<ReviewOutcome>('POST', apiPath('/api/admin/certificates/reviews', attemptId), body)

export type PracticeAnswer = InferResponseType<Level['lessons'][':lesson']['practice'][':exercise']['$post'], 200>

/** The lesson sheet (PDF): text, scores drawn on staves and exercises; same access as the lesson. */
export const lessonSheetPath = (disciplineId: string, levelId: string, lesson: number) =>
  `${levelPath(disciplineId, levelId)}/lessons/${lesson}/sheet.pdf`

export const sendPractice = (
  disciplineId: string,
  levelId: string,
  lesson: number,
  exercise: string,
  attempt: PracticeTry,
) =>
  sendJson<PracticeAnswer>(
    'POST',
    `${levelPath(disciplineId, levelId)}/lessons/${lesson}/practice/${encodeURIComponent(exercise)}`,
    attempt,
  )
