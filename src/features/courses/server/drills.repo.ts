import { randomBytes, randomUUID } from 'node:crypto'
import { and, asc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Database } from '#core/db/client.server.ts'
import { AppError } from '#core/http/app-error.ts'
import { levels } from '#features/catalog/server/academy.table.ts'
import { exercisesOf } from '#lib/music/lesson-blocks.ts'
import { type DrillItem, generateDrillItem } from '../drills/drill-generator.ts'
import { type DrillAnswer, gradeDrillItem } from '../drills/drill-grading.ts'
import { drillProfileOf, type DrillKind } from '../drills/drill-profiles.ts'
import {
  type Candidate,
  candidates,
  fillSession,
  nextReview,
  type SessionMinutes,
  type SkillStat,
  skillRight,
} from '../drills/drill-session.ts'
import { DRILL_MESSAGES } from '../drills/drill-messages.ts'
import { practiceProgress, type PracticeProgress } from '../drills/practice-progress.ts'
import { getOverview, type Learner, type LevelRow, requireLevelAccess } from './learning.repo.ts'
import { drillItems, drillSkillStats } from './drills.table.ts'
import { lessonProgress } from './learning.table.ts'

/** An issued item answers within this time (a 40-minute session, with a pause). */
export const DRILL_ITEM_LIFETIME_MINUTES = 180

const newSeed = () => randomBytes(4).readUInt32BE(0)

/** What the browser gets of an item: never the right choice, nor the notes of what it hears. */
export type PublicDrillItem = Omit<DrillItem, 'correct' | 'audio' | 'skills'> & { id: string; audioUrl: string | null }

export const drillAudioPath = (id: string) => `/api/learning/drills/${id}/audio`

function publicItem(id: string, item: DrillItem): PublicDrillItem {
  const { correct: _correct, audio, skills: _skills, ...visible } = item
  return { ...visible, id, audioUrl: audio ? drillAudioPath(id) : null }
}

async function skillStats(db: Database, userId: string, level: LevelRow): Promise<SkillStat[]> {
  return db
    .select({
      skill: drillSkillStats.skill,
      box: drillSkillStats.box,
      dueAt: drillSkillStats.dueAt,
      lastRight: drillSkillStats.lastRight,
      rights: drillSkillStats.rights,
      attempts: drillSkillStats.attempts,
    })
    .from(drillSkillStats)
    .where(
      and(
        eq(drillSkillStats.userId, userId),
        eq(drillSkillStats.disciplineId, level.disciplineId),
        eq(drillSkillStats.levelId, level.levelId),
      ),
    )
}

/**
 * The lessons a session builds on: the keys of the scores of the lessons done and of the first one not
 * done (most recent first), and that lesson, to resume.
 */
async function lessonContext(db: Database, userId: string, level: LevelRow) {
  const done = await db
    .select({ lesson: lessonProgress.lesson })
    .from(lessonProgress)
    .where(
      and(
        eq(lessonProgress.userId, userId),
        eq(lessonProgress.disciplineId, level.disciplineId),
        eq(lessonProgress.levelId, level.levelId),
      ),
    )
  const doneSet = new Set(done.map(row => row.lesson))
  const syllabus = level.content.syllabus
  const current = syllabus.find(lesson => !doneSet.has(lesson.lesson)) ?? null
  const studied = syllabus.filter(lesson => doneSet.has(lesson.lesson) || lesson === current).reverse()
  const keys: string[] = []
  for (const lesson of current ? [current, ...studied] : studied)
    for (const block of lesson.blocks ?? []) {
      const abc = block.type === 'score' || block.type === 'audio' ? block.abc : null
      const practised = block.type === 'exercise' && 'abc' in block.practice ? block.practice.abc : null
      for (const text of [abc, practised]) {
        const key = text ? /^K:\s*([A-G][#b]?m?)\b/m.exec(text)?.[1] : undefined
        if (key && !keys.includes(key)) keys.push(key)
      }
    }
  return {
    keys,
    lesson: current
      ? { lesson: current.lesson, title: current.title, exercises: exercisesOf(current.blocks).length }
      : null,
  }
}

async function issue(db: Database, learner: Learner, level: LevelRow, candidate: Candidate, seed: number) {
  const profile = drillProfileOf(level.disciplineId, level.levelId)
  const item = generateDrillItem(profile, candidate.kind, seed, candidate.focus)
  const [row] = await db
    .insert(drillItems)
    .values({
      userId: learner.id,
      disciplineId: level.disciplineId,
      levelId: level.levelId,
      kind: candidate.kind,
      focus: candidate.focus,
      seed,
    })
    .returning({ id: drillItems.id })
  if (!row) throw new Error('the drill item could not be stored')
  return { id: row.id, item }
}

export type SessionStep =
  | { type: 'item'; reason: Candidate['reason']; item: PublicDrillItem }
  | { type: 'lesson'; lesson: number; title: string; seconds: number }

export type PracticeSession = { minutes: SessionMinutes; totalSeconds: number; steps: SessionStep[] }

/**
 * « Ma séance du jour »: items filling the chosen length (the lesson in progress takes a quarter of it),
 * each issued with its own seed, the missed skills first.
 */
export async function startSession(
  db: Database,
  learner: Learner,
  disciplineId: string,
  levelId: string,
  minutes: SessionMinutes,
  now = new Date(),
): Promise<PracticeSession> {
  const { level } = await requireLevelAccess(db, learner, disciplineId, levelId)
  const profile = drillProfileOf(disciplineId, levelId)
  const [stats, context] = await Promise.all([skillStats(db, learner.id, level), lessonContext(db, learner.id, level)])
  const budget = minutes * 60
  const lessonSeconds = context.lesson && context.lesson.exercises > 0 ? Math.round(budget / 4) : 0
  const planned = fillSession(
    budget - lessonSeconds,
    candidates({ profile, stats, now, seed: newSeed(), lessonKeys: context.keys }),
    candidate => {
      const seed = newSeed()
      const item = generateDrillItem(profile, candidate.kind, seed, candidate.focus)
      return { seed, item, seconds: item.seconds }
    },
  )
  // Every item of the session issued in one insert (ids made here, so each row is known without a read).
  const rows = planned.map(({ candidate, made }) => ({
    id: randomUUID(),
    userId: learner.id,
    disciplineId,
    levelId,
    kind: candidate.kind,
    focus: candidate.focus,
    seed: made.seed,
  }))
  if (rows.length > 0) await db.insert(drillItems).values(rows)
  const steps: SessionStep[] = planned.map(({ candidate, made }, index) => ({
    type: 'item',
    reason: candidate.reason,
    item: publicItem(rows[index]!.id, made.item),
  }))
  if (lessonSeconds > 0 && context.lesson) {
    // After what was missed and the warm-up: the lesson's own exercises.
    const at = steps.findIndex(step => step.type === 'item' && step.reason !== 'review' && step.reason !== 'warm-up')
    steps.splice(at < 0 ? steps.length : at, 0, {
      type: 'lesson',
      lesson: context.lesson.lesson,
      title: context.lesson.title,
      seconds: lessonSeconds,
    })
  }
  const totalSeconds = steps.reduce((sum, step) => sum + (step.type === 'lesson' ? step.seconds : step.item.seconds), 0)
  return { minutes, totalSeconds, steps }
}

/** One more item (the endless drills): of the kind asked for, or the best one to do now. */
export async function nextItem(
  db: Database,
  learner: Learner,
  disciplineId: string,
  levelId: string,
  kind: DrillKind | undefined,
  now = new Date(),
) {
  const { level } = await requireLevelAccess(db, learner, disciplineId, levelId)
  const profile = drillProfileOf(disciplineId, levelId)
  if (kind && !profile.kinds.includes(kind)) throw new AppError('INVALID_INPUT', DRILL_MESSAGES.kindNotInLevel)
  const [stats, context] = await Promise.all([skillStats(db, learner.id, level), lessonContext(db, learner.id, level)])
  const offered = candidates({ profile, stats, now, seed: newSeed(), lessonKeys: context.keys })
  let chosen: Candidate | null = null
  for (let tries = 0; tries < 200 && !chosen; tries++) {
    const next = offered.next().value as Candidate
    if (!kind || next.kind === kind) chosen = next
  }
  const { id, item } = await issue(
    db,
    learner,
    level,
    chosen ?? { kind: kind!, focus: null, reason: 'practice' },
    newSeed(),
  )
  return { reason: chosen?.reason ?? 'practice', item: publicItem(id, item) }
}

async function issuedItem(db: Database, learner: Learner, id: string) {
  const [row] = await db.select().from(drillItems).where(eq(drillItems.id, id))
  // Another student's item is as unknown as one that does not exist.
  if (!row || row.userId !== learner.id) throw new AppError('NOT_FOUND', DRILL_MESSAGES.unknownItem)
  const item = generateDrillItem(
    drillProfileOf(row.disciplineId, row.levelId),
    row.kind as DrillKind,
    row.seed,
    row.focus,
  )
  return { row, item }
}

/** The ear-training clip of an item (its owner only). */
export async function itemAudio(db: Database, learner: Learner, id: string) {
  const { item } = await issuedItem(db, learner, id)
  if (!item.audio) throw new AppError('NOT_FOUND', DRILL_MESSAGES.noAudio)
  return item.audio
}

/**
 * Grades a result against the item its seed regenerates, once: a second result for the same item is
 * refused (409), and so is one after the item's lifetime. Then each skill's box moves.
 */
export async function answerItem(db: Database, learner: Learner, id: string, answer: DrillAnswer, now = new Date()) {
  const { row, item } = await issuedItem(db, learner, id)
  await requireLevelAccess(db, learner, row.disciplineId, row.levelId)
  if (row.answeredAt) throw new AppError('CONFLICT', DRILL_MESSAGES.alreadyAnswered)
  if (now.getTime() - row.issuedAt.getTime() > DRILL_ITEM_LIFETIME_MINUTES * 60_000)
    throw new AppError('CONFLICT', DRILL_MESSAGES.expired)
  const grade = gradeDrillItem(item, answer)
  if (!grade) throw new AppError('INVALID_INPUT', DRILL_MESSAGES.wrongAnswerKind)
  return db.transaction(async tx => {
    // Only the first result is kept: the row is claimed by the update itself.
    const [claimed] = await tx
      .update(drillItems)
      .set({ answeredAt: now, score: grade.score, seconds: item.seconds, skills: grade.skills })
      .where(and(eq(drillItems.id, id), isNull(drillItems.answeredAt)))
      .returning({ id: drillItems.id })
    if (!claimed) throw new AppError('CONFLICT', DRILL_MESSAGES.alreadyAnswered)
    const key = (skill: string) =>
      and(
        eq(drillSkillStats.userId, learner.id),
        eq(drillSkillStats.disciplineId, row.disciplineId),
        eq(drillSkillStats.levelId, row.levelId),
        eq(drillSkillStats.skill, skill),
      )
    for (const [skill, counts] of Object.entries(grade.skills)) {
      if (counts[1] === 0) continue
      const [previous] = await tx.select({ box: drillSkillStats.box }).from(drillSkillStats).where(key(skill))
      const review = nextReview(previous, skillRight(counts), now)
      await tx
        .insert(drillSkillStats)
        .values({
          userId: learner.id,
          disciplineId: row.disciplineId,
          levelId: row.levelId,
          skill,
          rights: counts[0],
          attempts: counts[1],
          ...review,
          lastAt: now,
        })
        .onConflictDoUpdate({
          target: [
            drillSkillStats.userId,
            drillSkillStats.disciplineId,
            drillSkillStats.levelId,
            drillSkillStats.skill,
          ],
          set: {
            rights: sql`${drillSkillStats.rights} + ${counts[0]}`,
            attempts: sql`${drillSkillStats.attempts} + ${counts[1]}`,
            ...review,
            lastAt: now,
          },
        })
    }
    return {
      id,
      score: grade.score,
      passed: grade.passed,
      detail: grade.detail,
      // The right answer, now that it is given.
      correct: item.answer === 'choice' ? item.choices![item.correct!]! : null,
    }
  })
}

/** A level's practice progress for its student (what the lesson and level pages show). */
export async function levelPracticeProgress(
  db: Database,
  learner: Learner,
  disciplineId: string,
  levelId: string,
  now = new Date(),
): Promise<PracticeProgress> {
  await requireLevelAccess(db, learner, disciplineId, levelId)
  const [row] = await db
    .select({ hoursPerWeek: levels.hoursPerWeek })
    .from(levels)
    .where(and(eq(levels.disciplineId, disciplineId), eq(levels.id, levelId)))
  const answered = await answeredItems(db, learner.id, now, { disciplineId, levelId })
  return practiceProgress({ answered, hoursPerWeek: row?.hoursPerWeek ?? 0, now })
}

const HISTORY_WEEKS = 8

async function answeredItems(
  db: Database,
  userId: string,
  now: Date,
  level?: { disciplineId: string; levelId: string },
) {
  const since = new Date(now.getTime() - (HISTORY_WEEKS + 1) * 7 * 86_400_000)
  return db
    .select({
      disciplineId: drillItems.disciplineId,
      levelId: drillItems.levelId,
      answeredAt: drillItems.answeredAt,
      seconds: drillItems.seconds,
      skills: drillItems.skills,
    })
    .from(drillItems)
    .where(
      and(
        eq(drillItems.userId, userId),
        isNotNull(drillItems.answeredAt),
        gte(drillItems.answeredAt, since),
        level ? eq(drillItems.disciplineId, level.disciplineId) : undefined,
        level ? eq(drillItems.levelId, level.levelId) : undefined,
      ),
    )
    .orderBy(asc(drillItems.answeredAt)) as Promise<
    {
      disciplineId: string
      levelId: string
      answeredAt: Date
      seconds: number | null
      skills: Record<string, [number, number]> | null
    }[]
  >
}

/** /profil: the streak, and each open level's week against its hours and its weakest points. */
export async function myPracticeProgress(db: Database, learner: Learner, now = new Date()) {
  const overview = await getOverview(db, learner, now)
  const [answered, hours] = await Promise.all([
    answeredItems(db, learner.id, now),
    db
      .select({ disciplineId: levels.disciplineId, levelId: levels.id, hoursPerWeek: levels.hoursPerWeek })
      .from(levels),
  ])
  const overall = practiceProgress({ answered, hoursPerWeek: 0, now })
  const open = overview.disciplines.flatMap(discipline =>
    discipline.levels
      .filter(level => level.isOpen)
      .map(level => ({ disciplineId: discipline.id, disciplineName: discipline.name, ...level })),
  )
  return {
    streakDays: overall.streakDays,
    practisedToday: overall.practisedToday,
    levels: open.map(level => {
      const of = (row: { disciplineId: string; levelId: string }) =>
        row.disciplineId === level.disciplineId && row.levelId === level.id
      return {
        disciplineId: level.disciplineId,
        disciplineName: level.disciplineName,
        levelId: level.id,
        levelName: level.levelName,
        ...practiceProgress({
          answered: answered.filter(of),
          hoursPerWeek: hours.find(of)?.hoursPerWeek ?? 0,
          now,
        }),
      }
    }),
  }
}

/** What « Télécharger mes données » adds for the drills. */
export async function exportDrillData(db: Database, userId: string) {
  const [items, skills] = await Promise.all([
    db
      .select({
        disciplineId: drillItems.disciplineId,
        levelId: drillItems.levelId,
        kind: drillItems.kind,
        issuedAt: drillItems.issuedAt,
        answeredAt: drillItems.answeredAt,
        score: drillItems.score,
        skills: drillItems.skills,
      })
      .from(drillItems)
      .where(and(eq(drillItems.userId, userId), isNotNull(drillItems.answeredAt))),
    db.select().from(drillSkillStats).where(eq(drillSkillStats.userId, userId)),
  ])
  return { drillItems: items, drillSkills: skills }
}
