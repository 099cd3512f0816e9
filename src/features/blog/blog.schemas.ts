import { z } from 'zod'

export const postsQuerySchema = z.object({
  category: z.string().trim().min(1).max(60, 'catégorie trop longue').optional(),
})
