import type { InferResponseType } from 'hono/client'
import { apiPath, getJson, sendJson, type ApiClient } from '#core/http/api-client.ts'
import type { DrillAnswer } from './drills/drill-grading.ts'
import { levelPath } from './lesson.api.ts'
import type { DrillRoutes } from './server/drills.routes.ts'

/** Typed browser client of the drills (`/api/learning/.../drills`); types come from the server's routes. */
type Api = ApiClient<DrillRoutes>
type Level = Api['levels'][':disciplineId'][':courseId']['drills']

export type PracticeSession = InferResponseType<Level['session']['$post'], 201>
export type SessionStep = PracticeSession['steps'][number]
export type DrillItemView = Extract<SessionStep, { type: 'item' }>['item']
export type NextDrill = InferResponseType<Level['$post'], 201>
export type DrillResult = InferResponseType<Api['drills'][':id']['result']['$post'], 200>
export type LevelPracticeProgress = InferResponseType<Level['progress']['$get'], 200>
export type MyPracticeProgress = InferResponseType<Api['drills']['progress']['$get'], 200>

/**
 * « Ma séance du jour » lives under /profil (one route-table entry for the whole profile keeps the
 * first visit's script as it is); the level is in the query.
 */
export const practiceSessionPath = (disciplineId?: string, levelId?: string) =>
  disciplineId && levelId ? `/profil/seance?niveau=${disciplineId}/${levelId}` : '/profil/seance'

export const startSession = (disciplineId: string, levelId: string, minutes: 10 | 20 | 40) =>
  sendJson<PracticeSession>('POST', `${levelPath(disciplineId, levelId)}/drills/session`, { minutes })

export const fetchNextDrill = (disciplineId: string, levelId: string, kind?: string) =>
  sendJson<NextDrill>('POST', `${levelPath(disciplineId, levelId)}/drills`, kind ? { kind } : {})

export const sendDrillAnswer = (id: string, answer: DrillAnswer) =>
  sendJson<DrillResult>('POST', `${apiPath('/api/learning/drills', id)}/result`, answer)

export const fetchLevelPracticeProgress = (disciplineId: string, levelId: string) =>
  getJson<LevelPracticeProgress>(`${levelPath(disciplineId, levelId)}/drills/progress`)

export const fetchMyPracticeProgress = () => getJson<MyPracticeProgress>('/api/learning/drills/progress')
