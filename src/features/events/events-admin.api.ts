import type { InferResponseType } from 'hono/client'
import { apiPath, getJson, sendJson, type ApiClient } from '#core/http/api-client.ts'
import type { EventInput } from './events.schemas.ts'
import type { EventsAdminRoutes } from './server/events-admin.routes.ts'

type Api = ApiClient<EventsAdminRoutes>

export type AdminEvent = InferResponseType<Api[':id']['$get'], 200>
export type { EventInput }

export const fetchAdminEvents = () => getJson<AdminEvent[]>('/api/admin/events')
export const createAdminEvent = (input: EventInput) => sendJson<AdminEvent>('POST', '/api/admin/events', input)
export const updateAdminEvent = (id: string, input: EventInput) =>
  sendJson<AdminEvent>('PUT', apiPath('/api/admin/events', id), input)
export const deleteAdminEvent = (id: string) => sendJson<{ id: string }>('DELETE', apiPath('/api/admin/events', id), {})
