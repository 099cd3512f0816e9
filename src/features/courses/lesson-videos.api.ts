import type { InferResponseType } from 'hono/client'
import { getJson, NETWORK_ERROR_MESSAGE, sendJson, type ApiClient } from '#core/http/api-client.ts'
import { ApiError, type ErrorBody } from '#core/http/app-error.ts'
import type { LessonVideosAdminRoutes } from './server/lesson-videos.routes.ts'

type VideosApi = ApiClient<LessonVideosAdminRoutes>
export type LessonVideoList = InferResponseType<VideosApi['lesson-videos']['$get'], 200>
export type LessonVideo = LessonVideoList['videos'][number]

export const fetchLessonVideos = () => getJson<LessonVideoList>('/api/admin/lesson-videos')

export const deleteLessonVideo = (id: string) =>
  sendJson<null>('DELETE', `/api/admin/lesson-videos/${encodeURIComponent(id)}`, undefined)

/**
 * Sends a video as the request body itself (no multipart: the server streams it to disk as it comes),
 * its name in `x-file-name`, reporting progress (0–1) as XMLHttpRequest allows.
 */
export function uploadLessonVideo(
  file: File,
  options: { onProgress?: (share: number) => void; signal?: AbortSignal } = {},
): Promise<LessonVideo> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', '/api/admin/lesson-videos')
    request.setRequestHeader('accept', 'application/json')
    request.setRequestHeader('content-type', file.type || 'application/octet-stream')
    request.setRequestHeader('x-file-name', encodeURIComponent(file.name))
    request.responseType = 'json'
    request.upload.onprogress = event => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total)
    }
    request.onload = () => {
      const body = request.response as (LessonVideo & ErrorBody) | null
      if (request.status === 202 && body) resolve(body)
      else
        reject(
          new ApiError(
            request.status,
            body?.error?.code ?? 'INTERNAL',
            body?.error?.message ?? 'L’envoi a échoué. Veuillez réessayer.',
          ),
        )
    }
    request.onerror = () => reject(new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE))
    request.onabort = () => reject(new ApiError(0, 'ABORTED', 'Envoi annulé.'))
    options.signal?.addEventListener('abort', () => request.abort(), { once: true })
    request.send(file)
  })
}
