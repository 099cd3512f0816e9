import { and, desc, eq, lt, type SQL } from 'drizzle-orm'
import type { Context } from 'hono'
import type { Database } from '#core/db/client.server.ts'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { adminAuditLog } from './audit-log.table.ts'

export type AdminAction = {
  action: string
  targetType: string
  targetId?: string | null
  summary: string
  details?: Record<string, unknown>
}

type Actor = { id: string; name: string; email: string }

/** Writes one audit entry. Pass the transaction when the change itself runs in one. */
export async function recordAdminAction(db: Database, actor: Actor, entry: AdminAction): Promise<void> {
  await db.insert(adminAuditLog).values({
    actorId: actor.id,
    actorName: actor.name,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    summary: entry.summary,
    details: entry.details ?? null,
  })
}

/** The audit entry of an admin request, made by the signed-in admin (routes are behind requireRole). */
export function auditFromRequest(c: Context<AppEnv>, entry: AdminAction, db: Database = c.var.db): Promise<void> {
  const user = c.var.user
  if (!user) throw new Error('recordAdminAction called outside an admin request')
  return recordAdminAction(db, user, entry)
}

export const AUDIT_PAGE_SIZE = 50

/** Newest first, 50 per page; `before` is the createdAt of the last entry already shown. */
export async function listAuditLog(db: Database, filter: { before?: Date; targetType?: string } = {}) {
  const conditions: SQL[] = []
  if (filter.before) conditions.push(lt(adminAuditLog.createdAt, filter.before))
  if (filter.targetType) conditions.push(eq(adminAuditLog.targetType, filter.targetType))
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(adminAuditLog.createdAt))
    .limit(AUDIT_PAGE_SIZE + 1)
  return {
    entries: rows.slice(0, AUDIT_PAGE_SIZE).map(row => ({
      id: row.id,
      actor: { id: row.actorId, name: row.actorName, email: row.actorEmail },
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      summary: row.summary,
      details: row.details,
      createdAt: row.createdAt.toISOString(),
    })),
    hasMore: rows.length > AUDIT_PAGE_SIZE,
  }
}
