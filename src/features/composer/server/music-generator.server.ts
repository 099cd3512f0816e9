import { createHash } from 'node:crypto'
import { AppError } from '#core/http/app-error.ts'
import type { Logger } from '#core/log/logger.server.ts'
import type { MediaStore } from '#core/storage/media-store.server.ts'
import { ENGINE_VERSION, composePiece, writeScore } from '../engine/compose.ts'
import { writeMidi } from '../engine/midi.ts'
import { readMp3Frames } from '../engine/mp3.ts'
import { canonicalRequestText, type GenerationRequest } from '../music.request.ts'
import { composerQueue, type RenderQueue } from './render-queue.server.ts'

/**
 * Turns a generation request into stored files: `generated/<id>.mp3` (the piece), `<id>.mid` (its
 * score) and `<id>.json` (the request, lyrics included). The id is content-addressed, a hash of the
 * normalized request with its seed and of what generates it, so asking again reuses the stored piece.
 *
 * The built-in composer always works offline. When an external service is configured it is asked
 * first; if it fails or is too slow, the built-in composer takes over (logged).
 *
 * A new piece waits its turn in the composer's line (`render-queue.server.ts`), which refuses when it
 * is full. When every request asking for a piece has been aborted (the visitors have gone), its render
 * stops and nothing is stored.
 */

export type ExternalGeneratorSettings = { url: string; token: string | undefined; timeoutMs: number }

export type GeneratedPiece = {
  id: string
  url: string
  midiUrl: string
  durationSeconds: number
  request: GenerationRequest
  /** Whether the files were already stored (nothing was rendered). */
  reused: boolean
  source: 'builtin' | 'external'
}

export type GenerateOptions = {
  store: MediaStore
  logger: Logger
  external: ExternalGeneratorSettings | undefined
  /** Called once before anything is rendered, when its place in the line is given (not for a stored piece): the caller's rate limit. */
  beforeRender?: () => Promise<void>
  /** The asker's request: when it aborts, the asker stops waiting (and the render stops if nobody else waits). */
  signal?: AbortSignal
  /** The line new pieces wait in; the process's own by default. */
  queue?: RenderQueue
}

/** Larger than any minute-long MP3 we would accept from a peer by a wide margin. */
const MAX_EXTERNAL_BYTES = 32 * 1024 * 1024

export function pieceId(request: GenerationRequest, generator: string): string {
  return createHash('sha256')
    .update(`${generator}\n${canonicalRequestText(request)}`)
    .digest('hex')
    .slice(0, 32)
}

const keysOf = (id: string) => ({
  mp3: `generated/${id}.mp3`,
  midi: `generated/${id}.mid`,
  json: `generated/${id}.json`,
})

/**
 * The JSON protocol of an external generation service: POST the request as JSON (Authorization: Bearer
 * <token> when set), receive the piece as `audio/mpeg` bytes. Anything else is a failure.
 */
export async function requestExternalPiece(
  settings: ExternalGeneratorSettings,
  request: GenerationRequest,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  const response = await fetch(settings.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'audio/mpeg',
      ...(settings.token ? { authorization: `Bearer ${settings.token}` } : {}),
    },
    body: JSON.stringify(request),
    signal: signal
      ? AbortSignal.any([signal, AbortSignal.timeout(settings.timeoutMs)])
      : AbortSignal.timeout(settings.timeoutMs),
    redirect: 'error',
  })
  if (!response.ok) throw new Error(`external generator answered ${response.status}`)
  const type = response.headers.get('content-type') ?? ''
  if (!type.startsWith('audio/mpeg'))
    throw new Error(`external generator sent ${type || 'no content type'}, not audio/mpeg`)
  const declared = Number(response.headers.get('content-length') ?? 0)
  if (declared > MAX_EXTERNAL_BYTES) throw new Error(`external generator sent ${declared} bytes`)
  const bytes = new Uint8Array(await response.arrayBuffer())
  if (bytes.length === 0 || bytes.length > MAX_EXTERNAL_BYTES)
    throw new Error(`external generator sent ${bytes.length} bytes`)
  const looksLikeMp3 =
    (bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33) || (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0)
  if (!looksLikeMp3) throw new Error('external generator sent bytes that are not MP3')
  return bytes
}

function mp3Duration(bytes: Uint8Array, fallback: number): number {
  try {
    const frames = readMp3Frames(bytes)
    const seconds = frames.reduce((sum, frame) => sum + frame.samples / frame.sampleRate, 0)
    return seconds > 0 ? Math.round(seconds * 100) / 100 : fallback
  } catch {
    return fallback
  }
}

/**
 * Pieces being written right now, per store: the same request twice at once renders once. The render
 * has its own signal, aborted when every asker's signal has aborted.
 */
type Shared = { job: Promise<GeneratedPiece>; stop: AbortController; askers: number }
const inFlight = new WeakMap<MediaStore, Map<string, Shared>>()

async function storePiece(
  store: MediaStore,
  id: string,
  mp3: Uint8Array,
  midi: Uint8Array,
  request: GenerationRequest,
  source: string,
) {
  const keys = keysOf(id)
  await store.put(
    keys.json,
    Buffer.from(JSON.stringify({ request, source, engine: ENGINE_VERSION }, null, 2)),
    'application/json',
  )
  await store.put(keys.midi, midi, 'audio/midi')
  // The MP3 last: its presence means the whole piece is stored.
  await store.put(keys.mp3, mp3, 'audio/mpeg')
}

async function render(
  options: GenerateOptions,
  request: GenerationRequest,
  signal: AbortSignal,
): Promise<GeneratedPiece> {
  const { store, logger, external } = options
  const queue = options.queue ?? composerQueue
  const answer = (
    id: string,
    source: GeneratedPiece['source'],
    durationSeconds: number,
    reused: boolean,
  ): GeneratedPiece => {
    const keys = keysOf(id)
    return { id, url: store.url(keys.mp3), midiUrl: store.url(keys.midi), durationSeconds, request, reused, source }
  }
  const builtinId = pieceId(request, ENGINE_VERSION)
  // Counted once a place in the line is given, so that a request refused because the line is full
  // does not use up the asker's allowance.
  let counted = false
  const count = async () => {
    if (counted) return
    counted = true
    await options.beforeRender?.()
  }

  if (external) {
    const externalId = pieceId(request, `external ${external.url}`)
    if (await store.exists(keysOf(externalId).mp3)) return answer(externalId, 'external', request.duration, true)
    if (await store.exists(keysOf(builtinId).mp3)) return answer(builtinId, 'builtin', request.duration, true)
    const startedAt = performance.now()
    try {
      const mp3 = await queue.run(async () => {
        await count()
        return requestExternalPiece(external, request, signal)
      }, signal)
      // The external service sends audio only; the MIDI file is the built-in arranger's score of the request.
      await storePiece(store, externalId, mp3, writeMidi(writeScore(request)), request, 'external')
      logger.info(
        { id: externalId, ms: Math.round(performance.now() - startedAt) },
        'music generated by the external service',
      )
      return answer(externalId, 'external', mp3Duration(mp3, request.duration), false)
    } catch (error) {
      if (signal.aborted || error instanceof AppError) throw error
      logger.warn({ err: error, url: external.url }, 'external music generator failed; using the built-in composer')
    }
  } else {
    if (await store.exists(keysOf(builtinId).mp3)) return answer(builtinId, 'builtin', request.duration, true)
  }

  const piece = await queue.run(async () => {
    await count()
    const startedAt = performance.now()
    const composed = await composePiece(request, { signal })
    logger.info(
      { id: builtinId, ms: Math.round(performance.now() - startedAt), bytes: composed.mp3.length },
      'music composed',
    )
    return composed
  }, signal)
  await storePiece(store, builtinId, piece.mp3, piece.midi, request, ENGINE_VERSION)
  return answer(builtinId, 'builtin', piece.durationSeconds, false)
}

export function generatePiece(options: GenerateOptions, request: GenerationRequest): Promise<GeneratedPiece> {
  let pending = inFlight.get(options.store)
  if (!pending) inFlight.set(options.store, (pending = new Map()))
  const key = canonicalRequestText(request)
  const { signal } = options
  if (signal?.aborted) return Promise.reject(signal.reason)
  let shared = pending.get(key)
  const first = !shared
  if (!shared) {
    const stop = new AbortController()
    const entry: Shared = { job: Promise.resolve(undefined as never), stop, askers: 0 }
    entry.job = render(options, request, stop.signal).finally(() => {
      if (pending.get(key) === entry) pending.delete(key)
    })
    // Every asker may have gone: the outcome is then nobody's, and must not be left unhandled.
    entry.job.catch(() => undefined)
    pending.set(key, entry)
    shared = entry
  }
  const entry = shared
  entry.askers++
  const job = first ? entry.job : entry.job.then(piece => ({ ...piece, reused: true }))
  if (!signal) return job
  return new Promise<GeneratedPiece>((resolve, reject) => {
    const leave = () => {
      reject(signal.reason)
      if (--entry.askers === 0) {
        // Nobody waits for this piece any more: its render stops, and a new asker starts afresh.
        if (pending.get(key) === entry) pending.delete(key)
        entry.stop.abort(signal.reason)
      }
    }
    signal.addEventListener('abort', leave, { once: true })
    job.then(
      piece => {
        signal.removeEventListener('abort', leave)
        resolve(piece)
      },
      error => {
        signal.removeEventListener('abort', leave)
        reject(error)
      },
    )
  })
}
