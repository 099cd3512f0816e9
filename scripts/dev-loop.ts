// `npm run dev` on a copy of the project, for its test (tests/dev-server.test.ts) and its benchmark
// (scripts/bench-dev-loop.ts): sources are edited in the copy, never in the checkout.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { createServer, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')

/** What the development server reads; sources are copied (they get edited), the rest is linked. */
const COPIED = ['src', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json']
const LINKED = ['content', 'media', 'public', 'drizzle']

export type DevServer = {
  /** The project's copy. */
  root: string
  url: string
  /** The server's output so far (its log lines, tsx's and Vite's messages). */
  output: () => string
  /** Replaces `from` by `to` in a file of the copy (a path from the project's root). */
  edit: (path: string, from: string, to: string) => void
  /** Resolves once the output holds `text` `count` times (fails on a timeout or if the server exits). */
  waitFor: (text: string, count?: number, timeoutMs?: number) => Promise<void>
  stop: () => Promise<void>
}

export function freePort(): Promise<number> {
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

/**
 * A copy of the project whose `node_modules` links each package of the checkout's: Vite's dependency
 * cache (`node_modules/.vite`) is then the copy's own, not shared with another server of the checkout.
 */
function copyProject(): string {
  const copy = mkdtempSync(join(tmpdir(), 'dev-loop-'))
  for (const path of COPIED) cpSync(join(root, path), join(copy, path), { recursive: true })
  for (const path of LINKED) symlinkSync(join(root, path), join(copy, path))
  mkdirSync(join(copy, 'node_modules'))
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry === '.vite' || entry === '.vite-temp') continue
    symlinkSync(join(root, 'node_modules', entry), join(copy, 'node_modules', entry))
  }
  return copy
}

const count = (text: string, part: string) => text.split(part).length - 1

/** Starts `npm run dev` on a copy of the project, on a free port, with an empty data directory. */
export async function startDevServer(): Promise<DevServer> {
  const copy = copyProject()
  const port = await freePort()
  let output = ''
  // Its own process group: npm, tsx watch and the server it runs are stopped together.
  const child: ChildProcess = spawn('npm', ['run', '--silent', 'dev'], {
    cwd: copy,
    detached: true,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? copy,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(copy, 'data'),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>(resolve => child.on('exit', () => resolve()))

  const waitFor = async (text: string, times = 1, timeoutMs = 180_000) => {
    const deadline = Date.now() + timeoutMs
    while (count(output, text) < times) {
      if (child.exitCode !== null) throw new Error(`npm run dev exited:\n${output}`)
      if (Date.now() > deadline) throw new Error(`"${text}" not seen ${times} time(s) in ${timeoutMs} ms:\n${output}`)
      await new Promise(resolve => setTimeout(resolve, 50))
    }
  }
  return {
    root: copy,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    edit(path, from, to) {
      const file = join(copy, path)
      const source = readFileSync(file, 'utf8')
      if (!source.includes(from)) throw new Error(`${path} does not contain ${from}`)
      writeFileSync(file, source.replace(from, to))
    },
    waitFor,
    async stop() {
      const signal = (name: NodeJS.Signals) => {
        try {
          if (child.pid) process.kill(-child.pid, name)
        } catch {
          // The group has already exited.
        }
      }
      if (child.exitCode === null) {
        signal('SIGTERM')
        await Promise.race([exited, new Promise(resolve => setTimeout(resolve, 15_000))])
        if (child.exitCode === null) signal('SIGKILL')
      }
      rmSync(copy, { recursive: true, force: true })
    },
  }
}

/** A message of Vite's hot-update protocol ('connected', 'update', 'full-reload'…). */
export type HotMessage = { type: string; updates?: { type: string; path: string; timestamp: number }[] }

export type HotSocket = {
  messages: HotMessage[]
  /** Resolves with the first message, already received or to come, that `matches`. */
  next: (matches: (message: HotMessage) => boolean, timeoutMs?: number) => Promise<HotMessage>
  close: () => void
}

/**
 * Connects to Vite's hot-update socket as the page's Vite client does (the token its `/@vite/client`
 * carries, the `vite-hmr` protocol), with a minimal WebSocket client: Node 20 has none built in.
 */
export async function connectHotSocket(baseUrl: string): Promise<HotSocket> {
  const client = await (await fetch(`${baseUrl}/@vite/client`)).text()
  const token = /const wsToken = "([^"]+)"/.exec(client)?.[1]
  if (!token) throw new Error('no wsToken in /@vite/client')
  const { hostname, port } = new URL(baseUrl)
  const [socket, head] = await new Promise<[Socket, Buffer]>((resolve, reject) => {
    const upgrade = request({
      host: hostname,
      port,
      path: `/?token=${token}`,
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-key': randomBytes(16).toString('base64'),
        'sec-websocket-version': '13',
        'sec-websocket-protocol': 'vite-hmr',
      },
    })
    // Frames that came with the handshake's answer are in `head`.
    upgrade.on('upgrade', (_response, upgraded, head) => resolve([upgraded, head]))
    upgrade.on('response', response => reject(new Error(`no WebSocket upgrade: HTTP ${response.statusCode}`)))
    upgrade.on('error', reject)
    upgrade.end()
  })
  const messages: HotMessage[] = []
  let buffered = Buffer.alloc(0)
  // Server frames are unmasked: opcode, length (7 bits, or 16 or 64 bits after 126 or 127), payload.
  const receive = (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk])
    while (buffered.length >= 2) {
      const opcode = (buffered[0] ?? 0) & 0x0f
      let length = (buffered[1] ?? 0) & 0x7f
      let offset = 2
      if (length === 126) {
        if (buffered.length < 4) return
        length = buffered.readUInt16BE(2)
        offset = 4
      } else if (length === 127) {
        if (buffered.length < 10) return
        length = Number(buffered.readBigUInt64BE(2))
        offset = 10
      }
      if (buffered.length < offset + length) return
      const payload = buffered.subarray(offset, offset + length)
      buffered = buffered.subarray(offset + length)
      if (opcode === 1) messages.push(JSON.parse(payload.toString('utf8')) as HotMessage)
    }
  }
  receive(head)
  socket.on('data', receive)
  const next = async (matches: (message: HotMessage) => boolean, timeoutMs = 60_000) => {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = messages.find(matches)
      if (found) return found
      if (Date.now() > deadline)
        throw new Error(`no such hot-update message in ${timeoutMs} ms: ${JSON.stringify(messages)}`)
      await new Promise(resolve => setTimeout(resolve, 10))
    }
  }
  return { messages, next, close: () => socket.destroy() }
}
