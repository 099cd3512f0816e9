import { foreignKey, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { position, timestamps } from '#core/db/columns.ts'
import { levels } from '#features/catalog/server/academy.table.ts'
import type { EarTraining } from '../quiz.schemas.ts'

/**
 * A level's assessment questions, in order. Seeded from `content/quizzes/` and edited in the admin
 * area; the right answers and explanations never leave the server before grading.
 */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    disciplineId: text().notNull(),
    levelId: text().notNull(),
    /** Stable: attempts store the ids of the questions answered. */
    id: text().notNull(),
    position: position(),
    prompt: text().notNull(),
    choices: jsonb().notNull().$type<string[]>(),
    /** Indexes of the right choices; several means "check every right answer". */
    correct: jsonb().notNull().$type<number[]>(),
    /** One point when null. */
    points: integer(),
    explanation: text().notNull(),
    audio: jsonb().$type<EarTraining>(),
    ...timestamps,
  },
  table => [
    primaryKey({ columns: [table.disciplineId, table.levelId, table.id] }),
    foreignKey({
      columns: [table.disciplineId, table.levelId],
      foreignColumns: [levels.disciplineId, levels.id],
    }).onDelete('cascade'),
  ],
)
