import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'

/** These tests run the built server as a real process (`npm test` builds it first). */
const SERVER = join(import.meta.dirname, '..', 'dist', 'server', 'main.js')
const dataDir = mkdtempSync(join(tmpdir(), 'label-process-'))

afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

type Running = { child: ChildProcess; output: () => string; exit: Promise<number | null> }

function startServer(env: Record<string, string>): Running {
  let output = ''
  const child = spawn(process.execPath, [SERVER], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exit = new Promise<number | null>(resolve => child.on('exit', code => resolve(code)))
  return { child, output: () => output, exit }
}

async function waitForReady(running: Running, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (running.output().includes('server ready')) return
    if (running.child.exitCode !== null) throw new Error(`server exited early:\n${running.output()}`)
    await new Promise(resolve => setTimeout(resolve, 50))
  }
  throw new Error(`server not ready after ${timeoutMs} ms:\n${running.output()}`)
}

// Real processes on a busy 2-core machine: PGlite's first start (migrations + seed) can take a while.
describe('the server process', { timeout: 120_000 }, () => {
  test('the build exists (run `npm run build` first)', () => {
    expect(existsSync(SERVER), `${SERVER} is missing: run npm run build`).toBe(true)
  })

  test('an invalid setting stops it with a message naming the setting', async () => {
    const running = startServer({ PORT: 'quatre-vingts', DATA_DIR: dataDir })
    expect(await running.exit).toBe(1)
    expect(running.output()).toContain('PORT="quatre-vingts": expected a whole number between 1 and 65535')
  })

  test('starts on an empty data dir, serves pages, stops cleanly on SIGTERM, and restarts with its data', async () => {
    const port = await freePort()
    const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir }

    const first = startServer(env)
    await waitForReady(first)
    expect(first.output()).toContain('database seeded')
    const page = await fetch(`http://127.0.0.1:${port}/academie`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Pack Individuel')
    first.child.kill('SIGTERM')
    expect(await first.exit).toBe(0)
    expect(first.output()).toContain('stopped')

    const second = startServer(env)
    await waitForReady(second)
    expect(second.output()).not.toContain('database seeded')
    const artists = await fetch(`http://127.0.0.1:${port}/api/artists`)
    expect(((await artists.json()) as unknown[]).length).toBeGreaterThanOrEqual(6)
    second.child.kill('SIGTERM')
    expect(await second.exit).toBe(0)
  })

  test('a port already in use is reported in plain words', async () => {
    const port = await freePort()
    const blocker = createServer().listen(port, '127.0.0.1')
    try {
      const running = startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(dataDir, 'other') })
      expect(await running.exit).toBe(1)
      expect(running.output()).toContain(`PORT ${port} is already in use`)
    } finally {
      blocker.close()
    }
  })
})
