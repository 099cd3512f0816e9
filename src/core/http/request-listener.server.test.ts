import { createServer, type Server } from 'node:http'
import { Hono } from 'hono'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { cachePublicResponses, ResponseCache } from '#core/http/response-cache.server.ts'
import { createRequestListener } from './request-listener.server.ts'

const cache = new ResponseCache()
let handlerCalls = 0
let server: Server
let base = ''

beforeAll(async () => {
  const app = new Hono().use('/api/*', cachePublicResponses(cache)).get('/api/content', c => {
    handlerCalls++
    return c.json({ items: Array.from({ length: 200 }, (_, index) => `morceau ${index}`) })
  })
  server = createServer(createRequestListener(app.fetch, cache))
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})
afterAll(() => new Promise<void>(resolve => server.close(() => resolve())))

test('a cached response is served by the listener itself, identical, compressed and revalidatable', async () => {
  const first = await fetch(`${base}/api/content`, { headers: { 'accept-encoding': 'br' } })
  const firstBody = await first.text()
  const second = await fetch(`${base}/api/content`, { headers: { 'accept-encoding': 'br' } })
  expect(await second.text()).toBe(firstBody)
  expect(handlerCalls).toBe(1)
  expect(second.headers.get('etag')).toBe(first.headers.get('etag'))
  expect(second.headers.get('content-encoding')).toBe('br')
  expect(second.headers.get('x-content-type-options')).toBe('nosniff')
  const revalidated = await fetch(`${base}/api/content`, { headers: { 'if-none-match': first.headers.get('etag')! } })
  expect(revalidated.status).toBe(304)
  expect(handlerCalls).toBe(1)
})

test('after invalidation the app answers again', async () => {
  cache.invalidate()
  await fetch(`${base}/api/content`)
  expect(handlerCalls).toBe(2)
})
