import type { InferResponseType } from 'hono/client'
import { apiPath, getJson, sendJson, type ApiClient } from '#core/http/api-client.ts'
import type { ArtistInput, TrackInput } from './artists.schemas.ts'
import type { ArtistsAdminRoutes } from './server/artists-admin.routes.ts'

type Api = ApiClient<ArtistsAdminRoutes>

export type AdminArtistSummary = InferResponseType<Api['index']['$get'], 200>[number]
export type AdminArtist = InferResponseType<Api[':id']['$get'], 200>
export type { ArtistInput, TrackInput }

const base = '/api/admin/artists'
export const fetchAdminArtists = () => getJson<AdminArtistSummary[]>(base)
export const fetchAdminArtist = (id: string) => getJson<AdminArtist>(apiPath(base, id))
export const createAdminArtist = (input: ArtistInput) => sendJson<AdminArtist>('POST', base, input)
export const updateAdminArtist = (id: string, input: ArtistInput) =>
  sendJson<AdminArtist>('PUT', apiPath(base, id), input)
export const deleteAdminArtist = (id: string) => sendJson<{ id: string }>('DELETE', apiPath(base, id), {})
export const createAdminTrack = (artistId: string, input: TrackInput) =>
  sendJson<AdminArtist>('POST', `${apiPath(base, artistId)}/tracks`, input)
export const updateAdminTrack = (artistId: string, trackId: string, input: TrackInput) =>
  sendJson<AdminArtist>('PUT', apiPath(base, artistId, 'tracks', trackId), input)
export const deleteAdminTrack = (artistId: string, trackId: string) =>
  sendJson<AdminArtist>('DELETE', apiPath(base, artistId, 'tracks', trackId), {})
export const orderAdminTracks = (artistId: string, ids: string[]) =>
  sendJson<AdminArtist>('PUT', `${apiPath(base, artistId)}/track-order`, { ids })
