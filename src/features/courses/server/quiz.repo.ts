import { and, asc, count, eq, isNotNull, max } from 'drizzle-orm'
import type { Database } from '#core/db/client.server.ts'
import { AppError } from '#core/http/app-error.ts'
import { levels } from '#features/catalog/server/academy.table.ts'
import type { EarTraining, QuizFile, QuizQuestion, QuizQuestionInput } from '../quiz.schemas.ts'
import { quizQuestions } from './quiz.table.ts'

// The only module that queries quiz_questions.

type Level = { disciplineId: string; levelId: string }

const ofLevel = ({ disciplineId, levelId }: Level) =>
  and(eq(quizQuestions.disciplineId, disciplineId), eq(quizQuestions.levelId, levelId))

const columns = {
  id: quizQuestions.id,
  prompt: quizQuestions.prompt,
  choices: quizQuestions.choices,
  correct: quizQuestions.correct,
  points: quizQuestions.points,
  explanation: quizQuestions.explanation,
  audio: quizQuestions.audio,
}

/** A row as the content files write a question: no `points` for one point, no `audio` without it. */
function toQuestion({ points, audio, ...row }: QuestionRow): QuizQuestion {
  return { ...row, ...(points === null ? {} : { points }), ...(audio === null ? {} : { audio }) }
}
type QuestionRow = Pick<typeof quizQuestions.$inferSelect, keyof typeof columns>

const toColumns = (input: QuizQuestionInput) => ({
  prompt: input.prompt,
  choices: input.choices,
  correct: input.correct,
  points: input.points ?? null,
  explanation: input.explanation,
  audio: input.audio ?? null,
})

/** A level's questions in order (empty when it has none). */
export async function listQuizQuestions(db: Database, level: Level): Promise<QuizQuestion[]> {
  const rows = await db
    .select(columns)
    .from(quizQuestions)
    .where(ofLevel(level))
    .orderBy(asc(quizQuestions.position), asc(quizQuestions.id))
  return rows.map(toQuestion)
}

/** Every ear-training extract of every level, to render ahead of the first student. */
export async function listEarTraining(db: Database): Promise<EarTraining[]> {
  const rows = await db.select({ audio: quizQuestions.audio }).from(quizQuestions).where(isNotNull(quizQuestions.audio))
  return rows.flatMap(row => (row.audio ? [row.audio] : []))
}

async function requireLevel(db: Database, { disciplineId, levelId }: Level) {
  const [row] = await db
    .select({ levelName: levels.levelName })
    .from(levels)
    .where(and(eq(levels.disciplineId, disciplineId), eq(levels.id, levelId)))
  if (!row) throw new AppError('NOT_FOUND', 'Niveau introuvable.')
  return row
}

/** The admin's view of a level: its name and its questions, answers included. */
export async function quizOfLevelForAdmin(db: Database, level: Level) {
  const { levelName } = await requireLevel(db, level)
  return { ...level, levelName, questions: await listQuizQuestions(db, level) }
}

async function findQuestion(db: Database, level: Level, id: string): Promise<QuizQuestion> {
  const [row] = await db
    .select(columns)
    .from(quizQuestions)
    .where(and(ofLevel(level), eq(quizQuestions.id, id)))
  if (!row) throw new AppError('NOT_FOUND', 'Question introuvable.')
  return toQuestion(row)
}

/** A new question, placed last, with an id that never changes (attempts store it). */
export async function createQuizQuestion(db: Database, level: Level, input: QuizQuestionInput) {
  await requireLevel(db, level)
  const rows = await db.select({ id: quizQuestions.id }).from(quizQuestions).where(ofLevel(level))
  const taken = new Set(rows.map(row => row.id))
  let number = rows.length + 1
  const idOf = (n: number) => `${level.disciplineId.slice(0, 15)}-${level.levelId.slice(0, 15)}-${n}`
  while (taken.has(idOf(number))) number++
  const [last] = await db
    .select({ position: max(quizQuestions.position) })
    .from(quizQuestions)
    .where(ofLevel(level))
  const id = idOf(number)
  await db.insert(quizQuestions).values({ ...level, id, ...toColumns(input), position: (last?.position ?? -1) + 1 })
  return findQuestion(db, level, id)
}

export async function updateQuizQuestion(db: Database, level: Level, id: string, input: QuizQuestionInput) {
  const before = await findQuestion(db, level, id)
  await db
    .update(quizQuestions)
    .set(toColumns(input))
    .where(and(ofLevel(level), eq(quizQuestions.id, id)))
  return { before, after: await findQuestion(db, level, id) }
}

export async function deleteQuizQuestion(db: Database, level: Level, id: string): Promise<QuizQuestion> {
  const before = await findQuestion(db, level, id)
  await db.delete(quizQuestions).where(and(ofLevel(level), eq(quizQuestions.id, id)))
  return before
}

/** A new order of the level's questions: every question exactly once. */
export async function reorderQuizQuestions(db: Database, level: Level, ids: string[]) {
  const existing = new Set(
    (await db.select({ id: quizQuestions.id }).from(quizQuestions).where(ofLevel(level))).map(row => row.id),
  )
  if (ids.length !== existing.size || ids.some(id => !existing.has(id))) {
    const message = 'La liste doit contenir chaque question du niveau exactement une fois.'
    throw new AppError('INVALID_INPUT', message, { ids: message })
  }
  for (const [position, id] of ids.entries())
    await db
      .update(quizQuestions)
      .set({ position })
      .where(and(ofLevel(level), eq(quizQuestions.id, id)))
}

/**
 * Fills quiz_questions from the content files while it is empty (a database created before quizzes
 * were rows gets them too), skipping files whose level does not exist. Returns how many were added.
 */
export async function seedQuizQuestions(db: Database, load: () => QuizFile[]): Promise<number> {
  const [row] = await db.select({ total: count() }).from(quizQuestions)
  if ((row?.total ?? 0) > 0) return 0
  const files = load()
  const known = new Set(
    (await db.select({ disciplineId: levels.disciplineId, id: levels.id }).from(levels)).map(
      level => `${level.disciplineId}/${level.id}`,
    ),
  )
  const values = files
    .filter(file => known.has(`${file.disciplineId}/${file.levelId}`))
    .flatMap(({ disciplineId, levelId, questions }) =>
      questions.map((question, position) => ({
        disciplineId,
        levelId,
        id: question.id,
        position,
        ...toColumns(question),
      })),
    )
  if (values.length > 0) await db.insert(quizQuestions).values(values)
  return values.length
}
