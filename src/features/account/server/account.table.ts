import { index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { user } from '#core/auth/auth.table.ts'
import { timestamps } from '#core/db/columns.ts'

export type NotificationPreferences = {
  newBlog: boolean
  newEvents: boolean
  recommendations: boolean
  /** Mails 24 h and 2 h before a booked lesson. */
  lessonReminders: boolean
}

export const DEFAULT_PREFERENCES: NotificationPreferences = {
  newBlog: true,
  newEvents: true,
  recommendations: true,
  lessonReminders: true,
}

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

/** Spec §3 "creations": the pieces a user composed and kept, `{ id, prompt, url, date }`. */
export const userCreations = pgTable(
  'user_creations',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    prompt: text().notNull(),
    /** A file we serve, under /media/. */
    url: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Saving the same piece twice keeps one entry.
  table => [index().on(table.userId, table.createdAt), unique().on(table.userId, table.url)],
)
