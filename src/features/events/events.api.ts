import { queryOptions } from '@tanstack/react-query'
import { hc } from 'hono/client'
import { apiFetch, unwrap } from '#core/http/api-client.ts'
import type { EventsRoutes } from './server/events.routes.ts'

const client = hc<EventsRoutes>('/api/events', { fetch: apiFetch })

export const eventsQuery = () => queryOptions({ queryKey: ['events'], queryFn: () => unwrap(client.index.$get()) })
