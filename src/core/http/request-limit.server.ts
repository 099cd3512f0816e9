import { eq, sql } from 'drizzle-orm'
import type { Database } from '#core/db/client.server.ts'
import { requestLimits } from './request-limit.table.ts'

export type LimitRule = { max: number; windowSeconds: number }

/** Adds one to `key`'s counter in the current window (atomically) and returns the new count. */
export async function countHit(db: Database, key: string, rule: LimitRule): Promise<number> {
  const expired = sql`${requestLimits.windowStartedAt} < now() - make_interval(secs => ${rule.windowSeconds})`
  const [row] = await db
    .insert(requestLimits)
    .values({ key, count: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: requestLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${requestLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${requestLimits.windowStartedAt} end`,
      },
    })
    .returning({ count: requestLimits.count })
  return row?.count ?? 1
}

/** Whether `key` has already reached `rule.max` hits in its current window. */
export async function isLimited(db: Database, key: string, rule: LimitRule): Promise<boolean> {
  const [row] = await db
    .select({ count: requestLimits.count })
    .from(requestLimits)
    .where(
      sql`${eq(requestLimits.key, key)} and ${requestLimits.windowStartedAt} >= now() - make_interval(secs => ${rule.windowSeconds})`,
    )
  return (row?.count ?? 0) >= rule.max
}

export async function clearHits(db: Database, key: string) {
  await db.delete(requestLimits).where(eq(requestLimits.key, key))
}
