import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import type { DisciplineId, Formula, Level } from '#features/catalog/catalog.content.ts'
import { position, slugId, timestamps } from '#core/db/columns.ts'

export const disciplines = pgTable('disciplines', {
  id: text().primaryKey().$type<DisciplineId>(),
  position: position(),
  name: text().notNull(),
  description: text().notNull(),
  imageUrl: text().notNull(),
  videoId: text(),
  ...timestamps,
})

export type LevelContent = Pick<
  Level,
  'learningObjectives' | 'syllabus' | 'exercises' | 'recommendedRepertoire' | 'resources' | 'assessment' | 'performance'
>

export const levels = pgTable(
  'levels',
  {
    disciplineId: text()
      .notNull()
      .references(() => disciplines.id, { onDelete: 'cascade' }),
    id: text().notNull(),
    position: position(),
    levelName: text().notNull(),
    durationWeeks: integer().notNull(),
    hoursPerWeek: integer().notNull(),
    content: jsonb().notNull().$type<LevelContent>(),
    ...timestamps,
  },
  table => [primaryKey({ columns: [table.disciplineId, table.id] })],
)

export const formulas = pgTable('formulas', {
  id: slugId(),
  position: position(),
  name: text().notNull(),
  description: text().notNull(),
  priceEur: integer(),
  priceXaf: integer(),
  billingCycle: text().$type<NonNullable<Formula['billingCycle']>>(),
  customPriceText: text(),
  features: jsonb().notNull().$type<string[]>(),
  ...timestamps,
})
