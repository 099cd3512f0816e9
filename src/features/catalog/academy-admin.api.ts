import type { InferResponseType } from 'hono/client'
import { apiPath, getJson, sendJson, type ApiClient } from '#core/http/api-client.ts'
import type { DisciplineInput, FormulaInput, LevelInput } from './academy-admin.schemas.ts'
import type { AcademyAdminRoutes } from './server/academy-admin.routes.ts'

/** Browser client of the academy administration (`/api/admin/academy`). */
type Api = ApiClient<AcademyAdminRoutes>

export type AdminDiscipline = InferResponseType<Api['disciplines']['$get'], 200>[number]
export type AdminLevel = AdminDiscipline['levels'][number]
export type AdminFormula = InferResponseType<Api['formulas']['$get'], 200>[number]

const BASE = '/api/admin/academy'

export const fetchAdminDisciplines = () => getJson<AdminDiscipline[]>(`${BASE}/disciplines`)

export const saveDiscipline = (id: string, input: DisciplineInput) =>
  sendJson<Omit<AdminDiscipline, 'levels'>>('PUT', apiPath(`${BASE}/disciplines`, id), input)

export const reorderDisciplines = (ids: string[]) =>
  sendJson<AdminDiscipline[]>('PUT', `${BASE}/disciplines/order`, { ids })

export const saveLevel = (disciplineId: string, levelId: string, input: LevelInput) =>
  sendJson<{ id: string }>('PUT', apiPath(`${BASE}/disciplines`, disciplineId, 'levels', levelId), input)

export const reorderLevels = (disciplineId: string, ids: string[]) =>
  sendJson<AdminDiscipline[]>('PUT', `${apiPath(`${BASE}/disciplines`, disciplineId)}/levels/order`, { ids })

export const fetchAdminFormulas = () => getJson<AdminFormula[]>(`${BASE}/formulas`)

export const createFormula = (input: FormulaInput) => sendJson<AdminFormula>('POST', `${BASE}/formulas`, input)

export const saveFormula = (id: string, input: FormulaInput) =>
  sendJson<AdminFormula>('PUT', apiPath(`${BASE}/formulas`, id), input)

export const deleteFormula = (id: string) => sendJson<{ id: string }>('DELETE', apiPath(`${BASE}/formulas`, id), {})

export const reorderFormulas = (ids: string[]) => sendJson<AdminFormula[]>('PUT', `${BASE}/formulas/order`, { ids })
