import { queryOptions } from '@tanstack/react-query'
import { hc } from 'hono/client'
import { apiFetch, unwrap } from '#core/http/api-client.ts'
import type { BlogRoutes } from './server/blog.routes.ts'

const client = hc<BlogRoutes>('/api/blog', { fetch: apiFetch })

export const postsQuery = () =>
  queryOptions({ queryKey: ['blog', 'posts'], queryFn: () => unwrap(client.posts.$get({ query: {} })) })

export const postQuery = (id: string) =>
  queryOptions({ queryKey: ['blog', 'post', id], queryFn: () => unwrap(client.posts[':id'].$get({ param: { id } })) })

export const commentsQuery = (postId: string) =>
  queryOptions({
    queryKey: ['blog', 'comments', postId],
    queryFn: () => unwrap(client.posts[':id'].comments.$get({ param: { id: postId } })),
  })
