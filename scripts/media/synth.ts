/**
 * A small offline synthesizer for the sample audio files.
 *
 * From a few hints (key, mode, tempo, style), a seed and a duration it writes a short piece: a chord
 * progression of the key, a melody on its scale, a bass line and a drum pattern typical of the style,
 * all played by simple additive / FM / plucked-string voices with envelopes, a small reverb and a
 * limiter. It is pure TypeScript and deterministic: the same inputs and seed give the same samples.
 */
import { BASS, fastSin, FLUTE, makeTable, ORGAN, readTable, SAW } from '#features/composer/engine/dsp.ts'
import { hashString, makeRng, type Rng } from '#features/composer/engine/random.ts'
import type { SoundHints } from '#lib/music/sound-hints.schema.ts'

export type Style = SoundHints['style']
export type RenderInput = {
  hints: SoundHints
  seed: number
  durationSeconds: number
  sampleRate?: number
}
/** Stereo PCM, samples in [-1, 1]. */
export type Pcm = { sampleRate: number; left: Float32Array; right: Float32Array }

/**
 * 24 kHz: at 64 kbit/s LAME always encodes stereo as MPEG-2 at 24 kHz, and the lamejs resampler is
 * broken for non-integer ratios (32 or 44.1 kHz in → near-silence out), so render at the output rate.
 */
export const DEFAULT_SAMPLE_RATE = 24000

// ---------------------------------------------------------------------------------------------------
// Seeded randomness

// The composer's generators: the same seeds give the same sample media as before.
export { hashString, makeRng, type Rng }

// ---------------------------------------------------------------------------------------------------
// Fast oscillators

// The composer's oscillators and wave tables (identical code, one copy).
const CHOIR = makeTable([0.55, 1, 0.7, 0.3, 0.18, 0.08, 0.04])

const mtof = (midi: number): number => 440 * 2 ** ((midi - 69) / 12)
const clamp = (v: number, lo: number, hi: number): number => (v < lo ? lo : Math.min(v, hi))

// ---------------------------------------------------------------------------------------------------
// Filters

type Biquad = { b0: number; b1: number; b2: number; a1: number; a2: number }

function biquad(kind: 'lp' | 'hp' | 'bp', freq: number, q: number, sr: number): Biquad {
  const w = (2 * Math.PI * Math.min(freq, sr * 0.45)) / sr
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

function runBiquad(c: Biquad, buf: Float32Array, len: number): void {
  let x1 = 0,
    x2 = 0,
    y1 = 0,
    y2 = 0
  for (let i = 0; i < len; i++) {
    const x = buf[i]!
    const y = c.b0 * x + c.b1 * x1 + c.b2 * x2 - c.a1 * y1 - c.a2 * y2
    x2 = x1
    x1 = x
    y2 = y1
    y1 = y
    buf[i] = y
  }
}

const onePoleCoef = (freq: number, sr: number): number => 1 - Math.exp((-2 * Math.PI * freq) / sr)

// ---------------------------------------------------------------------------------------------------
// Harmony

const MAJOR = [0, 2, 4, 5, 7, 9, 11]
const MINOR = [0, 2, 3, 5, 7, 8, 10]
const MAJOR_PENTA = [0, 2, 4, 7, 9]
const MINOR_PENTA = [0, 3, 5, 7, 10]

const LETTERS: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 }
const SOLFEGE: Record<string, number> = { do: 0, re: 2, ré: 2, mi: 4, fa: 5, sol: 7, la: 9, si: 11 }

/** Pitch class of a key name: 'C', 'F#', 'Bb', 'Am', also French 'Ré', 'Sol dièse', 'Si bémol'. */
export function parseKey(key: string): number {
  const text = key.trim().toLowerCase()
  const solfege = /^(do|ré|re|mi|fa|sol|la|si)(?![a-z])\s*(#|♯|b|♭|dièse|diese|bémol|bemol)?/.exec(text)
  let pc: number | undefined
  let accidental: string | undefined
  if (solfege) {
    pc = SOLFEGE[solfege[1]!]
    accidental = solfege[2]
  } else {
    const letter = /^([a-g])\s*(#|♯|b|♭)?/.exec(text)
    if (letter) {
      pc = LETTERS[letter[1]!.toUpperCase()]
      accidental = letter[2]
    }
  }
  if (pc === undefined) return 0
  if (accidental && /^(#|♯|d)/.test(accidental)) pc += 1
  else if (accidental) pc -= 1
  return (pc + 12) % 12
}

type Chord = { root: number; intervals: number[] }

function buildChord(tonic: number, minor: boolean, degree: number, sevenths: boolean, harmonicV: boolean): Chord {
  const scale = minor ? MINOR : MAJOR
  const pcs: number[] = []
  for (const k of sevenths ? [0, 2, 4, 6] : [0, 2, 4]) {
    const idx = degree + k
    let semis = scale[idx % 7]! + 12 * Math.floor(idx / 7)
    if (minor && harmonicV && degree === 4 && idx % 7 === 6) semis += 1
    pcs.push((tonic + semis) % 12)
  }
  const root = pcs[0]!
  return { root, intervals: pcs.map(pc => (pc - root + 12) % 12) }
}

/** Closed voicing inside [lo, lo + 12): smooth voice leading for free. */
function voicing(chord: Chord, lo: number): number[] {
  return chord.intervals
    .map(iv => {
      const pc = (chord.root + iv) % 12
      return lo + ((((pc - lo) % 12) + 12) % 12)
    })
    .sort((a, b) => a - b)
}

function lowestAtLeast(pc: number, lo: number): number {
  return lo + ((((pc - lo) % 12) + 12) % 12)
}

// ---------------------------------------------------------------------------------------------------
// Styles

type DrumKind = 'kick' | 'snare' | 'clap' | 'rim' | 'hat' | 'ohat' | 'shaker' | 'ride' | 'congaHi' | 'congaLo' | 'tom'
type Inst =
  | 'ep'
  | 'piano'
  | 'organ'
  | 'pad'
  | 'guitar'
  | 'mute'
  | 'bass'
  | 'cello'
  | 'lead'
  | 'brass'
  | 'balafon'
  | 'vibes'
  | 'choir'

type Step = [step: number, vel: number]
type DrumBar = Partial<Record<DrumKind, Step[]>>
type BassStep = [step: number, len: number, tone: 'R' | '3' | '5' | '7' | '8' | 'A']
type Rhythm = [step: number, len: number][]

type StyleConfig = {
  grid: 12 | 16
  /** Delay of the off-beat sixteenths, as a fraction of a step (16-step grid only). */
  swing: number
  prog: { major: number[][]; minor: number[][] }
  sevenths: boolean
  harmonicV: boolean
  pentatonic: boolean
  melody: { inst: Inst; lo: number; hi: number; octaveDouble?: number; thirdBelow?: boolean; gain: number }
  rhythms: Rhythm[]
  endings: Rhythm[]
  bass: BassStep[][]
  drums: DrumBar[]
  reverb: number
  target: number
  /** Level of each part, in dB relative to one another (each part's RMS is set to it before mixing). */
  mix: Record<Stem, number>
}

const even16 = (v: number, w: number): Step[] => [0, 2, 4, 6, 8, 10, 12, 14].map(s => [s, s % 4 === 0 ? v : w])

const STYLES: Record<Style, StyleConfig> = {
  pop: {
    grid: 16,
    swing: 0,
    sevenths: false,
    harmonicV: false,
    pentatonic: true,
    prog: {
      major: [
        [0, 4, 5, 3],
        [5, 3, 0, 4],
        [0, 5, 3, 4],
      ],
      minor: [
        [0, 5, 2, 6],
        [0, 6, 5, 6],
        [0, 3, 5, 4],
      ],
    },
    melody: { inst: 'lead', lo: 67, hi: 84, gain: 0.55 },
    rhythms: [
      [
        [0, 4],
        [4, 2],
        [6, 2],
        [8, 6],
      ],
      [
        [0, 3],
        [3, 3],
        [6, 2],
        [10, 2],
        [12, 4],
      ],
      [
        [2, 2],
        [4, 4],
        [8, 2],
        [10, 2],
        [12, 4],
      ],
      [
        [0, 2],
        [2, 2],
        [4, 2],
        [6, 6],
        [12, 4],
      ],
    ],
    endings: [
      [
        [0, 4],
        [4, 12],
      ],
      [
        [0, 2],
        [2, 2],
        [4, 12],
      ],
    ],
    bass: [
      [
        [0, 3, 'R'],
        [3, 3, 'R'],
        [6, 2, '8'],
        [8, 4, 'R'],
        [12, 2, '5'],
        [14, 2, 'R'],
      ],
      [
        [0, 6, 'R'],
        [6, 2, 'R'],
        [8, 6, '5'],
        [14, 2, 'A'],
      ],
    ],
    drums: [
      {
        kick: [
          [0, 1],
          [8, 0.9],
          [10, 0.55],
        ],
        snare: [
          [4, 0.9],
          [12, 0.95],
        ],
        hat: even16(0.5, 0.32),
      },
    ],
    reverb: 0.5,
    target: 0.15,
    mix: { melody: -5, chords: -7, bass: 0, drums: -1.5 },
  },
  afrobeat: {
    grid: 16,
    swing: 0.12,
    sevenths: true,
    harmonicV: false,
    pentatonic: true,
    prog: {
      major: [
        [0, 3, 0, 3],
        [1, 4, 1, 4],
        [0, 0, 3, 4],
      ],
      minor: [
        [0, 3, 0, 3],
        [0, 6, 0, 6],
        [0, 0, 3, 6],
      ],
    },
    melody: { inst: 'brass', lo: 62, hi: 79, octaveDouble: -12, gain: 0.42 },
    rhythms: [
      [
        [0, 2],
        [3, 2],
        [6, 2],
        [10, 2],
        [12, 2],
        [14, 2],
      ],
      [
        [0, 1],
        [2, 2],
        [6, 1],
        [8, 2],
        [11, 3],
      ],
      [
        [3, 2],
        [6, 2],
        [8, 2],
        [11, 2],
        [14, 2],
      ],
      [
        [0, 3],
        [4, 1],
        [6, 2],
        [10, 1],
        [12, 3],
      ],
    ],
    endings: [
      [
        [0, 2],
        [3, 2],
        [6, 10],
      ],
      [
        [0, 3],
        [4, 12],
      ],
    ],
    bass: [
      [
        [0, 2, 'R'],
        [3, 1, 'R'],
        [4, 1, '8'],
        [6, 2, '5'],
        [8, 2, 'R'],
        [11, 1, '3'],
        [12, 2, '5'],
        [14, 2, '8'],
      ],
      [
        [0, 3, 'R'],
        [3, 1, '8'],
        [6, 2, '7'],
        [8, 2, '5'],
        [10, 2, 'R'],
        [14, 2, 'A'],
      ],
    ],
    drums: [
      {
        kick: [
          [0, 1],
          [7, 0.55],
          [8, 0.9],
          [14, 0.5],
        ],
        snare: [
          [4, 0.45],
          [7, 0.2],
          [10, 0.28],
          [12, 0.85],
          [15, 0.22],
        ],
        hat: Array.from({ length: 16 }, (_, s): Step => [s, s % 4 === 0 ? 0.45 : s % 2 === 0 ? 0.32 : 0.2]),
        ohat: [
          [6, 0.3],
          [14, 0.3],
        ],
        congaHi: [
          [2, 0.55],
          [3, 0.45],
          [10, 0.55],
          [11, 0.45],
        ],
        congaLo: [
          [6, 0.6],
          [15, 0.45],
        ],
        shaker: Array.from({ length: 16 }, (_, s): Step => [s, s % 2 === 0 ? 0.22 : 0.3]),
      },
    ],
    reverb: 0.35,
    target: 0.16,
    mix: { melody: -5, chords: -7, bass: 0, drums: -1 },
  },
  makossa: {
    grid: 16,
    swing: 0.05,
    sevenths: false,
    harmonicV: true,
    pentatonic: true,
    prog: {
      major: [
        [0, 3, 4, 0],
        [0, 4, 5, 3],
        [0, 3, 0, 4],
      ],
      minor: [
        [0, 3, 6, 2],
        [0, 5, 6, 0],
      ],
    },
    melody: { inst: 'guitar', lo: 64, hi: 84, gain: 0.5 },
    rhythms: [
      [
        [0, 2],
        [2, 2],
        [4, 1],
        [6, 2],
        [8, 2],
        [10, 2],
        [12, 4],
      ],
      [
        [0, 1],
        [2, 1],
        [3, 2],
        [6, 2],
        [8, 1],
        [10, 2],
        [12, 2],
        [14, 2],
      ],
      [
        [2, 2],
        [4, 2],
        [7, 2],
        [10, 2],
        [12, 4],
      ],
    ],
    endings: [
      [
        [0, 2],
        [2, 2],
        [4, 12],
      ],
    ],
    bass: [
      [
        [0, 2, 'R'],
        [2, 2, '8'],
        [4, 2, 'R'],
        [6, 2, '5'],
        [8, 2, 'R'],
        [10, 2, '8'],
        [12, 2, '5'],
        [14, 2, 'A'],
      ],
      [
        [0, 2, 'R'],
        [3, 1, 'R'],
        [4, 2, '8'],
        [6, 2, '5'],
        [8, 2, '3'],
        [10, 2, '5'],
        [12, 2, '8'],
        [14, 2, 'A'],
      ],
    ],
    drums: [
      {
        kick: [
          [0, 0.95],
          [4, 0.8],
          [8, 0.9],
          [12, 0.8],
        ],
        snare: [
          [4, 0.7],
          [12, 0.8],
        ],
        ohat: [
          [2, 0.32],
          [6, 0.32],
          [10, 0.32],
          [14, 0.32],
        ],
        hat: [
          [0, 0.25],
          [4, 0.25],
          [8, 0.25],
          [12, 0.25],
          [5, 0.15],
          [13, 0.15],
        ],
        congaHi: [
          [3, 0.4],
          [7, 0.35],
          [11, 0.4],
          [15, 0.35],
        ],
        shaker: Array.from({ length: 16 }, (_, s): Step => [s, 0.18]),
      },
    ],
    reverb: 0.35,
    target: 0.16,
    mix: { melody: -5, chords: -7, bass: 0, drums: -1.5 },
  },
  bikutsi: {
    grid: 12,
    swing: 0,
    sevenths: false,
    harmonicV: false,
    pentatonic: true,
    prog: {
      major: [
        [0, 4, 3, 4],
        [0, 3, 4, 4],
        [0, 6, 3, 4],
      ],
      minor: [
        [0, 6, 5, 6],
        [0, 6, 0, 6],
        [0, 5, 6, 0],
      ],
    },
    melody: { inst: 'balafon', lo: 67, hi: 86, gain: 0.55 },
    rhythms: [
      [
        [0, 1],
        [1, 1],
        [2, 1],
        [3, 2],
        [6, 1],
        [7, 1],
        [8, 1],
        [9, 3],
      ],
      [
        [0, 2],
        [2, 1],
        [3, 1],
        [4, 2],
        [6, 2],
        [8, 1],
        [9, 2],
        [11, 1],
      ],
      [
        [0, 3],
        [3, 1],
        [4, 1],
        [5, 1],
        [6, 3],
        [9, 3],
      ],
    ],
    endings: [
      [
        [0, 1],
        [1, 1],
        [2, 1],
        [3, 9],
      ],
    ],
    bass: [
      [
        [0, 2, 'R'],
        [3, 2, '5'],
        [6, 2, 'R'],
        [8, 1, '8'],
        [9, 2, '5'],
        [11, 1, 'A'],
      ],
      [
        [0, 3, 'R'],
        [3, 2, 'R'],
        [6, 2, '5'],
        [9, 2, '8'],
      ],
    ],
    drums: [
      {
        kick: [
          [0, 1],
          [6, 0.9],
          [9, 0.45],
        ],
        rim: [
          [3, 0.55],
          [9, 0.55],
        ],
        snare: [
          [3, 0.35],
          [9, 0.45],
        ],
        hat: Array.from({ length: 12 }, (_, s): Step => [s, s % 3 === 0 ? 0.42 : 0.22]),
        congaHi: [
          [2, 0.4],
          [5, 0.45],
          [8, 0.4],
          [11, 0.45],
        ],
        shaker: Array.from({ length: 12 }, (_, s): Step => [s, 0.2]),
      },
    ],
    reverb: 0.3,
    target: 0.16,
    mix: { melody: -5, chords: -7, bass: 0, drums: -1.5 },
  },
  rumba: {
    grid: 16,
    swing: 0.06,
    sevenths: false,
    harmonicV: true,
    pentatonic: true,
    prog: {
      major: [
        [0, 3, 4, 3],
        [0, 4, 0, 4],
        [0, 3, 4, 4],
      ],
      minor: [
        [0, 3, 4, 0],
        [0, 6, 3, 4],
      ],
    },
    melody: { inst: 'guitar', lo: 64, hi: 83, thirdBelow: true, gain: 0.42 },
    rhythms: [
      [
        [0, 6],
        [6, 2],
        [8, 4],
        [12, 4],
      ],
      [
        [0, 3],
        [3, 3],
        [6, 2],
        [8, 8],
      ],
      [
        [2, 2],
        [4, 2],
        [6, 2],
        [8, 4],
        [12, 2],
        [14, 2],
      ],
    ],
    endings: [
      [
        [0, 4],
        [4, 12],
      ],
      [
        [2, 2],
        [4, 12],
      ],
    ],
    bass: [
      [
        [0, 5, 'R'],
        [6, 2, '5'],
        [8, 4, '8'],
        [12, 4, '5'],
      ],
      [
        [0, 4, 'R'],
        [6, 2, 'R'],
        [8, 4, '3'],
        [12, 2, '5'],
        [14, 2, 'A'],
      ],
    ],
    drums: [
      {
        kick: [
          [0, 0.75],
          [6, 0.5],
          [8, 0.65],
        ],
        rim: [
          [0, 0.5],
          [6, 0.45],
          [12, 0.45],
        ],
        snare: [[12, 0.35]],
        hat: even16(0.28, 0.18),
        congaLo: [
          [6, 0.55],
          [7, 0.45],
        ],
        congaHi: [
          [4, 0.4],
          [12, 0.4],
          [14, 0.5],
        ],
        shaker: Array.from({ length: 16 }, (_, s): Step => [s, s % 4 === 2 ? 0.35 : 0.2]),
      },
      {
        kick: [
          [0, 0.75],
          [6, 0.5],
          [8, 0.65],
        ],
        rim: [
          [4, 0.5],
          [8, 0.5],
        ],
        snare: [[12, 0.35]],
        hat: even16(0.28, 0.18),
        congaLo: [
          [6, 0.55],
          [7, 0.45],
        ],
        congaHi: [
          [4, 0.4],
          [12, 0.4],
          [14, 0.5],
        ],
        shaker: Array.from({ length: 16 }, (_, s): Step => [s, s % 4 === 2 ? 0.35 : 0.2]),
      },
    ],
    reverb: 0.45,
    target: 0.146,
    mix: { melody: -4, chords: -6, bass: 0, drums: -4 },
  },
  jazz: {
    grid: 12,
    swing: 0,
    sevenths: true,
    harmonicV: true,
    pentatonic: false,
    prog: {
      major: [
        [1, 4, 0, 5],
        [0, 5, 1, 4],
        [2, 5, 1, 4],
      ],
      minor: [
        [1, 4, 0, 0],
        [0, 3, 1, 4],
      ],
    },
    melody: { inst: 'vibes', lo: 65, hi: 84, gain: 0.55 },
    rhythms: [
      [
        [0, 2],
        [2, 1],
        [3, 2],
        [5, 1],
        [6, 3],
        [9, 3],
      ],
      [
        [2, 1],
        [3, 3],
        [6, 2],
        [8, 1],
        [9, 2],
        [11, 1],
      ],
      [
        [0, 5],
        [5, 1],
        [6, 2],
        [8, 4],
      ],
      [
        [0, 3],
        [5, 1],
        [6, 2],
        [8, 1],
        [9, 3],
      ],
    ],
    endings: [
      [
        [0, 2],
        [2, 1],
        [3, 9],
      ],
    ],
    bass: [
      [
        [0, 3, 'R'],
        [3, 3, '3'],
        [6, 3, '5'],
        [9, 3, 'A'],
      ],
      [
        [0, 3, 'R'],
        [3, 3, '5'],
        [6, 3, '8'],
        [9, 3, 'A'],
      ],
    ],
    drums: [
      {
        ride: [
          [0, 0.5],
          [3, 0.6],
          [5, 0.38],
          [6, 0.5],
          [9, 0.6],
          [11, 0.38],
        ],
        hat: [
          [3, 0.3],
          [9, 0.3],
        ],
        kick: [
          [0, 0.22],
          [3, 0.16],
          [6, 0.22],
          [9, 0.16],
        ],
      },
    ],
    reverb: 0.55,
    target: 0.141,
    mix: { melody: -4, chords: -6, bass: 0, drums: -7 },
  },
  gospel: {
    grid: 12,
    swing: 0,
    sevenths: true,
    harmonicV: true,
    pentatonic: false,
    prog: {
      major: [
        [3, 4, 2, 5],
        [0, 5, 1, 4],
        [3, 4, 0, 0],
      ],
      minor: [
        [3, 4, 0, 5],
        [0, 5, 3, 4],
      ],
    },
    melody: { inst: 'piano', lo: 67, hi: 84, octaveDouble: -12, gain: 0.5 },
    rhythms: [
      [
        [0, 3],
        [3, 3],
        [6, 6],
      ],
      [
        [0, 2],
        [2, 1],
        [3, 3],
        [6, 3],
        [9, 3],
      ],
      [
        [0, 6],
        [6, 2],
        [8, 1],
        [9, 3],
      ],
    ],
    endings: [
      [
        [0, 3],
        [3, 9],
      ],
    ],
    bass: [
      [
        [0, 3, 'R'],
        [5, 1, 'R'],
        [6, 3, '5'],
        [9, 2, '8'],
        [11, 1, 'A'],
      ],
      [
        [0, 5, 'R'],
        [6, 3, 'R'],
        [9, 3, 'A'],
      ],
    ],
    drums: [
      {
        kick: [
          [0, 1],
          [5, 0.45],
          [6, 0.9],
        ],
        snare: [
          [3, 0.9],
          [9, 0.95],
        ],
        clap: [
          [3, 0.5],
          [9, 0.55],
        ],
        hat: Array.from({ length: 12 }, (_, s): Step => [s, s % 3 === 0 ? 0.4 : s % 3 === 2 ? 0.26 : 0]).filter(
          s => s[1] > 0,
        ),
      },
    ],
    reverb: 0.5,
    target: 0.15,
    mix: { melody: -5, chords: -5, bass: 0, drums: -2 },
  },
  lofi: {
    grid: 16,
    swing: 0.33,
    sevenths: true,
    harmonicV: false,
    pentatonic: true,
    prog: {
      major: [
        [3, 2, 1, 0],
        [1, 4, 0, 5],
        [0, 5, 1, 4],
      ],
      minor: [
        [0, 5, 3, 4],
        [0, 3, 5, 6],
      ],
    },
    melody: { inst: 'lead', lo: 65, hi: 81, gain: 0.42 },
    rhythms: [
      [
        [0, 6],
        [8, 2],
        [10, 6],
      ],
      [
        [2, 2],
        [4, 4],
        [10, 2],
        [12, 4],
      ],
      [
        [0, 3],
        [3, 5],
        [12, 4],
      ],
    ],
    endings: [[[0, 16]]],
    bass: [
      [
        [0, 7, 'R'],
        [10, 4, 'R'],
        [14, 2, '5'],
      ],
      [
        [0, 6, 'R'],
        [7, 1, 'R'],
        [10, 4, '5'],
        [14, 2, 'A'],
      ],
    ],
    drums: [
      {
        kick: [
          [0, 0.85],
          [7, 0.5],
          [10, 0.75],
        ],
        snare: [
          [4, 0.65],
          [12, 0.7],
        ],
        hat: even16(0.3, 0.2),
      },
    ],
    reverb: 0.5,
    target: 0.141,
    mix: { melody: -6, chords: -4.5, bass: 0, drums: -3 },
  },
  classical: {
    grid: 16,
    swing: 0,
    sevenths: false,
    harmonicV: true,
    pentatonic: false,
    prog: {
      major: [
        [0, 5, 3, 4],
        [0, 3, 4, 0],
        [0, 4, 5, 3],
      ],
      minor: [
        [0, 3, 4, 0],
        [0, 5, 3, 4],
      ],
    },
    melody: { inst: 'piano', lo: 67, hi: 88, gain: 0.55 },
    rhythms: [
      [
        [0, 4],
        [4, 4],
        [8, 4],
        [12, 4],
      ],
      [
        [0, 6],
        [6, 2],
        [8, 8],
      ],
      [
        [0, 2],
        [2, 2],
        [4, 4],
        [8, 4],
        [12, 4],
      ],
    ],
    endings: [
      [
        [0, 4],
        [4, 12],
      ],
      [[0, 16]],
    ],
    bass: [
      [
        [0, 8, 'R'],
        [8, 8, '5'],
      ],
      [[0, 16, 'R']],
    ],
    drums: [],
    reverb: 0.7,
    target: 0.122,
    mix: { melody: -3, chords: -4, bass: -3, drums: 0 },
  },
}

// ---------------------------------------------------------------------------------------------------
// Score

type Stem = 'melody' | 'chords' | 'bass' | 'drums'
type Note = {
  t: number
  dur: number
  midi: number
  vel: number
  inst: Inst
  pan: number
  send: number
  gain: number
  stem: Stem
}
type Hit = { t: number; kind: DrumKind; vel: number }

type MelodyNote = { step: number; len: number; midi: number; vel: number }

function generatePhrase(
  rng: Rng,
  cfg: StyleConfig,
  chords: Chord[],
  tonic: number,
  minor: boolean,
  endOnTonic: boolean,
): MelodyNote[][] {
  const scale = cfg.pentatonic ? (minor ? MINOR_PENTA : MAJOR_PENTA) : minor ? MINOR : MAJOR
  const { lo, hi } = cfg.melody
  const pitches: number[] = []
  for (let m = lo; m <= hi; m++) if (scale.includes((m - tonic + 120) % 12)) pitches.push(m)
  const center = (pitches.length - 1) / 2
  const isChordTone = (m: number, chord: Chord): boolean =>
    chord.intervals.some(iv => (chord.root + iv) % 12 === m % 12)
  const nearestChordTone = (idx: number, chord: Chord, rootOnly = false): number => {
    for (let d = 0; d < pitches.length; d++) {
      for (const j of [idx - d, idx + d]) {
        const m = pitches[j]
        if (m === undefined) continue
        if (rootOnly ? m % 12 === chord.root : isChordTone(m, chord)) return j
      }
    }
    return idx
  }
  let idx = Math.round(center + rng.range(-2, 2))
  const bars: MelodyNote[][] = []
  const half = cfg.grid / 2
  for (let b = 0; b < chords.length; b++) {
    const chord = chords[b]!
    const last = b === chords.length - 1
    const rhythm = last ? rng.pick(cfg.endings) : rng.pick(cfg.rhythms)
    const notes: MelodyNote[] = []
    rhythm.forEach(([step, len], n) => {
      if (!last && n > 0 && rng.chance(0.08)) return
      const r = rng.next()
      const size = r < 0.12 ? 0 : r < 0.66 ? 1 : r < 0.9 ? 2 : 3
      const upBias = 0.5 + clamp((center - idx) / pitches.length, -0.4, 0.4)
      idx = clamp(idx + (rng.chance(upBias) ? size : -size), 0, pitches.length - 1)
      if (step % half === 0) idx = nearestChordTone(idx, chord)
      const final = last && n === rhythm.length - 1
      if (final) idx = nearestChordTone(idx, endOnTonic ? { root: tonic, intervals: [0] } : chord, true)
      const vel = clamp((step % half === 0 ? 0.82 : 0.7) + rng.range(-0.06, 0.06), 0.3, 1)
      notes.push({ step, len, midi: pitches[idx]!, vel })
    })
    bars.push(notes)
  }
  return bars
}

/** The scale note `steps` diatonic degrees away (negative = down). */
function diatonicShift(midi: number, steps: number, tonic: number, minor: boolean): number {
  const scale = minor ? MINOR : MAJOR
  let m = midi
  let remaining = Math.abs(steps)
  const dir = Math.sign(steps)
  while (remaining > 0) {
    m += dir
    if (scale.includes((m - tonic + 120) % 12)) remaining--
  }
  return m
}

export function buildScore(
  input: RenderInput,
  sr: number,
): { notes: Note[]; hits: Hit[]; cfg: StyleConfig; style: Style; length: number } {
  const { hints } = input
  const style: Style = hints.style in STYLES ? hints.style : 'pop'
  const cfg = STYLES[style]
  const rng = makeRng(input.seed)
  const minor = hints.mode === 'minor'
  const tonic = parseKey(hints.key)
  const bpm = clamp(Number.isFinite(hints.bpm) && hints.bpm > 0 ? hints.bpm : 100, 50, 200)
  const duration = Math.max(3, input.durationSeconds)
  const grid = cfg.grid
  const barDur = (4 * 60) / bpm
  const stepDur = barDur / grid

  const degrees = rng.pick(minor ? cfg.prog.minor : cfg.prog.major)
  const chords = degrees.map(d => buildChord(tonic, minor, d, cfg.sevenths, cfg.harmonicV))
  const tonicChord = buildChord(tonic, minor, 0, cfg.sevenths, cfg.harmonicV)

  // Bars: an optional intro (vamp on the first two chords), the body, then a final tonic bar that rings out.
  const bodyBars = Math.max(1, Math.floor((duration - 0.8) / barDur))
  let intro = 0
  for (const n of [2, 4]) if (n * barDur <= Math.min(7, duration * 0.25) && bodyBars - n >= 5) intro = n
  const finalBar = bodyBars - 1
  const chordAt = (bar: number): Chord => {
    if (bar >= finalBar) return tonicChord
    if (bar < intro) return chords[bar % 2]!
    return chords[(bar - intro) % chords.length]!
  }

  const phraseA = generatePhrase(rng, cfg, chords, tonic, minor, false)
  const phraseB = generatePhrase(rng, cfg, chords, tonic, minor, false)
  const phraseA2 = generatePhrase(rng, cfg, chords, tonic, minor, true).map((bar, i) => (i < 2 ? phraseA[i]! : bar))
  const phraseOrder = [phraseA, phraseA2, phraseB, phraseA2]
  const bassChoice = rng.int(cfg.bass.length)

  const notes: Note[] = []
  const hits: Hit[] = []
  const jitter = (): number => rng.range(-0.004, 0.004)
  const time = (bar: number, step: number): number => {
    const swing = grid === 16 && step % 2 === 1 ? cfg.swing * stepDur : 0
    return bar * barDur + step * stepDur + swing
  }
  const add = (n: Omit<Note, 'gain'> & { gain?: number }): void => {
    if (n.t < duration) notes.push({ gain: 1, ...n, t: Math.max(0, n.t) })
  }
  const bassMidi = (pc: number): number => lowestAtLeast(pc, 36)

  for (let bar = 0; bar < bodyBars; bar++) {
    const chord = chordAt(bar)
    const next = chordAt(bar + 1)
    const final = bar === finalBar
    const phraseIndex = Math.floor((bar - intro) / 4)
    const inPhrase = (bar - intro) % 4

    // ---- chords / accompaniment
    const comp = (
      inst: Inst,
      lo: number,
      steps: [number, number, number][],
      opts: { pan?: number; send?: number; gain?: number; strum?: number } = {},
    ): void => {
      const v = voicing(chord, lo)
      for (const [step, len, vel] of steps) {
        v.forEach((m, k) =>
          add({
            t: time(bar, step) + k * (opts.strum ?? 0) + jitter(),
            dur: len * stepDur,
            midi: m,
            vel: vel * rng.range(0.92, 1.04),
            inst,
            pan: opts.pan ?? -0.2,
            send: opts.send ?? 0.3,
            gain: opts.gain ?? 1,
            stem: 'chords',
          }),
        )
      }
    }
    const arpeggio = (
      inst: Inst,
      lo: number,
      steps: number[],
      order: number[],
      len: number,
      vel: number,
      pan: number,
      gain = 1,
    ): void => {
      const v = voicing(chord, lo)
      const tones = [...v, v[0]! + 12]
      steps.forEach((step, k) => {
        const m = tones[order[k % order.length]! % tones.length]!
        add({
          t: time(bar, step) + jitter(),
          dur: len * stepDur,
          midi: m,
          vel: vel * (step % (grid / 4) === 0 ? 1 : 0.8) * rng.range(0.9, 1.05),
          inst,
          pan,
          send: 0.25,
          gain,
          stem: 'chords',
        })
      })
    }

    if (final) {
      const ring = Math.max(barDur, duration - time(bar, 0))
      const hold = Math.min(ring, 4)
      const lead =
        style === 'classical' || style === 'gospel'
          ? 'piano'
          : style === 'jazz' || style === 'lofi'
            ? 'ep'
            : style === 'rumba' || style === 'makossa'
              ? 'guitar'
              : style === 'bikutsi'
                ? 'balafon'
                : 'ep'
      voicing(chord, 55).forEach((m, k) =>
        add({
          t: time(bar, 0) + k * 0.012,
          dur: hold,
          midi: m,
          vel: 0.6,
          inst: lead,
          pan: -0.15 + 0.1 * k,
          send: 0.4,
          stem: 'chords',
        }),
      )
      voicing(chord, 60).forEach(m =>
        add({
          t: time(bar, 0),
          dur: hold,
          midi: m,
          vel: 0.4,
          inst: 'pad',
          pan: 0,
          send: 0.5,
          gain: 0.7,
          stem: 'chords',
        }),
      )
      add({
        t: time(bar, 0),
        dur: hold,
        midi: bassMidi(chord.root),
        vel: 0.8,
        inst: style === 'classical' ? 'cello' : 'bass',
        pan: 0,
        send: 0.05,
        stem: 'bass',
      })
      const melodyTonic = lowestAtLeast(tonic, cfg.melody.lo + 3)
      add({
        t: time(bar, 0),
        dur: hold,
        midi: melodyTonic,
        vel: 0.7,
        inst: cfg.melody.inst,
        pan: 0.1,
        send: 0.4,
        gain: cfg.melody.gain,
        stem: 'melody',
      })
      if (cfg.drums.length) {
        hits.push({ t: time(bar, 0), kind: 'kick', vel: 0.9 })
        hits.push({ t: time(bar, 0), kind: 'ohat', vel: 0.4 })
      }
      continue
    }

    switch (style) {
      case 'pop':
        comp('ep', 55, [
          [0, 6, 0.55],
          [6, 4, 0.42],
          [10, 6, 0.5],
        ])
        comp('pad', 60, [[0, 16, 0.4]], { pan: 0, send: 0.5, gain: 0.55 })
        break
      case 'afrobeat':
        comp(
          'organ',
          60,
          [
            [2, 1.2, 0.5],
            [6, 1.2, 0.45],
            [10, 1.2, 0.5],
            [14, 1.2, 0.45],
          ],
          { pan: -0.3, send: 0.2, gain: 0.7 },
        )
        arpeggio('mute', 64, [0, 3, 4, 6, 8, 11, 12, 14], [0, 2, 1, 2, 0, 3, 1, 2], 1, 0.55, 0.35)
        break
      case 'makossa':
        comp(
          'ep',
          57,
          [
            [0, 2, 0.5],
            [3, 2, 0.4],
            [6, 2, 0.45],
            [10, 4, 0.45],
          ],
          { pan: -0.25 },
        )
        arpeggio('guitar', 64, [0, 2, 4, 6, 8, 10, 12, 14], [0, 1, 2, 3, 2, 1, 0, 2], 2, 0.42, 0.35, 0.8)
        break
      case 'bikutsi':
        arpeggio(
          'mute',
          62,
          Array.from({ length: 12 }, (_, s) => s),
          [0, 1, 2, 1, 0, 2, 3, 2, 1, 2, 0, 2],
          1,
          0.5,
          -0.3,
        )
        comp('pad', 55, [[0, 12, 0.35]], { pan: 0, send: 0.4, gain: 0.5 })
        break
      case 'rumba':
        arpeggio('guitar', 64, [0, 2, 4, 6, 8, 10, 12, 14], [0, 1, 2, 3, 2, 1, 2, 1], 3, 0.45, -0.35, 0.85)
        comp('pad', 55, [[0, 16, 0.35]], { pan: 0, send: 0.5, gain: 0.45 })
        break
      case 'jazz': {
        const charleston = rng.pick<[number, number, number][]>([
          [
            [0, 2, 0.5],
            [5, 3, 0.42],
          ],
          [
            [2, 1, 0.42],
            [8, 3, 0.48],
          ],
          [
            [0, 4, 0.5],
            [9, 2, 0.4],
          ],
        ])
        comp('ep', 53, charleston, { pan: -0.25, send: 0.35 })
        break
      }
      case 'gospel':
        comp('organ', 55, [[0, 12, 0.32]], { pan: -0.25, send: 0.4, gain: 0.6 })
        comp(
          'piano',
          60,
          [
            [0, 3, 0.55],
            [5, 1, 0.38],
            [6, 3, 0.5],
            [9, 3, 0.45],
          ],
          { pan: 0.2, send: 0.3 },
        )
        break
      case 'lofi':
        comp(
          'ep',
          53,
          [
            [0, 9, 0.5],
            [10, 6, 0.4],
          ],
          { pan: -0.15, send: 0.35, strum: 0.018 },
        )
        break
      case 'classical':
        arpeggio('piano', 48, [0, 2, 4, 6, 8, 10, 12, 14], [0, 2, 1, 2], 2.6, 0.42, -0.25, 0.8)
        comp('pad', 60, [[0, 16, 0.3]], { pan: 0, send: 0.6, gain: 0.45 })
        break
    }

    // ---- bass
    const bassPattern = cfg.bass[bar < intro ? 0 : (bassChoice + (phraseIndex % 2)) % cfg.bass.length]!
    for (const [step, len, tone] of bassPattern) {
      const root = bassMidi(chord.root)
      let m: number
      switch (tone) {
        case 'R':
          m = root
          break
        case '3':
          m = root + (chord.intervals[1] ?? 4)
          break
        case '5':
          m = root + (chord.intervals[2] ?? 7)
          break
        case '7':
          m = root + (chord.intervals[3] ?? 10)
          break
        case '8':
          m = root + 12
          break
        case 'A': {
          const target = bassMidi(next.root)
          m = target === root ? root + 7 : target + (rng.chance(0.5) ? -1 : 1)
          break
        }
      }
      add({
        t: time(bar, step) + jitter(),
        dur: len * stepDur * 0.92,
        midi: m,
        vel: (step === 0 ? 0.9 : 0.75) * rng.range(0.92, 1.04),
        inst: style === 'classical' ? 'cello' : 'bass',
        pan: 0,
        send: 0.04,
        stem: 'bass',
      })
    }

    // ---- melody
    if (bar >= intro) {
      const phrase = phraseOrder[phraseIndex % phraseOrder.length]!
      const mel = cfg.melody
      for (const n of phrase[inPhrase]!) {
        const t = time(bar, n.step) + jitter()
        const dur = n.len * stepDur * (style === 'afrobeat' ? 0.7 : 0.95)
        add({ t, dur, midi: n.midi, vel: n.vel, inst: mel.inst, pan: 0.12, send: 0.35, gain: mel.gain, stem: 'melody' })
        if (mel.octaveDouble)
          add({
            t: t + 0.003,
            dur,
            midi: n.midi + mel.octaveDouble,
            vel: n.vel * 0.8,
            inst: mel.inst,
            pan: -0.12,
            send: 0.35,
            gain: mel.gain * 0.55,
            stem: 'melody',
          })
        if (mel.thirdBelow)
          add({
            t: t + 0.006,
            dur,
            midi: diatonicShift(n.midi, -2, tonic, minor),
            vel: n.vel * 0.85,
            inst: mel.inst,
            pan: -0.2,
            send: 0.35,
            gain: mel.gain * 0.7,
            stem: 'melody',
          })
      }
    }

    // ---- drums
    if (cfg.drums.length) {
      const pattern = cfg.drums[bar % cfg.drums.length]!
      const intoFill = inPhrase === 3 && bar >= intro && bar + 1 < finalBar
      for (const kind of Object.keys(pattern) as DrumKind[]) {
        if (bar < intro && bar === 0 && (kind === 'snare' || kind === 'clap')) continue
        for (const [step, vel] of pattern[kind]!) {
          if (intoFill && style !== 'jazz' && step >= grid - grid / 4 && (kind === 'snare' || kind === 'kick')) continue
          hits.push({ t: time(bar, step) + jitter(), kind, vel: vel * rng.range(0.88, 1.05) })
        }
      }
      if (intoFill && style !== 'jazz') {
        const from = grid - grid / 4
        for (let s = from; s < grid; s++) {
          const kind: DrumKind =
            style === 'afrobeat' || style === 'makossa' || style === 'rumba'
              ? s % 2
                ? 'congaLo'
                : 'congaHi'
              : s < grid - 1
                ? 'snare'
                : 'tom'
          hits.push({ t: time(bar, s) + jitter(), kind, vel: 0.35 + (0.4 * (s - from)) / (grid / 4) })
        }
      }
      if (inPhrase === 0 && bar >= intro && bar > 0 && style !== 'jazz' && style !== 'lofi')
        hits.push({ t: time(bar, 0), kind: 'ohat', vel: 0.35 })
      if (style === 'jazz' && rng.chance(0.6))
        hits.push({ t: time(bar, rng.pick([2, 5, 8, 11])) + jitter(), kind: 'snare', vel: 0.18 })
    }
  }

  return { notes, hits, cfg, style, length: Math.ceil(duration * sr) }
}

// ---------------------------------------------------------------------------------------------------
// Voices (mono, written into a scratch buffer; return the number of samples)

function renderVoice(n: Note, sr: number, out: Float32Array, rng: Rng): number {
  const f = mtof(n.midi)
  const nyq = sr / 2
  const v = n.vel
  const release = (t: number, r: number): number => {
    if (t <= n.dur) return 1
    const x = (t - n.dur) / r
    return x >= 1 ? 0 : (1 - x) * (1 - x)
  }
  const attack = (t: number, a: number): number => (t < a ? t / a : 1)
  let len: number
  switch (n.inst) {
    case 'ep': {
      len = Math.min(out.length, Math.ceil((n.dur + 0.35) * sr))
      const decayRate = 0.7 + f / 900
      const tine = f * 7 < nyq * 0.8
      let amp = 1,
        mod = 1,
        tineEnv = 1
      const kAmp = Math.exp(-decayRate / sr),
        kMod = Math.exp(-4 / sr),
        kTine = Math.exp(-50 / sr)
      const index = 0.5 + 0.9 * v
      for (let i = 0; i < len; i++) {
        const t = i / sr
        const ph = f * t
        let x = fastSin(ph + ((index * mod + 0.15) / (2 * Math.PI)) * fastSin(ph))
        if (tine) x += 0.1 * v * tineEnv * fastSin(ph * 7)
        out[i] = x * amp * attack(t, 0.003) * release(t, 0.3) * v
        amp *= kAmp
        mod *= kMod
        tineEnv *= kTine
      }
      return len
    }
    case 'piano': {
      len = Math.min(out.length, Math.ceil(Math.min(n.dur + 0.25, 4) * sr))
      out.fill(0, 0, len)
      const amps = [1, 0.5, 0.3, 0.2, 0.12, 0.08, 0.05]
      const scale = (f / 260) ** 0.35
      for (let h = 1; h <= amps.length; h++) {
        const fh = h * f * Math.sqrt(1 + 0.0003 * h * h)
        if (fh > nyq * 0.85) break
        const a0 = amps[h - 1]! * v ** ((h - 1) * 0.4)
        const k = Math.exp((-(0.6 + 0.45 * h) * scale) / sr)
        let env = a0
        for (let i = 0; i < len; i++) {
          out[i] = out[i]! + env * fastSin(fh * (i / sr))
          env *= k
        }
      }
      for (let i = 0; i < len; i++) {
        const t = i / sr
        out[i] = out[i]! * attack(t, 0.002) * release(t, 0.2) * v * 0.7
      }
      return len
    }
    case 'organ': {
      len = Math.min(out.length, Math.ceil((n.dur + 0.08) * sr))
      let ph = rng.next()
      for (let i = 0; i < len; i++) {
        const t = i / sr
        ph += (f * (1 + 0.0018 * fastSin(5.6 * t))) / sr
        out[i] = readTable(ORGAN, ph) * attack(t, 0.008) * release(t, 0.07) * v * 0.6
      }
      return len
    }
    case 'pad':
    case 'choir': {
      const r = n.inst === 'pad' ? 0.6 : 0.45
      len = Math.min(out.length, Math.ceil((n.dur + r) * sr))
      const table = n.inst === 'pad' ? SAW : CHOIR
      const det = n.inst === 'pad' ? [-0.006, 0.006] : [-0.005, 0, 0.005]
      const phases = det.map(() => rng.next())
      const a = Math.min(0.4, n.dur * 0.4)
      const c = onePoleCoef(n.inst === 'pad' ? 1200 + 500 * v : 2200, sr)
      let y1 = 0,
        y2 = 0
      for (let i = 0; i < len; i++) {
        const t = i / sr
        const vib = 1 + 0.003 * fastSin(5 * t)
        let x = 0
        for (let k = 0; k < det.length; k++) {
          phases[k] = phases[k]! + (f * (1 + det[k]!) * vib) / sr
          x += readTable(table, phases[k]!)
        }
        y1 += c * (x / det.length - y1)
        y2 += c * (y1 - y2)
        out[i] = y2 * attack(t, a) * release(t, r) * v * 0.6
      }
      return len
    }
    case 'guitar':
    case 'mute': {
      // Karplus-Strong with a fractional delay, plucked a fifth of the way along the string.
      const muted = n.inst === 'mute'
      const t60 = muted ? 0.22 : Math.min(2.4, 0.9 + 160 / f)
      len = Math.min(out.length, Math.ceil((Math.min(n.dur, t60) + 0.12) * sr))
      const period = sr / f
      const delay = period - 0.5
      const g = 0.001 ** (1 / (f * t60))
      const exLen = Math.max(2, Math.round(period))
      const ex = new Float32Array(exLen)
      let lp = 0
      const brightness = muted ? 0.32 : 0.22 + 0.3 * v
      for (let i = 0; i < exLen; i++) {
        lp += brightness * (rng.next() * 2 - 1 - lp)
        ex[i] = lp
      }
      const pick = Math.max(1, Math.round(exLen * 0.2))
      for (let i = exLen - 1; i >= pick; i--) ex[i] = ex[i]! - 0.6 * ex[i - pick]!
      const read = (pos: number): number => {
        if (pos < 0) return 0
        const i0 = Math.floor(pos)
        const fr = pos - i0
        return out[i0]! * (1 - fr) + (i0 + 1 < len ? out[i0 + 1]! : 0) * fr
      }
      for (let i = 0; i < len; i++) {
        const x = i < exLen ? ex[i]! : 0
        const fb = i - delay >= 1 ? 0.5 * (read(i - delay) + read(i - delay - 1)) : 0
        out[i] = x + g * fb
      }
      for (let i = 0; i < len; i++) {
        const t = i / sr
        out[i] = out[i]! * release(t, 0.1) * v * 0.9
      }
      return len
    }
    case 'bass':
    case 'cello': {
      const cello = n.inst === 'cello'
      len = Math.min(out.length, Math.ceil((n.dur + (cello ? 0.3 : 0.06)) * sr))
      let ph = 0,
        y = 0,
        pluck = 1
      const kPluck = Math.exp(-8 / sr)
      for (let i = 0; i < len; i++) {
        const t = i / sr
        if (cello) {
          ph += (f * (1 + 0.003 * fastSin(5 * t) * Math.min(1, t * 3))) / sr
          y += onePoleCoef(700, sr) * (readTable(SAW, ph) - y)
          out[i] = y * attack(t, 0.09) * release(t, 0.3) * v * 0.8
        } else {
          ph += f / sr
          const c = onePoleCoef(220 + 1300 * v * pluck, sr)
          y += c * (readTable(BASS, ph) - y)
          const body = (0.55 + 0.45 * pluck) * Math.exp(-0.4 * t)
          out[i] = (Math.tanh(1.6 * y * body) / Math.tanh(1.6)) * attack(t, 0.004) * release(t, 0.05) * v
          pluck *= kPluck
        }
      }
      return len
    }
    case 'lead': {
      len = Math.min(out.length, Math.ceil((n.dur + 0.15) * sr))
      let ph = 0,
        y = 0
      const c = onePoleCoef(3200, sr)
      for (let i = 0; i < len; i++) {
        const t = i / sr
        const vibDepth = 0.0045 * clamp((t - 0.2) / 0.3, 0, 1)
        ph += (f * (1 + vibDepth * fastSin(5.2 * t))) / sr
        y += c * (readTable(FLUTE, ph) - y)
        const env = attack(t, 0.035) * (0.82 + 0.18 * Math.exp(-t / 0.25)) * release(t, 0.14)
        out[i] = y * env * v * 0.8
      }
      return len
    }
    case 'brass': {
      len = Math.min(out.length, Math.ceil((n.dur + 0.09) * sr))
      let p1 = rng.next(),
        p2 = rng.next(),
        y1 = 0,
        y2 = 0
      for (let i = 0; i < len; i++) {
        const t = i / sr
        p1 += (f * 0.997) / sr
        p2 += (f * 1.003) / sr
        const swell = t < 0.05 ? t / 0.05 : 0.55 + 0.45 * Math.exp(-(t - 0.05) * 5)
        const c = onePoleCoef(450 + 2000 * v * swell, sr)
        const x = 0.5 * (readTable(SAW, p1) + readTable(SAW, p2))
        y1 += c * (x - y1)
        y2 += c * (y1 - y2)
        out[i] = y2 * attack(t, 0.025) * (0.85 + 0.15 * Math.exp(-t * 6)) * release(t, 0.08) * v * 0.9
      }
      return len
    }
    case 'balafon': {
      len = Math.min(out.length, Math.ceil(Math.min(n.dur + 0.5, 1.1) * sr))
      const ratios = [1, 3.93, 9.7]
      const amps = [1, 0.3 * v, 0.1 * v]
      const rates = [6, 20, 45]
      out.fill(0, 0, len)
      for (let h = 0; h < ratios.length; h++) {
        const fh = f * ratios[h]!
        if (fh > nyq * 0.85) continue
        const k = Math.exp(-rates[h]! / sr)
        let env = amps[h]!
        for (let i = 0; i < len; i++) {
          out[i] = out[i]! + env * fastSin(fh * (i / sr))
          env *= k
        }
      }
      let click = 0.12
      const kc = Math.exp(-600 / sr)
      for (let i = 0; i < len; i++) {
        const t = i / sr
        out[i] = (out[i]! + click * (rng.next() * 2 - 1)) * attack(t, 0.001) * release(t, 0.15) * v * 0.8
        click *= kc
      }
      return len
    }
    case 'vibes': {
      len = Math.min(out.length, Math.ceil(Math.min(n.dur + 0.6, 3.5) * sr))
      let e1 = 1,
        e2 = 0.28 * v
      const k1 = Math.exp(-1.1 / sr),
        k2 = Math.exp(-7 / sr)
      const upper = f * 4 < nyq * 0.85
      for (let i = 0; i < len; i++) {
        const t = i / sr
        const trem = 1 - 0.22 * (0.5 + 0.5 * fastSin(5.5 * t))
        let x = e1 * fastSin(f * t)
        if (upper) x += e2 * fastSin(4 * f * t)
        out[i] = x * trem * attack(t, 0.0015) * release(t, 0.25) * v * 0.8
        e1 *= k1
        e2 *= k2
      }
      return len
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// Drums (mono)

function renderDrum(h: Hit, sr: number, out: Float32Array, rng: Rng): number {
  const noise = (): number => rng.next() * 2 - 1
  const seconds: Record<DrumKind, number> = {
    kick: 0.5,
    snare: 0.3,
    clap: 0.3,
    rim: 0.07,
    hat: 0.08,
    ohat: 0.45,
    shaker: 0.1,
    ride: 1.4,
    congaHi: 0.35,
    congaLo: 0.4,
    tom: 0.45,
  }
  const len = Math.min(out.length, Math.ceil(seconds[h.kind] * sr))
  const v = h.vel
  switch (h.kind) {
    case 'kick': {
      let ph = 0,
        amp = 1,
        click = 0.18
      const ka = Math.exp(-7 / sr),
        kc = Math.exp(-350 / sr)
      for (let i = 0; i < len; i++) {
        const t = i / sr
        ph += (46 + 100 * Math.exp(-t * 30)) / sr
        const x = fastSin(ph) * amp * (t < 0.002 ? t / 0.002 : 1) + click * noise()
        out[i] = (Math.tanh(1.4 * x) / Math.tanh(1.4)) * v * 1.1
        amp *= ka
        click *= kc
      }
      return len
    }
    case 'snare':
    case 'clap': {
      for (let i = 0; i < len; i++) out[i] = noise()
      runBiquad(biquad('bp', h.kind === 'snare' ? 2600 : 1300, h.kind === 'snare' ? 0.6 : 1.2, sr), out, len)
      if (h.kind === 'snare') {
        for (let i = 0; i < len; i++) {
          const t = i / sr
          out[i] =
            (out[i]! * 1.4 * Math.exp(-t * 17) +
              0.45 * Math.exp(-t * 24) * (fastSin(185 * t) + 0.5 * fastSin(330 * t))) *
            v *
            0.8
        }
      } else {
        for (let i = 0; i < len; i++) {
          const t = i / sr
          let env = 0.7 * Math.exp(-t * 11)
          for (let k = 0; k < 3; k++) if (t >= k * 0.011) env += Math.exp(-(t - k * 0.011) * 110)
          out[i] = out[i]! * env * v * 1.2
        }
      }
      return len
    }
    case 'rim': {
      for (let i = 0; i < len; i++) {
        const t = i / sr
        out[i] =
          (0.6 * fastSin(1700 * t) * Math.exp(-t * 90) +
            0.3 * fastSin(820 * t) * Math.exp(-t * 120) +
            0.25 * noise() * Math.exp(-t * 250)) *
          v *
          0.7
      }
      return len
    }
    case 'hat':
    case 'ohat':
    case 'shaker': {
      for (let i = 0; i < len; i++) out[i] = noise()
      if (h.kind === 'shaker') runBiquad(biquad('bp', 5200, 1.1, sr), out, len)
      else runBiquad(biquad('hp', 7000, 0.7, sr), out, len)
      const rate = h.kind === 'hat' ? 55 : h.kind === 'ohat' ? 8 : 40
      for (let i = 0; i < len; i++) {
        const t = i / sr
        const a = h.kind === 'shaker' ? Math.min(1, t / 0.012) : 1
        out[i] = out[i]! * a * Math.exp(-t * rate) * v * (h.kind === 'shaker' ? 0.5 : 0.38)
      }
      return len
    }
    case 'ride': {
      for (let i = 0; i < len; i++) out[i] = noise()
      runBiquad(biquad('hp', 6000, 0.7, sr), out, len)
      const partials = [427, 613, 861, 1137, 1523, 2047]
      for (let i = 0; i < len; i++) {
        const t = i / sr
        let metal = 0
        for (const p of partials) metal += fastSin(p * 2.3 * t)
        out[i] =
          (out[i]! * 0.22 * Math.exp(-t * 3.5) +
            0.025 * metal * Math.exp(-t * 7) +
            0.15 * out[i]! * Math.exp(-t * 40)) *
          v *
          0.55
      }
      return len
    }
    case 'congaHi':
    case 'congaLo':
    case 'tom': {
      const f0 = h.kind === 'congaHi' ? 340 : h.kind === 'congaLo' ? 230 : 130
      const rate = h.kind === 'tom' ? 9 : h.kind === 'congaHi' ? 16 : 12
      let ph = 0
      for (let i = 0; i < len; i++) {
        const t = i / sr
        ph += (f0 * (1 + 0.35 * Math.exp(-t * 45))) / sr
        out[i] = (fastSin(ph) * Math.exp(-t * rate) + 0.2 * noise() * Math.exp(-t * 160)) * v * 0.75
      }
      return len
    }
  }
}

const DRUM_MIX: Record<DrumKind, { pan: number; send: number; gain: number }> = {
  kick: { pan: 0, send: 0.02, gain: 1 },
  snare: { pan: 0.05, send: 0.18, gain: 0.7 },
  clap: { pan: -0.05, send: 0.25, gain: 0.5 },
  rim: { pan: -0.25, send: 0.15, gain: 0.55 },
  hat: { pan: 0.3, send: 0.05, gain: 0.45 },
  ohat: { pan: 0.3, send: 0.1, gain: 0.4 },
  shaker: { pan: -0.35, send: 0.08, gain: 0.4 },
  ride: { pan: 0.35, send: 0.15, gain: 0.5 },
  congaHi: { pan: 0.4, send: 0.15, gain: 0.55 },
  congaLo: { pan: -0.4, send: 0.15, gain: 0.55 },
  tom: { pan: -0.15, send: 0.2, gain: 0.6 },
}

/** Evens out the voices: a short note of each at gain 1 has about the same loudness. */
const INST_GAIN: Record<Inst, number> = {
  ep: 0.88,
  piano: 0.95,
  organ: 1.4,
  pad: 2.1,
  guitar: 2.8,
  mute: 5,
  bass: 0.75,
  cello: 1.05,
  lead: 0.94,
  brass: 1.6,
  balafon: 1.4,
  vibes: 1.05,
  choir: 4.5,
}

// ---------------------------------------------------------------------------------------------------
// Reverb (Freeverb-like: parallel damped combs then allpasses, slightly different per side)

function reverb(inL: Float32Array, inR: Float32Array, sr: number): [Float32Array, Float32Array] {
  const scale = sr / 44100
  const combs = [1116, 1188, 1277, 1356, 1422, 1491]
  const allpasses = [556, 441, 341]
  const process = (input: Float32Array, spread: number): Float32Array => {
    const n = input.length
    const out = new Float32Array(n)
    for (const base of combs) {
      const size = Math.round((base + spread) * scale)
      const buf = new Float32Array(size)
      let idx = 0,
        store = 0
      const feedback = 0.8,
        damp = 0.35
      for (let i = 0; i < n; i++) {
        const y = buf[idx]!
        store = y * (1 - damp) + store * damp
        buf[idx] = input[i]! + store * feedback
        out[i] = out[i]! + y
        if (++idx >= size) idx = 0
      }
    }
    for (const base of allpasses) {
      const size = Math.round((base + spread) * scale)
      const buf = new Float32Array(size)
      let idx = 0
      for (let i = 0; i < n; i++) {
        const b = buf[idx]!
        const x = out[i]!
        buf[idx] = x + b * 0.5
        out[i] = b - x
        if (++idx >= size) idx = 0
      }
    }
    return out
  }
  return [process(inL, 0), process(inR, 23)]
}

function rms(buf: Float32Array): number {
  let s = 0
  for (let i = 0; i < buf.length; i++) s += buf[i]! * buf[i]!
  return Math.sqrt(s / Math.max(1, buf.length))
}

// ---------------------------------------------------------------------------------------------------
// Render

export function renderMusic(input: RenderInput): Pcm {
  const sr = input.sampleRate ?? DEFAULT_SAMPLE_RATE
  const { notes, hits, cfg, style, length } = buildScore(input, sr)
  const noiseRng = makeRng((input.seed ^ 0x9e3779b9) >>> 0)
  const bus = (): { L: Float32Array; R: Float32Array; SL: Float32Array; SR: Float32Array } => ({
    L: new Float32Array(length),
    R: new Float32Array(length),
    SL: new Float32Array(length),
    SR: new Float32Array(length),
  })
  const stems: Record<Stem, ReturnType<typeof bus>> = { melody: bus(), chords: bus(), bass: bus(), drums: bus() }
  const scratch = new Float32Array(Math.ceil(6 * sr))
  const edge = Math.round(0.005 * sr)

  const mix = (stem: Stem, len: number, start: number, gain: number, pan: number, send: number): void => {
    // a 5 ms fade at the end of every voice, so that nothing is ever cut with a click
    for (let j = Math.max(0, len - edge); j < len; j++) scratch[j] = scratch[j]! * ((len - j) / edge)
    const angle = ((clamp(pan, -1, 1) + 1) * Math.PI) / 4
    const gl = Math.cos(angle) * gain,
      gr = Math.sin(angle) * gain
    const end = Math.min(length, start + len)
    const { L, R, SL, SR } = stems[stem]
    for (let i = start, j = 0; i < end; i++, j++) {
      const x = scratch[j]!
      L[i] = L[i]! + x * gl
      R[i] = R[i]! + x * gr
      if (send > 0) {
        SL[i] = SL[i]! + x * gl * send
        SR[i] = SR[i]! + x * gr * send
      }
    }
  }

  for (const n of notes) {
    const len = renderVoice(n, sr, scratch, noiseRng)
    mix(n.stem, len, Math.round(n.t * sr), INST_GAIN[n.inst] * n.gain, n.pan, n.send)
  }
  for (const h of hits) {
    const len = renderDrum(h, sr, scratch, noiseRng)
    const m = DRUM_MIX[h.kind]
    mix('drums', len, Math.round(h.t * sr), m.gain, m.pan, m.send)
  }

  // Balance the parts: each one's RMS is brought to its level in the style's mix.
  const L = new Float32Array(length)
  const R = new Float32Array(length)
  const SL = new Float32Array(length)
  const SR = new Float32Array(length)
  for (const stem of Object.keys(stems) as Stem[]) {
    const b = stems[stem]
    const level = (rms(b.L) + rms(b.R)) / 2
    if (level <= 1e-6) continue
    const g = 10 ** (cfg.mix[stem] / 20) / level
    for (let i = 0; i < length; i++) {
      L[i] = L[i]! + b.L[i]! * g
      R[i] = R[i]! + b.R[i]! * g
      SL[i] = SL[i]! + b.SL[i]! * g
      SR[i] = SR[i]! + b.SR[i]! * g
    }
  }

  // Reverb, scaled so that its level follows the send level.
  const [wl, wr] = reverb(SL, SR, sr)
  const sendLevel = rms(SL) + rms(SR)
  const wetLevel = rms(wl) + rms(wr)
  const wet = wetLevel > 0 ? (cfg.reverb * 1.6 * sendLevel) / wetLevel : 0
  for (let i = 0; i < length; i++) {
    L[i] = L[i]! + wl[i]! * wet
    R[i] = R[i]! + wr[i]! * wet
  }

  // Lo-fi colour: darker tone and a little vinyl crackle.
  if (style === 'lofi') {
    const c = onePoleCoef(3800, sr)
    let yl = 0,
      yr = 0
    for (let i = 0; i < length; i++) {
      yl += c * (L[i]! - yl)
      yr += c * (R[i]! - yr)
      let crackle = 0.004 * (noiseRng.next() * 2 - 1)
      if (noiseRng.next() < 6 / sr) crackle += (noiseRng.next() * 2 - 1) * 0.08
      L[i] = yl + crackle
      R[i] = yr + crackle
    }
  }

  // DC / rumble filter, loudness normalisation, then a peak limiter and a soft clip as a last guard.
  for (const ch of [L, R]) runBiquad(biquad('hp', 28, 0.7, sr), ch, length)
  const level = (rms(L) + rms(R)) / 2
  const norm = level > 0 ? cfg.target / level : 1
  // Ceiling at -3 dBFS: MP3 encoding overshoots sharp transients by up to ~1.5 dB.
  const threshold = 0.71
  const release = Math.exp(-1 / (0.12 * sr))
  let env = 0
  for (let i = 0; i < length; i++) {
    const l = L[i]! * norm,
      r = R[i]! * norm
    const peak = Math.max(Math.abs(l), Math.abs(r))
    env = peak > env ? peak : env * release + peak * (1 - release)
    const g = env > threshold ? threshold / env : 1
    L[i] = softClip(l * g)
    R[i] = softClip(r * g)
  }

  // Fades.
  const fadeIn = Math.min(length, Math.round(0.01 * sr))
  for (let i = 0; i < fadeIn; i++) {
    L[i] = L[i]! * (i / fadeIn)
    R[i] = R[i]! * (i / fadeIn)
  }
  const fadeOut = Math.min(length, Math.round(Math.min(1.5, input.durationSeconds * 0.1) * sr))
  for (let i = 0; i < fadeOut; i++) {
    const k = length - fadeOut + i
    const g = 0.5 + 0.5 * Math.cos((Math.PI * i) / fadeOut)
    L[k] = L[k]! * g
    R[k] = R[k]! * g
  }
  return { sampleRate: sr, left: L, right: R }
}

function softClip(x: number): number {
  const a = Math.abs(x)
  if (a <= 0.75) return x
  return Math.sign(x) * (0.75 + 0.2 * Math.tanh((a - 0.75) / 0.2))
}

/** Peak and RMS (dBFS) of a render, for checks. */
export function measure(pcm: Pcm): { peak: number; rmsDb: number; clipped: number } {
  let peak = 0,
    clipped = 0,
    sum = 0
  for (const ch of [pcm.left, pcm.right]) {
    for (let i = 0; i < ch.length; i++) {
      const a = Math.abs(ch[i]!)
      if (a > peak) peak = a
      if (a >= 0.999) clipped++
      sum += a * a
    }
  }
  return { peak, rmsDb: 20 * Math.log10(Math.sqrt(sum / (2 * pcm.left.length)) || 1e-9), clipped }
}
