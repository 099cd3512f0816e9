import { describe, expect, test } from 'vitest'
import { useSeededApi } from '#tests/setup/route-test.ts'
import { TEST_ORIGIN } from '#tests/setup/test-app.ts'
import { buildCalendar, foldLine } from './events.ics.ts'

const api = useSeededApi()

type Property = { name: string; params: Record<string, string>; value: string }
type Component = { type: string; properties: Property[]; components: Component[] }

/**
 * A strict little RFC 5545 reader: every line ends with CRLF, no physical line is longer than 75
 * octets, folded lines are unfolded, BEGIN/END nest, and TEXT values are unescaped (anything else
 * after a backslash is an error).
 */
function parseIcs(source: string): Component {
  expect(source.endsWith('\r\n')).toBe(true)
  expect(source.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  const physical = source.slice(0, -2).split('\r\n')
  for (const line of physical) expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75)
  const lines: string[] = []
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) lines[lines.length - 1] += line.slice(1)
    else lines.push(line)
  }
  const root: Component = { type: 'ROOT', properties: [], components: [] }
  const stack = [root]
  for (const line of lines) {
    const match = /^([A-Z0-9-]+)((?:;[A-Z0-9-]+=[^;:]*)*):(.*)$/.exec(line)
    if (!match) throw new Error(`not a content line: ${line}`)
    const [, name, rawParams, value] = match as unknown as [string, string, string, string]
    const params = Object.fromEntries(
      rawParams
        .split(';')
        .filter(Boolean)
        .map(param => param.split('=') as [string, string]),
    )
    const current = stack.at(-1)!
    if (name === 'BEGIN') {
      const component: Component = { type: value, properties: [], components: [] }
      current.components.push(component)
      stack.push(component)
    } else if (name === 'END') {
      if (current.type !== value) throw new Error(`END:${value} closes ${current.type}`)
      stack.pop()
    } else current.properties.push({ name, params, value })
  }
  expect(stack).toHaveLength(1)
  return root.components[0]!
}

function unescapeText(value: string): string {
  return value.replace(/\\(.)/g, (_all, char: string) => {
    if (char === 'n' || char === 'N') return '\n'
    if (char === '\\' || char === ';' || char === ',') return char
    throw new Error(`bad escape \\${char}`)
  })
}

const prop = (component: Component, name: string) => component.properties.find(property => property.name === name)

function checkCalendar(calendar: Component) {
  expect(calendar.type).toBe('VCALENDAR')
  expect(prop(calendar, 'VERSION')?.value).toBe('2.0')
  expect(prop(calendar, 'PRODID')).toBeDefined()
  const timezone = calendar.components.find(component => component.type === 'VTIMEZONE')!
  expect(prop(timezone, 'TZID')?.value).toBe('Africa/Douala')
  const standard = timezone.components[0]!
  expect(prop(standard, 'TZOFFSETTO')?.value).toBe('+0100')
  const events = calendar.components.filter(component => component.type === 'VEVENT')
  for (const event of events) {
    for (const name of ['UID', 'DTSTAMP', 'DTSTART', 'DTEND', 'SUMMARY', 'LOCATION', 'DESCRIPTION', 'URL']) {
      expect(prop(event, name), name).toBeDefined()
    }
    expect(prop(event, 'DTSTAMP')!.value).toMatch(/^\d{8}T\d{6}Z$/)
    expect(prop(event, 'DTSTART')!.params).toEqual({ TZID: 'Africa/Douala' })
    expect(prop(event, 'DTSTART')!.value).toMatch(/^\d{8}T\d{6}$/)
    expect(prop(event, 'DTEND')!.value > prop(event, 'DTSTART')!.value).toBe(true)
    for (const name of ['SUMMARY', 'LOCATION', 'DESCRIPTION']) unescapeText(prop(event, name)!.value)
  }
  return events
}

function month(offset: number) {
  const today = new Date()
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + offset, 1))
    .toISOString()
    .slice(0, 7)
    .replace('-', '')
}

describe('GET /api/events/:id/ics', () => {
  test('one event, with its local date, time and time zone, to add to a calendar', async () => {
    const response = await api.app.request('/api/events/concert-nadia-mbende/ics')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="concert-nadia-mbende.ics"')
    const events = checkCalendar(parseIcs(await response.text()))
    expect(events).toHaveLength(1)
    const event = events[0]!
    expect(prop(event, 'DTSTART')!.value).toBe(`${month(0)}25T203000`)
    expect(prop(event, 'DTEND')!.value).toBe(`${month(0)}25T230000`)
    expect(unescapeText(prop(event, 'SUMMARY')!.value)).toBe('Nadia Mbende en concert')
    expect(unescapeText(prop(event, 'LOCATION')!.value)).toBe('Institut français du Cameroun, Bonanjo, Douala')
    const description = unescapeText(prop(event, 'DESCRIPTION')!.value)
    expect(description).toContain('dont « Ndolo na wa », accompagnée')
    expect(description).toContain('Avec : Nadia Mbende')
    expect(prop(event, 'UID')!.value).toMatch(/^concert-nadia-mbende-\d{4}-\d{2}-25@localhost$/)
    expect(prop(event, 'URL')!.value).toBe(`${TEST_ORIGIN}/contact#calendrier`)
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
    expect(prop(calendar, 'X-WR-CALNAME')?.value).toBe('Gombiste Records — événements')
    const starts = events.map(event => prop(event, 'DTSTART')!.value)
    expect(starts).toEqual(expect.arrayContaining([`${month(0)}12T100000`, `${month(1)}05T190000`]))
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

  test('escapes commas, semicolons, backslashes and line breaks, and ends across midnight correctly', () => {
    const event = checkCalendar(parseIcs(buildCalendar([base], { origin: 'https://www.exemple.cm', name: 'Test' })))[0]!
    expect(prop(event, 'SUMMARY')!.value).toBe('Concert\\; rumba\\, soukous \\\\ et « plus »')
    expect(unescapeText(prop(event, 'SUMMARY')!.value)).toBe(base.title)
    expect(unescapeText(prop(event, 'DESCRIPTION')!.value)).toMatch(/^Ligne 1\nLigne 2, avec ; et \\\n\nType : Atelier/)
    expect(prop(event, 'DTSTAMP')!.value).toBe('20261101T080000Z')
    expect(prop(event, 'DTSTART')!.value).toBe('20270301T233000')
    expect(prop(event, 'DTEND')!.value).toBe('20270302T023000')
  })

  test('folds at 75 octets without splitting a UTF-8 character', () => {
    const line = `DESCRIPTION:${'é'.repeat(100)}`
    const folded = foldLine(line)
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75)
    expect(
      folded
        .split('\r\n')
        .map((part, index) => (index ? part.slice(1) : part))
        .join(''),
    ).toBe(line)
    expect(folded).not.toContain('\uFFFD')
  })
})
