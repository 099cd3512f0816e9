import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { user } from '#core/auth/auth.table.ts'
import { ROLES } from '#core/auth/roles.ts'
import { labelToday } from '#core/db/time-buckets.ts'
import { trackPlays } from '#features/artists/server/track-plays.table.ts'
import { blogPosts, comments, postLikes } from '#features/blog/server/blog.table.ts'
import { insertOrder, type NewOrder } from '#features/commerce/server/commerce.repo.ts'
import { orders, quoteRequests } from '#features/commerce/server/commerce.table.ts'
import { bookingRequests, contactMessages } from '#features/contact/server/contact.table.ts'
import { siteContent } from '#tests/setup/content.ts'
import { signedInUser } from '#tests/setup/accounts.ts'
import { createTestApp, TEST_ORIGIN } from '#tests/setup/test-app.ts'

let context: Awaited<ReturnType<typeof createTestApp>>
let admin: Awaited<ReturnType<typeof signedInUser>>

const DAY = 24 * 60 * 60 * 1000
const daysAgo = (days: number) => new Date(Date.now() - days * DAY)
const [firstPost, secondPost] = siteContent.blogPosts
const artist = siteContent.artists[0]!
const [firstTrack, secondTrack] = artist.discography

type Overview = {
  period: number
  unit: string
  buckets: string[]
  users: { byRole: Record<string, number>; total: number; newInPeriod: number; latestSignUps: { email: string }[] }
  enrolments: { current: number; newInPeriod: number }
  series: { signUps: number[]; enrolments: number[]; revenue: { currency: string; values: number[]; total: number }[] }
  ordersByStatus: Record<string, number>
  topLikedPosts: { id: string; title: string; periodCount: number; totalCount: number }[]
  topCommentedPosts: { id: string; periodCount: number; totalCount: number }[]
  topPlayedTracks: { id: string; artistName: string; periodCount: number; totalCount: number }[]
  pending: { comments: number; contactMessages: number; bookingRequests: number; quoteRequests: number }
  latestActions: { summary: string; actor: { id: string } }[]
}

async function overview(query = '') {
  const response = await context.app.request(`/api/admin/overview${query}`, { headers: { cookie: admin.cookie } })
  expect(response.status).toBe(200)
  return (await response.json()) as Overview
}

beforeAll(async () => {
  context = await createTestApp({ seed: true })
  admin = await signedInUser(context, ROLES.admin)
  const db = context.db
  await db.delete(comments)
  await db.update(blogPosts).set({ likes: 0 })
  // The sample teachers' accounts (content/teachers/) are the seed's: the counts below are this test's own.
  await db.delete(user).where(eq(user.role, ROLES.teacher))

  // Accounts: two students today, a client 40 days ago (in the 90-day period only).
  const student = await signedInUser(context, ROLES.student)
  await signedInUser(context, ROLES.student)
  const client = await signedInUser(context, ROLES.client)
  await db
    .update(user)
    .set({ createdAt: daysAgo(40) })
    .where(eq(user.id, client.id))

  // Orders: the client enrolled 40 days ago and renewed today; the student enrolled today in FCFA.
  const base: Omit<NewOrder, 'userId' | 'customerEmail'> = {
    customerName: 'X',
    formulaId: 'piano-mensuel',
    formulaName: 'Piano',
    billingCycle: 'mois',
    amount: 60,
    currency: 'EUR',
    provider: 'test',
    method: 'test',
  }
  const paid = async (order: NewOrder, paidAt: Date) => {
    const row = await insertOrder(db, order)
    await db.update(orders).set({ status: 'paid', paidAt, createdAt: paidAt }).where(eq(orders.id, row.id))
  }
  await paid({ ...base, userId: client.id, customerEmail: client.email }, daysAgo(40))
  await paid({ ...base, userId: client.id, customerEmail: client.email }, new Date())
  await paid({ ...base, userId: student.id, customerEmail: student.email, amount: 40_000, currency: 'XAF' }, new Date())
  await insertOrder(db, { ...base, userId: student.id, customerEmail: student.email })
  const failed = await insertOrder(db, { ...base, userId: student.id, customerEmail: student.email })
  await db.update(orders).set({ status: 'failed' }).where(eq(orders.id, failed.id))

  // Likes: three this month on the second post, one long ago on the first.
  await db.insert(postLikes).values([
    { postId: secondPost!.id, likerKey: 'device:a' },
    { postId: secondPost!.id, likerKey: 'device:b' },
    { postId: secondPost!.id, likerKey: 'device:c' },
    { postId: firstPost!.id, likerKey: 'device:d', createdAt: daysAgo(200) },
  ])
  await db.update(blogPosts).set({ likes: 3 }).where(eq(blogPosts.id, secondPost!.id))
  await db.update(blogPosts).set({ likes: 1 }).where(eq(blogPosts.id, firstPost!.id))

  // Comments: two on the first post (one hidden, so not counted), one looked at on the second.
  await db.insert(comments).values([
    { postId: firstPost!.id, authorName: 'A', content: 'Bravo' },
    { postId: firstPost!.id, authorName: 'B', content: 'Merci', createdAt: daysAgo(60) },
    { postId: firstPost!.id, authorName: 'C', content: 'Spam', status: 'hidden', moderatedAt: new Date() },
    { postId: secondPost!.id, authorName: 'D', content: 'Super', moderatedAt: new Date() },
  ])

  await db.insert(trackPlays).values([
    { trackId: firstTrack!.id, day: labelToday(), plays: 4 },
    { trackId: secondTrack!.id, day: labelToday(), plays: 7 },
    { trackId: firstTrack!.id, day: '2020-06-01', plays: 100 },
  ])

  const inbox = { name: 'N', email: 'n@exemple.cm', consentAt: new Date() }
  await db.insert(contactMessages).values([
    { ...inbox, reference: 'CT-2026-90001', subject: 'S', message: 'M' },
    { ...inbox, reference: 'CT-2026-90002', subject: 'S', message: 'M', status: 'handled' },
    { ...inbox, reference: 'CT-2026-90003', subject: 'S', message: 'M', status: 'spam' },
  ])
  await db.insert(bookingRequests).values({
    ...inbox,
    reference: 'BK-2026-90001',
    eventType: 'Concert',
    eventDate: '2030-01-01',
    city: 'Douala',
    budgetCurrency: 'EUR',
    phone: '+237699000000',
  })
  await db.insert(quoteRequests).values([
    { formulaId: 'masterclass', formulaName: 'Masterclass', name: 'Q', email: 'q@exemple.cm', message: 'M' },
    {
      formulaId: 'masterclass',
      formulaName: 'Masterclass',
      name: 'Q',
      email: 'q@exemple.cm',
      message: 'M',
      status: 'handled',
    },
  ])
})
afterAll(() => context.close())

describe('GET /api/admin/overview', () => {
  test('30 days, by day: accounts, series, orders, top lists, waiting work, latest actions', async () => {
    // An admin action, so the latest actions are not empty.
    const [pendingComment] = await context.db
      .select({ id: comments.id })
      .from(comments)
      .where(eq(comments.content, 'Bravo'))
    await context.app.request(`/api/admin/comments/${pendingComment!.id}/status`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie: admin.cookie },
      body: JSON.stringify({ status: 'visible' }),
    })

    const data = await overview()
    expect(data.period).toBe(30)
    expect(data.unit).toBe('day')
    expect(data.buckets).toHaveLength(30)
    expect(data.buckets.at(-1)).toBe(labelToday())

    expect(data.users.byRole).toEqual({ Admin: 1, Élève: 2, client: 1 })
    expect(data.users.total).toBe(4)
    expect(data.users.newInPeriod).toBe(3)
    expect(data.series.signUps.at(-1)).toBe(3)
    expect(data.users.latestSignUps[0]?.email).toBeDefined()

    // The renewal is revenue, not a new enrolment.
    expect(data.series.enrolments.at(-1)).toBe(1)
    expect(data.enrolments.newInPeriod).toBe(1)
    const revenue = Object.fromEntries(data.series.revenue.map(series => [series.currency, series]))
    expect(revenue.EUR?.total).toBe(60)
    expect(revenue.EUR?.values.at(-1)).toBe(60)
    expect(revenue.XAF?.total).toBe(40_000)
    expect(revenue.EUR?.values).toHaveLength(30)

    expect(data.ordersByStatus).toEqual({ pending: 1, paid: 2, failed: 1, cancelled: 0, refund_due: 0 })

    expect(data.topLikedPosts[0]).toMatchObject({ id: secondPost!.id, periodCount: 3, totalCount: 3 })
    expect(data.topLikedPosts[1]).toMatchObject({ id: firstPost!.id, periodCount: 0, totalCount: 1 })
    expect(data.topCommentedPosts).toEqual([
      { id: firstPost!.id, title: firstPost!.title, periodCount: 1, totalCount: 2 },
      { id: secondPost!.id, title: secondPost!.title, periodCount: 1, totalCount: 1 },
    ])
    expect(data.topPlayedTracks.map(track => [track.id, track.periodCount, track.totalCount])).toEqual([
      [secondTrack!.id, 7, 7],
      [firstTrack!.id, 4, 104],
    ])

    // 'Merci' (60 days old) is still waiting; 'Bravo' was just approved.
    expect(data.pending).toEqual({ comments: 1, contactMessages: 1, bookingRequests: 1, quoteRequests: 1 })
    expect(data.latestActions[0]).toMatchObject({ actor: { id: admin.id } })
    expect(data.latestActions[0]?.summary).toContain('approuvé')
  })

  test('90 days by week and a year by month take the older rows in', async () => {
    const quarter = await overview('?period=90')
    expect(quarter.unit).toBe('week')
    expect(quarter.buckets).toHaveLength(13)
    expect(quarter.users.newInPeriod).toBe(4)
    expect(quarter.enrolments.newInPeriod).toBe(2)
    expect(quarter.series.revenue.find(series => series.currency === 'EUR')?.total).toBe(120)
    expect(quarter.topCommentedPosts[0]).toMatchObject({ id: firstPost!.id, periodCount: 2 })

    const year = await overview('?period=365')
    expect(year.unit).toBe('month')
    expect(year.buckets).toHaveLength(12)
    expect(year.buckets.every(bucket => bucket.endsWith('-01'))).toBe(true)
    expect(year.topLikedPosts.find(post => post.id === firstPost!.id)?.periodCount).toBe(1)
  })

  test('an unknown period is a French 400', async () => {
    const response = await context.app.request('/api/admin/overview?period=7', { headers: { cookie: admin.cookie } })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      error: { code: 'INVALID_INPUT', fields: { period: 'Période inconnue : 30, 90 ou 365 jours.' } },
    })
  })
})

describe('the state of the optional services, for admins only (issue 20, item 21)', () => {
  test('with no setting: no provider sign-in, test payments, the mail outbox, the built-in tutor', async () => {
    const data = (await overview()) as Overview & { services: Record<string, unknown> }
    expect(data.services).toEqual({
      google: false,
      facebook: false,
      stripe: false,
      cinetpay: false,
      testPayments: true,
      mail: 'outbox',
      assistant: 'builtin',
      // Named by the server, so the browser build holds no secret's setting name.
      settings: expect.objectContaining({ google: 'GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET', mail: 'SMTP_URL' }),
    })
  })

  test('configured providers read as configured', async () => {
    const configured = await createTestApp({
      providers: { google: { clientId: 'id-de-test', clientSecret: 'secret-de-test' } },
    })
    try {
      const owner = await signedInUser(configured, ROLES.admin)
      const response = await configured.app.request('/api/admin/overview', { headers: { cookie: owner.cookie } })
      const { services } = (await response.json()) as { services: Record<string, unknown> }
      expect(services).toMatchObject({ google: true, facebook: false })
      // Visitors get no such state: the overview is Admin only.
      expect((await configured.app.request('/api/admin/overview')).status).toBe(401)
    } finally {
      await configured.close()
    }
  })
})
