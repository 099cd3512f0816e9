import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTcpProxy } from '#tests/peers/tcp-proxy.ts'
import {
  createPostgresDatabase,
  freePort,
  POSTGRES_URL,
  startReady,
  stopServer,
  type Running,
} from '#tests/setup/server-process.ts'

/**
 * PostgreSQL freezes: the TCP proxy between the server and PostgreSQL keeps every connection open and
 * accepts new ones, but stops forwarding bytes (a stopped VM, a lost network path). Requests that
 * need the database still get their 503 within about a second, not after 5–15 s, signed-in reads
 * included (503, never 401 « Utilisateur non connecté. », which would sign the browser out), and the
 * server is back to 200 by itself once PostgreSQL answers again, the session still valid.
 */
const UNAVAILABLE = 'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.'

describe.skipIf(!POSTGRES_URL)('PostgreSQL frozen', { timeout: 90_000 }, () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>
  let server: Running
  const dataDir = mkdtempSync(join(tmpdir(), 'label-freeze-'))

  beforeAll(async () => {
    database = await createPostgresDatabase(POSTGRES_URL!)
    const target = new URL(database.url)
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) })
    const viaProxy = new URL(database.url)
    viaProxy.hostname = '127.0.0.1'
    viaProxy.port = String(proxy.port)
    server = await startReady(await freePort(), { DATABASE_URL: viaProxy.toString(), DATA_DIR: dataDir })
  })
  afterAll(async () => {
    if (server) await stopServer(server)
    await proxy?.close()
    await database?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  test('requests that need the database get a French 503 within about a second, then 200 again', async () => {
    // A signed-in student (sign-up opens a session at once, spec §4), whose reads must never say
    // "signed out" while the database is frozen.
    const signUp = await fetch(`${server.url}/api/account/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({
        name: 'Awa Gel',
        email: `gel-${Date.now()}@exemple.cm`,
        password: 'Balafon-de-minuit-42',
        role: 'Élève',
      }),
    })
    expect(signUp.status).toBe(201)
    const cookie = signUp.headers
      .getSetCookie()
      .map(value => value.split(';')[0])
      .join('; ')
    const signedIn = (path: string) =>
      fetch(`${server.url}${path}`, { headers: { cookie }, signal: AbortSignal.timeout(10_000) })
    expect((await signedIn('/api/account/profile')).status).toBe(200)
    // Warm the pool: connections open and idle, as under steady traffic.
    await Promise.all(Array.from({ length: 6 }, () => fetch(`${server.url}/api/like-post`)))
    proxy.freeze()
    const timings: number[] = []
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        Array.from({ length: 4 }, async () => {
          const startedAt = performance.now()
          const response = await fetch(`${server.url}/api/like-post`, { signal: AbortSignal.timeout(10_000) })
          timings.push(performance.now() - startedAt)
          return { status: response.status, body: (await response.json()) as { error?: { message: string } } }
        }),
      )
      for (const answer of answers) {
        expect(answer.status).toBe(503)
        expect(answer.body.error?.message).toBe(UNAVAILABLE)
      }
    }
    // Signed-in reads, through our session check and better-auth's own: unavailable, never signed out.
    for (const path of ['/api/account/profile', '/api/auth/get-session', '/api/notifications']) {
      const response = await signedIn(path)
      expect(response.status, path).toBe(503)
      expect(((await response.json()) as { error?: { message: string } }).error?.message, path).toBe(UNAVAILABLE)
    }
    console.log(`frozen database: answers in ${timings.map(Math.round).join(', ')} ms`)
    // Without the watchdog each request waited for the driver's 5–15 s back-off; with it the first ones
    // answer in about a second and later ones at once. Only the order of magnitude is checked here (a
    // shared machine makes exact figures noise): no answer waits for the driver's back-off.
    expect(Math.max(...timings)).toBeLessThan(4000)

    proxy.thaw()
    // Recovery, not speed, is checked here (the server must still be up, its pool reconnecting).
    const deadline = Date.now() + 30_000
    let status = 0
    while (Date.now() < deadline && status !== 200) {
      status = (await fetch(`${server.url}/api/like-post`)).status
      if (status !== 200) await new Promise(resolve => setTimeout(resolve, 200))
    }
    expect(status).toBe(200)
    // The same session reads again: the student was never signed out.
    expect((await signedIn('/api/account/profile')).status).toBe(200)
  })
})
