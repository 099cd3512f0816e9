import { jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { user } from '#core/auth/auth.table.ts'
import { timestamps } from '#core/db/columns.ts'

export type NotificationPreferences = { newBlog: boolean; newEvents: boolean; recommendations: boolean }

export const DEFAULT_PREFERENCES: NotificationPreferences = { newBlog: true, newEvents: true, recommendations: true }

/** Spec §3 "User profile": what the site keeps about a user beyond the account itself. */
export const profiles = pgTable('profiles', {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** Formula ids the user is enrolled in (spec §3 `courses`). */
  courses: jsonb().notNull().$type<string[]>().default([]),
  preferences: jsonb().notNull().$type<NotificationPreferences>().default(DEFAULT_PREFERENCES),
  ...timestamps,
})
