import { date, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { slugId, timestamps } from '#core/db/columns.ts'

/** Compositions that their authors chose to publish in the tutor area's gallery. */
export const publicCreations = pgTable('public_creations', {
  id: slugId(),
  prompt: text().notNull(),
  url: text().notNull(),
  date: date({ mode: 'string' }).notNull(),
  userName: text().notNull(),
  likes: integer().notNull().default(0),
  ...timestamps,
})
