import { apiPath, getJson, sendJson } from '#core/http/api-client.ts'
import type { QuizQuestion, QuizQuestionInput } from './quiz.schemas.ts'

/** Browser client of a level's assessment questions (`/api/admin/quiz/:disciplineId/:levelId`). */
export type AdminQuiz = { disciplineId: string; levelId: string; levelName: string; questions: QuizQuestion[] }

const levelPath = (disciplineId: string, levelId: string) => apiPath('/api/admin/quiz', disciplineId, levelId)

export const fetchAdminQuiz = (disciplineId: string, levelId: string) =>
  getJson<AdminQuiz>(levelPath(disciplineId, levelId))

export const createQuizQuestion = (disciplineId: string, levelId: string, input: QuizQuestionInput) =>
  sendJson<QuizQuestion>('POST', levelPath(disciplineId, levelId), input)

export const saveQuizQuestion = (disciplineId: string, levelId: string, id: string, input: QuizQuestionInput) =>
  sendJson<QuizQuestion>('PUT', apiPath(levelPath(disciplineId, levelId), id), input)

export const deleteQuizQuestion = (disciplineId: string, levelId: string, id: string) =>
  sendJson<{ id: string }>('DELETE', apiPath(levelPath(disciplineId, levelId), id), {})

export const reorderQuizQuestions = (disciplineId: string, levelId: string, ids: string[]) =>
  sendJson<AdminQuiz>('PUT', `${levelPath(disciplineId, levelId)}/order`, { ids })
