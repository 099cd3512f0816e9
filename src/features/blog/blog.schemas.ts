import { z } from 'zod'
import { slugSchema } from '#core/http/params.ts'

export const postsQuerySchema = z.object({
  category: z.string().trim().min(1).max(60, 'catégorie trop longue').optional(),
})

/** Spec §7: POST /api/like-post `{ postId, action }`. */
export const likeInputSchema = z.object({
  postId: slugSchema,
  action: z.enum(['like', 'unlike'], { error: "action doit valoir 'like' ou 'unlike'" }),
})
