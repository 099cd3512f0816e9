/**
 * Loudness and peaks as ITU-R BS.1770-4 / EBU R128 define them: K-weighting (a high shelf of about
 * +4 dB above 1.5 kHz, then a high-pass at 38 Hz), mean square over 400 ms blocks overlapping by 75 %,
 * an absolute gate at −70 LUFS and a relative gate 10 LU below the ungated mean; true peak by 4×
 * oversampling. Pure functions on Float32Array channels, used by the mastering chain and, to check
 * the files, by the tests.
 */

type Coefficients = { b0: number; b1: number; b2: number; a1: number; a2: number }

/**
 * The two K-weighting filters for a sample rate (the 48 kHz reference coefficients re-derived). The
 * high-pass's numerator is always 1, −2, 1. Exported for the mastering chain, which measures while it
 * processes (`sampled.ts`).
 */
export function kWeighting(sampleRate: number): [Coefficients, Coefficients] {
  // Stage 1: high shelf.
  let f0 = 1681.974450955533
  const gain = 3.999843853973347
  let q = 0.7071752369554196
  let k = Math.tan((Math.PI * f0) / sampleRate)
  const vh = 10 ** (gain / 20)
  const vb = vh ** 0.4996667741545416
  let a0 = 1 + k / q + k * k
  const shelf = {
    b0: (vh + (vb * k) / q + k * k) / a0,
    b1: (2 * (k * k - vh)) / a0,
    b2: (vh - (vb * k) / q + k * k) / a0,
    a1: (2 * (k * k - 1)) / a0,
    a2: (1 - k / q + k * k) / a0,
  }
  // Stage 2: high-pass (RLB).
  f0 = 38.13547087602444
  q = 0.5003270373238773
  k = Math.tan((Math.PI * f0) / sampleRate)
  a0 = 1 + k / q + k * k
  const highPass = { b0: 1, b1: -2, b2: 1, a1: (2 * (k * k - 1)) / a0, a2: (1 - k / q + k * k) / a0 }
  return [shelf, highPass]
}

/**
 * K-weighted power summed over consecutive windows of `hop` samples, all channels added: one pass per
 * channel, both filter stages in the same loop, no copy of the signal.
 */
function weightedPower(channels: Float32Array[], sampleRate: number, hop: number): Float64Array {
  const [shelf, highPass] = kWeighting(sampleRate)
  const length = channels[0]?.length ?? 0
  const hops = Math.floor(length / hop)
  const power = new Float64Array(hops)
  for (const channel of channels) {
    let x1 = 0,
      x2 = 0,
      y1 = 0,
      y2 = 0,
      z1 = 0,
      z2 = 0
    for (let h = 0; h < hops; h++) {
      let sum = 0
      const end = (h + 1) * hop
      for (let i = h * hop; i < end; i++) {
        const x = channel[i]!
        const y = shelf.b0 * x + shelf.b1 * x1 + shelf.b2 * x2 - shelf.a1 * y1 - shelf.a2 * y2
        x2 = x1
        x1 = x
        const z = y - 2 * y1 + y2 - highPass.a1 * z1 - highPass.a2 * z2
        y2 = y1
        y1 = y
        z2 = z1
        z1 = z
        sum += z * z
      }
      power[h] = power[h]! + sum
    }
  }
  return power
}

/** The hop of the gated measurement: 100 ms (blocks of 400 ms overlap by 75 %). */
export const loudnessHop = (sampleRate: number): number => Math.round(0.1 * sampleRate)

/** Integrated loudness in LUFS of one or two channels (−Infinity for silence). */
export function integratedLoudness(channels: Float32Array[], sampleRate: number): number {
  const hop = loudnessHop(sampleRate)
  return gatedLoudness(weightedPower(channels, sampleRate, hop), hop)
}

/**
 * Integrated loudness from the K-weighted power (all channels added) summed over consecutive hops of
 * `hop` samples: 400 ms blocks, absolute gate at −70 LUFS, relative gate 10 LU under their mean.
 */
export function gatedLoudness(hopPower: Float64Array, hop: number): number {
  const hops = hopPower.length
  const block = 4 * hop
  const blocks: number[] = []
  for (let h = 0; h + 4 <= hops; h++)
    blocks.push((hopPower[h]! + hopPower[h + 1]! + hopPower[h + 2]! + hopPower[h + 3]!) / block)
  const loudness = (power: number): number => -0.691 + 10 * Math.log10(power)
  const absolute = blocks.filter(power => loudness(power) > -70)
  if (absolute.length === 0) return Number.NEGATIVE_INFINITY
  const mean = (values: number[]): number => values.reduce((sum, v) => sum + v, 0) / values.length
  const relativeGate = loudness(mean(absolute)) - 10
  const gated = absolute.filter(power => loudness(power) > relativeGate)
  return loudness(mean(gated))
}

/** Short-term loudness (3 s windows, one per `stepSeconds`), for seeing sections as energy over time. */
export function loudnessOverTime(channels: Float32Array[], sampleRate: number, stepSeconds = 1): number[] {
  const hop = Math.round(0.1 * sampleRate)
  const hopPower = weightedPower(channels, sampleRate, hop)
  const perStep = Math.max(1, Math.round(stepSeconds * 10))
  const values: number[] = []
  for (let h = 0; h + 30 <= hopPower.length; h += perStep) {
    let sum = 0
    for (let k = h; k < h + 30; k++) sum += hopPower[k]!
    values.push(-0.691 + 10 * Math.log10(sum / (30 * hop) + 1e-20))
  }
  return values
}

// A 48-tap windowed-sinc interpolator in four phases (4× oversampling), as BS.1770-4 Annex 2 suggests.
const TAPS_PER_PHASE = 12
const PHASES = (() => {
  const phases: Float64Array[] = []
  for (let p = 0; p < 4; p++) {
    const taps = new Float64Array(TAPS_PER_PHASE)
    for (let t = 0; t < TAPS_PER_PHASE; t++) {
      const x = t - TAPS_PER_PHASE / 2 + 1 - p / 4
      const sinc = x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x)
      const n = (x + TAPS_PER_PHASE / 2) / TAPS_PER_PHASE
      const window = 0.42 - 0.5 * Math.cos(2 * Math.PI * n) + 0.08 * Math.cos(4 * Math.PI * n)
      taps[t] = sinc * window
    }
    phases.push(taps)
  }
  return phases
})()

/** The largest of the four interpolated values around sample `i` (absolute). */
export function truePeakAt(channel: Float32Array, i: number): number {
  let peak = Math.abs(channel[i]!)
  for (const taps of PHASES) {
    let sum = 0
    for (let t = 0; t < TAPS_PER_PHASE; t++) {
      const j = i + t - TAPS_PER_PHASE / 2 + 1
      if (j >= 0 && j < channel.length) sum += channel[j]! * taps[t]!
    }
    const a = Math.abs(sum)
    if (a > peak) peak = a
  }
  return peak
}

/**
 * True peak in dBTP. Interpolated peaks only matter near large samples: samples more than 6 dB under
 * the largest one are skipped (music does not overshoot by 6 dB between two samples).
 */
export function truePeak(channels: Float32Array[]): number {
  let samplePeak = 0
  for (const channel of channels)
    for (let i = 0; i < channel.length; i++) {
      const a = Math.abs(channel[i]!)
      if (a > samplePeak) samplePeak = a
    }
  if (samplePeak === 0) return Number.NEGATIVE_INFINITY
  const floor = samplePeak / 2
  let peak = samplePeak
  // Between two samples the signal peaks next to a local maximum of |x|: interpolate on both sides.
  for (const channel of channels)
    for (let i = 1; i < channel.length - 1; i++) {
      const a = Math.abs(channel[i]!)
      if (a < floor || a < Math.abs(channel[i - 1]!) || a < Math.abs(channel[i + 1]!)) continue
      peak = Math.max(peak, truePeakAt(channel, i - 1), truePeakAt(channel, i))
    }
  return 20 * Math.log10(peak)
}
