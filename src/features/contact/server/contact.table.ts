import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { timestamps } from '#core/db/columns.ts'

/**
 * What visitors send the label. Stored before any mail is sent, so a request survives a mail outage.
 * `status` and `handledBy`/`handledAt` are for the admin inbox; 'spam' marks a message whose
 * honeypot was filled in (kept, not mailed, so a false positive can still be found).
 */
export type RequestStatus = 'new' | 'handled' | 'spam'

const inbox = () => ({
  id: uuid().primaryKey().defaultRandom(),
  /** Sequence behind the reference: 'CT-2026-00042' is number 42, received in 2026. */
  number: integer().generatedByDefaultAsIdentity().notNull().unique(),
  reference: text().notNull().unique(),
  status: text().notNull().default('new').$type<RequestStatus>(),
  /** Id of the admin account that handled it. */
  handledBy: text(),
  handledAt: timestamp({ withTimezone: true }),
  name: text().notNull(),
  email: text().notNull(),
  /** The sender agreed to be contacted back (the form requires it); when. */
  consentAt: timestamp({ withTimezone: true }).notNull(),
  ...timestamps,
})

export const contactMessages = pgTable(
  'contact_messages',
  {
    ...inbox(),
    subject: text().notNull(),
    message: text().notNull(),
  },
  table => [index().on(table.status, table.createdAt)],
)

export const bookingRequests = pgTable(
  'booking_requests',
  {
    ...inbox(),
    /** The artist asked for (none: let the label propose one); name kept as it was when asked. */
    artistId: text(),
    artistName: text(),
    eventType: text().notNull(),
    eventDate: date({ mode: 'string' }).notNull(),
    city: text().notNull(),
    venue: text().notNull().default(''),
    audience: integer(),
    budgetAmount: integer(),
    budgetCurrency: text().notNull().$type<'EUR' | 'XAF'>(),
    technicalNeeds: text().notNull().default(''),
    phone: text().notNull(),
  },
  table => [index().on(table.status, table.createdAt), index().on(table.eventDate)],
)
