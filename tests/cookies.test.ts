import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ROLES } from '#core/auth/roles.ts'
import { createTestApp } from './setup/test-app.ts'

/**
 * Cookies flagged correctly: every cookie the server sets is HttpOnly and SameSite=Lax,
 * scoped to the whole site, and Secure when the site is served over HTTPS (PUBLIC_URL https://),
 * where better-auth also switches to the __Secure- prefixed names.
 */

type Context = Awaited<ReturnType<typeof createTestApp>>

function parse(header: string) {
  const [pair, ...attributes] = header.split(';').map(part => part.trim())
  const [name] = pair!.split('=')
  const flags = new Map(
    attributes.map(attribute => {
      const [key, ...value] = attribute.split('=')
      return [key!.toLowerCase(), value.join('=')] as const
    }),
  )
  return { name: name!, flags }
}

/** Signs a user in and likes a post: the two places the server sets cookies. */
async function cookiesSetBy(context: Context, origin: string) {
  const auth = await context.auth.$context
  const email = `cookies-${crypto.randomUUID().slice(0, 8)}@exemple.cm`
  const user = await auth.internalAdapter.createUser(
    { email, name: 'Test', emailVerified: true, role: ROLES.student },
    { method: 'admin' },
  )
  await auth.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await auth.password.hash('Sanza-et-tam-tam-2026'),
  })
  const signIn = await context.app.request('/api/account/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: 'Sanza-et-tam-tam-2026' }),
  })
  expect(signIn.status).toBe(200)
  // The cookie, sent back as a browser would, opens the session.
  const sessionCookie = signIn.headers
    .getSetCookie()
    .map(value => value.split(';')[0])
    .join('; ')
  const session = await context.app.request('/api/auth/get-session', { headers: { cookie: sessionCookie, origin } })
  expect(((await session.json()) as { user?: { email: string } } | null)?.user?.email).toBe(email)
  const like = await context.app.request('/api/like-post', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ postId: 'rentree-2026-academie-gombiste', action: 'like' }),
  })
  expect(like.status).toBe(200)
  return [...signIn.headers.getSetCookie(), ...like.headers.getSetCookie()].map(parse)
}

describe.each([
  { site: 'http://localhost:3000', secure: false },
  { site: 'https://www.gombiste-records.cm', secure: true },
])('cookies of a site served at $site', ({ site, secure }) => {
  let context: Context
  beforeAll(async () => {
    context = await createTestApp({ seed: true, publicUrl: site })
  })
  afterAll(() => context?.close())

  test(`session and device cookies are HttpOnly, SameSite=Lax, Path=/${secure ? ', Secure, __Secure- names' : ', not Secure (plain HTTP)'}`, async () => {
    const cookies = await cookiesSetBy(context, site)
    const names = cookies.map(cookie => cookie.name)
    expect(names).toContain(secure ? '__Secure-better-auth.session_token' : 'better-auth.session_token')
    expect(names).toContain('gombiste_device')
    for (const cookie of cookies) {
      expect(cookie.flags.has('httponly'), `${cookie.name} HttpOnly`).toBe(true)
      expect(cookie.flags.get('samesite')?.toLowerCase(), `${cookie.name} SameSite`).toBe('lax')
      expect(cookie.flags.get('path'), `${cookie.name} Path`).toBe('/')
      expect(cookie.flags.has('secure'), `${cookie.name} Secure`).toBe(secure)
      expect(cookie.flags.has('domain'), `${cookie.name} has no Domain (host-only)`).toBe(false)
    }
  })
})
