import { eq } from 'drizzle-orm'
import type { Database } from '#core/db/client.server.ts'
import { resolveEventDate } from '../events.dates.ts'
import { events } from './events.table.ts'

export type EventView = {
  id: string
  title: string
  /** 'YYYY-MM-DD' */
  date: string
  type: string
  description: string
  time: string
  location: string
  intervenant: string
}

/** Every event with its date resolved for `today`, soonest first. */
export async function listEvents(db: Database, today = new Date()): Promise<EventView[]> {
  const rows = await listCalendarEvents(db, today)
  return rows.map(({ id, title, date, type, description, time, location, intervenant }) => ({
    id,
    title,
    date,
    type,
    description,
    time,
    location,
    intervenant,
  }))
}

/** The same, with when each event was last changed (the iCalendar DTSTAMP). Drafts are never listed. */
export async function listCalendarEvents(
  db: Database,
  today = new Date(),
): Promise<(EventView & { updatedAt: Date })[]> {
  const rows = await db.select().from(events).where(eq(events.status, 'published'))
  return rows
    .map(row => ({
      id: row.id,
      title: row.title,
      date: resolveEventDate(row, today),
      type: row.type,
      description: row.description,
      time: row.time,
      location: row.location,
      intervenant: row.intervenant,
      updatedAt: row.updatedAt,
    }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time))
}
