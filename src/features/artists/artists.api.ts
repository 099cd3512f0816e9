import { queryOptions } from '@tanstack/react-query'
import { hc } from 'hono/client'
import { apiFetch, unwrap } from '#core/http/api-client.ts'
import type { ArtistsRoutes } from './server/artists.routes.ts'

const client = hc<ArtistsRoutes>('/api/artists', { fetch: apiFetch })

export const artistsQuery = () =>
  queryOptions({ queryKey: ['artists', 'list'], queryFn: () => unwrap(client.index.$get()) })

export const artistQuery = (id: string) =>
  queryOptions({ queryKey: ['artists', 'detail', id], queryFn: () => unwrap(client[':id'].$get({ param: { id } })) })
