import ICAL from 'ical.js'
import { describe, expect, test } from 'vitest'
import { useSeededApi } from '#tests/setup/route-test.ts'
import { TEST_ORIGIN } from '#tests/setup/test-app.ts'
import { buildCalendar } from './events.ics.ts'

const api = useSeededApi()

/** Reads a calendar with ical.js (a real iCalendar parser), after checking CRLF line ends and 75-octet lines. */
function parseIcs(source: string) {
  expect(source.endsWith('\r\n')).toBe(true)
  expect(source.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  for (const line of source.slice(0, -2).split('\r\n')) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75)
  return new ICAL.Component(ICAL.parse(source))
}

/** Every event of the calendar, checked for the fields calendar apps need. */
function checkCalendar(calendar: ICAL.Component) {
  expect(calendar.name).toBe('vcalendar')
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
  expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy()
  expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Africa/Douala')
  // Douala's wall clock, named by TZID and defined by the calendar's VTIMEZONE (UTC+1).
  const vtimezones = calendar.getAllSubcomponents('vtimezone')
  const events = calendar.getAllSubcomponents('vevent')
  if (events.length > 0) expect(vtimezones.map(zone => zone.getFirstPropertyValue('tzid'))).toEqual(['Africa/Douala'])
  return events.map(vevent => {
    for (const name of ['uid', 'dtstamp', 'dtstart', 'dtend', 'summary', 'location', 'description', 'url']) {
      expect(vevent.hasProperty(name), name).toBe(true)
    }
    const event = new ICAL.Event(vevent)
    for (const name of ['dtstart', 'dtend'])
      expect(vevent.getFirstProperty(name)!.getParameter('tzid'), name).toBe('Africa/Douala')
    const zone = new ICAL.Timezone(vtimezones[0]!)
    const start = event.startDate.clone()
    const end = event.endDate.clone()
    start.zone = zone
    end.zone = zone
    expect(end.compare(start)).toBe(1)
    return { event, vevent, start: start.toJSDate(), end: end.toJSDate() }
  })
}

function month(offset: number) {
  const today = new Date()
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + offset, 1)).toISOString().slice(0, 7)
}

describe('GET /api/events/:id/ics', () => {
  test('one event, with its local date, time and time zone, to add to a calendar', async () => {
    const response = await api.app.request('/api/events/concert-nadia-mbende/ics')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="concert-nadia-mbende.ics"')
    const events = checkCalendar(parseIcs(await response.text()))
    expect(events).toHaveLength(1)
    const { event, vevent, start, end } = events[0]!
    // 20:30 in Douala (UTC+1), a concert of two and a half hours.
    expect(start.toISOString()).toBe(`${month(0)}-25T19:30:00.000Z`)
    expect(end.toISOString()).toBe(`${month(0)}-25T22:00:00.000Z`)
    expect(event.summary).toBe('Nadia Mbende en concert')
    expect(event.location).toBe('Institut français du Cameroun, Bonanjo, Douala')
    expect(event.description).toContain('dont « Ndolo na wa », accompagnée')
    expect(event.description).toContain('Avec : Nadia Mbende')
    expect(event.uid).toMatch(/^concert-nadia-mbende-\d{4}-\d{2}-25@localhost$/)
    expect(vevent.getFirstPropertyValue('url')).toBe(`${TEST_ORIGIN}/contact#calendrier`)
  })

  test('unknown and malformed ids are 404 and 400', async () => {
    expect((await api.app.request('/api/events/inconnu/ics')).status).toBe(404)
    expect((await api.app.request('/api/events/Pas%20un%20id/ics')).status).toBe(400)
  })
})

describe('GET /api/events/calendar.ics', () => {
  test('the subscribable feed has every event, and an ETag for calendar apps that poll it', async () => {
    const response = await api.app.request('/api/events/calendar.ics')
    expect(response.status).toBe(200)
    const body = await response.text()
    const calendar = parseIcs(body)
    const events = checkCalendar(calendar)
    const json = (await api.getJson<{ id: string }[]>('/api/events')).body
    expect(events).toHaveLength(json.length)
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Gombiste Records — événements')
    const starts = events.map(event => event.start.toISOString())
    expect(starts).toEqual(expect.arrayContaining([`${month(0)}-12T09:00:00.000Z`, `${month(1)}-05T18:00:00.000Z`]))
    // Long descriptions are folded.
    expect(body).toMatch(/\r\n [^\r\n]/)

    const etag = response.headers.get('etag')!
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await api.app.request('/api/events/calendar.ics', { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
  })
})

describe('buildCalendar', () => {
  const base = {
    id: 'test',
    title: 'Concert; rumba, soukous \\ et « plus »',
    date: '2027-03-01',
    time: '23:30',
    type: 'Atelier',
    description: 'Ligne 1\nLigne 2, avec ; et \\',
    location: 'Salle A, Douala',
    intervenant: 'Dibom',
    updatedAt: new Date('2026-11-01T08:00:00Z'),
  }

  test('an event reads back whole: escaped text, Douala time with its zone, its length by type across midnight', () => {
    const source = buildCalendar([base], { origin: 'https://www.exemple.cm', name: 'Test' })
    expect(source).toContain('SUMMARY:Concert\\; rumba\\, soukous \\\\ et « plus »')
    const { event, vevent, start, end } = checkCalendar(parseIcs(source))[0]!
    expect(event.uid).toBe('test-2027-03-01@www.exemple.cm')
    expect(event.summary).toBe(base.title)
    expect(event.description).toBe(
      'Ligne 1\nLigne 2, avec ; et \\\n\nType : Atelier\nAvec : Dibom\nhttps://www.exemple.cm/contact#calendrier',
    )
    expect(vevent.getFirstPropertyValue('categories')).toBe('Atelier')
    expect(vevent.getFirstPropertyValue('dtstamp')!.toString()).toBe('2026-11-01T08:00:00Z')
    // 23:30 in Douala is 22:30 UTC; a workshop lasts three hours.
    expect(start.toISOString()).toBe('2027-03-01T22:30:00.000Z')
    expect(end.toISOString()).toBe('2027-03-02T01:30:00.000Z')
  })
})
