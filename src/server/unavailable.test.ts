import { Socket } from 'node:net'
import { sql } from 'drizzle-orm'
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
