import type { InferResponseType } from 'hono/client'
import { apiPath, getJson, type ApiClient } from '#core/http/api-client.ts'
import type { ArtistsRoutes } from './server/artists.routes.ts'

type Api = ApiClient<ArtistsRoutes>

export const fetchArtists = () => getJson<InferResponseType<Api['index']['$get'], 200>>('/api/artists')

export const fetchArtist = (id: string) =>
  getJson<InferResponseType<Api[':id']['$get'], 200>>(apiPath('/api/artists', id))
