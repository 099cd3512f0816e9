import type { InferResponseType } from 'hono/client'
import { getJson, sendJson, type ApiClient } from '#core/http/api-client.ts'
import type { AdminOverviewRoutes } from '#features/admin/server/admin-overview.routes.ts'

type Api = ApiClient<AdminOverviewRoutes>

export type Overview = InferResponseType<Api['index']['$get'], 200>
export type OverviewPeriod = '30' | '90' | '365'

export const fetchOverview = (period: OverviewPeriod) => getJson<Overview>(`/api/admin/overview?period=${period}`)

/** Puts a failed background job back in the queue. */
export const retryJob = (id: string) =>
  sendJson<{ retried: true }>('POST', `/api/admin/jobs/${encodeURIComponent(id)}/retry`, {})
