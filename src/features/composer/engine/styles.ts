/**
 * One configuration per rhythm: grid and feel (straight 16ths, swing, 12/8), chord progressions,
 * melody rhythms, bass patterns, drum and percussion patterns, how each accompanying instrument
 * plays, and the mix. The arranger (`score.ts`) reads these and nothing else style-specific, so a
 * style is changed here.
 *
 * Patterns are written on a grid of steps per bar: 16 (four beats of four 16ths) or 12 (four beats of
 * three triplet 8ths: jazz swing, gospel shuffle, bikutsi's 6/8 feel).
 */
import type { Instrument, Rhythm } from '../music.options.ts'

export type StyleId =
  | 'pop'
  | 'jazz'
  | 'gospel'
  | 'afrobeat'
  | 'lofi'
  | 'makossa'
  | 'bikutsi'
  | 'rumba'
  | 'zouk'
  | 'berceuse'

export const RHYTHM_STYLE: Record<Rhythm, StyleId> = {
  '4/4 Pop/Rock': 'pop',
  'Jazz swing': 'jazz',
  Gospel: 'gospel',
  Afrobeat: 'afrobeat',
  'Lo-fi': 'lofi',
  Makossa: 'makossa',
  Bikutsi: 'bikutsi',
  'Rumba congolaise': 'rumba',
  Zouk: 'zouk',
  Berceuse: 'berceuse',
}

/** Drum kit pieces (the 'Batterie' part). */
export type KitPiece = 'kick' | 'snare' | 'clap' | 'hat' | 'ohat' | 'ride' | 'tom'
/** Hand percussion (the 'Percussions' part). */
export type HandPercussion = 'congaHi' | 'congaLo' | 'shaker' | 'rim' | 'clave' | 'shekere' | 'tamtam'
export type DrumKind = KitPiece | HandPercussion

export const HAND_PERCUSSION: readonly DrumKind[] = [
  'congaHi',
  'congaLo',
  'shaker',
  'rim',
  'clave',
  'shekere',
  'tamtam',
]

/** [step, velocity] */
export type Step = [step: number, velocity: number]
export type DrumBar = Partial<Record<DrumKind, Step[]>>
/** [step, length in steps, chord tone: Root, 3rd, 5th, 7th, octave, Approach to the next chord] */
export type BassStep = [step: number, length: number, tone: 'R' | '3' | '5' | '7' | '8' | 'A']
/** [step, length in steps] */
export type RhythmCell = [step: number, length: number][]
/** [step, length in steps, velocity] */
export type CompStep = [step: number, length: number, velocity: number]

export type GuitarPart = {
  /** 'strum': the whole chord on each step, 'arpeggio': one chord tone per step. */
  kind: 'strum' | 'arpeggio'
  steps: number[]
  /** Which chord tone each arpeggio step plays (index into the voicing plus the octave). */
  order: number[]
  length: number
  /** Palm-muted (short, dry): afrobeat and bikutsi guitars. */
  muted: boolean
  low: number
}

export type StyleConfig = {
  grid: 12 | 16
  /** Delay of off-beat 16ths, as a fraction of a step (16-step grid only). */
  swing: number
  /** For the MIDI file: 4/4, or 12/8 when the beat divides in three. */
  timeSignature: [numerator: number, denominator: number]
  /** Tempo of the style when nobody asked for one (Amateur requests). */
  typicalBpm: number
  sevenths: boolean
  harmonicV: boolean
  /** Melodies on the pentatonic scale (simpler, typical of the style) rather than the full scale. */
  pentatonic: boolean
  progressions: { major: number[][]; minor: number[][] }
  melody: { low: number; high: number; rhythms: RhythmCell[]; endings: RhythmCell[]; articulation: number }
  /** Which requested instrument carries the melody, in order of preference (a sung voice comes first). */
  leadPreference: Instrument[]
  bass: BassStep[][]
  drums: DrumBar[]
  /** Piano / keyboard comping, and whether the piano sounds acoustic or electric in this style. */
  keys: CompStep[]
  pianoTimbre: 'piano' | 'ep'
  organ: CompStep[]
  guitar: GuitarPart
  /** Brass stabs when brass accompanies rather than leads. */
  stabs: CompStep[]
  reverb: number
  /** Target RMS of the final mix. */
  loudness: number
  /** What an Amateur request of this style is played with. */
  defaultInstruments: Instrument[]
  /** Level of each part in dB relative to one another. */
  mix: { melody: number; chords: number; bass: number; drums: number }
}

const even8ths = (on: number, off: number): Step[] => [0, 2, 4, 6, 8, 10, 12, 14].map(s => [s, s % 4 === 0 ? on : off])
const every = (count: number, velocity: (step: number) => number): Step[] =>
  Array.from({ length: count }, (_, s): Step => [s, velocity(s)]).filter(([, v]) => v > 0)

export const STYLES: Record<StyleId, StyleConfig> = {
  pop: {
    grid: 16,
    swing: 0,
    timeSignature: [4, 4],
    typicalBpm: 110,
    sevenths: false,
    harmonicV: false,
    pentatonic: true,
    progressions: {
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
    melody: {
      low: 67,
      high: 84,
      articulation: 0.95,
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
    },
    leadPreference: ['Synthé', 'Guitare', 'Piano', 'Cuivres', 'Orgue', 'Cordes', 'Balafon'],
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
        hat: even8ths(0.5, 0.32),
        shaker: every(16, s => (s % 2 ? 0.2 : 0.3)),
      },
    ],
    keys: [
      [0, 6, 0.55],
      [6, 4, 0.42],
      [10, 6, 0.5],
    ],
    pianoTimbre: 'piano',
    organ: [[0, 16, 0.4]],
    guitar: { kind: 'strum', steps: [0, 3, 6, 8, 10, 12, 14], order: [], length: 2, muted: false, low: 52 },
    stabs: [
      [0, 2, 0.6],
      [6, 2, 0.5],
      [12, 2, 0.55],
    ],
    reverb: 0.45,
    loudness: 0.15,
    defaultInstruments: ['Piano', 'Guitare', 'Basse', 'Batterie', 'Synthé'],
    mix: { melody: -5, chords: -7, bass: 0, drums: -1.5 },
  },
  afrobeat: {
    grid: 16,
    swing: 0.12,
    timeSignature: [4, 4],
    typicalBpm: 108,
    sevenths: true,
    harmonicV: false,
    pentatonic: true,
    progressions: {
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
    melody: {
      low: 62,
      high: 79,
      articulation: 0.7,
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
    },
    leadPreference: ['Cuivres', 'Synthé', 'Orgue', 'Guitare', 'Piano', 'Balafon', 'Cordes'],
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
        hat: every(16, s => (s % 4 === 0 ? 0.45 : s % 2 === 0 ? 0.32 : 0.2)),
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
        // The shekere on every 16th, accented off the beat, and the clave's 3-2 figure.
        shekere: every(16, s => (s % 2 === 0 ? 0.3 : 0.42)),
        clave: [
          [0, 0.6],
          [3, 0.55],
          [6, 0.6],
          [10, 0.55],
          [12, 0.6],
        ],
      },
    ],
    keys: [
      [2, 1.2, 0.5],
      [6, 1.2, 0.45],
      [10, 1.2, 0.5],
      [14, 1.2, 0.45],
    ],
    pianoTimbre: 'ep',
    organ: [
      [2, 1.2, 0.5],
      [6, 1.2, 0.45],
      [10, 1.2, 0.5],
      [14, 1.2, 0.45],
    ],
    guitar: {
      kind: 'arpeggio',
      steps: [0, 3, 4, 6, 8, 11, 12, 14],
      order: [0, 2, 1, 2, 0, 3, 1, 2],
      length: 1,
      muted: true,
      low: 64,
    },
    stabs: [
      [0, 1, 0.7],
      [3, 1, 0.55],
      [8, 2, 0.65],
    ],
    reverb: 0.35,
    loudness: 0.16,
    defaultInstruments: ['Cuivres', 'Orgue', 'Guitare', 'Basse', 'Batterie', 'Percussions'],
    mix: { melody: -5, chords: -7, bass: 0, drums: -1 },
  },
  makossa: {
    grid: 16,
    swing: 0.05,
    timeSignature: [4, 4],
    typicalBpm: 124,
    sevenths: false,
    harmonicV: true,
    pentatonic: true,
    progressions: {
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
    melody: {
      low: 64,
      high: 84,
      articulation: 0.9,
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
    },
    leadPreference: ['Guitare', 'Cuivres', 'Synthé', 'Balafon', 'Piano', 'Orgue', 'Cordes'],
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
        shaker: every(16, () => 0.18),
      },
    ],
    keys: [
      [0, 2, 0.5],
      [3, 2, 0.4],
      [6, 2, 0.45],
      [10, 4, 0.45],
    ],
    pianoTimbre: 'ep',
    organ: [
      [0, 8, 0.35],
      [8, 8, 0.35],
    ],
    guitar: {
      kind: 'arpeggio',
      steps: [0, 2, 4, 6, 8, 10, 12, 14],
      order: [0, 1, 2, 3, 2, 1, 0, 2],
      length: 2,
      muted: false,
      low: 64,
    },
    stabs: [
      [2, 1, 0.6],
      [6, 1, 0.55],
      [10, 1, 0.6],
      [14, 1, 0.55],
    ],
    reverb: 0.35,
    loudness: 0.16,
    defaultInstruments: ['Guitare', 'Piano', 'Basse', 'Batterie', 'Percussions', 'Cuivres'],
    mix: { melody: -5, chords: -7, bass: 0, drums: -1.5 },
  },
  bikutsi: {
    grid: 12,
    swing: 0,
    timeSignature: [12, 8],
    typicalBpm: 140,
    sevenths: false,
    harmonicV: false,
    pentatonic: true,
    progressions: {
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
    melody: {
      low: 67,
      high: 86,
      articulation: 0.8,
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
    },
    leadPreference: ['Balafon', 'Guitare', 'Synthé', 'Cuivres', 'Piano', 'Orgue', 'Cordes'],
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
          [3, 0.7],
          [6, 0.9],
          [9, 0.7],
        ],
        rim: [
          [3, 0.55],
          [9, 0.55],
        ],
        snare: [
          [3, 0.35],
          [9, 0.45],
        ],
        hat: every(12, s => (s % 3 === 0 ? 0.42 : 0.22)),
        congaHi: [
          [2, 0.4],
          [5, 0.45],
          [8, 0.4],
          [11, 0.45],
        ],
        shaker: every(12, () => 0.2),
      },
    ],
    keys: [
      [0, 2, 0.5],
      [3, 2, 0.45],
      [6, 2, 0.5],
      [9, 2, 0.45],
    ],
    pianoTimbre: 'piano',
    organ: [
      [0, 6, 0.35],
      [6, 6, 0.35],
    ],
    guitar: {
      kind: 'arpeggio',
      steps: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
      order: [0, 1, 2, 1, 0, 2, 3, 2, 1, 2, 0, 2],
      length: 1,
      muted: true,
      low: 62,
    },
    stabs: [
      [0, 1, 0.6],
      [3, 1, 0.5],
      [6, 1, 0.6],
      [9, 1, 0.5],
    ],
    reverb: 0.3,
    loudness: 0.16,
    defaultInstruments: ['Balafon', 'Guitare', 'Basse', 'Batterie', 'Percussions'],
    mix: { melody: -5, chords: -7, bass: 0, drums: -1.5 },
  },
  rumba: {
    grid: 16,
    swing: 0.06,
    timeSignature: [4, 4],
    typicalBpm: 116,
    sevenths: false,
    harmonicV: true,
    pentatonic: true,
    progressions: {
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
    melody: {
      low: 64,
      high: 83,
      articulation: 0.95,
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
    },
    leadPreference: ['Guitare', 'Cuivres', 'Synthé', 'Piano', 'Balafon', 'Orgue', 'Cordes'],
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
        hat: even8ths(0.28, 0.18),
        congaLo: [
          [6, 0.55],
          [7, 0.45],
        ],
        congaHi: [
          [4, 0.4],
          [12, 0.4],
          [14, 0.5],
        ],
        shaker: every(16, s => (s % 4 === 2 ? 0.35 : 0.2)),
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
        hat: even8ths(0.28, 0.18),
        congaLo: [
          [6, 0.55],
          [7, 0.45],
        ],
        congaHi: [
          [4, 0.4],
          [12, 0.4],
          [14, 0.5],
        ],
        shaker: every(16, s => (s % 4 === 2 ? 0.35 : 0.2)),
      },
    ],
    keys: [
      [0, 3, 0.45],
      [6, 2, 0.4],
      [8, 3, 0.45],
      [14, 2, 0.4],
    ],
    pianoTimbre: 'piano',
    organ: [[0, 16, 0.3]],
    guitar: {
      kind: 'arpeggio',
      steps: [0, 2, 4, 6, 8, 10, 12, 14],
      order: [0, 1, 2, 3, 2, 1, 2, 1],
      length: 3,
      muted: false,
      low: 64,
    },
    stabs: [
      [0, 2, 0.5],
      [8, 2, 0.5],
    ],
    reverb: 0.45,
    loudness: 0.146,
    defaultInstruments: ['Guitare', 'Basse', 'Batterie', 'Percussions', 'Cuivres'],
    mix: { melody: -4, chords: -6, bass: 0, drums: -4 },
  },
  jazz: {
    grid: 12,
    swing: 0,
    timeSignature: [4, 4],
    typicalBpm: 132,
    sevenths: true,
    harmonicV: true,
    pentatonic: false,
    progressions: {
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
    melody: {
      low: 65,
      high: 84,
      articulation: 0.9,
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
    },
    leadPreference: ['Cuivres', 'Piano', 'Guitare', 'Synthé', 'Balafon', 'Orgue', 'Cordes'],
    // Walking bass: a note on every beat, the last one leading to the next chord.
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
        rim: [[9, 0.25]],
      },
    ],
    keys: [
      [0, 2, 0.5],
      [5, 3, 0.42],
    ],
    pianoTimbre: 'ep',
    organ: [
      [0, 6, 0.3],
      [8, 4, 0.3],
    ],
    guitar: { kind: 'strum', steps: [0, 3, 6, 9], order: [], length: 1.5, muted: false, low: 52 },
    stabs: [
      [5, 1, 0.5],
      [11, 1, 0.45],
    ],
    reverb: 0.55,
    loudness: 0.141,
    defaultInstruments: ['Piano', 'Basse', 'Batterie', 'Cuivres'],
    mix: { melody: -4, chords: -6, bass: 0, drums: -7 },
  },
  gospel: {
    grid: 12,
    swing: 0,
    timeSignature: [12, 8],
    typicalBpm: 76,
    sevenths: true,
    harmonicV: true,
    pentatonic: false,
    progressions: {
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
    melody: {
      low: 67,
      high: 84,
      articulation: 0.95,
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
    },
    leadPreference: ['Piano', 'Orgue', 'Cuivres', 'Synthé', 'Guitare', 'Cordes', 'Balafon'],
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
        hat: every(12, s => (s % 3 === 0 ? 0.4 : s % 3 === 2 ? 0.26 : 0)),
        shaker: every(12, s => (s % 3 === 2 ? 0.3 : 0)),
      },
    ],
    keys: [
      [0, 3, 0.55],
      [5, 1, 0.38],
      [6, 3, 0.5],
      [9, 3, 0.45],
    ],
    pianoTimbre: 'piano',
    organ: [[0, 12, 0.32]],
    guitar: { kind: 'strum', steps: [0, 3, 6, 9], order: [], length: 2, muted: false, low: 52 },
    stabs: [
      [3, 1, 0.5],
      [9, 1, 0.55],
    ],
    reverb: 0.5,
    loudness: 0.15,
    defaultInstruments: ['Piano', 'Orgue', 'Basse', 'Batterie'],
    mix: { melody: -5, chords: -5, bass: 0, drums: -2 },
  },
  lofi: {
    grid: 16,
    swing: 0.33,
    timeSignature: [4, 4],
    typicalBpm: 80,
    sevenths: true,
    harmonicV: false,
    pentatonic: true,
    progressions: {
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
    melody: {
      low: 65,
      high: 81,
      articulation: 0.95,
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
    },
    leadPreference: ['Synthé', 'Piano', 'Guitare', 'Balafon', 'Cuivres', 'Orgue', 'Cordes'],
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
    // Swung 16th hi-hats, soft on the off-beats: the lazy MPC feel.
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
        hat: every(16, s => (s % 4 === 0 ? 0.3 : s % 2 === 0 ? 0.2 : 0.12)),
        shaker: [
          [6, 0.2],
          [14, 0.2],
        ],
      },
    ],
    keys: [
      [0, 9, 0.5],
      [10, 6, 0.4],
    ],
    pianoTimbre: 'ep',
    organ: [[0, 16, 0.28]],
    guitar: { kind: 'arpeggio', steps: [0, 4, 8, 12], order: [0, 2, 1, 3], length: 4, muted: false, low: 57 },
    stabs: [[0, 4, 0.4]],
    reverb: 0.5,
    loudness: 0.141,
    defaultInstruments: ['Piano', 'Basse', 'Batterie', 'Synthé'],
    mix: { melody: -6, chords: -4.5, bass: 0, drums: -3 },
  },
  // Zouk (and the slow, "zouk love"): kick on one and three, the 3-3-2 rim figure, warm keys.
  zouk: {
    grid: 16,
    swing: 0.04,
    timeSignature: [4, 4],
    typicalBpm: 92,
    sevenths: true,
    harmonicV: false,
    pentatonic: false,
    progressions: {
      major: [
        [0, 5, 1, 4],
        [0, 2, 3, 4],
      ],
      minor: [
        [0, 5, 3, 4],
        [0, 3, 6, 4],
      ],
    },
    melody: {
      low: 64,
      high: 81,
      articulation: 0.95,
      rhythms: [
        [
          [0, 3],
          [3, 3],
          [6, 2],
          [8, 4],
          [12, 4],
        ],
        [
          [2, 2],
          [4, 4],
          [10, 2],
          [12, 4],
        ],
        [
          [0, 6],
          [6, 2],
          [8, 8],
        ],
      ],
      endings: [
        [
          [0, 4],
          [4, 12],
        ],
      ],
    },
    leadPreference: ['Synthé', 'Guitare', 'Piano', 'Cuivres', 'Flûte', 'Likembe', 'Balafon', 'Orgue', 'Cordes'],
    bass: [
      [
        [0, 3, 'R'],
        [3, 3, 'R'],
        [6, 2, '5'],
        [8, 3, 'R'],
        [11, 3, '8'],
        [14, 2, 'A'],
      ],
    ],
    drums: [
      {
        kick: [
          [0, 0.95],
          [8, 0.9],
        ],
        rim: [
          [3, 0.55],
          [6, 0.6],
          [11, 0.55],
          [14, 0.6],
        ],
        snare: [[12, 0.45]],
        hat: even8ths(0.3, 0.2),
        shaker: every(16, s => (s % 2 === 0 ? 0.2 : 0.12)),
      },
    ],
    keys: [
      [0, 3, 0.45],
      [3, 3, 0.4],
      [6, 2, 0.4],
      [8, 8, 0.4],
    ],
    pianoTimbre: 'ep',
    organ: [[0, 16, 0.28]],
    guitar: {
      kind: 'arpeggio',
      steps: [0, 3, 6, 8, 11, 14],
      order: [0, 1, 2, 3, 2, 1],
      length: 3,
      muted: false,
      low: 62,
    },
    stabs: [
      [3, 1, 0.5],
      [6, 1, 0.5],
    ],
    reverb: 0.45,
    loudness: 0.15,
    defaultInstruments: ['Piano', 'Basse', 'Batterie', 'Guitare', 'Synthé', 'Percussions'],
    mix: { melody: -5, chords: -6, bass: 0, drums: -3 },
  },
  // A lullaby: rocking 6/8 (12 triplet steps), slow, sparse, no kit; a soft shaker at most.
  berceuse: {
    grid: 12,
    swing: 0,
    timeSignature: [12, 8],
    typicalBpm: 60,
    sevenths: false,
    harmonicV: false,
    pentatonic: true,
    progressions: {
      major: [
        [0, 3, 0, 4],
        [0, 5, 3, 4],
      ],
      minor: [
        [0, 3, 4, 0],
        [0, 5, 3, 4],
      ],
    },
    melody: {
      low: 64,
      high: 79,
      articulation: 1,
      rhythms: [
        [
          [0, 5],
          [5, 1],
          [6, 6],
        ],
        [
          [0, 3],
          [3, 3],
          [6, 6],
        ],
        [
          [0, 6],
          [6, 3],
          [9, 3],
        ],
      ],
      endings: [[[0, 12]]],
    },
    leadPreference: ['Likembe', 'Flûte', 'Piano', 'Cordes', 'Balafon', 'Guitare', 'Synthé', 'Orgue', 'Cuivres'],
    bass: [
      [
        [0, 6, 'R'],
        [6, 6, '5'],
      ],
    ],
    drums: [
      {
        shaker: [
          [0, 0.18],
          [6, 0.14],
        ],
      },
    ],
    keys: [
      [0, 3, 0.35],
      [3, 3, 0.3],
      [6, 3, 0.32],
      [9, 3, 0.3],
    ],
    pianoTimbre: 'piano',
    organ: [[0, 12, 0.22]],
    guitar: {
      kind: 'arpeggio',
      steps: [0, 2, 4, 6, 8, 10],
      order: [0, 1, 2, 3, 2, 1],
      length: 2,
      muted: false,
      low: 55,
    },
    stabs: [[0, 12, 0.3]],
    reverb: 0.6,
    loudness: 0.12,
    defaultInstruments: ['Piano', 'Cordes', 'Likembe'],
    mix: { melody: -3, chords: -5, bass: -6, drums: -10 },
  },
}
