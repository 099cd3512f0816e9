import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import {
  clientAddress,
  createPostgresDatabase,
  freePort,
  inParallel,
  POSTGRES_URL,
  seededDataDir,
  startReady,
  stopServer,
} from '#tests/setup/server-process.ts'

/**
 * SIGKILL in the middle of 1,000 likes (each from a new anonymous visitor, so each is a new row):
 * after a restart on the same data, every like the server acknowledged (200) is there. The PGlite
 * variant always runs, the PostgreSQL one when TEST_DATABASE_URL is set.
 */

const POST_ID = 'rentree-2026-academie-gombiste'
const WRITES = 1000
/** The kill comes once this many likes are acknowledged, with the rest still in flight. */
const KILL_AFTER = 400

type Acknowledged = { cookie: string; likes: number }

async function likeFromNewVisitor(baseUrl: string, port: number, index: number): Promise<Acknowledged | null> {
  try {
    const response = await fetch(`${baseUrl}/api/like-post`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: `http://localhost:${port}`,
        'x-forwarded-for': clientAddress(index),
      },
      body: JSON.stringify({ postId: POST_ID, action: 'like' }),
    })
    if (response.status !== 200) return null
    const body = (await response.json()) as { likes: number }
    const cookie = response.headers
      .getSetCookie()
      .find(value => value.startsWith('gombiste_device='))!
      .split(';')[0]!
    return { cookie, likes: body.likes }
  } catch {
    // Refused or cut by the kill: not acknowledged, so nothing is promised about it.
    return null
  }
}

async function likesSeenBy(baseUrl: string, cookie: string): Promise<{ liked: boolean; count: number }> {
  const response = await fetch(`${baseUrl}/api/like-post`, { headers: { cookie } })
  const body = (await response.json()) as { posts: { id: string; likes: number }[]; liked: string[] }
  return { liked: body.liked.includes(POST_ID), count: body.posts.find(post => post.id === POST_ID)!.likes }
}

/** Prints how long each phase took (these tests must stay in seconds). */
function timer() {
  let last = performance.now()
  return (label: string) => {
    const now = performance.now()
    console.log(`${label}: ${Math.round(now - last)} ms`)
    last = now
  }
}

async function killMidWritesAndCheck(env: Record<string, string>) {
  const port = await freePort()
  const settings = { ...env, TRUSTED_PROXIES: '127.0.0.1' }
  const phase = timer()
  const first = await startReady(port, settings)
  phase('first start')
  const before = (await likesSeenBy(first.url, '')).count

  const acknowledged: Acknowledged[] = []
  let killed = false
  await inParallel(
    Array.from({ length: WRITES }, (_, index) => index),
    50,
    async index => {
      const result = await likeFromNewVisitor(first.url, port, index)
      if (result && !killed) acknowledged.push(result)
      if (acknowledged.length >= KILL_AFTER && !killed) {
        killed = true
        first.child.kill('SIGKILL')
      }
    },
  )
  await first.exit
  phase(`${acknowledged.length} likes acknowledged, then SIGKILL`)
  expect(killed).toBe(true)
  expect(first.child.signalCode).toBe('SIGKILL')
  expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER)

  // Another port: nothing of the killed server's connections can be reused by the client.
  const second = await startReady(await freePort(), settings)
  phase('restart after the kill')
  try {
    const seen = await inParallel(acknowledged, 50, write => likesSeenBy(second.url, write.cookie))
    const missing = seen.filter(result => !result.liked).length
    expect(missing, `${missing} acknowledged likes of ${acknowledged.length} are missing after the restart`).toBe(0)
    // The count never went back either: at least every acknowledged like, at least the highest count answered.
    const count = seen[0]!.count
    expect(count).toBeGreaterThanOrEqual(before + acknowledged.length)
    expect(count).toBeGreaterThanOrEqual(Math.max(...acknowledged.map(write => write.likes)))
    phase('every acknowledged like checked')
  } finally {
    expect(await stopServer(second)).toBe(0)
  }
}

describe('SIGKILL in the middle of 1,000 writes', { timeout: 180_000 }, () => {
  test('embedded database (PGlite): every acknowledged like survives', async () => {
    const dataDir = await seededDataDir()
    try {
      await killMidWritesAndCheck({ DATA_DIR: dataDir })
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  test.skipIf(!POSTGRES_URL)('PostgreSQL: every acknowledged like survives', async () => {
    const database = await createPostgresDatabase(POSTGRES_URL!)
    const dataDir = mkdtempSync(join(tmpdir(), 'label-crash-pg-'))
    try {
      await killMidWritesAndCheck({ DATABASE_URL: database.url, DATA_DIR: dataDir })
    } finally {
      await database.drop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
