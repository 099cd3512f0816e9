/**
 * No visitor can exhaust the composer: pieces wait in one line with a bounded wait list, a render
 * stops when its asker has gone, the chat counts against the composer form's limits, and visitors
 * without an account get shorter pieces. The external generation service is played by a loopback peer
 * that answers at once, so these tests render nothing long.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { clearHits, countHit } from '#core/http/request-limit.server.ts'
import type { Logger } from '#core/log/logger.server.ts'
import { createLocalMediaStore } from '#core/storage/media-store.server.ts'
import { signedInUser } from '#tests/setup/accounts.ts'
import { createTestApp, TEST_ORIGIN } from '#tests/setup/test-app.ts'
import { writeScore } from '../engine/compose.ts'
import { performScore } from '../engine/performance.ts'
import { renderJob } from '../engine/render-part.ts'
import { pieceLength, SAMPLE_RATE } from '../engine/sampled.ts'
import { composerThreads } from '../engine/threads.ts'
import { MUSIC_LIMITS } from '../music.options.ts'
import { withSeed, type GenerationRequest } from '../music.request.ts'
import { COMPOSITIONS_PER_IP, RATE_LIMITED_MESSAGE } from './composition-limits.server.ts'
import { generatePiece } from './music-generator.server.ts'
import {
  COMPOSER_BUSY_MESSAGE,
  composerQueue,
  createRenderQueue,
  RENDER_QUEUE_DEFAULTS,
} from './render-queue.server.ts'

/** Ten MPEG-2 layer III frames of silence: a tiny valid MP3. */
const FAKE_MP3 = Buffer.concat(
  Array.from({ length: 10 }, () => Buffer.concat([Buffer.from([0xff, 0xf3, 0x84, 0xc4]), Buffer.alloc(188)])),
)
let peer: Server
let peerUrl: string
let asked = 0
beforeAll(async () => {
  peer = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      asked++
      response.writeHead(200, { 'content-type': 'audio/mpeg' }).end(FAKE_MP3)
    })
  })
  await new Promise<void>(resolve => peer.listen(0, '127.0.0.1', resolve))
  peerUrl = `http://127.0.0.1:${(peer.address() as AddressInfo).port}/generate`
})
afterAll(() => new Promise<void>(resolve => peer.close(() => resolve())))

let context: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  context = await createTestApp({ seed: true, musicGenerator: { url: peerUrl, token: undefined, timeoutMs: 5000 } })
})
afterAll(() => context.close())

const IP_KEY = 'compose:ip:127.0.0.1'

async function compose(body: unknown, headers: Record<string, string> = {}) {
  return context.app.request('/api/music/compose', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...headers },
    body: JSON.stringify(body),
  })
}

/** The composeMusic tool's output in the chat's stream, for a message. */
async function chatCompose(text: string) {
  const response = await context.app.request('/api/chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
    body: JSON.stringify({ messages: [{ sender: 'user', text }] }),
  })
  const stream = await response.text()
  const line = stream
    .split('\n')
    .filter(row => row.startsWith('data: ') && row.includes('tool-output-available'))
    .map(row => JSON.parse(row.slice(6)) as { output: { ok: boolean; error?: string; notice?: string } })[0]
  return line?.output
}

const longPiece = (seed: number) => ({
  variant: 'musicien',
  prompt: 'Un makossa pour la route',
  rhythm: 'Makossa',
  duration: 180,
  seed,
})

describe('visitors get shorter pieces than signed-in students', () => {
  test('a visitor asking for 3 minutes gets the visitor maximum, and is told why', async () => {
    await clearHits(context.limits, IP_KEY)
    const response = await compose(longPiece(1))
    expect(response.status).toBe(200)
    const body = (await response.json()) as { request: GenerationRequest; notice?: string }
    expect(body.request.duration).toBe(MUSIC_LIMITS.visitorDurationSeconds)
    expect(MUSIC_LIMITS.visitorDurationSeconds).toBeLessThan(MUSIC_LIMITS.durationSeconds.max)
    expect(body.notice).toMatch(/Sans compte, un morceau dure au plus 60 secondes/)
  })

  test('a signed-in student gets the 3 minutes asked for', async () => {
    await clearHits(context.limits, IP_KEY)
    const student = await signedInUser(context, 'Élève')
    const response = await compose(longPiece(2), { cookie: student.cookie })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { request: GenerationRequest; notice?: string }
    expect(body.request.duration).toBe(180)
    expect(body.notice).toBeUndefined()
  })

  test('the chat caps a visitor the same way', async () => {
    await clearHits(context.limits, IP_KEY)
    const output = await chatCompose('Compose-moi un makossa de 3 minutes')
    expect(output).toMatchObject({ ok: true, notice: expect.stringMatching(/au plus 60 secondes/) })
  })
})

describe('a style the composer does not play', () => {
  test('is not made silently: the answer says which styles exist and which one was chosen', async () => {
    await clearHits(context.limits, IP_KEY)
    const response = await compose({ variant: 'amateur', prompt: 'beat trap avec des 808', duration: 15 })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { request: GenerationRequest; notice?: string }
    expect(body.request.rhythm).toBe('Lo-fi')
    expect(body.notice).toMatch(
      /^Je ne sais pas encore composer la trap\. Les styles que je connais : 4\/4 Pop\/Rock, /,
    )
    expect(body.notice).toContain('J’ai choisi le plus proche : Lo-fi.')
  })

  test('the chat says it too, after the piece', async () => {
    await clearHits(context.limits, IP_KEY)
    const output = await chatCompose('Compose-moi un beat trap avec des 808')
    expect(output).toMatchObject({ ok: true, notice: expect.stringContaining('J’ai choisi le plus proche : Lo-fi.') })
  })
})

describe('the chat counts against the composer form’s limits', () => {
  test('an address refused by /api/music/compose is refused by the chat too, in French', async () => {
    await clearHits(context.limits, IP_KEY)
    for (let i = 0; i < COMPOSITIONS_PER_IP.max; i++) await countHit(context.limits, IP_KEY, COMPOSITIONS_PER_IP)
    expect((await compose(longPiece(3))).status).toBe(429)
    const before = asked
    const output = await chatCompose('Compose-moi un bikutsi endiablé')
    expect(output).toEqual({ ok: false, error: RATE_LIMITED_MESSAGE })
    expect(asked).toBe(before)
    await clearHits(context.limits, IP_KEY)
  })

  test('a piece composed in the chat is counted where the composer form counts', async () => {
    await clearHits(context.limits, IP_KEY)
    const output = await chatCompose('Compose-moi une rumba congolaise joyeuse de 30 secondes')
    expect(output?.ok).toBe(true)
    expect(await context.limits.count(IP_KEY)).toBe(1)
  })

  test('past the limit, 429 says when to come back (Retry-After)', async () => {
    await clearHits(context.limits, IP_KEY)
    for (let i = 0; i < COMPOSITIONS_PER_IP.max; i++) await countHit(context.limits, IP_KEY, COMPOSITIONS_PER_IP)
    const response = await compose(longPiece(4))
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    await clearHits(context.limits, IP_KEY)
  })
})

describe('one line of pieces in flight for the whole server', () => {
  test('when the line is full, a new piece is refused at once with 503, Retry-After and a French message', async () => {
    await clearHits(context.limits, IP_KEY)
    let release!: () => void
    const held = new Promise<void>(resolve => (release = resolve))
    const holders = Array.from({ length: RENDER_QUEUE_DEFAULTS.inFlight + RENDER_QUEUE_DEFAULTS.waiting }, () =>
      composerQueue.run(() => held),
    )
    expect(composerQueue.stats()).toMatchObject({
      inFlight: RENDER_QUEUE_DEFAULTS.inFlight,
      waiting: RENDER_QUEUE_DEFAULTS.waiting,
    })
    const before = asked
    const response = await compose(longPiece(5))
    expect(response.status).toBe(503)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(5)
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(COMPOSER_BUSY_MESSAGE)
    const output = await chatCompose('Compose-moi un zouk romantique')
    expect(output).toEqual({ ok: false, error: COMPOSER_BUSY_MESSAGE })
    expect(asked).toBe(before)
    // Refused for a full line, not for the asker: nothing is counted against the address.
    expect(await context.limits.count(IP_KEY)).toBe(0)
    release()
    await Promise.all(holders)
    // A piece already stored is still answered when the line is full: it costs nothing.
    expect((await compose(longPiece(5))).status).toBe(200)
  })
})

describe('a render stops when its asker has gone', () => {
  const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() } as unknown as Logger
  const directory = mkdtempSync(join(tmpdir(), 'composer-abort-'))
  afterAll(() => rmSync(directory, { recursive: true, force: true }))

  const request: GenerationRequest = withSeed({
    variant: 'musicien',
    prompt: 'Un long bikutsi',
    key: 'E Mineur',
    tempo: 150,
    rhythm: 'Bikutsi',
    instruments: ['Basse', 'Batterie', 'Guitare', 'Balafon'],
    voice: 'Aucune',
    duration: 180,
    version: 'instrumental',
    seed: 9,
  })

  test('a composer thread told to cancel stops playing and says so', async () => {
    const score = writeScore({ ...request, duration: 15 })
    const total = pieceLength(score, SAMPLE_RATE)
    const job = renderJob(performScore(score), SAMPLE_RATE, total, { measureStems: false })
    const cancel = new Int32Array(new SharedArrayBuffer(4))
    Atomics.store(cancel, 0, 1)
    await expect(composerThreads[0].call({ kind: 'render', piece: -1, job, side: 0, cancel })).rejects.toThrow(
      /cancelled/,
    )
  }, 60_000)

  test('aborted once started: the piece is not finished, nothing is stored, its place in the line is free', async () => {
    const store = createLocalMediaStore(directory)
    const queue = createRenderQueue({ inFlight: 1, waiting: 1 })
    const gone = new AbortController()
    const piece = generatePiece({ store, logger, external: undefined, queue, signal: gone.signal }, request)
    // Started: it holds the line's one place.
    while (queue.stats().inFlight === 0) await new Promise(resolve => setImmediate(resolve))
    gone.abort(new Error('client gone'))
    await expect(piece).rejects.toThrow('client gone')
    // The render itself has stopped: its place in the line is given back without finishing 3 minutes of music.
    while (queue.stats().inFlight > 0) await new Promise(resolve => setImmediate(resolve))
    const stored = readdirSync(directory, { recursive: true })
    expect(stored.filter(name => String(name).endsWith('.mp3'))).toEqual([])
  }, 120_000)

  test('a piece two visitors asked for keeps rendering when only one of them leaves', async () => {
    const store = createLocalMediaStore(directory)
    const queue = createRenderQueue({ inFlight: 1, waiting: 1 })
    const short = { ...request, duration: 15, seed: 10 }
    const first = new AbortController()
    const a = generatePiece({ store, logger, external: undefined, queue, signal: first.signal }, short)
    const b = generatePiece({ store, logger, external: undefined, queue, signal: new AbortController().signal }, short)
    first.abort(new Error('first visitor gone'))
    await expect(a).rejects.toThrow('first visitor gone')
    const piece = await b
    expect(await store.exists(`generated/${piece.id}.mp3`)).toBe(true)
  }, 120_000)
})
