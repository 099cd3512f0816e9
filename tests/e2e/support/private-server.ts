import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * A server of its own, on a fresh data directory, for journeys that change what every page shows
 * (a price, the assistant's name): run against the shared test server, they would race the other
 * journeys reading the sample content. Its administrator is made by the operator's own command
 * (`admin:create`) before the server opens the embedded database; its mail goes to the shared
 * loopback mailbox.
 */
export type PrivateServer = {
  url: string
  admin: { email: string; password: string }
  /**
   * Stops the server (SIGTERM: it closes the database), runs `meanwhile` on its data directory, and
   * starts it again on the same address: for journeys that need time to have passed (a lesson that
   * took place), which they write into the stopped server's database.
   */
  restart: (meanwhile: (dataDir: string) => Promise<void>) => Promise<void>
  stop: () => Promise<void>
}

const ADMIN = { email: 'direction-e2e@gombiste-records.cm', password: 'Balafon-et-sanza-2026' }

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout?.on('data', chunk => (output += chunk))
    child.stderr?.on('data', chunk => (output += chunk))
    child.once('error', reject)
    child.once('exit', code =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`)),
    )
  })
}

async function waitForHealth(url: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the private test server exited (${server.exitCode}):\n${output()}`)
    try {
      if ((await fetch(`${url}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise(resolve => setTimeout(resolve, 250))
  }
  throw new Error(`the private test server did not answer within 90 s:\n${output()}`)
}

export async function startPrivateServer(): Promise<PrivateServer> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(join(tmpdir(), 'label-e2e-private-'))
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: url,
    SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT || 2526}`,
  }
  await run(
    'npx',
    [
      'tsx',
      'src/server/admin-create.ts',
      '--email',
      ADMIN.email,
      '--name',
      'Direction E2E',
      '--password',
      ADMIN.password,
    ],
    env,
  )
  let server: ChildProcess
  let output = ''
  const launch = async () => {
    output = ''
    server = spawn(process.execPath, ['dist/server/main.js'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    server.stdout?.on('data', chunk => (output += chunk))
    server.stderr?.on('data', chunk => (output += chunk))
    await waitForHealth(url, server, () => output)
  }
  const halt = async () => {
    if (server.exitCode === null) {
      const exited = new Promise(resolve => server.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    }
  }
  const stop = async () => {
    await halt()
    rmSync(dataDir, { recursive: true, force: true })
  }
  const restart = async (meanwhile: (dataDir: string) => Promise<void>) => {
    await halt()
    await meanwhile(dataDir)
    await launch()
  }
  try {
    await launch()
  } catch (error) {
    await stop()
    throw error
  }
  return { url, admin: ADMIN, restart, stop }
}
