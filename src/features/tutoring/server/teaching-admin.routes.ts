import { Hono } from 'hono'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { AppError } from '#core/http/app-error.ts'
import { validate } from '#core/http/validate.server.ts'
import { calendarQuery, closureBody, dayParam, idParam } from '../teaching.schemas.ts'
import { fromDouala, nextDay, toDouala } from '../teaching.time.ts'
import { listOverdueCorrections } from './corrections.repo.ts'
import { mailLessonChanges } from './teaching.mail.server.ts'
import {
  addClosure,
  cancelLessonByTeacher,
  listCalendar,
  listClosures,
  listCreditsPerStudent,
  removeClosure,
  teacherStats,
} from './teaching.repo.ts'

/**
 * The label's view of teaching (/api/admin/teaching, Admin role, guarded in app.ts): every teacher's
 * calendar by day or week, credits per student, attendance and load, late corrections, closure days.
 * Manual credit adjustments live in src/server (they write the audit journal of the admin feature).
 */
export const teachingAdminRoutes = new Hono<AppEnv>()
  .get('/calendar', validate('query', calendarQuery), async c => {
    const { from, days, teacher } = c.req.valid('query')
    const start = from ?? toDouala(new Date()).day
    const lessons = await listCalendar(c.var.db, {
      teacherId: teacher,
      from: fromDouala(start, 0),
      to: fromDouala(nextDay(start, days), 0),
      includeCancelled: true,
    })
    return c.json({ from: start, days, lessons }, 200)
  })
  .get('/credits', async c => c.json({ credits: await listCreditsPerStudent(c.var.db) }, 200))
  .get('/stats', validate('query', calendarQuery), async c => {
    const { from, days } = c.req.valid('query')
    const now = new Date()
    const start = from ?? nextDay(toDouala(now).day, -30)
    const [teachers, overdue] = await Promise.all([
      teacherStats(c.var.db, fromDouala(start, 0), fromDouala(nextDay(start, from ? days : 31), 0)),
      listOverdueCorrections(c.var.db, now),
    ])
    return c.json({ from: start, teachers, overdueCorrections: overdue }, 200)
  })
  .get('/closures', async c => c.json({ closures: await listClosures(c.var.db) }, 200))
  .post('/closures', validate('json', closureBody), async c =>
    c.json({ closure: await addClosure(c.var.db, c.req.valid('json')) }, 201),
  )
  .delete('/closures/:day', validate('param', dayParam), async c => {
    if (!(await removeClosure(c.var.db, c.req.valid('param').day)))
      throw new AppError('NOT_FOUND', 'Jour de fermeture introuvable.')
    return c.json({ deleted: true }, 200)
  })
  .post('/lessons/:id/cancel', validate('param', idParam), async c => {
    const result = await cancelLessonByTeacher(c.var.db, {
      teacherId: null,
      lessonId: c.req.valid('param').id,
      now: new Date(),
      by: 'admin',
    })
    await mailLessonChanges(c.var, result.changes, 'L’académie a dû annuler ce cours.')
    return c.json({ cancelled: true, makeUp: result.changes[0]?.makeUp ?? [] }, 200)
  })

export type TeachingAdminRoutes = typeof teachingAdminRoutes
