import { and, desc, eq } from 'drizzle-orm'
import { AppError } from '#core/http/app-error.ts'
import { userCreations } from './account.table.ts'
import type { PublicCreation } from '#features/account/creations.content.ts'
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

/**
 * Shows or withdraws one of the user's saved creations in the public gallery, under the name the
 * user has at that moment. Someone else's creation is 'not found'.
 */
export async function setCreationPublished(
  db: Database,
  user: { id: string; name: string },
  userCreationId: string,
  published: boolean,
): Promise<void> {
  const [creation] = await db
    .select({ id: userCreations.id, prompt: userCreations.prompt, url: userCreations.url })
    .from(userCreations)
    .where(and(eq(userCreations.id, userCreationId), eq(userCreations.userId, user.id)))
  if (!creation) throw new AppError('NOT_FOUND', 'Création introuvable.')
  if (!published) {
    await db.delete(publicCreations).where(eq(publicCreations.userCreationId, creation.id))
    return
  }
  await db
    .insert(publicCreations)
    .values({
      id: creation.id,
      prompt: creation.prompt,
      url: creation.url,
      date: new Date().toISOString().slice(0, 10),
      userName: user.name,
      userCreationId: creation.id,
    })
    .onConflictDoNothing()
}
