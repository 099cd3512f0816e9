import { and, count, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm'
import { user } from '#core/auth/auth.table.ts'
import type { Database } from '#core/db/client.server.ts'
import { containsPattern } from '#core/db/like-pattern.ts'
import { rowsOf } from '#core/db/rows.ts'
import { fillBuckets, localBucket, type TimeWindow } from '#core/db/time-buckets.ts'
import { AppError } from '#core/http/app-error.ts'
import { orders, quoteRequests, type OrderStatus, type QuoteStatus } from './commerce.table.ts'

export const ADMIN_PAGE_SIZE = 20
export const ORDER_STATUSES = [
  'pending',
  'paid',
  'failed',
  'cancelled',
  'refund_due',
] as const satisfies readonly OrderStatus[]
export const PROVIDERS = ['test', 'stripe', 'cinetpay'] as const
export const ORDER_CURRENCIES = ['EUR', 'XAF'] as const

export type OrdersQuery = {
  status?: OrderStatus
  provider?: (typeof PROVIDERS)[number]
  currency?: (typeof ORDER_CURRENCIES)[number]
  q?: string
  page: number
}

/** Orders newest first. Read-only: a status changes only through a verified provider notification. */
export async function listOrders(db: Database, query: OrdersQuery) {
  const parts: SQL[] = []
  if (query.status) parts.push(eq(orders.status, query.status))
  if (query.provider) parts.push(eq(orders.provider, query.provider))
  if (query.currency) parts.push(eq(orders.currency, query.currency))
  if (query.q) {
    const pattern = containsPattern(query.q)
    parts.push(
      or(
        ilike(orders.number, pattern),
        ilike(orders.customerName, pattern),
        ilike(orders.customerEmail, pattern),
        ilike(orders.formulaName, pattern),
      )!,
    )
  }
  const where = parts.length ? and(...parts) : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: orders.id,
        number: orders.number,
        customerName: orders.customerName,
        customerEmail: orders.customerEmail,
        formulaName: orders.formulaName,
        amount: orders.amount,
        currency: orders.currency,
        provider: orders.provider,
        method: orders.method,
        status: orders.status,
        createdAt: orders.createdAt,
        paidAt: orders.paidAt,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: count() }).from(orders).where(where),
  ])
  return {
    orders: rows.map(row => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
    })),
    total: Number(total?.total ?? 0),
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
  }
}

export async function getOrderForAdmin(db: Database, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id))
  if (!row) throw new AppError('NOT_FOUND', 'Commande introuvable.')
  const iso = (date: Date | null) => date?.toISOString() ?? null
  return {
    id: row.id,
    number: row.number,
    userId: row.userId,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    formulaId: row.formulaId,
    formulaName: row.formulaName,
    billingCycle: row.billingCycle,
    amount: row.amount,
    currency: row.currency,
    provider: row.provider,
    method: row.method,
    status: row.status,
    providerReference: row.providerReference,
    providerTransactionId: row.providerTransactionId,
    attempts: row.attempts,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    paidAt: iso(row.paidAt),
    periodStart: iso(row.periodStart),
    periodEnd: iso(row.periodEnd),
  }
}

/** Orders created during the window, by status. */
export async function countOrdersByStatus(db: Database, window: TimeWindow): Promise<Record<OrderStatus, number>> {
  const rows = await db
    .select({ status: orders.status, total: count() })
    .from(orders)
    .where(gte(orders.createdAt, window.since))
    .groupBy(orders.status)
  const byStatus = Object.fromEntries(ORDER_STATUSES.map(status => [status, 0])) as Record<OrderStatus, number>
  for (const row of rows) byStatus[row.status] = Number(row.total)
  return byStatus
}

/**
 * Money received per bucket, one series per currency (euros and francs CFA are never added
 * together), plus each currency's total over the window.
 */
export async function revenueSeries(db: Database, window: TimeWindow) {
  const bucket = localBucket(orders.paidAt, window.unit)
  const rows = await db
    .select({ bucket, currency: orders.currency, value: sql<number>`sum(${orders.amount})::bigint` })
    .from(orders)
    .where(and(eq(orders.status, 'paid'), gte(orders.paidAt, window.since)))
    .groupBy(bucket, orders.currency)
  const currencies = [...new Set<string>([...ORDER_CURRENCIES, ...rows.map(row => row.currency)])]
  return currencies.map(currency => {
    const values = fillBuckets(
      window.buckets,
      rows.filter(row => row.currency === currency).map(row => ({ bucket: row.bucket, value: Number(row.value) })),
    )
    return { currency, values, total: values.reduce((sum, value) => sum + value, 0) }
  })
}

/**
 * New enrolments per bucket: a paid order counts when it is the customer's first paid order for that
 * formula (renewals of a monthly formula are revenue, not new enrolments).
 */
export async function enrolmentSeries(db: Database, window: TimeWindow): Promise<number[]> {
  const bucket = localBucket(sql.raw('first_paid.paid_at'), window.unit)
  const result = await db.execute(sql`
    select ${bucket} as bucket, count(*)::int as value
    from (
      select min(${orders.paidAt}) as paid_at
      from ${orders}
      where ${orders.status} = 'paid'
      group by coalesce(${orders.userId}, ${orders.customerEmail}), ${orders.formulaId}
    ) as first_paid
    where first_paid.paid_at >= ${window.since.toISOString()}::timestamptz
    group by 1`)
  return fillBuckets(window.buckets, rowsOf<{ bucket: string; value: number }>(result))
}

export const QUOTE_FILTERS = ['all', 'new', 'handled'] as const

export async function listQuoteRequests(
  db: Database,
  query: { status: (typeof QUOTE_FILTERS)[number]; q?: string; page: number },
) {
  const parts: SQL[] = []
  if (query.status !== 'all') parts.push(eq(quoteRequests.status, query.status))
  if (query.q) {
    const pattern = containsPattern(query.q)
    parts.push(
      or(
        ilike(quoteRequests.name, pattern),
        ilike(quoteRequests.email, pattern),
        ilike(quoteRequests.formulaName, pattern),
      )!,
    )
  }
  const where = parts.length ? and(...parts) : undefined
  const [rows, [total], [counts]] = await Promise.all([
    db
      .select({
        id: quoteRequests.id,
        status: quoteRequests.status,
        formulaName: quoteRequests.formulaName,
        name: quoteRequests.name,
        email: quoteRequests.email,
        preview: sql<string>`left(${quoteRequests.message}, 160)`,
        createdAt: quoteRequests.createdAt,
        handledAt: quoteRequests.handledAt,
      })
      .from(quoteRequests)
      .where(where)
      .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: count() }).from(quoteRequests).where(where),
    db
      .select({
        all: sql<number>`count(*)::int`,
        new: sql<number>`(count(*) filter (where ${quoteRequests.status} = 'new'))::int`,
        handled: sql<number>`(count(*) filter (where ${quoteRequests.status} = 'handled'))::int`,
      })
      .from(quoteRequests),
  ])
  return {
    requests: rows.map(row => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      handledAt: row.handledAt?.toISOString() ?? null,
    })),
    total: Number(total?.total ?? 0),
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
    counts: { all: Number(counts?.all ?? 0), new: Number(counts?.new ?? 0), handled: Number(counts?.handled ?? 0) },
  }
}

export async function getQuoteRequest(db: Database, id: string) {
  const [row] = await db
    .select({
      id: quoteRequests.id,
      status: quoteRequests.status,
      formulaId: quoteRequests.formulaId,
      formulaName: quoteRequests.formulaName,
      userId: quoteRequests.userId,
      name: quoteRequests.name,
      email: quoteRequests.email,
      phone: quoteRequests.phone,
      message: quoteRequests.message,
      createdAt: quoteRequests.createdAt,
      handledAt: quoteRequests.handledAt,
      handledByName: user.name,
    })
    .from(quoteRequests)
    .leftJoin(user, eq(user.id, quoteRequests.handledBy))
    .where(eq(quoteRequests.id, id))
  if (!row) throw new AppError('NOT_FOUND', 'Demande de devis introuvable.')
  return { ...row, createdAt: row.createdAt.toISOString(), handledAt: row.handledAt?.toISOString() ?? null }
}

export type QuoteChange = { id: string; name: string; formulaName: string; from: QuoteStatus; to: QuoteStatus }

/** Handled (by whom, when) or back to new; `record` audits inside the same transaction. */
export async function setQuoteStatus(
  db: Database,
  input: { id: string; status: QuoteStatus; actorId: string },
  record: (tx: Database, change: QuoteChange) => Promise<void>,
) {
  return db.transaction(async transaction => {
    const tx = transaction as unknown as Database
    const [before] = await tx
      .select({
        id: quoteRequests.id,
        name: quoteRequests.name,
        formulaName: quoteRequests.formulaName,
        status: quoteRequests.status,
      })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, input.id))
      .for('update')
    if (!before) throw new AppError('NOT_FOUND', 'Demande de devis introuvable.')
    const change: QuoteChange = {
      id: before.id,
      name: before.name,
      formulaName: before.formulaName,
      from: before.status,
      to: input.status,
    }
    if (before.status === input.status) return { ...change, changed: false }
    const handled = input.status === 'handled'
    await tx
      .update(quoteRequests)
      .set({
        status: input.status,
        handledBy: handled ? input.actorId : null,
        handledAt: handled ? new Date() : null,
        updatedAt: new Date(),
      })
      .where(eq(quoteRequests.id, input.id))
    await record(tx, change)
    return { ...change, changed: true }
  })
}

export async function countNewQuoteRequests(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(quoteRequests).where(eq(quoteRequests.status, 'new'))
  return Number(row?.total ?? 0)
}
