import { and, eq, like } from 'drizzle-orm'
import { mailOutbox } from '#core/mail/mail.table.ts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ROLES } from '#core/auth/roles.ts'
import { signedInUser } from '#tests/setup/accounts.ts'
import { createTestApp } from '#tests/setup/test-app.ts'
import { FIRST_AVAILABLE, TEACHING_MESSAGES as M } from '../teaching.rules.ts'
import { call, doualaAt, makeTeacher, type Person, type TestContext } from '#tests/setup/teaching-kit.ts'
import { grantEntitlementsForOrder } from './teaching.repo.ts'
import { lessonBookings, scheduledLessons, teacherBusyBlocks } from './teaching.table.ts'

/**
 * Fifty students race for one slot: exactly one wins, because the teacher's busy blocks
 * have a primary key, not because anything is checked first. Runs on PGlite, and on PostgreSQL when
 * TEST_DATABASE_URL is set (there, the fifty requests really run on ten pooled connections at once).
 */
const RACERS = 50

let context: TestContext
let teacher: Person
const students: Person[] = []

beforeAll(async () => {
  context = await createTestApp({ seed: true, trustedProxies: ['127.0.0.1'] })
  teacher = await makeTeacher(context, 'Claire Mbappe')
  const paidAt = new Date()
  for (let index = 0; index < RACERS; index++) {
    const student = await signedInUser(context, ROLES.student)
    await grantEntitlementsForOrder(context.db, {
      id: crypto.randomUUID(),
      userId: student.id,
      formulaId: 'pack-individuel',
      billingCycle: 'mois',
      paidAt,
      periodStart: paidAt,
      periodEnd: new Date(paidAt.getTime() + 31 * 86_400_000),
    })
    students.push(student)
  }
}, 180_000)
afterAll(() => context?.close())

describe(`${RACERS} students booking one slot at once`, () => {
  test('exactly one wins; the others get a French message and the slot leaves the fresh list', async () => {
    const startsAt = doualaAt(2, 10)
    const results = await Promise.all(
      students.map(student =>
        call(context, 'POST', '/api/teaching/bookings', student.cookie, {
          discipline: 'piano',
          teacherId: teacher.id,
          kind: 'individual',
          startsAt: startsAt.toISOString(),
        }),
      ),
    )
    const statuses = results.map(result => result.status)
    expect(
      statuses.filter(status => status === 201),
      JSON.stringify(results.filter(result => result.status !== 409).map(result => [result.status, result.body])),
    ).toHaveLength(1)
    expect(statuses.filter(status => status === 409)).toHaveLength(RACERS - 1)
    for (const loser of results.filter(result => result.status === 409))
      expect(loser.body.error.message).toBe(M.slotTaken)

    const lessons = await context.db
      .select()
      .from(scheduledLessons)
      .where(and(eq(scheduledLessons.teacherId, teacher.id), eq(scheduledLessons.startsAt, startsAt)))
    expect(lessons).toHaveLength(1)
    expect(await context.db.$count(lessonBookings, eq(lessonBookings.lessonId, lessons[0]!.id))).toBe(1)
    expect(await context.db.$count(teacherBusyBlocks, eq(teacherBusyBlocks.teacherId, teacher.id))).toBe(2)
    // Failed attempts left nothing behind: no orphan lesson, no credit held (the sample teachers'
    // workshops are the seed's, not the race's).
    expect(await context.db.$count(scheduledLessons, eq(scheduledLessons.kind, 'individual'))).toBe(1)
    expect(await context.db.$count(lessonBookings)).toBe(1)

    const loser = students[statuses.indexOf(409)]!
    const fresh = await call(context, 'GET', `/api/teaching/slots?discipline=piano&teacher=${teacher.id}`, loser.cookie)
    const times = fresh.body.slots.map((slot: { startsAt: string }) => slot.startsAt)
    expect(times).not.toContain(startsAt.toISOString())
    expect(times).not.toContain(new Date(startsAt.getTime() + 30 * 60_000).toISOString()) // overlaps the won hour
    expect(times).toContain(new Date(startsAt.getTime() + 60 * 60_000).toISOString())
  })

  test('one student racing two bookings with a single credit left gets exactly one', async () => {
    const [student] = students.slice(-1)
    // Spend three of the four credits.
    for (const hour of [8, 9, 11]) {
      const booked = await call(context, 'POST', '/api/teaching/bookings', student!.cookie, {
        discipline: 'piano',
        teacherId: teacher.id,
        kind: 'individual',
        startsAt: doualaAt(3, hour).toISOString(),
      })
      expect([201, 409]).toContain(booked.status)
    }
    const me = await call(context, 'GET', '/api/teaching/me', student!.cookie)
    const left = me.body.entitlements[0].remaining as number
    const attempts = await Promise.all(
      [13, 15, 17].map(hour =>
        call(context, 'POST', '/api/teaching/bookings', student!.cookie, {
          discipline: 'piano',
          teacherId: teacher.id,
          kind: 'individual',
          startsAt: doualaAt(4, hour).toISOString(),
        }),
      ),
    )
    expect(attempts.filter(result => result.status === 201)).toHaveLength(Math.min(left, 3))
    for (const refused of attempts.filter(result => result.status !== 201))
      expect(refused.body.error.message).toBe(M.noCredit)
    const after = await call(context, 'GET', '/api/teaching/me', student!.cookie)
    expect(after.body.entitlements[0].remaining).toBe(Math.max(0, left - 3))
  })

  // On PGlite the requests reach the database one after the other (each move then is a real, later
  // move); on PostgreSQL they overlap, and only the lock and the sequence keep them apart.
  test('ten moves of one booking at once: the lesson holds only its own blocks, one mail per move that happened', async () => {
    const mover = students[RACERS - 2]!
    const booked = await call(context, 'POST', '/api/teaching/bookings', mover.cookie, {
      discipline: 'piano',
      teacherId: teacher.id,
      kind: 'individual',
      startsAt: doualaAt(6, 10).toISOString(),
    })
    expect(booked.status).toBe(201)
    const { bookingId, lessonId } = booked.body as { bookingId: string; lessonId: string }
    const moves = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call(context, 'POST', `/api/teaching/bookings/${bookingId}/move`, mover.cookie, {
          startsAt: doualaAt(7, 8 + index).toISOString(),
        }),
      ),
    )
    const won = moves.filter(result => result.status === 200)
    expect(won.length).toBeGreaterThanOrEqual(1)
    for (const lost of moves.filter(result => result.status !== 200)) {
      expect(lost.status).toBe(409)
      expect(lost.body.error.message).toBe(M.lessonChanged)
    }
    const [lesson] = await context.db.select().from(scheduledLessons).where(eq(scheduledLessons.id, lessonId))
    expect(lesson!.sequence).toBe(won.length)
    const blocks = await context.db
      .select({ blockStart: teacherBusyBlocks.blockStart })
      .from(teacherBusyBlocks)
      .where(eq(teacherBusyBlocks.lessonId, lessonId))
      .orderBy(teacherBusyBlocks.blockStart)
    expect(blocks.map(block => block.blockStart.toISOString())).toEqual([
      lesson!.startsAt.toISOString(),
      new Date(lesson!.startsAt.getTime() + 30 * 60_000).toISOString(),
    ])
    const mails = await context.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, mover.email), like(mailOutbox.subject, 'Cours modifié%')))
    expect(mails).toHaveLength(won.length)
  })

  test('one student cannot hold two lessons at the same instant, whichever teachers are free', async () => {
    const student = students[RACERS - 3]!
    await makeTeacher(context, 'Serge Ekambi')
    const startsAt = doualaAt(8, 10)
    const attempts = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(context, 'POST', '/api/teaching/bookings', student.cookie, {
          discipline: 'piano',
          teacherId: FIRST_AVAILABLE,
          kind: 'individual',
          startsAt: startsAt.toISOString(),
        }),
      ),
    )
    expect(
      attempts.filter(result => result.status === 201),
      JSON.stringify(attempts.map(result => [result.status, result.body])),
    ).toHaveLength(1)
    for (const refused of attempts.filter(result => result.status !== 201)) {
      expect(refused.status).toBe(409)
      expect([M.studentBusy, M.slotTaken]).toContain(refused.body.error.message)
    }
    // Half an hour later, with the other teacher, still overlaps the lesson held.
    const overlapping = await call(context, 'POST', '/api/teaching/bookings', student.cookie, {
      discipline: 'piano',
      teacherId: FIRST_AVAILABLE,
      kind: 'individual',
      startsAt: new Date(startsAt.getTime() + 30 * 60_000).toISOString(),
    })
    expect(overlapping.status).toBe(409)
    expect(overlapping.body.error.message).toBe(M.studentBusy)
    const me = await call(context, 'GET', '/api/teaching/me', student.cookie)
    expect(me.body.entitlements[0].remaining).toBe(3)
  })
})
