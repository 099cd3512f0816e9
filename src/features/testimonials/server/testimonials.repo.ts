import { asc, eq } from 'drizzle-orm'
import type { Testimonial } from '#sample-data/types.ts'
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
  return (type ? query.where(eq(testimonials.type, type)) : query).orderBy(asc(testimonials.position))
}
