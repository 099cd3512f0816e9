import type { InferResponseType } from 'hono/client'
import { apiPath, getJson, sendJson, type ApiClient } from '#core/http/api-client.ts'
import type { CommentsAdminRoutes } from './server/comments-admin.routes.ts'

type Api = ApiClient<CommentsAdminRoutes>

export type ModerationPage = InferResponseType<Api['index']['$get'], 200>
export type ModeratedComment = ModerationPage['comments'][number]
export type CommentFilter = 'all' | 'pending' | 'visible' | 'hidden'

export const fetchModerationQueue = (status: CommentFilter, page: number) =>
  getJson<ModerationPage>(`/api/admin/comments?${new URLSearchParams({ status, page: String(page) })}`)

export const setCommentStatus = (id: string, status: 'visible' | 'hidden') =>
  sendJson<{ id: string; status: string; moderatedAt: string }>('PUT', `${apiPath('/api/admin/comments', id)}/status`, {
    status,
  })

export const deleteComment = (id: string) =>
  sendJson<{ id: string; deleted: true }>('DELETE', apiPath('/api/admin/comments', id), {})
