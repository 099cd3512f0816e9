import { asc, count, eq } from 'drizzle-orm'
import type { Database } from '#core/db/client.server.ts'
import { AppError } from '#core/http/app-error.ts'
import type { TutorEntry } from '#features/assistant/tutor-entries.content.ts'
import { tutorEntries } from './tutor-entries.table.ts'

const columns = {
  id: tutorEntries.id,
  topic: tutorEntries.topic,
  questions: tutorEntries.questions,
  answer: tutorEntries.answer,
  links: tutorEntries.links,
  tags: tutorEntries.tags,
}

export const TUTOR_ENTRY_NOT_FOUND = 'Fiche introuvable.'
export const TUTOR_ENTRY_EXISTS = 'Une fiche porte déjà cet identifiant.'

export async function listTutorEntries(db: Database): Promise<TutorEntry[]> {
  return db.select(columns).from(tutorEntries).orderBy(asc(tutorEntries.topic), asc(tutorEntries.id))
}

export async function getTutorEntry(db: Database, id: string): Promise<TutorEntry> {
  const [row] = await db.select(columns).from(tutorEntries).where(eq(tutorEntries.id, id))
  if (!row) throw new AppError('NOT_FOUND', TUTOR_ENTRY_NOT_FOUND)
  return row
}

export async function createTutorEntry(db: Database, entry: TutorEntry): Promise<TutorEntry> {
  const [row] = await db.insert(tutorEntries).values(entry).onConflictDoNothing().returning(columns)
  if (!row) throw new AppError('CONFLICT', TUTOR_ENTRY_EXISTS)
  return row
}

export async function updateTutorEntry(db: Database, id: string, entry: Omit<TutorEntry, 'id'>): Promise<TutorEntry> {
  const [row] = await db.update(tutorEntries).set(entry).where(eq(tutorEntries.id, id)).returning(columns)
  if (!row) throw new AppError('NOT_FOUND', TUTOR_ENTRY_NOT_FOUND)
  return row
}

export async function deleteTutorEntry(db: Database, id: string): Promise<void> {
  const [row] = await db.delete(tutorEntries).where(eq(tutorEntries.id, id)).returning({ id: tutorEntries.id })
  if (!row) throw new AppError('NOT_FOUND', TUTOR_ENTRY_NOT_FOUND)
}

/**
 * Fills the knowledge base when it is empty: on first start, and on a database made before the
 * knowledge base existed. Returns how many entries were added.
 */
export async function seedTutorEntries(db: Database, load: () => TutorEntry[]): Promise<number> {
  const [row] = await db.select({ total: count() }).from(tutorEntries)
  if ((row?.total ?? 0) > 0) return 0
  const entries = load()
  for (let start = 0; start < entries.length; start += 100)
    await db
      .insert(tutorEntries)
      .values(entries.slice(start, start + 100))
      .onConflictDoNothing()
  return entries.length
}
