import { dateFormatter, formatMonth } from '#core/format/format.ts'
import { useEffect, useState } from 'react'
import { formatDate } from '#core/format/format.ts'
import { doualaToday, splitByDate } from '../events.dates.ts'
import type { EventItem } from './event-list.tsx'

/**
 * The events calendar of /contact#calendrier: a list view (the default, also what is rendered on the
 * server) and a month view (a table whose days with events are buttons), a filter by type (each type
 * has a text and a symbol, never a colour alone), and for each event a link to add it to a calendar
 * (.ics) plus the subscribable feed.
 */

const TYPE_SYMBOLS: Record<string, string> = {
  Concert: '♪',
  Showcase: '★',
  Atelier: '✎',
  Masterclass: '◆',
  'Portes ouvertes': '⌂',
}

export function TypeBadge({ type }: { type: string }) {
  return (
    <span className="chip inline-flex items-center gap-1">
      <span aria-hidden="true">{TYPE_SYMBOLS[type] ?? '●'}</span>
      {type}
    </span>
  )
}

const FEED_PATH = '/api/events/calendar.ics'
const WEEKDAYS = [
  ['lun.', 'lundi'],
  ['mar.', 'mardi'],
  ['mer.', 'mercredi'],
  ['jeu.', 'jeudi'],
  ['ven.', 'vendredi'],
  ['sam.', 'samedi'],
  ['dim.', 'dimanche'],
] as const

const monthName = formatMonth
const dayName = dateFormatter({ weekday: 'long', day: 'numeric', month: 'long' })

function shiftMonth(month: string, offset: number): string {
  const date = new Date(`${month}-01T00:00:00Z`)
  date.setUTCMonth(date.getUTCMonth() + offset)
  return date.toISOString().slice(0, 7)
}

/** Weeks (Monday first) of a 'YYYY-MM' month, as 'YYYY-MM-DD' or null outside the month. */
function monthGrid(month: string): (string | null)[][] {
  const first = new Date(`${month}-01T00:00:00Z`)
  const days = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  const lead = (first.getUTCDay() + 6) % 7
  const cells: (string | null)[] = [...Array<null>(lead).fill(null)]
  for (let day = 1; day <= days; day++) cells.push(`${month}-${String(day).padStart(2, '0')}`)
  while (cells.length % 7) cells.push(null)
  const weeks: (string | null)[][] = []
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7))
  return weeks
}

const formatTime = (time: string) => time.replace(':', ' h ')

function EventDetails({ event, past = false }: { event: EventItem; past?: boolean }) {
  return (
    <li id={`evenement-${event.id}`} className="card scroll-mt-24 p-4">
      <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-gold-dark">
        <TypeBadge type={event.type} />
        {past ? <span className="chip bg-black/10 text-ink">Passé</span> : null}
        <time dateTime={`${event.date}T${event.time}`}>
          {formatDate(event.date)} à {formatTime(event.time)}
        </time>
      </p>
      <h3 className="mt-1 font-display text-lg font-bold">{event.title}</h3>
      <dl className="mt-1 grid gap-x-2 text-sm text-ink/80 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Lieu</dt>
        <dd>{event.location}</dd>
        <dt className="font-semibold">Intervenant</dt>
        <dd>{event.intervenant}</dd>
      </dl>
      <p className="mt-2 text-sm">{event.description}</p>
      {past ? null : (
        <a
          href={`/api/events/${event.id}/ics`}
          download={`${event.id}.ics`}
          className="mt-3 inline-block text-sm font-semibold text-indigo underline"
        >
          <span aria-hidden="true">+ </span>Ajouter à mon agenda<span className="sr-only"> : {event.title}</span> (.ics)
        </a>
      )}
    </li>
  )
}

/**
 * Today's date ('YYYY-MM-DD', Douala) as the server rendered it: hydration must see the same lists
 * as the HTML (written on the calendar as `data-today`). Elsewhere (server, client navigation): now.
 */
function renderedToday(): string {
  const rendered = typeof document === 'undefined' ? null : document.querySelector('[data-today]')
  return rendered?.getAttribute('data-today') ?? doualaToday()
}

/**
 * Past events go to a collapsed « Passés » list. `today` is fixed for tests; otherwise the rendered
 * date is used for hydration, then the browser's own (a page kept in a cache since yesterday still
 * files yesterday's events as past).
 */
export function EventCalendar({ events, today: fixedToday }: { events: EventItem[]; today?: string }) {
  const types = [...new Set(events.map(event => event.type))].sort((a, b) => a.localeCompare(b, 'fr'))
  const [view, setView] = useState<'list' | 'month'>('list')
  const [type, setType] = useState<string>('')
  const [month, setMonth] = useState(() => (events[0]?.date ?? new Date().toISOString()).slice(0, 7))
  const [selected, setSelected] = useState<string | null>(null)

  function showMonth(next: string) {
    setMonth(next)
    setSelected(null)
  }
  const [origin, setOrigin] = useState<string | null>(null)
  const [today, setToday] = useState(() => fixedToday ?? renderedToday())
  useEffect(() => {
    setOrigin(window.location.host)
    if (!fixedToday) setToday(doualaToday())
  }, [fixedToday])

  const shown = type ? events.filter(event => event.type === type) : events
  const { upcoming, past } = splitByDate(shown, today)
  const byDay = new Map<string, EventItem[]>()
  for (const event of shown) byDay.set(event.date, [...(byDay.get(event.date) ?? []), event])
  const dayEvents = selected ? (byDay.get(selected) ?? []) : shown.filter(event => event.date.startsWith(month))

  const toggle =
    'rounded-full border-2 border-indigo px-4 py-1.5 text-sm font-semibold aria-pressed:bg-indigo aria-pressed:text-white'
  return (
    <div className="space-y-6" data-today={today}>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <div role="group" aria-label="Affichage" className="flex gap-2">
          <button type="button" className={toggle} aria-pressed={view === 'list'} onClick={() => setView('list')}>
            <span aria-hidden="true">☰ </span>Liste
          </button>
          <button type="button" className={toggle} aria-pressed={view === 'month'} onClick={() => setView('month')}>
            <span aria-hidden="true">▦ </span>Mois
          </button>
        </div>
        <div role="group" aria-label="Filtrer par type d’événement" className="flex flex-wrap gap-2">
          <button type="button" className={toggle} aria-pressed={type === ''} onClick={() => setType('')}>
            Tous
          </button>
          {types.map(value => (
            <button
              key={value}
              type="button"
              className={toggle}
              aria-pressed={type === value}
              onClick={() => setType(value)}
            >
              <span aria-hidden="true">{TYPE_SYMBOLS[value] ?? '●'} </span>
              {value}
            </button>
          ))}
        </div>
      </div>

      {view === 'month' ? (
        <div>
          {/* On a phone the month's name takes its own row above the two buttons (one row was 12 px too wide at 360 px). */}
          <div className="grid grid-cols-2 items-center gap-2 sm:flex sm:justify-between">
            <button
              type="button"
              className="button-secondary justify-self-start"
              onClick={() => showMonth(shiftMonth(month, -1))}
            >
              <span aria-hidden="true">‹ </span>Mois précédent
            </button>
            <p
              className="col-span-2 -order-1 text-center font-display text-lg font-bold capitalize sm:order-none"
              aria-live="polite"
            >
              {monthName(month)}
            </p>
            <button
              type="button"
              className="button-secondary justify-self-end"
              onClick={() => showMonth(shiftMonth(month, 1))}
            >
              Mois suivant<span aria-hidden="true"> ›</span>
            </button>
          </div>
          <table className="mt-4 w-full table-fixed border-collapse text-center">
            <caption className="sr-only">Événements de {monthName(month)}</caption>
            <thead>
              <tr>
                {WEEKDAYS.map(([short, long]) => (
                  <th key={long} scope="col" className="py-1 text-sm font-semibold">
                    <abbr title={long} className="no-underline">
                      {short}
                    </abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthGrid(month).map(week => (
                <tr key={week.find(Boolean) ?? ''}>
                  {week.map((day, index) => {
                    const items = day ? (byDay.get(day) ?? []) : []
                    const isToday = day === today
                    return (
                      <td
                        key={day ?? `vide-${index}`}
                        aria-current={isToday ? 'date' : undefined}
                        className={`h-14 border border-black/10 p-0.5 align-top ${isToday ? 'outline-2 -outline-offset-2 outline-forest' : ''}`}
                      >
                        {day && items.length ? (
                          <button
                            type="button"
                            aria-pressed={selected === day}
                            aria-label={`${dayName.format(new Date(`${day}T12:00:00Z`))} : ${items.map(event => `${event.type}, ${event.title}`).join(' ; ')}`}
                            onClick={() => setSelected(selected === day ? null : day)}
                            className="flex size-full flex-col items-center rounded-lg bg-gold/25 font-bold ring-indigo aria-pressed:bg-indigo aria-pressed:text-white aria-pressed:ring-2"
                          >
                            <span>{Number(day.slice(8))}</span>
                            {isToday ? <span className="text-[0.65rem] font-normal">auj.</span> : null}
                            <span aria-hidden="true" className="text-xs">
                              {items.map(event => TYPE_SYMBOLS[event.type] ?? '●').join(' ')}
                            </span>
                          </button>
                        ) : day ? (
                          <span className="flex flex-col items-center text-ink/70">
                            {Number(day.slice(8))}
                            {isToday ? <span className="text-[0.65rem]">auj.</span> : null}
                          </span>
                        ) : null}
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-2 text-sm text-ink/75">
            Les jours avec un événement sont des boutons : choisissez-en un pour voir le détail.
          </p>
          <h3 className="mt-6 font-display text-lg font-bold" aria-live="polite">
            {selected ? `Le ${dayName.format(new Date(`${selected}T12:00:00Z`))}` : `En ${monthName(month)}`}
          </h3>
          {dayEvents.length ? (
            <ul className="mt-3 space-y-4">
              {dayEvents.map(event => (
                <EventDetails key={event.id} event={event} past={event.date < today} />
              ))}
            </ul>
          ) : (
            <p className="mt-3">Aucun événement ce mois-ci{type ? ` pour le type « ${type} »` : ''}.</p>
          )}
        </div>
      ) : (
        <div className="space-y-6">
          {upcoming.length ? (
            <ul className="space-y-4" aria-label="Événements à venir">
              {upcoming.map(event => (
                <EventDetails key={event.id} event={event} />
              ))}
            </ul>
          ) : (
            <p>Aucun événement à venir pour le moment{type ? ` pour le type « ${type} »` : ''}.</p>
          )}
          {past.length ? (
            <details className="rounded-2xl border border-black/10 p-4" data-testid="past-events">
              <summary className="cursor-pointer font-display text-lg font-bold">Passés ({past.length})</summary>
              <ul className="mt-4 space-y-4" aria-label="Événements passés">
                {past.map(event => (
                  <EventDetails key={event.id} event={event} past />
                ))}
              </ul>
            </details>
          ) : null}
        </div>
      )}

      <aside className="rounded-2xl bg-sand p-5" aria-labelledby="calendar-subscribe">
        <h3 id="calendar-subscribe" className="font-display text-lg font-bold">
          S’abonner au calendrier
        </h3>
        <p className="mt-1 text-sm">
          Ajoutez le calendrier Gombiste à votre agenda (Google Agenda, Apple Calendrier, Outlook) : les nouveaux
          événements y apparaîtront d’eux-mêmes.
        </p>
        <ul className="mt-3 flex flex-wrap gap-3">
          <li>
            <a className="button-primary" href={origin ? `webcal://${origin}${FEED_PATH}` : FEED_PATH}>
              S’abonner (webcal)
            </a>
          </li>
          <li>
            <a className="button-secondary" href={FEED_PATH}>
              Lien du calendrier (https, .ics)
            </a>
          </li>
        </ul>
      </aside>
    </div>
  )
}
