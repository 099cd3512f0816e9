import type { LabelEvent } from '#features/events/events.content.ts'
import type { Database } from '#core/db/client.server.ts'
import { events } from './events.table.ts'

export async function seedEvents(db: Database, data: { events: LabelEvent[] }) {
  await db.insert(events).values(
    data.events.map(({ schedule, ...event }) => ({
      ...event,
      monthOffset: schedule.monthOffset,
      day: schedule.day,
      status: 'published' as const,
      publishedAt: new Date(),
    })),
  )
}
