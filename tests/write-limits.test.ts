import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { WRITE_LIMIT_MESSAGE, WRITE_LIMITS, writeLimitOf } from '#core/http/write-limits.server.ts'
import { createTestApp, TEST_ORIGIN } from './setup/test-app.ts'

/**
 * Rate limits on every write endpoint. The routes are read from the app itself, as the
 * API fuzzer does, so a new write route without a limit fails here. Then each limit is proven: from
 * one address, the request after the limit is refused with 429, a French message and Retry-After,
 * while another address is still served.
 */

type Context = Awaited<ReturnType<typeof createTestApp>>
let context: Context

beforeAll(async () => {
  // Requests come "through" a proxy on 127.0.0.1, so each route can be hammered from its own address.
  context = await createTestApp({ seed: true, trustedProxies: ['127.0.0.1'] })
})
afterAll(() => context?.close())

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Every write route the app registers (method and pattern), better-auth's wildcard included. */
function writeRoutes(): string[] {
  const routes = new Set<string>()
  for (const route of context.app.routes) {
    if (WRITE_METHODS.has(route.method) && route.path.startsWith('/api/')) routes.add(`${route.method} ${route.path}`)
  }
  return [...routes].sort()
}

const concrete = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, 'x').replace('*', 'sign-out')

describe('rate limits on every write endpoint', () => {
  test('every write route has its own entry in WRITE_LIMITS, and every entry is a real route', () => {
    const routes = writeRoutes()
    expect(routes.length).toBeGreaterThanOrEqual(57)
    const unlisted = routes.filter(route => !(route in WRITE_LIMITS))
    expect(
      unlisted,
      'add these routes to WRITE_LIMITS (src/core/http/write-limits.server.ts) and docs/security.md',
    ).toEqual([])
    expect(
      Object.keys(WRITE_LIMITS).filter(route => !routes.includes(route)),
      'entries for routes that no longer exist',
    ).toEqual([])
    // And a concrete request to each route falls under its own entry (not a neighbour's).
    for (const route of routes) {
      const [method, pattern] = route.split(' ') as [string, string]
      expect(writeLimitOf(method, concrete(pattern))?.route, route).toBe(route)
    }
  })

  test('past its limit, each write route answers 429 in French with Retry-After; another address is still served', {
    timeout: 120_000,
  }, async () => {
    let index = 0
    for (const route of writeRoutes()) {
      const [method, pattern] = route.split(' ') as [string, string]
      const rule = WRITE_LIMITS[route]!
      const address = `198.51.100.${++index}`
      const send = (from: string) =>
        context.app.request(concrete(pattern), {
          method,
          headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, 'x-forwarded-for': from },
          body: '{}',
        })
      for (let sent = 0; sent < rule.max; sent++) {
        const response = await send(address)
        expect(
          response.status,
          `${route}: request ${sent + 1} of ${rule.max} must not be refused by the flood guard`,
        ).not.toBe(429)
        await response.arrayBuffer()
      }
      const refused = await send(address)
      expect(refused.status, `${route} after ${rule.max} requests`).toBe(429)
      expect(refused.headers.get('retry-after')).toBe(String(rule.windowSeconds))
      expect(await refused.json()).toEqual({ error: { code: 'RATE_LIMITED', message: WRITE_LIMIT_MESSAGE } })
      const other = await send(`203.0.113.${index}`)
      expect(other.status, `${route} from another address`).not.toBe(429)
    }
  })
})
