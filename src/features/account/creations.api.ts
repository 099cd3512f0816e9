import type { InferResponseType } from 'hono/client'
import { getJson, type ApiClient } from '#core/http/api-client.ts'
import type { CreationsRoutes } from './server/creations.routes.ts'

type Api = ApiClient<CreationsRoutes>

export const fetchPublicCreations = () =>
  getJson<InferResponseType<Api['public']['$get'], 200>>('/api/creations/public')
