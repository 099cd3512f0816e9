import { parseAbc } from '#lib/music/abc.ts'
import type { AssessmentPart } from '#lib/music/lesson-blocks.ts'
import { centsOff, midiToHz } from '#lib/music/pitch.ts'
import { onsetsOf, type PracticeTry, targetsOf } from './practice/scoring.ts'

/**
 * What no person at a keyboard or a microphone produces, checked on the measurements the browser sends
 * for a performed part of an assessment before they are graded. The scores to play are public, so a
 * script can send their exact notes at their exact instants; these checks refuse the plain forgeries
 * (instants copied from the score, a constant offset, events out of order or past the piece, a voice
 * holding its pitch to the hundredth of a cent). A patient forger can add noise: that is why a teacher
 * listens to the recording before any certificate (issue 34). Pure: the server and the tests use it.
 */
export const PLAUSIBLE = {
  /** Seconds before the first note a take may begin (the count-in's last beat, an early key). */
  leadSeconds: 2,
  /** How far past the piece's end at its tempo a take may run: a share of its length, plus seconds. */
  overrunShare: 0.25,
  overrunSeconds: 3,
  /** Key presses or taps: at most this many per note of the score, plus a few. */
  eventsPerNote: 3,
  extraEvents: 12,
  /** Pitch frames: at most one every 5 ms. */
  framesPerSecond: 200,
  /** A played note within this of its note in the score is "exact"… */
  exactMs: 1,
  /** …and more than this share of exact notes, among at least `minMatched`, is copied from the score. */
  exactShare: 0.3,
  /**
   * Offsets from the score spreading less than this (median absolute deviation, ms) have no human
   * jitter: a person's keys scatter by tens of milliseconds. The median's deviation, so a few notes
   * moved by hand do not hide a constant shift.
   */
  minSpreadMs: 2,
  minMatched: 6,
  /** Sung frames within this of the exact pitch of their note (cents)… */
  exactCents: 0.5,
  /** …for more than this share of the voiced frames: a generated voice. */
  exactFrameShare: 0.5,
  /** Voiced frames whose deviation varies less than this (median absolute deviation, cents) within notes. */
  minCentsSpread: 0.5,
  minFrames: 20,
} as const

/** Why a try cannot be a person's performance, in French (a clause), or null when it can. */
export function implausibility(part: Pick<AssessmentPart, 'practice'>, attempt: PracticeTry): string | null {
  if (attempt.kind === 'drill' || part.practice.kind !== attempt.kind) return null
  const tune = parseAbc(part.practice.abc)
  const targets = targetsOf(tune)
  if (targets.length === 0) return null
  const end = Math.max(...targets.map(target => target.start + target.length))
  const latest = end * (1 + PLAUSIBLE.overrunShare) + PLAUSIBLE.overrunSeconds
  const times =
    attempt.kind === 'sing'
      ? attempt.frames.map(([time]) => time)
      : attempt.kind === 'play'
        ? attempt.notes.map(([, time]) => time)
        : attempt.taps
  for (let index = 1; index < times.length; index++) {
    const ordered = attempt.kind === 'sing' ? times[index]! > times[index - 1]! : times[index]! >= times[index - 1]!
    if (!ordered) return 'les instants envoyés ne se suivent pas dans l’ordre du jeu'
  }
  if (times.some(time => time < -PLAUSIBLE.leadSeconds || time > latest))
    return 'des instants tombent hors de la durée du morceau à son tempo'

  if (attempt.kind === 'sing') {
    if (attempt.frames.length > (latest + PLAUSIBLE.leadSeconds) * PLAUSIBLE.framesPerSecond)
      return 'plus de mesures de hauteur qu’un micro n’en donne'
    return voiceProblem(targets, attempt.frames)
  }

  const events: [midi: number | null, time: number][] =
    attempt.kind === 'play' ? attempt.notes : attempt.taps.map(time => [null, time])
  const expected = attempt.kind === 'play' ? targets.length : onsetsOf(tune).length
  if (events.length > expected * PLAUSIBLE.eventsPerNote + PLAUSIBLE.extraEvents)
    return 'bien plus de notes que la partition n’en compte'
  const starts =
    attempt.kind === 'play'
      ? targets.map(target => ({ midi: target.midi as number | null, start: target.start }))
      : onsetsOf(tune).map(start => ({ midi: null, start }))
  return timingProblem(starts, events)
}

/** Each event against the nearest note of the score it could be (same key, within 450 ms). */
function timingProblem(
  starts: { midi: number | null; start: number }[],
  events: [midi: number | null, time: number][],
): string | null {
  const offsets: number[] = []
  for (const [midi, time] of events) {
    let nearest = Number.POSITIVE_INFINITY
    for (const target of starts)
      if (target.midi === midi && Math.abs(time - target.start) < Math.abs(nearest)) nearest = time - target.start
    if (Math.abs(nearest) <= 0.45) offsets.push(nearest * 1000)
  }
  if (offsets.length < PLAUSIBLE.minMatched) return null
  const exact = offsets.filter(offset => Math.abs(offset) < PLAUSIBLE.exactMs).length
  if (exact / offsets.length > PLAUSIBLE.exactShare)
    return 'les notes tombent sur les instants de la partition à la milliseconde près, ce qu’aucun musicien ne produit'
  if (spread(offsets) < PLAUSIBLE.minSpreadMs)
    return 'les écarts de temps avec la partition sont tous les mêmes, sans la variation d’un jeu humain'
  return null
}

/** A voice wavers: frames exactly on the note, or a deviation that never varies, are generated. */
function voiceProblem(targets: ReturnType<typeof targetsOf>, frames: [number, number][]): string | null {
  let exact = 0
  let voiced = 0
  const residuals: number[] = []
  for (const target of targets) {
    const inside = frames
      .filter(([time, hz]) => hz > 0 && time >= target.start && time < target.start + target.length)
      .map(([, hz]) => centsOff(hz, midiToHz(target.midi), true))
    if (inside.length === 0) continue
    voiced += inside.length
    exact += inside.filter(cents => Math.abs(cents) < PLAUSIBLE.exactCents).length
    const centre = median(inside)
    for (const cents of inside) residuals.push(cents - centre)
  }
  if (voiced < PLAUSIBLE.minFrames) return null
  if (exact / voiced > PLAUSIBLE.exactFrameShare)
    return 'la voix tient chaque note exactement à la fréquence de la partition, ce qu’aucune voix ne fait'
  if (spread(residuals) < PLAUSIBLE.minCentsSpread)
    return 'la hauteur ne varie jamais à l’intérieur des notes, ce qu’aucune voix ne fait'
  return null
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Median absolute deviation: how far values typically sit from their median, outliers aside. */
function spread(values: number[]): number {
  const centre = median(values)
  return median(values.map(value => Math.abs(value - centre)))
}
