import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Fixed-window counters (failed logins, comment spam...) in the database, so every instance shares
 * them: the columns rate-limiter-flexible's Drizzle store reads and writes (`expire` ends the window).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  points: integer().notNull(),
  expire: timestamp({ withTimezone: true }).notNull(),
})

/**
 * The counters' table before rate_limits (ADR 021), no longer read or written. Kept for one release so
 * that instances of the previous version keep counting during a rolling deploy; the next migration drops it.
 */
export const requestLimits = pgTable('request_limits', {
  key: text().primaryKey(),
  count: integer().notNull(),
  windowStartedAt: timestamp({ withTimezone: true }).notNull(),
})
