import { createHash } from 'node:crypto'
import type { Logger } from '#core/log/logger.server.ts'
import type { MediaStore } from '#core/storage/media-store.server.ts'
import { ENGINE_VERSION, composePiece, writeScore } from '../composer/compose.ts'
import { writeMidi } from '../composer/midi.ts'
import { readMp3Frames } from '../composer/mp3.ts'
import { canonicalRequestText, type GenerationRequest } from '../music.request.ts'

/**
 * Turns a generation request into stored files: `generated/<id>.mp3` (the piece), `<id>.mid` (its
 * score) and `<id>.json` (the request, lyrics included). The id is content-addressed, a hash of the
 * normalized request with its seed and of what generates it, so asking again reuses the stored piece.
 *
 * The built-in composer always works offline. When an external service is configured it is asked
 * first; if it fails or is too slow, the built-in composer takes over (logged).
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
  /** Called once before anything is rendered (not for a stored piece): the caller's rate limit. */
  beforeRender?: () => Promise<void>
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
): Promise<Uint8Array> {
  const response = await fetch(settings.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'audio/mpeg',
      ...(settings.token ? { authorization: `Bearer ${settings.token}` } : {}),
    },
    body: JSON.stringify(request),
    signal: AbortSignal.timeout(settings.timeoutMs),
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

/** Pieces being written right now, per store: the same request twice at once renders once. */
const inFlight = new WeakMap<MediaStore, Map<string, Promise<GeneratedPiece>>>()

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

async function render(options: GenerateOptions, request: GenerationRequest): Promise<GeneratedPiece> {
  const { store, logger, external } = options
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

  if (external) {
    const externalId = pieceId(request, `external ${external.url}`)
    if (await store.exists(keysOf(externalId).mp3)) return answer(externalId, 'external', request.duration, true)
    if (await store.exists(keysOf(builtinId).mp3)) return answer(builtinId, 'builtin', request.duration, true)
    await options.beforeRender?.()
    const startedAt = performance.now()
    try {
      const mp3 = await requestExternalPiece(external, request)
      // The external service sends audio only; the MIDI file is the built-in arranger's score of the request.
      await storePiece(store, externalId, mp3, writeMidi(writeScore(request)), request, 'external')
      logger.info(
        { id: externalId, ms: Math.round(performance.now() - startedAt) },
        'music generated by the external service',
      )
      return answer(externalId, 'external', mp3Duration(mp3, request.duration), false)
    } catch (error) {
      logger.warn({ err: error, url: external.url }, 'external music generator failed; using the built-in composer')
    }
  } else {
    if (await store.exists(keysOf(builtinId).mp3)) return answer(builtinId, 'builtin', request.duration, true)
    await options.beforeRender?.()
  }

  const startedAt = performance.now()
  const piece = await composePiece(request)
  await storePiece(store, builtinId, piece.mp3, piece.midi, request, ENGINE_VERSION)
  logger.info(
    { id: builtinId, ms: Math.round(performance.now() - startedAt), bytes: piece.mp3.length },
    'music composed',
  )
  return answer(builtinId, 'builtin', piece.durationSeconds, false)
}

export function generatePiece(options: GenerateOptions, request: GenerationRequest): Promise<GeneratedPiece> {
  let pending = inFlight.get(options.store)
  if (!pending) inFlight.set(options.store, (pending = new Map()))
  const key = canonicalRequestText(request)
  const running = pending.get(key)
  if (running) return running.then(piece => ({ ...piece, reused: true }))
  const job = render(options, request).finally(() => pending.delete(key))
  pending.set(key, job)
  return job
}
