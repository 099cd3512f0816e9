import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { user } from '#core/auth/auth.table.ts'
import { levels } from '#features/catalog/server/academy.table.ts'

const userRef = () =>
  text()
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' })

/** A syllabus lesson a student marked done (spec §3 Level.syllabus). */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: userRef(),
    disciplineId: text().notNull(),
    levelId: text().notNull(),
    /** The syllabus `lesson` number. */
    lesson: integer().notNull(),
    completedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  table => [
    primaryKey({ columns: [table.userId, table.disciplineId, table.levelId, table.lesson] }),
    foreignKey({
      columns: [table.disciplineId, table.levelId],
      foreignColumns: [levels.disciplineId, levels.id],
    }).onDelete('cascade'),
    index().on(table.userId, table.completedAt),
  ],
)

/**
 * A student's work on one exercise: tried (their answer, or an empty one for 'J'ai essayé'), then
 * possibly the solution revealed. Both moments are kept; the reveal is only allowed after a try.
 */
export const exerciseProgress = pgTable(
  'exercise_progress',
  {
    userId: userRef(),
    disciplineId: text().notNull(),
    levelId: text().notNull(),
    /** Position of the exercise in the level's list (0-based). */
    exercise: integer().notNull(),
    answer: text().notNull().default(''),
    triedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp({ withTimezone: true }),
  },
  table => [
    primaryKey({ columns: [table.userId, table.disciplineId, table.levelId, table.exercise] }),
    foreignKey({
      columns: [table.disciplineId, table.levelId],
      foreignColumns: [levels.disciplineId, levels.id],
    }).onDelete('cascade'),
    index().on(table.userId, table.triedAt),
  ],
)

/** One graded submission of a level's assessment, with the answers given (question id → choices). */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userRef(),
    disciplineId: text().notNull(),
    levelId: text().notNull(),
    answers: jsonb().notNull().$type<Record<string, number[]>>(),
    points: integer().notNull(),
    totalPoints: integer().notNull(),
    /** Percentage, rounded down. */
    score: integer().notNull(),
    passingScore: integer().notNull(),
    passed: boolean().notNull(),
    /**
     * The performed parts and the weighting; null for a quiz-only attempt. `score` above is
     * then the combined mark, `points`/`totalPoints` the quiz's.
     */
    performance: jsonb().$type<AttemptPerformance>(),
    /**
     * A passing attempt with performed parts is certified only once a teacher has heard them:
     * null when no review is needed (failed, or nothing performed), else where it stands.
     */
    review: text().$type<ReviewStatus>(),
    /** When the review should be done (72 h after the last recording arrived, like corrections). */
    reviewDueAt: timestamp({ withTimezone: true }),
    reviewerId: text().references(() => user.id, { onDelete: 'set null' }),
    /** The teacher's word to the student: why it was refused, or a remark with the validation. */
    reviewComment: text(),
    reviewedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  table => [
    foreignKey({
      columns: [table.disciplineId, table.levelId],
      foreignColumns: [levels.disciplineId, levels.id],
    }).onDelete('cascade'),
    index().on(table.userId, table.disciplineId, table.levelId, table.createdAt),
    index().on(table.review, table.reviewDueAt),
  ],
)

/**
 * 'recordings': passed, waiting for the recording of every performed part; 'pending': waiting for a
 * teacher; then 'validated' (the certificate is issued) or 'refused' (with the teacher's comment).
 * 'abandoned': its recordings never all arrived, and a later attempt replaced it.
 */
export type ReviewStatus = 'recordings' | 'pending' | 'validated' | 'refused' | 'abandoned'

export type AttemptPerformance = {
  parts: {
    id: string
    title: string
    kind: string
    weight: number
    score: number
    performed: boolean
    detail: unknown
  }[]
  quiz: { score: number; weight: number }
  /** The student agreed to keep their recording for their teacher. */
  keepRecording: boolean
}

/**
 * A recording of a performed part of the assessment, kept with the student's consent for their
 * teacher. The audio is in the media store under `mediaKey`, served only through the
 * API to the student, their teachers and the admins; the row and the file go with the account.
 */
export const assessmentRecordings = pgTable(
  'assessment_recordings',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userRef(),
    attemptId: uuid()
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    disciplineId: text().notNull(),
    levelId: text().notNull(),
    part: text().notNull(),
    mediaKey: text().notNull(),
    contentType: text().notNull(),
    bytes: integer().notNull(),
    /** A sung part graded again on the server from this recording (out of 100); null for other parts. */
    serverScore: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  table => [unique().on(table.attemptId, table.part), index().on(table.userId, table.createdAt)],
)

/**
 * Issued once per student and level, on the first passing attempt. Names are copied at issue time:
 * the certificate states what was true that day. Revoking keeps the row, so the code then says
 * 'revoked' instead of 'unknown'.
 */
export const certificates = pgTable(
  'certificates',
  {
    /** The verification code, e.g. '7KQ2-XF9M-3BTA' (uppercase, no 0/O/1/I). */
    code: text().primaryKey(),
    userId: userRef(),
    disciplineId: text().notNull(),
    levelId: text().notNull(),
    studentName: text().notNull(),
    disciplineName: text().notNull(),
    levelName: text().notNull(),
    score: integer().notNull(),
    /** The passing attempt (kept on the certificate even if attempts are ever purged). */
    attemptId: uuid().references(() => quizAttempts.id, { onDelete: 'set null' }),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp({ withTimezone: true }),
    revokedReason: text(),
  },
  table => [unique().on(table.userId, table.disciplineId, table.levelId)],
)

/**
 * A student's best result on one practice exercise of a lesson: voice, keyboard, rhythm or
 * drill, scored on the server from what the browser measured. `passed` once the best reaches the pass
 * mark the exercise had then.
 */
export const practiceResults = pgTable(
  'practice_results',
  {
    userId: userRef(),
    disciplineId: text().notNull(),
    levelId: text().notNull(),
    lesson: integer().notNull(),
    /** The exercise block's id within the lesson. */
    exercise: text().notNull(),
    bestScore: integer().notNull(),
    lastScore: integer().notNull(),
    passMark: integer().notNull(),
    passed: boolean().notNull(),
    attempts: integer().notNull().default(1),
    /** The scoring detail of the best try (notes, cents, ms), shown back to the student. */
    bestDetail: jsonb().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  table => [
    primaryKey({ columns: [table.userId, table.disciplineId, table.levelId, table.lesson, table.exercise] }),
    foreignKey({
      columns: [table.disciplineId, table.levelId],
      foreignColumns: [levels.disciplineId, levels.id],
    }).onDelete('cascade'),
    index().on(table.userId, table.updatedAt),
  ],
)
