import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/** An iCalendar invitation sent with a mail (text/calendar part and .ics attachment). */
export type MailCalendar = { method: 'REQUEST' | 'CANCEL'; content: string; filename: string }

/**
 * Every email the site sends is stored here first, then delivered (SMTP) or left for reading
 * (no SMTP configured: the outbox is the delivery, and its links are logged), so nothing is lost
 * when a mail server is down.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    /** Where replies go (a contact form's sender), when not the site's own address. */
    replyTo: text(),
    /** A calendar invitation (lesson bookings): kept so a retried delivery still carries it. */
    calendar: jsonb().$type<MailCalendar>(),
    /** 'pending' until delivered, 'sent' by SMTP, 'outbox' when no SMTP server is configured. */
    status: text().notNull().default('pending').$type<'pending' | 'sent' | 'outbox' | 'failed'>(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  table => [index().on(table.status, table.createdAt), index().on(table.to)],
)
