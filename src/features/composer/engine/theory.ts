/**
 * Music theory the composer needs: key names (with French and English aliases), scales, diatonic
 * chords and close voicings. Pitches are MIDI note numbers; pitch classes are 0 (C) to 11 (B).
 */
import { scaleSemitones } from '#lib/music/theory.ts'
import { KEY_ROOTS } from '../music.options.ts'

export const MAJOR_SCALE = scaleSemitones('major')
export const MINOR_SCALE = scaleSemitones('aeolian')
export const MAJOR_PENTATONIC = scaleSemitones('major pentatonic')
export const MINOR_PENTATONIC = scaleSemitones('minor pentatonic')

export type Key = { tonic: number; minor: boolean }

const LETTERS: Record<string, number> = { c: 0, d: 2, e: 4, f: 5, g: 7, a: 9, b: 11 }
const SOLFEGE: Record<string, number> = { do: 0, re: 2, mi: 4, fa: 5, sol: 7, la: 9, si: 11 }

/** Lower case, accents removed, 'œ' spelled out: what aliases are compared on. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/♯/g, '#')
    .replace(/♭/g, 'b')
    .replace(/\s+/g, ' ')
    .trim()
}

const KEY_PATTERN = /^(do|re|mi|fa|sol|la|si|[a-g])\s*(#|b|diese|bemol)?\s*(majeur|mineur|major|minor|maj|min|m)?$/

/**
 * 'C Majeur', 'A Mineur', 'F# Mineur', 'Bb Majeur', also 'Do majeur', 'fa# mineur', 'Sol dièse mineur',
 * 'si bémol majeur', 'Am', 'C minor'. A key without a mode is major. Undefined when not a key.
 */
export function parseKey(name: string): Key | undefined {
  const match = KEY_PATTERN.exec(foldText(name))
  if (!match) return undefined
  const [, root = '', accidental, mode] = match
  let pc = root.length === 1 ? LETTERS[root] : SOLFEGE[root]
  if (pc === undefined) return undefined
  if (accidental === '#' || accidental === 'diese') pc += 1
  else if (accidental === 'b' || accidental === 'bemol') pc -= 1
  const minor = mode === 'mineur' || mode === 'minor' || mode === 'min' || mode === 'm'
  return { tonic: (pc + 12) % 12, minor }
}

/** The canonical name of a key: 'F# Mineur', 'Bb Majeur'. */
export function keyName(key: Key): string {
  return `${KEY_ROOTS[key.tonic]} ${key.minor ? 'Mineur' : 'Majeur'}`
}

/** Finds a key named inside free text ("une balade en ré mineur", "in A minor"). */
export function findKeyInText(text: string): Key | undefined {
  const folded = foldText(text)
  const pattern =
    /(?:^|[\s,;(])(?:en |in )?(do|re|mi|fa|sol|la|si|[a-g])(?: ?(#|diese|bemol|b(?= )))? ?(majeur|mineur|major|minor)(?=$|[\s,.;!?)])/g
  for (const match of folded.matchAll(pattern)) {
    const candidate = parseKey(`${match[1]}${match[2] ?? ''} ${match[3]}`)
    if (candidate) return candidate
  }
  return undefined
}

export function scaleOf(key: Key): number[] {
  return key.minor ? MINOR_SCALE : MAJOR_SCALE
}

export function isInScale(midi: number, key: Key, scale = scaleOf(key)): boolean {
  return scale.includes((((midi - key.tonic) % 12) + 12) % 12)
}

export type Chord = { root: number; intervals: number[] }

/**
 * The chord on scale degree `degree` (0 = I), stacked in thirds from the scale. In minor, `harmonicV`
 * raises the seventh degree inside the V chord (E major in A minor), the sound of a real cadence.
 */
export function diatonicChord(key: Key, degree: number, sevenths: boolean, harmonicV: boolean): Chord {
  const scale = scaleOf(key)
  const pcs: number[] = []
  for (const k of sevenths ? [0, 2, 4, 6] : [0, 2, 4]) {
    const index = degree + k
    let semitones = scale[index % 7]! + 12 * Math.floor(index / 7)
    if (key.minor && harmonicV && degree === 4 && index % 7 === 6) semitones += 1
    pcs.push((key.tonic + semitones) % 12)
  }
  const root = pcs[0]!
  return { root, intervals: pcs.map(pc => (pc - root + 12) % 12) }
}

export function chordPitchClasses(chord: Chord): number[] {
  return chord.intervals.map(interval => (chord.root + interval) % 12)
}

/** The lowest note of pitch class `pc` at or above `low`. */
export function lowestAtLeast(pc: number, low: number): number {
  return low + ((((pc - low) % 12) + 12) % 12)
}

/** Close voicing inside [low, low + 12): consecutive chords move by small steps, for free. */
export function closeVoicing(chord: Chord, low: number): number[] {
  return chordPitchClasses(chord)
    .map(pc => lowestAtLeast(pc, low))
    .sort((a, b) => a - b)
}

/** The scale note `steps` diatonic degrees away from `midi` (negative = down). */
export function diatonicShift(midi: number, steps: number, key: Key): number {
  let note = midi
  let remaining = Math.abs(steps)
  const direction = Math.sign(steps)
  while (remaining > 0) {
    note += direction
    if (isInScale(note, key)) remaining--
  }
  return note
}
