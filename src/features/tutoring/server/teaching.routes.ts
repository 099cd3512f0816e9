import { Hono } from 'hono'
import { z } from 'zod'
import { requireUser } from '#core/auth/guards.server.ts'
import { ROLES } from '#core/auth/roles.ts'
import { AppError } from '#core/http/app-error.ts'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { validate } from '#core/http/validate.server.ts'
import {
  DISCIPLINE_IDS,
  bookingBody,
  idParam,
  invitationBody,
  moveBody,
  partnerBody,
  slotsQuery,
} from '../teaching.schemas.ts'
import { FIRST_AVAILABLE, KIND_LABELS } from '../teaching.rules.ts'
import { mailLessonChanges } from './teaching.mail.server.ts'
import {
  acceptPartnerInvitation,
  bookSlot,
  bookedStudentsOf,
  cancelBooking,
  findFreeSlots,
  findProgressReport,
  invitePartner,
  joinWorkshop,
  listEntitlements,
  listProgressReports,
  listStudentBookings,
  listTeachers,
  listWorkshops,
  moveBooking,
} from './teaching.repo.ts'

const teachersQuery = z.object({ discipline: z.enum(DISCIPLINE_IDS).optional() })

/**
 * The student's side of lessons: teachers (public), free slots, booking with a credit,
 * cancelling and moving (24 h rule), workshops and their waiting lists, the Pack Duo partner. Every
 * change mails both sides an iCalendar invitation.
 */
export const teachingRoutes = new Hono<AppEnv>()
  .get('/teachers', validate('query', teachersQuery), async c =>
    c.json({ teachers: await listTeachers(c.var.db, c.req.valid('query')) }, 200),
  )
  .get('/me', requireUser, async c => {
    const now = new Date()
    const [entitlements, bookings] = await Promise.all([
      listEntitlements(c.var.db, c.var.user!.id, now),
      listStudentBookings(c.var.db, c.var.user!.id, now),
    ])
    return c.json({ entitlements, bookings }, 200)
  })
  .get('/slots', requireUser, validate('query', slotsQuery), async c => {
    const query = c.req.valid('query')
    const slots = await findFreeSlots(c.var.db, {
      discipline: query.discipline,
      teacherId: query.teacher === FIRST_AVAILABLE ? null : query.teacher,
      kind: query.kind,
      now: new Date(),
    })
    // "Le premier disponible": one slot per start time, whoever teaches it.
    const shown =
      query.teacher === FIRST_AVAILABLE ? slots.filter((slot, i) => slots[i - 1]?.startsAt !== slot.startsAt) : slots
    return c.json({ slots: shown }, 200)
  })
  .post('/bookings', requireUser, validate('json', bookingBody), async c => {
    const body = c.req.valid('json')
    const result = await bookSlot(c.var.db, {
      userId: c.var.user!.id,
      teacherId: body.teacherId === FIRST_AVAILABLE ? null : body.teacherId,
      discipline: body.discipline,
      kind: body.kind,
      startsAt: body.startsAt,
      now: new Date(),
    })
    // Both students of a duo get the invitation.
    const studentIds = await bookedStudentsOf(c.var.db, result.lesson.id)
    await mailLessonChanges(c.var, [{ lessonId: result.lesson.id, method: 'REQUEST', studentIds }])
    return c.json(
      { bookingId: result.booking.id, lessonId: result.lesson.id, startsAt: result.lesson.startsAt.toISOString() },
      201,
    )
  })
  .post('/bookings/:id/cancel', requireUser, validate('param', idParam), async c => {
    const result = await cancelBooking(c.var.db, {
      userId: c.var.user!.id,
      bookingId: c.req.valid('param').id,
      now: new Date(),
    })
    await mailLessonChanges(c.var, result.changes)
    return c.json(
      {
        status: result.status,
        creditReturned: result.status === 'cancelled',
        message: result.late
          ? 'Cours annulé moins de 24 h avant : le crédit est consommé, sauf si votre professeur l’excuse.'
          : 'Cours annulé : votre crédit vous est rendu.',
      },
      200,
    )
  })
  .post('/bookings/:id/move', requireUser, validate('param', idParam), validate('json', moveBody), async c => {
    const result = await moveBooking(c.var.db, {
      userId: c.var.user!.id,
      bookingId: c.req.valid('param').id,
      startsAt: c.req.valid('json').startsAt,
      now: new Date(),
    })
    await mailLessonChanges(c.var, result.changes)
    return c.json({ lessonId: result.lesson.id, startsAt: result.lesson.startsAt.toISOString() }, 200)
  })
  .get('/workshops', requireUser, validate('query', teachersQuery), async c =>
    c.json({ workshops: await listWorkshops(c.var.db, new Date(), c.req.valid('query').discipline) }, 200),
  )
  .post('/workshops/:id/join', requireUser, validate('param', idParam), async c => {
    const result = await joinWorkshop(c.var.db, {
      userId: c.var.user!.id,
      lessonId: c.req.valid('param').id,
      now: new Date(),
    })
    if (!result.waiting) {
      await mailLessonChanges(c.var, [{ lessonId: result.lesson.id, method: 'REQUEST', studentIds: [c.var.user!.id] }])
    }
    return c.json(
      {
        bookingId: result.booking.id,
        waiting: result.waiting,
        message: result.waiting
          ? 'L’atelier est complet : vous êtes sur la liste d’attente. Une place libérée vous revient automatiquement.'
          : `${KIND_LABELS.workshop} réservé.`,
      },
      201,
    )
  })
  .post(
    '/entitlements/:id/partner',
    requireUser,
    validate('param', idParam),
    validate('json', partnerBody),
    async c => {
      const { email } = c.req.valid('json')
      const invitation = await invitePartner(c.var.db, {
        userId: c.var.user!.id,
        entitlementId: c.req.valid('param').id,
        email,
      })
      const link = `${c.var.publicUrl}/profil/cours?invitation=${invitation.token}`
      const lines = [
        'Bonjour,',
        '',
        `${invitation.payerName} vous invite à partager son Pack Duo à l’Académie Gombiste Records : quatre cours d’1 h 30 à deux par mois.`,
        '',
        `Pour accepter, connectez-vous (ou créez votre compte avec cette adresse) puis ouvrez : ${link}`,
        '',
        'L’équipe de Gombiste Records',
      ]
      await c.var.mailer.queue({
        to: email,
        subject: `${invitation.payerName} vous invite à son Pack Duo — Gombiste Records`,
        text: lines.join('\n'),
        html: lines
          .map(line => (line ? `<p>${line.replace(/[<>&]/g, ch => `&#${ch.charCodeAt(0)};`)}</p>` : ''))
          .join('\n'),
      })
      return c.json({ invited: email }, 200)
    },
  )
  .get('/reports', requireUser, async c =>
    c.json({ reports: await listProgressReports(c.var.db, c.var.user!.id) }, 200),
  )
  /** A monthly report's PDF: its student, or an admin. */
  .get('/reports/:id', requireUser, validate('param', idParam), async c => {
    const report = await findProgressReport(c.var.db, c.req.valid('param').id)
    if (!report || (report.studentId !== c.var.user!.id && c.var.user!.role !== ROLES.admin))
      throw new AppError('NOT_FOUND', 'Bilan introuvable.')
    return c.body(new Uint8Array(Buffer.from(report.pdf, 'base64')), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="bilan-${report.month}.pdf"`,
      'cache-control': 'private, no-store',
    })
  })
  .post('/invitations/accept', requireUser, validate('json', invitationBody), async c => {
    await acceptPartnerInvitation(c.var.db, { userId: c.var.user!.id, token: c.req.valid('json').token })
    return c.json({ accepted: true }, 200)
  })

export type TeachingRoutes = typeof teachingRoutes
