import { and, count, desc, eq, like, ne, sql } from 'drizzle-orm'
import { account, session, user, verification } from '#core/auth/auth.table.ts'
import { ROLES, type Role } from '#core/auth/roles.ts'
import type { Database } from '#core/db/client.server.ts'
import { AppError } from '#core/http/app-error.ts'
import { publicCreations } from './creations.table.ts'
import { DEFAULT_PREFERENCES, profiles, userCreations, type NotificationPreferences } from './account.table.ts'

/** Spec §3 `{ id, prompt, url, date }`, plus whether its author published it in the gallery. */
export type Creation = { id: string; prompt: string; url: string; date: string; published: boolean }

export type Profile = {
  id: string
  email: string
  name: string
  role: Role
  courses: string[]
  creations: Creation[]
  preferences: NotificationPreferences
  createdAt: string
}

async function ensureProfileRow(db: Database, userId: string) {
  await db.insert(profiles).values({ userId }).onConflictDoNothing()
}

export async function getProfile(db: Database, userId: string): Promise<Profile> {
  await ensureProfileRow(db, userId)
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      createdAt: user.createdAt,
      courses: profiles.courses,
      preferences: profiles.preferences,
    })
    .from(user)
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId))
  if (!row) throw new AppError('NOT_FOUND', 'Utilisateur introuvable.')
  return {
    ...row,
    creations: await listCreations(db, userId),
    role: row.role as Role,
    preferences: { ...DEFAULT_PREFERENCES, ...row.preferences },
    createdAt: row.createdAt.toISOString(),
  }
}

/** The user's saved compositions, newest first. */
export async function listCreations(db: Database, userId: string): Promise<Creation[]> {
  const rows = await db
    .select({
      id: userCreations.id,
      prompt: userCreations.prompt,
      url: userCreations.url,
      createdAt: userCreations.createdAt,
      publishedId: publicCreations.id,
    })
    .from(userCreations)
    .leftJoin(publicCreations, eq(publicCreations.userCreationId, userCreations.id))
    .where(eq(userCreations.userId, userId))
    .orderBy(desc(userCreations.createdAt))
  return rows.map(({ createdAt, publishedId, ...creation }) => ({
    ...creation,
    date: createdAt.toISOString(),
    published: publishedId !== null,
  }))
}

/** Keeps a composition in the user's profile; saving the same file again returns the entry it already has. */
export async function saveCreation(
  db: Database,
  userId: string,
  creation: { prompt: string; url: string },
): Promise<Creation> {
  await db
    .insert(userCreations)
    .values({ userId, ...creation })
    .onConflictDoNothing()
  const saved = (await listCreations(db, userId)).find(existing => existing.url === creation.url)
  if (!saved) throw new Error('the creation could not be saved')
  return saved
}

/** Deletes one of the user's own creations; someone else's is 'not found', never deleted. */
export async function deleteCreation(db: Database, userId: string, id: string) {
  const deleted = await db
    .delete(userCreations)
    .where(and(eq(userCreations.id, id), eq(userCreations.userId, userId)))
    .returning({ id: userCreations.id })
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Création introuvable.')
}

/**
 * Users who asked for this kind of notification (a missing preference counts as yes: the defaults
 * are on). Used when a post or event is published.
 */
export async function listUserIdsWanting(db: Database, preference: keyof NotificationPreferences): Promise<string[]> {
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(sql`coalesce((${profiles.preferences} ->> ${preference})::boolean, true)`)
  return rows.map(row => row.id)
}

export async function setRole(db: Database, userId: string, role: Role) {
  await db.update(user).set({ role }).where(eq(user.id, userId))
}

export async function updateName(db: Database, userId: string, name: string) {
  await db.update(user).set({ name }).where(eq(user.id, userId))
}

export async function updatePreferences(db: Database, userId: string, preferences: NotificationPreferences) {
  await ensureProfileRow(db, userId)
  await db.update(profiles).set({ preferences }).where(eq(profiles.userId, userId))
}

/**
 * Adds a formula to the user's courses; spec §5: enrolling in a course already held changes nothing.
 * Atomic, so two concurrent enrolments never duplicate it. Returns whether it was added.
 */
export async function enrol(db: Database, userId: string, formulaId: string): Promise<boolean> {
  await ensureProfileRow(db, userId)
  const updated = await db
    .update(profiles)
    .set({ courses: sql`${profiles.courses} || ${JSON.stringify([formulaId])}::jsonb` })
    .where(and(eq(profiles.userId, userId), sql`not (${profiles.courses} ? ${formulaId})`))
    .returning({ userId: profiles.userId })
  return updated.length > 0
}

/**
 * What the account keeps about a user, for "Télécharger mes données"; src/server/personal-data.routes.ts
 * adds what the other features keep.
 */
export async function exportUserData(db: Database, userId: string) {
  const profile = await getProfile(db, userId)
  const sessions = await db
    .select({
      createdAt: session.createdAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(eq(session.userId, userId))
  const accounts = await db
    .select({ provider: account.providerId, createdAt: account.createdAt })
    .from(account)
    .where(eq(account.userId, userId))
  return {
    exportedAt: new Date().toISOString(),
    profile,
    signInMethods: accounts,
    sessions,
  }
}

export async function getPasswordHash(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
  return row?.password ?? null
}

export const LAST_ADMIN_DELETION_MESSAGE =
  'Vous êtes le dernier administrateur : nommez d’abord un autre administrateur avant de supprimer votre compte.'

/** Whether this user is the site's only Admin (who must not go: nobody could administer the site). */
export async function isLastAdmin(db: Database, userId: string): Promise<boolean> {
  const admins = await db.select({ id: user.id }).from(user).where(eq(user.role, ROLES.admin)).limit(2)
  return admins.length === 1 && admins[0]?.id === userId
}

/**
 * Removes the user and, by cascade, their profile, sessions and sign-in methods. Refused for the last
 * Admin, under the same row locks as role changes (admin-accounts.repo.ts), so it cannot race one.
 */
export async function deleteUser(db: Database, userId: string) {
  await db.transaction(async tx => {
    const admins = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(user.role, ROLES.admin))
      .orderBy(user.id)
      .for('update')
    if (admins.length === 1 && admins[0]?.id === userId) throw new AppError('CONFLICT', LAST_ADMIN_DELETION_MESSAGE)
    await tx.delete(user).where(eq(user.id, userId))
  })
}

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: user.id, name: user.name, role: user.role, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, email))
  return row ?? null
}

export async function getAccountStats(db: Database) {
  const [byRole, enrolments, latest] = await Promise.all([
    db.select({ role: user.role, count: count() }).from(user).groupBy(user.role),
    db.select({ total: sql<number>`coalesce(sum(jsonb_array_length(${profiles.courses})), 0)::int` }).from(profiles),
    db
      .select({
        id: user.id,
        name: user.name,
        email: user.email,
        role: user.role,
        createdAt: user.createdAt,
        emailVerified: user.emailVerified,
      })
      .from(user)
      .orderBy(desc(user.createdAt))
      .limit(10),
  ])
  return {
    usersByRole: Object.fromEntries(byRole.map(row => [row.role, Number(row.count)])),
    enrolments: Number(enrolments[0]?.total ?? 0),
    latestSignUps: latest.map(row => ({ ...row, createdAt: row.createdAt.toISOString() })),
  }
}

/**
 * Before an address is confirmed, anyone could have signed up with it: whoever follows the mailed
 * link must not share the account with them. Ends every session of the unconfirmed account, its
 * pending reset links and every sign-in method set before, except the password when `keepPassword`
 * (the confirming browser is signed in to this very account, so it is the one that chose it).
 * Returns false when the address is already confirmed (nothing is ended then).
 */
export async function endAccessBeforeConfirmation(db: Database, userId: string, options: { keepPassword: boolean }) {
  return db.transaction(async tx => {
    const [unconfirmed] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.id, userId), eq(user.emailVerified, false)))
      .for('update')
    if (!unconfirmed) return false
    await tx.delete(session).where(eq(session.userId, userId))
    await tx
      .delete(account)
      .where(
        options.keepPassword
          ? and(eq(account.userId, userId), ne(account.providerId, 'credential'))
          : eq(account.userId, userId),
      )
    await tx
      .delete(verification)
      .where(and(like(verification.identifier, 'reset-password:%'), eq(verification.value, userId)))
    return true
  })
}
