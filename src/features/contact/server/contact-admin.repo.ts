import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import { user } from '#core/auth/auth.table.ts'
import type { Database } from '#core/db/client.server.ts'
import { AppError } from '#core/http/app-error.ts'
import { containsPattern } from '#core/db/like-pattern.ts'
import { bookingRequests, contactMessages, type RequestStatus } from './contact.table.ts'

export const INBOX_PAGE_SIZE = 20
export const INBOX_FILTERS = ['all', 'new', 'handled', 'spam'] as const
export type InboxFilter = (typeof INBOX_FILTERS)[number]
export type InboxKind = 'message' | 'booking'

type InboxTable = typeof contactMessages | typeof bookingRequests
const tableOf = (kind: InboxKind): InboxTable => (kind === 'message' ? contactMessages : bookingRequests)

const NOT_FOUND: Record<InboxKind, string> = { message: 'Message introuvable.', booking: 'Demande de réservation introuvable.' }

function conditions(table: InboxTable, query: { status: InboxFilter; q?: string }): SQL | undefined {
  const parts: SQL[] = []
  if (query.status !== 'all') parts.push(eq(table.status, query.status))
  if (query.q) {
    const pattern = containsPattern(query.q)
    parts.push(or(ilike(table.name, pattern), ilike(table.email, pattern), ilike(table.reference, pattern))!)
  }
  return parts.length ? and(...parts) : undefined
}

/** How many requests of each status, for the filters' labels. */
async function statusCounts(db: Database, table: InboxTable) {
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      new: sql<number>`(count(*) filter (where ${table.status} = 'new'))::int`,
      handled: sql<number>`(count(*) filter (where ${table.status} = 'handled'))::int`,
      spam: sql<number>`(count(*) filter (where ${table.status} = 'spam'))::int`,
    })
    .from(table)
  return { all: Number(row?.all ?? 0), new: Number(row?.new ?? 0), handled: Number(row?.handled ?? 0), spam: Number(row?.spam ?? 0) }
}

const PREVIEW_LENGTH = 160

/** Contact messages newest first, with a preview of the text (the detail has all of it). */
/** One page of an inbox list as the admin API answers it (dates as ISO strings). */
function inboxPage<Row extends { createdAt: Date; handledAt: Date | null }, Counts>(
  rows: Row[],
  total: { total: number } | undefined,
  counts: Counts,
  page: number,
) {
  return {
    requests: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), handledAt: row.handledAt?.toISOString() ?? null })),
    total: Number(total?.total ?? 0),
    page,
    pageSize: INBOX_PAGE_SIZE,
    counts,
  }
}

export async function listContactMessages(db: Database, query: { status: InboxFilter; q?: string; page: number }) {
  const where = conditions(contactMessages, query)
  const [rows, [total], counts] = await Promise.all([
    db
      .select({
        id: contactMessages.id,
        reference: contactMessages.reference,
        status: contactMessages.status,
        name: contactMessages.name,
        email: contactMessages.email,
        subject: contactMessages.subject,
        preview: sql<string>`left(${contactMessages.message}, ${PREVIEW_LENGTH})`,
        createdAt: contactMessages.createdAt,
        handledAt: contactMessages.handledAt,
      })
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.number))
      .limit(INBOX_PAGE_SIZE)
      .offset((query.page - 1) * INBOX_PAGE_SIZE),
    db.select({ total: count() }).from(contactMessages).where(where),
    statusCounts(db, contactMessages),
  ])
  return inboxPage(rows, total, counts, query.page)
}

export async function listBookingRequests(db: Database, query: { status: InboxFilter; q?: string; page: number }) {
  const where = conditions(bookingRequests, query)
  const [rows, [total], counts] = await Promise.all([
    db
      .select({
        id: bookingRequests.id,
        reference: bookingRequests.reference,
        status: bookingRequests.status,
        name: bookingRequests.name,
        email: bookingRequests.email,
        eventType: bookingRequests.eventType,
        eventDate: bookingRequests.eventDate,
        city: bookingRequests.city,
        artistName: bookingRequests.artistName,
        createdAt: bookingRequests.createdAt,
        handledAt: bookingRequests.handledAt,
      })
      .from(bookingRequests)
      .where(where)
      .orderBy(desc(bookingRequests.createdAt), desc(bookingRequests.number))
      .limit(INBOX_PAGE_SIZE)
      .offset((query.page - 1) * INBOX_PAGE_SIZE),
    db.select({ total: count() }).from(bookingRequests).where(where),
    statusCounts(db, bookingRequests),
  ])
  return inboxPage(rows, total, counts, query.page)
}

const handler = { handledByName: user.name }

export async function getContactMessage(db: Database, id: string) {
  const [row] = await db
    .select({
      id: contactMessages.id,
      reference: contactMessages.reference,
      status: contactMessages.status,
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
      consentAt: contactMessages.consentAt,
      createdAt: contactMessages.createdAt,
      handledAt: contactMessages.handledAt,
      ...handler,
    })
    .from(contactMessages)
    .leftJoin(user, eq(user.id, contactMessages.handledBy))
    .where(eq(contactMessages.id, id))
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND.message)
  return {
    ...row,
    consentAt: row.consentAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  }
}

export async function getBookingRequest(db: Database, id: string) {
  const [row] = await db
    .select({
      id: bookingRequests.id,
      reference: bookingRequests.reference,
      status: bookingRequests.status,
      name: bookingRequests.name,
      email: bookingRequests.email,
      phone: bookingRequests.phone,
      artistId: bookingRequests.artistId,
      artistName: bookingRequests.artistName,
      eventType: bookingRequests.eventType,
      eventDate: bookingRequests.eventDate,
      city: bookingRequests.city,
      venue: bookingRequests.venue,
      audience: bookingRequests.audience,
      budgetAmount: bookingRequests.budgetAmount,
      budgetCurrency: bookingRequests.budgetCurrency,
      technicalNeeds: bookingRequests.technicalNeeds,
      consentAt: bookingRequests.consentAt,
      createdAt: bookingRequests.createdAt,
      handledAt: bookingRequests.handledAt,
      ...handler,
    })
    .from(bookingRequests)
    .leftJoin(user, eq(user.id, bookingRequests.handledBy))
    .where(eq(bookingRequests.id, id))
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND.booking)
  return {
    ...row,
    consentAt: row.consentAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  }
}

export type InboxChange = { id: string; reference: string; name: string; from: RequestStatus; to: RequestStatus }

/**
 * Marks a request handled (by whom, when), back to new, or as spam; `record` audits inside the same
 * transaction. Setting the status it already has changes nothing and records nothing.
 */
export async function setRequestStatus(
  db: Database,
  kind: InboxKind,
  input: { id: string; status: RequestStatus; actorId: string },
  record: (tx: Database, change: InboxChange) => Promise<void>,
): Promise<InboxChange & { changed: boolean }> {
  const table = tableOf(kind)
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database
    const [before] = await tx
      .select({ id: table.id, reference: table.reference, name: table.name, status: table.status })
      .from(table)
      .where(eq(table.id, input.id))
      .for('update')
    if (!before) throw new AppError('NOT_FOUND', NOT_FOUND[kind])
    const change: InboxChange = { id: before.id, reference: before.reference, name: before.name, from: before.status, to: input.status }
    if (before.status === input.status) return { ...change, changed: false }
    const handled = input.status === 'handled'
    await tx
      .update(table)
      .set({ status: input.status, handledBy: handled ? input.actorId : null, handledAt: handled ? new Date() : null, updatedAt: new Date() })
      .where(eq(table.id, input.id))
    await record(tx, change)
    return { ...change, changed: true }
  })
}

/** Requests nobody has handled yet (spam excluded). */
export async function countNewRequests(db: Database) {
  const [[messages], [bookings]] = await Promise.all([
    db.select({ total: count() }).from(contactMessages).where(eq(contactMessages.status, 'new')),
    db.select({ total: count() }).from(bookingRequests).where(eq(bookingRequests.status, 'new')),
  ])
  return { contactMessages: Number(messages?.total ?? 0), bookingRequests: Number(bookings?.total ?? 0) }
}
