import { desc } from 'drizzle-orm'
import type { PublicCreation } from '#sample-data/types.ts'
import type { Database } from '#core/db/client.server.ts'
import { publicCreations } from './creations.table.ts'

export type PublicCreationView = Omit<PublicCreation, 'sound'>

export async function listPublicCreations(db: Database): Promise<PublicCreationView[]> {
  return db
    .select({
      id: publicCreations.id,
      prompt: publicCreations.prompt,
      url: publicCreations.url,
      date: publicCreations.date,
      userName: publicCreations.userName,
      likes: publicCreations.likes,
    })
    .from(publicCreations)
    .orderBy(desc(publicCreations.date))
}
