/**
 * Seeded randomness: every choice the composer makes comes from one of these generators, so the same
 * request and seed always give the same score and the same samples (byte-identical files).
 */

/** FNV-1a, 32 bits: turns a normalized request into a default seed. */
export function hashString(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export type Rng = {
  /** Uniform in [0, 1). */
  next(): number
  range(min: number, max: number): number
  /** Whole number in [0, n). */
  int(n: number): number
  chance(p: number): boolean
  pick<T>(items: readonly T[]): T
}

/** mulberry32: tiny and fast, plenty for music. */
export function makeRng(seed: number): Rng {
  let a = seed >>> 0
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: n => Math.floor(next() * n),
    chance: p => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  }
}
