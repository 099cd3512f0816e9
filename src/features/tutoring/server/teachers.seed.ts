import { ROLES } from '#core/auth/roles.ts'
import { user } from '#core/auth/auth.table.ts'
import type { Database } from '#core/db/client.server.ts'
import { BLOCK_MINUTES } from '../teaching.rules.ts'
import type { SampleTeacher, SampleWorkshop } from '../teachers.content.ts'
import { fromDouala, nextDay, toDouala } from '../teaching.time.ts'
import { scheduledLessons, teacherAvailability, teacherBusyBlocks, teacherProfiles } from './teaching.table.ts'

/** The account id of a sample teacher (`content/teachers/<NN>-<id>.yaml`). */
export const sampleTeacherId = (id: string) => `prof-${id}`

/** The instant a sample workshop starts: its weekday, `weeksAhead` weeks after the week of `now` (Douala time). */
export function sampleWorkshopStart(workshop: SampleWorkshop, now: Date): Date {
  const today = toDouala(now)
  const monday = nextDay(today.day, 1 - today.weekday)
  return fromDouala(nextDay(monday, workshop.schedule.weeksAhead * 7 + workshop.schedule.day - 1), workshop.time)
}

/**
 * Writes the sample teachers into an empty database: their accounts (role Professeur, no password
 * yet: « Mot de passe oublié » gives them one), public profiles, weekly windows and workshops.
 */
export async function seedTeachers(db: Database, data: { teachers: SampleTeacher[] }, now = new Date()) {
  if (data.teachers.length === 0) return
  await db.insert(user).values(
    data.teachers.map(teacher => ({
      id: sampleTeacherId(teacher.id),
      name: teacher.name,
      email: teacher.email,
      emailVerified: true,
      role: ROLES.teacher,
    })),
  )
  await db.insert(teacherProfiles).values(
    data.teachers.map(teacher => ({
      userId: sampleTeacherId(teacher.id),
      displayName: teacher.name,
      photoUrl: teacher.photoUrl,
      bio: teacher.bio,
      disciplines: teacher.disciplines,
      languages: teacher.languages,
      meetingUrl: teacher.meetingUrl ?? null,
      published: true,
    })),
  )
  await db.insert(teacherAvailability).values(
    data.teachers.flatMap(teacher =>
      teacher.availability.map(window => ({
        teacherId: sampleTeacherId(teacher.id),
        weekday: window.day,
        startMinute: window.from,
        endMinute: window.to,
        place: window.place,
      })),
    ),
  )
  for (const teacher of data.teachers) {
    const teacherId = sampleTeacherId(teacher.id)
    for (const workshop of teacher.workshops) {
      const startsAt = sampleWorkshopStart(workshop, now)
      const endsAt = new Date(startsAt.getTime() + workshop.durationMinutes * 60_000)
      const [lesson] = await db
        .insert(scheduledLessons)
        .values({
          teacherId,
          kind: 'workshop',
          discipline: workshop.discipline,
          title: workshop.title,
          startsAt,
          endsAt,
          place: workshop.place,
          meetingUrl: workshop.place === 'online' ? (teacher.meetingUrl ?? null) : null,
          capacity: workshop.capacity,
        })
        .returning({ id: scheduledLessons.id })
      // The workshop occupies its teacher like any lesson: no one books them over it.
      const blocks = []
      for (let at = startsAt.getTime(); at < endsAt.getTime(); at += BLOCK_MINUTES * 60_000)
        blocks.push({ teacherId, blockStart: new Date(at), lessonId: lesson!.id })
      await db.insert(teacherBusyBlocks).values(blocks)
    }
  }
}
