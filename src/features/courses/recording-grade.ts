import { parseAbc } from '#lib/music/abc.ts'
import type { AssessmentPart } from '#lib/music/lesson-blocks.ts'
import { trackPitch } from './practice/pitch-track.ts'
import { type PitchFrame, scoreSinging, targetsOf } from './practice/scoring.ts'

/**
 * A sung part graded again on the server from its recording, with the lessons' own pitch tracking
 * (pitchy) and scoring, so the teacher sees beside the browser's mark what the recording itself
 * gives. Played and tapped parts are not: a keyboard's chords and a tap's click give no pitch track
 * to grade from, and their teacher listens. Pure: the server decodes the audio (ffmpeg), the tests
 * synthesise it.
 */
export const REGRADE = {
  sampleRate: 22_050,
  /** One pitch reading every 20 ms. */
  hop: 441,
  /** Where the take starts in the recording (it begins with the count-in): searched in this range, s. */
  earliestStart: -0.5,
  latestStart: 8,
  coarseStep: 0.05,
  fineStep: 0.01,
} as const

const shift = (frames: PitchFrame[], offset: number): PitchFrame[] => frames.map(([time, hz]) => [time - offset, hz])

/**
 * The sung part's score (out of 100) from the recording's samples, or null for a part that is not
 * sung. The take's start in the recording is not known to the second (count-in, the browser's start
 * latency): the start that scores best is taken, as a listener lines the score up with what they hear.
 */
export function regradeSung(
  part: Pick<AssessmentPart, 'practice'>,
  samples: Float32Array,
  sampleRate: number = REGRADE.sampleRate,
): { score: number; startSeconds: number } | null {
  if (part.practice.kind !== 'sing') return null
  const targets = targetsOf(parseAbc(part.practice.abc))
  const frames = trackPitch(samples, sampleRate, REGRADE.hop)
  if (!frames.some(([, hz]) => hz > 0)) return { score: 0, startSeconds: 0 }
  const at = (start: number) => ({ score: scoreSinging(targets, shift(frames, start)).score, startSeconds: start })
  let best = at(0)
  for (let start = REGRADE.earliestStart; start <= REGRADE.latestStart; start += REGRADE.coarseStep) {
    const candidate = at(start)
    if (candidate.score > best.score) best = candidate
  }
  const around = best.startSeconds
  for (let start = around - REGRADE.coarseStep; start <= around + REGRADE.coarseStep; start += REGRADE.fineStep) {
    const candidate = at(start)
    if (candidate.score > best.score) best = candidate
  }
  return { score: best.score, startSeconds: Math.round(best.startSeconds * 100) / 100 }
}
