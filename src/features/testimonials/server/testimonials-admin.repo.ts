import { asc, eq, max } from 'drizzle-orm'
import type { Database } from '#core/db/client.server.ts'
import { AppError } from '#core/http/app-error.ts'
import { slugify, uniqueSlug } from '#core/validation/content-rules.ts'
import type { TestimonialInput } from '../testimonials-admin.schemas.ts'
import { testimonials } from './testimonials.table.ts'

const columns = {
  id: testimonials.id,
  author: testimonials.author,
  role: testimonials.role,
  quote: testimonials.quote,
  type: testimonials.type,
  published: testimonials.published,
}

export type AdminTestimonial = TestimonialInput & { id: string }

/** Every testimonial, hidden ones included, in display order. */
export async function listTestimonialsForAdmin(db: Database): Promise<AdminTestimonial[]> {
  return db.select(columns).from(testimonials).orderBy(asc(testimonials.position), asc(testimonials.id))
}

async function findTestimonial(db: Database, id: string): Promise<AdminTestimonial> {
  const [row] = await db.select(columns).from(testimonials).where(eq(testimonials.id, id))
  if (!row) throw new AppError('NOT_FOUND', 'Témoignage introuvable.')
  return row
}

/** A new testimonial, placed last (the order can be changed). */
export async function createTestimonial(db: Database, input: TestimonialInput): Promise<AdminTestimonial> {
  const rows = await db.select({ id: testimonials.id }).from(testimonials)
  const id = uniqueSlug(`temoignage-${slugify(input.author, 50)}`, new Set(rows.map(row => row.id)))
  const [last] = await db.select({ position: max(testimonials.position) }).from(testimonials)
  await db.insert(testimonials).values({ id, ...input, position: (last?.position ?? -1) + 1 })
  return findTestimonial(db, id)
}

export async function updateTestimonial(db: Database, id: string, input: Partial<TestimonialInput>) {
  const before = await findTestimonial(db, id)
  await db.update(testimonials).set(input).where(eq(testimonials.id, id))
  return { before, after: await findTestimonial(db, id) }
}

export async function deleteTestimonial(db: Database, id: string): Promise<AdminTestimonial> {
  const before = await findTestimonial(db, id)
  await db.delete(testimonials).where(eq(testimonials.id, id))
  return before
}

export async function reorderTestimonials(db: Database, ids: string[]) {
  const existing = new Set((await db.select({ id: testimonials.id }).from(testimonials)).map(row => row.id))
  if (ids.length !== existing.size || ids.some(id => !existing.has(id))) {
    throw new AppError('INVALID_INPUT', 'La liste doit contenir chaque élément exactement une fois.', {
      ids: 'La liste doit contenir chaque élément exactement une fois.',
    })
  }
  for (const [position, id] of ids.entries())
    await db.update(testimonials).set({ position }).where(eq(testimonials.id, id))
}
