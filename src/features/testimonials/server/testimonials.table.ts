import { boolean, pgTable, text } from 'drizzle-orm/pg-core'
import type { Testimonial } from '#features/testimonials/testimonials.content.ts'
import { position, slugId, timestamps } from '#core/db/columns.ts'

export const testimonials = pgTable('testimonials', {
  id: slugId(),
  position: position(),
  author: text().notNull(),
  role: text().notNull(),
  quote: text().notNull(),
  type: text().notNull().$type<Testimonial['type']>(),
  /** Hidden testimonials stay in the admin area but are not shown on the site. */
  published: boolean().notNull().default(true),
  ...timestamps,
})
