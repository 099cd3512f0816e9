import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { ResponseCache } from './response-cache.server.ts'

// A real page-sized body: the project's README, about the size of a rendered page.
const body = readFileSync(join(import.meta.dirname, '..', '..', '..', 'README.md'))

afterEach(() => {
  vi.useRealTimers()
})

describe('response cache compression', () => {
  test('an entry is stored with brotli and gzip that decode to the same bytes', () => {
    const cache = new ResponseCache()
    const entry = cache.set('page:x:/', 200, 'text/html', body, cache.currentGeneration())
    expect(brotliDecompressSync(entry.brotli!).equals(body)).toBe(true)
    expect(gunzipSync(entry.gzip!).equals(body)).toBe(true)
    expect(entry.brotli!.length).toBeLessThan(body.length / 2)
  })

  test('an entry still current after a while is recompressed smaller, to the same bytes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const cache = new ResponseCache()
    const entry = cache.set('page:x:/', 200, 'text/html', body, cache.currentGeneration())
    const fast = entry.brotli!.length
    vi.advanceTimersByTime(2000)
    await vi.waitFor(() => expect(entry.brotli!.length).toBeLessThan(fast), { timeout: 5000 })
    expect(brotliDecompressSync(entry.brotli!).equals(body)).toBe(true)
    expect(cache.get('page:x:/')).toBe(entry)
  })

  test('an entry dropped before then is not recompressed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const cache = new ResponseCache()
    const entry = cache.set('page:x:/', 200, 'text/html', body, cache.currentGeneration())
    const fast = entry.brotli
    cache.invalidate()
    vi.advanceTimersByTime(2000)
    await new Promise((resolve) => setImmediate(resolve))
    expect(entry.brotli).toBe(fast)
    expect(cache.get('page:x:/')).toBeUndefined()
  })
})
