/**
 * Music theory computed for real, in French solfège names (do ré mi fa sol la si). Notes are spelled
 * from their letter and an alteration (−2…+2), so "gamme de fa majeur" gives si bémol, not la dièse.
 */

export const LETTER_NAMES = ['do', 'ré', 'mi', 'fa', 'sol', 'la', 'si'] as const
const NATURAL_PC = [0, 2, 4, 5, 7, 9, 11]

export type Note = { letter: number; alter: number }

const mod = (value: number, modulus: number) => ((value % modulus) + modulus) % modulus

export const pitchClass = (note: Note) => mod(NATURAL_PC[note.letter]! + note.alter, 12)

export function noteName(note: Note): string {
  const base = LETTER_NAMES[note.letter]!
  switch (note.alter) {
    case 0:
      return base
    case 1:
      return `${base} dièse`
    case 2:
      return `${base} double dièse`
    case -1:
      return `${base} bémol`
    case -2:
      return `${base} double bémol`
    default:
      return base
  }
}

/** An interval as a number of letter steps and of semitones: a major third is (2, 4). */
export type Interval = { steps: number; semitones: number }

export function transpose(note: Note, interval: Interval): Note {
  const letter = mod(note.letter + interval.steps, 7)
  const target = mod(pitchClass(note) + interval.semitones, 12)
  let alter = mod(target - NATURAL_PC[letter]!, 12)
  if (alter > 6) alter -= 12
  return { letter, alter }
}

const I = (steps: number, semitones: number): Interval => ({ steps, semitones })

/** Scale patterns as intervals from the root. */
export const SCALES: Record<string, { label: string; intervals: Interval[] }> = {
  majeure: { label: 'majeure', intervals: [I(0, 0), I(1, 2), I(2, 4), I(3, 5), I(4, 7), I(5, 9), I(6, 11)] },
  mineure: { label: 'mineure naturelle', intervals: [I(0, 0), I(1, 2), I(2, 3), I(3, 5), I(4, 7), I(5, 8), I(6, 10)] },
  harmonique: {
    label: 'mineure harmonique',
    intervals: [I(0, 0), I(1, 2), I(2, 3), I(3, 5), I(4, 7), I(5, 8), I(6, 11)],
  },
  melodique: {
    label: 'mineure mélodique (ascendante)',
    intervals: [I(0, 0), I(1, 2), I(2, 3), I(3, 5), I(4, 7), I(5, 9), I(6, 11)],
  },
  'pentatonique majeure': { label: 'pentatonique majeure', intervals: [I(0, 0), I(1, 2), I(2, 4), I(4, 7), I(5, 9)] },
  'pentatonique mineure': { label: 'pentatonique mineure', intervals: [I(0, 0), I(2, 3), I(3, 5), I(4, 7), I(6, 10)] },
  blues: { label: 'blues', intervals: [I(0, 0), I(2, 3), I(3, 5), I(4, 6), I(4, 7), I(6, 10)] },
}

export const MODES = ['ionien', 'dorien', 'phrygien', 'lydien', 'mixolydien', 'eolien', 'locrien'] as const
export const MODE_LABELS: Record<(typeof MODES)[number], string> = {
  ionien: 'ionien',
  dorien: 'dorien',
  phrygien: 'phrygien',
  lydien: 'lydien',
  mixolydien: 'mixolydien',
  eolien: 'éolien',
  locrien: 'locrien',
}
const MODE_CHARACTER: Record<(typeof MODES)[number], string> = {
  ionien: "c'est la gamme majeure elle-même",
  dorien: 'un mode mineur à la sixte majeure, lumineux et jazzy',
  phrygien: 'un mode mineur à la seconde mineure, très typé flamenco',
  lydien: 'un mode majeur à la quarte augmentée, rêveur',
  mixolydien: 'un mode majeur à la septième mineure, très utilisé en rock, funk et makossa',
  eolien: "c'est la gamme mineure naturelle",
  locrien: 'un mode à la quinte diminuée, instable',
}

/** The intervals of a mode: the major scale read from its n-th degree. */
export function modeIntervals(mode: (typeof MODES)[number]): Interval[] {
  const major = SCALES.majeure!.intervals
  const start = MODES.indexOf(mode)
  return major.map((_, index) => {
    const from = major[start]!
    const to = major[(start + index) % 7]!
    return I(mod(to.steps - from.steps, 7), mod(to.semitones - from.semitones, 12))
  })
}

export function modeDescription(mode: (typeof MODES)[number]) {
  return MODE_CHARACTER[mode]
}

export const scaleNotes = (root: Note, intervals: Interval[]) => intervals.map(interval => transpose(root, interval))

export type ChordQuality = { key: string; label: string; intervals: Interval[] }

export const CHORDS: ChordQuality[] = [
  { key: 'maj7', label: 'majeur septième (maj7)', intervals: [I(0, 0), I(2, 4), I(4, 7), I(6, 11)] },
  { key: 'm7b5', label: 'demi-diminué (m7♭5)', intervals: [I(0, 0), I(2, 3), I(4, 6), I(6, 10)] },
  { key: 'dim7', label: 'diminué septième', intervals: [I(0, 0), I(2, 3), I(4, 6), I(6, 9)] },
  { key: 'm7', label: 'mineur septième', intervals: [I(0, 0), I(2, 3), I(4, 7), I(6, 10)] },
  { key: '7', label: 'de septième de dominante', intervals: [I(0, 0), I(2, 4), I(4, 7), I(6, 10)] },
  { key: 'sus2', label: 'sus2', intervals: [I(0, 0), I(1, 2), I(4, 7)] },
  { key: 'sus4', label: 'sus4', intervals: [I(0, 0), I(3, 5), I(4, 7)] },
  { key: 'dim', label: 'diminué', intervals: [I(0, 0), I(2, 3), I(4, 6)] },
  { key: 'aug', label: 'augmenté', intervals: [I(0, 0), I(2, 4), I(4, 8)] },
  { key: 'm', label: 'mineur', intervals: [I(0, 0), I(2, 3), I(4, 7)] },
  { key: 'M', label: 'majeur', intervals: [I(0, 0), I(2, 4), I(4, 7)] },
]

export const chordNotes = (root: Note, quality: ChordQuality) =>
  quality.intervals.map(interval => transpose(root, interval))

const INTERVAL_NUMBERS = ['unisson', 'seconde', 'tierce', 'quarte', 'quinte', 'sixte', 'septième', 'octave']
/** Semitones of the "reference" quality for each interval number (major or perfect). */
const REFERENCE = [0, 2, 4, 5, 7, 9, 11, 12]
const PERFECT = new Set([0, 3, 4, 7])

/** Names the ascending interval from `low` to `high`, e.g. do → sol = quinte juste (7 demi-tons). */
export function intervalBetween(low: Note, high: Note): { name: string; semitones: number } {
  const steps = mod(high.letter - low.letter, 7)
  let semitones = mod(pitchClass(high) - pitchClass(low), 12)
  const number = steps === 0 && semitones > 6 ? 7 : steps
  if (number === 7 && semitones < 6) semitones += 12
  const diff = semitones - REFERENCE[number]!
  const quality = PERFECT.has(number)
    ? { '-2': 'sous-diminuée', '-1': 'diminuée', '0': 'juste', '1': 'augmentée', '2': 'sur-augmentée' }[String(diff)]
    : { '-2': 'diminuée', '-1': 'mineure', '0': 'majeure', '1': 'augmentée', '-3': 'sous-diminuée' }[String(diff)]
  const name = number === 0 && diff === 0 ? 'unisson' : `${INTERVAL_NUMBERS[number]} ${quality ?? ''}`.trim()
  return { name, semitones }
}

/** Semitones of a named interval, for "combien de demi-tons dans une tierce majeure ?". */
export function intervalSize(number: number, quality: string): number | undefined {
  const base = REFERENCE[number]
  if (base === undefined) return undefined
  const perfect = PERFECT.has(number)
  const offsets: Record<string, number> = perfect
    ? { juste: 0, augmentee: 1, diminuee: -1 }
    : { majeure: 0, mineure: -1, augmentee: 1, diminuee: -2 }
  const offset = offsets[quality]
  return offset === undefined ? undefined : base + offset
}
export { INTERVAL_NUMBERS }

export const SHARP_ORDER: Note[] = [3, 0, 4, 1, 5, 2, 6].map(letter => ({ letter, alter: 1 }))
export const FLAT_ORDER: Note[] = [6, 2, 5, 1, 4, 0, 3].map(letter => ({ letter, alter: -1 }))

/** The key signature of a major key: its altered notes in the conventional order. */
export function keySignature(majorRoot: Note): { kind: 'dièse' | 'bémol' | 'aucune'; notes: Note[] } {
  const notes = scaleNotes(majorRoot, SCALES.majeure!.intervals)
  const sharps = notes.filter(note => note.alter > 0)
  const flats = notes.filter(note => note.alter < 0)
  if (sharps.length === 0 && flats.length === 0) return { kind: 'aucune', notes: [] }
  if (sharps.length > 0) {
    return { kind: 'dièse', notes: SHARP_ORDER.filter(s => sharps.some(n => n.letter === s.letter)) }
  }
  return { kind: 'bémol', notes: FLAT_ORDER.filter(f => flats.some(n => n.letter === f.letter)) }
}

export const relativeMinor = (majorRoot: Note) => transpose(majorRoot, I(5, 9))
export const relativeMajor = (minorRoot: Note) => transpose(minorRoot, I(2, 3))
export const fifthAbove = (note: Note) => transpose(note, I(4, 7))
export const fourthAbove = (note: Note) => transpose(note, I(3, 5))

/** The circle of fifths from do: sharps clockwise, flats anticlockwise. */
export function circleOfFifths(): { sharps: Note[]; flats: Note[] } {
  const sharps: Note[] = [{ letter: 0, alter: 0 }]
  const flats: Note[] = [{ letter: 0, alter: 0 }]
  for (let index = 0; index < 7; index++) {
    sharps.push(fifthAbove(sharps.at(-1)!))
    flats.push(fourthAbove(flats.at(-1)!))
  }
  return { sharps, flats }
}

/** Diatonic triads of a major key: I ii iii IV V vi vii°. */
export function diatonicTriads(root: Note): { degree: string; root: Note; quality: ChordQuality }[] {
  const notes = scaleNotes(root, SCALES.majeure!.intervals)
  const degrees = ['I', 'ii', 'iii', 'IV', 'V', 'vi', 'vii°']
  const qualities = ['M', 'm', 'm', 'M', 'M', 'm', 'dim']
  return notes.map((note, index) => ({
    degree: degrees[index]!,
    root: note,
    quality: CHORDS.find(chord => chord.key === qualities[index])!,
  }))
}

/** Durations in quarter notes (noires). */
export const NOTE_VALUES: { name: string; plural: string; beats: number }[] = [
  { name: 'ronde', plural: 'rondes', beats: 4 },
  { name: 'blanche', plural: 'blanches', beats: 2 },
  { name: 'noire', plural: 'noires', beats: 1 },
  { name: 'croche', plural: 'croches', beats: 0.5 },
  { name: 'double croche', plural: 'doubles croches', beats: 0.25 },
  { name: 'triple croche', plural: 'triples croches', beats: 0.125 },
]

export const TEMPO_TERMS: { term: string; range: [number, number]; meaning: string }[] = [
  { term: 'largo', range: [40, 60], meaning: 'large, très lent' },
  { term: 'adagio', range: [66, 76], meaning: 'lent, à l’aise' },
  { term: 'andante', range: [76, 108], meaning: 'allant, à l’allure de la marche' },
  { term: 'moderato', range: [108, 120], meaning: 'modéré' },
  { term: 'allegro', range: [120, 156], meaning: 'rapide et joyeux' },
  { term: 'presto', range: [168, 200], meaning: 'très rapide' },
]

const DENOMINATOR_NAMES: Record<number, string> = {
  1: 'ronde',
  2: 'blanche',
  4: 'noire',
  8: 'croche',
  16: 'double croche',
}

/** Explains a time signature from its two numbers (simple or compound meter). */
export function describeTimeSignature(numerator: number, denominator: number): string | undefined {
  const unit = DENOMINATOR_NAMES[denominator]
  if (!unit || numerator < 1 || numerator > 16) return undefined
  const compound = denominator >= 8 && numerator % 3 === 0 && numerator > 3
  if (compound) {
    const beats = numerator / 3
    const beatUnit = denominator === 8 ? 'noire pointée' : denominator === 16 ? 'croche pointée' : `${unit} pointée`
    return `La mesure ${numerator}/${denominator} est une mesure composée : ${numerator} ${unit}s par mesure, groupées par trois, soit ${beats} temps d'une ${beatUnit}. ${beats === 2 ? 'On la sent « à deux temps », avec un balancement ternaire.' : ''}`.trim()
  }
  const feel =
    numerator === 2
      ? 'binaire, comme une marche'
      : numerator === 3
        ? 'ternaire, comme une valse'
        : numerator === 4
          ? 'la plus courante en pop, rock, afrobeat et makossa'
          : numerator % 2 === 1
            ? 'asymétrique (irrégulière)'
            : 'simple'
  return `La mesure ${numerator}/${denominator} est une mesure simple : ${numerator} temps par mesure, chaque temps valant une ${unit}. C'est une mesure ${feel}.`
}
