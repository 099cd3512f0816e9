import { describe, expect, test } from 'vitest'
import { siteContent } from '#tests/setup/content.ts'
import type { LessonBlock } from '#lib/music/lesson-blocks.ts'
import { measureLesson, measureLevel } from './curriculum-measures.ts'

/**
 * Every level delivers what it sells (issue 32): each lesson is a week with at least three graded
 * exercises, three minutes of distinct graded material at tempo and a practice plan filling the
 * level's weekly hours; each level has three complete pieces of 16 bars or more; in the piano levels,
 * at least half of the scores are for two hands.
 */
const levels = siteContent.disciplines.flatMap(discipline =>
  discipline.levels.map(level => ({ name: `${discipline.id}/${level.id}`, discipline: discipline.id, level })),
)

describe.each(levels)('the course $name', ({ discipline, level }) => {
  const measure = measureLevel(level)

  test.each(measure.lessons.map(lesson => [lesson.lesson, lesson] as const))(
    'lesson %i: 3 graded exercises, 180 s of graded material, a plan for the week’s hours',
    (_, lesson) => {
      expect(lesson.exercises, lesson.title).toBeGreaterThanOrEqual(3)
      expect(lesson.gradedSeconds, lesson.title).toBeGreaterThanOrEqual(180)
      expect(lesson.planMinutes, lesson.title).toBe(level.hoursPerWeek * 60)
    },
  )

  test('has three complete pieces of 16 bars or more', () => {
    expect(measure.pieces).toBeGreaterThanOrEqual(3)
  })

  // Piano only: a voice or a studio level has no left hand to write for.
  if (discipline === 'piano')
    test('writes at least half of its scores for two hands', () => {
      expect(measure.twoHandScores * 2).toBeGreaterThanOrEqual(measure.scores)
    })
})

const exercise = (id: string, abc: string): LessonBlock => ({
  type: 'exercise',
  id,
  title: id,
  instructions: '…',
  passMark: 70,
  practice: { kind: 'play', abc },
})
const tune = (tempo: number, bars: string) => `X:1\nM:4/4\nL:1/4\nQ:1/4=${tempo}\nK:C\n${bars}`
const grandStaff = (bars: string) =>
  `X:1\nM:4/4\nL:1/4\nQ:1/4=60\n%%score {RH | LH}\nV:RH clef=treble\nV:LH clef=bass\nK:C\nV:RH\n${bars}\nV:LH\n${bars.replace(/[A-G]/g, letter => `${letter},`)}`

test('the measures: the same notes at another tempo count once, drills only where there is no performed exam', () => {
  const sixteen = Array.from({ length: 16 }, () => 'C D E F').join(' | ')
  const blocks = [
    exercise('lent', tune(60, `${sixteen} |]`)), // 64 quarters at 60: 64 s
    exercise('vite', tune(120, `${sixteen} |]`)), // the same notes: not counted again
    exercise('autre', tune(120, 'G4 | G4 |]')), // 8 quarters at 120: 4 s
    {
      type: 'exercise',
      id: 'q',
      title: 'q',
      instructions: '…',
      passMark: 70,
      practice: { kind: 'drill', drill: 'intervals', questions: 6 },
    },
    { type: 'score', title: 'Deux mains', abc: grandStaff('C D E F | G4 |]'), demo: null },
  ] satisfies LessonBlock[]
  expect(measureLesson({ lesson: 1, title: 'L1', blocks }, false)).toMatchObject({
    exercises: 4,
    gradedSeconds: 68,
    planMinutes: null,
  })
  expect(measureLesson({ lesson: 1, title: 'L1', blocks }, true).gradedSeconds).toBe(68 + 60)
  const level = measureLevel({ hoursPerWeek: 2, syllabus: [{ lesson: 1, title: 'L1', blocks }], performance: [{}] })
  expect(level).toMatchObject({ pieces: 1, scores: 3, twoHandScores: 1 })
  expect(
    measureLevel({ hoursPerWeek: 2, syllabus: [{ lesson: 1, title: 'L1', blocks }] }).lessons[0]?.gradedSeconds,
  ).toBe(128)
})
