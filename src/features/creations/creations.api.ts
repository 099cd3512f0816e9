import { queryOptions } from '@tanstack/react-query'
import { hc } from 'hono/client'
import { apiFetch, unwrap } from '#core/http/api-client.ts'
import type { CreationsRoutes } from './server/creations.routes.ts'

const client = hc<CreationsRoutes>('/api/creations', { fetch: apiFetch })

export const publicCreationsQuery = () =>
  queryOptions({ queryKey: ['creations', 'public'], queryFn: () => unwrap(client.public.$get()) })
