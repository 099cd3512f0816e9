import { afterAll, beforeAll, expect, test } from 'vitest'
import { signedInUser } from '#tests/setup/accounts.ts'
import { createTestApp } from '#tests/setup/test-app.ts'

/** "Déconnexion" ends the session on every host the site answers on. */
let context: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  context = await createTestApp()
})
afterAll(() => context.close())

const profile = (origin: string, cookie: string) =>
  context.app.request(`${origin}/api/account/profile`, { headers: { cookie } })
const signOut = (origin: string, cookie: string, from = origin) =>
  context.app.request(`${origin}/api/auth/sign-out`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: from, cookie },
    body: '{}',
  })

test.each([
  'http://localhost:3000',
  'http://127.0.0.1:3000',
  'https://www.gombiste-records.cm',
  'https://gombiste-records.cm',
])('signed out from %s, the session no longer opens anything', async origin => {
  const user = await signedInUser(context, 'Élève')
  expect((await profile(origin, user.cookie)).status).toBe(200)
  const response = await signOut(origin, user.cookie)
  expect(response.status).toBe(200)
  expect((await profile(origin, user.cookie)).status).toBe(401)
})

test('a sign-out sent from another site is still refused, and the session stays', async () => {
  const user = await signedInUser(context, 'Élève')
  const response = await signOut('http://127.0.0.1:3000', user.cookie, 'https://pirate.example')
  expect(response.status).toBe(403)
  expect((await profile('http://127.0.0.1:3000', user.cookie)).status).toBe(200)
})

test('the session answer does not carry the session token (the HttpOnly cookie does)', async () => {
  const user = await signedInUser(context, 'Élève')
  const response = await context.app.request('/api/auth/get-session', { headers: { cookie: user.cookie } })
  expect(response.status).toBe(200)
  const body = (await response.json()) as { session: Record<string, unknown>; user: { email: string } }
  expect(body.user.email).toBe(user.email)
  expect(body.session.userId).toBe(user.id)
  expect(body.session).not.toHaveProperty('token')
  expect(JSON.stringify(body)).not.toContain(decodeURIComponent(user.cookie.split('=')[1]!).split('.')[0]!)
  expect(response.headers.get('cache-control')).toBe('no-store')
})

test('personal answers are never kept by browsers or proxies (Cache-Control: no-store)', async () => {
  const student = await signedInUser(context, 'Élève')
  const admin = await signedInUser(context, 'Admin')
  for (const [path, cookie] of [
    ['/api/account/profile', student.cookie],
    ['/api/account/export', student.cookie],
    ['/api/payments/orders', student.cookie],
    ['/api/chat/history', student.cookie],
    ['/api/notifications', student.cookie],
    ['/api/admin/orders', admin.cookie],
    ['/api/admin/accounts/users', admin.cookie],
    ['/api/admin/comments', admin.cookie],
  ] as const) {
    const response = await context.app.request(path, { headers: { cookie } })
    expect(response.status, path).toBe(200)
    expect(response.headers.get('cache-control'), path).toBe('no-store')
  }
})
