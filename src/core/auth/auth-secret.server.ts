import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '#core/db/client.server.ts'
import { appSecrets } from './auth-secret.table.ts'

/** The configured AUTH_SECRET, or one generated once and stored (shared by every instance). */
export async function resolveAuthSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured
  await db
    .insert(appSecrets)
    .values({ name: 'auth', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, 'auth'))
  if (!row) throw new Error('the auth secret could not be stored')
  return row.value
}
