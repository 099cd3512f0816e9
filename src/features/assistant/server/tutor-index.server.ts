import { createHash } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '#core/db/client.server.ts'
import type { TutorKnowledge } from '../tutor/knowledge.ts'
import { documentPassages, entryPassages, livePassages, type SiteDocument } from '../tutor/passages.ts'
import {
  indexCodeSignature,
  type Passage,
  TutorIndex,
  type TutorIndexSnapshot,
} from '../tutor/retrieval/search-index.ts'
import { loadKnowledge, readKnowledge } from './load-knowledge.server.ts'
import { searchIndexSnapshots } from './search-index.table.ts'
import { listTutorEntries } from './tutor-entries.repo.ts'

export type LoadDocuments = (db: Database) => Promise<SiteDocument[]>
export type Tutor = { knowledge: TutorKnowledge; index: TutorIndex }

/** The job that builds the tutor's index and stores it for every instance (src/server/jobs.ts). */
export const SEARCH_INDEX_JOB = 'search.index'
const TUTOR_INDEX = 'tutor'

/** How an instance got its indexes, since it started: counted for the tests and the benchmark. */
export type TutorIndexStats = {
  /** Indexed in this process: no stored snapshot matched the content (the fallback). */
  built: number
  /** Loaded from the snapshot the `search.index` job stored. */
  restored: number
  /** The content read again was the same: the index in memory was kept. */
  reused: number
}

/** A rebuilt index is reused this long when no content changed (the events' "upcoming" moves with the day). */
const MAX_AGE_MS = 10 * 60_000

type Loaded = Tutor & { fingerprint: string }
type InstanceState = {
  generation: number
  day: string
  at: number
  value: Promise<Loaded>
  /** The last index this instance had, kept while a newer one loads. */
  last?: Loaded
  stats: TutorIndexStats
}
const instances = new WeakMap<object, InstanceState>()

/** `instance`: what stands for one running server (its content cache); the indexes are kept per instance. */
export function tutorIndexStats(instance: object): TutorIndexStats {
  return { ...(instances.get(instance)?.stats ?? { built: 0, restored: 0, reused: 0 }) }
}

/**
 * The tutor's search index over the knowledge base, the lessons (their summaries and the text of
 * their blocks), the blog articles and the live site data (upcoming events, artists).
 *
 * Read again as soon as the content cache's generation changes (any admin write: an entry, an
 * article, a lesson, an event; or another instance's write, told over Redis), so an edit is answered
 * from at once. The content read is fingerprinted: if the `search.index` job already stored an index
 * of exactly this content, it is loaded (cheap); otherwise it is built here and now (`onMissing` is
 * then called, to ask the job for a snapshot). Answers never wait for the queue and are never stale.
 */
export function loadTutor(options: {
  db: Database
  instance: object
  generation: number
  loadDocuments: LoadDocuments
  now?: Date
  onMissing?: () => void
}): Promise<Tutor> {
  const { instance, generation } = options
  const now = options.now ?? new Date()
  const day = now.toISOString().slice(0, 10)
  const state = instances.get(instance)
  if (state && state.generation === generation && state.day === day) {
    if (now.getTime() - state.at > MAX_AGE_MS) {
      // Still right; read again in the background for anything changed outside the admin area
      // (usually the same content: the index in memory is kept).
      state.at = now.getTime()
      void load(state, options, now).then(
        tutor => {
          if (instances.get(instance) === state && state.generation === generation) state.value = Promise.resolve(tutor)
        },
        () => undefined,
      )
    }
    return state.value
  }
  const next: InstanceState = {
    generation,
    day,
    at: now.getTime(),
    value: Promise.resolve() as unknown as Promise<Loaded>,
    last: state?.last,
    stats: state?.stats ?? { built: 0, restored: 0, reused: 0 },
  }
  next.value = load(next, options, now)
  instances.set(instance, next)
  next.value.catch(() => {
    if (instances.get(instance) === next) instances.set(instance, { ...next, generation: -1 })
  })
  return next.value
}

async function load(
  state: InstanceState,
  options: { db: Database; generation: number; loadDocuments: LoadDocuments; onMissing?: () => void },
  now: Date,
): Promise<Loaded> {
  const { db } = options
  const [knowledge, entries, documents] = await Promise.all([
    loadKnowledge(db, now, options.generation),
    listTutorEntries(db),
    options.loadDocuments(db),
  ])
  const passages = tutorPassages(knowledge, entries, documents)
  const fingerprint = fingerprintOf(passages)
  const loaded = (index: TutorIndex): Loaded => {
    const tutor = { knowledge, index, fingerprint }
    state.last = tutor
    return tutor
  }
  if (state.last?.fingerprint === fingerprint) {
    state.stats.reused++
    return loaded(state.last.index)
  }
  const stored = await readSnapshot(db, fingerprint).catch(() => undefined)
  if (stored) {
    try {
      const index = new TutorIndex(passages, stored)
      state.stats.restored++
      return loaded(index)
    } catch {
      // A snapshot that does not fit these passages (another format): built below instead.
    }
  }
  const index = new TutorIndex(passages)
  state.stats.built++
  options.onMissing?.()
  return loaded(index)
}

function tutorPassages(
  knowledge: TutorKnowledge,
  entries: Awaited<ReturnType<typeof listTutorEntries>>,
  documents: SiteDocument[],
): Passage[] {
  return [...entryPassages(entries, knowledge), ...livePassages(knowledge), ...documentPassages(documents)]
}

/** What the index is built from, as one hash: same passages (and index format), same index. */
/** The analyser's behaviour, computed once per process (it changes only with the code). */
let codeSignature: string | undefined

function fingerprintOf(passages: Passage[]): string {
  codeSignature ??= indexCodeSignature()
  return createHash('sha256').update(codeSignature).update(JSON.stringify(passages)).digest('base64url')
}

async function readSnapshot(db: Database, fingerprint: string): Promise<TutorIndexSnapshot | undefined> {
  const [row] = await db
    .select({ snapshot: searchIndexSnapshots.snapshot })
    .from(searchIndexSnapshots)
    .where(and(eq(searchIndexSnapshots.name, TUTOR_INDEX), eq(searchIndexSnapshots.fingerprint, fingerprint)))
  return row ? (JSON.parse(row.snapshot) as TutorIndexSnapshot) : undefined
}

export type SnapshotResult =
  | { status: 'current'; fingerprint: string }
  | { status: 'stored'; fingerprint: string; passages: number; bytes: number; buildMs: number }

/**
 * The `search.index` job's work: reads the content as it is now, and unless the stored snapshot is
 * already of exactly this content, builds the index and stores it (one row, replaced in one statement).
 * Safe to run again at any time.
 */
export async function storeTutorSnapshot(
  db: Database,
  loadDocuments: LoadDocuments,
  now = new Date(),
): Promise<SnapshotResult> {
  const [knowledge, entries, documents] = await Promise.all([
    readKnowledge(db, now),
    listTutorEntries(db),
    loadDocuments(db),
  ])
  const passages = tutorPassages(knowledge, entries, documents)
  const fingerprint = fingerprintOf(passages)
  const [current] = await db
    .select({ fingerprint: searchIndexSnapshots.fingerprint })
    .from(searchIndexSnapshots)
    .where(eq(searchIndexSnapshots.name, TUTOR_INDEX))
  if (current?.fingerprint === fingerprint) return { status: 'current', fingerprint }
  const started = performance.now()
  const index = new TutorIndex(passages)
  const buildMs = Math.round(performance.now() - started)
  const snapshot = JSON.stringify(index.snapshot())
  const row = { fingerprint, snapshot, passages: index.size, buildMs }
  await db
    .insert(searchIndexSnapshots)
    .values({ name: TUTOR_INDEX, ...row })
    .onConflictDoUpdate({ target: searchIndexSnapshots.name, set: { ...row, builtAt: sql`now()` } })
  return { status: 'stored', fingerprint, passages: index.size, bytes: Buffer.byteLength(snapshot), buildMs }
}
