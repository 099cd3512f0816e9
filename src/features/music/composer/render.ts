/**
 * Plays a score into mono PCM: every note and hit is rendered, mixed on its stem (melody, chords,
 * bass, drums), the stems are levelled against each other as the style's mix says, a small reverb is
 * added, then loudness is normalised and a limiter and a soft clip keep peaks under -3 dBFS (MP3
 * encoding overshoots sharp transients a little).
 */
import { renderDrum, DRUM_GAIN } from './drums.ts'
import { biquad, onePole, rms, runBiquad } from './dsp.ts'
import { hashString, makeRng } from './random.ts'
import type { Score, Stem } from './score.ts'
import { TIMBRE_GAIN, renderNote } from './voices.ts'

/**
 * 24 kHz: LAME encodes 64 kbit/s mono as MPEG-2 at 24 kHz, and the lamejs resampler is broken for
 * non-integer ratios, so the composer renders at the rate the encoder keeps.
 */
export const SAMPLE_RATE = 24000

/** How much of each stem goes to the reverb. */
const REVERB_SEND: Record<Stem, number> = { melody: 0.35, chords: 0.3, bass: 0.04, drums: 0.1 }

/**
 * A small Freeverb-like room: parallel damped combs, then allpasses. It runs at half the sample rate
 * (the tail is dark anyway, its damping removes the top octave), which halves its cost.
 */
function reverb(full: Float32Array, sampleRate: number): Float32Array {
  const half = Math.floor(full.length / 2)
  const input = new Float32Array(half)
  for (let i = 0; i < half; i++) input[i] = 0.5 * (full[2 * i]! + full[2 * i + 1]!)
  const scale = sampleRate / 2 / 44100
  const n = half
  const out = new Float32Array(n)
  for (const base of [1116, 1188, 1277, 1356, 1422, 1491]) {
    const size = Math.round(base * scale)
    const buffer = new Float32Array(size)
    let index = 0,
      store = 0
    for (let i = 0; i < n; i++) {
      const y = buffer[index]!
      store = y * 0.65 + store * 0.35
      buffer[index] = input[i]! + store * 0.8
      out[i] = out[i]! + y
      if (++index >= size) index = 0
    }
  }
  for (const base of [556, 441, 341]) {
    const size = Math.round(base * scale)
    const buffer = new Float32Array(size)
    let index = 0
    for (let i = 0; i < n; i++) {
      const b = buffer[index]!
      const x = out[i]!
      buffer[index] = x + b * 0.5
      out[i] = b - x
      if (++index >= size) index = 0
    }
  }
  // Back to the full rate by linear interpolation.
  const wet = new Float32Array(full.length)
  for (let i = 0; i < full.length; i++) {
    const position = i / 2
    const k = Math.min(n - 1, Math.floor(position))
    const next = Math.min(n - 1, k + 1)
    wet[i] = out[k]! + (out[next]! - out[k]!) * (position - k)
  }
  return wet
}

function softClip(x: number): number {
  const a = Math.abs(x)
  if (a <= 0.75) return x
  return Math.sign(x) * (0.75 + 0.2 * Math.tanh((a - 0.75) / 0.2))
}

/** Renders exactly `round(durationSeconds × SAMPLE_RATE)` samples. */
export function renderScore(score: Score, sampleRate = SAMPLE_RATE): Float32Array {
  const length = Math.round(score.plan.durationSeconds * sampleRate)
  const { config, plan } = score
  // Separate stream from the arranger's, so the sound's randomness never changes the notes.
  const noiseRng = makeRng((plan.seed ^ 0x9e3779b9) >>> 0)
  const stems: Record<Stem, Float32Array> = {
    melody: new Float32Array(length),
    chords: new Float32Array(length),
    bass: new Float32Array(length),
    drums: new Float32Array(length),
  }
  const scratch = new Float32Array(Math.ceil(6 * sampleRate))
  const edge = Math.round(0.005 * sampleRate)

  // Styles repeat themselves bar after bar, so most notes are the same sound again: each distinct sound
  // (timbre, pitch, length to 10 ms, velocity to 1/8) is synthesised once and mixed in wherever it
  // plays, the exact velocity applied as gain. This is what keeps a minute under a few hundred ms.
  const cache = new Map<string, Float32Array>()
  const synthesise = (
    cacheKey: string,
    draw: (out: Float32Array, rng: ReturnType<typeof makeRng>) => number,
  ): Float32Array => {
    const cached = cache.get(cacheKey)
    if (cached) return cached
    const written = draw(scratch, makeRng(hashString(cacheKey) ^ plan.seed))
    // A 5 ms fade at the end of every sound, so nothing is ever cut with a click.
    for (let j = Math.max(0, written - edge); j < written; j++) scratch[j] = scratch[j]! * ((written - j) / edge)
    const sound = scratch.slice(0, written)
    cache.set(cacheKey, sound)
    return sound
  }
  const mixIn = (stem: Stem, sound: Float32Array, start: number, gain: number): void => {
    const bus = stems[stem]
    const end = Math.min(length, start + sound.length)
    for (let i = start, j = 0; i < end; i++, j++) bus[i] = bus[i]! + sound[j]! * gain
  }
  for (const note of score.notes) {
    const velocity = Math.max(1, Math.round(note.velocity * 8)) / 8
    const duration = Math.max(1, Math.round(note.duration * 100)) / 100
    const sound = synthesise(`${note.timbre}:${note.midi}:${duration}:${velocity}`, (out, rng) =>
      renderNote({ ...note, velocity, duration }, sampleRate, out, rng),
    )
    mixIn(
      note.stem,
      sound,
      Math.round(note.time * sampleRate),
      TIMBRE_GAIN[note.timbre] * note.gain * (note.velocity / velocity),
    )
  }
  for (const hit of score.hits) {
    // Three takes of each drum, so repeated hi-hats do not sound like a machine gun.
    const take = noiseRng.int(3)
    const sound = synthesise(`${hit.kind}:${take}`, (out, rng) =>
      renderDrum({ ...hit, velocity: 1 }, sampleRate, out, rng),
    )
    mixIn('drums', sound, Math.round(hit.time * sampleRate), DRUM_GAIN[hit.kind] * hit.velocity)
  }

  // Balance: each stem's RMS is brought to its level in the style's mix (a lone stem keeps 0 dB).
  const mix = new Float32Array(length)
  const send = new Float32Array(length)
  for (const stem of Object.keys(stems) as Stem[]) {
    const bus = stems[stem]
    const level = rms(bus)
    if (level <= 1e-6) continue
    const gain = 10 ** (config.mix[stem] / 20) / level
    const sendGain = gain * REVERB_SEND[stem]
    for (let i = 0; i < length; i++) {
      mix[i] = mix[i]! + bus[i]! * gain
      send[i] = send[i]! + bus[i]! * sendGain
    }
  }

  // Calm pieces get a little more room.
  const wet = reverb(send, sampleRate)
  const wetLevel = rms(wet)
  const wetGain = wetLevel > 0 ? ((config.reverb + Math.max(0, -plan.energy) * 0.15) * 1.6 * rms(send)) / wetLevel : 0
  for (let i = 0; i < length; i++) mix[i] = mix[i]! + wet[i]! * wetGain

  if (plan.style === 'lofi') {
    // Lo-fi colour: a darker tone and a little vinyl crackle.
    const c = onePole(3800, sampleRate)
    let y = 0
    for (let i = 0; i < length; i++) {
      y += c * (mix[i]! - y)
      let crackle = 0.004 * (noiseRng.next() * 2 - 1)
      if (noiseRng.next() < 6 / sampleRate) crackle += (noiseRng.next() * 2 - 1) * 0.08
      mix[i] = y + crackle
    }
  }

  // Rumble filter, loudness (softer when calm), then limiter and soft clip.
  runBiquad(biquad('hp', 28, 0.7, sampleRate), mix, length)
  const level = rms(mix)
  const target = config.loudness * (1 + 0.15 * plan.energy)
  const normalise = level > 0 ? target / level : 1
  const threshold = 0.71
  const releaseCoefficient = Math.exp(-1 / (0.12 * sampleRate))
  let envelope = 0
  for (let i = 0; i < length; i++) {
    const x = mix[i]! * normalise
    const peak = Math.abs(x)
    envelope = peak > envelope ? peak : envelope * releaseCoefficient + peak * (1 - releaseCoefficient)
    mix[i] = softClip(envelope > threshold ? (x * threshold) / envelope : x)
  }

  const fadeIn = Math.min(length, Math.round(0.01 * sampleRate))
  for (let i = 0; i < fadeIn; i++) mix[i] = mix[i]! * (i / fadeIn)
  const fadeOut = Math.min(length, Math.round(Math.min(1.5, plan.durationSeconds * 0.1) * sampleRate))
  for (let i = 0; i < fadeOut; i++) {
    const k = length - fadeOut + i
    mix[k] = mix[k]! * (0.5 + 0.5 * Math.cos((Math.PI * i) / fadeOut))
  }
  return mix
}
