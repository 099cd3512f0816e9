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

const NOT_FOUND: Record<InboxKind, string> = {
  message: 'Message introuvable.',
  booking: 'Demande de réservation introuvable.',
}

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
  return {
    all: Number(row?.all ?? 0),
    new: Number(row?.new ?? 0),
    handled: Number(row?.handled ?? 0),
    spam: Number(row?.spam ?? 0),
  }
}

const PREVIEW_LENGTH = 160

/** The columns every inbox row has, in lists and in details, whichever the table. */
const inboxColumns = <Table extends InboxTable>(table: Table) => ({
  id: table.id,
  reference: table.reference,
  status: table.status,
  name: table.name,
  email: table.email,
  createdAt: table.createdAt,
  handledAt: table.handledAt,
})

/** Dates as the admin API answers them: ISO strings. */
function withIsoDates<Row extends { createdAt: Date; handledAt: Date | null }>(row: Row) {
  return { ...row, createdAt: row.createdAt.toISOString(), handledAt: row.handledAt?.toISOString() ?? null }
}

type InboxQuery = { status: InboxFilter; q?: string; page: number }

/**
 * One page of an inbox, newest first, with the total matching the query and the per-status counts
 * for the filters' labels. `selectRows` reads the page's rows with the columns its list shows.
 */
async function inboxPage<Row extends { createdAt: Date; handledAt: Date | null }>(
  db: Database,
  table: InboxTable,
  query: InboxQuery,
  selectRows: (where: SQL | undefined, page: { limit: number; offset: number }) => Promise<Row[]>,
) {
  const where = conditions(table, query)
  const [rows, [total], counts] = await Promise.all([
    selectRows(where, { limit: INBOX_PAGE_SIZE, offset: (query.page - 1) * INBOX_PAGE_SIZE }),
    db.select({ total: count() }).from(table).where(where),
    statusCounts(db, table),
  ])
  return {
    requests: rows.map(withIsoDates),
    total: Number(total?.total ?? 0),
    page: query.page,
    pageSize: INBOX_PAGE_SIZE,
    counts,
  }
}

/** Contact messages newest first, with a preview of the text (the detail has all of it). */
export function listContactMessages(db: Database, query: InboxQuery) {
  return inboxPage(db, contactMessages, query, (where, page) =>
    db
      .select({
        ...inboxColumns(contactMessages),
        subject: contactMessages.subject,
        preview: sql<string>`left(${contactMessages.message}, ${PREVIEW_LENGTH})`,
      })
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.number))
      .limit(page.limit)
      .offset(page.offset),
  )
}

/** Booking requests newest first, with what an agent triages on (type, date, city, artist). */
export function listBookingRequests(db: Database, query: InboxQuery) {
  return inboxPage(db, bookingRequests, query, (where, page) =>
    db
      .select({
        ...inboxColumns(bookingRequests),
        eventType: bookingRequests.eventType,
        eventDate: bookingRequests.eventDate,
        city: bookingRequests.city,
        artistName: bookingRequests.artistName,
      })
      .from(bookingRequests)
      .where(where)
      .orderBy(desc(bookingRequests.createdAt), desc(bookingRequests.number))
      .limit(page.limit)
      .offset(page.offset),
  )
}

/** A detail row with its dates as ISO strings, or the kind's French "not found". */
function inboxDetail<Row extends { consentAt: Date; createdAt: Date; handledAt: Date | null }>(
  kind: InboxKind,
  row: Row | undefined,
) {
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND[kind])
  return { ...withIsoDates(row), consentAt: row.consentAt.toISOString() }
}

const handler = { handledByName: user.name }

export async function getContactMessage(db: Database, id: string) {
  const [row] = await db
    .select({
      ...inboxColumns(contactMessages),
      subject: contactMessages.subject,
      message: contactMessages.message,
      consentAt: contactMessages.consentAt,
      ...handler,
    })
    .from(contactMessages)
    .leftJoin(user, eq(user.id, contactMessages.handledBy))
    .where(eq(contactMessages.id, id))
  return inboxDetail('message', row)
}

export async function getBookingRequest(db: Database, id: string) {
  const [row] = await db
    .select({
      ...inboxColumns(bookingRequests),
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
      ...handler,
    })
    .from(bookingRequests)
    .leftJoin(user, eq(user.id, bookingRequests.handledBy))
    .where(eq(bookingRequests.id, id))
  return inboxDetail('booking', row)
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
  return db.transaction(async transaction => {
    const tx = transaction as unknown as Database
    const [before] = await tx
      .select({ id: table.id, reference: table.reference, name: table.name, status: table.status })
      .from(table)
      .where(eq(table.id, input.id))
      .for('update')
    if (!before) throw new AppError('NOT_FOUND', NOT_FOUND[kind])
    const change: InboxChange = {
      id: before.id,
      reference: before.reference,
      name: before.name,
      from: before.status,
      to: input.status,
    }
    if (before.status === input.status) return { ...change, changed: false }
    const handled = input.status === 'handled'
    await tx
      .update(table)
      .set({
        status: input.status,
        handledBy: handled ? input.actorId : null,
        handledAt: handled ? new Date() : null,
        updatedAt: new Date(),
      })
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
