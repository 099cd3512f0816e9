import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ROLES } from '#core/auth/roles.ts'
import { signedInUser } from '#tests/setup/accounts.ts'
import { createTestApp } from '#tests/setup/test-app.ts'
import { TEACHING_MESSAGES as M } from '../teaching.rules.ts'
import { call, doualaAt, makeTeacher, type Person, type TestContext } from '#tests/setup/teaching-kit.ts'
import { grantEntitlementsForOrder } from './teaching.repo.ts'
import { lessonBookings, scheduledLessons, teacherBusyBlocks } from './teaching.table.ts'

/**
 * Fifty students race for one slot (issue #21): exactly one wins, because the teacher's busy blocks
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
    // Failed attempts left nothing behind: no orphan lesson, no credit held.
    expect(await context.db.$count(scheduledLessons)).toBe(1)
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
})
