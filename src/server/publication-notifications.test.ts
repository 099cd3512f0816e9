import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { ROLES } from '#core/auth/roles.ts'
import { notifications } from '#core/notifications/notifications.table.ts'
import { signedInUser } from '#tests/setup/accounts.ts'
import { createTestApp, TEST_ORIGIN } from '#tests/setup/test-app.ts'
import { notifyPublication } from './publication-notifications.ts'

let context: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  context = await createTestApp()
})
afterAll(() => context.close())

const unreadTexts = async (cookie: string) =>
  (
    (await (await context.app.request('/api/notifications', { headers: { cookie } })).json()) as {
      notifications: { text: string }[]
    }
  ).notifications.map(item => item.text)

test('a published post reaches only the users whose preferences ask for it, once', async () => {
  const wantsBlog = await signedInUser(context, ROLES.client)
  const noBlog = await signedInUser(context, ROLES.client)
  const response = await context.app.request('/api/account/preferences', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie: noBlog.cookie },
    body: JSON.stringify({ newBlog: false, newEvents: true, recommendations: true }),
  })
  expect(response.status).toBe(200)

  await notifyPublication(context.db, { kind: 'post', id: 'nouvel-album', title: 'Le nouvel album' })
  await notifyPublication(context.db, { kind: 'post', id: 'nouvel-album', title: 'Le nouvel album' })
  // The database clock may not tell two quick inserts apart: date the earlier one a minute back.
  await context.db.update(notifications).set({ createdAt: sql`${notifications.createdAt} - interval '1 minute'` })
  await notifyPublication(context.db, { kind: 'event', id: 'concert', title: 'Concert à Akwa' })

  expect(await unreadTexts(wantsBlog.cookie)).toEqual([
    'Nouvel événement : Concert à Akwa',
    'Nouvel article : Le nouvel album',
  ])
  expect(await unreadTexts(noBlog.cookie)).toEqual(['Nouvel événement : Concert à Akwa'])
})
