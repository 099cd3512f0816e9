import type { InferResponseType } from 'hono/client'
import { apiPath, sendJson, type ApiClient } from '#core/http/api-client.ts'
import type { CommentInput } from './blog.schemas.ts'
import type { BlogRoutes } from './server/blog.routes.ts'
import type { LikesRoutes } from './server/likes.routes.ts'

type Comment = InferResponseType<ApiClient<BlogRoutes>['posts'][':id']['comments']['$post'], 201>
type LikeAnswer = InferResponseType<ApiClient<LikesRoutes>['index']['$post'], 200>

/** Spec §8, like failure in the data layer: when the server gives no text of its own. */
export const LIKE_FAILED_MESSAGE = "L'action 'J'aime' a échoué."

/**
 * Spec §7: POST /api/like-post `{ postId, action }` → `{ likes }`, the authoritative count. A failure
 * carries the server's error text, else 'L'action 'J'aime' a échoué.'.
 */
export const sendLike = (postId: string, action: 'like' | 'unlike') =>
  sendJson<LikeAnswer>('POST', '/api/like-post', { postId, action }, LIKE_FAILED_MESSAGE)

export const postComment = (postId: string, input: CommentInput) =>
  sendJson<Comment>('POST', `${apiPath('/api/blog/posts', postId)}/comments`, input)
