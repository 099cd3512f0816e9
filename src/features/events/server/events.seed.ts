import type { SampleData } from '#sample-data/types.ts'
import type { Database } from '#core/db/client.server.ts'
import { events } from './events.table.ts'

export async function seedEvents(db: Database, data: SampleData) {
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
