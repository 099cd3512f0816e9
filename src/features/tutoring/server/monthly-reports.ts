import { and, count, eq, gte, lt, sql } from 'drizzle-orm'
import { user } from '#core/auth/auth.table.ts'
import type { Database } from '#core/db/client.server.ts'
import type { Logger } from '#core/log/logger.server.ts'
import type { Mailer } from '#core/mail/mailer.server.ts'
import { notify } from '#core/notifications/notify.server.ts'
import { formatMonth } from '#core/format/format.ts'
import { makePdf, type PdfBlock } from '#core/pdf/pdf.server.ts'
import { exerciseProgress, lessonProgress, quizAttempts } from '#features/courses/server/learning.table.ts'
import { disciplineName } from '#features/tutoring/server/teaching.mail.server.ts'
import { tutoringPaths } from '../tutoring.paths.ts'
import {
  lessonsOfStudent,
  reportedStudents,
  saveProgressReport,
  studentsWithLessons,
} from '#features/tutoring/server/teaching.repo.ts'
import { KIND_LABELS } from '#features/tutoring/teaching.rules.ts'
import { formatLessonTime, fromDouala, toDouala } from '#features/tutoring/teaching.time.ts'

/**
 * The monthly progress report ("bilan"): for each student who had lessons in a Douala
 * month, attendance, the teachers' notes and homework (teaching feature) and the month's practice
 * and quizzes (learning feature), composed here. Kept as a PDF, mailed, and listed on /profil/cours.
 * One report per student and month (unique index): safe to run again, and on several instances.
 */
type Services = { db: Database; mailer: Mailer; logger: Logger; publicUrl: string }

export function monthLabel(month: string): string {
  return formatMonth(month)
}

/** First and last instants of a Douala month ('YYYY-MM'). */
export function monthBounds(month: string): { from: Date; to: Date } {
  const [year, index] = month.split('-').map(Number) as [number, number]
  const next = index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, '0')}`
  return { from: fromDouala(`${month}-01`, 0), to: fromDouala(`${next}-01`, 0) }
}

/** The Douala month before the one holding `now`. */
export function previousMonth(now = new Date()): string {
  const [year, index] = toDouala(now).day.split('-').map(Number) as [number, number]
  return index === 1 ? `${year - 1}-12` : `${year}-${String(index - 1).padStart(2, '0')}`
}

async function practiceOf(db: Database, studentId: string, from: Date, to: Date) {
  const [lessons] = await db
    .select({ value: count() })
    .from(lessonProgress)
    .where(
      and(
        eq(lessonProgress.userId, studentId),
        gte(lessonProgress.completedAt, from),
        lt(lessonProgress.completedAt, to),
      ),
    )
  const [exercises] = await db
    .select({ value: count() })
    .from(exerciseProgress)
    .where(
      and(
        eq(exerciseProgress.userId, studentId),
        gte(exerciseProgress.triedAt, from),
        lt(exerciseProgress.triedAt, to),
      ),
    )
  const [quizzes] = await db
    .select({
      attempts: count(),
      best: sql<number | null>`max(${quizAttempts.score})`,
      passed: sql<number>`count(*) filter (where ${quizAttempts.passed})`.mapWith(Number),
    })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, studentId), gte(quizAttempts.createdAt, from), lt(quizAttempts.createdAt, to)))
  return {
    syllabusLessons: lessons?.value ?? 0,
    exercises: exercises?.value ?? 0,
    quizzes: quizzes?.attempts ?? 0,
    bestQuizScore: quizzes?.best === null || quizzes?.best === undefined ? null : Number(quizzes.best),
    quizzesPassed: quizzes?.passed ?? 0,
  }
}

export async function buildReport(db: Database, studentId: string, month: string) {
  const { from, to } = monthBounds(month)
  const [student] = await db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, studentId))
  if (!student) return null
  const lessons = await lessonsOfStudent(db, studentId, from, to)
  const practice = await practiceOf(db, studentId, from, to)
  const marked = lessons.filter(lesson => lesson.attendance !== null)
  const present = marked.filter(lesson => lesson.attendance === 'present').length
  const summary = {
    lessons: lessons.length,
    present,
    attendanceRate: marked.length > 0 ? Math.round((present / marked.length) * 100) : null,
    ...practice,
  }
  const indigo = '#2b3373'
  const blocks: PdfBlock[] = [
    { text: 'Gombiste Records — Académie', size: 11, color: indigo },
    { text: `Bilan de progression — ${monthLabel(month)}`, size: 20, bold: true, before: 6 },
    { text: student.name, size: 13, before: 4 },
    { rule: true, before: 6 },
    { text: 'Cours', size: 14, bold: true, color: indigo, before: 16 },
    {
      text: `${lessons.length} cours suivis${summary.attendanceRate === null ? '' : ` · présence ${summary.attendanceRate} % (${present} sur ${marked.length} notés)`}`,
      size: 11,
      before: 4,
    },
    ...lessons.flatMap((lesson): PdfBlock[] => [
      {
        text: `${formatLessonTime(lesson.startsAt)} — ${lesson.title ?? KIND_LABELS[lesson.kind]}, ${disciplineName(lesson.discipline)}, avec ${lesson.teacherName ?? 'un professeur'}${lesson.attendance ? ` (${lesson.attendance === 'present' ? 'présent' : 'absent'})` : ''}`,
        size: 10,
        bold: true,
        before: 8,
      },
      ...(lesson.notes ? [{ text: `Notes : ${lesson.notes}`, size: 10, before: 2 }] : []),
      ...(lesson.homework ? [{ text: `Devoirs : ${lesson.homework}`, size: 10, before: 2 }] : []),
    ]),
    { text: 'Travail en ligne', size: 14, bold: true, color: indigo, before: 16 },
    {
      text: `${practice.syllabusLessons} leçon(s) terminée(s) · ${practice.exercises} exercice(s) pratiqué(s) · ${practice.quizzes} évaluation(s)${practice.bestQuizScore === null ? '' : `, meilleur score ${practice.bestQuizScore} %`}${practice.quizzesPassed > 0 ? `, ${practice.quizzesPassed} réussie(s)` : ''}`,
      size: 11,
      before: 4,
    },
    { text: 'Heures de Douala.', size: 9, before: 16 },
  ]
  return { student, summary, pdf: await makePdf(blocks, { title: `Bilan ${monthLabel(month)} — ${student.name}` }) }
}

/** Makes, stores and mails the reports of `month`; returns how many were new. */
export async function generateMonthlyReports(services: Services, month: string): Promise<number> {
  const { from, to } = monthBounds(month)
  let made = 0
  const done = await reportedStudents(services.db, month)
  for (const studentId of await studentsWithLessons(services.db, from, to)) {
    if (done.has(studentId)) continue
    const report = await buildReport(services.db, studentId, month)
    if (!report) continue
    const saved = await saveProgressReport(services.db, { studentId, month, pdf: report.pdf, summary: report.summary })
    if (!saved) continue
    made++
    const link = `${services.publicUrl}/api/teaching/reports/${saved.id}`
    const lines = [
      `Bonjour ${report.student.name},`,
      '',
      `Votre bilan de progression de ${monthLabel(month)} est prêt : ${report.summary.lessons} cours${report.summary.attendanceRate === null ? '' : `, présence ${report.summary.attendanceRate} %`}, avec les notes et devoirs de vos professeurs et votre travail en ligne.`,
      '',
      `Le bilan (PDF) : ${link}`,
      `Tous vos bilans : ${services.publicUrl}/profil/cours`,
      '',
      'L’équipe de Gombiste Records',
    ]
    try {
      await notify(services.db, [studentId], {
        kind: 'learning',
        text: `Votre bilan de ${monthLabel(month)} est prêt.`,
        link: tutoringPaths.myLessons(),
        dedupe: `report:${month}`,
      })
      await services.mailer.queue({
        to: report.student.email,
        subject: `Votre bilan de progression — ${monthLabel(month)}`,
        text: lines.join('\n'),
        html: lines
          .map(line => (line ? `<p>${line.replace(/[<>&]/g, ch => `&#${ch.charCodeAt(0)};`)}</p>` : ''))
          .join('\n'),
      })
    } catch (error) {
      services.logger.error({ err: error, studentId, month }, 'progress report mail failed')
    }
  }
  return made
}
