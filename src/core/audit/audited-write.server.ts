import type { Context } from 'hono'
import type { Database } from '#core/db/client.server.ts'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { auditFromRequest, type AdminAction } from './audit-log.server.ts'

/**
 * One admin change: the write and its audit entry in the same transaction (a change is never made
 * without its trace, nor traced without being made), then the public caches are dropped so every
 * page shows the change at once.
 */
export async function auditedWrite<T>(
  c: Context<AppEnv>,
  change: (db: Database) => Promise<T>,
  describeChange: (result: T) => AdminAction,
): Promise<T> {
  const result = await c.var.db.transaction(async tx => {
    const db = tx as unknown as Database
    const value = await change(db)
    await auditFromRequest(c, describeChange(value), db)
    return value
  })
  c.var.contentCache.invalidate()
  return result
}
