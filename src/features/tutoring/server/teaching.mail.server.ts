import { writeCalendar } from '#core/calendar/icalendar.server.ts'
import type { Database } from '#core/db/client.server.ts'
import type { Logger } from '#core/log/logger.server.ts'
import type { Mailer } from '#core/mail/mailer.server.ts'
import { KIND_LABELS, PLACE_LABELS } from '../teaching.rules.ts'
import { formatLessonTime } from '../teaching.time.ts'
import { getStudioAddress } from '#features/label/server/label.repo.ts'
import { findLesson, findPeople, type LessonChange } from './teaching.repo.ts'

type MailServices = { db: Database; mailer: Mailer; logger: Logger; publicUrl: string }

const DISCIPLINE_NAMES: Record<string, string> = {
  piano: 'Piano',
  chant: 'Chant',
  mao: 'MAO',
  musicologie: 'Musicologie',
}

export function disciplineName(id: string): string {
  return DISCIPLINE_NAMES[id] ?? id
}

/** One UID per lesson, kept through every change: calendar apps update or remove the same event. */
export function lessonUid(lessonId: string): string {
  return `lesson-${lessonId}@gombiste-records.cm`
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function htmlOf(lines: string[]) {
  return lines
    .map(line => (line ? `<p>${escapeHtml(line).replace(/(https?:\/\/\S+)/g, '<a href="$1">$1</a>')}</p>` : ''))
    .join('\n')
}

/**
 * Mails each change of a lesson to its teacher and to the students concerned, each with the lesson's
 * invitation (same UID, the lesson's current SEQUENCE). Queued: the answer never waits on SMTP, and
 * an undelivered mail is retried from the outbox.
 */
export async function mailLessonChanges(services: MailServices, changes: LessonChange[], reason?: string) {
  for (const change of changes) {
    try {
      await mailOneChange(services, change, reason)
    } catch (error) {
      services.logger.error({ err: error, lessonId: change.lessonId }, 'lesson invitation mail failed')
    }
  }
}

async function mailOneChange(services: MailServices, change: LessonChange, reason?: string) {
  const lesson = await findLesson(services.db, change.lessonId)
  if (!lesson) return
  const people = await findPeople(services.db, [lesson.teacherId, ...change.studentIds])
  const teacher = people.get(lesson.teacherId)
  if (!teacher) return
  const students = change.studentIds.flatMap(id => people.get(id) ?? [])
  const what = `${lesson.title ?? KIND_LABELS[lesson.kind]} — ${disciplineName(lesson.discipline)}`
  const when = formatLessonTime(lesson.startsAt)
  // The street address, so a phone's calendar can open the map (the label's address, edited in the admin area).
  const studio = lesson.place === 'online' ? null : ((await getStudioAddress(services.db)) ?? PLACE_LABELS.studio)
  const where = studio ?? `En ligne${lesson.meetingUrl ? ` : ${lesson.meetingUrl}` : ''}`
  const cancelled = change.method === 'CANCEL'
  // Times in UTC: the apps show them in the reader's zone, and the mail text gives Douala time.
  const ics = writeCalendar({ product: 'Académie', method: change.method }, [
    {
      uid: lessonUid(lesson.id),
      sequence: lesson.sequence,
      stamp: new Date(),
      start: lesson.startsAt,
      end: lesson.endsAt,
      summary: `${what} (Gombiste Records)`,
      description: [
        `Professeur : ${teacher.name}`,
        students.length > 0 ? `Élève(s) : ${students.map(student => student.name).join(', ')}` : '',
        lesson.meetingUrl && lesson.place === 'online' ? `Lien de la visio : ${lesson.meetingUrl}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
      location: studio ?? lesson.meetingUrl ?? 'En ligne',
      url: lesson.place === 'online' ? lesson.meetingUrl : null,
      cancelled,
      organizer: teacher,
      attendees: students,
    },
  ])
  const subjectPrefix = cancelled ? 'Cours annulé' : lesson.sequence > 0 ? 'Cours modifié' : 'Cours réservé'
  const subject = `${subjectPrefix} : ${what}, ${when}`
  const calendar = { method: change.method, content: ics, filename: cancelled ? 'annulation.ics' : 'cours.ics' }
  const bookingsUrl = `${services.publicUrl}/profil/cours`
  for (const student of students) {
    const lines = [
      `Bonjour ${student.name},`,
      '',
      cancelled
        ? `Votre cours « ${what} » du ${when} est annulé.`
        : change.promotedIds?.length
          ? `Une place s’est libérée : vous êtes inscrit à « ${what} », le ${when}.`
          : `Votre cours « ${what} » est fixé au ${when}.`,
      `Professeur : ${teacher.name}`,
      `Lieu : ${where}`,
      ...(reason ? ['', reason] : []),
      ...(change.makeUp && change.makeUp.length > 0
        ? [
            '',
            'Votre crédit vous est rendu. Pour rattraper ce cours, voici des créneaux libres du même professeur :',
            ...change.makeUp.map(slot => `- ${formatLessonTime(slot.startsAt)}`),
          ]
        : []),
      '',
      `Vos cours : ${bookingsUrl}`,
      '',
      'L’invitation jointe met votre agenda à jour.',
      '',
      'L’équipe de Gombiste Records',
    ]
    await services.mailer.queue({ to: student.email, subject, text: lines.join('\n'), html: htmlOf(lines), calendar })
  }
  const teacherLines = [
    `Bonjour ${teacher.name},`,
    '',
    `${subjectPrefix} : « ${what} », ${when}.`,
    students.length > 0 ? `Élève(s) : ${students.map(student => student.name).join(', ')}` : '',
    `Lieu : ${where}`,
    ...(reason ? ['', reason] : []),
    '',
    `Votre semaine : ${services.publicUrl}/profil/professeur`,
    '',
    'L’équipe de Gombiste Records',
  ]
  await services.mailer.queue({
    to: teacher.email,
    subject,
    text: teacherLines.join('\n'),
    html: htmlOf(teacherLines),
    calendar,
  })
}

/** The 24 h / 2 h reminder of a lesson to one student (with its current invitation). */
export async function mailReminder(
  services: MailServices,
  input: { lessonId: string; studentId: string; which: '24h' | '2h' },
) {
  const lesson = await findLesson(services.db, input.lessonId)
  if (!lesson) return
  const people = await findPeople(services.db, [lesson.teacherId, input.studentId])
  const teacher = people.get(lesson.teacherId)
  const student = people.get(input.studentId)
  if (!teacher || !student) return
  const what = `${lesson.title ?? KIND_LABELS[lesson.kind]} — ${disciplineName(lesson.discipline)}`
  const when = formatLessonTime(lesson.startsAt)
  const lines = [
    `Bonjour ${student.name},`,
    '',
    `Rappel : « ${what} » ${input.which === '24h' ? 'demain' : 'dans deux heures'}, le ${when}, avec ${teacher.name}.`,
    lesson.place === 'online'
      ? `Lien de la visio : ${lesson.meetingUrl ?? 'communiqué par votre professeur'}`
      : `Lieu : ${(await getStudioAddress(services.db)) ?? PLACE_LABELS.studio}`,
    '',
    `Vos cours : ${services.publicUrl}/profil/cours`,
    '',
    'L’équipe de Gombiste Records',
  ]
  await services.mailer.queue({
    to: student.email,
    subject: `Rappel : ${what}, ${when}`,
    text: lines.join('\n'),
    html: htmlOf(lines),
  })
}

/**
 * Tells the students of a lesson that their teacher wrote notes or homework, with the text itself
 * (a phone on a slow network reads the mail without opening the site) and where to find it.
 */
export async function mailLessonReport(
  services: MailServices,
  lesson: {
    id: string
    discipline: string
    startsAt: Date
    notes: string | null
    homework: string | null
    teacherId: string
  },
  studentIds: string[],
) {
  const people = await findPeople(services.db, [lesson.teacherId, ...studentIds])
  const teacher = people.get(lesson.teacherId)?.name ?? 'Votre professeur'
  for (const id of studentIds) {
    const student = people.get(id)
    if (!student) continue
    const lines = [
      `Bonjour ${student.name},`,
      '',
      `${teacher} a écrit le compte rendu de votre cours de ${disciplineName(lesson.discipline).toLowerCase()} du ${formatLessonTime(lesson.startsAt)}.`,
      ...(lesson.notes ? ['', 'Notes du cours :', lesson.notes] : []),
      ...(lesson.homework ? ['', 'Devoirs :', lesson.homework] : []),
      '',
      `Retrouvez-les dans vos cours : ${services.publicUrl}/profil/cours`,
      '',
      'L’équipe de Gombiste Records',
    ]
    try {
      await services.mailer.queue({
        to: student.email,
        subject: `Notes et devoirs de votre cours du ${formatLessonTime(lesson.startsAt)}`,
        text: lines.join('\n'),
        html: htmlOf(lines),
      })
    } catch (error) {
      services.logger.error({ err: error, lessonId: lesson.id }, 'lesson report mail failed')
    }
  }
}
