import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
  ICalEventTransparency,
} from 'ical-generator'
import { DateTime } from 'luxon'
import { SITE_TIME_ZONE } from '#core/format/format.ts'

/**
 * The site's one iCalendar writer (RFC 5545), over ical-generator, which escapes text, folds lines at
 * 75 octets without splitting a character and ends them with CRLF. Times are Douala's wall clock with
 * `TZID=Africa/Douala` and its VTIMEZONE, as a person here reads them (ical-generator formats them in
 * that zone through Luxon, its documented way).
 */

/** Africa/Douala: West Africa Time, UTC+1 all year, no daylight saving since 1912. */
const DOUALA_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${SITE_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0100',
  'TZNAME:WAT',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n')

export type CalendarPerson = { name: string; email: string }

export type CalendarEntry = {
  /** Kept through every change, so calendar apps update the same event instead of adding one. */
  uid: string
  /** Raised by each change of an invitation (iTIP, RFC 5546). */
  sequence?: number
  /** When the entry last changed. */
  stamp: Date
  start: Date
  end: Date
  summary: string
  description: string
  location: string
  url?: string | null
  categories?: string[]
  cancelled?: boolean
  organizer?: CalendarPerson
  attendees?: CalendarPerson[]
}

export type CalendarHeader = {
  /** The product part of PRODID: `-//Gombiste Records//<product>//FR`. */
  product: string
  /** PUBLISH for files and feeds, REQUEST or CANCEL for invitations sent by mail. */
  method: 'PUBLISH' | 'REQUEST' | 'CANCEL'
  /** The name calendar apps give a subscribed feed. */
  name?: string
  /** How often a subscribed feed is checked for changes. */
  refreshHours?: number
}

const METHODS = {
  PUBLISH: ICalCalendarMethod.PUBLISH,
  REQUEST: ICalCalendarMethod.REQUEST,
  CANCEL: ICalCalendarMethod.CANCEL,
}

/** Parameter values are quoted and cannot hold a double quote (RFC 5545 §3.1): it becomes an apostrophe. */
const quotable = (name: string) => name.replace(/"/g, "'")

/** One VCALENDAR holding the entries. */
export function writeCalendar(header: CalendarHeader, entries: CalendarEntry[]): string {
  const calendar = ical({
    prodId: { company: 'Gombiste Records', product: header.product, language: 'FR' },
    method: METHODS[header.method],
    scale: 'GREGORIAN',
  })
  if (header.name) {
    // Custom properties, which ical-generator escapes (its own NAME is written unescaped).
    calendar.x('X-WR-CALNAME', header.name)
    calendar.x('X-WR-TIMEZONE', SITE_TIME_ZONE)
  }
  if (header.refreshHours) calendar.ttl(header.refreshHours * 3600)
  const inDouala = (date: Date) => DateTime.fromJSDate(date, { zone: SITE_TIME_ZONE })

  for (const entry of entries) {
    const event = calendar.createEvent({
      id: entry.uid,
      sequence: entry.sequence ?? 0,
      stamp: entry.stamp,
      start: inDouala(entry.start),
      end: inDouala(entry.end),
      timezone: SITE_TIME_ZONE,
      summary: entry.summary,
      description: entry.description,
      location: entry.location,
      url: entry.url ?? null,
      categories: (entry.categories ?? []).map(name => ({ name })),
      status: entry.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      transparency: ICalEventTransparency.OPAQUE,
      organizer: entry.organizer ? { name: quotable(entry.organizer.name), email: entry.organizer.email } : null,
    })
    for (const attendee of entry.attendees ?? []) {
      event.createAttendee({
        name: quotable(attendee.name),
        email: attendee.email,
        role: ICalAttendeeRole.REQ,
        status: entry.cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
      })
    }
  }
  // The zone is set on each event, not on the calendar: a calendar-wide zone would also write DTSTAMP
  // as a local time, where RFC 5545 wants UTC. So the VTIMEZONE the events name is added here, before
  // the first of them. RFC 5545 ends every content line with CRLF, the last one too; ical-generator
  // leaves it off.
  const text = calendar.toString()
  const firstEvent = text.indexOf('BEGIN:VEVENT')
  return firstEvent < 0
    ? `${text}\r\n`
    : `${text.slice(0, firstEvent)}${DOUALA_VTIMEZONE}\r\n${text.slice(firstEvent)}\r\n`
}

/** The instant of a wall-clock time in Douala ('2026-11-25', '20:30'): UTC+1 all year, no daylight saving. */
export function doualaInstant(day: string, time: string): Date {
  return new Date(`${day}T${time}:00+01:00`)
}
