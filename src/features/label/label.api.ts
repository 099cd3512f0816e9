import { queryOptions } from '@tanstack/react-query'
import { hc } from 'hono/client'
import { apiFetch, unwrap } from '#core/http/api-client.ts'
import type { LabelRoutes } from './server/label.routes.ts'

const client = hc<LabelRoutes>('/api/label', { fetch: apiFetch })

export const labelQuery = () =>
  queryOptions({ queryKey: ['label'], queryFn: () => unwrap(client.index.$get()) })

export type LabelOverview = Awaited<ReturnType<NonNullable<ReturnType<typeof labelQuery>['queryFn']>>>
