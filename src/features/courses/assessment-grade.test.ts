import { describe, expect, test } from 'vitest'
import { parseAbc } from '#lib/music/abc.ts'
import type { AssessmentPart } from '#lib/music/lesson-blocks.ts'
import { levelSchema } from '#features/catalog/catalog.content.ts'
import { playedShareProblem, QUIZ_POINTS_TO_PASS } from '#lib/music/lesson-blocks.schema.ts'
import { siteContent } from '#tests/setup/content.ts'
import { combineAssessment, gradePerformance } from './assessment-grade.ts'
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

describe('the performed parts alone never reach the pass mark', () => {
  const levels = siteContent.disciplines.flatMap(discipline =>
    discipline.levels.map(level => ({ name: `${discipline.id}/${level.id}`, level })),
  )

  test('every level of the content leaves the quiz at least 10 points of its pass mark', () => {
    const withParts = levels.filter(({ level }) => (level.performance ?? []).length > 0)
    expect(withParts.length).toBeGreaterThanOrEqual(5)
    for (const { name, level } of withParts) {
      const pass = level.assessment.passingScore
      const played = level.performance!.reduce((sum, part) => sum + part.weight, 0)
      expect(played, name).toBeLessThanOrEqual(pass - QUIZ_POINTS_TO_PASS)
      // Every part at 100 and an empty quiz: below the pass mark; the quiz's 10 points make it.
      const perfect = level.performance!.map(part => ({
        id: part.id,
        title: part.title,
        kind: part.practice.kind,
        weight: part.weight,
        score: 100,
        performed: true,
        detail: null,
      }))
      expect(combineAssessment(perfect, 0, pass).passed, name).toBe(false)
      const quizWeight = 100 - played
      const needed = ((pass - played) * 100) / quizWeight
      expect(combineAssessment(perfect, Math.ceil(needed), pass).passed, name).toBe(true)
    }
  })

  test('the content’s schema refuses a level whose parts would pass on their own, in French', () => {
    const piano = levels.find(({ name }) => name === 'piano/debutant')!.level
    const heavy = levelSchema.safeParse({
      ...piano,
      performance: piano.performance!.map(part => ({ ...part, weight: 35 })),
    })
    expect(heavy.success).toBe(false)
    expect(heavy.error!.issues.map(issue => issue.message)).toContain(
      'Les parties jouées comptent pour 70 % et la réussite est à 75 % : le quiz doit apporter au moins 10 points de la note de réussite (parties jouées à 65 % au plus, ou note de réussite plus haute).',
    )
    expect(levelSchema.safeParse(piano).success).toBe(true)
    expect(playedShareProblem(undefined, 70)).toBeUndefined()
    expect(playedShareProblem([{ weight: 60 }], 70)).toBeUndefined()
  })

  test('a level stored before the rule (parts at 75 %, pass at 75 %) no longer passes on the parts alone', () => {
    const part = {
      id: 'morceau',
      title: 'Morceau',
      kind: 'play' as const,
      weight: 75,
      score: 100,
      performed: true,
      detail: null,
    }
    expect(combineAssessment([part], 0, 75)).toMatchObject({ score: 75, passed: false })
    expect(combineAssessment([part], 36, 75)).toMatchObject({ score: 84, passed: false })
    expect(combineAssessment([part], 40, 75)).toMatchObject({ score: 85, passed: true })
  })
})
