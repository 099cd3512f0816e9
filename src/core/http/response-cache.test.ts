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
    await new Promise(resolve => setImmediate(resolve))
    expect(entry.brotli).toBe(fast)
    expect(cache.get('page:x:/')).toBeUndefined()
  })
})

describe('coalesced invalidation (like counts)', () => {
  const showsLikes = (path: string) => path.startsWith('/blog')
  const fill = (cache: ResponseCache) => cache.set('page:x:/blog', 200, 'text/html', body, cache.currentGeneration())

  test('the first change drops at once; later ones within the interval drop once, at its end', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] })
    const cache = new ResponseCache()
    fill(cache)
    cache.invalidatePathsCoalesced('likes', showsLikes, 1000)
    expect(cache.get('page:x:/blog')).toBeUndefined()
    fill(cache)
    vi.advanceTimersByTime(100)
    cache.invalidatePathsCoalesced('likes', showsLikes, 1000)
    cache.invalidatePathsCoalesced('likes', showsLikes, 1000)
    expect(cache.get('page:x:/blog')).toBeDefined()
    vi.advanceTimersByTime(899)
    expect(cache.get('page:x:/blog')).toBeDefined()
    vi.advanceTimersByTime(1)
    expect(cache.get('page:x:/blog')).toBeUndefined()
    // A change long after is dropped at once again.
    fill(cache)
    vi.advanceTimersByTime(5000)
    cache.invalidatePathsCoalesced('likes', showsLikes, 1000)
    expect(cache.get('page:x:/blog')).toBeUndefined()
  })

  test('entries that do not show the changed data stay', () => {
    const cache = new ResponseCache()
    cache.set('page:x:/academie', 200, 'text/html', body, cache.currentGeneration())
    cache.invalidatePathsCoalesced('likes', showsLikes, 1000)
    expect(cache.get('page:x:/academie')).toBeDefined()
  })
})

describe('response cache size', () => {
  test('the cache holds at most its bytes: the oldest entries leave first', () => {
    const cache = new ResponseCache(200_000)
    // A page of a known size (the README, the other tests' body, grows with the docs).
    const page = Buffer.from(`<p>${'la musique '.repeat(900)}</p>`)
    for (let index = 0; index < 100; index++)
      cache.set(`html:x:/page-${index}`, 200, 'text/html', page, cache.currentGeneration())
    expect(cache.byteSize).toBeLessThanOrEqual(200_000)
    expect(cache.get('html:x:/page-99')).toBeDefined()
    expect(cache.get('html:x:/page-0')).toBeUndefined()
    cache.dropAll()
    expect(cache.byteSize).toBe(0)
  })

  test('keys ignore query parameters no page or route reads, and sort the others', async () => {
    const { requestCacheKey } = await import('./response-cache.server.ts')
    expect(requestCacheKey('/?utm_source=x&fbclid=1')).toBe(requestCacheKey('/'))
    expect(requestCacheKey('/api/blog/posts?z=1&category=a')).toBe(requestCacheKey('/api/blog/posts?category=a'))
    expect(requestCacheKey('/api/portfolio?type=clip&category=a')).toBe(
      requestCacheKey('/api/portfolio?category=a&type=clip'),
    )
    expect(requestCacheKey('/api/blog/posts?category=a')).not.toBe(requestCacheKey('/api/blog/posts'))
  })
})
