import { type CalendarEntry, doualaInstant, writeCalendar } from '#core/calendar/icalendar.server.ts'
import type { EventView } from './events.repo.ts'

/** Events have a start time only: how long each kind usually lasts, in minutes. */
const DURATION_MINUTES: Record<string, number> = {
  Concert: 150,
  Showcase: 120,
  Atelier: 180,
  Masterclass: 180,
  'Portes ouvertes': 480,
}
const DEFAULT_DURATION_MINUTES = 120

export type CalendarEvent = EventView & { updatedAt: Date }

export type CalendarOptions = {
  /** Public origin of the site, for URLs and UIDs. */
  origin: string
  name: string
}

function entryOf(event: CalendarEvent, options: CalendarOptions): CalendarEntry {
  const start = doualaInstant(event.date, event.time)
  const duration = DURATION_MINUTES[event.type] ?? DEFAULT_DURATION_MINUTES
  const url = `${options.origin}/contact#calendrier`
  return {
    // Sample events are dated relative to the current month: each date is its own occurrence.
    uid: `${event.id}-${event.date}@${new URL(options.origin).hostname}`,
    stamp: event.updatedAt,
    start,
    end: new Date(start.getTime() + duration * 60_000),
    summary: event.title,
    location: event.location,
    description: `${event.description}\n\nType : ${event.type}\nAvec : ${event.intervenant}\n${url}`,
    categories: [event.type],
    url,
  }
}

/** A calendar with the given events (one, to add it; all of them, as the feed people subscribe to). */
export function buildCalendar(events: CalendarEvent[], options: CalendarOptions): string {
  // Subscribed calendars check for changes a few times a day.
  return writeCalendar(
    { product: 'Calendrier des evenements', method: 'PUBLISH', name: options.name, refreshHours: 6 },
    events.map(event => entryOf(event, options)),
  )
}
