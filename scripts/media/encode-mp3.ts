/**
 * Float32 stereo PCM → MP3 (constant bit rate) with @breezystack/lamejs, a pure-JS port of LAME.
 */
import { Mp3Encoder } from '@breezystack/lamejs'
import type { Pcm } from './synth.ts'

/**
 * LAME picks the output rate itself from the bit rate (64 kbit/s stereo → 24 kHz, MPEG-2), and the
 * lamejs resampler only works for integer ratios: 32 or 44.1 kHz input at 64 kbit/s comes out as
 * near-silence. So the input rate must already be the output rate LAME will choose; 24 kHz for
 * 64 kbit/s stereo (48 kHz also works, as an exact 2:1 downsample).
 */
const OUTPUT_RATE_64K = 24000
const FRAME = 1152

export function encodeMp3(pcm: Pcm, kbps = 64): Uint8Array {
  if (kbps === 64 && pcm.sampleRate !== OUTPUT_RATE_64K && pcm.sampleRate !== 2 * OUTPUT_RATE_64K) {
    throw new Error(`encodeMp3: at 64 kbit/s the input must be 24000 Hz (or 48000 Hz), not ${pcm.sampleRate}`)
  }
  if (pcm.left.length !== pcm.right.length) throw new Error('encodeMp3: channels differ in length')
  const encoder = new Mp3Encoder(2, pcm.sampleRate, kbps)
  const chunks: Uint8Array[] = []
  const block = FRAME * 16
  const left = new Int16Array(block)
  const right = new Int16Array(block)
  for (let start = 0; start < pcm.left.length; start += block) {
    const n = Math.min(block, pcm.left.length - start)
    for (let i = 0; i < n; i++) {
      left[i] = toInt16(pcm.left[start + i]!)
      right[i] = toInt16(pcm.right[start + i]!)
    }
    const out = encoder.encodeBuffer(left.subarray(0, n), right.subarray(0, n))
    if (out.length) chunks.push(Uint8Array.from(out))
  }
  const tail = encoder.flush()
  if (tail.length) chunks.push(Uint8Array.from(tail))
  const total = chunks.reduce((sum, c) => sum + c.length, 0)
  const mp3 = new Uint8Array(total)
  let offset = 0
  for (const c of chunks) {
    mp3.set(c, offset)
    offset += c.length
  }
  return mp3
}

function toInt16(x: number): number {
  const v = Math.round(x * 32767)
  return v > 32767 ? 32767 : Math.max(v, -32768)
}
