/**
 * PCM → MP3 with LAME compiled to WebAssembly, in the calling thread: the server's composer threads
 * (our build, `lame/encoder.ts`) and the static demo's worker (wasm-media-encoders' smaller build)
 * encode with this loop. LAME is deterministic: the same samples give the same bytes on any machine.
 */
import type { Mp3Encoder } from './lame/encoder.ts'

/** The composer's pieces: 96 kbit/s stereo (720 KB a minute). Mono sounds (ear training) keep 64 kbit/s. */
export const MP3_BITRATE_KBPS = 96

/**
 * LAME's algorithm quality on the server (0 best … 9 fastest): 5 is LAME's own default, psychoacoustic
 * noise shaping included, 30 % faster than the 3 wasm-media-encoders fixes (docs/benchmarks.md).
 */
export const LAME_QUALITY = 5

/** Encodes one or two channels (samples clipped to [-1, 1] by the caller) to a constant-bitrate MP3. */
export function encodeWithLame(
  encoder: Mp3Encoder,
  channels: Float32Array[],
  sampleRate: number,
  kbps: number,
): Uint8Array<ArrayBuffer> {
  encoder.configure({
    sampleRate,
    outputSampleRate: sampleRate,
    channels: channels.length as 1 | 2,
    bitrate: kbps,
  })
  const chunks: Uint8Array[] = []
  const length = channels[0]?.length ?? 0
  // Blocks of 32 frames: the encoder copies each into its memory, which stays small.
  const block = 1152 * 32
  for (let start = 0; start < length; start += block) {
    const end = Math.min(length, start + block)
    chunks.push(encoder.encode(channels.map(channel => channel.subarray(start, end))).slice())
  }
  chunks.push(encoder.finalize().slice())
  return concatBytes(chunks)
}

/** Byte arrays end to end, in a new array. */
export function concatBytes(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(parts.reduce((total, part) => total + part.length, 0))
  let offset = 0
  for (const part of parts) {
    bytes.set(part, offset)
    offset += part.length
  }
  return bytes
}

/** Clips samples to [-1, 1] in place. */
export function clipInPlace(samples: Float32Array): void {
  for (let i = 0; i < samples.length; i++) {
    const v = samples[i]!
    if (v > 1) samples[i] = 1
    else if (v < -1) samples[i] = -1
  }
}
