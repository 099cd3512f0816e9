import type { SampleData } from '#sample-data/types.ts'
import type { Database } from '#core/db/client.server.ts'
import { testimonials } from './testimonials.table.ts'

export async function seedTestimonials(db: Database, data: SampleData) {
  await db.insert(testimonials).values(data.testimonials.map((item, index) => ({ ...item, position: index })))
}
