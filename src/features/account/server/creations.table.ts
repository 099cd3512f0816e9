import { date, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { userCreations } from './account.table.ts'
import { slugId, timestamps } from '#core/db/columns.ts'

/** Compositions that their authors chose to publish in the tutor area's gallery. */
export const publicCreations = pgTable('public_creations', {
  id: slugId(),
  prompt: text().notNull(),
  url: text().notNull(),
  date: date({ mode: 'string' }).notNull(),
  userName: text().notNull(),
  likes: integer().notNull().default(0),
  /** The saved creation this entry publishes (none for the label's own sample entries). */
  userCreationId: uuid()
    .unique()
    .references(() => userCreations.id, { onDelete: 'cascade' }),
  ...timestamps,
})
