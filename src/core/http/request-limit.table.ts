import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Fixed-window counters (failed logins, comment spam...) in the database, so every instance shares them. */
export const requestLimits = pgTable('request_limits', {
  key: text().primaryKey(),
  count: integer().notNull(),
  windowStartedAt: timestamp({ withTimezone: true }).notNull(),
})
