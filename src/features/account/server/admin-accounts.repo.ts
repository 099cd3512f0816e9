import { and, count, desc, eq, gte, ilike, ne, or, sql, type SQL } from 'drizzle-orm'
import { session, user } from '#core/auth/auth.table.ts'
import { ROLES, type Role } from '#core/auth/roles.ts'
import type { Database } from '#core/db/client.server.ts'
import { fillBuckets, localBucket, type TimeWindow } from '#core/db/time-buckets.ts'
import { AppError } from '#core/http/app-error.ts'
import { containsPattern } from '#core/db/like-pattern.ts'

export const USERS_PAGE_SIZE = 20

export const LAST_ADMIN_MESSAGE =
  'Impossible : c’est le dernier compte administrateur. Nommez d’abord un autre administrateur.'
export const LAST_ADMIN_SELF_MESSAGE =
  'Vous êtes le dernier administrateur : nommez d’abord un autre administrateur avant de changer votre propre rôle.'

/** Accounts newest first, 20 per page, searched by name or e-mail and filtered by role. */
export async function listUsers(db: Database, filter: { q?: string; role?: Role; page: number }) {
  const conditions: SQL[] = []
  if (filter.q) {
    const pattern = containsPattern(filter.q)
    conditions.push(or(ilike(user.name, pattern), ilike(user.email, pattern))!)
  }
  if (filter.role) conditions.push(eq(user.role, filter.role))
  const where = conditions.length ? and(...conditions) : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: user.id,
        name: user.name,
        email: user.email,
        role: user.role,
        emailVerified: user.emailVerified,
        createdAt: user.createdAt,
      })
      .from(user)
      .where(where)
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(USERS_PAGE_SIZE)
      .offset((filter.page - 1) * USERS_PAGE_SIZE),
    db.select({ total: count() }).from(user).where(where),
  ])
  return {
    users: rows.map(row => ({ ...row, role: row.role as Role, createdAt: row.createdAt.toISOString() })),
    total: Number(total?.total ?? 0),
    page: filter.page,
    pageSize: USERS_PAGE_SIZE,
  }
}

export type RoleChange = { id: string; name: string; email: string; from: Role; to: Role }

/**
 * Changes a user's role, in one transaction that first locks every Admin row (always in id order, so
 * two such transactions never deadlock) and the target's row:
 * two admins demoting each other at the same moment are served one after the other, and the
 * second sees that only one Admin is left. The target's other sessions end (the role already applies
 * to the next request: sessions are read from the database each time). `record` writes the audit
 * entry inside the same transaction.
 */
export async function changeRole(
  db: Database,
  input: { userId: string; role: Role; actorId: string; keepSessionId: string | null },
  record: (tx: Database, change: RoleChange) => Promise<void>,
): Promise<RoleChange | null> {
  return db.transaction(async transaction => {
    const tx = transaction as unknown as Database
    const admins = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(user.role, ROLES.admin))
      .orderBy(user.id)
      .for('update')
    const [target] = await tx
      .select({ id: user.id, name: user.name, email: user.email, role: user.role })
      .from(user)
      .where(eq(user.id, input.userId))
      .for('update')
    if (!target) throw new AppError('NOT_FOUND', 'Utilisateur introuvable.')
    if (target.role === input.role) return null
    const isAdmin = admins.some(admin => admin.id === target.id)
    if (isAdmin && input.role !== ROLES.admin && admins.length <= 1) {
      throw new AppError('CONFLICT', target.id === input.actorId ? LAST_ADMIN_SELF_MESSAGE : LAST_ADMIN_MESSAGE)
    }
    await tx.update(user).set({ role: input.role, updatedAt: new Date() }).where(eq(user.id, target.id))
    await tx
      .delete(session)
      .where(
        input.keepSessionId
          ? and(eq(session.userId, target.id), ne(session.id, input.keepSessionId))
          : eq(session.userId, target.id),
      )
    const change: RoleChange = {
      id: target.id,
      name: target.name,
      email: target.email,
      from: target.role as Role,
      to: input.role,
    }
    await record(tx, change)
    return change
  })
}

/** New accounts per bucket of the window. */
export async function signUpSeries(db: Database, window: TimeWindow): Promise<number[]> {
  const bucket = localBucket(user.createdAt, window.unit, { storedAsUtc: true })
  const rows = await db
    .select({ bucket, value: sql<number>`count(*)::int` })
    .from(user)
    .where(gte(user.createdAt, window.since))
    .groupBy(bucket)
  return fillBuckets(window.buckets, rows)
}
