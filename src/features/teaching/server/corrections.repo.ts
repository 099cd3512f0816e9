import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm'
import { user } from '#core/auth/auth.table.ts'
import type { Database } from '#core/db/client.server.ts'
import { AppError } from '#core/http/app-error.ts'
import { CORRECTION_HOURS, TEACHING_MESSAGES as M } from '../teaching.rules.ts'
import { corrections, lessonBookings, scheduledLessons } from './teaching.table.ts'
import { listTeachers } from './teaching.repo.ts'

export type CorrectionView = {
  id: string
  studentName: string
  teacherName: string
  discipline: string
  title: string
  answerText: string | null
  attachmentUrl: string | null
  attachmentKind: 'audio' | 'file' | null
  attachmentName: string | null
  submittedAt: string
  dueAt: string
  replyText: string | null
  replyAudioUrl: string | null
  answeredAt: string | null
  overdue: boolean
}

const student = sql<string>`(select ${user.name} from ${user} where ${user.id} = ${corrections.studentId})`
const teacher = sql<string>`(select ${user.name} from ${user} where ${user.id} = ${corrections.teacherId})`

function toView(
  row: { correction: typeof corrections.$inferSelect; studentName: string; teacherName: string },
  now: Date,
): CorrectionView {
  const { correction } = row
  return {
    id: correction.id,
    studentName: row.studentName,
    teacherName: row.teacherName,
    discipline: correction.discipline,
    title: correction.title,
    answerText: correction.answerText,
    attachmentUrl: correction.attachmentUrl,
    attachmentKind: correction.attachmentKind,
    attachmentName: correction.attachmentName,
    submittedAt: correction.createdAt.toISOString(),
    dueAt: correction.dueAt.toISOString(),
    replyText: correction.replyText,
    replyAudioUrl: correction.replyAudioUrl,
    answeredAt: correction.answeredAt?.toISOString() ?? null,
    overdue: (correction.answeredAt ?? now) > correction.dueAt,
  }
}

/**
 * The teacher who corrects a student's exercise: the one of their latest lesson in the discipline,
 * otherwise the first teacher of the discipline.
 */
async function teacherFor(db: Database, studentId: string, discipline: string): Promise<string> {
  const [latest] = await db
    .select({ teacherId: scheduledLessons.teacherId })
    .from(lessonBookings)
    .innerJoin(scheduledLessons, eq(scheduledLessons.id, lessonBookings.lessonId))
    .where(and(eq(lessonBookings.studentId, studentId), eq(scheduledLessons.discipline, discipline)))
    .orderBy(desc(scheduledLessons.startsAt))
    .limit(1)
  if (latest) return latest.teacherId
  const [first] = await listTeachers(db, { discipline })
  if (!first) throw new AppError('CONFLICT', M.noTeacher)
  return first.id
}

export async function submitCorrection(
  db: Database,
  input: {
    studentId: string
    discipline: string
    title: string
    answerText: string | null
    attachment: { url: string; kind: 'audio' | 'file'; name: string } | null
    now: Date
  },
) {
  if (!input.answerText && !input.attachment)
    throw new AppError('INVALID_INPUT', M.correctionEmpty, { answerText: M.correctionEmpty })
  const teacherId = await teacherFor(db, input.studentId, input.discipline)
  const [row] = await db
    .insert(corrections)
    .values({
      studentId: input.studentId,
      teacherId,
      discipline: input.discipline,
      title: input.title,
      answerText: input.answerText,
      attachmentUrl: input.attachment?.url ?? null,
      attachmentKind: input.attachment?.kind ?? null,
      attachmentName: input.attachment?.name ?? null,
      dueAt: new Date(input.now.getTime() + CORRECTION_HOURS * 3600_000),
      createdAt: input.now,
    })
    .returning()
  return row!
}

export async function listCorrections(
  db: Database,
  filter: { studentId?: string; teacherId?: string },
  now = new Date(),
): Promise<CorrectionView[]> {
  const rows = await db
    .select({ correction: corrections, studentName: student, teacherName: teacher })
    .from(corrections)
    .where(
      and(
        filter.studentId ? eq(corrections.studentId, filter.studentId) : undefined,
        filter.teacherId ? eq(corrections.teacherId, filter.teacherId) : undefined,
      ),
    )
    // Waiting ones first, soonest deadline first; then answered ones, newest first.
    .orderBy(sql`${corrections.answeredAt} is not null`, asc(corrections.dueAt), desc(corrections.answeredAt))
    .limit(100)
  return rows.map(row => toView(row, now))
}

/** Unanswered corrections past their 72 h deadline, for the admins (shown in red). */
export async function listOverdueCorrections(db: Database, now: Date): Promise<CorrectionView[]> {
  const rows = await db
    .select({ correction: corrections, studentName: student, teacherName: teacher })
    .from(corrections)
    .where(and(isNull(corrections.answeredAt), lt(corrections.dueAt, now)))
    .orderBy(asc(corrections.dueAt))
    .limit(200)
  return rows.map(row => toView(row, now))
}

export async function answerCorrection(
  db: Database,
  input: { teacherId: string; correctionId: string; replyText: string | null; replyAudioUrl: string | null; now: Date },
) {
  if (!input.replyText && !input.replyAudioUrl)
    throw new AppError('INVALID_INPUT', M.replyEmpty, { replyText: M.replyEmpty })
  const [existing] = await db.select().from(corrections).where(eq(corrections.id, input.correctionId))
  if (!existing) throw new AppError('NOT_FOUND', M.correctionNotFound)
  if (existing.teacherId !== input.teacherId)
    throw new AppError('FORBIDDEN', 'Cette correction n’est pas dans votre file.')
  const [row] = await db
    .update(corrections)
    .set({ replyText: input.replyText, replyAudioUrl: input.replyAudioUrl, answeredAt: input.now })
    .where(eq(corrections.id, existing.id))
    .returning()
  return row!
}

export async function findCorrection(db: Database, id: string) {
  const [row] = await db.select().from(corrections).where(eq(corrections.id, id))
  return row ?? null
}
