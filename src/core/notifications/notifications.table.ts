import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { user } from '#core/auth/auth.table.ts'

/** Spec §3 Notification `{ id, text, link, date, read }`, one row per recipient. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text().notNull().$type<NotificationKind>(),
    text: text().notNull(),
    link: text().notNull(),
    /** Makes creating the same notification twice a no-op (a post published twice, today's tip). */
    dedupeKey: text().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  table => [index().on(table.userId, table.createdAt)],
)

export type NotificationKind = 'newBlog' | 'newEvents' | 'recommendations' | 'dailyTip' | 'payment' | 'learning'
