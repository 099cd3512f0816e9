import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  createPostgresDatabase,
  freePort,
  POSTGRES_URL,
  REDIS_URL,
  startReady,
  stopServer,
  type Running,
} from '#tests/setup/server-process.ts'

/**
 * Two server processes on one PostgreSQL, rate-limit counters in one Redis, as behind a load
 * balancer: a session opened through one is valid on the other, a like made through one is seen
 * through the other, and a visitor's write counter is one counter whichever instance they reach.
 */

const PUBLIC_URL = 'http://localhost:3999'
const POST_ID = 'proteger-sa-voix-sous-les-tropiques'

describe.skipIf(!POSTGRES_URL || !REDIS_URL)('two instances, one PostgreSQL, one Redis', { timeout: 120_000 }, () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>
  let first: Running
  let second: Running
  const dataDirs = [mkdtempSync(join(tmpdir(), 'label-a-')), mkdtempSync(join(tmpdir(), 'label-b-'))]
  // A client address of our own (TEST-NET-3), so no other test's counters meet ours in Redis.
  const address = `203.0.113.${Math.floor(Math.random() * 200) + 20}`

  beforeAll(async () => {
    database = await createPostgresDatabase(POSTGRES_URL!)
    // Both instances answer for one public address, as behind a load balancer.
    const env = { DATABASE_URL: database.url, REDIS_URL: REDIS_URL!, PUBLIC_URL, TRUSTED_PROXIES: '127.0.0.1' }
    first = await startReady(await freePort(), { ...env, DATA_DIR: dataDirs[0]! })
    second = await startReady(await freePort(), { ...env, DATA_DIR: dataDirs[1]! })
  })
  afterAll(async () => {
    await Promise.all([first && stopServer(first), second && stopServer(second)])
    await database?.drop()
    for (const directory of dataDirs) rmSync(directory, { recursive: true, force: true })
  })

  const send = (instance: Running, path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) =>
    fetch(`${instance.url}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        origin: PUBLIC_URL,
        'x-forwarded-for': address,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.cookie ? { cookie: init.cookie } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })

  test('both use Redis for the counters and are ready', async () => {
    expect(first.output()).toContain('"rateLimits":"redis"')
    expect(second.output()).toContain('"rateLimits":"redis"')
    // A load balancer asks again until an instance is ready: a busy host may take a few seconds after
    // start-up (two servers, migrations, other test files) before both dependencies answer in time.
    for (const instance of [first, second]) {
      await expect
        .poll(async () => (await send(instance, '/api/ready')).status, { timeout: 30_000, interval: 500 })
        .toBe(200)
    }
  })

  test('a session opened through one instance is valid on the other, and a like made through one is seen through the other', async () => {
    const email = `deux-instances-${Date.now()}@exemple.cm`
    const signUp = await send(first, '/api/account/sign-up', {
      method: 'POST',
      body: { name: 'Awa Deux', email, password: 'Balafon-de-minuit-42', role: 'Élève' },
    })
    // Sign-up opens a session at once (spec §4); the activation link then confirms the address.
    expect(signUp.status).toBe(201)
    // Without SMTP the activation mail is kept in the outbox and its link written to the log.
    const link = /\/activation\?token=([\w.-]+)/.exec(
      first
        .output()
        .split('\n')
        .filter(line => line.includes(email))
        .join('\n'),
    )
    expect(link, 'activation link in the log').not.toBeNull()
    const activation = await send(second, '/api/account/activate', { method: 'POST', body: { token: link![1] } })
    expect(activation.status).toBe(200)
    const cookie = activation.headers
      .getSetCookie()
      .map(value => value.split(';')[0])
      .join('; ')

    const session = (await (await send(first, '/api/auth/get-session', { cookie })).json()) as {
      user?: { email: string }
    } | null
    expect(session?.user?.email).toBe(email)

    const liked = await send(first, '/api/like-post', {
      method: 'POST',
      body: { postId: POST_ID, action: 'like' },
      cookie,
    })
    expect(liked.status).toBe(200)
    const { likes } = (await liked.json()) as { likes: number }
    const seen = (await (await send(second, '/api/like-post', { cookie })).json()) as {
      posts: { id: string; likes: number }[]
      liked: string[]
    }
    expect(seen.liked).toContain(POST_ID)
    expect(seen.posts.find(post => post.id === POST_ID)?.likes).toBe(likes)

    // Signing out through the second ends the session on the first too.
    expect((await send(second, '/api/auth/sign-out', { method: 'POST', body: {}, cookie })).status).toBe(200)
    expect(await (await send(first, '/api/auth/get-session', { cookie })).json()).toBeNull()
  })

  test('a comment made through one instance shows at once on the pages the other had cached', async () => {
    const path = `/api/blog/posts/${POST_ID}/comments`
    // The second instance caches the comments and the article page...
    await (await send(second, path)).arrayBuffer()
    await (await send(second, `/blog/${POST_ID}`)).arrayBuffer()
    const content = `Vu des deux côtés ${Date.now()}`
    const posted = await fetch(`${first.url}${path}`, {
      method: 'POST',
      headers: { origin: PUBLIC_URL, 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.250' },
      body: JSON.stringify({ authorName: 'Deux instances', content, website: '' }),
    })
    expect(posted.status).toBe(201)
    // ...and drops them when the first tells it, over Redis, that content changed.
    const deadline = Date.now() + 3000
    let comments: { content: string }[] = []
    while (Date.now() < deadline) {
      comments = (await (await send(second, path)).json()) as { content: string }[]
      if (comments.some(comment => comment.content === content)) break
      await new Promise(resolve => setTimeout(resolve, 50))
    }
    expect(comments.map(comment => comment.content)).toContain(content)
    expect(await (await send(second, `/blog/${POST_ID}`)).text()).toContain(content)
  })

  test('one write counter per visitor, whichever instance answers (60 likes a minute)', async () => {
    const statuses: number[] = []
    // Spread over four posts: one address may add at most 20 likes to one post a day (docs/features.md, "Likes"),
    // a different limit from the per-minute write counter this test is about.
    const posts = [
      POST_ID,
      'rentree-2026-academie-gombiste',
      'dans-les-coulisses-de-ndolo-na-wa',
      'bien-debuter-le-piano-a-tout-age',
    ]
    for (let index = 0; index < 61; index++) {
      const instance = index % 2 === 0 ? first : second
      const response = await send(instance, '/api/like-post', {
        method: 'POST',
        body: { postId: posts[Math.floor(index / 4) % posts.length], action: index % 4 < 2 ? 'like' : 'unlike' },
      })
      statuses.push(response.status)
      await response.arrayBuffer()
    }
    // The like in the previous test counted too: the 60th write of this address is already refused.
    expect(statuses.filter(status => status === 200).length).toBeGreaterThanOrEqual(58)
    expect(statuses.at(-1)).toBe(429)

    const redis = new Redis(REDIS_URL!)
    try {
      expect(Number(await redis.get(`gombiste:limit:write:POST /api/like-post:${address}`))).toBe(61 + 1)
      expect(await redis.ttl(`gombiste:limit:write:POST /api/like-post:${address}`)).toBeGreaterThan(0)
    } finally {
      redis.disconnect()
    }
  })
})
