import { queryOptions } from '@tanstack/react-query'
import { hc } from 'hono/client'
import { apiFetch, unwrap } from '#core/http/api-client.ts'
import type { AcademyRoutes } from './server/academy.routes.ts'

const client = hc<AcademyRoutes>('/api/academy', { fetch: apiFetch })

export const disciplinesQuery = () =>
  queryOptions({ queryKey: ['academy', 'disciplines'], queryFn: () => unwrap(client.disciplines.$get()) })

export const courseQuery = (disciplineId: string, courseId: string) =>
  queryOptions({
    queryKey: ['academy', 'course', disciplineId, courseId],
    queryFn: () => unwrap(client.courses[':disciplineId'][':courseId'].$get({ param: { disciplineId, courseId } })),
  })

export const formulasQuery = () =>
  queryOptions({ queryKey: ['academy', 'formulas'], queryFn: () => unwrap(client.formulas.$get()) })

export const formulaQuery = (id: string) =>
  queryOptions({
    queryKey: ['academy', 'formula', id],
    queryFn: () => unwrap(client.formulas[':id'].$get({ param: { id } })),
  })
