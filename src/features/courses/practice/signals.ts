/**
 * Synthesised test signals for the pitch scoring: the unit tests and `npm run bench` make them, and the
 * browser journey writes one to a WAV file for Chromium's fake microphone. Pure code.
 */
export type Segment = { hz: number; seconds: number; vibratoCents?: number; voice?: boolean }

/**
 * Segments one after the other (hz 0 = silence). `voice` adds harmonics (a sung vowel's richness),
 * `vibratoCents` a 5.5 Hz vibrato of that depth; a little deterministic noise is always added.
 */
export function synthesize(segments: Segment[], sampleRate = 44100): Float32Array {
  const total = Math.round(segments.reduce((sum, segment) => sum + segment.seconds, 0) * sampleRate)
  const samples = new Float32Array(total)
  let offset = 0
  let phase = 0
  let noise = 12345
  for (const segment of segments) {
    const count = Math.round(segment.seconds * sampleRate)
    for (let index = 0; index < count; index++) {
      const time = index / sampleRate
      noise = (noise * 1103515245 + 12345) & 0x7fffffff
      const hiss = ((noise / 0x7fffffff) * 2 - 1) * 0.01
      if (segment.hz <= 0) {
        samples[offset + index] = hiss
        continue
      }
      const vibrato = segment.vibratoCents ? segment.vibratoCents * Math.sin(2 * Math.PI * 5.5 * time) : 0
      const hz = segment.hz * 2 ** (vibrato / 1200)
      phase += (2 * Math.PI * hz) / sampleRate
      // A short fade in and out, like a real attack and release.
      const envelope = Math.min(1, time / 0.01, (segment.seconds - time) / 0.01)
      const tone = segment.voice
        ? Math.sin(phase) + 0.5 * Math.sin(2 * phase) + 0.3 * Math.sin(3 * phase) + 0.15 * Math.sin(4 * phase)
        : Math.sin(phase)
      samples[offset + index] = (segment.voice ? 0.3 : 0.5) * envelope * tone + hiss
    }
    offset += count
  }
  return samples
}

/** A 16-bit mono PCM WAV file of the samples. */
export function wavFile(samples: Float32Array, sampleRate = 44100): Uint8Array {
  const bytes = new Uint8Array(44 + samples.length * 2)
  const view = new DataView(bytes.buffer)
  const ascii = (at: number, text: string) =>
    [...text].forEach((char, index) => view.setUint8(at + index, char.charCodeAt(0)))
  ascii(0, 'RIFF')
  view.setUint32(4, 36 + samples.length * 2, true)
  ascii(8, 'WAVE')
  ascii(12, 'fmt ')
  view.setUint32(16, 16, true)
  view.setUint16(20, 1, true)
  view.setUint16(22, 1, true)
  view.setUint32(24, sampleRate, true)
  view.setUint32(28, sampleRate * 2, true)
  view.setUint16(32, 2, true)
  view.setUint16(34, 16, true)
  ascii(36, 'data')
  view.setUint32(40, samples.length * 2, true)
  samples.forEach((sample, index) =>
    view.setInt16(44 + index * 2, Math.max(-32768, Math.min(32767, Math.round(sample * 32767))), true),
  )
  return bytes
}
