import { z } from 'zod'
import { slugSchema } from '#core/http/params.ts'
import { parseImageUrl } from '#core/media/image-sizes.ts'
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

/** Limits of a post written in the admin area (the content stays well under the 64 KiB body limit). */
export const POST_LIMITS = { title: 150, excerpt: 300, category: 60, author: 80, content: 20_000 } as const

export const POST_STATUSES = ['draft', 'published'] as const

const text = (min: number, max: number, messages: { missing: string; short: string; long: string }) =>
  z.string({ error: messages.missing }).trim().min(1, messages.missing).min(min, messages.short).max(max, messages.long)

/** A post as the admin writes it: created or replaced whole. */
export const postInputSchema = z.object({
  title: text(3, POST_LIMITS.title, {
    missing: 'Indiquez un titre.',
    short: 'Le titre doit compter au moins 3 caractères.',
    long: `Le titre ne peut pas dépasser ${POST_LIMITS.title} caractères.`,
  }),
  excerpt: text(10, POST_LIMITS.excerpt, {
    missing: 'Écrivez un résumé : il s’affiche dans la liste des articles.',
    short: 'Le résumé doit compter au moins 10 caractères.',
    long: `Le résumé ne peut pas dépasser ${POST_LIMITS.excerpt} caractères.`,
  }),
  category: text(2, POST_LIMITS.category, {
    missing: 'Indiquez une catégorie.',
    short: 'La catégorie doit compter au moins 2 caractères.',
    long: `La catégorie ne peut pas dépasser ${POST_LIMITS.category} caractères.`,
  }),
  author: text(2, POST_LIMITS.author, {
    missing: 'Indiquez l’auteur.',
    short: 'Le nom de l’auteur doit compter au moins 2 caractères.',
    long: `Le nom de l’auteur ne peut pas dépasser ${POST_LIMITS.author} caractères.`,
  }),
  content: text(20, POST_LIMITS.content, {
    missing: 'Écrivez le contenu de l’article.',
    short: 'Le contenu doit compter au moins 20 caractères.',
    long: `Le contenu ne peut pas dépasser ${POST_LIMITS.content.toLocaleString('fr-FR').replace(/\s/g, ' ')} caractères.`,
  }),
  imageUrl: z
    .string({ error: 'Choisissez une image pour l’article.' })
    .max(300, 'Adresse d’image invalide.')
    .refine(
      url => parseImageUrl(url)?.group === 'blog',
      'Choisissez une image d’article : envoyez-la ou prenez-la dans la médiathèque.',
    ),
  status: z.enum(POST_STATUSES, { error: 'Choisissez « Brouillon » ou « Publié ».' }),
  /** Date shown on the post ('YYYY-MM-DD'); today in Douala when absent. */
  date: z.iso.date({ error: 'Date invalide.' }).optional(),
})

export type PostInput = z.infer<typeof postInputSchema>
