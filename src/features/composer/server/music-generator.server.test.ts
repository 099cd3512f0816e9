import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import type { Logger } from '#core/log/logger.server.ts'
import { createLocalMediaStore } from '#core/storage/media-store.server.ts'
import { createTestApp, TEST_ORIGIN } from '#tests/setup/test-app.ts'
import { withSeed, type GenerationRequest } from '../music.request.ts'
import { generatePiece } from './music-generator.server.ts'

/** A real HTTP peer on loopback playing the external generation service. */
type Behaviour = 'mp3' | 'error' | 'slow' | 'html'
let behaviour: Behaviour = 'mp3'
const received: { body: unknown; headers: IncomingMessage['headers'] }[] = []
let peer: Server
let peerUrl: string

/** Ten MPEG-2 layer III frames (64 kbit/s, 24 kHz, mono) of silence: a tiny valid MP3. */
const FAKE_MP3 = Buffer.concat(
  Array.from({ length: 10 }, () => Buffer.concat([Buffer.from([0xff, 0xf3, 0x84, 0xc4]), Buffer.alloc(188)])),
)

beforeAll(async () => {
  peer = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      received.push({ body: JSON.parse(body), headers: request.headers })
      if (behaviour === 'error') return void response.writeHead(503).end('busy')
      if (behaviour === 'html')
        return void response.writeHead(200, { 'content-type': 'text/html' }).end('<p>bonjour</p>')
      const send = () => response.writeHead(200, { 'content-type': 'audio/mpeg' }).end(FAKE_MP3)
      if (behaviour === 'slow') setTimeout(send, 3000).unref()
      else send()
    })
  })
  await new Promise<void>(resolve => peer.listen(0, '127.0.0.1', resolve))
  peerUrl = `http://127.0.0.1:${(peer.address() as AddressInfo).port}/generate`
})
afterAll(() => new Promise<void>(resolve => peer.close(() => resolve())))

const directories: string[] = []
afterAll(() => directories.forEach(directory => rmSync(directory, { recursive: true, force: true })))
function freshStore() {
  const directory = mkdtempSync(join(tmpdir(), 'music-store-'))
  directories.push(directory)
  return createLocalMediaStore(directory)
}

const warn = vi.fn()
const logger = { info: vi.fn(), warn, error: vi.fn(), debug: vi.fn() } as unknown as Logger
beforeEach(() => {
  received.length = 0
  warn.mockClear()
})

const request: GenerationRequest = withSeed({
  variant: 'musicien',
  prompt: 'Un afrobeat',
  key: 'D Mineur',
  tempo: 104,
  rhythm: 'Afrobeat',
  instruments: ['Cuivres', 'Basse', 'Batterie'],
  voice: 'Aucune',
  duration: 15,
  version: 'instrumental',
  seed: 3,
})

describe('the external generation service', () => {
  test('is sent the request as JSON with the token, and its MP3 is stored as is (MIDI from the built-in score)', async () => {
    behaviour = 'mp3'
    const store = freshStore()
    const piece = await generatePiece(
      { store, logger, external: { url: peerUrl, token: 'secret-token', timeoutMs: 5000 } },
      request,
    )
    expect(piece.source).toBe('external')
    expect(received).toHaveLength(1)
    expect(received[0]!.body).toEqual(request)
    expect(received[0]!.headers.authorization).toBe('Bearer secret-token')
    expect(received[0]!.headers.accept).toBe('audio/mpeg')
    const path = (url: string) => join(store.localDirectory!, url.replace(/^\/media\//, ''))
    expect(readFileSync(path(piece.url))).toEqual(FAKE_MP3)
    expect(readFileSync(path(piece.midiUrl)).toString('latin1', 0, 4)).toBe('MThd')
    expect(piece.durationSeconds).toBe(0.24)

    // Asked again: the stored piece, no second call.
    const again = await generatePiece(
      { store, logger, external: { url: peerUrl, token: 'secret-token', timeoutMs: 5000 } },
      request,
    )
    expect(again).toMatchObject({ id: piece.id, reused: true })
    expect(received).toHaveLength(1)
  })

  test.each([
    ['answers with an error', 'error'],
    ['answers too late', 'slow'],
    ['answers something that is not audio/mpeg', 'html'],
  ] as const)(
    'falls back to the built-in composer when it %s, and logs it',
    async (_, how) => {
      behaviour = how
      const store = freshStore()
      // 'slow' answers after 3 s: a built-in piece proves the 500 ms timeout cut it short.
      const piece = await generatePiece(
        { store, logger, external: { url: peerUrl, token: undefined, timeoutMs: 500 } },
        request,
      )
      expect(piece.source).toBe('builtin')
      expect(received).toHaveLength(1)
      expect(received[0]!.headers.authorization).toBeUndefined()
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ url: peerUrl }),
        'external music generator failed; using the built-in composer',
      )
      // The built-in composer's MPEG-1 layer III frames (44.1 kHz stereo).
      expect(readFileSync(join(store.localDirectory!, piece.url.replace(/^\/media\//, ''))).subarray(0, 2)).toEqual(
        Buffer.from([0xff, 0xfb]),
      )
    },
    60_000,
  )

  test('falls back when nothing listens at the address', async () => {
    const store = freshStore()
    const piece = await generatePiece(
      { store, logger, external: { url: 'http://127.0.0.1:1/generate', token: undefined, timeoutMs: 1000 } },
      request,
    )
    expect(piece.source).toBe('builtin')
    expect(warn).toHaveBeenCalledTimes(1)
  }, 60_000)
})

describe('POST /api/music/compose with MUSIC_GENERATOR_URL configured', () => {
  let context: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    context = await createTestApp({ musicGenerator: { url: peerUrl, token: undefined, timeoutMs: 5000 } })
  })
  afterAll(() => context.close())

  test("answers the external service's piece", async () => {
    behaviour = 'mp3'
    const response = await context.app.request('/api/music/compose', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: JSON.stringify({ ...request, seed: 4 }),
    })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { url: string }
    expect(readFileSync(join(context.mediaStore.localDirectory!, body.url.replace(/^\/media\//, '')))).toEqual(FAKE_MP3)
    expect(received).toHaveLength(1)
  })
})

describe('the same request twice at once', () => {
  test('is rendered once', async () => {
    const store = freshStore()
    const [a, b] = await Promise.all([
      generatePiece({ store, logger, external: undefined }, { ...request, seed: 8 }),
      generatePiece({ store, logger, external: undefined }, { ...request, seed: 8 }),
    ])
    expect(a.id).toBe(b.id)
    expect([a.reused, b.reused].sort()).toEqual([false, true])
  }, 60_000)
})
