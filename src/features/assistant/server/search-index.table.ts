import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Built search indexes, one row per index (today only `tutor`), written by the `search.index` job:
 * the serialized index (MiniSearch `toJSON`) and the fingerprint of the content it was built from.
 * Each instance loads the row whose fingerprint matches the content it reads, instead of indexing
 * again; any other row is ignored (see tutor-index.server.ts).
 */
export const searchIndexSnapshots = pgTable('search_index_snapshots', {
  name: text().primaryKey(),
  /** SHA-256 of the index format and of every indexed passage (ids, titles, texts, tags, links). */
  fingerprint: text().notNull(),
  /** JSON: `TutorIndexSnapshot`. */
  snapshot: text().notNull(),
  passages: integer().notNull(),
  buildMs: integer().notNull(),
  builtAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
