import type { InferResponseType } from 'hono/client'
import { getJson, type ApiClient } from '#core/http/api-client.ts'
import type { AdminOverviewRoutes } from '#server/admin-overview.routes.ts'

type Api = ApiClient<AdminOverviewRoutes>

export type Overview = InferResponseType<Api['index']['$get'], 200>
export type OverviewPeriod = '30' | '90' | '365'

export const fetchOverview = (period: OverviewPeriod) => getJson<Overview>(`/api/admin/overview?period=${period}`)
