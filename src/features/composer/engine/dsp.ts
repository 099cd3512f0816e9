/**
 * Small signal-processing helpers shared by the voices, the drums and the mixer: table oscillators,
 * biquad filters and one-pole smoothing. Tables are built once per process.
 */

const SIN_SIZE = 4096
const SIN_TABLE = new Float32Array(SIN_SIZE + 1)
for (let i = 0; i <= SIN_SIZE; i++) SIN_TABLE[i] = Math.sin((2 * Math.PI * i) / SIN_SIZE)

/** sin(2π·phase), phase in cycles; a table lookup, several times faster than Math.sin. */
export function fastSin(phase: number): number {
  const x = (phase - Math.floor(phase)) * SIN_SIZE
  const i = x | 0
  const a = SIN_TABLE[i]!
  return a + (SIN_TABLE[i + 1]! - a) * (x - i)
}

const TABLE_SIZE = 2048

/** A single-cycle wave from harmonic amplitudes (index 0 = fundamental), peak-normalised. */
export function makeTable(partials: number[]): Float32Array {
  const table = new Float32Array(TABLE_SIZE + 1)
  for (let i = 0; i < TABLE_SIZE; i++) {
    let v = 0
    for (let h = 0; h < partials.length; h++) v += partials[h]! * Math.sin((2 * Math.PI * (h + 1) * i) / TABLE_SIZE)
    table[i] = v
  }
  let peak = 0
  for (let i = 0; i < TABLE_SIZE; i++) peak = Math.max(peak, Math.abs(table[i]!))
  for (let i = 0; i < TABLE_SIZE; i++) table[i] = table[i]! / (peak || 1)
  table[TABLE_SIZE] = table[0]!
  return table
}

export function readTable(table: Float32Array, phase: number): number {
  const x = (phase - Math.floor(phase)) * TABLE_SIZE
  const i = x | 0
  const a = table[i]!
  return a + (table[i + 1]! - a) * (x - i)
}

// Band-limited enough at 24 kHz for the ranges each is used in.
export const SAW = makeTable(Array.from({ length: 12 }, (_, n) => 1 / (n + 1) ** 1.25))
/** A glottal-like source for the sung voice: strong low harmonics, falling off steadily. */
export const GLOTTAL = makeTable(Array.from({ length: 16 }, (_, n) => 1 / (n + 1) ** 1.5))
export const ORGAN = makeTable([1, 0.75, 0.45, 0.35, 0, 0.18, 0, 0.12])
export const FLUTE = makeTable([1, 0.32, 0.12, 0.05, 0.025])
export const BASS = makeTable([1, 0.42, 0.16, 0.07, 0.03])

export type Biquad = { b0: number; b1: number; b2: number; a1: number; a2: number }

/** RBJ cookbook coefficients; the band-pass has a 0 dB peak. */
export function biquad(kind: 'lp' | 'hp' | 'bp', frequency: number, q: number, sampleRate: number): Biquad {
  const w = (2 * Math.PI * Math.min(frequency, sampleRate * 0.45)) / sampleRate
  const cos = Math.cos(w)
  const alpha = Math.sin(w) / (2 * q)
  const a0 = 1 + alpha
  let b0: number, b1: number, b2: number
  if (kind === 'lp') {
    b0 = (1 - cos) / 2
    b1 = 1 - cos
    b2 = b0
  } else if (kind === 'hp') {
    b0 = (1 + cos) / 2
    b1 = -(1 + cos)
    b2 = b0
  } else {
    b0 = alpha
    b1 = 0
    b2 = -alpha
  }
  return { b0: b0 / a0, b1: b1 / a0, b2: b2 / a0, a1: (-2 * cos) / a0, a2: (1 - alpha) / a0 }
}

/** Filters `buffer[0, length)` in place. */
export function runBiquad(c: Biquad, buffer: Float32Array, length: number): void {
  let x1 = 0,
    x2 = 0,
    y1 = 0,
    y2 = 0
  for (let i = 0; i < length; i++) {
    const x = buffer[i]!
    const y = c.b0 * x + c.b1 * x1 + c.b2 * x2 - c.a1 * y1 - c.a2 * y2
    x2 = x1
    x1 = x
    y2 = y1
    y1 = y
    buffer[i] = y
  }
}

/** Coefficient of a one-pole low-pass at `frequency`: y += c * (x - y). */
export const onePole = (frequency: number, sampleRate: number): number =>
  1 - Math.exp((-2 * Math.PI * frequency) / sampleRate)

export function rms(buffer: Float32Array): number {
  let sum = 0
  for (let i = 0; i < buffer.length; i++) sum += buffer[i]! * buffer[i]!
  return Math.sqrt(sum / Math.max(1, buffer.length))
}
