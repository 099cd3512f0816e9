import type { Testimonial } from '#features/testimonials/testimonials.content.ts'
import type { Database } from '#core/db/client.server.ts'
import { testimonials } from './testimonials.table.ts'

export async function seedTestimonials(db: Database, data: { testimonials: Testimonial[] }) {
  await db.insert(testimonials).values(data.testimonials.map((item, index) => ({ ...item, position: index })))
}
