import type { PublicCreation } from '#features/account/creations.content.ts'
import type { Database } from '#core/db/client.server.ts'
import { publicCreations } from './creations.table.ts'

export async function seedCreations(db: Database, data: { publicCreations: PublicCreation[] }) {
  await db.insert(publicCreations).values(data.publicCreations.map(({ sound: _sound, ...creation }) => creation))
}
