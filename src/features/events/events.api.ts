import type { InferResponseType } from 'hono/client'
import { getJson, type ApiClient } from '#core/http/api-client.ts'
import type { EventsRoutes } from './server/events.routes.ts'

type Api = ApiClient<EventsRoutes>

export const fetchEvents = () => getJson<InferResponseType<Api['index']['$get'], 200>>('/api/events')
