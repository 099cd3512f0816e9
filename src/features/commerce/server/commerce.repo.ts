import { randomBytes } from 'node:crypto'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '#core/db/client.server.ts'
import type { Currency } from '#core/format/format.ts'
import type { OrderPaidHook } from '#core/http/app-env.server.ts'
import { enrol } from '#features/account/server/account.repo.ts'
import {
  orders,
  quoteRequests,
  type OrderStatus,
  type PaymentOutcome,
  type PaymentMethod,
  type ProviderId,
} from './commerce.table.ts'

export type OrderRow = typeof orders.$inferSelect

/** What the payer sees of an order (profile list, receipt). */
export type OrderView = {
  id: string
  number: string
  formulaId: string
  formulaName: string
  billingCycle: 'mois' | 'unique'
  amount: number
  currency: Currency
  method: PaymentMethod
  testMode: boolean
  status: OrderStatus
  createdAt: string
  paidAt: string | null
  periodStart: string | null
  periodEnd: string | null
  customerName: string
  customerEmail: string
}

export function toOrderView(row: OrderRow): OrderView {
  return {
    id: row.id,
    number: row.number,
    formulaId: row.formulaId,
    formulaName: row.formulaName,
    billingCycle: row.billingCycle,
    amount: row.amount,
    currency: row.currency,
    method: row.method,
    testMode: row.provider === 'test',
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    periodStart: row.periodStart?.toISOString() ?? null,
    periodEnd: row.periodEnd?.toISOString() ?? null,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
  }
}

const ORDER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** 'GR-20260314-7KQ2XF': readable over the phone, unique (checked by the unique constraint). */
export function newOrderNumber(now = new Date()): string {
  const bytes = randomBytes(6)
  const suffix = [...bytes].map(byte => ORDER_ALPHABET[byte % ORDER_ALPHABET.length]).join('')
  return `GR-${now.toISOString().slice(0, 10).replace(/-/g, '')}-${suffix}`
}

export type NewOrder = {
  userId: string
  customerEmail: string
  customerName: string
  formulaId: string
  formulaName: string
  billingCycle: 'mois' | 'unique'
  amount: number
  currency: Currency
  provider: ProviderId
  method: PaymentMethod
}

export async function insertOrder(db: Database, order: NewOrder): Promise<OrderRow> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db
        .insert(orders)
        .values({ ...order, number: newOrderNumber() })
        .returning()
      if (!row) throw new Error('the order could not be stored')
      return row
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error)) continue
      throw error
    }
  }
}

export async function findOrder(db: Database, id: string): Promise<OrderRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined
  const [row] = await db.select().from(orders).where(eq(orders.id, id))
  return row
}

export async function findOrderByReference(
  db: Database,
  provider: ProviderId,
  reference: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.provider, provider), eq(orders.providerReference, reference)))
  return row
}

export async function listOrdersOfUser(db: Database, userId: string): Promise<OrderView[]> {
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt))
  return rows.map(toOrderView)
}

/** A new payment attempt of a pending order: counts it and returns the attempt number. */
export async function countAttempt(db: Database, id: string): Promise<number | null> {
  const [row] = await db
    .update(orders)
    .set({ attempts: sql`${orders.attempts} + 1` })
    .where(and(eq(orders.id, id), eq(orders.status, 'pending')))
    .returning({ attempts: orders.attempts })
  return row?.attempts ?? null
}

export async function setReference(db: Database, id: string, reference: string) {
  await db.update(orders).set({ providerReference: reference, failureReason: null }).where(eq(orders.id, id))
}

export async function setFailureReason(db: Database, id: string, reason: string) {
  await db.update(orders).set({ failureReason: reason }).where(eq(orders.id, id))
}

export function addOneMonth(date: Date): Date {
  const next = new Date(date)
  const day = next.getUTCDate()
  next.setUTCMonth(next.getUTCMonth() + 1)
  // 31 January + 1 month is the last day of February, not 3 March.
  if (next.getUTCDate() !== day) next.setUTCDate(0)
  return next
}

export type Settlement = { changed: false } | { changed: true; order: OrderRow; enrolled: boolean }

/**
 * The paid order through which the user already holds a one-time formula, if any (another order
 * than `exceptOrderId`). A one-time formula is paid once: a second payment is refused before it
 * starts, and one that arrives anyway (a provider page opened before the first was paid) is
 * recorded as to be refunded, not as a second enrolment.
 */
export async function paidOneTimeOrder(
  db: Database,
  userId: string,
  formulaId: string,
  exceptOrderId?: string,
): Promise<OrderRow | undefined> {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.formulaId, formulaId),
        eq(orders.billingCycle, 'unique'),
        eq(orders.status, 'paid'),
      ),
    )
  return rows.find(row => row.id !== exceptOrderId)
}

/** The end of the latest month paid for a monthly formula (null when none was paid). */
export async function latestPaidPeriodEnd(db: Database, userId: string, formulaId: string): Promise<Date | null> {
  const [latest] = await db
    .select({ periodEnd: sql<Date | string | null>`max(${orders.periodEnd})` })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.formulaId, formulaId), eq(orders.status, 'paid')))
  return latest?.periodEnd ? new Date(latest.periodEnd) : null
}

/**
 * Moves a pending order to its final status, once: the update only matches a pending order, and the
 * provider's transaction id is unique, so a replayed notification changes nothing. A paid order
 * enrols the user in the same transaction (spec §5: a formula already held is not added twice) and,
 * for a monthly formula, records the month paid, following any month already paid. `onPaid` adds
 * what other features attach to a payment (lesson credits) to the same transaction.
 */
export async function settleOrder(
  db: Database,
  order: OrderRow,
  outcome: PaymentOutcome,
  transactionId: string,
  now = new Date(),
  /** Runs in the same transaction when the order becomes paid (lesson credits). */
  onPaid?: OrderPaidHook,
): Promise<Settlement> {
  try {
    return await db.transaction(async tx => {
      const database = tx as unknown as Database
      let period: { periodStart: Date; periodEnd: Date } | Record<string, never> = {}
      let status: OrderStatus = outcome
      let failureReason: string | null = null
      if (outcome === 'paid' && order.userId) {
        // One settlement at a time per user and formula, so two payments arriving together cannot
        // both see "not paid yet" (PostgreSQL and PGlite alike; released at commit).
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${order.userId}:${order.formulaId}`}))`)
      }
      if (outcome === 'paid' && order.billingCycle === 'unique' && order.userId) {
        const first = await paidOneTimeOrder(database, order.userId, order.formulaId, order.id)
        if (first) {
          status = 'refund_due'
          failureReason = `formule à paiement unique déjà réglée par la commande ${first.number} : paiement à rembourser`
        }
      }
      if (outcome === 'paid' && order.billingCycle === 'mois' && order.userId) {
        const latestEnd = await latestPaidPeriodEnd(database, order.userId, order.formulaId)
        const periodStart = latestEnd && latestEnd > now ? latestEnd : now
        period = { periodStart, periodEnd: addOneMonth(periodStart) }
      }
      const [updated] = await tx
        .update(orders)
        .set({
          status,
          providerTransactionId: transactionId,
          failureReason,
          ...(outcome === 'paid' ? { paidAt: now, ...period } : {}),
        })
        .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
        .returning()
      if (!updated) return { changed: false } as const
      const enrolled =
        status === 'paid' && updated.userId ? await enrol(database, updated.userId, updated.formulaId) : false
      // A payment refused as a duplicate (refund_due) grants no lesson credits either.
      if (status === 'paid' && onPaid) await onPaid(database, updated)
      return { changed: true, order: updated, enrolled } as const
    })
  } catch (error) {
    // The same provider transaction already settled another order: a replay, not a new payment.
    if (isUniqueViolation(error)) return { changed: false }
    throw error
  }
}

export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true
  }
  return false
}

export async function insertQuoteRequest(db: Database, quote: typeof quoteRequests.$inferInsert) {
  const [row] = await db
    .insert(quoteRequests)
    .values(quote)
    .returning({ id: quoteRequests.id, createdAt: quoteRequests.createdAt })
  if (!row) throw new Error('the quote request could not be stored')
  return row
}
