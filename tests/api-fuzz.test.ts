import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ROLES } from '#core/auth/roles.ts'
import { bodyLimitOf } from '#server/app.ts'
import { signedInUser } from './setup/accounts.ts'
import { createTestApp, TEST_ORIGIN } from './setup/test-app.ts'

/**
 * Property-based fuzzing of every API route the app registers (new routes are picked up by
 * themselves): random and hostile params, query strings, bodies, content types and cookies, as an
 * anonymous visitor, a student and an admin. Whatever arrives, the answer is never a 5xx, and every
 * error is JSON with a message.
 */

type Context = Awaited<ReturnType<typeof createTestApp>>
let context: Context
const cookies: string[] = ['']

beforeAll(async () => {
  context = await createTestApp({ seed: true })
  cookies.push(
    (await signedInUser(context, ROLES.student)).cookie,
    (await signedInUser(context, ROLES.admin)).cookie,
    'better-auth.session_token=forged.value',
  )
})
afterAll(() => context?.close())

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])

/** Every concrete API route (method + path pattern), read from the app itself. */
function apiRoutes(): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>()
  for (const route of context.app.routes) {
    if (!METHODS.has(route.method) || !route.path.startsWith('/api/') || route.path.includes('*')) continue
    seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path })
  }
  // better-auth's handler is mounted on a wildcard; these are the paths it answers publicly.
  for (const path of ['/api/auth/get-session', '/api/auth/sign-out', '/api/auth/sign-in/social']) {
    seen.set(`POST ${path}`, { method: 'POST', path })
  }
  return [...seen.values()]
}

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '..',
    '../../etc/passwd',
    '%00',
    '\u0000',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '00000000-0000-4000-8000-000000000000',
    'x'.repeat(5000),
    '𝄞'.repeat(300),
    'NaN',
    '-1',
    '1e309',
    'constructor',
    '__proto__',
  ),
)

const FIELD_NAMES = [
  'email',
  'password',
  'name',
  'prompt',
  'url',
  'postId',
  'action',
  'authorName',
  'content',
  'published',
  'token',
  'newPassword',
  'currentPassword',
  'role',
  'website',
  'variant',
  'key',
  'tempo',
  'rhythm',
  'instruments',
  'voice',
  'duration',
  'version',
  'style',
  'lyrics',
  'subject',
  'message',
  'consent',
  'userInput',
  'allSongs',
  'messages',
  'formulaId',
  'currency',
  'method',
  'provider',
  'callbackURL',
  'id',
  'date',
  'budget',
  'phone',
  '__proto__',
] as const

const hostileValue: fc.Arbitrary<unknown> = fc.letrec(tie => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...FIELD_NAMES), tie('value'), { maxKeys: 4 }),
  ),
})).value

/** What goes in the body: plausible objects with hostile values, any JSON, or text that is not JSON. */
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), hostileValue, { maxKeys: 8 }).map(value => JSON.stringify(value)),
  fc.jsonValue({ maxDepth: 3 }).map(value => JSON.stringify(value)),
  hostileString,
  fc.constantFrom('{', '{"a":', 'null', '[]', '"texte"', '{"__proto__":{"isAdmin":true}}'),
)

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/octet-stream',
)

const request = fc.record({
  params: fc.array(hostileString, { minLength: 4, maxLength: 4 }),
  query: fc.dictionary(fc.constantFrom('type', 'category', 'page', 'q', 'limit', 'id', 'currency'), hostileString, {
    maxKeys: 3,
  }),
  body,
  contentType,
  cookie: fc.nat({ max: 3 }),
  sameOrigin: fc.boolean(),
})

function fillPath(pattern: string, params: string[]): string {
  let index = 0
  return pattern.replace(/:[A-Za-z]+(\{[^}]*\})?/g, () => encodeURIComponent(params[index++ % params.length] || 'x'))
}

describe('API fuzzing: never a 5xx, always a JSON error', () => {
  test('the app registers the routes this test walks through', () => {
    expect(apiRoutes().length).toBeGreaterThan(20)
  })

  test('every route, random and hostile input', { timeout: 240_000 }, async () => {
    for (const route of apiRoutes()) {
      await fc.assert(
        fc.asyncProperty(request, async input => {
          const path = fillPath(route.path, input.params)
          const query = new URLSearchParams(input.query).toString()
          const hasBody = route.method !== 'GET'
          const response = await context.app.request(`${path}${query ? `?${query}` : ''}`, {
            method: route.method,
            headers: {
              'content-type': input.contentType,
              origin: input.sameOrigin ? TEST_ORIGIN : 'https://ailleurs.example',
              ...(cookies[input.cookie] ? { cookie: cookies[input.cookie] } : {}),
            },
            body: hasBody ? input.body : undefined,
          })
          const where = `${route.method} ${path}${query ? `?${query}` : ''}`
          expect(response.status, `${where} answered ${response.status}`).toBeLessThan(500)
          if (response.status >= 400 && !route.path.startsWith('/api/auth/')) {
            expect(response.headers.get('content-type') ?? '', `${where} error content type`).toMatch(
              /^application\/json/,
            )
            const json = (await response.json()) as { error?: { message?: unknown } }
            expect(typeof json.error?.message, `${where} error body ${JSON.stringify(json).slice(0, 200)}`).toBe(
              'string',
            )
          } else {
            await response.arrayBuffer()
          }
        }),
        { numRuns: 25 },
      )
    }
  })

  test('bodies above the limit are refused with 413 before any route reads them', async () => {
    for (const route of apiRoutes().filter(candidate => candidate.method !== 'GET')) {
      const path = fillPath(route.path, ['x'])
      const limit = bodyLimitOf(path)
      const response = await context.app.request(path, {
        method: route.method,
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie: cookies[1]! },
        body: JSON.stringify({ content: 'x'.repeat(limit + 1) }),
      })
      expect(response.status, `${route.method} ${route.path}`).toBe(413)
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
        'La requête est trop volumineuse.',
      )
    }
  })
})

describe('text PostgreSQL cannot store', () => {
  test('a NUL character in a URL or in a stored field is a 400, not a 500', async () => {
    const inUrl = await context.app.request('/api/blog/posts?category=%00', { headers: { origin: TEST_ORIGIN } })
    expect(inUrl.status).toBe(400)
    const posts = (await (await context.app.request('/api/blog/posts')).json()) as { id: string }[]
    const inBody = await context.app.request(`/api/blog/posts/${posts[0]!.id}/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify({ authorName: 'Nul\u0000', content: 'Bonjour\u0000', website: '' }),
    })
    expect(inBody.status).toBe(400)
    expect(((await inBody.json()) as { error: { message: string } }).error.message).toMatch(/^Requête invalide/)
  })
})
