import { z } from 'zod'

/** A client's or a student's word, as published in `content/testimonials.yaml`. */
export const testimonialSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  author: z.string().min(1),
  role: z.string().min(1),
  quote: z.string().min(1),
  type: z.enum(['client', 'student']),
})

export type Testimonial = z.infer<typeof testimonialSchema>
