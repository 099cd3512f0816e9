import { Hono } from 'hono'
import { expect, test, vi } from 'vitest'
import { cachePublicResponses, ResponseCache } from './response-cache.server.ts'

/** A cache miss under load is produced once, not once per waiting request (the stampede the load bench showed). */
function appWithSlowContent() {
  const cache = new ResponseCache()
  const calls = { count: 0, failNext: false }
  const waiting: (() => void)[] = []
  const app = new Hono().use('/api/*', cachePublicResponses(cache)).get('/api/content', async c => {
    calls.count++
    const version = calls.count
    await new Promise<void>(resolve => waiting.push(resolve))
    if (calls.failNext) return c.json({ error: 'indisponible' }, 503)
    return c.json({ version })
  })
  /** Lets every handler waiting so far finish. */
  return { app, cache, calls, release: () => waiting.splice(0).forEach(resolve => resolve()) }
}

test('100 concurrent requests for one missing entry run the handler once and all get its answer', async () => {
  const { app, calls, release } = appWithSlowContent()
  const responses = Array.from({ length: 100 }, () => app.request('/api/content'))
  await vi.waitFor(() => expect(calls.count).toBe(1))
  release()
  const bodies = await Promise.all(responses.map(async response => (await response).json()))
  expect(calls.count).toBe(1)
  expect(bodies.every(body => JSON.stringify(body) === '{"version":1}')).toBe(true)
})

test('a request arriving after a write does not join a flight started before it', async () => {
  const { app, cache, calls, release } = appWithSlowContent()
  const before = app.request('/api/content')
  await vi.waitFor(() => expect(calls.count).toBe(1))
  cache.invalidate()
  const after = app.request('/api/content')
  await vi.waitFor(() => expect(calls.count).toBe(2))
  release()
  expect(await (await before).json()).toEqual({ version: 1 })
  expect(await (await after).json()).toEqual({ version: 2 })
})

test('an answer that cannot be cached is not shared: each waiting request asks again', async () => {
  const { app, calls, release } = appWithSlowContent()
  calls.failNext = true
  const first = app.request('/api/content')
  await vi.waitFor(() => expect(calls.count).toBe(1))
  const second = app.request('/api/content')
  // The second request joins the first one's flight before it ends.
  await new Promise(resolve => setImmediate(resolve))
  release()
  expect((await first).status).toBe(503)
  // Told the shared answer cannot be used, it runs the handler itself.
  await vi.waitFor(() => expect(calls.count).toBe(2))
  calls.failNext = false
  release()
  expect((await second).status).toBe(200)
  expect(calls.count).toBe(2)
})
