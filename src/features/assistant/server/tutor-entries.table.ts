import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { timestamps } from '#core/db/columns.ts'

/** The tutor's knowledge base: French entries edited in the admin area, seeded from the sample data. */
export const tutorEntries = pgTable(
  'tutor_entries',
  {
    id: text().primaryKey(),
    topic: text().notNull(),
    questions: jsonb().notNull().$type<string[]>(),
    answer: text().notNull(),
    links: jsonb().notNull().$type<{ label: string; href: string }[]>(),
    tags: jsonb().notNull().$type<string[]>(),
    ...timestamps,
  },
  table => [index('tutor_entries_topic_idx').on(table.topic, table.id)],
)
