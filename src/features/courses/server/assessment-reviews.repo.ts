import { and, asc, eq, inArray } from 'drizzle-orm'
import { user } from '#core/auth/auth.table.ts'
import type { Database } from '#core/db/client.server.ts'
import { AppError } from '#core/http/app-error.ts'
import { LEARNING_MESSAGES } from '../learning.access.ts'
import { issueCertificate, listLevels } from './learning.repo.ts'
import { assessmentRecordings, certificates, quizAttempts } from './learning.table.ts'

/**
 * Teachers' validation of performed assessments (issue 34): a passing attempt whose parts were played
 * or sung in the browser waits, once its recordings have arrived, for a teacher of its discipline (or
 * an admin) to listen; validated, it earns the certificate; refused, the student reads why and may
 * take the assessment again.
 */

/** Which disciplines a reviewer may decide: a teacher's own, or all of them for the admins. */
export type ReviewScope = readonly string[] | 'all'

export type ReviewItem = {
  attemptId: string
  studentName: string
  disciplineId: string
  disciplineName: string
  levelId: string
  levelName: string
  /** The combined mark the certificate would state, and the pass mark of the day. */
  score: number
  passingScore: number
  quiz: { score: number; weight: number }
  parts: { id: string; title: string; kind: string; weight: number; score: number; performed: boolean }[]
  /** `serverScore`: a sung part graded again from the recording (null for the other parts). */
  recordings: { id: string; part: string; contentType: string; bytes: number; serverScore: number | null }[]
  submittedAt: string
  dueAt: string | null
}

const inScope = (scope: ReviewScope, disciplineId: string) => scope === 'all' || scope.includes(disciplineId)

/** The attempts waiting for a teacher, in the reviewer's disciplines, the most urgent first. */
export async function listPendingReviews(db: Database, scope: ReviewScope, limit = 100): Promise<ReviewItem[]> {
  if (scope !== 'all' && scope.length === 0) return []
  const rows = await db
    .select({
      attemptId: quizAttempts.id,
      studentName: user.name,
      disciplineId: quizAttempts.disciplineId,
      levelId: quizAttempts.levelId,
      score: quizAttempts.score,
      passingScore: quizAttempts.passingScore,
      performance: quizAttempts.performance,
      createdAt: quizAttempts.createdAt,
      dueAt: quizAttempts.reviewDueAt,
    })
    .from(quizAttempts)
    .innerJoin(user, eq(user.id, quizAttempts.userId))
    .where(
      and(
        eq(quizAttempts.review, 'pending'),
        scope === 'all' ? undefined : inArray(quizAttempts.disciplineId, [...scope]),
      ),
    )
    .orderBy(asc(quizAttempts.reviewDueAt))
    .limit(limit)
  if (rows.length === 0) return []
  const [levels, recordings] = await Promise.all([
    listLevels(db),
    db
      .select({
        id: assessmentRecordings.id,
        attemptId: assessmentRecordings.attemptId,
        part: assessmentRecordings.part,
        contentType: assessmentRecordings.contentType,
        bytes: assessmentRecordings.bytes,
        serverScore: assessmentRecordings.serverScore,
      })
      .from(assessmentRecordings)
      .where(
        inArray(
          assessmentRecordings.attemptId,
          rows.map(row => row.attemptId),
        ),
      ),
  ])
  return rows.map(row => {
    const level = levels.find(item => item.disciplineId === row.disciplineId && item.levelId === row.levelId)
    return {
      attemptId: row.attemptId,
      studentName: row.studentName,
      disciplineId: row.disciplineId,
      disciplineName: level?.disciplineName ?? row.disciplineId,
      levelId: row.levelId,
      levelName: level?.levelName ?? row.levelId,
      score: row.score,
      passingScore: row.passingScore,
      quiz: row.performance?.quiz ?? { score: 0, weight: 100 },
      parts: (row.performance?.parts ?? []).map(({ detail: _detail, ...part }) => part),
      recordings: recordings
        .filter(recording => recording.attemptId === row.attemptId)
        .map(({ attemptId: _attemptId, ...recording }) => recording),
      submittedAt: row.createdAt.toISOString(),
      dueAt: row.dueAt?.toISOString() ?? null,
    }
  })
}

/** Whether a recording belongs to an attempt waiting for a reviewer of this scope. */
export async function isRecordingUnderReview(db: Database, recordingId: string, scope: ReviewScope) {
  const [row] = await db
    .select({ disciplineId: quizAttempts.disciplineId })
    .from(assessmentRecordings)
    .innerJoin(quizAttempts, eq(quizAttempts.id, assessmentRecordings.attemptId))
    .where(and(eq(assessmentRecordings.id, recordingId), eq(quizAttempts.review, 'pending')))
  return Boolean(row && inScope(scope, row.disciplineId))
}

export type ReviewDecision = {
  attemptId: string
  decision: 'validate' | 'refuse'
  comment: string | null
  studentId: string
  studentName: string
  studentEmail: string
  disciplineId: string
  disciplineName: string
  levelId: string
  levelName: string
  score: number
  /** The certificate issued by a validation (null when refused). */
  certificateCode: string | null
}

/**
 * Validates or refuses a pending attempt, once: under the attempt's row lock, so two reviewers at once
 * cannot both decide, nor issue two certificates.
 */
export async function decideReview(
  db: Database,
  input: {
    attemptId: string
    reviewerId: string
    scope: ReviewScope
    decision: 'validate' | 'refuse'
    comment: string | null
    now?: Date
  },
): Promise<ReviewDecision> {
  const now = input.now ?? new Date()
  const comment = input.comment?.trim() || null
  if (input.decision === 'refuse' && (comment?.length ?? 0) < 10)
    throw new AppError('INVALID_INPUT', LEARNING_MESSAGES.refuseWhy, { comment: LEARNING_MESSAGES.refuseWhy })
  return db.transaction(async tx => {
    const [attempt] = await tx
      .select({
        userId: quizAttempts.userId,
        disciplineId: quizAttempts.disciplineId,
        levelId: quizAttempts.levelId,
        score: quizAttempts.score,
        review: quizAttempts.review,
      })
      .from(quizAttempts)
      .where(eq(quizAttempts.id, input.attemptId))
      .for('update')
    if (!attempt) throw new AppError('NOT_FOUND', LEARNING_MESSAGES.unknownAttempt)
    if (!inScope(input.scope, attempt.disciplineId)) throw new AppError('FORBIDDEN', LEARNING_MESSAGES.reviewForbidden)
    if (attempt.userId === input.reviewerId) throw new AppError('FORBIDDEN', LEARNING_MESSAGES.reviewOwn)
    if (attempt.review === 'validated' || attempt.review === 'refused')
      throw new AppError('CONFLICT', LEARNING_MESSAGES.reviewDecided)
    if (attempt.review !== 'pending') throw new AppError('CONFLICT', LEARNING_MESSAGES.reviewNotPending)
    await tx
      .update(quizAttempts)
      .set({
        review: input.decision === 'validate' ? 'validated' : 'refused',
        reviewerId: input.reviewerId,
        reviewComment: comment,
        reviewedAt: now,
      })
      .where(eq(quizAttempts.id, input.attemptId))
    const [student] = await tx
      .select({ name: user.name, email: user.email })
      .from(user)
      .where(eq(user.id, attempt.userId))
    const level = (await listLevels(tx as unknown as Database)).find(
      item => item.disciplineId === attempt.disciplineId && item.levelId === attempt.levelId,
    )
    if (!student || !level) throw new AppError('NOT_FOUND', LEARNING_MESSAGES.unknownAttempt)
    let certificateCode: string | null = null
    if (input.decision === 'validate') {
      // A certificate already held for the level (one per student and level) is kept as it is.
      const [held] = await tx
        .select({ code: certificates.code })
        .from(certificates)
        .where(
          and(
            eq(certificates.userId, attempt.userId),
            eq(certificates.disciplineId, attempt.disciplineId),
            eq(certificates.levelId, attempt.levelId),
          ),
        )
      certificateCode =
        held?.code ??
        (await issueCertificate(tx as unknown as Database, {
          userId: attempt.userId,
          studentName: student.name,
          level,
          score: attempt.score,
          attemptId: input.attemptId,
          now,
        }))
    }
    return {
      attemptId: input.attemptId,
      decision: input.decision,
      comment,
      studentId: attempt.userId,
      studentName: student.name,
      studentEmail: student.email,
      disciplineId: attempt.disciplineId,
      disciplineName: level.disciplineName,
      levelId: attempt.levelId,
      levelName: level.levelName,
      score: attempt.score,
      certificateCode,
    }
  })
}
