import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ROLES } from '#core/auth/roles.ts'
import { notifications } from '#core/notifications/notifications.table.ts'
import { notify } from '#core/notifications/notify.server.ts'
import { signedInUser } from '#tests/setup/accounts.ts'
import { createTestApp, TEST_ORIGIN } from '#tests/setup/test-app.ts'

let context: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  context = await createTestApp()
})
afterAll(() => context.close())

type Listing = { notifications: { text: string; link: string; read: boolean; date: string }[]; unread: number }

async function list(cookie: string) {
  const response = await context.app.request('/api/notifications', { headers: cookie ? { cookie } : {} })
  return { status: response.status, body: (await response.json()) as Listing }
}

describe('notifications', () => {
  test('require a signed-in user', async () => {
    expect((await list('')).status).toBe(401)
  })

  test('a student gets one daily tip a day; a client gets none', async () => {
    const student = await signedInUser(context, ROLES.student)
    const first = await list(student.cookie)
    expect(first.body.unread).toBe(1)
    expect(first.body.notifications[0]?.text).toMatch(/^Astuce du jour : /)
    expect((await list(student.cookie)).body.notifications).toHaveLength(1)
    const client = await signedInUser(context, ROLES.client)
    expect((await list(client.cookie)).body).toEqual({ notifications: [], unread: 0 })
  })

  test('newest first, unread counted, all marked read at once; notifying twice for one occasion changes nothing', async () => {
    const client = await signedInUser(context, ROLES.client)
    await notify(context.db, [client.id], {
      kind: 'newBlog',
      text: 'Nouvel article : A',
      link: '/blog/a',
      dedupe: 'post:a',
    })
    // The database clock may not tell two quick inserts apart: date the earlier one a minute back.
    await context.db
      .update(notifications)
      .set({ createdAt: sql`${notifications.createdAt} - interval '1 minute'` })
      .where(eq(notifications.userId, client.id))
    await notify(context.db, [client.id], {
      kind: 'newEvents',
      text: 'Nouvel événement : B',
      link: '/contact#calendrier',
      dedupe: 'event:b',
    })
    expect(
      await notify(context.db, [client.id], {
        kind: 'newBlog',
        text: 'Nouvel article : A',
        link: '/blog/a',
        dedupe: 'post:a',
      }),
    ).toBe(0)

    const before = await list(client.cookie)
    expect(before.body.unread).toBe(2)
    expect(before.body.notifications.map(item => item.text)).toEqual(['Nouvel événement : B', 'Nouvel article : A'])

    const read = await context.app.request('/api/notifications/read-all', {
      method: 'POST',
      headers: { cookie: client.cookie, origin: TEST_ORIGIN },
    })
    expect(read.status).toBe(200)
    const after = await list(client.cookie)
    expect(after.body.unread).toBe(0)
    expect(after.body.notifications.every(item => item.read)).toBe(true)
  })

  test('one user never sees another user’s notifications', async () => {
    const alice = await signedInUser(context, ROLES.client)
    const bob = await signedInUser(context, ROLES.client)
    await notify(context.db, [alice.id], {
      kind: 'recommendations',
      text: 'Pour Alice',
      link: '/academie',
      dedupe: 'reco:1',
    })
    expect((await list(bob.cookie)).body.notifications).toEqual([])
  })
})
