import { describe, expect, test } from 'vitest'
import { parseAbc } from '#lib/music/abc.ts'
import type { AssessmentPart } from '#lib/music/lesson-blocks.ts'
import { gradePerformance } from './assessment-grade.ts'
import { type PlayedNote, targetsOf } from './practice/scoring.ts'

/** A performed part written for two hands: the scale of do in octaves, on a grand staff. */
const SCALE: AssessmentPart = {
  id: 'gamme',
  title: 'Gamme de do majeur, mains ensemble',
  instructions: 'Les deux mains ensemble.',
  weight: 25,
  practice: {
    kind: 'play',
    abc: 'X:1\nM:4/4\nL:1/4\nQ:1/4=60\n%%score {RH | LH}\nV:RH\nV:LH clef=bass\nK:C\nV:RH\nC D E F |]\nV:LH\nC, D, E, F, |]',
  },
}

describe('a two-hand part of an assessment', () => {
  const tune = parseAbc(SCALE.practice.abc)
  const played = (hands: 'right' | 'left' | 'both'): PlayedNote[] =>
    targetsOf(tune, 100, hands).map(target => [target.midi, target.start])

  test('hands together is graded; one hand alone is not the part performed', () => {
    expect(
      gradePerformance([SCALE], { gamme: { kind: 'play', notes: played('both'), hands: 'both' } })[0],
    ).toMatchObject({
      score: 100,
      performed: true,
    })
    expect(gradePerformance([SCALE], { gamme: { kind: 'play', notes: played('both') } })[0]).toMatchObject({
      score: 100,
      performed: true,
    })
    expect(
      gradePerformance([SCALE], { gamme: { kind: 'play', notes: played('right'), hands: 'right' } })[0],
    ).toMatchObject({ score: 0, performed: false })
  })
})
