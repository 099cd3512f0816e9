import { and, asc, eq, max, sql } from 'drizzle-orm'
import type { Database } from '#core/db/client.server.ts'
import { playedShareProblem } from '#lib/music/lesson-blocks.schema.ts'
import { AppError } from '#core/http/app-error.ts'
import { slugify, uniqueSlug } from '#core/validation/content-rules.ts'
import type { Discipline, Formula, Level } from '#features/catalog/catalog.content.ts'
import type { DisciplineInput, FormulaValues, LevelInput } from '../academy-admin.schemas.ts'
import { disciplines, formulas, levels, type LevelContent } from './academy.table.ts'

/**
 * The academy as the admin area edits it. Discipline and level ids never change here: they are in
 * URLs, in students' enrolments and in their progress. A level's content is updated key by key, so
 * content other features keep beside it (lessons progress, quizzes) is left as it is.
 */

export type AdminDiscipline = Omit<Discipline, 'levels'> & { levels: Level[] }

export async function listDisciplinesForAdmin(db: Database): Promise<AdminDiscipline[]> {
  const [disciplineRows, levelRows] = await Promise.all([
    db
      .select({
        id: disciplines.id,
        name: disciplines.name,
        description: disciplines.description,
        imageUrl: disciplines.imageUrl,
        videoId: disciplines.videoId,
      })
      .from(disciplines)
      .orderBy(asc(disciplines.position), asc(disciplines.id)),
    db
      .select({
        disciplineId: levels.disciplineId,
        id: levels.id,
        levelName: levels.levelName,
        durationWeeks: levels.durationWeeks,
        hoursPerWeek: levels.hoursPerWeek,
        content: levels.content,
      })
      .from(levels)
      .orderBy(asc(levels.position), asc(levels.id)),
  ])
  return disciplineRows.map(discipline => ({
    ...discipline,
    levels: levelRows
      .filter(level => level.disciplineId === discipline.id)
      .map(({ disciplineId: _disciplineId, content, ...level }) => ({ ...level, ...pickLevelContent(content) })),
  }))
}

/** The content keys this module knows; anything else stored beside them is not sent nor touched. */
function pickLevelContent(content: LevelContent): LevelContent {
  return {
    learningObjectives: content.learningObjectives,
    syllabus: content.syllabus,
    exercises: content.exercises,
    recommendedRepertoire: content.recommendedRepertoire,
    resources: content.resources,
    assessment: content.assessment,
    performance: content.performance ?? [],
  }
}

export async function updateDiscipline(db: Database, id: string, input: DisciplineInput) {
  const [before] = await db
    .select({ name: disciplines.name })
    .from(disciplines)
    .where(eq(disciplines.id, id as Discipline['id']))
  if (!before) throw new AppError('NOT_FOUND', 'Discipline introuvable.')
  await db
    .update(disciplines)
    .set(input)
    .where(eq(disciplines.id, id as Discipline['id']))
  return { id, previousName: before.name, ...input }
}

/** Checks that `ids` lists every existing id exactly once, then stores that order. */
async function reorder(
  _db: Database,
  existing: string[],
  ids: string[],
  apply: (id: string, position: number) => Promise<unknown>,
) {
  const known = new Set(existing)
  if (ids.length !== known.size || ids.some(id => !known.has(id))) {
    throw new AppError('INVALID_INPUT', 'La liste doit contenir chaque élément exactement une fois.', {
      ids: 'La liste doit contenir chaque élément exactement une fois.',
    })
  }
  for (const [position, id] of ids.entries()) await apply(id, position)
}

export async function reorderDisciplines(db: Database, ids: string[]) {
  const rows = await db.select({ id: disciplines.id }).from(disciplines)
  await reorder(
    db,
    rows.map(row => row.id),
    ids,
    (id, position) =>
      db
        .update(disciplines)
        .set({ position })
        .where(eq(disciplines.id, id as Discipline['id'])),
  )
}

export async function updateLevel(db: Database, disciplineId: string, levelId: string, input: LevelInput) {
  const { levelName, durationWeeks, hoursPerWeek, ...content } = input
  const [before] = await db
    .select({
      levelName: levels.levelName,
      passingScore: sql<number>`(${levels.content} -> 'assessment' ->> 'passingScore')::int`,
      syllabus: sql<LevelContent['syllabus']>`${levels.content} -> 'syllabus'`,
      performance: sql<LevelContent['performance']>`${levels.content} -> 'performance'`,
    })
    .from(levels)
    .where(and(eq(levels.disciplineId, disciplineId), eq(levels.id, levelId)))
  if (!before) throw new AppError('NOT_FOUND', 'Niveau introuvable.')
  // Parts not sent stay as stored: they must still leave the quiz its share of the new pass mark.
  const problem = playedShareProblem(
    input.performance ?? before.performance ?? undefined,
    input.assessment.passingScore,
  )
  if (problem) throw new AppError('INVALID_INPUT', problem, { 'assessment.passingScore': problem })
  // The lessons whose title, summary, free flag or blocks change, for the admin journal.
  const stored = new Map((before.syllabus ?? []).map(lesson => [lesson.lesson, canonicalJson(lesson)]))
  const lessonsChanged = input.syllabus
    .filter(lesson => stored.get(lesson.lesson) !== canonicalJson(lesson))
    .map(lesson => lesson.lesson)
  await db
    .update(levels)
    .set({
      levelName,
      durationWeeks,
      hoursPerWeek,
      // `||` replaces only the keys given: what other features store in the content stays.
      content: sql`${levels.content} || ${JSON.stringify(content)}::jsonb`,
    })
    .where(and(eq(levels.disciplineId, disciplineId), eq(levels.id, levelId)))
  return {
    before: { levelName: before.levelName, passingScore: before.passingScore },
    after: { levelName, passingScore: input.assessment.passingScore },
    lessonsChanged,
  }
}

/** JSON with object keys sorted (jsonb does not keep the order they were written in). */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  )
}

export async function reorderLevels(db: Database, disciplineId: string, ids: string[]) {
  const rows = await db.select({ id: levels.id }).from(levels).where(eq(levels.disciplineId, disciplineId))
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'Discipline introuvable.')
  await reorder(
    db,
    rows.map(row => row.id),
    ids,
    (id, position) =>
      db
        .update(levels)
        .set({ position })
        .where(and(eq(levels.disciplineId, disciplineId), eq(levels.id, id))),
  )
}

const formulaColumns = {
  id: formulas.id,
  name: formulas.name,
  description: formulas.description,
  priceEur: formulas.priceEur,
  priceXaf: formulas.priceXaf,
  billingCycle: formulas.billingCycle,
  customPriceText: formulas.customPriceText,
  features: formulas.features,
}

export type AdminFormula = Omit<Formula, 'price'> & { priceEur: number | null; priceXaf: number | null }

export async function listFormulasForAdmin(db: Database): Promise<AdminFormula[]> {
  return db.select(formulaColumns).from(formulas).orderBy(asc(formulas.position), asc(formulas.id))
}

async function findFormula(db: Database, id: string): Promise<AdminFormula> {
  const [row] = await db.select(formulaColumns).from(formulas).where(eq(formulas.id, id))
  if (!row) throw new AppError('NOT_FOUND', 'Formule introuvable.')
  return row
}

/** A new formula, placed last; its id (used in /paiement/{id}) is made from its name and never changes. */
export async function createFormula(db: Database, input: FormulaValues): Promise<AdminFormula> {
  const taken = new Set((await db.select({ id: formulas.id }).from(formulas)).map(row => row.id))
  const id = uniqueSlug(slugify(input.name), taken)
  const [last] = await db.select({ position: max(formulas.position) }).from(formulas)
  await db.insert(formulas).values({ id, ...input, position: (last?.position ?? -1) + 1 })
  return findFormula(db, id)
}

/**
 * Changes a formula. Orders already placed keep the amount and currency copied when they were made,
 * so a new price only applies to the next orders.
 */
export async function updateFormula(db: Database, id: string, input: FormulaValues) {
  const before = await findFormula(db, id)
  await db.update(formulas).set(input).where(eq(formulas.id, id))
  return { before, after: await findFormula(db, id) }
}

export async function deleteFormula(db: Database, id: string): Promise<AdminFormula> {
  const before = await findFormula(db, id)
  await db.delete(formulas).where(eq(formulas.id, id))
  return before
}

export async function reorderFormulas(db: Database, ids: string[]) {
  const rows = await db.select({ id: formulas.id }).from(formulas)
  await reorder(
    db,
    rows.map(row => row.id),
    ids,
    (id, position) => db.update(formulas).set({ position }).where(eq(formulas.id, id)),
  )
}
