import type { InferResponseType } from 'hono/client'
import { apiPath, getJson, type ApiClient } from '#core/http/api-client.ts'
import type { LearningRoutes } from './server/learning.routes.ts'

/**
 * The lesson fetch, apart from the rest of the learning client: the route loader of a lesson (which
 * server-renders the free lesson) needs it, and route loaders ship in every visitor's entry chunk.
 */
export type LessonDetail = InferResponseType<
  ApiClient<LearningRoutes>['levels'][':disciplineId'][':courseId']['lessons'][':lesson']['$get'],
  200
>

export const levelPath = (disciplineId: string, levelId: string) =>
  apiPath('/api/learning/levels', disciplineId, levelId)

export const fetchLesson = (disciplineId: string, levelId: string, lesson: number) =>
  getJson<LessonDetail>(`${levelPath(disciplineId, levelId)}/lessons/${lesson}`)
