import type { InferResponseType } from 'hono/client'
import { apiPath, sendJson, type ApiClient } from '#core/http/api-client.ts'
import { ApiError } from '#core/http/app-error.ts'
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
export async function sendLike(postId: string, action: 'like' | 'unlike'): Promise<LikeAnswer> {
  try {
    // Kept alive: a visitor who likes and leaves at once (a reload, a link) still has it counted.
    return await sendJson<LikeAnswer>('POST', '/api/like-post', { postId, action }, { keepalive: true })
  } catch (error) {
    // No French text from the server (an unreadable answer): the data layer's own.
    if (error instanceof ApiError && error.code === 'INTERNAL' && error.status !== 0)
      throw new ApiError(error.status, error.code, LIKE_FAILED_MESSAGE)
    throw error
  }
}

export const postComment = (postId: string, input: CommentInput) =>
  sendJson<Comment>('POST', `${apiPath('/api/blog/posts', postId)}/comments`, input)
