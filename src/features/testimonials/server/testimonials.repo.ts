import { and, asc, eq } from 'drizzle-orm'
import type { Testimonial } from '#features/testimonials/testimonials.content.ts'
import type { Database } from '#core/db/client.server.ts'
import { testimonials } from './testimonials.table.ts'

export async function listTestimonials(db: Database, type?: Testimonial['type']): Promise<Testimonial[]> {
  const query = db
    .select({
      id: testimonials.id,
      author: testimonials.author,
      role: testimonials.role,
      quote: testimonials.quote,
      type: testimonials.type,
    })
    .from(testimonials)
  const published = eq(testimonials.published, true)
  return query.where(type ? and(published, eq(testimonials.type, type)) : published).orderBy(asc(testimonials.position))
}
