import ICAL from 'ical.js'
import { describe, expect, test } from 'vitest'
import { type CalendarEntry, doualaInstant, writeCalendar } from './icalendar.server.ts'

/** Checks the physical form ical.js does not (CRLF, 75 octets), then parses with ical.js. */
function read(source: string) {
  expect(source.endsWith('\r\n')).toBe(true)
  expect(source.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  for (const line of source.slice(0, -2).split('\r\n')) {
    expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75)
  }
  expect(source).not.toContain('\uFFFD')
  return new ICAL.Component(ICAL.parse(source))
}

const entry: CalendarEntry = {
  uid: 'test-1@exemple.cm',
  sequence: 2,
  stamp: new Date('2026-11-01T08:00:00Z'),
  start: doualaInstant('2027-03-01', '23:30'),
  end: doualaInstant('2027-03-02', '02:30'),
  summary: 'Concert; rumba, soukous \\ et « plus »',
  description: `Ligne 1\nLigne 2, avec ; et \\\n${'Répétition générale à l’Institut français. '.repeat(4)}`,
  location: 'Salle A, Douala',
  url: 'https://www.exemple.cm/contact#calendrier',
  categories: ['Atelier'],
  organizer: { name: 'Professeur "Dibom", Akwa', email: 'prof@exemple.cm' },
  attendees: [{ name: 'Élève; Ngo', email: 'eleve@exemple.cm' }],
}

describe('writeCalendar', () => {
  test('ical.js reads back every field, with commas, semicolons, backslashes, accents and line breaks', () => {
    const calendar = read(writeCalendar({ product: 'Test', method: 'REQUEST' }, [entry]))
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Gombiste Records//Test//FR')
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    const vevent = calendar.getFirstSubcomponent('vevent')!
    const event = new ICAL.Event(vevent)
    expect(event.uid).toBe(entry.uid)
    expect(event.sequence).toBe(2)
    expect(event.summary).toBe(entry.summary)
    expect(event.description).toBe(entry.description)
    expect(event.location).toBe(entry.location)
    expect(vevent.getFirstPropertyValue('url')).toBe(entry.url)
    expect(vevent.getFirstPropertyValue('categories')).toBe('Atelier')
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED')
    const organizer = vevent.getFirstProperty('organizer')!
    expect(organizer.getParameter('cn')).toBe("Professeur 'Dibom', Akwa")
    expect(String(organizer.getFirstValue()).toLowerCase()).toBe('mailto:prof@exemple.cm')
    const attendee = vevent.getFirstProperty('attendee')!
    expect(attendee.getParameter('cn')).toBe('Élève; Ngo')
    expect(attendee.getParameter('partstat')).toBe('ACCEPTED')
    expect(String(attendee.getFirstValue()).toLowerCase()).toBe('mailto:eleve@exemple.cm')
  })

  test('times are Douala wall-clock times with its zone: 23:30 in Douala is 22:30Z, the end crosses midnight', () => {
    const source = writeCalendar({ product: 'Test', method: 'PUBLISH' }, [entry])
    const calendar = read(source)
    // The VTIMEZONE the events name, read by ical.js as any calendar app reads it.
    const vtimezone = calendar.getFirstSubcomponent('vtimezone')!
    expect(vtimezone.getFirstPropertyValue('tzid')).toBe('Africa/Douala')
    const zone = new ICAL.Timezone(vtimezone)
    const vevent = calendar.getFirstSubcomponent('vevent')!
    expect(source).toContain('DTSTART;TZID=Africa/Douala:20270301T233000')
    expect(source).toContain('DTEND;TZID=Africa/Douala:20270302T023000')
    const start = vevent.getFirstPropertyValue('dtstart') as ICAL.Time
    const end = vevent.getFirstPropertyValue('dtend') as ICAL.Time
    expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Africa/Douala')
    start.zone = zone
    end.zone = zone
    expect(start.toJSDate().toISOString()).toBe('2027-03-01T22:30:00.000Z')
    expect(end.toJSDate().toISOString()).toBe('2027-03-02T01:30:00.000Z')
    // DTSTAMP stays in UTC, as RFC 5545 requires.
    expect(vevent.getFirstPropertyValue('dtstamp')!.toString()).toBe('2026-11-01T08:00:00Z')
  })

  test('long lines are folded at 75 octets without splitting an accented character', () => {
    const source = writeCalendar({ product: 'Test', method: 'PUBLISH' }, [entry])
    expect(source).toMatch(/\r\n [^\r\n]/)
    // Every physical line is at most 75 octets (checked in read) and ical.js unfolds them to the same text.
    expect(new ICAL.Event(read(source).getFirstSubcomponent('vevent')!).description).toBe(entry.description)
  })

  test('a cancellation marks the event and its attendees', () => {
    const calendar = read(writeCalendar({ product: 'Test', method: 'CANCEL' }, [{ ...entry, cancelled: true }]))
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL')
    const vevent = calendar.getFirstSubcomponent('vevent')!
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED')
    expect(vevent.getFirstProperty('attendee')!.getParameter('partstat')).toBe('DECLINED')
  })

  test('a feed carries its name, its time zone hint and how often to refresh', () => {
    // ical.js leaves unknown X- properties raw: tell it this one is TEXT, as calendar apps take it.
    ICAL.design.defaultSet.property['x-wr-calname'] = { defaultType: 'text' }
    const calendar = read(
      writeCalendar(
        { product: 'Test', method: 'PUBLISH', name: 'Événements, concerts; ateliers', refreshHours: 6 },
        [],
      ),
    )
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Événements, concerts; ateliers')
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Africa/Douala')
    expect(String(calendar.getFirstPropertyValue('refresh-interval'))).toBe('PT6H')
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(0)
  })
})
