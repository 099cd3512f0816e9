import type { InferResponseType } from 'hono/client'
import { getJson, type ApiClient } from '#core/http/api-client.ts'
import type { LabelRoutes } from './server/label.routes.ts'

type Api = ApiClient<LabelRoutes>

export type LabelOverview = InferResponseType<Api['index']['$get'], 200>

export const fetchLabel = () => getJson<LabelOverview>('/api/label')
