import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Server-side secrets generated on first start (the auth signing secret when AUTH_SECRET is not set),
 * kept in the database so every instance sharing it signs and checks with the same key.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
