/**
 * The built-in composer, in a Web Worker of the static demo: the same pure TypeScript engine as the
 * server (score, synthesis, MIDI) and the same encoder (LAME in WebAssembly, 64 kbit/s mono), so a
 * request gives the piece the server would give, without freezing the page while it renders.
 */
import { createMp3Encoder } from 'wasm-media-encoders'
import type { GenerationRequest } from '#features/music/music.request.ts'
import { writeMidi } from '#features/music/composer/midi.ts'
import { writeScore } from '#features/music/composer/plan.ts'
import { SAMPLE_RATE, renderScore } from '#features/music/composer/render.ts'

/** The server's bitrate (composer/mp3.ts), which cannot be imported here: it starts Node threads. */
const MP3_BITRATE_KBPS = 64

export type ComposerJob = { id: number; request: GenerationRequest }
export type ComposerResult =
  | { id: number; mp3: Uint8Array<ArrayBuffer>; midi: Uint8Array; durationSeconds: number }
  | { id: number; error: string }

const encoder = createMp3Encoder()

async function compose(request: GenerationRequest) {
  const score = writeScore(request)
  const pcm = renderScore(score, SAMPLE_RATE)
  const mp3Encoder = await encoder
  mp3Encoder.configure({ sampleRate: SAMPLE_RATE, channels: 1, bitrate: MP3_BITRATE_KBPS })
  const chunks: Uint8Array[] = []
  const block = 576 * 64
  for (let start = 0; start < pcm.length; start += block) {
    chunks.push(mp3Encoder.encode([pcm.subarray(start, Math.min(pcm.length, start + block))]).slice())
  }
  chunks.push(mp3Encoder.finalize().slice())
  const mp3 = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0))
  let offset = 0
  for (const chunk of chunks) {
    mp3.set(chunk, offset)
    offset += chunk.length
  }
  return { mp3, midi: writeMidi(score), durationSeconds: pcm.length / SAMPLE_RATE }
}

/** The worker's global scope, typed by hand: the project compiles against the DOM library only. */
type WorkerScope = {
  onmessage: ((event: MessageEvent<ComposerJob>) => void) | null
  postMessage(message: ComposerResult, transfer?: Transferable[]): void
}
const scope = self as unknown as WorkerScope
scope.onmessage = async (event: MessageEvent<ComposerJob>) => {
  const { id, request } = event.data
  try {
    const piece = await compose(request)
    scope.postMessage({ id, ...piece } satisfies ComposerResult, [piece.mp3.buffer])
  } catch (error) {
    scope.postMessage({ id, error: String((error as Error)?.stack ?? error) } satisfies ComposerResult)
  }
}
