import { courseOutline } from '../course-outline.ts'
import { and, asc, eq } from 'drizzle-orm'
import type { Discipline, Formula, Level } from '#features/catalog/catalog.content.ts'
import type { Database } from '#core/db/client.server.ts'
import { AppError } from '#core/http/app-error.ts'
import { disciplines, formulas, levels } from './academy.table.ts'

export type LevelSummary = Pick<Level, 'id' | 'levelName' | 'durationWeeks' | 'hoursPerWeek'> & {
  passingScore: number
}
export type DisciplineSummary = Omit<Discipline, 'levels'> & { levels: LevelSummary[] }
/**
 * A level as anyone may read it: its outline. Lesson texts and exercise instructions and
 * solutions are for enrolled students, served by the learning API (`/api/learning/levels/...`).
 */
export type Course = Omit<Level, 'syllabus' | 'exercises' | 'performance'> & {
  syllabus: Pick<Level['syllabus'][number], 'lesson' | 'title' | 'free'>[]
  exercises: Pick<Level['exercises'][number], 'title'>[]
  /** The assessment's played parts, named with their share of the mark. */
  performance?: Pick<NonNullable<Level['performance']>[number], 'id' | 'title' | 'weight'>[]
  discipline: Pick<Discipline, 'id' | 'name' | 'imageUrl'>
  otherLevels: LevelSummary[]
}

const disciplineColumns = {
  id: disciplines.id,
  name: disciplines.name,
  description: disciplines.description,
  imageUrl: disciplines.imageUrl,
  videoId: disciplines.videoId,
}

async function listLevelSummaries(db: Database, disciplineId?: string) {
  const query = db
    .select({
      disciplineId: levels.disciplineId,
      id: levels.id,
      levelName: levels.levelName,
      durationWeeks: levels.durationWeeks,
      hoursPerWeek: levels.hoursPerWeek,
      content: levels.content,
    })
    .from(levels)
  const rows = await (disciplineId ? query.where(eq(levels.disciplineId, disciplineId)) : query).orderBy(
    asc(levels.position),
  )
  return rows.map(({ content, ...level }) => ({ ...level, passingScore: content.assessment.passingScore }))
}

export async function listDisciplines(db: Database): Promise<DisciplineSummary[]> {
  const [disciplineRows, levelRows] = await Promise.all([
    db.select(disciplineColumns).from(disciplines).orderBy(asc(disciplines.position)),
    listLevelSummaries(db),
  ])
  return disciplineRows.map(discipline => ({
    ...discipline,
    levels: levelRows
      .filter(level => level.disciplineId === discipline.id)
      .map(({ disciplineId: _disciplineId, ...level }) => level),
  }))
}

/** Every level's free lesson (« Leçon d'essai »): the public lessons, for the sitemap. */
export async function listFreeLessons(
  db: Database,
): Promise<{ disciplineId: string; levelId: string; lesson: number }[]> {
  const rows = await db
    .select({ disciplineId: levels.disciplineId, levelId: levels.id, content: levels.content })
    .from(levels)
    .orderBy(asc(levels.disciplineId), asc(levels.position))
  return rows.flatMap(({ disciplineId, levelId, content }) =>
    content.syllabus.filter(item => item.free).map(item => ({ disciplineId, levelId, lesson: item.lesson })),
  )
}

export async function getCourse(db: Database, disciplineId: string, courseId: string): Promise<Course> {
  const [row] = await db
    .select({
      level: {
        id: levels.id,
        levelName: levels.levelName,
        durationWeeks: levels.durationWeeks,
        hoursPerWeek: levels.hoursPerWeek,
        content: levels.content,
      },
      discipline: { id: disciplines.id, name: disciplines.name, imageUrl: disciplines.imageUrl },
    })
    .from(levels)
    .innerJoin(disciplines, eq(disciplines.id, levels.disciplineId))
    .where(and(eq(levels.disciplineId, disciplineId), eq(levels.id, courseId)))
  if (!row) throw new AppError('NOT_FOUND', 'Cours introuvable.')
  const otherLevels = (await listLevelSummaries(db, disciplineId))
    .filter(level => level.id !== courseId)
    .map(({ disciplineId: _disciplineId, ...level }) => level)
  const { content, ...level } = row.level
  return { ...level, ...courseOutline(content), discipline: row.discipline, otherLevels }
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

type FormulaRow = Omit<Formula, 'price'> & { priceEur: number | null; priceXaf: number | null }

function toFormula({ priceEur, priceXaf, ...formula }: FormulaRow): Formula {
  return {
    ...formula,
    price: priceEur != null && priceXaf != null ? { eur: priceEur, xaf: priceXaf } : null,
  }
}

export async function listFormulas(db: Database): Promise<Formula[]> {
  const rows = await db.select(formulaColumns).from(formulas).orderBy(asc(formulas.position))
  return rows.map(toFormula)
}

export async function getFormula(db: Database, id: string): Promise<Formula> {
  const [row] = await db.select(formulaColumns).from(formulas).where(eq(formulas.id, id))
  if (!row) throw new AppError('NOT_FOUND', 'Formule introuvable.')
  return toFormula(row)
}
