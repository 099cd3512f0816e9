import { z } from 'zod'
import { line, paragraph } from '#core/validation/content-rules.ts'

/** A testimonial as the admin area writes it; shared by the server's validation and the form. */
export const testimonialInputSchema = z.object({
  author: line('Le nom de l’auteur est obligatoire.', 80, 'Le nom ne peut pas dépasser 80 caractères.'),
  role: line(
    'Le rôle est obligatoire (par exemple « Élève en piano »).',
    120,
    'Le rôle ne peut pas dépasser 120 caractères.',
  ),
  quote: paragraph('Le témoignage est vide.', 1200, 'Le témoignage ne peut pas dépasser 1 200 caractères.'),
  type: z.enum(['client', 'student'], { error: 'Choisissez le type : client ou élève.' }),
  published: z.boolean({ error: 'Indiquez si le témoignage est publié.' }),
})
export type TestimonialInput = z.infer<typeof testimonialInputSchema>

export const publicationInputSchema = z.object({
  published: z.boolean({ error: 'Indiquez si le témoignage est publié.' }),
})
