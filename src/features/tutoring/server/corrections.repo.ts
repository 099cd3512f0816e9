import { and, asc, count, desc, eq, gte, isNull, lt, sql, sum } from 'drizzle-orm'
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
  /** Served only through the API, to the student, their teacher and the admins. */
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

/** Where a correction's file is read (corrections.routes.ts checks who asks). */
export const correctionFileUrl = (id: string, file: 'attachment' | 'reply') => `/api/teaching/corrections/${id}/${file}`

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
    attachmentUrl: correction.attachmentKey ? correctionFileUrl(correction.id, 'attachment') : null,
    attachmentKind: correction.attachmentKind,
    attachmentName: correction.attachmentName,
    submittedAt: correction.createdAt.toISOString(),
    dueAt: correction.dueAt.toISOString(),
    replyText: correction.replyText,
    replyAudioUrl: correction.replyAudioKey ? correctionFileUrl(correction.id, 'reply') : null,
    answeredAt: correction.answeredAt?.toISOString() ?? null,
    overdue: (correction.answeredAt ?? now) > correction.dueAt,
  }
}

/**
 * The teacher who corrects a student's exercise: the one the student chose, if they teach the
 * discipline; otherwise the teacher of their latest lesson in it; otherwise the discipline's teacher
 * with the fewest corrections waiting (never merely the first name in alphabetical order, which
 * teachers choose themselves).
 */
async function teacherFor(db: Database, studentId: string, discipline: string, chosen: string | null): Promise<string> {
  const teachers = await listTeachers(db, { discipline })
  if (teachers.length === 0) throw new AppError('CONFLICT', M.noTeacher)
  if (chosen) {
    if (!teachers.some(teacher => teacher.id === chosen))
      throw new AppError('INVALID_INPUT', M.correctionTeacher, { teacherId: M.correctionTeacher })
    return chosen
  }
  const [latest] = await db
    .select({ teacherId: scheduledLessons.teacherId })
    .from(lessonBookings)
    .innerJoin(scheduledLessons, eq(scheduledLessons.id, lessonBookings.lessonId))
    .where(and(eq(lessonBookings.studentId, studentId), eq(scheduledLessons.discipline, discipline)))
    .orderBy(desc(scheduledLessons.startsAt))
    .limit(1)
  if (latest && teachers.some(teacher => teacher.id === latest.teacherId)) return latest.teacherId
  const waiting = await db
    .select({ teacherId: corrections.teacherId, waiting: count() })
    .from(corrections)
    .where(isNull(corrections.answeredAt))
    .groupBy(corrections.teacherId)
  const load = new Map(waiting.map(row => [row.teacherId, row.waiting]))
  return teachers
    .map(teacher => teacher.id)
    .sort((a, b) => (load.get(a) ?? 0) - (load.get(b) ?? 0) || a.localeCompare(b))[0]!
}

/** What one account may send for correction in CORRECTION_QUOTA.days days. */
export const CORRECTION_QUOTA = { days: 30, exercises: 30, bytes: 100 * 1024 * 1024 }

/** Refuses a submission past the account's quota (exercises and attachment bytes over the window). */
export async function checkCorrectionQuota(db: Database, studentId: string, addedBytes: number, now: Date) {
  const since = new Date(now.getTime() - CORRECTION_QUOTA.days * 86_400_000)
  const [used] = await db
    .select({ exercises: count(), bytes: sum(corrections.attachmentBytes) })
    .from(corrections)
    .where(and(eq(corrections.studentId, studentId), gte(corrections.createdAt, since)))
  if (
    (used?.exercises ?? 0) >= CORRECTION_QUOTA.exercises ||
    Number(used?.bytes ?? 0) + addedBytes > CORRECTION_QUOTA.bytes
  )
    throw new AppError('RATE_LIMITED', M.correctionQuota)
}

export async function submitCorrection(
  db: Database,
  input: {
    studentId: string
    discipline: string
    title: string
    answerText: string | null
    attachment: { key: string; kind: 'audio' | 'file'; name: string; bytes: number } | null
    teacherId: string | null
    now: Date
  },
) {
  if (!input.answerText && !input.attachment)
    throw new AppError('INVALID_INPUT', M.correctionEmpty, { answerText: M.correctionEmpty })
  const teacherId = await teacherFor(db, input.studentId, input.discipline, input.teacherId)
  const [row] = await db
    .insert(corrections)
    .values({
      studentId: input.studentId,
      teacherId,
      discipline: input.discipline,
      title: input.title,
      answerText: input.answerText,
      attachmentKey: input.attachment?.key ?? null,
      attachmentBytes: input.attachment?.bytes ?? 0,
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
  input: { teacherId: string; correctionId: string; replyText: string | null; replyAudioKey: string | null; now: Date },
) {
  if (!input.replyText && !input.replyAudioKey)
    throw new AppError('INVALID_INPUT', M.replyEmpty, { replyText: M.replyEmpty })
  const [existing] = await db.select().from(corrections).where(eq(corrections.id, input.correctionId))
  if (!existing) throw new AppError('NOT_FOUND', M.correctionNotFound)
  if (existing.teacherId !== input.teacherId)
    throw new AppError('FORBIDDEN', 'Cette correction n’est pas dans votre file.')
  const [row] = await db
    .update(corrections)
    .set({ replyText: input.replyText, replyAudioKey: input.replyAudioKey, answeredAt: input.now })
    .where(eq(corrections.id, existing.id))
    .returning()
  return row!
}

export async function findCorrection(db: Database, id: string) {
  const [row] = await db.select().from(corrections).where(eq(corrections.id, id))
  return row ?? null
}

/** Media keys of the files a student sent or received in corrections (removed with the account). */
export async function correctionFileKeysOf(db: Database, studentId: string): Promise<string[]> {
  const rows = await db
    .select({ attachment: corrections.attachmentKey, reply: corrections.replyAudioKey })
    .from(corrections)
    .where(eq(corrections.studentId, studentId))
  return rows.flatMap(row => [row.attachment, row.reply].filter((key): key is string => key !== null))
}
