import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import {
  createPostgresDatabase,
  freePort,
  POSTGRES_URL,
  seededDataDir,
  startReady,
  stopServer,
} from '#tests/setup/server-process.ts'

/**
 * SIGTERM while a request is in flight: the server stops accepting connections at once, finishes
 * that request (its write is acknowledged and kept), closes the database, and exits 0. The request is
 * held in flight by sending its body in two halves around the signal. PGlite in the PGlite stage of
 * `npm test`, PostgreSQL in the PostgreSQL stage.
 */

const POST_ID = 'makossa-histoire-d-un-rythme-doualais'

/** Raw HTTP/1.1 over a socket, so the body can be held back. */
function heldRequest(port: number, body: string) {
  const socket = connect(port, '127.0.0.1')
  let received = ''
  socket.on('data', chunk => (received += chunk.toString()))
  const closed = new Promise<void>(resolve => socket.on('close', () => resolve()))
  const half = Math.floor(body.length / 2)
  socket.write(
    [
      'POST /api/like-post HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      `Origin: http://localhost:${port}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      '',
      body.slice(0, half),
    ].join('\r\n'),
  )
  return {
    finish: () => socket.write(body.slice(half)),
    /** The whole answer, once the server has closed the connection. */
    answer: async () => {
      await closed
      return received
    },
  }
}

async function connectionRefused(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/api/health`)
    return false
  } catch (error) {
    return /ECONNREFUSED/.test(String((error as { cause?: unknown }).cause ?? error))
  }
}

describe('graceful shutdown on SIGTERM', { timeout: 120_000 }, () => {
  test(`drains the in-flight request, keeps its write, closes the database (${POSTGRES_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const dataDir = POSTGRES_URL ? mkdtempSync(join(tmpdir(), 'label-drain-')) : await seededDataDir()
    const database = POSTGRES_URL ? await createPostgresDatabase(POSTGRES_URL) : undefined
    const env = { DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}) }
    const port = await freePort()
    try {
      const server = await startReady(port, env)
      const before = (
        (await (await fetch(`${server.url}/api/like-post`)).json()) as { posts: { id: string; likes: number }[] }
      ).posts.find(post => post.id === POST_ID)!.likes

      const request = heldRequest(port, JSON.stringify({ postId: POST_ID, action: 'like' }))
      await new Promise(resolve => setTimeout(resolve, 300))
      server.child.kill('SIGTERM')
      // No new connection once the signal is handled...
      const deadline = Date.now() + 5000
      while (!(await connectionRefused(port))) {
        if (Date.now() > deadline) throw new Error('the server still accepts connections 5 s after SIGTERM')
        await new Promise(resolve => setTimeout(resolve, 50))
      }
      expect(server.child.exitCode).toBeNull()
      // ...but the request already in flight is answered in full.
      request.finish()
      const answer = await request.answer()
      expect(answer).toMatch(/^HTTP\/1\.1 200 OK/)
      expect(answer).toContain(`{"likes":${before + 1}}`)
      // The connection is not kept alive for later: the process exits promptly, cleanly.
      expect(await server.exit).toBe(0)
      // It left by the graceful path (server closed, then "stopped"), not by the 10 s fallback; how long
      // that takes depends on the machine and is not asserted.
      expect(server.output()).not.toContain('did not finish within 10 s')
      expect(server.output()).toContain('shutting down: finishing in-flight requests')
      expect(server.output()).toContain('"msg":"stopped"')
      // PGlite released its data directory (the lock goes only after the database is closed).
      expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false)

      // The acknowledged write is there after a restart.
      const again = await startReady(port, env)
      const after = (
        (await (await fetch(`${again.url}/api/like-post`)).json()) as { posts: { id: string; likes: number }[] }
      ).posts.find(post => post.id === POST_ID)!.likes
      expect(after).toBe(before + 1)
      expect(await stopServer(again)).toBe(0)
    } finally {
      await database?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
