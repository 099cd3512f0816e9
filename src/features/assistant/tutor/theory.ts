/**
 * Music theory for the tutor's answers, in French solfège names (do ré mi fa sol la si). Spelling,
 * intervals, scales and chords come from the site's music library (tonal, `#lib/music/theory.ts`):
 * notes keep their letter, so "gamme de fa majeur" gives si bémol, not la dièse.
 */
import {
  chordIntervals,
  intervalBetween as tonalInterval,
  intervalParts,
  scaleIntervals,
  semitonesOf,
  transposeNote,
  type IntervalName,
} from '#lib/music/theory.ts'

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

/** 'Bb' for si bémol: the library's spelling of a note. */
const letterName = (note: Note) =>
  'CDEFGAB'[note.letter]! + (note.alter > 0 ? '#'.repeat(note.alter) : 'b'.repeat(-note.alter))

function fromLetterName(name: string): Note {
  const letter = 'CDEFGAB'.indexOf(name[0]!)
  const accidentals = name.slice(1)
  return { letter, alter: accidentals.startsWith('#') ? accidentals.length : -accidentals.length }
}

/** An interval by its name: '3M' is a major third, '5P' a perfect fifth (see `#lib/music/theory.ts`). */
export type Interval = IntervalName

export const transpose = (note: Note, interval: Interval): Note =>
  fromLetterName(transposeNote(letterName(note), interval))

/** Scale patterns as intervals from the root. */
export const SCALES: Record<string, { label: string; intervals: Interval[] }> = {
  majeure: { label: 'majeure', intervals: scaleIntervals('major') },
  mineure: { label: 'mineure naturelle', intervals: scaleIntervals('aeolian') },
  harmonique: { label: 'mineure harmonique', intervals: scaleIntervals('harmonic minor') },
  melodique: { label: 'mineure mélodique (ascendante)', intervals: scaleIntervals('melodic minor') },
  'pentatonique majeure': { label: 'pentatonique majeure', intervals: scaleIntervals('major pentatonic') },
  'pentatonique mineure': { label: 'pentatonique mineure', intervals: scaleIntervals('minor pentatonic') },
  blues: { label: 'blues', intervals: scaleIntervals('blues') },
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
const MODE_SCALES = ['ionian', 'dorian', 'phrygian', 'lydian', 'mixolydian', 'aeolian', 'locrian']

/** The intervals of a mode: the major scale read from its n-th degree. */
export const modeIntervals = (mode: (typeof MODES)[number]): Interval[] =>
  scaleIntervals(MODE_SCALES[MODES.indexOf(mode)]!)

export function modeDescription(mode: (typeof MODES)[number]) {
  return MODE_CHARACTER[mode]
}

export const scaleNotes = (root: Note, intervals: Interval[]) => intervals.map(interval => transpose(root, interval))

export type ChordQuality = { key: string; label: string; intervals: Interval[] }

const chord = (key: string, label: string): ChordQuality => ({ key, label, intervals: chordIntervals(key) })
export const CHORDS: ChordQuality[] = [
  chord('maj7', 'majeur septième (maj7)'),
  chord('m7b5', 'demi-diminué (m7♭5)'),
  chord('dim7', 'diminué septième'),
  chord('m7', 'mineur septième'),
  chord('7', 'de septième de dominante'),
  chord('sus2', 'sus2'),
  chord('sus4', 'sus4'),
  chord('dim', 'diminué'),
  chord('aug', 'augmenté'),
  chord('m', 'mineur'),
  chord('M', 'majeur'),
]

export const chordNotes = (root: Note, quality: ChordQuality) =>
  quality.intervals.map(interval => transpose(root, interval))

const INTERVAL_NUMBERS = ['unisson', 'seconde', 'tierce', 'quarte', 'quinte', 'sixte', 'septième', 'octave']
/** Names the ascending interval from `low` to `high`, e.g. do → sol = quinte juste (7 demi-tons). */
export function intervalBetween(low: Note, high: Note): { name: string; semitones: number } {
  const interval = tonalInterval(letterName(low), letterName(high))
  const { number, quality } = intervalParts(interval)
  const semitones = semitonesOf(interval) ?? 0
  const qualityName = [1, 4, 5, 8].includes(number)
    ? { dd: 'sous-diminuée', d: 'diminuée', P: 'juste', A: 'augmentée', AA: 'sur-augmentée' }[quality]
    : { dd: 'sous-diminuée', d: 'diminuée', m: 'mineure', M: 'majeure', A: 'augmentée' }[quality]
  const name = interval === '1P' ? 'unisson' : `${INTERVAL_NUMBERS[number - 1]} ${qualityName ?? ''}`.trim()
  return { name, semitones }
}

const QUALITY_SYMBOLS: Record<string, string> = {
  juste: 'P',
  majeure: 'M',
  mineure: 'm',
  augmentee: 'A',
  diminuee: 'd',
}

/** Semitones of a named interval, for "combien de demi-tons dans une tierce majeure ?" (number 0 = unison). */
export function intervalSize(number: number, quality: string): number | undefined {
  const symbol = QUALITY_SYMBOLS[quality]
  return symbol && number >= 0 && number <= 7 ? semitonesOf(`${number + 1}${symbol}`) : undefined
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

export const relativeMinor = (majorRoot: Note) => transpose(majorRoot, '6M')
export const relativeMajor = (minorRoot: Note) => transpose(minorRoot, '3m')
export const fifthAbove = (note: Note) => transpose(note, '5P')
export const fourthAbove = (note: Note) => transpose(note, '4P')

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
