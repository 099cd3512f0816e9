import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cpSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postgres from 'postgres'
import { freePort } from '../../scripts/dev-loop.ts'

// One way to find a free port, shared with the development loop's harness; the process tests import it from here.
export { freePort }

/** The built server (`npm test` builds it first; run `npm run build` before running these files alone). */
export const SERVER = join(import.meta.dirname, '..', '..', 'dist', 'server', 'main.js')

/** A PostgreSQL server for the process tests, when the run has one (see docs/operations.md, "The database"). */
export const POSTGRES_URL = process.env.TEST_DATABASE_URL || undefined
/** A Redis server for the tests that need one (`.ci/run` sets it when Redis answers on 127.0.0.1:6379). */
export const REDIS_URL = process.env.TEST_REDIS_URL || undefined

/** Every server a test started, killed if the test process ends first (a failed or timed-out test). */
const children = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL')
})

export type Running = {
  child: ChildProcess
  port: number
  url: string
  output: () => string
  exit: Promise<number | null>
}

/** Spawns the built server with these settings (and nothing else from the environment but PATH). */
export function startServer(port: number, env: Record<string, string>): Running {
  let output = ''
  const child = spawn(process.execPath, [SERVER], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  children.add(child)
  const exit = new Promise<number | null>(resolve =>
    child.on('exit', code => {
      children.delete(child)
      resolve(code)
    }),
  )
  return { child, port, url: `http://127.0.0.1:${port}`, output: () => output, exit }
}

export async function waitForReady(running: Running, timeoutMs = 90_000): Promise<Running> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (running.output().includes('server ready')) return running
    if (running.child.exitCode !== null) throw new Error(`server exited early:\n${running.output()}`)
    await new Promise(resolve => setTimeout(resolve, 50))
  }
  throw new Error(`server not ready after ${timeoutMs} ms:\n${running.output()}`)
}

export async function startReady(port: number, env: Record<string, string>): Promise<Running> {
  return waitForReady(startServer(port, env))
}

/** Stops a server with SIGTERM and returns its exit code. */
export async function stopServer(running: Running): Promise<number | null> {
  if (running.child.exitCode === null && running.child.signalCode === null) running.child.kill('SIGTERM')
  return running.exit
}

/** A new empty database on the PostgreSQL server at `serverUrl`; `drop` removes it. */
export async function createPostgresDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `process_${Date.now()}_${randomBytes(4).toString('hex')}`
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}

/** Runs `task` over `items` with at most `concurrency` at a time; results in order. */
export async function inParallel<T, R>(
  items: readonly T[],
  concurrency: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++
        results[index] = await task(items[index]!, index)
      }
    }),
  )
  return results
}

/** A distinct client address for request `index` (TEST-NET ranges), sent as X-Forwarded-For through a trusted proxy. */
export function clientAddress(index: number): string {
  return `198.18.${Math.floor(index / 250) % 250}.${(index % 250) + 1}`
}

/**
 * A new data directory holding an embedded database already migrated and seeded by this build, so
 * a test starts in seconds instead of paying PGlite's first start (initdb, migrations, seed) each
 * time. The template is made once per build (keyed by the server bundle's modification time), by the
 * server itself, stopped cleanly; concurrent test files race harmlessly to make it (atomic rename).
 */
export async function seededDataDir(): Promise<string> {
  const key = Math.round(statSync(SERVER).mtimeMs).toString(36)
  const template = join(tmpdir(), `gombiste-seeded-${key}`)
  if (!existsSync(template)) {
    const building = mkdtempSync(join(tmpdir(), 'gombiste-seeding-'))
    const server = await startReady(await freePort(), { DATA_DIR: building })
    if ((await stopServer(server)) !== 0)
      throw new Error(`the template database did not stop cleanly:\n${server.output()}`)
    try {
      renameSync(building, template)
      // Templates of earlier builds are of no use any more.
      for (const entry of readdirSync(tmpdir())) {
        if (entry.startsWith('gombiste-seeded-') && entry !== `gombiste-seeded-${key}`)
          rmSync(join(tmpdir(), entry), { recursive: true, force: true })
      }
    } catch {
      // Another test file made it first.
      rmSync(building, { recursive: true, force: true })
    }
  }
  const copy = mkdtempSync(join(tmpdir(), 'label-data-'))
  cpSync(template, copy, { recursive: true })
  return copy
}
