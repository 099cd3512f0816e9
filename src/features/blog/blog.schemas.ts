import { z } from 'zod'
import { slugSchema } from '#core/http/params.ts'
import { COMMENT_LIMITS } from './comment-limits.ts'

export const postsQuerySchema = z.object({
  category: z.string().trim().min(1).max(60, 'catégorie trop longue').optional(),
})

/** Spec §7: POST /api/like-post `{ postId, action }`. */
export const likeInputSchema = z.object({
  postId: slugSchema,
  action: z.enum(['like', 'unlike'], { error: "action doit valoir 'like' ou 'unlike'" }),
})

/** A new comment. `website` is a honeypot: hidden from people, filled in by spam robots. */
export const commentInputSchema = z.object({
  authorName: z
    .string({ error: 'Veuillez indiquer votre nom.' })
    .trim()
    .min(1, 'Veuillez indiquer votre nom.')
    .max(COMMENT_LIMITS.name, `Le nom ne peut pas dépasser ${COMMENT_LIMITS.name} caractères.`),
  content: z
    .string({ error: 'Veuillez écrire un commentaire.' })
    .trim()
    .min(1, 'Veuillez écrire un commentaire.')
    .max(COMMENT_LIMITS.content, `Le commentaire ne peut pas dépasser ${COMMENT_LIMITS.content} caractères.`),
  website: z.string().max(200).optional(),
})

export type CommentInput = z.infer<typeof commentInputSchema>
