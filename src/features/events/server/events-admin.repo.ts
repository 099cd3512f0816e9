import { eq } from 'drizzle-orm'
import type { Database } from '#core/db/client.server.ts'
import { freeSlug, insertNewSlug } from '#core/db/slugs.ts'
import { AppError } from '#core/http/app-error.ts'
import { resolveEventDate } from '../events.dates.ts'
import type { EventInput } from '../events.schemas.ts'
import { events, type EventStatus } from './events.table.ts'

export type AdminEvent = EventInput & { id: string; publishedAt: string | null; updatedAt: string }
export type EventWrite = { event: AdminEvent; previousStatus: EventStatus | null; firstPublication: boolean }

const NOT_FOUND = 'Événement introuvable.'

function toAdmin(row: typeof events.$inferSelect, today: Date): AdminEvent {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    description: row.description,
    // Sample events scheduled relative to the month show their date of this month; saving fixes it.
    date: resolveEventDate(row, today),
    time: row.time,
    location: row.location,
    intervenant: row.intervenant,
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** Every event, drafts included, soonest first. */
export async function listAdminEvents(db: Database, today = new Date()): Promise<AdminEvent[]> {
  const rows = await db.select().from(events)
  return rows
    .map(row => toAdmin(row, today))
    .sort(
      (a, b) =>
        Number(b.status === 'draft') - Number(a.status === 'draft') ||
        a.date.localeCompare(b.date) ||
        a.time.localeCompare(b.time),
    )
}

export async function getAdminEvent(db: Database, id: string): Promise<AdminEvent> {
  const [row] = await db.select().from(events).where(eq(events.id, id))
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND)
  return toAdmin(row, new Date())
}

const fieldsOf = (input: EventInput) => ({
  title: input.title,
  type: input.type,
  description: input.description,
  date: input.date,
  monthOffset: null,
  day: null,
  time: input.time,
  location: input.location,
  intervenant: input.intervenant,
  status: input.status,
})

export async function createEvent(db: Database, input: EventInput): Promise<EventWrite> {
  const id = await freeSlug(db, events, events.id, `${input.title} ${input.date}`, 'evenement')
  const published = input.status === 'published'
  await insertNewSlug(db.insert(events).values({ id, ...fieldsOf(input), publishedAt: published ? new Date() : null }))
  return { event: await getAdminEvent(db, id), previousStatus: null, firstPublication: published }
}

/** Replaces an event's fields; a first publication records its moment (subscribers are told once). */
export async function updateEvent(db: Database, id: string, input: EventInput): Promise<EventWrite> {
  const [previous] = await db
    .select({ status: events.status, publishedAt: events.publishedAt })
    .from(events)
    .where(eq(events.id, id))
    .for('update')
  if (!previous) throw new AppError('NOT_FOUND', NOT_FOUND)
  const firstPublication = input.status === 'published' && previous.publishedAt === null
  await db
    .update(events)
    .set({ ...fieldsOf(input), ...(firstPublication ? { publishedAt: new Date() } : {}) })
    .where(eq(events.id, id))
  return { event: await getAdminEvent(db, id), previousStatus: previous.status, firstPublication }
}

export async function deleteEvent(db: Database, id: string): Promise<{ id: string; title: string }> {
  const [deleted] = await db.delete(events).where(eq(events.id, id)).returning({ id: events.id, title: events.title })
  if (!deleted) throw new AppError('NOT_FOUND', NOT_FOUND)
  return deleted
}
