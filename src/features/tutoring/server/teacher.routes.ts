import { Hono } from 'hono'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { insertMediaAsset } from '#core/media/media-library.repo.ts'
import { MAX_IMAGE_BYTES } from '#core/media/upload-limits.ts'
import { processImageUpload } from '#core/media/upload-processing.server.ts'
import { displayName, imageAssetRow, readUpload, storeAsset } from '#features/media/server/media.routes.ts'
import { AppError } from '#core/http/app-error.ts'
import { validate } from '#core/http/validate.server.ts'
import {
  absenceBody,
  availabilityBody,
  idParam,
  reportBody,
  teacherProfileBody,
  weekQuery,
  workshopBody,
} from '../teaching.schemas.ts'
import { fromDouala, nextDay, toDouala } from '../teaching.time.ts'
import { listRecordings } from '#features/courses/server/learning.repo.ts'
import { sendRecording } from '#features/courses/server/recordings.server.ts'
import { isRecordingUnderReview, listPendingReviews } from '#features/courses/server/assessment-reviews.repo.ts'
import { settleReview } from '#features/courses/server/assessment-reviews.server.ts'
import { attemptParamsSchema, reviewDecisionSchema } from '#features/courses/learning.schemas.ts'
import { mailLessonChanges, mailLessonReport } from './teaching.mail.server.ts'
import {
  addAbsence,
  addAvailability,
  bookedStudentsOf,
  cancelLessonByTeacher,
  createWorkshop,
  currentStudentsOfTeacher,
  ensureTeacherProfile,
  excuseBooking,
  teacherDisciplines,
  listAbsences,
  listAvailability,
  listCalendar,
  listClosures,
  removeAbsence,
  removeAvailability,
  reportLesson,
  saveTeacherProfile,
} from './teaching.repo.ts'

/** The teacher's photo upload: an image and the multipart envelope. */
export const TEACHER_PHOTO_BODY_LIMITS: Record<string, number> = { '/api/teacher/photo': MAX_IMAGE_BYTES + 64 * 1024 }

/** Monday of the Douala week holding `day` (or today). */
export function weekStart(day: string | undefined, now = new Date()): string {
  const local = day ?? toDouala(now).day
  const weekday = toDouala(fromDouala(local, 12 * 60)).weekday
  return nextDay(local, 1 - weekday)
}

/**
 * The teacher area's API (/api/teacher, 'Professeur' role only, guarded in app.ts): profile, weekly
 * availability and absences, the week's lessons, attendance, notes and homework, workshops.
 * A teacher only ever touches their own lessons (403 otherwise).
 */
export const teacherRoutes = new Hono<AppEnv>()
  .get('/profile', async c => c.json({ profile: await ensureTeacherProfile(c.var.db, c.var.user!) }, 200))
  .put('/profile', validate('json', teacherProfileBody), async c =>
    c.json({ profile: await saveTeacherProfile(c.var.db, c.var.user!.id, c.req.valid('json')) }, 200),
  )
  /**
   * The profile photo (multipart `file`): checked, cropped square and re-encoded like the admin's
   * uploads, kept in the media library; the answer's `url` is what the profile then saves.
   */
  .post('/photo', async c => {
    const { file } = await readUpload(c)
    const name = displayName(file, 'photo')
    const image = await processImageUpload(new Uint8Array(await file.arrayBuffer()), 'teachers', name)
    const teacher = c.var.user!
    const asset = await storeAsset(c, image.files, db =>
      insertMediaAsset(db, imageAssetRow(image, 'teachers', name, teacher)),
    )
    return c.json(asset, 201)
  })
  .get('/availability', async c => {
    const now = new Date()
    const [rules, absences, closures] = await Promise.all([
      listAvailability(c.var.db, c.var.user!.id),
      listAbsences(c.var.db, c.var.user!.id, now),
      listClosures(c.var.db, toDouala(now).day),
    ])
    return c.json({ rules, absences, closures }, 200)
  })
  .post('/availability', validate('json', availabilityBody), async c => {
    const body = c.req.valid('json')
    await ensureTeacherProfile(c.var.db, c.var.user!)
    const rule = await addAvailability(c.var.db, c.var.user!.id, {
      weekday: body.weekday,
      startMinute: body.start,
      endMinute: body.end,
      place: body.place,
    })
    return c.json({ rule }, 201)
  })
  .delete('/availability/:id', validate('param', idParam), async c => {
    if (!(await removeAvailability(c.var.db, c.var.user!.id, c.req.valid('param').id)))
      throw new AppError('NOT_FOUND', 'Disponibilité introuvable.')
    return c.json({ deleted: true }, 200)
  })
  .post('/absences', validate('json', absenceBody), async c => {
    const body = c.req.valid('json')
    const startsAt = fromDouala(body.from, 0)
    const endsAt = fromDouala(nextDay(body.to), 0)
    if (endsAt <= new Date())
      throw new AppError('INVALID_INPUT', 'Cette absence est déjà passée.', { to: 'Date passée.' })
    const absence = await addAbsence(c.var.db, c.var.user!.id, { startsAt, endsAt, reason: body.reason })
    return c.json({ absence }, 201)
  })
  .delete('/absences/:id', validate('param', idParam), async c => {
    if (!(await removeAbsence(c.var.db, c.var.user!.id, c.req.valid('param').id)))
      throw new AppError('NOT_FOUND', 'Absence introuvable.')
    return c.json({ deleted: true }, 200)
  })
  .get('/lessons', validate('query', weekQuery), async c => {
    const { from, days } = c.req.valid('query')
    const start = weekStart(from)
    const lessons = await listCalendar(c.var.db, {
      teacherId: c.var.user!.id,
      from: fromDouala(start, 0),
      to: fromDouala(nextDay(start, days), 0),
      includeCancelled: true,
    })
    return c.json({ from: start, days, lessons }, 200)
  })
  .post('/lessons/:id/cancel', validate('param', idParam), async c => {
    const result = await cancelLessonByTeacher(c.var.db, {
      teacherId: c.var.user!.id,
      lessonId: c.req.valid('param').id,
      now: new Date(),
      by: 'teacher',
    })
    await mailLessonChanges(c.var, result.changes, 'Votre professeur a dû annuler ce cours.')
    return c.json({ cancelled: true, makeUp: result.changes[0]?.makeUp ?? [] }, 200)
  })
  .put('/lessons/:id/report', validate('param', idParam), validate('json', reportBody), async c => {
    const lesson = await reportLesson(c.var.db, {
      teacherId: c.var.user!.id,
      lessonId: c.req.valid('param').id,
      now: new Date(),
      report: c.req.valid('json'),
    })
    if (lesson.reportChanged) await mailLessonReport(c.var, lesson, await bookedStudentsOf(c.var.db, lesson.id))
    return c.json({ id: lesson.id, notes: lesson.notes, homework: lesson.homework }, 200)
  })
  .post('/bookings/:id/excuse', validate('param', idParam), async c => {
    const booking = await excuseBooking(c.var.db, { teacherId: c.var.user!.id, bookingId: c.req.valid('param').id })
    return c.json({ id: booking.id, status: booking.status }, 200)
  })
  // The assessment recordings their current students agreed to keep for their teacher, in the
  // disciplines they teach them.
  .get('/recordings', async c => {
    const current = await currentStudentsOfTeacher(c.var.db, c.var.user!.id)
    const pairs = new Set(current.map(pair => `${pair.studentId} ${pair.discipline}`))
    const recordings = await listRecordings(c.var.db, [...new Set(current.map(pair => pair.studentId))])
    return c.json(
      {
        recordings: recordings
          .filter(recording => pairs.has(`${recording.userId} ${recording.disciplineId}`))
          .map(({ mediaKey: _mediaKey, ...recording }) => ({
            ...recording,
            url: `/api/teacher/recordings/${recording.id}`,
          })),
      },
      200,
    )
  })
  .get('/recordings/:id', validate('param', idParam), async c => {
    const current = await currentStudentsOfTeacher(c.var.db, c.var.user!.id)
    const pairs = new Set(current.map(pair => `${pair.studentId} ${pair.discipline}`))
    return sendRecording(c, c.req.valid('param').id, (studentId, disciplineId) =>
      pairs.has(`${studentId} ${disciplineId}`),
    )
  })
  // Performed assessments waiting for a teacher of the disciplines on their profile: listen, then
  // validate (the certificate is issued) or refuse with a comment.
  .get('/reviews', async c =>
    c.json(
      {
        reviews: (await listPendingReviews(c.var.db, await teacherDisciplines(c.var.db, c.var.user!.id))).map(
          review => ({
            ...review,
            recordings: review.recordings.map(recording => ({
              ...recording,
              url: `/api/teacher/reviews/recordings/${recording.id}`,
            })),
          }),
        ),
      },
      200,
    ),
  )
  .get('/reviews/recordings/:id', validate('param', idParam), async c => {
    const scope = await teacherDisciplines(c.var.db, c.var.user!.id)
    const id = c.req.valid('param').id
    const underReview = await isRecordingUnderReview(c.var.db, id, scope)
    return sendRecording(c, id, () => underReview)
  })
  .post(
    '/reviews/:attemptId',
    validate('param', attemptParamsSchema),
    validate('json', reviewDecisionSchema),
    async c =>
      c.json(
        await settleReview(
          c,
          await teacherDisciplines(c.var.db, c.var.user!.id),
          c.req.valid('param').attemptId,
          c.req.valid('json'),
        ),
        200,
      ),
  )
  .post('/workshops', validate('json', workshopBody), async c => {
    await ensureTeacherProfile(c.var.db, c.var.user!)
    const lesson = await createWorkshop(c.var.db, c.var.user!.id, c.req.valid('json'), new Date())
    return c.json({ id: lesson.id, startsAt: lesson.startsAt.toISOString() }, 201)
  })

export type TeacherRoutes = typeof teacherRoutes
