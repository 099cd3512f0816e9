import { date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { slugId, timestamps } from '#core/db/columns.ts'

/**
 * An event has either a fixed `date`, or a schedule relative to the current month
 * (`monthOffset` + `day`) that is turned into a date when read — the built-in sample events
 * always fall on the 12th and 25th of this month and the 5th of next month.
 */
export type EventStatus = 'draft' | 'published'

export const events = pgTable('events', {
  id: slugId(),
  title: text().notNull(),
  date: date({ mode: 'string' }),
  monthOffset: integer(),
  day: integer(),
  type: text().notNull(),
  description: text().notNull(),
  time: text().notNull(),
  location: text().notNull(),
  intervenant: text().notNull(),
  /** Drafts are seen only in the admin area (not in the calendar, its feeds or the assistant's answers). */
  status: text().notNull().default('published').$type<EventStatus>(),
  /** When the event was first published; subscribers are notified then, and only then. */
  publishedAt: timestamp({ withTimezone: true }),
  ...timestamps,
})
