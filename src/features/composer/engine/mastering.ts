/**
 * The mix bus: a stereo room reverb, EQ (rumble cut, less mud, more air), compression, loudness
 * normalised to −14 LUFS integrated, a look-ahead limiter that keeps the true peak under −1 dBTP, and
 * the fades. Pure computation (no Node API): the server's composer threads run it on two spans of a
 * piece at once, the static demo's worker and the tests on the whole piece in one thread.
 *
 * The stages need the loudness of the whole piece between them (the compressor's input level, the
 * gain to −14 LUFS, a last correction after the limiter), so a piece is mastered in steps
 * (`masterInSpans`): every span runs a stage and returns the K-weighted power of the samples it owns,
 * the powers are added and gated, and the next stage gets the gain that follows. A span that starts
 * inside the piece runs its filters, reverb and compressor from a few seconds earlier (its pre-roll)
 * and keeps only its own samples, so the two spans join where their processing has settled.
 */
import { nextTick } from './event-loop.ts'
import { gatedLoudness, kWeighting, loudnessHop, truePeakAt } from './loudness.ts'

/** Integrated loudness of every piece (streaming platforms' level). */
export const TARGET_LUFS = -14
/**
 * How much quieter the MP3 decodes than the samples it was made from: LAME at 96 kbit/s rounds its
 * quantised values towards zero, which takes 0.45 dB off everything (0.42–0.47 LU across styles,
 * with mpg123 and ffmpeg alike). The mix is brought that much above the target, so the file a
 * listener plays measures −14 LUFS.
 */
export const ENCODER_LOSS_DB = 0.45
/** The loudness the mastered samples are brought to. */
const MASTER_LUFS = TARGET_LUFS + ENCODER_LOSS_DB
/** The limiter's ceiling, in dBTP: 1 dB under the −1 dBTP promise, for the MP3 encoder's overshoot. */
export const CEILING_DBTP = -2
/**
 * How far before its first own sample a span starts being processed: the reverb's tail (2.3 s to
 * −60 dB), the compressor's and limiter's envelopes (150 and 80 ms) and the filters all settle within
 * it. An even number of samples at 44.1 kHz, as the reverb runs at half rate.
 */
export const PRE_ROLL_SECONDS = 3

/**
 * Where a span whose own samples begin at `from` starts being processed: `PRE_ROLL_SECONDS` earlier,
 * on the limiter's grid of 1.5 ms windows (and an even sample), so its windows fall where the whole
 * piece's would, and the spans limit their samples as the whole piece would be.
 */
export function preRollStart(from: number, sampleRate: number): number {
  const grid = 2 * limiterWindow(sampleRate)
  return Math.max(0, Math.floor((from - PRE_ROLL_SECONDS * sampleRate) / grid) * grid)
}

/**
 * Where a span whose last kept sample is before `to` stops being processed: 0.1 s later, as the
 * limiter looks a few windows ahead.
 */
export function postRollEnd(to: number, total: number, sampleRate: number): number {
  return Math.min(total, to + Math.round(0.1 * sampleRate))
}

/** The limiter looks at peaks in windows of 1.5 ms. */
const limiterWindow = (sampleRate: number): number => Math.max(1, Math.round(0.0015 * sampleRate))

/**
 * Where a span takes its scratch buffers (the reverb's returns) and gives them back: plain arrays
 * by default; the composer threads keep theirs between pieces (`composer-thread.ts`).
 */
export type SampleBuffers = { take(length: number): Float32Array; give(buffer: Float32Array): void }

const newBuffers: SampleBuffers = { take: length => new Float32Array(length), give: () => {} }

export type MasteringOptions = { reverb: number; dark: boolean; fadeSeconds: number }

/**
 * A span's place in the piece: its buffers hold the piece's samples [start, start + length), it owns
 * (measures, and keeps) [from, to), and the piece is `total` samples long.
 */
export type SpanPlace = { start: number; from: number; to: number; total: number }

/** One span's side of the stages, as `masterInSpans` drives them. */
export type MasteringStages<Finished> = {
  /** Reverb return and EQ; the K-weighted power of each 100 ms hop of the piece (own samples only). */
  mix(): Promise<Float64Array>
  /** Compression of the mix times `drive`; then the power. */
  compress(drive: number): Promise<Float64Array>
  /** The limiter on the signal times `gain`; then the power. */
  limit(gain: number): Promise<Float64Array>
  /** The limiter again on the signal times `correction` (when given), true-peak check, fades. */
  finish(correction: number | undefined): Promise<Finished>
}

/**
 * Masters a piece held in one span or several at once (each span's stages may run in its own
 * thread): the stages in order, and the loudness of the whole piece, from all the spans' powers,
 * decides each gain. A silent piece is only faded.
 */
export async function masterInSpans<Finished>(
  spans: MasteringStages<Finished>[],
  sampleRate: number,
): Promise<Finished[]> {
  const hop = loudnessHop(sampleRate)
  const loudnessOf = async (stage: (span: MasteringStages<Finished>) => Promise<Float64Array>): Promise<number> => {
    const powers = await Promise.all(spans.map(stage))
    const total = new Float64Array(powers[0]?.length ?? 0)
    for (const power of powers) for (let h = 0; h < total.length; h++) total[h] = total[h]! + power[h]!
    return gatedLoudness(total, hop)
  }
  const mixed = await loudnessOf(span => span.mix())
  if (!Number.isFinite(mixed)) return Promise.all(spans.map(span => span.finish(undefined)))
  // Compression works on a known level: the mix is brought to −20 LUFS as it enters.
  const compressed = await loudnessOf(span => span.compress(10 ** ((-20 - mixed) / 20)))
  const limited = await loudnessOf(span => span.limit(10 ** ((MASTER_LUFS - compressed) / 20)))
  // The limiter took a little loudness: one correction, limited again.
  const correction = Math.abs(limited - MASTER_LUFS) > 0.1 ? 10 ** ((MASTER_LUFS - limited) / 20) : undefined
  return Promise.all(spans.map(span => span.finish(correction)))
}

/**
 * Masters a whole piece in place in this thread, giving the event loop a turn between stages (each
 * runs a few tens of milliseconds).
 */
export async function master(
  left: Float32Array,
  right: Float32Array,
  send: Float32Array,
  sampleRate: number,
  options: MasteringOptions,
): Promise<void> {
  const total = left.length
  const span = new MasteringSpan(left, right, send, sampleRate, options, { start: 0, from: 0, to: total, total })
  const step = async <T>(run: () => T): Promise<T> => {
    const result = run()
    await nextTick()
    return result
  }
  await masterInSpans(
    [
      {
        mix: () => step(() => span.mix()),
        compress: drive => step(() => span.compress(drive)),
        limit: gain => step(() => span.limit(gain)),
        finish: correction => step(() => span.finish(correction)),
      },
    ],
    sampleRate,
  )
}

/**
 * One span of a piece and its mastering state between stages: the buffers (the dry mix and the
 * reverb's input at half rate, from the span's `start`) are processed in place.
 */
export class MasteringSpan {
  readonly left: Float32Array
  readonly right: Float32Array
  private readonly send: Float32Array
  private readonly sampleRate: number
  private readonly options: MasteringOptions
  private readonly place: SpanPlace
  private readonly window: number
  private readonly peaks: Float32Array
  private readonly ceiling = 10 ** (CEILING_DBTP / 20)
  private readonly buffers: SampleBuffers

  constructor(
    left: Float32Array,
    right: Float32Array,
    send: Float32Array,
    sampleRate: number,
    options: MasteringOptions,
    place: SpanPlace,
    buffers: SampleBuffers = newBuffers,
  ) {
    if (place.start % 2 !== 0) throw new Error('MasteringSpan: a span starts on an even sample (half-rate reverb)')
    this.left = left
    this.right = right
    this.send = send
    this.sampleRate = sampleRate
    this.options = options
    this.place = place
    this.buffers = buffers
    this.window = limiterWindow(sampleRate)
    this.peaks = new Float32Array(Math.ceil(left.length / this.window))
  }

  private meter(): LoudnessMeter {
    return new LoudnessMeter(this.sampleRate, this.place)
  }

  mix(): Float64Array<ArrayBuffer> {
    const { left, right, sampleRate } = this
    const n = left.length
    const [wetLeft, wetRight] = reverb(this.send, sampleRate, this.buffers)
    const eq = new StereoCascade([
      design('hp', 30, 0.7, 0, sampleRate),
      design('lowShelf', 90, 0.7, 1.5, sampleRate),
      design('peak', 320, 1, -2, sampleRate),
      this.options.dark
        ? design('highShelf', 6000, 0.7, -5, sampleRate)
        : design('highShelf', 9000, 0.7, 3, sampleRate),
    ])
    const meter = this.meter()
    const wet = 0.5 * this.options.reverb
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
      meter.measure(left, right, start, end)
    }
    this.buffers.give(wetLeft)
    this.buffers.give(wetRight)
    return meter.power
  }

  compress(drive: number): Float64Array<ArrayBuffer> {
    const { left, right, peaks, window } = this
    const n = left.length
    const compressor = new Compressor(this.sampleRate, -18, drive)
    const meter = this.meter()
    for (let start = 0; start < n; start += CHUNK) {
      const end = Math.min(n, start + CHUNK)
      compressor.run(left, right, start, end)
      meter.measure(left, right, start, end)
      chunkPeaks(left, right, start, end, window, peaks)
    }
    return meter.power
  }

  limit(gain: number): Float64Array<ArrayBuffer> {
    const { left, right, peaks, window } = this
    const n = left.length
    limit(left, right, this.sampleRate, window, peaks, gain, this.ceiling * 0.97)
    const meter = this.meter()
    peaks.fill(0)
    for (let start = 0; start < n; start += CHUNK) {
      const end = Math.min(n, start + CHUNK)
      meter.measure(left, right, start, end)
      chunkPeaks(left, right, start, end, window, peaks)
    }
    return meter.power
  }

  finish(correction: number | undefined): void {
    const { left, right, sampleRate, place } = this
    if (correction !== undefined)
      limit(left, right, sampleRate, this.window, this.peaks, correction, this.ceiling * 0.97)
    // Peaks between samples: where one still passes the ceiling, the samples around it are lowered.
    truePeakCeiling(left, this.ceiling)
    truePeakCeiling(right, this.ceiling)
    // The fades, where the span holds the piece's last and first samples.
    const fade = Math.min(place.total, Math.round(this.options.fadeSeconds * sampleRate))
    for (let k = Math.max(place.total - fade, place.start); k < place.start + left.length; k++) {
      const i = k - (place.total - fade)
      const gain = 0.5 + 0.5 * Math.cos((Math.PI * i) / fade)
      left[k - place.start] = left[k - place.start]! * gain
      right[k - place.start] = right[k - place.start]! * gain
    }
    const fadeIn = Math.min(place.total, Math.round(0.005 * sampleRate))
    for (let k = place.start; k < Math.min(fadeIn, place.start + left.length); k++) {
      left[k - place.start] = left[k - place.start]! * (k / fadeIn)
      right[k - place.start] = right[k - place.start]! * (k / fadeIn)
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The stages' parts
//
// Each stage runs over the span in blocks of CHUNK samples (which stay in the processor's cache):
// the EQ sections one after the other on both channels at once, and the loudness measured in the
// same sweep as the stage it follows, so a minute of stereo is read a few times, not thirty.

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
/**
 * The K-weighted power (BS.1770-4, as `loudness.ts` measures it) of a span's own samples, summed per
 * 100 ms hop of the whole piece, read block by block in order. The filters run from the span's first
 * sample (its pre-roll settles them); the power counts from `from` and the sweep stops at `to`.
 */
class LoudnessMeter {
  private readonly shelf: Biquad
  private readonly highPass: Biquad
  private readonly hop: number
  private readonly place: SpanPlace
  readonly power: Float64Array<ArrayBuffer>
  private readonly state = new Float64Array(16)

  constructor(sampleRate: number, place: SpanPlace) {
    ;[this.shelf, this.highPass] = kWeighting(sampleRate)
    this.hop = loudnessHop(sampleRate)
    this.place = place
    this.power = new Float64Array(Math.floor(place.total / this.hop))
  }

  measure(left: Float32Array, right: Float32Array, start: number, end: number): void {
    const { b0, b1, b2, a1, a2 } = this.shelf
    const { a1: c1, a2: c2 } = this.highPass
    const { hop, power } = this
    const offset = this.place.start
    const own = this.place.from - offset
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
    const stop = Math.min(end, this.place.to - offset, power.length * hop - offset)
    for (let from = start; from < stop; ) {
      const h = ((from + offset) / hop) | 0
      const counted = from >= own
      // A run ends at the hop's end, and before the span's own samples where it is still in the pre-roll.
      const to = Math.min(stop, (h + 1) * hop - offset, counted ? stop : own)
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
      if (counted) power[h] = power[h]! + sum
      from = to
    }
    st.set([lx1, lx2, ly1, ly2, lz1, lz2, rx1, rx2, ry1, ry2, rz1, rz2])
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
function reverb(input: Float32Array, sampleRate: number, buffers: SampleBuffers): [Float32Array, Float32Array] {
  const rate = sampleRate / 2
  const scale = rate / 44100
  const side = (spread: number): Float32Array => {
    const out = buffers.take(input.length)
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
  /** The cube root of envelope / threshold, carried from sample to sample (1 at the threshold). */
  private root = 1
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
    let root = this.root
    for (let i = start; i < end; i++) {
      const l = left[i]! * drive
      const r = right[i]! * drive
      const a = Math.abs(l)
      const b = Math.abs(r)
      const level = Math.max(a, b)
      envelope =
        level > envelope ? attack * envelope + (1 - attack) * level : release * envelope + (1 - release) * level
      // 3:1 above the threshold: the level becomes threshold · (envelope / threshold)^(1/3). The cube
      // root moves little from one sample to the next (the envelope is smooth), so one Newton step from
      // the last one keeps it exact to a millionth, at a fraction of Math.cbrt's cost (a third of the
      // stage's time).
      let gain = 1
      if (envelope > threshold) {
        const x = envelope / threshold
        root = (2 * root + x / (root * root)) / 3
        gain = (threshold * root) / envelope
      } else root = 1
      left[i] = l * gain
      right[i] = r * gain
    }
    this.envelope = envelope
    this.root = root
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

/**
 * Lowers the samples around every peak between samples that passes the ceiling. Between two samples
 * the signal peaks next to a local maximum of |x|: only those large enough to matter are interpolated,
 * on both sides (a tenth of the work of interpolating after every large sample).
 */
function truePeakCeiling(channel: Float32Array, ceiling: number): void {
  const floor = ceiling * 0.7
  for (let i = 1; i < channel.length - 1; i++) {
    const a = Math.abs(channel[i]!)
    if (a < floor || a < Math.abs(channel[i - 1]!) || a < Math.abs(channel[i + 1]!)) continue
    const peak = Math.max(truePeakAt(channel, i - 1), truePeakAt(channel, i))
    if (peak > ceiling)
      for (let j = Math.max(0, i - 6); j <= Math.min(channel.length - 1, i + 6); j++)
        channel[j] = channel[j]! * (ceiling / peak)
  }
}
