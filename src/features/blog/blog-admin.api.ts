import type { InferResponseType } from 'hono/client'
import { apiPath, getJson, sendJson, type ApiClient } from '#core/http/api-client.ts'
import type { PostInput } from './blog.schemas.ts'
import type { BlogAdminRoutes } from './server/blog-admin.routes.ts'

type Api = ApiClient<BlogAdminRoutes>

export type AdminPostSummary = InferResponseType<Api['posts']['$get'], 200>[number]
export type AdminPost = InferResponseType<Api['posts'][':id']['$get'], 200>
export type { PostInput }

export const fetchAdminPosts = () => getJson<AdminPostSummary[]>('/api/admin/blog/posts')
export const fetchAdminPost = (id: string) => getJson<AdminPost>(apiPath('/api/admin/blog/posts', id))
export const createAdminPost = (input: PostInput) => sendJson<AdminPost>('POST', '/api/admin/blog/posts', input)
export const updateAdminPost = (id: string, input: PostInput) =>
  sendJson<AdminPost>('PUT', apiPath('/api/admin/blog/posts', id), input)
export const deleteAdminPost = (id: string) =>
  sendJson<{ id: string }>('DELETE', apiPath('/api/admin/blog/posts', id), {})
