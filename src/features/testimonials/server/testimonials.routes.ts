import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { validate } from '#core/http/validate.server.ts'
import { listTestimonials } from './testimonials.repo.ts'

const querySchema = z.object({
  type: z.enum(['client', 'student'], { error: "type doit valoir 'client' ou 'student'" }).optional(),
})

export const testimonialsRoutes = new Hono<AppEnv>().get('/', validate('query', querySchema), async c => {
  return c.json(await listTestimonials(c.var.db, c.req.valid('query').type), 200)
})

export type TestimonialsRoutes = typeof testimonialsRoutes
