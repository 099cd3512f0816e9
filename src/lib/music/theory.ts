/**
 * The site's music theory, from tonal (https://github.com/tonaljs/tonal) rather than our own copies:
 * note spelling, intervals, chord and scale types, for the tutor and the composer. Frequencies stay in
 * `pitch.ts`, one line that the lesson pages load without any of tonal (ADR 023). They run in the browser too (the tutor's panel, the static demo), so only tonal's small
 * packages are imported: its `tonal` entry re-exports every dictionary, which no bundle could leave out.
 * Pure code.
 */
import { get as chordTypeOf } from '@tonaljs/chord-type'
import { distance, transpose } from '@tonaljs/pitch-distance'
import { interval } from '@tonaljs/pitch-interval'
import { get as scaleTypeOf } from '@tonaljs/scale-type'

/**
 * Intervals are named as tonal names them: number then quality, '3M' (major third), '5P' (perfect
 * fifth), '7m', '4A', '5d', '9M'. Notes are letter names with their alterations: 'Bb', 'F#', 'C##'.
 */
export type IntervalName = string

/** The note `name` moved up by `by`, spelled from its letter: 'F' + '4P' is 'Bb', never 'A#'. */
export const transposeNote = (name: string, by: IntervalName): string => transpose(name, by)

/** The ascending interval from one pitch class to another: 'C' → 'G' is '5P', 'C' → 'Cb' is '8d'. */
export const intervalBetween = (from: string, to: string): IntervalName => distance(from, to)

/** Semitones of an interval ('3M' is 4), undefined for a name that is no interval ('3P'). */
export function semitonesOf(name: IntervalName): number | undefined {
  const parsed = interval(name)
  return parsed.empty ? undefined : parsed.semitones
}

/** An interval's number (1 for the unison, 8 for the octave) and quality: 'P', 'M', 'm', 'A', 'd'… */
export function intervalParts(name: IntervalName): { number: number; quality: string } {
  const parsed = interval(name)
  return { number: parsed.num, quality: parsed.q }
}

/** The intervals of a chord type from its symbol: 'maj7', 'm7b5', '7sus4', 'add9', 'M'… */
export function chordIntervals(symbol: string): IntervalName[] {
  const type = chordTypeOf(symbol)
  if (type.empty) throw new Error(`unknown chord type: ${symbol}`)
  return type.intervals
}

/** The intervals of a scale or mode by its English name: 'major', 'aeolian', 'blues', 'dorian'… */
export function scaleIntervals(name: string): IntervalName[] {
  const type = scaleTypeOf(name)
  if (type.empty) throw new Error(`unknown scale: ${name}`)
  return type.intervals
}

/** A scale's steps in semitones from its tonic: [0, 2, 4, 5, 7, 9, 11] for 'major'. */
export const scaleSemitones = (name: string): number[] => scaleIntervals(name).map(step => semitonesOf(step)!)
