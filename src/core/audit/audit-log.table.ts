import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * Every change made from the admin area: who, what, on which record, when. Rows are only ever
 * inserted; the actor's name and email are copied so the log stays readable after an account is
 * deleted.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    actorId: text().notNull(),
    actorName: text().notNull(),
    actorEmail: text().notNull(),
    /** A stable verb such as 'post.publish', 'comment.hide', 'user.role'. */
    action: text().notNull(),
    /** The kind of record ('post', 'comment', 'user', ...) and its id. */
    targetType: text().notNull(),
    targetId: text(),
    /** One French sentence for the dashboard: « Article « Titre » publié ». */
    summary: text().notNull(),
    /** Extra facts worth keeping (old and new role, price before and after...). */
    details: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  table => [index().on(table.createdAt), index().on(table.targetType, table.targetId)],
)
