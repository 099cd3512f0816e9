import { describe, expect, test, vi } from 'vitest'
import { siteContent } from '#tests/setup/content.ts'
import { useSeededApi } from '#tests/setup/route-test.ts'
import { TEST_ORIGIN } from '#tests/setup/test-app.ts'

// Requests arrive as through a reverse proxy on 127.0.0.1, so each client can have its own address.
const api = useSeededApi({ trustedProxies: ['127.0.0.1'] })

let nextClient = 0
/** A fresh client address (TEST-NET-2), as distinct visitors have. */
const newAddress = () => `198.51.${Math.floor(++nextClient / 250) % 250}.${nextClient % 250}`

async function like(postId: string, action: 'like' | 'unlike', cookie = '', address = newAddress(), on = api) {
  const response = await on.app.request('/api/like-post', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: TEST_ORIGIN,
      'x-forwarded-for': address,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ postId, action }),
  })
  const deviceCookie = response.headers.getSetCookie().find(value => value.startsWith('gombiste_device='))
  return {
    status: response.status,
    body: (await response.json()) as { likes?: number; error?: { message: string } },
    cookie: deviceCookie?.split(';')[0] ?? cookie,
  }
}

const likesOf = async (postId: string) =>
  (await api.getJson<{ posts: { id: string; likes: number }[] }>('/api/like-post')).body.posts.find(
    post => post.id === postId,
  )?.likes ?? -1

describe('POST /api/like-post', () => {
  const post = siteContent.blogPosts[0]!

  test('a like adds one and answers the authoritative count; repeating it changes nothing; unlike takes it back', async () => {
    const before = await likesOf(post.id)
    const first = await like(post.id, 'like')
    expect(first).toMatchObject({ status: 200, body: { likes: before + 1 } })
    expect(first.cookie).toMatch(/^gombiste_device=[0-9a-f-]{36}$/)
    expect((await like(post.id, 'like', first.cookie)).body.likes).toBe(before + 1)
    expect((await like(post.id, 'unlike', first.cookie)).body.likes).toBe(before)
    expect((await like(post.id, 'unlike', first.cookie)).body.likes).toBe(before)
  })

  test('the device cookie is HttpOnly and SameSite=Lax', async () => {
    const response = await api.app.request('/api/like-post', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ postId: post.id, action: 'like' }),
    })
    const cookie = response.headers.getSetCookie().join(';')
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
  })

  test.each([
    [{ postId: post.id }, 400],
    [{ postId: post.id, action: 'adore' }, 400],
    [{ postId: 'PAS UN ID', action: 'like' }, 400],
    [{ postId: 'article-inconnu', action: 'like' }, 404],
  ])('bad input %o gets %i with an error field', async (body, status) => {
    const response = await api.app.request('/api/like-post', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(response.status).toBe(status)
    expect(((await response.json()) as { error: { message: string } }).error.message).toBeTruthy()
  })

  test('malformed JSON is a 400, not a 500', async () => {
    const response = await api.app.request('/api/like-post', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"postId":',
    })
    expect(response.status).toBe(400)
  })
})

describe('likes in the cached blog data', () => {
  // An app of its own: no like from another test has opened the one-second coalescing window yet.
  const fresh = useSeededApi({ trustedProxies: ['127.0.0.1'] })

  test('the cached blog data shows a like at once, and a burst of likes within a second at its end', async () => {
    const target = siteContent.blogPosts[1]!
    const countInList = async () =>
      (await fresh.getJson<{ id: string; likes: number }[]>('/api/blog/posts')).body.find(item => item.id === target.id)
        ?.likes
    await countInList()
    const first = await like(target.id, 'like', '', newAddress(), fresh)
    expect(await countInList()).toBe(first.body.likes)
    // A second like within the same second: the cached list is dropped once, at the end of the second.
    const second = await like(target.id, 'like', '', newAddress(), fresh)
    expect(second.body.likes).toBe(first.body.likes! + 1)
    expect(await countInList()).toBe(first.body.likes)
    await vi.waitFor(async () => expect(await countInList()).toBe(second.body.likes), { timeout: 3000, interval: 100 })
  })
})

// Thousands of requests: on a busy 2-core machine they take longer than a usual test's limit.
describe('likes under concurrency', { timeout: 120_000 }, () => {
  test('1,000 concurrent likes from 1,000 distinct clients add exactly 1,000', async () => {
    const target = siteContent.blogPosts[2]!
    const before = await likesOf(target.id)
    const results = await Promise.all(Array.from({ length: 1000 }, () => like(target.id, 'like')))
    expect(results.every(result => result.status === 200)).toBe(true)
    expect(await likesOf(target.id)).toBe(before + 1000)
  })

  test('1,000 concurrent repeats from one client add exactly 1 (and the flood guard stops most of them)', async () => {
    const target = siteContent.blogPosts[3]!
    const before = await likesOf(target.id)
    const address = '203.0.113.77'
    const { cookie } = await like(target.id, 'like', '', address)
    const results = await Promise.all(Array.from({ length: 1000 }, () => like(target.id, 'like', cookie, address)))
    const accepted = results.filter(result => result.status === 200)
    const refused = results.filter(result => result.status === 429)
    expect(accepted.length + refused.length).toBe(1000)
    // 60 likes per address per minute, the first one included.
    expect(accepted).toHaveLength(59)
    expect(accepted.every(result => result.body.likes === before + 1)).toBe(true)
    expect(refused[0]!.body.error?.message).toBe(
      'Trop de requêtes en peu de temps. Veuillez patienter un instant avant de réessayer.',
    )
    expect(await likesOf(target.id)).toBe(before + 1)
  })
})

describe('likes without cookies from one address', () => {
  test('500 cookie-less likes from one address add at most 20; another address still counts', async () => {
    const post = siteContent.blogPosts[1]!
    const before = await likesOf(post.id)
    const results = await Promise.all(Array.from({ length: 500 }, () => like(post.id, 'like', '', '203.0.113.50')))
    expect(await likesOf(post.id)).toBe(before + 20)
    expect(results.filter(result => result.status === 200)).toHaveLength(20)
    const refused = results.find(result => result.status === 429)
    expect(refused?.body.error?.message).toBe(
      'Trop de « J’aime » envoyés depuis votre connexion pour cet article aujourd’hui. Connectez-vous pour aimer cet article, ou réessayez demain.',
    )
    expect((await like(post.id, 'like', '', '203.0.113.51')).body.likes).toBe(before + 21)
  })
})
