import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { user } from '#core/auth/auth.table.ts'
import { timestamps } from '#core/db/columns.ts'
import type { Currency } from '#core/format/format.ts'

/**
 * 'refund_due': the provider took the money for a one-time formula the user had already paid
 * (a second provider page opened before the first payment); no second enrolment, the label refunds it.
 */
export type OrderStatus = 'pending' | 'paid' | 'failed' | 'cancelled' | 'refund_due'
/** What a provider can tell of a payment once it is over. */
export type PaymentOutcome = 'paid' | 'failed' | 'cancelled'
export type ProviderId = 'test' | 'stripe' | 'cinetpay'
export type PaymentMethod = 'card' | 'mobile_money' | 'test'

/**
 * One attempt to buy a formula. The amount and currency are copied from the formula's price when the
 * order is created (never taken from the browser); the status leaves 'pending' only through a
 * verified notification of the provider (see `payments.service.server.ts`).
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Shown to the payer and on the receipt, e.g. 'GR-20260314-7KQ2XF'. */
    number: text().notNull().unique(),
    /** Kept when the account is deleted: the order remains an accounting record. */
    userId: text().references(() => user.id, { onDelete: 'set null' }),
    customerEmail: text().notNull(),
    customerName: text().notNull(),
    formulaId: text().notNull(),
    formulaName: text().notNull(),
    billingCycle: text().notNull().$type<'mois' | 'unique'>(),
    /** In the currency's major unit (euros, francs CFA), as formula prices are. */
    amount: integer().notNull(),
    currency: text().notNull().$type<Currency>(),
    provider: text().notNull().$type<ProviderId>(),
    method: text().notNull().$type<PaymentMethod>(),
    status: text().notNull().default('pending').$type<OrderStatus>(),
    /** The provider's id for the latest payment attempt (Stripe Checkout session, CinetPay transaction). */
    providerReference: text(),
    /** The provider's id of the settled payment; unique per provider, so a notification counts once. */
    providerTransactionId: text(),
    attempts: integer().notNull().default(0),
    failureReason: text(),
    paidAt: timestamp({ withTimezone: true }),
    /** For monthly formulas: the month this payment covers (the renewal date is periodEnd). */
    periodStart: timestamp({ withTimezone: true }),
    periodEnd: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  table => [
    uniqueIndex().on(table.provider, table.providerTransactionId),
    index().on(table.userId, table.createdAt),
    index().on(table.providerReference),
  ],
)

export type QuoteStatus = 'new' | 'handled'

/** Quote requests for formulas without an online price (Masterclass, Parcours Certifiant). */
export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    formulaId: text().notNull(),
    formulaName: text().notNull(),
    userId: text().references(() => user.id, { onDelete: 'set null' }),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    message: text().notNull(),
    /** For the admin inbox: 'new' until someone answers it. */
    status: text().notNull().default('new').$type<QuoteStatus>(),
    handledAt: timestamp({ withTimezone: true }),
    handledBy: text().references(() => user.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  table => [index().on(table.status, table.createdAt)],
)
