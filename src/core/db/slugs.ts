import { eq, like, or } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { AppError } from '#core/http/app-error.ts'
import type { Database } from './client.server.ts'

/** 'Les coulisses de « Ndolo na wa » !' → 'les-coulisses-de-ndolo-na-wa': the readable id of new content. */
export function slugify(text: string, maxLength = 60): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '')
}

/**
 * A slug for `title` that no row of `table` uses yet: the slug itself, else `-2`, `-3`... Ids are
 * public URLs, so they are chosen once, at creation, and never change.
 */
export async function freeSlug(
  db: Database,
  table: PgTable,
  idColumn: PgColumn,
  title: string,
  fallback: string,
): Promise<string> {
  const base = slugify(title) || fallback
  const rows = (await db
    .select({ id: idColumn })
    .from(table)
    .where(or(eq(idColumn, base), like(idColumn, `${base}-%`)))) as { id: string }[]
  const taken = new Set(rows.map(row => row.id))
  if (!taken.has(base)) return base
  for (let suffix = 2; ; suffix++) if (!taken.has(`${base}-${suffix}`)) return `${base}-${suffix}`
}

/** PostgreSQL's unique violation, wherever it sits in the error's cause chain. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/**
 * Runs the insert of a new slug id: when another admin took the same id between `freeSlug` and the
 * insert, the answer is a French 409 (try again) instead of a server error.
 */
export async function insertNewSlug<T>(insert: Promise<T>): Promise<T> {
  try {
    return await insert
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', 'Un autre contenu vient d’être créé avec le même titre : enregistrez à nouveau.')
    throw error
  }
}
