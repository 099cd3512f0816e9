import type { InferResponseType } from 'hono/client'
import { apiPath, getJson, type ApiClient } from '#core/http/api-client.ts'
import type { AcademyRoutes } from './server/academy.routes.ts'

type Api = ApiClient<AcademyRoutes>

export const fetchDisciplines = () =>
  getJson<InferResponseType<Api['disciplines']['$get'], 200>>('/api/academy/disciplines')

export const fetchCourse = (disciplineId: string, courseId: string) =>
  getJson<InferResponseType<Api['courses'][':disciplineId'][':courseId']['$get'], 200>>(
    apiPath('/api/academy/courses', disciplineId, courseId),
  )

export const fetchFormulas = () => getJson<InferResponseType<Api['formulas']['$get'], 200>>('/api/academy/formulas')

export const fetchFormula = (id: string) =>
  getJson<InferResponseType<Api['formulas'][':id']['$get'], 200>>(apiPath('/api/academy/formulas', id))
