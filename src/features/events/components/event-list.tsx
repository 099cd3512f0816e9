import { formatDate } from '#core/format/format.ts'
import type { EventView } from '../server/events.repo.ts'

export type EventItem = EventView

export function EventList({ events, headingLevel = 3 }: { events: EventItem[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className="space-y-4">
      {events.map(event => {
        const day = event.date.slice(8, 10)
        return (
          <li key={event.id} className="card flex gap-4 p-4">
            <div
              aria-hidden="true"
              className="grid w-16 shrink-0 place-content-center rounded-xl bg-indigo text-center text-white"
            >
              <span className="font-display text-2xl font-bold">{day}</span>
            </div>
            <div className="min-w-0">
              <p className="text-sm font-semibold text-gold-dark">
                <span className="chip mr-2">{event.type}</span>
                <time dateTime={`${event.date}T${event.time}`}>
                  {formatDate(event.date)} à {event.time.replace(':', ' h ')}
                </time>
              </p>
              <Heading className="mt-1 font-display text-lg font-bold">{event.title}</Heading>
              <p className="text-sm text-ink/75">
                {event.location} — avec {event.intervenant}
              </p>
              <p className="mt-2 text-sm">{event.description}</p>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
