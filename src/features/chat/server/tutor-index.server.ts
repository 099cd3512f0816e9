import type { Database } from '#core/db/client.server.ts'
import { documentPassages, entryPassages, livePassages, type SiteDocument } from '../tutor/passages.ts'
import type { TutorKnowledge } from '../tutor/knowledge.ts'
import { TutorIndex } from '../tutor/retrieval/search-index.ts'
import { loadKnowledge } from './load-knowledge.server.ts'
import { listTutorEntries } from './tutor-entries.repo.ts'

export type LoadDocuments = (db: Database) => Promise<SiteDocument[]>
export type Tutor = { knowledge: TutorKnowledge; index: TutorIndex }

/** A rebuilt index is reused this long when no content changed (the events' "upcoming" moves with the day). */
const MAX_AGE_MS = 10 * 60_000
const cache = new WeakMap<Database, { generation: number; day: string; at: number; value: Promise<Tutor> }>()

/**
 * The tutor's search index over the knowledge base, the lessons, the blog articles and the live
 * site data. Rebuilt as soon as the content cache's generation changes (any admin write: an entry,
 * an article, a lesson, an event), so an edit is answered from at once.
 */
export function loadTutor(
  db: Database,
  generation: number,
  loadDocuments: LoadDocuments,
  now = new Date(),
): Promise<Tutor> {
  const day = now.toISOString().slice(0, 10)
  const hit = cache.get(db)
  if (hit && hit.generation === generation && hit.day === day) {
    if (now.getTime() - hit.at > MAX_AGE_MS) {
      // Still right; refreshed in the background for anything changed outside the admin area.
      hit.at = now.getTime()
      void build(db, generation, loadDocuments, now).then(
        tutor => {
          const current = cache.get(db)
          if (current?.generation === generation) current.value = Promise.resolve(tutor)
        },
        () => undefined,
      )
    }
    return hit.value
  }
  const value = build(db, generation, loadDocuments, now)
  cache.set(db, { generation, day, at: now.getTime(), value })
  value.catch(() => cache.delete(db))
  return value
}

async function build(db: Database, generation: number, loadDocuments: LoadDocuments, now: Date): Promise<Tutor> {
  const [knowledge, entries, documents] = await Promise.all([
    loadKnowledge(db, now, generation),
    listTutorEntries(db),
    loadDocuments(db),
  ])
  const index = new TutorIndex([
    ...entryPassages(entries, knowledge),
    ...livePassages(knowledge),
    ...documentPassages(documents),
  ])
  return { knowledge, index }
}
