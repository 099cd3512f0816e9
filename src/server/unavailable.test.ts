import { Socket } from 'node:net'
import { sql } from 'drizzle-orm'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ROLES } from '#core/auth/roles.ts'
import { isUnavailableDependency, UNAVAILABLE_MESSAGE } from '#core/http/unavailable.server.ts'
import { signedInUser } from '#tests/setup/accounts.ts'
import { createTestApp } from '#tests/setup/test-app.ts'

/**
 * Database trouble is told as such (503, try again), never as "signed out" (401, which makes the
 * browser forget its user) nor as a bug (500).
 */
let context: Awaited<ReturnType<typeof createTestApp>>

beforeAll(async () => {
  context = await createTestApp()
})
afterAll(() => context?.close())

describe('a failed session lookup', () => {
  test('answers 503 with the French message, not 401 « Utilisateur non connecté. »', async () => {
    const student = await signedInUser(context, ROLES.student)
    expect((await context.app.request('/api/account/profile', { headers: { cookie: student.cookie } })).status).toBe(
      200,
    )
    // A real database error on the session read: its table is out of reach for a moment.
    await context.db.execute(sql`alter table "session" rename to "session_out_of_reach"`)
    try {
      const response = await context.app.request('/api/account/profile', { headers: { cookie: student.cookie } })
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({ error: { code: 'UNAVAILABLE', message: UNAVAILABLE_MESSAGE } })
    } finally {
      await context.db.execute(sql`alter table "session_out_of_reach" rename to "session"`)
    }
    // Without a session cookie nothing is looked up: a visitor is simply not signed in.
    expect((await context.app.request('/api/account/profile')).status).toBe(401)
  })
})

describe('connection errors', () => {
  test('a write on a socket already closed ("Socket is closed") counts as the database being unavailable', async () => {
    const socket = new Socket()
    socket.on('error', () => undefined)
    const error = await new Promise<Error | null | undefined>(resolve => socket.write('select 1', resolve))
    expect(error?.message).toBe('Socket is closed')
    expect(isUnavailableDependency(new Error('Failed query: select 1', { cause: error }))).toBe(true)
  })
})

/** The SQLSTATE somewhere in an error's cause chain (drizzle wraps the driver's error). */
function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('a lock held by another transaction (PostgreSQL)', () => {
  test('a statement gives up by lock_timeout (55P03), and a signed-in read then answers 503, not 401', {
    timeout: 60_000,
  }, async () => {
    const student = await signedInUser(context, ROLES.student)
    const blocker = postgres(context.database.connectionString!, { max: 1, onnotice: () => {} })
    try {
      await blocker.begin(async tx => {
        // A live server whose session table is locked, as by a long migration or a stuck transaction.
        await tx`lock table "session" in access exclusive mode`
        const waited = await context.db.execute(sql`select count(*) from "session"`).then(
          () => null,
          (error: unknown) => error,
        )
        expect(sqlStateOf(waited)).toBe('55P03')
        expect(isUnavailableDependency(waited)).toBe(true)
        const response = await context.app.request('/api/account/profile', { headers: { cookie: student.cookie } })
        expect(response.status).toBe(503)
        expect(await response.json()).toEqual({ error: { code: 'UNAVAILABLE', message: UNAVAILABLE_MESSAGE } })
      })
    } finally {
      await blocker.end({ timeout: 1 })
    }
    // The lock released, the same session reads again: the student was never signed out.
    expect((await context.app.request('/api/account/profile', { headers: { cookie: student.cookie } })).status).toBe(
      200,
    )
  })
})
