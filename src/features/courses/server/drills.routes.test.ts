import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ROLES } from '#core/auth/roles.ts'
import { enrol } from '#features/account/server/account.repo.ts'
import { signedInUser } from '#tests/setup/accounts.ts'
import { passingTry } from '#tests/setup/practice.ts'
import { createTestApp } from '#tests/setup/test-app.ts'
import { generateDrillItem } from '../drills/drill-generator.ts'
import { DRILL_MESSAGES } from '../drills/drill-messages.ts'
import { drillProfileOf, type DrillKind } from '../drills/drill-profiles.ts'
import { LEARNING_MESSAGES } from '../learning.access.ts'
import { DRILL_ITEM_LIFETIME_MINUTES } from './drills.repo.ts'
import { drillItems } from './drills.table.ts'
import { callJson } from '#tests/setup/route-test.ts'

let context: Awaited<ReturnType<typeof createTestApp>>

beforeAll(async () => {
  context = await createTestApp({ seed: true })
})
afterAll(() => context.close())

const call = (method: string, path: string, options?: { cookie?: string; body?: unknown }) =>
  callJson(context.app, method, path, options)

/** A student whose formula opens the beginner and intermediate levels (not the advanced ones). */
async function enrolledStudent() {
  const user = await signedInUser(context, ROLES.student)
  await enrol(context.db, user.id, 'pack-individuel')
  return user
}

/** The item a row's seed gives: what the server grades against (the test reads the row, as the server does). */
async function issuedItem(id: string) {
  const [row] = await context.db.select().from(drillItems).where(eq(drillItems.id, id))
  return {
    row: row!,
    item: generateDrillItem(
      drillProfileOf(row!.disciplineId, row!.levelId),
      row!.kind as DrillKind,
      row!.seed,
      row!.focus,
    ),
  }
}

const next = (cookie: string, level: string, kind?: string) =>
  call('POST', `/api/learning/levels/${level}/drills`, { cookie, body: kind ? { kind } : {} })

const answer = (cookie: string, id: string, body: unknown) =>
  call('POST', `/api/learning/drills/${id}/result`, { cookie, body })

describe('who may drill', () => {
  test('only a signed-in student whose formula opens the level', async () => {
    expect((await next('', 'piano/debutant')).status).toBe(401)
    const stranger = await signedInUser(context, ROLES.student)
    const refused = await next(stranger.cookie, 'piano/debutant')
    expect(refused.status).toBe(403)
    expect(refused.body.error?.message).toBe(LEARNING_MESSAGES.notEnrolled)
    const student = await enrolledStudent()
    expect((await next(student.cookie, 'piano/debutant')).status).toBe(201)
    // Pack Individuel does not open the advanced levels.
    expect((await next(student.cookie, 'piano/avance')).status).toBe(403)
    const session = await call('POST', '/api/learning/levels/piano/avance/drills/session', {
      cookie: student.cookie,
      body: { minutes: 10 },
    })
    expect(session.status).toBe(403)
    expect(
      (await call('GET', '/api/learning/levels/piano/avance/drills/progress', { cookie: student.cookie })).status,
    ).toBe(403)
  })

  test('another student cannot answer, nor hear, someone else’s item', async () => {
    const owner = await enrolledStudent()
    const issued = await next(owner.cookie, 'musicologie/debutant', 'interval')
    const other = await enrolledStudent()
    const refused = await answer(other.cookie, issued.body.item.id, { kind: 'choice', choice: 0 })
    expect(refused.status).toBe(404)
    expect(refused.body.error?.message).toBe(DRILL_MESSAGES.unknownItem)
    expect((await call('GET', issued.body.item.audioUrl, { cookie: other.cookie })).status).toBe(404)
  })
})

describe('an item is graded once, against what the server generated', () => {
  test('the public item carries neither the right choice nor the notes heard', async () => {
    const student = await enrolledStudent()
    const issued = await next(student.cookie, 'piano/debutant', 'chord')
    expect(issued.status).toBe(201)
    const { item } = issued.body
    expect(item.correct).toBeUndefined()
    expect(item.audio).toBeUndefined()
    expect(item.skills).toBeUndefined()
    expect(item.choices.length).toBeGreaterThanOrEqual(2)
    expect(item.audioUrl).toBe(`/api/learning/drills/${item.id}/audio`)
    const audio = await call('GET', item.audioUrl, { cookie: student.cookie })
    expect(audio.status).toBe(302)
    expect(audio.response.headers.get('location')).toMatch(/^\/media\/generated\/ear\/[0-9a-f]{32}\.mp3$/)
  })

  test('a replayed result is refused with a French message; the first one stands', async () => {
    const student = await enrolledStudent()
    const issued = await next(student.cookie, 'musicologie/debutant', 'interval')
    const { item } = await issuedItem(issued.body.item.id)
    const first = await answer(student.cookie, issued.body.item.id, { kind: 'choice', choice: item.correct })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ score: 100, passed: true, correct: item.choices![item.correct!] })
    const replay = await answer(student.cookie, issued.body.item.id, { kind: 'choice', choice: item.correct })
    expect(replay.status).toBe(409)
    expect(replay.body.error?.message).toBe(DRILL_MESSAGES.alreadyAnswered)
  })

  test('two results sent at once: one is graded, the other refused', async () => {
    const student = await enrolledStudent()
    const issued = await next(student.cookie, 'musicologie/debutant', 'chord')
    const { item } = await issuedItem(issued.body.item.id)
    const results = await Promise.all(
      [0, 1].map(() => answer(student.cookie, issued.body.item.id, { kind: 'choice', choice: item.correct })),
    )
    expect(results.map(result => result.status).sort()).toEqual([200, 409])
  })

  test('an item answered after its lifetime is refused', async () => {
    const student = await enrolledStudent()
    const issued = await next(student.cookie, 'musicologie/debutant', 'interval')
    await context.db
      .update(drillItems)
      .set({ issuedAt: new Date(Date.now() - (DRILL_ITEM_LIFETIME_MINUTES + 1) * 60_000) })
      .where(eq(drillItems.id, issued.body.item.id))
    const late = await answer(student.cookie, issued.body.item.id, { kind: 'choice', choice: 0 })
    expect(late.status).toBe(409)
    expect(late.body.error?.message).toBe(DRILL_MESSAGES.expired)
  })

  test('a forged result is refused or graded for what it is: no score is taken from the browser', async () => {
    const student = await enrolledStudent()
    const issued = await next(student.cookie, 'musicologie/debutant', 'interval')
    const { item } = await issuedItem(issued.body.item.id)
    const wrong = (item.correct! + 1) % item.choices!.length
    // A made-up id, a choice beyond the list, a kind the item does not take: refused, the item still open.
    expect((await answer(student.cookie, crypto.randomUUID(), { kind: 'choice', choice: 0 })).status).toBe(404)
    const beyond = await answer(student.cookie, issued.body.item.id, { kind: 'choice', choice: 11 })
    expect(beyond.status).toBe(400)
    const played = await answer(student.cookie, issued.body.item.id, { kind: 'play', notes: [[60, 0]] })
    expect(played.status).toBe(400)
    expect(played.body.error?.message).toBe(DRILL_MESSAGES.wrongAnswerKind)
    const lessonSeries = await answer(student.cookie, issued.body.item.id, { kind: 'drill', seed: 1, answers: [0] })
    expect(lessonSeries.status).toBe(400)
    // A wrong choice claiming full marks is graded as the wrong choice it is.
    const claimed = await answer(student.cookie, issued.body.item.id, {
      kind: 'choice',
      choice: wrong,
      score: 100,
      passed: true,
    })
    expect(claimed.status).toBe(200)
    expect(claimed.body).toMatchObject({ score: 0, passed: false })
  })

  test('a scale played as written passes; its notes, hand and key count in the progress', async () => {
    const student = await enrolledStudent()
    const issued = await next(student.cookie, 'piano/debutant', 'scale')
    expect(issued.body.item.fingering).toMatch(/^Main/)
    const { item } = await issuedItem(issued.body.item.id)
    const played = await answer(student.cookie, issued.body.item.id, passingTry({ kind: 'play', abc: item.abc! }))
    expect(played.status).toBe(200)
    expect(played.body.passed).toBe(true)
    const progress = await call('GET', '/api/learning/levels/piano/debutant/drills/progress', {
      cookie: student.cookie,
    })
    expect(progress.status).toBe(200)
    expect(progress.body.streakDays).toBe(1)
    expect(progress.body.practisedToday).toBe(true)
    expect(progress.body.week.targetMinutes).toBe(120)
    expect(progress.body.weeks).toHaveLength(8)
    expect(progress.body.weeks.at(-1).minutes).toBe(Math.round(item.seconds / 60))
    const key = item.skills.find(skill => skill.startsWith('key:'))!
    expect(progress.body.keys.map((entry: any) => entry.skill)).toEqual([key])
    expect(progress.body.keys[0].accuracy).toBe(100)
    expect(progress.body.hands).toHaveLength(1)
    expect(progress.body.notes.length).toBeGreaterThan(0)
    expect(progress.body.notes.every((entry: any) => entry.accuracy === 100)).toBe(true)
    const mine = await call('GET', '/api/learning/drills/progress', { cookie: student.cookie })
    expect(mine.status).toBe(200)
    expect(mine.body.streakDays).toBe(1)
    const level = mine.body.levels.find((entry: any) => entry.disciplineId === 'piano' && entry.levelId === 'debutant')
    expect(level.week.minutes).toBe(Math.round(item.seconds / 60))
    // « Télécharger mes données » carries the drills answered and the skills' records.
    const exported = await call('GET', '/api/account/export', { cookie: student.cookie })
    expect(exported.body.learning.drillItems).toEqual([
      expect.objectContaining({ disciplineId: 'piano', levelId: 'debutant', kind: 'scale', score: played.body.score }),
    ])
    expect(exported.body.learning.drillSkills.map((row: any) => row.skill)).toContain(key)
  })
})

describe('« Ma séance du jour »', () => {
  test.each([10, 20, 40])('a %i-minute session fills the time chosen, never more', async minutes => {
    const student = await enrolledStudent()
    const session = await call('POST', '/api/learning/levels/piano/debutant/drills/session', {
      cookie: student.cookie,
      body: { minutes },
    })
    expect(session.status).toBe(201)
    const total = session.body.steps.reduce(
      (sum: number, step: any) => sum + (step.type === 'lesson' ? step.seconds : step.item.seconds),
      0,
    )
    expect(session.body.totalSeconds).toBe(total)
    expect(total).toBeLessThanOrEqual(minutes * 60)
    expect(total).toBeGreaterThanOrEqual(minutes * 60 - 60)
    // The lesson in progress has its share, and every kind of the level comes up in 20 minutes or more.
    expect(session.body.steps.some((step: any) => step.type === 'lesson' && step.lesson === 1)).toBe(true)
    if (minutes >= 20) {
      const kinds = new Set(session.body.steps.flatMap((step: any) => (step.type === 'item' ? [step.item.kind] : [])))
      expect(kinds.size).toBe(drillProfileOf('piano', 'debutant').kinds.length)
    }
  })

  test('another length is refused in French', async () => {
    const student = await enrolledStudent()
    const refused = await call('POST', '/api/learning/levels/piano/debutant/drills/session', {
      cookie: student.cookie,
      body: { minutes: 15 },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.error?.fields?.minutes).toBe('Choisissez une séance de 10, 20 ou 40 minutes.')
  })

  test('a missed item comes back before any unseen one', async () => {
    const student = await enrolledStudent()
    const issued = await next(student.cookie, 'musicologie/debutant', 'interval')
    const { row, item } = await issuedItem(issued.body.item.id)
    const wrong = (item.correct! + 1) % item.choices!.length
    expect((await answer(student.cookie, row.id, { kind: 'choice', choice: wrong })).body.passed).toBe(false)
    const missed = item.skills[0]!
    const session = await call('POST', '/api/learning/levels/musicologie/debutant/drills/session', {
      cookie: student.cookie,
      body: { minutes: 10 },
    })
    const items = session.body.steps.filter((step: any) => step.type === 'item')
    expect(items[0].reason).toBe('review')
    const first = await issuedItem(items[0].item.id)
    expect(first.row.focus).toBe(missed)
    expect(first.item.skills).toContain(missed)
    const firstNew = items.findIndex((step: any) => step.reason === 'new')
    expect(firstNew).toBeGreaterThan(0)
    // Answered right this time, it waits a day: the next session starts with something new.
    await answer(student.cookie, first.row.id, { kind: 'choice', choice: first.item.correct })
    const later = await call('POST', '/api/learning/levels/musicologie/debutant/drills/session', {
      cookie: student.cookie,
      body: { minutes: 10 },
    })
    const laterFirst = await issuedItem(later.body.steps.find((step: any) => step.type === 'item').item.id)
    expect(laterFirst.row.focus).not.toBe(missed)
  })
})
