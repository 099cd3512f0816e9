import type { EventView } from './events.repo.ts'

/**
 * iCalendar (RFC 5545) for the events: one event to add to a calendar, or the whole calendar as a
 * feed people subscribe to. Times are local to Douala (TZID=Africa/Douala, UTC+1 all year, with its
 * VTIMEZONE); lines end with CRLF and are folded at 75 octets; text is escaped.
 */

export const TIME_ZONE = 'Africa/Douala'

/** Events have a start time only: how long each kind usually lasts, in minutes. */
const DURATION_MINUTES: Record<string, number> = {
  Concert: 150,
  Showcase: 120,
  Atelier: 180,
  Masterclass: 180,
  'Portes ouvertes': 480,
}
const DEFAULT_DURATION_MINUTES = 120

const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0100',
  'TZNAME:WAT',
  'END:STANDARD',
  'END:VTIMEZONE',
]

/** TEXT value escaping (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** Splits a content line into lines of at most 75 octets, never inside a UTF-8 character (§3.1). */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8')
  if (bytes.length <= 75) return line
  const parts: string[] = []
  let start = 0
  let limit = 75
  while (start < bytes.length) {
    let end = Math.min(start + limit, bytes.length)
    // Back off to the start of a character (continuation bytes are 10xxxxxx).
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--
    parts.push(bytes.subarray(start, end).toString('utf8'))
    start = end
    limit = 74 // after the leading space
  }
  return parts.join('\r\n ')
}

/** '2026-11-25' + '20:30' (+ minutes) → '20261125T203000', local time. */
function localDateTime(date: string, time: string, addMinutes = 0): string {
  const value = new Date(`${date}T${time}:00Z`)
  value.setUTCMinutes(value.getUTCMinutes() + addMinutes)
  return value.toISOString().slice(0, 19).replace(/[-:]/g, '')
}

function utcStamp(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`
}

export type CalendarEvent = EventView & { updatedAt: Date }

export type CalendarOptions = {
  /** Public origin of the site, for URLs and UIDs. */
  origin: string
  name: string
}

function eventLines(event: CalendarEvent, options: CalendarOptions): string[] {
  const host = new URL(options.origin).hostname
  const duration = DURATION_MINUTES[event.type] ?? DEFAULT_DURATION_MINUTES
  const description = `${event.description}\n\nType : ${event.type}\nAvec : ${event.intervenant}\n${options.origin}/contact#calendrier`
  return [
    'BEGIN:VEVENT',
    // Sample events are dated relative to the current month: each date is its own occurrence.
    `UID:${event.id}-${event.date}@${host}`,
    `DTSTAMP:${utcStamp(event.updatedAt)}`,
    `DTSTART;TZID=${TIME_ZONE}:${localDateTime(event.date, event.time)}`,
    `DTEND;TZID=${TIME_ZONE}:${localDateTime(event.date, event.time, duration)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `CATEGORIES:${escapeText(event.type)}`,
    `URL:${options.origin}/contact#calendrier`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ]
}

/** A VCALENDAR with the given events (one, to add it; all of them, as the subscribable feed). */
export function buildCalendar(events: CalendarEvent[], options: CalendarOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Gombiste Records//Calendrier des evenements//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    `X-WR-TIMEZONE:${TIME_ZONE}`,
    // Subscribed calendars check for changes a few times a day.
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    'X-PUBLISHED-TTL:PT6H',
    ...VTIMEZONE,
    ...events.flatMap(event => eventLines(event, options)),
    'END:VCALENDAR',
  ]
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}
