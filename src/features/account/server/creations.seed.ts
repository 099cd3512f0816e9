import type { SampleData } from '#sample-data/types.ts'
import type { Database } from '#core/db/client.server.ts'
import { publicCreations } from './creations.table.ts'

export async function seedCreations(db: Database, data: SampleData) {
  await db.insert(publicCreations).values(data.publicCreations.map(({ sound: _sound, ...creation }) => creation))
}
