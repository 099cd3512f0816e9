import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { doualaToday, splitByDate } from '../events.dates.ts'
import { EventCalendar } from './event-calendar.tsx'

const event = (id: string, date: string, type = 'Concert') => ({
  id,
  title: `Événement ${id}`,
  date,
  type,
  description: 'Description',
  time: '20:30',
  location: 'Douala',
  intervenant: 'Nadia Mbende',
})

// As seen on the 25th: events of the 6th, 12th and 18th are over; the 25th and the 5th are to come.
const EVENTS = [
  event('six', '2026-11-06'),
  event('douze', '2026-11-12', 'Atelier'),
  event('dix-huit', '2026-11-18'),
  event('vingt-cinq', '2026-11-25'),
  event('cinq', '2026-12-05', 'Masterclass'),
]

describe('the /contact calendar files past events apart', () => {
  test('upcoming events first with "Ajouter à mon agenda"; past ones in a collapsed "Passés" list without it', () => {
    const html = renderToString(createElement(EventCalendar, { events: EVENTS, today: '2026-11-25' }))
    const pastStart = html.indexOf('data-testid="past-events"')
    expect(pastStart).toBeGreaterThan(0)
    const [upcoming, past] = [html.slice(0, pastStart), html.slice(pastStart)]
    // <details> without `open`: collapsed until the visitor opens it.
    expect(html).toMatch(/<details(?![^>]*\bopen\b)[^>]*data-testid="past-events"/)
    expect(past).toContain('Passés (<!-- -->3<!-- -->)')
    for (const id of ['six', 'douze', 'dix-huit']) {
      expect(upcoming).not.toContain(`evenement-${id}`)
      expect(past).toContain(`evenement-${id}`)
    }
    for (const id of ['vingt-cinq', 'cinq']) expect(upcoming).toContain(`evenement-${id}`)
    expect(upcoming.match(/Ajouter à mon agenda/g)).toHaveLength(2)
    expect(past).not.toContain('Ajouter à mon agenda')
    // Most recent past event first.
    expect(past.indexOf('evenement-dix-huit')).toBeLessThan(past.indexOf('evenement-six'))
  })

  test('no past events: no "Passés" list', () => {
    const html = renderToString(createElement(EventCalendar, { events: EVENTS, today: '2026-11-01' }))
    expect(html).not.toContain('past-events')
  })

  test("today's date is Douala's (UTC+1): 23:30 UTC on the 24th is already the 25th", () => {
    expect(doualaToday(Date.parse('2026-11-24T23:30:00Z'))).toBe('2026-11-25')
    expect(splitByDate(EVENTS, '2026-11-25').past.map(item => item.id)).toEqual(['dix-huit', 'douze', 'six'])
  })
})
