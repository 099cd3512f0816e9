import type { InferResponseType } from 'hono/client'
import { apiPath, getJson, type ApiClient } from '#core/http/api-client.ts'
import type { BlogRoutes } from './server/blog.routes.ts'

type Api = ApiClient<BlogRoutes>

export const fetchPosts = () => getJson<InferResponseType<Api['posts']['$get'], 200>>('/api/blog/posts')

export const fetchPost = (id: string) =>
  getJson<InferResponseType<Api['posts'][':id']['$get'], 200>>(apiPath('/api/blog/posts', id))

export const fetchComments = (postId: string) =>
  getJson<InferResponseType<Api['posts'][':id']['comments']['$get'], 200>>(
    `${apiPath('/api/blog/posts', postId)}/comments`,
  )
