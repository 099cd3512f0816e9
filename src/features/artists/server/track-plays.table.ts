import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { tracks } from './artists.table.ts'

/**
 * How many times each track was listened to, per day (in Douala): one small row per track and day,
 * bumped by the player's beacon, so the dashboard sums any period without keeping each play.
 */
export const trackPlays = pgTable(
  'track_plays',
  {
    trackId: text()
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    plays: integer().notNull().default(0),
  },
  table => [primaryKey({ columns: [table.trackId, table.day] })],
)
