import { randomBytes } from 'node:crypto'
import { and, asc, desc, eq, inArray, isNotNull, isNull, max, sql } from 'drizzle-orm'
import { ROLES, type Role } from '#core/auth/roles.ts'
import type { Database } from '#core/db/client.server.ts'
import { AppError } from '#core/http/app-error.ts'
import { disciplines, formulas, levels, type LevelContent } from '#features/catalog/server/academy.table.ts'
import { profiles } from '#features/account/server/account.table.ts'
import { user } from '#core/auth/auth.table.ts'
import { orders } from '#features/commerce/server/commerce.table.ts'
import { LEARNING_MESSAGES, formulaOpensLevel, lessonsFirstMessage, levelKey } from '../learning.access.ts'
import { exercisesOf, type LessonBlock } from '#lib/music/lesson-blocks.ts'
import { readyLessonVideoSources, type LessonVideoSources } from '#features/courses/server/lesson-videos.repo.ts'
import { scorePractice, type PracticeTry } from '../practice/scoring.ts'
import {
  assessmentRecordings,
  certificates,
  exerciseProgress,
  lessonProgress,
  practiceResults,
  quizAttempts,
  type AttemptPerformance,
  type ReviewStatus,
} from './learning.table.ts'

/** Waiting time between two attempts at a level's assessment. */
export const QUIZ_RETRY_DELAY_MINUTES = 30

export type LevelRow = {
  disciplineId: string
  disciplineName: string
  levelId: string
  levelName: string
  content: LevelContent
}

/** Every level, in the academy's order (discipline, then level position). */
export async function listLevels(db: Database): Promise<LevelRow[]> {
  return db
    .select({
      disciplineId: levels.disciplineId,
      disciplineName: disciplines.name,
      levelId: levels.id,
      levelName: levels.levelName,
      content: levels.content,
    })
    .from(levels)
    .innerJoin(disciplines, eq(disciplines.id, levels.disciplineId))
    .orderBy(asc(disciplines.position), asc(levels.position))
}

export async function getLevel(db: Database, disciplineId: string, levelId: string): Promise<LevelRow> {
  const [row] = await db
    .select({
      disciplineId: levels.disciplineId,
      disciplineName: disciplines.name,
      levelId: levels.id,
      levelName: levels.levelName,
      content: levels.content,
    })
    .from(levels)
    .innerJoin(disciplines, eq(disciplines.id, levels.disciplineId))
    .where(and(eq(levels.disciplineId, disciplineId), eq(levels.id, levelId)))
  if (!row) throw new AppError('NOT_FOUND', 'Cours introuvable.')
  return row
}

export type Enrolment = {
  /** Formulas that open levels today. */
  activeFormulaIds: string[]
  /** Monthly formulas held whose last paid month is over. */
  lapsed: { formulaId: string; endedAt: string }[]
}

/**
 * The formulas that count today: those in the profile (spec §3 `courses`, filled when a payment
 * settles), except monthly ones whose last paid month has ended. A formula held without any paid
 * order (granted by the label, e.g. after a quote) counts as long as it is in the profile.
 */
export async function enrolmentOf(db: Database, userId: string, now = new Date()): Promise<Enrolment> {
  const [profile] = await db.select({ courses: profiles.courses }).from(profiles).where(eq(profiles.userId, userId))
  const held = profile?.courses ?? []
  if (held.length === 0) return { activeFormulaIds: [], lapsed: [] }
  const [cycles, periods] = await Promise.all([
    db
      .select({ id: formulas.id, billingCycle: formulas.billingCycle })
      .from(formulas)
      .where(inArray(formulas.id, held)),
    db
      .select({ formulaId: orders.formulaId, periodEnd: max(orders.periodEnd) })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.status, 'paid'), isNotNull(orders.periodEnd)))
      .groupBy(orders.formulaId),
  ])
  const monthly = new Set(cycles.filter(formula => formula.billingCycle === 'mois').map(formula => formula.id))
  const activeFormulaIds: string[] = []
  const lapsed: Enrolment['lapsed'] = []
  for (const formulaId of held) {
    const periodEnd = periods.find(period => period.formulaId === formulaId)?.periodEnd
    const end = periodEnd ? new Date(periodEnd) : null
    if (monthly.has(formulaId) && end && end <= now) lapsed.push({ formulaId, endedAt: end.toISOString() })
    else activeFormulaIds.push(formulaId)
  }
  return { activeFormulaIds, lapsed }
}

export type Learner = { id: string; name: string; role: Role }

/** Whether this user may follow a level: a formula of theirs opens it; the label's admins see every level. */
export function canFollow(learner: Learner, enrolment: Enrolment, levelId: string): boolean {
  return (
    learner.role === ROLES.admin || enrolment.activeFormulaIds.some(formulaId => formulaOpensLevel(formulaId, levelId))
  )
}

/** Throws the French 403 for a level this user may not follow. */
export async function requireLevelAccess(db: Database, learner: Learner, disciplineId: string, levelId: string) {
  const level = await getLevel(db, disciplineId, levelId)
  const enrolment = await enrolmentOf(db, learner.id)
  if (!canFollow(learner, enrolment, levelId)) throw new AppError('FORBIDDEN', LEARNING_MESSAGES.notEnrolled)
  return { level, enrolment }
}

/** The level's lessons this student has not finished yet (their numbers, in the syllabus' order). */
export async function lessonsToDo(db: Database, userId: string, level: LevelRow): Promise<number[]> {
  const rows = await db
    .select({ lesson: lessonProgress.lesson })
    .from(lessonProgress)
    .where(
      and(
        eq(lessonProgress.userId, userId),
        eq(lessonProgress.disciplineId, level.disciplineId),
        eq(lessonProgress.levelId, level.levelId),
      ),
    )
  const done = new Set(rows.map(row => row.lesson))
  return level.content.syllabus.map(lesson => lesson.lesson).filter(lesson => !done.has(lesson))
}

/** The assessment opens once every lesson of the level is done: a 409 naming those left otherwise. */
export async function requireLessonsDone(db: Database, userId: string, level: LevelRow) {
  const missing = await lessonsToDo(db, userId, level)
  if (missing.length > 0)
    throw new AppError('CONFLICT', lessonsFirstMessage(missing, level.content.syllabus.length), {
      lessons: missing.join(','),
    })
}

type LevelProgressRows = {
  lessons: { disciplineId: string; levelId: string; lesson: number; completedAt: Date }[]
  exercises: {
    disciplineId: string
    levelId: string
    exercise: number
    answer: string
    triedAt: Date
    revealedAt: Date | null
  }[]
  certificates: {
    disciplineId: string
    levelId: string
    code: string
    score: number
    issuedAt: Date
    revokedAt: Date | null
  }[]
}

async function progressRows(
  db: Database,
  userId: string,
  level?: { disciplineId: string; levelId: string },
): Promise<LevelProgressRows> {
  const of = <T extends typeof lessonProgress | typeof exerciseProgress | typeof certificates>(table: T) =>
    level
      ? and(eq(table.userId, userId), eq(table.disciplineId, level.disciplineId), eq(table.levelId, level.levelId))
      : eq(table.userId, userId)
  const [lessons, exercises, issued] = await Promise.all([
    db
      .select({
        disciplineId: lessonProgress.disciplineId,
        levelId: lessonProgress.levelId,
        lesson: lessonProgress.lesson,
        completedAt: lessonProgress.completedAt,
      })
      .from(lessonProgress)
      .where(of(lessonProgress)),
    db
      .select({
        disciplineId: exerciseProgress.disciplineId,
        levelId: exerciseProgress.levelId,
        exercise: exerciseProgress.exercise,
        answer: exerciseProgress.answer,
        triedAt: exerciseProgress.triedAt,
        revealedAt: exerciseProgress.revealedAt,
      })
      .from(exerciseProgress)
      .where(of(exerciseProgress)),
    db
      .select({
        disciplineId: certificates.disciplineId,
        levelId: certificates.levelId,
        code: certificates.code,
        score: certificates.score,
        issuedAt: certificates.issuedAt,
        revokedAt: certificates.revokedAt,
      })
      .from(certificates)
      .where(of(certificates)),
  ])
  return { lessons, exercises, certificates: issued }
}

export type LevelProgress = {
  lessonsDone: number
  lessonsTotal: number
  /** Lessons done over lessons, rounded down. */
  percent: number
  /** The first lesson not done, or null when all are. */
  resumeLesson: number | null
  exercisesTried: number
  exercisesTotal: number
  passed: boolean
  certificateCode: string | null
}

function levelProgress(level: LevelRow, rows: LevelProgressRows): LevelProgress {
  const isThis = (row: { disciplineId: string; levelId: string }) =>
    row.disciplineId === level.disciplineId && row.levelId === level.levelId
  const done = new Set(rows.lessons.filter(isThis).map(row => row.lesson))
  const syllabus = level.content.syllabus
  const lessonsDone = syllabus.filter(lesson => done.has(lesson.lesson)).length
  const certificate = rows.certificates.find(row => isThis(row) && !row.revokedAt)
  return {
    lessonsDone,
    lessonsTotal: syllabus.length,
    percent: syllabus.length === 0 ? 0 : Math.floor((lessonsDone * 100) / syllabus.length),
    resumeLesson: syllabus.find(lesson => !done.has(lesson.lesson))?.lesson ?? null,
    exercisesTried: rows.exercises.filter(isThis).length,
    exercisesTotal: level.content.exercises.length,
    passed: Boolean(certificate),
    certificateCode: certificate?.code ?? null,
  }
}

export type LearningOverview = {
  disciplines: {
    id: string
    name: string
    lessonsDone: number
    lessonsTotal: number
    percent: number
    levels: ({ id: string; levelName: string; isOpen: boolean } & LevelProgress)[]
  }[]
  activeFormulaIds: string[]
  lapsed: Enrolment['lapsed']
  /** Where 'Reprendre' goes: the first lesson not done of the level worked on last, among open levels. */
  resume: {
    disciplineId: string
    levelId: string
    lesson: number
    title: string
    disciplineName: string
    levelName: string
  } | null
}

/** Progress per level and per discipline, computed from the lessons marked done. */
export async function getOverview(db: Database, learner: Learner, now = new Date()): Promise<LearningOverview> {
  const [allLevels, enrolment, rows] = await Promise.all([
    listLevels(db),
    enrolmentOf(db, learner.id, now),
    progressRows(db, learner.id),
  ])
  const byDiscipline = new Map<string, LearningOverview['disciplines'][number]>()
  for (const level of allLevels) {
    let discipline = byDiscipline.get(level.disciplineId)
    if (!discipline) {
      discipline = {
        id: level.disciplineId,
        name: level.disciplineName,
        lessonsDone: 0,
        lessonsTotal: 0,
        percent: 0,
        levels: [],
      }
      byDiscipline.set(level.disciplineId, discipline)
    }
    const progress = levelProgress(level, rows)
    discipline.levels.push({
      id: level.levelId,
      levelName: level.levelName,
      isOpen: canFollow(learner, enrolment, level.levelId),
      ...progress,
    })
    discipline.lessonsDone += progress.lessonsDone
    discipline.lessonsTotal += progress.lessonsTotal
  }
  for (const discipline of byDiscipline.values()) {
    discipline.percent =
      discipline.lessonsTotal === 0 ? 0 : Math.floor((discipline.lessonsDone * 100) / discipline.lessonsTotal)
  }
  // The level touched last (a lesson done, an exercise tried) that still has a lesson to do.
  const activity = [
    ...rows.lessons.map(row => ({ key: levelKey(row.disciplineId, row.levelId), at: row.completedAt.getTime() })),
    ...rows.exercises.map(row => ({ key: levelKey(row.disciplineId, row.levelId), at: row.triedAt.getTime() })),
  ].sort((a, b) => b.at - a.at)
  const candidates = allLevels.filter(
    level => canFollow(learner, enrolment, level.levelId) && levelProgress(level, rows).resumeLesson !== null,
  )
  const recent = activity
    .map(entry => candidates.find(level => levelKey(level.disciplineId, level.levelId) === entry.key))
    .find(Boolean)
  const target = recent ?? candidates[0]
  const resumeLesson = target ? levelProgress(target, rows).resumeLesson : null
  const lesson = target?.content.syllabus.find(item => item.lesson === resumeLesson)
  return {
    disciplines: [...byDiscipline.values()],
    activeFormulaIds: enrolment.activeFormulaIds,
    lapsed: enrolment.lapsed,
    resume:
      target && lesson
        ? {
            disciplineId: target.disciplineId,
            levelId: target.levelId,
            lesson: lesson.lesson,
            title: lesson.title,
            disciplineName: target.disciplineName,
            levelName: target.levelName,
          }
        : null,
  }
}

export type QuizStatus = {
  attempts: { score: number; passed: boolean; review: ReviewStatus | null; date: string }[]
  /** When the next attempt is allowed (ISO), or null when it is allowed now (or the level is passed). */
  nextAttemptAt: string | null
  /** Where the latest attempt's review stands, when it has one (the certificate waits for it). */
  review: {
    attemptId: string
    status: ReviewStatus
    /** When a teacher should have answered (ISO), once every recording arrived. */
    dueAt: string | null
    comment: string | null
    decidedAt: string | null
  } | null
}

async function listAttempts(db: Database, userId: string, disciplineId: string, levelId: string) {
  return db
    .select({
      id: quizAttempts.id,
      score: quizAttempts.score,
      passed: quizAttempts.passed,
      review: quizAttempts.review,
      reviewDueAt: quizAttempts.reviewDueAt,
      reviewComment: quizAttempts.reviewComment,
      reviewedAt: quizAttempts.reviewedAt,
      createdAt: quizAttempts.createdAt,
    })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.userId, userId),
        eq(quizAttempts.disciplineId, disciplineId),
        eq(quizAttempts.levelId, levelId),
      ),
    )
    .orderBy(desc(quizAttempts.createdAt))
}

function nextAttemptAt(latest: Date | undefined, passed: boolean, now: Date): Date | null {
  if (!latest || passed) return null
  const next = new Date(latest.getTime() + QUIZ_RETRY_DELAY_MINUTES * 60_000)
  return next > now ? next : null
}

export async function getQuizStatus(
  db: Database,
  userId: string,
  disciplineId: string,
  levelId: string,
  passed: boolean,
  now = new Date(),
): Promise<QuizStatus> {
  const attempts = await listAttempts(db, userId, disciplineId, levelId)
  const latest = attempts[0]
  return {
    attempts: attempts.map(attempt => ({
      score: attempt.score,
      passed: attempt.passed,
      review: attempt.review,
      date: attempt.createdAt.toISOString(),
    })),
    // A result waiting for its teacher is not retaken: the next attempt opens only if it is refused.
    nextAttemptAt:
      latest?.review === 'pending' ? null : (nextAttemptAt(latest?.createdAt, passed, now)?.toISOString() ?? null),
    review:
      latest?.review && latest.review !== 'abandoned'
        ? {
            attemptId: latest.id,
            status: latest.review,
            dueAt: latest.reviewDueAt?.toISOString() ?? null,
            comment: latest.reviewComment,
            decidedAt: latest.reviewedAt?.toISOString() ?? null,
          }
        : null,
  }
}

export type LevelWorkspace = {
  disciplineId: string
  disciplineName: string
  levelId: string
  levelName: string
  lessons: {
    lesson: number
    title: string
    content: string
    done: boolean
    free: boolean
    /** Practice exercises in the lesson, and how many of them the student passed. */
    practiceTotal: number
    practicePassed: number
  }[]
  exercises: {
    index: number
    title: string
    instructions: string
    tried: boolean
    answer: string
    revealed: boolean
    solution: string | null
  }[]
  progress: LevelProgress
  /** The whole discipline: lessons done over the lessons of all its levels. */
  disciplineProgress: { lessonsDone: number; lessonsTotal: number; percent: number }
  passingScore: number
  quiz: QuizStatus
}

/** Everything an enrolled student works with on one level; solutions only once revealed. */
export async function getWorkspace(
  db: Database,
  learner: Learner,
  disciplineId: string,
  levelId: string,
): Promise<LevelWorkspace> {
  const { level } = await requireLevelAccess(db, learner, disciplineId, levelId)
  const [rows, allLevels, practice] = await Promise.all([
    progressRows(db, learner.id),
    listLevels(db),
    practiceRows(db, learner.id, disciplineId, levelId),
  ])
  const progress = levelProgress(level, rows)
  const done = new Set(
    rows.lessons.filter(row => row.disciplineId === disciplineId && row.levelId === levelId).map(row => row.lesson),
  )
  const ofDiscipline = allLevels
    .filter(candidate => candidate.disciplineId === disciplineId)
    .map(candidate => levelProgress(candidate, rows))
  const disciplineDone = ofDiscipline.reduce((sum, item) => sum + item.lessonsDone, 0)
  const disciplineTotal = ofDiscipline.reduce((sum, item) => sum + item.lessonsTotal, 0)
  return {
    disciplineId,
    disciplineName: level.disciplineName,
    levelId,
    levelName: level.levelName,
    lessons: level.content.syllabus.map(lesson => {
      const exercises = exercisesOf(lesson.blocks)
      return {
        lesson: lesson.lesson,
        title: lesson.title,
        content: lesson.content,
        done: done.has(lesson.lesson),
        free: Boolean(lesson.free),
        practiceTotal: exercises.length,
        practicePassed: exercises.filter(exercise =>
          practice.some(row => row.lesson === lesson.lesson && row.exercise === exercise.id && row.passed),
        ).length,
      }
    }),
    exercises: level.content.exercises.map((exercise, index) => {
      const work = rows.exercises.find(
        row => row.disciplineId === disciplineId && row.levelId === levelId && row.exercise === index,
      )
      return {
        index,
        title: exercise.title,
        instructions: exercise.instructions,
        tried: Boolean(work),
        answer: work?.answer ?? '',
        revealed: Boolean(work?.revealedAt),
        solution: work?.revealedAt ? exercise.solution : null,
      }
    }),
    progress,
    disciplineProgress: {
      lessonsDone: disciplineDone,
      lessonsTotal: disciplineTotal,
      percent: disciplineTotal === 0 ? 0 : Math.floor((disciplineDone * 100) / disciplineTotal),
    },
    passingScore: level.content.assessment.passingScore,
    quiz: await getQuizStatus(db, learner.id, disciplineId, levelId, progress.passed),
  }
}

/** Marks a lesson done or not done; returns the level's progress. */
export async function setLessonDone(
  db: Database,
  learner: Learner,
  disciplineId: string,
  levelId: string,
  lesson: number,
  done: boolean,
) {
  const { level } = await requireLevelAccess(db, learner, disciplineId, levelId)
  const item = level.content.syllabus.find(candidate => candidate.lesson === lesson)
  if (!item) throw new AppError('NOT_FOUND', 'Leçon introuvable.')
  const exercises = exercisesOf(item.blocks)
  if (done && exercises.length > 0) {
    // A lesson with practice is done when its exercises reach their pass marks, not by a button.
    const passed = await practiceRows(db, learner.id, disciplineId, levelId, lesson)
    if (!exercises.every(exercise => passed.some(row => row.exercise === exercise.id && row.passed)))
      throw new AppError('CONFLICT', LEARNING_MESSAGES.practiceFirst)
  }
  const where = and(
    eq(lessonProgress.userId, learner.id),
    eq(lessonProgress.disciplineId, disciplineId),
    eq(lessonProgress.levelId, levelId),
    eq(lessonProgress.lesson, lesson),
  )
  if (done)
    await db.insert(lessonProgress).values({ userId: learner.id, disciplineId, levelId, lesson }).onConflictDoNothing()
  else await db.delete(lessonProgress).where(where)
  return levelProgress(level, await progressRows(db, learner.id, { disciplineId, levelId }))
}

function exerciseOf(level: LevelRow, index: number) {
  const exercise = level.content.exercises[index]
  if (!exercise) throw new AppError('NOT_FOUND', 'Exercice introuvable.')
  return exercise
}

/** Records a try (the student's answer, or empty for 'J'ai essayé'); trying again updates the answer. */
export async function recordTry(
  db: Database,
  learner: Learner,
  disciplineId: string,
  levelId: string,
  index: number,
  answer: string,
) {
  const { level } = await requireLevelAccess(db, learner, disciplineId, levelId)
  exerciseOf(level, index)
  await db
    .insert(exerciseProgress)
    .values({ userId: learner.id, disciplineId, levelId, exercise: index, answer })
    .onConflictDoUpdate({
      target: [
        exerciseProgress.userId,
        exerciseProgress.disciplineId,
        exerciseProgress.levelId,
        exerciseProgress.exercise,
      ],
      set: { answer },
    })
  return { index, tried: true as const, answer }
}

/** Reveals the solution, only after a try; the reveal is remembered (the first moment is kept). */
export async function revealSolution(
  db: Database,
  learner: Learner,
  disciplineId: string,
  levelId: string,
  index: number,
) {
  const { level } = await requireLevelAccess(db, learner, disciplineId, levelId)
  const exercise = exerciseOf(level, index)
  const [revealed] = await db
    .update(exerciseProgress)
    .set({ revealedAt: sql`coalesce(${exerciseProgress.revealedAt}, now())` })
    .where(
      and(
        eq(exerciseProgress.userId, learner.id),
        eq(exerciseProgress.disciplineId, disciplineId),
        eq(exerciseProgress.levelId, levelId),
        eq(exerciseProgress.exercise, index),
      ),
    )
    .returning({ answer: exerciseProgress.answer })
  if (!revealed) throw new AppError('CONFLICT', LEARNING_MESSAGES.tryFirst)
  return { index, tried: true as const, answer: revealed.answer, revealed: true as const, solution: exercise.solution }
}

async function practiceRows(db: Database, userId: string, disciplineId: string, levelId: string, lesson?: number) {
  return db
    .select({
      lesson: practiceResults.lesson,
      exercise: practiceResults.exercise,
      bestScore: practiceResults.bestScore,
      lastScore: practiceResults.lastScore,
      passed: practiceResults.passed,
      attempts: practiceResults.attempts,
      bestDetail: practiceResults.bestDetail,
    })
    .from(practiceResults)
    .where(
      and(
        eq(practiceResults.userId, userId),
        eq(practiceResults.disciplineId, disciplineId),
        eq(practiceResults.levelId, levelId),
        lesson === undefined ? undefined : eq(practiceResults.lesson, lesson),
      ),
    )
}

export type PracticeBest = { bestScore: number; lastScore: number; passed: boolean; attempts: number; detail: unknown }

export type LessonView = {
  disciplineId: string
  disciplineName: string
  levelId: string
  levelName: string
  lesson: number
  title: string
  content: string
  blocks: LessonBlock[]
  free: boolean
  /** Open as the level's "Leçon d'essai" only: practice works but nothing is saved. */
  trial: boolean
  done: boolean
  /** Exercise id → the student's best result. */
  practice: Record<string, PracticeBest>
  /** The lesson's ready videos (video blocks), by id: a video still being converted is left out. */
  videos: Record<string, LessonVideoSources>
  /** The level's lessons, for the way between them (titles of all; `free` says which are open to all). */
  outline: { lesson: number; title: string; free: boolean; done: boolean }[]
  /** The level's progress (null in a trial). */
  progress: LevelProgress | null
}

/**
 * One lesson with its blocks: for a student who follows the level, with their results; for anyone
 * (signed in or not) when it is the level's free lesson, as a trial.
 */
export async function getLesson(
  db: Database,
  learner: Learner | null,
  disciplineId: string,
  levelId: string,
  lessonNumber: number,
): Promise<LessonView> {
  const level = await getLevel(db, disciplineId, levelId)
  const item = level.content.syllabus.find(candidate => candidate.lesson === lessonNumber)
  if (!item) throw new AppError('NOT_FOUND', 'Leçon introuvable.')
  const follows = learner ? canFollow(learner, await enrolmentOf(db, learner.id), levelId) : false
  if (!follows && !item.free) {
    if (!learner) throw new AppError('UNAUTHENTICATED', LEARNING_MESSAGES.signInForLesson)
    throw new AppError('FORBIDDEN', LEARNING_MESSAGES.notEnrolled)
  }
  const [practice, rows] =
    follows && learner
      ? await Promise.all([
          practiceRows(db, learner.id, disciplineId, levelId, lessonNumber),
          progressRows(db, learner.id, { disciplineId, levelId }),
        ])
      : [[], null]
  const done = new Set(rows?.lessons.map(row => row.lesson) ?? [])
  const videoIds = (item.blocks ?? []).flatMap(block => (block.type === 'video' ? [block.videoId] : []))
  const videos = videoIds.length ? await readyLessonVideoSources(db, videoIds) : {}
  return {
    disciplineId,
    disciplineName: level.disciplineName,
    levelId,
    levelName: level.levelName,
    lesson: item.lesson,
    title: item.title,
    content: item.content,
    blocks: item.blocks ?? [],
    free: Boolean(item.free),
    trial: !follows,
    done: done.has(item.lesson),
    practice: Object.fromEntries(
      practice.map(row => [
        row.exercise,
        {
          bestScore: row.bestScore,
          lastScore: row.lastScore,
          passed: row.passed,
          attempts: row.attempts,
          detail: row.bestDetail,
        },
      ]),
    ),
    videos,
    outline: level.content.syllabus.map(lesson => ({
      lesson: lesson.lesson,
      title: lesson.title,
      free: Boolean(lesson.free),
      done: done.has(lesson.lesson),
    })),
    progress: rows ? levelProgress(level, rows) : null,
  }
}

/**
 * Scores one practice try on the server (from the measurements the browser sent), keeps the best
 * result, and marks the lesson done once every exercise of the lesson has reached its pass mark.
 */
export async function recordPractice(
  db: Database,
  learner: Learner,
  disciplineId: string,
  levelId: string,
  lessonNumber: number,
  exerciseId: string,
  attempt: PracticeTry,
) {
  const { level } = await requireLevelAccess(db, learner, disciplineId, levelId)
  const item = level.content.syllabus.find(candidate => candidate.lesson === lessonNumber)
  if (!item) throw new AppError('NOT_FOUND', 'Leçon introuvable.')
  const exercises = exercisesOf(item.blocks)
  const exercise = exercises.find(candidate => candidate.id === exerciseId)
  if (!exercise) throw new AppError('NOT_FOUND', 'Exercice introuvable.')
  const result = scorePractice(exercise.practice, attempt)
  if (!result) throw new AppError('INVALID_INPUT', LEARNING_MESSAGES.wrongPracticeKind)
  // One hand of a two-hand score is practised in the browser, never recorded (ADR 024).
  if (!result.counts) throw new AppError('INVALID_INPUT', LEARNING_MESSAGES.oneHand)
  const passed = result.score >= exercise.passMark
  return db.transaction(async tx => {
    const key = and(
      eq(practiceResults.userId, learner.id),
      eq(practiceResults.disciplineId, disciplineId),
      eq(practiceResults.levelId, levelId),
      eq(practiceResults.lesson, lessonNumber),
      eq(practiceResults.exercise, exerciseId),
    )
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`practice:${learner.id}:${disciplineId}/${levelId}/${lessonNumber}/${exerciseId}`}))`,
    )
    const [previous] = await tx
      .select({ bestScore: practiceResults.bestScore, passed: practiceResults.passed })
      .from(practiceResults)
      .where(key)
    const isBest = !previous || result.score > previous.bestScore
    if (!previous)
      await tx.insert(practiceResults).values({
        userId: learner.id,
        disciplineId,
        levelId,
        lesson: lessonNumber,
        exercise: exerciseId,
        bestScore: result.score,
        lastScore: result.score,
        passMark: exercise.passMark,
        passed,
        bestDetail: result.detail,
      })
    else
      await tx
        .update(practiceResults)
        .set({
          lastScore: result.score,
          attempts: sql`${practiceResults.attempts} + 1`,
          updatedAt: new Date(),
          ...(isBest ? { bestScore: result.score, bestDetail: result.detail, passMark: exercise.passMark } : {}),
          // Once passed, a weaker try later never takes it back.
          passed: previous.passed || passed,
        })
        .where(key)
    const rows = await tx
      .select({ exercise: practiceResults.exercise, passed: practiceResults.passed })
      .from(practiceResults)
      .where(
        and(
          eq(practiceResults.userId, learner.id),
          eq(practiceResults.disciplineId, disciplineId),
          eq(practiceResults.levelId, levelId),
          eq(practiceResults.lesson, lessonNumber),
        ),
      )
    const lessonDone = exercises.every(candidate => rows.some(row => row.exercise === candidate.id && row.passed))
    if (lessonDone)
      await tx
        .insert(lessonProgress)
        .values({ userId: learner.id, disciplineId, levelId, lesson: lessonNumber })
        .onConflictDoNothing()
    const [best] = await tx
      .select({
        bestScore: practiceResults.bestScore,
        lastScore: practiceResults.lastScore,
        passed: practiceResults.passed,
        attempts: practiceResults.attempts,
        detail: practiceResults.bestDetail,
      })
      .from(practiceResults)
      .where(key)
    return {
      exercise: exerciseId,
      score: result.score,
      passMark: exercise.passMark,
      passed,
      detail: result.detail,
      best: best as PracticeBest,
      lessonDone,
      progress: levelProgress(
        level,
        await progressRows(tx as unknown as Database, learner.id, { disciplineId, levelId }),
      ),
    }
  })
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** '7KQ2-XF9M-3BTA': 60 random bits, easy to read aloud and to type (no 0/O, no 1/I). */
export function newCertificateCode(): string {
  const chars = [...randomBytes(12)].map(byte => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('')
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`
}

/** Codes are typed by people: case and stray spaces do not matter. */
export function normalizeCertificateCode(code: string): string {
  return code.trim().toUpperCase().replace(/\s+/g, '')
}

export type AttemptRecord = {
  attemptId: string
  certificateCode: string | null
  /** True when this attempt issued the certificate (a first pass). */
  isNewCertificate: boolean
  /** 'recordings' when the pass waits for its recordings, then for a teacher. */
  review: ReviewStatus | null
}

/**
 * Stores a graded attempt and, on a first pass, issues the certificate, in one transaction holding
 * a per-student, per-level lock: two submissions at once can neither both skip the waiting time nor
 * issue two certificates.
 */
export async function recordAttempt(
  db: Database,
  learner: Learner,
  level: LevelRow,
  attempt: {
    answers: Record<string, number[]>
    points: number
    totalPoints: number
    /** The combined mark (the quiz's alone for a quiz-only level). */
    score: number
    passed: boolean
    performance: AttemptPerformance | null
  },
  now = new Date(),
): Promise<AttemptRecord> {
  // Parts performed in the browser are certified only once a teacher has heard their recordings.
  const needsReview = attempt.passed && Boolean(attempt.performance?.parts.some(part => part.performed))
  return db.transaction(async tx => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`quiz:${learner.id}:${level.disciplineId}/${level.levelId}`}))`,
    )
    const [issued] = await tx
      .select({ revokedAt: certificates.revokedAt })
      .from(certificates)
      .where(
        and(
          eq(certificates.userId, learner.id),
          eq(certificates.disciplineId, level.disciplineId),
          eq(certificates.levelId, level.levelId),
        ),
      )
    if (issued)
      throw new AppError(
        'CONFLICT',
        issued.revokedAt ? LEARNING_MESSAGES.revokedRetake : LEARNING_MESSAGES.alreadyPassed,
      )
    const [latest] = await listAttempts(tx as unknown as Database, learner.id, level.disciplineId, level.levelId)
    if (latest?.review === 'pending') throw new AppError('CONFLICT', LEARNING_MESSAGES.reviewPending)
    const next = nextAttemptAt(latest?.createdAt, false, now)
    if (next) throw new AppError('RATE_LIMITED', waitMessage(next, now))
    // An earlier pass whose recordings never all arrived is replaced by this attempt.
    await tx
      .update(quizAttempts)
      .set({ review: 'abandoned' })
      .where(
        and(
          eq(quizAttempts.userId, learner.id),
          eq(quizAttempts.disciplineId, level.disciplineId),
          eq(quizAttempts.levelId, level.levelId),
          eq(quizAttempts.review, 'recordings'),
        ),
      )
    const [row] = await tx
      .insert(quizAttempts)
      .values({
        userId: learner.id,
        disciplineId: level.disciplineId,
        levelId: level.levelId,
        answers: attempt.answers,
        points: attempt.points,
        totalPoints: attempt.totalPoints,
        score: attempt.score,
        passingScore: level.content.assessment.passingScore,
        passed: attempt.passed,
        performance: attempt.performance,
        review: needsReview ? 'recordings' : null,
        createdAt: now,
      })
      .returning({ id: quizAttempts.id })
    if (!row) throw new Error('the quiz attempt could not be stored')
    if (!attempt.passed || needsReview)
      return {
        attemptId: row.id,
        certificateCode: null,
        isNewCertificate: false,
        review: needsReview ? 'recordings' : null,
      }
    const code = await issueCertificate(tx as unknown as Database, {
      userId: learner.id,
      studentName: learner.name,
      level,
      score: attempt.score,
      attemptId: row.id,
      now,
    })
    return { attemptId: row.id, certificateCode: code, isNewCertificate: true, review: null }
  })
}

/** Issues a level's certificate (within the caller's transaction); its code. */
export async function issueCertificate(
  db: Database,
  input: {
    userId: string
    studentName: string
    level: { disciplineId: string; disciplineName: string; levelId: string; levelName: string }
    score: number
    attemptId: string
    now: Date
  },
): Promise<string> {
  const code = newCertificateCode()
  await db.insert(certificates).values({
    code,
    userId: input.userId,
    disciplineId: input.level.disciplineId,
    levelId: input.level.levelId,
    studentName: input.studentName,
    disciplineName: input.level.disciplineName,
    levelName: input.level.levelName,
    score: input.score,
    attemptId: input.attemptId,
    issuedAt: input.now,
  })
  return code
}

export function waitMessage(next: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 60_000))
  return `Vous pourrez repasser l’évaluation dans ${minutes} minute${minutes > 1 ? 's' : ''} : prenez ce temps pour revoir les leçons.`
}

export type CertificateView = {
  code: string
  status: 'valid' | 'revoked'
  studentName: string
  disciplineId: string
  disciplineName: string
  levelId: string
  levelName: string
  score: number
  passingScore: number | null
  issuedAt: string
  revokedAt: string | null
  /**
   * How the performed parts were judged: 'validated' by a teacher who heard them; 'self-graded' from
   * what the student's browser measured alone (certificates issued before teachers validated them);
   * null when the assessment had no performed part (the quiz, graded by the server).
   */
  performedParts: 'validated' | 'self-graded' | null
}

export async function findCertificate(db: Database, rawCode: string): Promise<CertificateView> {
  const code = normalizeCertificateCode(rawCode)
  const [row] = await db
    .select({
      performance: quizAttempts.performance,
      review: quizAttempts.review,
      code: certificates.code,
      studentName: certificates.studentName,
      disciplineId: certificates.disciplineId,
      disciplineName: certificates.disciplineName,
      levelId: certificates.levelId,
      levelName: certificates.levelName,
      score: certificates.score,
      passingScore: quizAttempts.passingScore,
      issuedAt: certificates.issuedAt,
      revokedAt: certificates.revokedAt,
    })
    .from(certificates)
    .leftJoin(quizAttempts, eq(quizAttempts.id, certificates.attemptId))
    .where(eq(certificates.code, code))
  if (!row) throw new AppError('NOT_FOUND', LEARNING_MESSAGES.unknownCertificate)
  const { performance, review, ...certificate } = row
  return {
    ...certificate,
    performedParts: performance?.parts.some(part => part.performed)
      ? review === 'validated'
        ? 'validated'
        : 'self-graded'
      : null,
    status: row.revokedAt ? 'revoked' : 'valid',
    issuedAt: row.issuedAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  }
}

export async function listCertificatesOf(db: Database, userId: string): Promise<CertificateView[]> {
  const rows = await db
    .select({ code: certificates.code })
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt))
  return Promise.all(rows.map(row => findCertificate(db, row.code)))
}

/** Admin: withdraws a certificate (fraud, error); the code then says it is revoked. Revoked once. */
export async function revokeCertificate(
  db: Database,
  rawCode: string,
  reason: string,
  now = new Date(),
): Promise<CertificateView> {
  const code = normalizeCertificateCode(rawCode)
  const existing = await findCertificate(db, code)
  if (existing.status === 'revoked') throw new AppError('CONFLICT', 'Ce certificat est déjà révoqué.')
  await db
    .update(certificates)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(certificates.code, code), isNull(certificates.revokedAt)))
  return findCertificate(db, code)
}

export type AdminCertificate = CertificateView & { revokedReason: string | null }

/** Admin: the latest certificates, or the one whose code is given. */
export async function listCertificatesForAdmin(
  db: Database,
  filter: { code?: string } = {},
  limit = 50,
): Promise<AdminCertificate[]> {
  const rows = await db
    .select({ code: certificates.code, revokedReason: certificates.revokedReason })
    .from(certificates)
    .where(filter.code ? eq(certificates.code, normalizeCertificateCode(filter.code)) : undefined)
    .orderBy(desc(certificates.issuedAt))
    .limit(limit)
  return Promise.all(
    rows.map(async row => ({ ...(await findCertificate(db, row.code)), revokedReason: row.revokedReason })),
  )
}

/** Everything the learning feature keeps about a student, for "Télécharger mes données". */
export async function exportLearningData(db: Database, userId: string) {
  const [lessons, exercises, attempts, issued, practice, recordings] = await Promise.all([
    db
      .select({
        disciplineId: lessonProgress.disciplineId,
        levelId: lessonProgress.levelId,
        lesson: lessonProgress.lesson,
        completedAt: lessonProgress.completedAt,
      })
      .from(lessonProgress)
      .where(eq(lessonProgress.userId, userId)),
    db
      .select({
        disciplineId: exerciseProgress.disciplineId,
        levelId: exerciseProgress.levelId,
        exercise: exerciseProgress.exercise,
        answer: exerciseProgress.answer,
        triedAt: exerciseProgress.triedAt,
        revealedAt: exerciseProgress.revealedAt,
      })
      .from(exerciseProgress)
      .where(eq(exerciseProgress.userId, userId)),
    db
      .select({
        disciplineId: quizAttempts.disciplineId,
        levelId: quizAttempts.levelId,
        answers: quizAttempts.answers,
        score: quizAttempts.score,
        passed: quizAttempts.passed,
        performance: quizAttempts.performance,
        createdAt: quizAttempts.createdAt,
      })
      .from(quizAttempts)
      .where(eq(quizAttempts.userId, userId)),
    listCertificatesOf(db, userId),
    db
      .select({
        disciplineId: practiceResults.disciplineId,
        levelId: practiceResults.levelId,
        lesson: practiceResults.lesson,
        exercise: practiceResults.exercise,
        bestScore: practiceResults.bestScore,
        lastScore: practiceResults.lastScore,
        passed: practiceResults.passed,
        attempts: practiceResults.attempts,
        updatedAt: practiceResults.updatedAt,
      })
      .from(practiceResults)
      .where(eq(practiceResults.userId, userId)),
    listRecordings(db, [userId]),
  ])
  return {
    lessonsDone: lessons,
    exercises,
    quizAttempts: attempts,
    certificates: issued,
    practice,
    // The recordings kept for the teacher (the export route adds each one's audio).
    assessmentRecordings: recordings,
  }
}

// ---------------------------------------------------------------- assessment recordings

export type RecordingView = {
  id: string
  userId: string
  studentName: string
  disciplineId: string
  levelId: string
  part: string
  partTitle: string
  /** The part's score out of 100, and the attempt's combined mark. */
  partScore: number | null
  attemptScore: number
  contentType: string
  bytes: number
  createdAt: string
  /** Where the student, their teachers and the admins fetch it (each route checks its reader). */
  url: string
  mediaKey: string
}

/** The recordings of these students, newest first. */
export async function listRecordings(db: Database, userIds: string[], limit = 200): Promise<RecordingView[]> {
  if (userIds.length === 0) return []
  const rows = await db
    .select({
      id: assessmentRecordings.id,
      userId: assessmentRecordings.userId,
      studentName: user.name,
      disciplineId: assessmentRecordings.disciplineId,
      levelId: assessmentRecordings.levelId,
      part: assessmentRecordings.part,
      performance: quizAttempts.performance,
      attemptScore: quizAttempts.score,
      contentType: assessmentRecordings.contentType,
      bytes: assessmentRecordings.bytes,
      createdAt: assessmentRecordings.createdAt,
      mediaKey: assessmentRecordings.mediaKey,
    })
    .from(assessmentRecordings)
    .innerJoin(quizAttempts, eq(quizAttempts.id, assessmentRecordings.attemptId))
    .innerJoin(user, eq(user.id, assessmentRecordings.userId))
    .where(inArray(assessmentRecordings.userId, userIds))
    .orderBy(desc(assessmentRecordings.createdAt))
    .limit(limit)
  return rows.map(({ performance, ...row }) => {
    const part = performance?.parts.find(item => item.id === row.part)
    return {
      ...row,
      partTitle: part?.title ?? row.part,
      partScore: part?.score ?? null,
      createdAt: row.createdAt.toISOString(),
      url: `/api/learning/recordings/${row.id}`,
    }
  })
}

export async function findRecording(db: Database, id: string) {
  const [row] = await db.select().from(assessmentRecordings).where(eq(assessmentRecordings.id, id))
  return row ?? null
}

/** Media keys of a student's recordings (removed from the media store with the account). */
export async function recordingKeysOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ key: assessmentRecordings.mediaKey })
    .from(assessmentRecordings)
    .where(eq(assessmentRecordings.userId, userId))
  return rows.map(row => row.key)
}

/**
 * Checks that a recording may be kept for this attempt's part: the student's own attempt, with their
 * consent, a part they performed, not recorded yet. Returns the attempt's level.
 */
export async function checkRecordingUpload(db: Database, userId: string, attemptId: string, part: string) {
  const [attempt] = await db
    .select({
      userId: quizAttempts.userId,
      disciplineId: quizAttempts.disciplineId,
      levelId: quizAttempts.levelId,
      performance: quizAttempts.performance,
      createdAt: quizAttempts.createdAt,
    })
    .from(quizAttempts)
    .where(eq(quizAttempts.id, attemptId))
  if (!attempt || attempt.userId !== userId) throw new AppError('NOT_FOUND', LEARNING_MESSAGES.unknownAttempt)
  if (!attempt.performance?.keepRecording) throw new AppError('FORBIDDEN', LEARNING_MESSAGES.noRecordingConsent)
  if (!attempt.performance.parts.some(item => item.id === part && item.performed))
    throw new AppError('INVALID_INPUT', LEARNING_MESSAGES.unknownPart, { part: LEARNING_MESSAGES.unknownPart })
  // Recordings follow their attempt at once (the page sends them as soon as the answer comes).
  if (Date.now() - attempt.createdAt.getTime() > 60 * 60_000)
    throw new AppError('CONFLICT', LEARNING_MESSAGES.recordingTooLate)
  return attempt
}

export async function insertRecording(
  db: Database,
  row: {
    userId: string
    attemptId: string
    disciplineId: string
    levelId: string
    part: string
    mediaKey: string
    contentType: string
    bytes: number
    serverScore: number | null
  },
) {
  const [inserted] = await db
    .insert(assessmentRecordings)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: assessmentRecordings.id })
  return inserted?.id ?? null
}

/** How long a teacher has to validate a performed assessment, like a correction. */
export const REVIEW_HOURS = 72

/**
 * After a recording of a passing attempt arrived: once every performed part is recorded, the attempt
 * waits for a teacher (due in 72 h). Under a row lock, so two last uploads at once move it once.
 * Returns where the review stands.
 */
export async function advanceReview(db: Database, attemptId: string, now = new Date()): Promise<ReviewStatus | null> {
  return db.transaction(async tx => {
    const [attempt] = await tx
      .select({ review: quizAttempts.review, performance: quizAttempts.performance })
      .from(quizAttempts)
      .where(eq(quizAttempts.id, attemptId))
      .for('update')
    if (attempt?.review !== 'recordings') return attempt?.review ?? null
    const recorded = new Set(
      (
        await tx
          .select({ part: assessmentRecordings.part })
          .from(assessmentRecordings)
          .where(eq(assessmentRecordings.attemptId, attemptId))
      ).map(row => row.part),
    )
    const performed = attempt.performance?.parts.filter(part => part.performed) ?? []
    if (!performed.every(part => recorded.has(part.id))) return 'recordings'
    await tx
      .update(quizAttempts)
      .set({ review: 'pending', reviewDueAt: new Date(now.getTime() + REVIEW_HOURS * 3_600_000) })
      .where(eq(quizAttempts.id, attemptId))
    return 'pending'
  })
}
