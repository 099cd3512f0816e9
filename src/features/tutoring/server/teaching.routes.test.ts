import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { user } from '#core/auth/auth.table.ts'
import { ROLES } from '#core/auth/roles.ts'
import { adminAuditLog } from '#core/audit/audit-log.table.ts'
import { profiles } from '#features/account/server/account.table.ts'
import { sendLessonReminders } from '#features/tutoring/server/booking-reminders.ts'
import { generateMonthlyReports, monthLabel } from '#features/tutoring/server/monthly-reports.ts'
import { readPdf } from '#tests/setup/pdf-reader.ts'
import { startSmtpPeer } from '#tests/peers/smtp-peer.ts'
import { signedInUser, TEST_PASSWORD } from '#tests/setup/accounts.ts'
import { siteContent } from '#tests/setup/content.ts'
import { makeWebmHead } from '#tests/setup/media-files.ts'
import { createTestApp, TEST_ORIGIN } from '#tests/setup/test-app.ts'
import { MIN_NOTICE_HOURS, TEACHING_MESSAGES as M } from '../teaching.rules.ts'
import { fromDouala, toDouala } from '../teaching.time.ts'
import { CORRECTION_QUOTA } from './corrections.repo.ts'
import { MAX_CORRECTION_BYTES } from './corrections.routes.ts'
import { lessonUid } from './teaching.mail.server.ts'
import {
  call,
  doualaAt,
  invitationOf,
  makeTeacher,
  payFormula,
  type Person,
  type TestContext,
  waitForMail,
} from '#tests/setup/teaching-kit.ts'
import { grantEntitlementsForOrder } from './teaching.repo.ts'
import { corrections, lessonBookings, scheduledLessons, teacherAvailability } from './teaching.table.ts'

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>
let context: TestContext
let teacher: Person
let otherTeacher: Person
let admin: Person

beforeAll(async () => {
  smtp = await startSmtpPeer()
  context = await createTestApp({ seed: true, smtpUrl: smtp.url, trustedProxies: ['127.0.0.1'] })
  admin = await signedInUser(context, ROLES.admin)
  teacher = await makeTeacher(context, 'Aline Ngo Piano')
  otherTeacher = await makeTeacher(context, 'Bruno Chant', 'chant')
})
afterAll(async () => {
  await context?.close()
  await smtp?.close()
})
afterEach(() => {
  vi.useRealTimers()
})

type Me = {
  entitlements: {
    id: string
    kind: string
    quantity: number
    remaining: number
    expiresAt: string
    durationMinutes: number
  }[]
  bookings: {
    id: string
    status: string
    startsAt: string
    notes: string | null
    homework: string | null
    attendance: string | null
    meetingUrl: string | null
  }[]
}
const me = async (person: Person) => (await call<Me>(context, 'GET', '/api/teaching/me', person.cookie)).body
const remaining = async (person: Person, kind = 'individual') =>
  (await me(person)).entitlements.filter(item => item.kind === kind).reduce((sum, item) => sum + item.remaining, 0)

const book = (person: Person, startsAt: Date, teacherId = teacher.id, kind = 'individual', discipline = 'piano') =>
  call(context, 'POST', '/api/teaching/bookings', person.cookie, {
    discipline,
    teacherId,
    kind,
    startsAt: startsAt.toISOString(),
  })

describe('the Professeur role', () => {
  test('cannot be chosen at sign-up', async () => {
    const response = await context.app.request('/api/account/sign-up', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: JSON.stringify({
        name: 'Faux Prof',
        email: 'faux-prof@exemple.cm',
        password: 'Un-mot-de-passe-long',
        role: 'Professeur',
      }),
    })
    expect(response.status).toBe(400)
  })

  test('is given by an admin; the teacher area then opens, and stays closed to students', async () => {
    const future = await signedInUser(context, ROLES.student)
    expect((await call(context, 'GET', '/api/teacher/profile', future.cookie)).status).toBe(403)
    const change = await call(context, 'PUT', `/api/admin/accounts/users/${future.id}/role`, admin.cookie, {
      role: 'Professeur',
    })
    expect(change.status).toBe(200)
    const signIn = await context.app.request('/api/account/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: JSON.stringify({ email: future.email, password: TEST_PASSWORD }),
    })
    const cookie = signIn.headers
      .getSetCookie()
      .map(value => value.split(';')[0])
      .join('; ')
    const profile = await call(context, 'GET', '/api/teacher/profile', cookie)
    expect(profile.status).toBe(200)
    expect(profile.body.profile.displayName).toBe('Test Élève')
  })

  test('public profiles list published teachers, by discipline', async () => {
    const response = await context.app.request('/api/teaching/teachers?discipline=piano')
    const { teachers } = (await response.json()) as {
      teachers: { id: string; name: string; languages: string[]; bio: string }[]
    }
    // The sample teachers of content/teachers/ who teach piano, and the one made here; not the chant teacher.
    const samplePianists = siteContent.teachers
      .filter(item => item.disciplines.includes('piano'))
      .map(item => item.name)
    expect(teachers.map(item => item.name).sort()).toEqual(['Aline Ngo Piano', ...samplePianists].sort())
    expect(teachers.find(item => item.name === 'Aline Ngo Piano')!.languages).toEqual(['Français', 'Anglais'])
    expect(JSON.stringify(teachers)).not.toContain('visio.exemple.cm') // the meeting link is not public
  })
})

describe('availability', () => {
  test('an overlapping window is refused in French and nothing is added', async () => {
    const before = await context.db.$count(teacherAvailability, eq(teacherAvailability.teacherId, teacher.id))
    const overlap = await call(context, 'POST', '/api/teacher/availability', teacher.cookie, {
      weekday: 2,
      start: '19:00',
      end: '21:00',
      place: 'online',
    })
    expect(overlap.status).toBe(409)
    expect(overlap.body.error.message).toBe(M.overlap)
    const badGrid = await call(context, 'POST', '/api/teacher/availability', teacher.cookie, {
      weekday: 2,
      start: '20:15',
      end: '21:00',
      place: 'online',
    })
    expect(badGrid.status).toBe(400)
    expect(await context.db.$count(teacherAvailability, eq(teacherAvailability.teacherId, teacher.id))).toBe(before)
    // Right after the studio window, it fits.
    const after = await call(context, 'POST', '/api/teacher/availability', teacher.cookie, {
      weekday: 2,
      start: '20:00',
      end: '21:00',
      place: 'online',
    })
    expect(after.status).toBe(201)
  })

  test('slots are on the half-hour grid in Douala time, minus closure days and absences', async () => {
    const student = await signedInUser(context, ROLES.student)
    const slots = (
      await call<{ slots: { startsAt: string; teacherId: string }[] }>(
        context,
        'GET',
        `/api/teaching/slots?discipline=piano&teacher=${teacher.id}`,
        student.cookie,
      )
    ).body.slots
    expect(slots.length).toBeGreaterThan(100)
    for (const slot of slots.slice(0, 50)) {
      const local = toDouala(new Date(slot.startsAt))
      expect(local.minute % 30).toBe(0)
      expect(local.minute).toBeGreaterThanOrEqual(8 * 60)
      expect(local.minute + 60).toBeLessThanOrEqual(21 * 60)
      expect(new Date(slot.startsAt).getTime()).toBeGreaterThan(Date.now())
    }
    const in5 = toDouala(doualaAt(5, 12)).day
    const in6 = toDouala(doualaAt(6, 12)).day
    expect(
      (
        await call(context, 'POST', '/api/admin/teaching/closures', admin.cookie, {
          day: in5,
          label: 'Fête de la musique',
        })
      ).status,
    ).toBe(201)
    const absence = await call(context, 'POST', '/api/teacher/absences', teacher.cookie, {
      from: in6,
      to: in6,
      reason: 'Concert',
    })
    expect(absence.status).toBe(201)
    const after = (
      await call<{ slots: { startsAt: string }[] }>(
        context,
        'GET',
        `/api/teaching/slots?discipline=piano&teacher=${teacher.id}`,
        student.cookie,
      )
    ).body.slots
    expect(after.some(slot => toDouala(new Date(slot.startsAt)).day === in5)).toBe(false)
    expect(after.some(slot => toDouala(new Date(slot.startsAt)).day === in6)).toBe(false)
    // Closing and absence undone: the days come back.
    expect((await call(context, 'DELETE', `/api/admin/teaching/closures/${in5}`, admin.cookie)).status).toBe(200)
    expect(
      (await call(context, 'DELETE', `/api/teacher/absences/${absence.body.absence.id}`, teacher.cookie)).status,
    ).toBe(200)
    const restored = (
      await call<{ slots: { startsAt: string }[] }>(
        context,
        'GET',
        `/api/teaching/slots?discipline=piano&teacher=${teacher.id}`,
        student.cookie,
      )
    ).body.slots
    expect(restored.some(slot => toDouala(new Date(slot.startsAt)).day === in5)).toBe(true)
  })
})

describe('entitlements created by each formula', () => {
  test('Pack Individuel: 4 lessons of 60 min for the paid month', async () => {
    const student = await signedInUser(context, ROLES.student)
    const order = await payFormula(context, student, 'pack-individuel')
    const { entitlements } = await me(student)
    expect(entitlements).toHaveLength(1)
    expect(entitlements[0]).toMatchObject({ kind: 'individual', quantity: 4, remaining: 4, durationMinutes: 60 })
    expect(entitlements[0]!.expiresAt).toBe(order.periodEnd)
  })

  test('Pack Duo: 4 lessons of 90 min, shared with the partner the payer invites by email', async () => {
    const payer = await signedInUser(context, ROLES.student)
    const partner = await signedInUser(context, ROLES.student)
    await payFormula(context, payer, 'pack-duo')
    const [duo] = (await me(payer)).entitlements
    expect(duo).toMatchObject({ kind: 'duo', quantity: 4, remaining: 4, durationMinutes: 90 })
    const invite = await call(context, 'POST', `/api/teaching/entitlements/${duo!.id}/partner`, payer.cookie, {
      email: partner.email,
    })
    expect(invite.status).toBe(200)
    const mail = await waitForMail(smtp.messages, message => message.to.includes(partner.email))
    const token = /invitation=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!
    // Another student cannot touch the payer's credits.
    expect(
      (
        await call(context, 'POST', `/api/teaching/entitlements/${duo!.id}/partner`, partner.cookie, {
          email: 'x@exemple.cm',
        })
      ).status,
    ).toBe(404)
    expect((await call(context, 'POST', '/api/teaching/invitations/accept', partner.cookie, { token })).status).toBe(
      200,
    )
    expect((await call(context, 'POST', '/api/teaching/invitations/accept', partner.cookie, { token })).status).toBe(
      404,
    )
    expect((await me(partner)).entitlements[0]).toMatchObject({ kind: 'duo', remaining: 4 })
    // The partner books a duo lesson: both students are in it, one shared credit is used.
    const startsAt = doualaAt(4, 10)
    const booked = await book(partner, startsAt, teacher.id, 'duo')
    expect(booked.status).toBe(201)
    expect(await remaining(payer, 'duo')).toBe(3)
    expect((await me(payer)).bookings.map(item => item.startsAt)).toEqual([startsAt.toISOString()])
    const invitation = invitationOf(
      await waitForMail(
        smtp.messages,
        message => message.to.includes(payer.email) && /Cours réservé/.test(message.subject),
      ),
    )
    expect(invitation.end.getTime() - invitation.start.getTime()).toBe(90 * 60_000)
    expect(invitation.attendees.sort()).toEqual([`mailto:${payer.email}`, `mailto:${partner.email}`].sort())
  })

  test('Pack Duo: the partner who cancels less than 24 h before spends the payer’s credit, as the answer says', async () => {
    const payer = await signedInUser(context, ROLES.student)
    const partner = await signedInUser(context, ROLES.student)
    await payFormula(context, payer, 'pack-duo')
    const [duo] = (await me(payer)).entitlements
    await call(context, 'POST', `/api/teaching/entitlements/${duo!.id}/partner`, payer.cookie, { email: partner.email })
    const mail = await waitForMail(smtp.messages, message => message.to.includes(partner.email))
    const token = /invitation=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!
    expect((await call(context, 'POST', '/api/teaching/invitations/accept', partner.cookie, { token })).status).toBe(
      200,
    )
    const startsAt = doualaAt(12, 14)
    const booked = await book(payer, startsAt, teacher.id, 'duo')
    expect(booked.status).toBe(201)
    expect(await remaining(payer, 'duo')).toBe(3)
    const [partnerBooking] = (await me(partner)).bookings
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(startsAt.getTime() - 86_400_000 + 60_000))
    const cancelled = await call(
      context,
      'POST',
      `/api/teaching/bookings/${partnerBooking!.id}/cancel`,
      partner.cookie,
      {},
    )
    expect(cancelled.status).toBe(200)
    expect(cancelled.body).toMatchObject({
      status: 'late_cancelled',
      creditReturned: false,
      message: 'Cours annulé moins de 24 h avant : le crédit est consommé, sauf si votre professeur l’excuse.',
    })
    expect(await remaining(payer, 'duo')).toBe(3)
  })

  test('Formation Hybride: 2 workshop seats and 1 online follow-up per month', async () => {
    const student = await signedInUser(context, ROLES.student)
    await payFormula(context, student, 'formation-hybride')
    const kinds = Object.fromEntries((await me(student)).entitlements.map(item => [item.kind, item.quantity]))
    expect(kinds).toEqual({ workshop: 2, followup: 1 })
  })

  test('Parcours Certifiant: 1 orientation interview, valid 90 days; granting twice for one order adds nothing', async () => {
    const student = await signedInUser(context, ROLES.student)
    const paidAt = new Date()
    const order = {
      id: crypto.randomUUID(),
      userId: student.id,
      formulaId: 'parcours-certifiant',
      billingCycle: 'unique' as const,
      paidAt,
      periodStart: null,
      periodEnd: null,
    }
    expect(await grantEntitlementsForOrder(context.db, order)).toBe(1)
    expect(await grantEntitlementsForOrder(context.db, order)).toBe(0)
    const [interview] = (await me(student)).entitlements
    expect(interview).toMatchObject({ kind: 'orientation', quantity: 1, remaining: 1 })
    expect(new Date(interview!.expiresAt).getTime()).toBe(paidAt.getTime() + 90 * 86_400_000)
  })

  test('a formula that gives no lessons (MOOC) creates no credits', async () => {
    const student = await signedInUser(context, ROLES.student)
    await payFormula(context, student, 'mooc-complet')
    expect((await me(student)).entitlements).toEqual([])
  })
})

describe('booking, with its invitation', () => {
  test('a booking uses one credit and mails both sides a REQUEST with a stable UID', async () => {
    const student = await signedInUser(context, ROLES.student)
    await payFormula(context, student, 'pack-individuel')
    const startsAt = doualaAt(3, 9)
    const booked = await book(student, startsAt)
    expect(booked.status).toBe(201)
    expect(await remaining(student)).toBe(3)
    const forStudent = invitationOf(
      await waitForMail(smtp.messages, mail => mail.to.includes(student.email) && /Cours réservé/.test(mail.subject)),
    )
    const forTeacher = invitationOf(
      await waitForMail(
        smtp.messages,
        mail => mail.to.includes(teacher.email) && mail.raw.includes(booked.body.lessonId),
      ),
    )
    for (const invitation of [forStudent, forTeacher]) {
      expect(invitation).toMatchObject({
        method: 'REQUEST',
        uid: lessonUid(booked.body.lessonId),
        sequence: 0,
        status: 'CONFIRMED',
        // The studio's street address from the label's information, for the calendar's map.
        location: 'Studio Gombiste Records, 45, boulevard de la Liberté, Akwa, BP 4521 Douala, Cameroun',
      })
      expect(invitation.start.toISOString()).toBe(startsAt.toISOString())
    }
    // Douala time in the mail's text, whatever the server's zone: 09:00 in Douala is 08:00 UTC.
    const mail = await waitForMail(
      smtp.messages,
      message => message.to.includes(student.email) && /Cours réservé/.test(message.subject),
    )
    expect(mail.text).toContain('à 09:00 (heure de Douala)')
    expect(mail.text).toContain('45, boulevard de la Liberté, Akwa')
    expect(startsAt.getUTCHours()).toBe(8)
  })

  test('"le premier disponible" books whichever teacher is free', async () => {
    const student = await signedInUser(context, ROLES.student)
    await payFormula(context, student, 'pack-individuel')
    const booked = await book(student, doualaAt(3, 15), 'premier')
    expect(booked.status).toBe(201)
    const [lesson] = await context.db
      .select()
      .from(scheduledLessons)
      .where(eq(scheduledLessons.id, booked.body.lessonId))
    expect(lesson!.teacherId).toBe(teacher.id)
  })

  test('bad input gets a French 4xx and changes nothing', async () => {
    const student = await signedInUser(context, ROLES.student)
    const broke = await signedInUser(context, ROLES.student)
    await payFormula(context, student, 'pack-individuel')
    const lessonsBefore = await context.db.$count(scheduledLessons)

    const past = await book(student, doualaAt(-1, 10))
    expect(past.status).toBe(400)
    expect(past.body.error.fields.startsAt).toBe(M.pastSlot)
    const offGrid = await book(student, new Date(doualaAt(3, 10).getTime() + 10 * 60_000))
    expect(offGrid.status).toBe(400)
    // Less than the minimum notice ahead: refused, and never offered.
    const inTwoHours = new Date(Math.ceil((Date.now() + 2 * 3600_000) / 1800_000) * 1800_000)
    const tooSoon = await book(student, inTwoHours)
    expect(tooSoon.status).toBe(400)
    expect(tooSoon.body.error.fields.startsAt).toBe(M.tooSoon)
    const offered = await call(
      context,
      'GET',
      `/api/teaching/slots?discipline=piano&teacher=${teacher.id}&kind=individual`,
      student.cookie,
    )
    expect(offered.body.slots.length).toBeGreaterThan(0)
    for (const slot of offered.body.slots as { startsAt: string }[])
      expect(new Date(slot.startsAt).getTime() - Date.now()).toBeGreaterThanOrEqual(
        MIN_NOTICE_HOURS * 3600_000 - 60_000,
      )
    const night = await book(student, doualaAt(3, 3))
    expect(night.status).toBe(409)
    expect(night.body.error.message).toBe(M.slotUnavailable)
    const noCredit = await book(broke, doualaAt(3, 11))
    expect(noCredit.status).toBe(409)
    expect(noCredit.body.error.message).toBe(M.noCredit)
    // A slot already taken: the French message that sends the student back to the fresh list.
    const first = await book(student, doualaAt(3, 12))
    expect(first.status).toBe(201)
    const rival = await signedInUser(context, ROLES.student)
    await payFormula(context, rival, 'pack-individuel')
    const taken = await book(rival, doualaAt(3, 12))
    expect(taken.status).toBe(409)
    expect(taken.body.error.message).toBe(M.slotTaken)
    expect(await remaining(rival)).toBe(4)
    // Another student's booking cannot be cancelled or moved.
    expect(
      (await call(context, 'POST', `/api/teaching/bookings/${first.body.bookingId}/cancel`, rival.cookie, {})).status,
    ).toBe(404)
    expect(
      (
        await call(context, 'POST', `/api/teaching/bookings/${first.body.bookingId}/move`, rival.cookie, {
          startsAt: doualaAt(5, 12).toISOString(),
        })
      ).status,
    ).toBe(404)
    // A teacher cannot write notes, or cancel, for a lesson that is not theirs.
    const notes = await call(
      context,
      'PUT',
      `/api/teacher/lessons/${first.body.lessonId}/report`,
      otherTeacher.cookie,
      { notes: 'Intrus', homework: null, attendance: [] },
    )
    expect(notes.status).toBe(403)
    expect(notes.body.error.message).toBe(M.notYourLesson)
    expect(
      (await call(context, 'POST', `/api/teacher/lessons/${first.body.lessonId}/cancel`, otherTeacher.cookie, {}))
        .status,
    ).toBe(403)

    expect(await context.db.$count(scheduledLessons)).toBe(lessonsBefore + 1)
    const [lesson] = await context.db
      .select()
      .from(scheduledLessons)
      .where(eq(scheduledLessons.id, first.body.lessonId))
    expect(lesson).toMatchObject({ status: 'scheduled', notes: null, sequence: 0 })
    expect(await remaining(student)).toBe(3)
  })
})

describe('cancel and move, around the 24 h edge', () => {
  const MINUTE = 60_000
  const DAY = 86_400_000

  async function bookedStudent(startsAt: Date) {
    const student = await signedInUser(context, ROLES.student)
    await payFormula(context, student, 'pack-individuel')
    const booked = await book(student, startsAt)
    expect(booked.status).toBe(201)
    return { student, bookingId: booked.body.bookingId as string, lessonId: booked.body.lessonId as string }
  }

  const cancelMail = (email: string, lessonId: string) =>
    waitForMail(
      smtp.messages,
      mail => mail.to.includes(email) && /Cours annulé/.test(mail.subject) && mail.raw.includes(lessonId),
    )

  test('cancelled 24 h and one minute before: the credit comes back, a CANCEL goes to both sides', async () => {
    const startsAt = doualaAt(8, 10)
    const { student, bookingId, lessonId } = await bookedStudent(startsAt)
    expect(await remaining(student)).toBe(3)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(startsAt.getTime() - DAY - MINUTE))
    const cancelled = await call(context, 'POST', `/api/teaching/bookings/${bookingId}/cancel`, student.cookie, {})
    expect(cancelled.status).toBe(200)
    expect(cancelled.body).toMatchObject({ status: 'cancelled', creditReturned: true })
    expect(await remaining(student)).toBe(4)
    for (const email of [student.email, teacher.email]) {
      const invitation = invitationOf(await cancelMail(email, lessonId))
      expect(invitation).toMatchObject({ method: 'CANCEL', uid: lessonUid(lessonId), sequence: 1, status: 'CANCELLED' })
    }
    // The slot is free again.
    const again = await call(context, 'POST', `/api/teaching/bookings/${bookingId}/cancel`, student.cookie, {})
    expect(again.status).toBe(409)
  })

  test('cancelled 23 h 59 min before: the credit is spent, until the teacher excuses it', async () => {
    const startsAt = doualaAt(8, 11)
    const { student, bookingId, lessonId } = await bookedStudent(startsAt)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(startsAt.getTime() - DAY + MINUTE))
    const cancelled = await call(context, 'POST', `/api/teaching/bookings/${bookingId}/cancel`, student.cookie, {})
    expect(cancelled.status).toBe(200)
    expect(cancelled.body).toMatchObject({ status: 'late_cancelled', creditReturned: false })
    expect(await remaining(student)).toBe(3)
    expect(invitationOf(await cancelMail(student.email, lessonId)).method).toBe('CANCEL')
    // Only the lesson's own teacher may excuse it.
    expect(
      (await call(context, 'POST', `/api/teacher/bookings/${bookingId}/excuse`, otherTeacher.cookie, {})).status,
    ).toBe(403)
    const excused = await call(context, 'POST', `/api/teacher/bookings/${bookingId}/excuse`, teacher.cookie, {})
    expect(excused.status).toBe(200)
    expect(await remaining(student)).toBe(4)
    expect((await call(context, 'POST', `/api/teacher/bookings/${bookingId}/excuse`, teacher.cookie, {})).status).toBe(
      409,
    )
  })

  test('moved 24 h and one minute before: same UID, higher SEQUENCE; 23 h 59 min before: refused', async () => {
    const startsAt = doualaAt(9, 10)
    const { student, bookingId, lessonId } = await bookedStudent(startsAt)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(startsAt.getTime() - DAY - MINUTE))
    const target = new Date(startsAt.getTime() + 2 * 3600_000)
    const moved = await call(context, 'POST', `/api/teaching/bookings/${bookingId}/move`, student.cookie, {
      startsAt: target.toISOString(),
    })
    expect(moved.status).toBe(200)
    const invitation = invitationOf(
      await waitForMail(
        smtp.messages,
        mail => mail.to.includes(student.email) && /Cours modifié/.test(mail.subject) && mail.raw.includes(lessonId),
      ),
    )
    expect(invitation).toMatchObject({ method: 'REQUEST', uid: lessonUid(lessonId), sequence: 1 })
    expect(invitation.start.toISOString()).toBe(target.toISOString())
    expect(await remaining(student)).toBe(3)
    // The old time is free again, the new one is taken (a rival cannot book it).
    vi.setSystemTime(new Date(target.getTime() - DAY + MINUTE))
    const late = await call(context, 'POST', `/api/teaching/bookings/${bookingId}/move`, student.cookie, {
      startsAt: new Date(target.getTime() + 3600_000).toISOString(),
    })
    expect(late.status).toBe(409)
    expect(late.body.error.message).toBe(M.tooLateToMove)
    const [lesson] = await context.db.select().from(scheduledLessons).where(eq(scheduledLessons.id, lessonId))
    expect(lesson!.startsAt.toISOString()).toBe(target.toISOString())
  })

  test('a teacher who cancels gives the credit back and offers make-up slots', async () => {
    const startsAt = doualaAt(10, 14)
    const { student, lessonId } = await bookedStudent(startsAt)
    const cancelled = await call(context, 'POST', `/api/teacher/lessons/${lessonId}/cancel`, teacher.cookie, {})
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.makeUp.length).toBeGreaterThan(0)
    expect(await remaining(student)).toBe(4)
    const mail = await cancelMail(student.email, lessonId)
    expect(mail.text).toContain('Pour rattraper ce cours')
    expect(invitationOf(mail)).toMatchObject({ method: 'CANCEL', sequence: 1 })
  })
})

describe('the lesson itself', () => {
  test('online lessons carry the meeting link; attendance, notes and homework reach the student', async () => {
    const student = await signedInUser(context, ROLES.student)
    await payFormula(context, student, 'formation-hybride')
    const startsAt = doualaAt(4, 17)
    const booked = await book(student, startsAt, teacher.id, 'followup')
    expect(booked.status).toBe(201)
    const [booking] = (await me(student)).bookings
    expect(booking!.meetingUrl).toBe('https://visio.exemple.cm/salle-piano')
    const early = await call(context, 'PUT', `/api/teacher/lessons/${booked.body.lessonId}/report`, teacher.cookie, {
      notes: 'x',
      homework: null,
      attendance: [],
    })
    expect(early.status).toBe(409)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(startsAt.getTime() + 30 * 60_000))
    const report = await call(context, 'PUT', `/api/teacher/lessons/${booked.body.lessonId}/report`, teacher.cookie, {
      notes: 'Belle justesse sur les gammes.',
      homework: 'Gamme de sol majeur, 10 minutes par jour.',
      attendance: [{ bookingId: booked.body.bookingId, attendance: 'present' }],
    })
    expect(report.status).toBe(200)
    // The student is told, with the notes and homework in the mail; saving the same report again is not news.
    const told = await waitForMail(
      smtp.messages,
      message => message.to.includes(student.email) && message.subject.startsWith('Notes et devoirs de votre cours'),
    )
    expect(told.text).toContain('Gamme de sol majeur, 10 minutes par jour.')
    expect(told.text).toContain('/profil/cours')
    const again = await call(context, 'PUT', `/api/teacher/lessons/${booked.body.lessonId}/report`, teacher.cookie, {
      notes: 'Belle justesse sur les gammes.',
      homework: 'Gamme de sol majeur, 10 minutes par jour.',
      attendance: [],
    })
    expect(again.status).toBe(200)
    await new Promise(resolve => setTimeout(resolve, 300))
    expect(
      smtp.messages.filter(
        message => message.to.includes(student.email) && message.subject.startsWith('Notes et devoirs de votre cours'),
      ),
    ).toHaveLength(1)
    const [seen] = (await me(student)).bookings
    expect(seen).toMatchObject({
      attendance: 'present',
      notes: 'Belle justesse sur les gammes.',
      homework: 'Gamme de sol majeur, 10 minutes par jour.',
    })
    const week = await call(context, 'GET', `/api/teacher/lessons?from=${toDouala(startsAt).day}`, teacher.cookie)
    expect(week.body.lessons.some((lesson: { id: string }) => lesson.id === booked.body.lessonId)).toBe(true)
  })
})

describe('workshops', () => {
  test('capacity holds and the waiting list moves up by itself', async () => {
    const startsAt = doualaAt(12, 9)
    const created = await call(context, 'POST', '/api/teacher/workshops', teacher.cookie, {
      discipline: 'piano',
      title: 'Atelier accords',
      startsAt: startsAt.toISOString(),
      durationMinutes: 120,
      capacity: 8,
      place: 'studio',
    })
    expect(created.status).toBe(201)
    const tooSmall = await call(context, 'POST', '/api/teacher/workshops', teacher.cookie, {
      discipline: 'piano',
      title: 'Trop petit',
      startsAt: doualaAt(13, 9).toISOString(),
      durationMinutes: 120,
      capacity: 4,
      place: 'studio',
    })
    expect(tooSmall.status).toBe(400)
    const students: Person[] = []
    for (let index = 0; index < 9; index++) {
      const student = await signedInUser(context, ROLES.student)
      await payFormula(context, student, 'formation-hybride')
      students.push(student)
    }
    const joined = await Promise.all(
      students.map(student =>
        call(context, 'POST', `/api/teaching/workshops/${created.body.id}/join`, student.cookie, {}),
      ),
    )
    expect(joined.map(item => item.status)).toEqual(Array(9).fill(201))
    expect(joined.filter(item => item.body.waiting).length).toBe(1)
    const waiter = students[joined.findIndex(item => item.body.waiting)]!
    const seated = joined.findIndex(item => !item.body.waiting)
    const seatedStudent = students[seated]!
    const cancel = await call(
      context,
      'POST',
      `/api/teaching/bookings/${joined[seated]!.body.bookingId}/cancel`,
      seatedStudent.cookie,
      {},
    )
    expect(cancel.status).toBe(200)
    const waiterBookings = (await me(waiter)).bookings
    expect(waiterBookings[0]!.status).toBe('booked')
    const mail = await waitForMail(
      smtp.messages,
      message => message.to.includes(waiter.email) && /place s’est libérée/.test(message.text),
    )
    expect(invitationOf(mail).method).toBe('REQUEST')
    const seats = await context.db.$count(
      lessonBookings,
      and(eq(lessonBookings.lessonId, created.body.id), eq(lessonBookings.status, 'booked')),
    )
    expect(seats).toBe(8)
  })
})

describe('corrections within 72 h', () => {
  test('text and audio go to the teacher, who answers; overdue ones show to admins', async () => {
    const student = await signedInUser(context, ROLES.student)
    await payFormula(context, student, 'pack-individuel')
    const form = new FormData()
    form.set('discipline', 'piano')
    form.set('teacherId', teacher.id)
    form.set('title', 'Gamme de do')
    form.set('answerText', 'Voici ma gamme.')
    // A WebM recording's first bytes (EBML header), as MediaRecorder produces.
    form.set('file', new File([new Uint8Array(makeWebmHead())], 'enregistrement.webm', { type: 'audio/webm' }))
    const submitted = await context.app.request('/api/teaching/corrections', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, cookie: student.cookie },
      body: form,
    })
    expect(submitted.status).toBe(201)
    const { id, dueAt } = (await submitted.json()) as { id: string; dueAt: string }
    expect(new Date(dueAt).getTime() - Date.now()).toBeGreaterThan(71.9 * 3600_000)
    const queue = await call(context, 'GET', '/api/teacher/corrections', teacher.cookie)
    const item = queue.body.corrections.find((entry: { id: string }) => entry.id === id)
    expect(item).toMatchObject({ attachmentKind: 'audio', answerText: 'Voici ma gamme.', overdue: false })
    // The file is private: kept under private/, read only through the API by the student, their
    // teacher and the admins; another teacher or student gets 403.
    expect(item.attachmentUrl).toBe(`/api/teaching/corrections/${id}/attachment`)
    const [stored] = await context.db.select().from(corrections).where(eq(corrections.id, id))
    expect(stored!.attachmentKey).toMatch(/^private\/corrections\/[0-9a-f]{36}\.webm$/)
    const stranger = await signedInUser(context, ROLES.student)
    for (const [reader, status] of [
      [student, 200],
      [teacher, 200],
      [admin, 200],
      [otherTeacher, 403],
      [stranger, 403],
    ] as const) {
      const read = await context.app.request(item.attachmentUrl, { headers: { cookie: reader.cookie } })
      expect(read.status, reader.email).toBe(status)
      if (status === 200) {
        expect(read.headers.get('content-type')).toBe('audio/webm')
        expect(read.headers.get('cache-control')).toBe('private, no-store')
        expect(new Uint8Array(await read.arrayBuffer())[0]).toBe(0x1a)
      }
    }
    expect((await context.app.request(item.attachmentUrl)).status).toBe(401)
    expect(await context.mediaStore.exists(stored!.attachmentKey!)).toBe(true)

    const bad = new FormData()
    bad.set('discipline', 'piano')
    bad.set('title', 'Vide')
    bad.set('answerText', '')
    const empty = await context.app.request('/api/teaching/corrections', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, cookie: student.cookie },
      body: bad,
    })
    expect(empty.status).toBe(400)

    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(Date.now() + 73 * 3600_000))
    const stats = await call(context, 'GET', '/api/admin/teaching/stats', admin.cookie)
    expect(stats.body.overdueCorrections.map((entry: { id: string }) => entry.id)).toContain(id)

    const answer = new FormData()
    answer.set('id', id)
    answer.set('replyText', 'Attention au passage du pouce.')
    const intruder = await context.app.request('/api/teacher/corrections/answer', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, cookie: otherTeacher.cookie },
      body: answer,
    })
    expect(intruder.status).toBe(403)
    const answered = await context.app.request('/api/teacher/corrections/answer', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, cookie: teacher.cookie },
      body: answer,
    })
    expect(answered.status).toBe(200)
    const mine = await call(context, 'GET', '/api/teaching/corrections', student.cookie)
    expect(mine.body.corrections[0]).toMatchObject({ replyText: 'Attention au passage du pouce.', overdue: true })

    // Deleting the account removes the files it sent from the media store.
    vi.useRealTimers()
    const deleted = await call(context, 'DELETE', '/api/account', student.cookie, { password: TEST_PASSWORD })
    expect(deleted.status).toBe(200)
    expect(await context.mediaStore.exists(stored!.attachmentKey!)).toBe(false)
  })
})

describe('who may send exercises for correction, and to whom', () => {
  const exercise = (fields: Record<string, string>, file?: File) => {
    const form = new FormData()
    for (const [name, value] of Object.entries({
      discipline: 'piano',
      title: 'Arpège',
      answerText: 'Mon essai.',
      ...fields,
    }))
      form.set(name, value)
    if (file) form.set('file', file)
    return form
  }
  // Each send from its own address: the per-address write limit is not what these tests are about.
  let sent = 0
  const send = (person: Person, form: FormData) =>
    context.app.request('/api/teaching/corrections', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, cookie: person.cookie, 'x-forwarded-for': `10.22.${++sent >> 8}.${sent & 255}` },
      body: form,
    })
  const errorOf = async (response: Response) =>
    ((await response.json()) as { error: { message: string } }).error.message

  test('a confirmed address and a formula with a teacher are required', async () => {
    const unconfirmed = await signedInUser(context, ROLES.student)
    await payFormula(context, unconfirmed, 'pack-individuel')
    await context.db.update(user).set({ emailVerified: false }).where(eq(user.id, unconfirmed.id))
    const refused = await send(unconfirmed, exercise({}))
    expect(refused.status).toBe(403)
    expect(await errorOf(refused)).toBe(M.correctionNeedsConfirmedEmail)

    const selfTaught = await signedInUser(context, ROLES.student)
    await payFormula(context, selfTaught, 'mooc-complet')
    const noTeacher = await send(selfTaught, exercise({}))
    expect(noTeacher.status).toBe(403)
    expect(await errorOf(noTeacher)).toBe(M.correctionNeedsFormula)
    expect(await context.db.$count(corrections, eq(corrections.studentId, selfTaught.id))).toBe(0)
  })

  test('the student picks the teacher; without a choice, their usual teacher or the least busy one', async () => {
    const student = await signedInUser(context, ROLES.student)
    await payFormula(context, student, 'formation-hybride')
    // A chant teacher does not correct piano.
    const wrong = await send(student, exercise({ teacherId: otherTeacher.id }))
    expect(wrong.status).toBe(400)
    expect(await errorOf(wrong)).toBe(M.correctionTeacher)
    const chosen = await send(student, exercise({ teacherId: teacher.id }))
    expect(chosen.status).toBe(201)
    const { id } = (await chosen.json()) as { id: string }
    const [row] = await context.db.select().from(corrections).where(eq(corrections.id, id))
    expect(row!.teacherId).toBe(teacher.id)

    // No lesson booked: the piano teacher with the fewest corrections waiting gets it, whatever
    // their display name says.
    const busiest = await makeTeacher(context, 'AAA Premier par le nom')
    const pianoTeachers = await context.db
      .select({ id: corrections.teacherId })
      .from(corrections)
      .where(isNull(corrections.answeredAt))
    const waiting = new Map<string, number>()
    for (const { id } of pianoTeachers) waiting.set(id, (waiting.get(id) ?? 0) + 1)
    for (let index = 0; index <= Math.max(0, ...waiting.values()); index++)
      expect((await send(student, exercise({ teacherId: busiest.id, title: `Exercice ${index}` }))).status).toBe(201)
    const newcomer = await signedInUser(context, ROLES.student)
    await payFormula(context, newcomer, 'pack-individuel')
    const routed = await send(newcomer, exercise({}))
    expect(routed.status).toBe(201)
    const [auto] = await context.db
      .select()
      .from(corrections)
      .where(eq(corrections.id, ((await routed.json()) as { id: string }).id))
    expect(auto!.teacherId).not.toBe(busiest.id)
  })

  test('an account stays within its quota of exercises and bytes', async () => {
    const student = await signedInUser(context, ROLES.student)
    await payFormula(context, student, 'pack-individuel')
    const wav = (bytes: number) => {
      const data = new Uint8Array(bytes)
      data.set(new TextEncoder().encode('RIFF'), 0)
      data.set(new TextEncoder().encode('WAVE'), 8)
      return new File([data], 'essai.wav', { type: 'audio/wav' })
    }
    // Earlier this month: nine files of 10 MB (inserted: the write limit allows 10 sends per 10 minutes).
    const earlier = (count: number, bytes: number, daysAgo: number) =>
      context.db.insert(corrections).values(
        Array.from({ length: count }, (_, index) => ({
          studentId: student.id,
          teacherId: teacher.id,
          discipline: 'piano',
          title: `Exercice ${index}`,
          answerText: 'Un essai.',
          attachmentBytes: bytes,
          dueAt: new Date(),
          createdAt: new Date(Date.now() - daysAgo * 86_400_000),
        })),
      )
    await earlier(9, MAX_CORRECTION_BYTES, 3)
    // A tenth file fills the 100 MB; one more kilobyte is refused, and nothing of it is kept.
    expect((await send(student, exercise({ teacherId: teacher.id }, wav(MAX_CORRECTION_BYTES)))).status).toBe(201)
    const over = await send(student, exercise({ teacherId: teacher.id }, wav(1024)))
    expect(over.status).toBe(429)
    expect(await errorOf(over)).toBe(M.correctionQuota)
    expect(await context.db.$count(corrections, eq(corrections.studentId, student.id))).toBe(10)
    // Text alone still counts: the 30th exercise in 30 days is the last one.
    await earlier(CORRECTION_QUOTA.exercises - 11, 0, 1)
    expect((await send(student, exercise({ teacherId: teacher.id }))).status).toBe(201)
    expect((await send(student, exercise({ teacherId: teacher.id }))).status).toBe(429)
    // A month later, the window has moved on.
    await context.db
      .update(corrections)
      .set({ createdAt: new Date(Date.now() - (CORRECTION_QUOTA.days + 1) * 86_400_000) })
      .where(eq(corrections.studentId, student.id))
    expect((await send(student, exercise({ teacherId: teacher.id }, wav(1024)))).status).toBe(201)
  })
})

describe('reminders', () => {
  test('24 h and 2 h before, once each, unless the student turned them off', async () => {
    const startsAt = doualaAt(15, 10)
    const keen = await signedInUser(context, ROLES.student)
    const quiet = await signedInUser(context, ROLES.student)
    for (const [student, hour] of [
      [keen, 10],
      [quiet, 12],
    ] as const) {
      await payFormula(context, student, 'pack-individuel')
      expect((await book(student, doualaAt(15, hour))).status).toBe(201)
    }
    await context.db
      .insert(profiles)
      .values({
        userId: quiet.id,
        preferences: { newBlog: true, newEvents: true, recommendations: true, lessonReminders: false },
      })
      .onConflictDoUpdate({
        target: profiles.userId,
        set: { preferences: { newBlog: true, newEvents: true, recommendations: true, lessonReminders: false } },
      })
    const services = { db: context.db, mailer: context.mailer, logger: context.logger, publicUrl: TEST_ORIGIN }
    const at = (ms: number) => new Date(startsAt.getTime() - ms)
    expect(await sendLessonReminders(services, at(30 * 3600_000))).toBe(0)
    expect(await sendLessonReminders(services, at(23 * 3600_000))).toBe(1)
    expect(await sendLessonReminders(services, at(22 * 3600_000))).toBe(0)
    expect(await sendLessonReminders(services, at(90 * 60_000))).toBe(1)
    const mail = await waitForMail(
      smtp.messages,
      message => message.to.includes(keen.email) && /dans deux heures/.test(message.text),
    )
    expect(mail.subject).toMatch(/^Rappel/)
    expect(smtp.messages.some(message => message.to.includes(quiet.email) && /^Rappel/.test(message.subject))).toBe(
      false,
    )
  })
})

describe('admin', () => {
  test('calendar of every teacher, credits per student, and audited manual adjustments', async () => {
    const student = await signedInUser(context, ROLES.student)
    await payFormula(context, student, 'pack-individuel')
    const booked = await book(student, doualaAt(6, 16))
    expect(booked.status).toBe(201)
    const calendar = await call(
      context,
      'GET',
      `/api/admin/teaching/calendar?from=${toDouala(doualaAt(6, 16)).day}&days=1`,
      admin.cookie,
    )
    expect(calendar.body.lessons.map((lesson: { id: string }) => lesson.id)).toContain(booked.body.lessonId)

    const credits = await call(context, 'GET', '/api/admin/teaching/credits', admin.cookie)
    expect(credits.body.credits.find((row: { studentId: string }) => row.studentId === student.id)).toMatchObject({
      kind: 'individual',
      remaining: 3,
      used: 1,
    })

    const expiresAt = toDouala(doualaAt(40, 12)).day
    const add = await call(context, 'POST', '/api/admin/teaching/credits', admin.cookie, {
      studentId: student.id,
      kind: 'individual',
      delta: 2,
      expiresAt,
      note: 'Geste commercial',
    })
    expect(add.status).toBe(200)
    expect(await remaining(student)).toBe(5)
    const remove = await call(context, 'POST', '/api/admin/teaching/credits', admin.cookie, {
      studentId: student.id,
      kind: 'individual',
      delta: -1,
      expiresAt,
      note: 'Erreur de saisie',
    })
    expect(remove.status).toBe(200)
    expect(await remaining(student)).toBe(4)
    const tooMany = await call(context, 'POST', '/api/admin/teaching/credits', admin.cookie, {
      studentId: student.id,
      kind: 'individual',
      delta: -9,
      expiresAt,
      note: 'Trop',
    })
    expect(tooMany.status).toBe(409)
    expect(await remaining(student)).toBe(4)
    const journal = await context.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'teaching.credits'))
    expect(journal.map(entry => entry.summary)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('+2 cours individuel (Geste commercial)'),
        expect.stringContaining('-1 cours individuel (Erreur de saisie)'),
      ]),
    )
    expect(journal).toHaveLength(2)
    // Closure days: the label's, admin only, any day can be named.
    expect(fromDouala('2030-01-01', 0).toISOString()).toBe('2029-12-31T23:00:00.000Z')
  })
})

describe('the monthly progress report', () => {
  test('made once per student and month from attendance and notes, mailed, and readable by its student only', async () => {
    const student = await signedInUser(context, ROLES.student)
    const stranger = await signedInUser(context, ROLES.student)
    await payFormula(context, student, 'pack-individuel')
    const startsAt = doualaAt(5, 18)
    const booked = await book(student, startsAt)
    expect(booked.status).toBe(201)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(startsAt.getTime() + 10 * 60_000))
    const report = await call(context, 'PUT', `/api/teacher/lessons/${booked.body.lessonId}/report`, teacher.cookie, {
      notes: 'Main gauche plus souple.',
      homework: 'Arpèges de la mineur.',
      attendance: [{ bookingId: booked.body.bookingId, attendance: 'present' }],
    })
    expect(report.status).toBe(200)
    vi.useRealTimers()
    const month = toDouala(startsAt).day.slice(0, 7)
    const services = { db: context.db, mailer: context.mailer, logger: context.logger, publicUrl: TEST_ORIGIN }
    expect(await generateMonthlyReports(services, month)).toBeGreaterThanOrEqual(1)
    expect(await generateMonthlyReports(services, month)).toBe(0)
    const list = await call(context, 'GET', '/api/teaching/reports', student.cookie)
    expect(list.body.reports).toHaveLength(1)
    expect(list.body.reports[0]).toMatchObject({ month, summary: { lessons: 1, present: 1, attendanceRate: 100 } })
    const id = list.body.reports[0].id as string
    const pdf = await context.app.request(`/api/teaching/reports/${id}`, { headers: { cookie: student.cookie } })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const printed = readPdf(Buffer.from(await pdf.arrayBuffer()))
    expect(printed.repaired).toBe(false)
    expect(printed.flatText).toContain(`Bilan de progression — ${monthLabel(month)}`)
    expect(printed.flatText).toContain('Main gauche plus souple.')
    expect(printed.flatText).toContain('Devoirs : Arpèges de la mineur.')
    expect(
      (await context.app.request(`/api/teaching/reports/${id}`, { headers: { cookie: stranger.cookie } })).status,
    ).toBe(404)
    expect(
      (await context.app.request(`/api/teaching/reports/${id}`, { headers: { cookie: admin.cookie } })).status,
    ).toBe(200)
    const mail = await waitForMail(
      smtp.messages,
      message => message.to.includes(student.email) && /bilan de progression/i.test(message.subject),
    )
    expect(mail.text).toContain(`/api/teaching/reports/${id}`)
  })
})
