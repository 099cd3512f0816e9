import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTcpProxy } from '#tests/peers/tcp-proxy.ts'
import {
  clientAddress,
  createPostgresDatabase,
  freePort,
  POSTGRES_URL,
  startReady,
  stopServer,
  type Running,
} from '#tests/setup/server-process.ts'

/**
 * PostgreSQL goes away under load and comes back. A TCP proxy on loopback stands between the server
 * and the machine's PostgreSQL; cutting it drops every connection and refuses new ones (what a
 * restart looks like from the server). Requests during the outage get a clear 503 (French JSON for
 * the API, a readable page for HTML, never a 500), and the server recovers by itself.
 */

const UNAVAILABLE = 'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.'

/** `phase` when the request was sent, `endPhase` when its answer was complete. */
type Outcome = { phase: string; endPhase: string; what: string; status: number; contentType: string; body: string }

describe.skipIf(!POSTGRES_URL)('PostgreSQL unreachable under load', { timeout: 120_000 }, () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>
  let server: Running
  const dataDir = mkdtempSync(join(tmpdir(), 'label-outage-'))

  beforeAll(async () => {
    database = await createPostgresDatabase(POSTGRES_URL!)
    const target = new URL(database.url)
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) })
    const viaProxy = new URL(database.url)
    viaProxy.hostname = '127.0.0.1'
    viaProxy.port = String(proxy.port)
    server = await startReady(await freePort(), {
      DATABASE_URL: viaProxy.toString(),
      DATA_DIR: dataDir,
      TRUSTED_PROXIES: '127.0.0.1',
    })
  })
  afterAll(async () => {
    if (server) await stopServer(server)
    await proxy?.close()
    await database?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  test('503 with a French message during the outage, then back to 200 without a restart', async () => {
    const origin = `http://localhost:${server.port}`
    const artists = (await (await fetch(`${server.url}/api/artists`)).json()) as { id: string }[]
    const outcomes: Outcome[] = []
    let phase = 'before'
    let running = true
    let sent = 0

    const record = async (what: string, request: Promise<Response>) => {
      const at = phase
      const response = await request
      const body = await response.text()
      outcomes.push({
        phase: at,
        endPhase: phase,
        what,
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        body,
      })
    }
    const requests = [
      () => record('GET /api/like-post', fetch(`${server.url}/api/like-post`)),
      () =>
        record(
          'POST /api/like-post',
          fetch(`${server.url}/api/like-post`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': clientAddress(sent) },
            body: JSON.stringify({ postId: 'rentree-2026-academie-gombiste', action: 'like' }),
          }),
        ),
      () => record('GET /api/ready', fetch(`${server.url}/api/ready`)),
    ]
    const workers = Array.from({ length: 6 }, async (_, worker) => {
      for (let turn = worker; running; turn++) {
        sent++
        await requests[turn % requests.length]!()
      }
    })

    // Each phase lasts until enough answers of it came back, not a fixed time: on a loaded machine a
    // fixed window may hold too few requests to show anything.
    const until = async (what: string, done: () => boolean) => {
      const deadline = Date.now() + 30_000
      while (!done()) {
        if (Date.now() > deadline) throw new Error(`${what}: not seen within 30 s`)
        await new Promise(resolve => setTimeout(resolve, 50))
      }
    }
    const answered = (inPhase: string) => outcomes.filter(outcome => outcome.phase === inPhase)
    await until('answers before the cut', () => answered('before').length >= 6)
    const t0 = performance.now()
    const mark = (label: string) => console.log(`${label}: ${Math.round(performance.now() - t0)} ms after the cut`)
    phase = 'outage'
    await proxy.cut()
    // Every kind of request has met the outage (none is served from a cache by accident).
    await until('a 503 for each kind of request', () => {
      const failed = new Set(
        answered('outage')
          .filter(o => o.status === 503)
          .map(o => o.what),
      )
      return failed.size === requests.length
    })
    // A page whose data is not cached yet needs the database: a readable 503 page.
    const page = await fetch(`${server.url}/artiste/${artists[0]!.id}`)
    const pageHtml = await page.text()
    mark('page answered')

    phase = 'recovering'
    await proxy.restore()
    const deadline = Date.now() + 15_000
    while ((await fetch(`${server.url}/api/ready`)).status !== 200) {
      if (Date.now() > deadline) throw new Error('the server did not recover within 15 s of PostgreSQL coming back')
      await new Promise(resolve => setTimeout(resolve, 100))
    }
    mark('ready again')
    phase = 'after'
    await until('answers after recovery', () => answered('after').length > 12)
    running = false
    await Promise.all(workers)
    mark('load stopped')

    // Requests in flight when the connections dropped are part of the outage too.
    const during = outcomes.filter(outcome => outcome.phase === 'outage' || outcome.endPhase === 'outage')
    const after = outcomes.filter(outcome => outcome.phase === 'after')
    // Never a 500 (or any 5xx but 503), whatever the phase.
    expect(outcomes.filter(outcome => outcome.status >= 500 && outcome.status !== 503)).toEqual([])
    expect(outcomes.filter(outcome => outcome.endPhase === 'before' && outcome.status !== 200)).toEqual([])
    expect(during.filter(outcome => outcome.status === 503).length).toBeGreaterThan(0)
    for (const outcome of during.filter(candidate => candidate.status === 503)) {
      expect(outcome.contentType).toMatch(/^application\/json/)
      expect(JSON.parse(outcome.body)).toEqual({ error: { code: 'UNAVAILABLE', message: UNAVAILABLE } })
    }
    // Each kind of request failed during the outage (none was served from a cache by accident).
    expect(new Set(during.filter(outcome => outcome.status === 503).map(outcome => outcome.what))).toEqual(
      new Set(['GET /api/like-post', 'POST /api/like-post', 'GET /api/ready']),
    )

    expect(page.status).toBe(503)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(pageHtml).toContain('Service momentanément indisponible')
    expect(pageHtml).toContain(UNAVAILABLE)

    expect(after.length).toBeGreaterThan(10)
    expect(after.filter(outcome => outcome.status !== 200)).toEqual([])
    // The same process all along, and the page works again (and was not cached as a 503).
    expect(server.child.exitCode).toBeNull()
    const pageAgain = await fetch(`${server.url}/artiste/${artists[0]!.id}`)
    expect(pageAgain.status).toBe(200)
    expect(server.output()).toContain('a dependency is unavailable (database or Redis): answered 503')
  })
})
