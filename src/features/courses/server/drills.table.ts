import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { user } from '#core/auth/auth.table.ts'
import { levels } from '#features/catalog/server/academy.table.ts'

const userRef = () =>
  text()
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' })

/**
 * A drill item issued to a student: the seed it is generated from, kept on the server. The result is
 * accepted once (`answeredAt`), graded against the item this row regenerates; the score, the time it
 * counts for and how each skill fared stay with it, for the student's progress.
 */
export const drillItems = pgTable(
  'drill_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userRef(),
    disciplineId: text().notNull(),
    levelId: text().notNull(),
    kind: text().notNull(),
    /** The skill the item was made to practise ('key:G', 'interval:7'), or null. */
    focus: text(),
    seed: bigint({ mode: 'number' }).notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp({ withTimezone: true }),
    score: integer(),
    /** The item's length (seconds), counted as time practised once answered. */
    seconds: integer(),
    /** Skill → [right, total] in this item. */
    skills: jsonb().$type<Record<string, [number, number]>>(),
  },
  table => [
    foreignKey({
      columns: [table.disciplineId, table.levelId],
      foreignColumns: [levels.disciplineId, levels.id],
    }).onDelete('cascade'),
    index().on(table.userId, table.answeredAt),
  ],
)

/** A student's record on one skill of a level: totals, and its Leitner box for spaced repetition. */
export const drillSkillStats = pgTable(
  'drill_skill_stats',
  {
    userId: userRef(),
    disciplineId: text().notNull(),
    levelId: text().notNull(),
    skill: text().notNull(),
    rights: integer().notNull().default(0),
    attempts: integer().notNull().default(0),
    box: integer().notNull().default(0),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    lastRight: boolean().notNull(),
    lastAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  table => [
    primaryKey({ columns: [table.userId, table.disciplineId, table.levelId, table.skill] }),
    foreignKey({
      columns: [table.disciplineId, table.levelId],
      foreignColumns: [levels.disciplineId, levels.id],
    }).onDelete('cascade'),
  ],
)
