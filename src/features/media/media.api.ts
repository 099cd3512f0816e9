import type { InferResponseType } from 'hono/client'
import { getJson, NETWORK_ERROR_MESSAGE, type ApiClient } from '#core/http/api-client.ts'
import { ApiError, type ErrorBody } from '#core/http/app-error.ts'
import type { ImageGroup } from '#core/media/image-sizes.ts'
import type { MediaAdminRoutes } from './server/media.routes.ts'

type MediaApi = ApiClient<MediaAdminRoutes>
export type MediaPage = InferResponseType<MediaApi['media']['$get'], 200>
export type MediaAsset = MediaPage['assets'][number]
export type MediaKind = MediaAsset['kind']

export function fetchMedia(filter: { kind: MediaKind; group?: ImageGroup; before?: string }) {
  const query = new URLSearchParams({ kind: filter.kind })
  if (filter.group) query.set('group', filter.group)
  if (filter.before) query.set('before', filter.before)
  return getJson<MediaPage>(`/api/admin/media?${query}`)
}

/**
 * Sends one file to the upload endpoint, reporting progress (0–1): XMLHttpRequest, because fetch
 * cannot tell how much of a request body has been sent, and a 20 MB MP3 on a phone takes a while.
 */
export function uploadMedia(
  kind: MediaKind,
  file: File,
  options: {
    group?: ImageGroup
    onProgress?: (share: number) => void
    signal?: AbortSignal
    /** Another endpoint that takes the same multipart form (a teacher's photo: /api/teacher/photo). */
    path?: string
  } = {},
): Promise<MediaAsset> {
  return new Promise((resolve, reject) => {
    const form = new FormData()
    form.set('file', file)
    if (options.group) form.set('group', options.group)
    const request = new XMLHttpRequest()
    request.open('POST', options.path ?? `/api/admin/uploads/${kind}`)
    request.setRequestHeader('accept', 'application/json')
    request.responseType = 'json'
    request.upload.onprogress = event => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total)
    }
    request.onload = () => {
      const body = request.response as (MediaAsset & ErrorBody) | null
      if (request.status === 201 && body) resolve(body)
      else {
        const error = body?.error
        reject(
          new ApiError(
            request.status,
            error?.code ?? 'INTERNAL',
            error?.message ?? 'L’envoi a échoué. Veuillez réessayer.',
            error?.fields,
          ),
        )
      }
    }
    request.onerror = () => reject(new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE))
    request.onabort = () => reject(new ApiError(0, 'ABORTED', 'Envoi annulé.'))
    options.signal?.addEventListener('abort', () => request.abort(), { once: true })
    request.send(form)
  })
}
