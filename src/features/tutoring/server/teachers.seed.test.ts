import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ROLES } from '#core/auth/roles.ts'
import { signedInUser } from '#tests/setup/accounts.ts'
import { siteContent } from '#tests/setup/content.ts'
import { call, payFormula, type TestContext } from '#tests/setup/teaching-kit.ts'
import { createTestApp } from '#tests/setup/test-app.ts'
import { DISCIPLINE_IDS, FIRST_AVAILABLE } from '../teaching.rules.ts'
import { toDouala } from '../teaching.time.ts'
import { sampleWorkshopStart } from './teachers.seed.ts'

/**
 * A fresh site (the seed of content/ on an empty database) has teachers in every discipline, with
 * their week and workshops, so every formula that gives lessons can be used with no admin step.
 */
let context: TestContext

beforeAll(async () => {
  context = await createTestApp({ seed: true, trustedProxies: ['127.0.0.1'] })
})
afterAll(() => context?.close())

type Teacher = { id: string; name: string; photoUrl: string | null; bio: string; disciplines: string[] }
type Slot = { teacherId: string; teacherName: string; startsAt: string; place: string }

describe('the sample teachers', () => {
  test('every discipline has a published teacher, with a photo and a bio', async () => {
    for (const discipline of DISCIPLINE_IDS) {
      const response = await context.app.request(`/api/teaching/teachers?discipline=${discipline}`)
      const { teachers } = (await response.json()) as { teachers: Teacher[] }
      expect(teachers.length, discipline).toBeGreaterThan(0)
      for (const teacher of teachers) {
        expect(teacher.photoUrl).toMatch(/^\/media\/images\/teachers\/[a-z0-9-]+-160\.webp$/)
        expect(teacher.bio.length).toBeGreaterThan(80)
      }
    }
    const all = (await (await context.app.request('/api/teaching/teachers')).json()) as { teachers: Teacher[] }
    expect(all.teachers.map(teacher => teacher.name).sort()).toEqual(siteContent.teachers.map(item => item.name).sort())
  })

  test('a student who pays Pack Individuel finds free slots in every discipline and books one', async () => {
    const student = await signedInUser(context, ROLES.student)
    await payFormula(context, student, 'pack-individuel')
    for (const discipline of DISCIPLINE_IDS) {
      const { body } = await call<{ slots: Slot[] }>(
        context,
        'GET',
        `/api/teaching/slots?discipline=${discipline}&teacher=${FIRST_AVAILABLE}&kind=individual`,
        student.cookie,
      )
      expect(body.slots.length, discipline).toBeGreaterThan(10)
      // Weekdays and Saturdays, as Pack Individuel promises; never on Sunday.
      expect(body.slots.every(slot => toDouala(new Date(slot.startsAt)).weekday !== 7)).toBe(true)
    }
    const { body } = await call<{ slots: Slot[] }>(
      context,
      'GET',
      '/api/teaching/slots?discipline=piano&kind=individual',
      student.cookie,
    )
    const booked = await call(context, 'POST', '/api/teaching/bookings', student.cookie, {
      discipline: 'piano',
      teacherId: FIRST_AVAILABLE,
      kind: 'individual',
      startsAt: body.slots[0]!.startsAt,
    })
    expect(booked.status).toBe(201)
  })

  test('Pack Duo, the online follow-up of Formation Hybride and the orientation interview have slots too', async () => {
    const student = await signedInUser(context, ROLES.student)
    for (const kind of ['duo', 'followup', 'orientation']) {
      const { body } = await call<{ slots: Slot[] }>(
        context,
        'GET',
        `/api/teaching/slots?discipline=chant&kind=${kind}`,
        student.cookie,
      )
      expect(body.slots.length, kind).toBeGreaterThan(0)
      if (kind === 'followup') expect(new Set(body.slots.map(slot => slot.place))).toEqual(new Set(['online']))
    }
  })

  test('the workshops of Formation Hybride are dated in the coming weeks and can be joined', async () => {
    const student = await signedInUser(context, ROLES.student)
    await payFormula(context, student, 'formation-hybride')
    const { body } = await call<{ workshops: { id: string; title: string; startsAt: string; capacity: number }[] }>(
      context,
      'GET',
      '/api/teaching/workshops',
      student.cookie,
    )
    const titles = siteContent.teachers.flatMap(teacher => teacher.workshops.map(workshop => workshop.title))
    expect(body.workshops.map(workshop => workshop.title).sort()).toEqual([...titles].sort())
    for (const workshop of body.workshops) expect(new Date(workshop.startsAt).getTime()).toBeGreaterThan(Date.now())
    const joined = await call(context, 'POST', `/api/teaching/workshops/${body.workshops[0]!.id}/join`, student.cookie)
    expect(joined.status).toBe(201)
  })
})

test('a sample workshop falls on its weekday, the given number of weeks after the week of the first start', () => {
  const workshop = { schedule: { weeksAhead: 2, day: 6 }, time: 15 * 60 }
  // Wednesday 4 March 2026, 10:00 in Douala → Saturday 21 March, 15:00 (14:00 UTC).
  const start = sampleWorkshopStart(workshop as never, new Date('2026-03-04T09:00:00Z'))
  expect(start.toISOString()).toBe('2026-03-21T14:00:00.000Z')
  // On a Sunday, the week is the one that ends that day.
  expect(sampleWorkshopStart(workshop as never, new Date('2026-03-08T20:00:00Z')).toISOString()).toBe(
    '2026-03-21T14:00:00.000Z',
  )
})
