import { describe, expect, test } from 'vitest'
import { parseAbc } from '#core/music/abc.ts'
import { exercisesOf, wordCount } from '#core/music/lesson-blocks.ts'
import { lessonBlocksSchema } from '#core/music/lesson-blocks.schema.ts'
import { disciplines } from '../academy.ts'

/**
 * The content of issue #25: every level of the seed has a full course, one lesson per week of its
 * duration, each with at least 250 words of teaching, a score or an audio example, and a practice
 * exercise with its pass mark; one lesson per level is the free "Leçon d'essai".
 */
const levels = disciplines.flatMap(discipline =>
  discipline.levels.map(level => ({ name: `${discipline.id}/${level.id}`, discipline, level })),
)

test('the seed has its seven levels, each with lessons', () => {
  expect(levels.map(({ name }) => name).sort()).toEqual(
    [
      'chant/debutant',
      'chant/intermediaire',
      'mao/debutant',
      'musicologie/debutant',
      'piano/avance',
      'piano/debutant',
      'piano/intermediaire',
    ].sort(),
  )
})

describe.each(levels)('the course $name', ({ level }) => {
  test('has one lesson per week, numbered 1 to N, one of them free to try', () => {
    expect(level.syllabus.map(lesson => lesson.lesson)).toEqual(
      Array.from({ length: level.durationWeeks }, (_, index) => index + 1),
    )
    expect(level.syllabus.filter(lesson => lesson.free)).toHaveLength(1)
  })

  test.each(level.syllabus.map(lesson => [lesson.lesson, lesson] as const))(
    'lesson %i teaches: 250 words, a score or audio example, an exercise with its pass mark; valid blocks',
    (_, lesson) => {
      const blocks = lesson.blocks ?? []
      expect(wordCount(blocks), lesson.title).toBeGreaterThanOrEqual(250)
      expect(
        blocks.some(block => block.type === 'score' || block.type === 'audio'),
        lesson.title,
      ).toBe(true)
      const exercises = exercisesOf(blocks)
      expect(exercises.length, lesson.title).toBeGreaterThanOrEqual(1)
      for (const exercise of exercises) expect(exercise.passMark).toBeGreaterThan(0)
      // The editor's checks (ABC included) accept the lesson as written.
      const parsed = lessonBlocksSchema.safeParse(blocks)
      expect(parsed.error?.issues ?? [], lesson.title).toEqual([])
      for (const block of blocks) {
        if (block.type === 'score') expect(parseAbc(block.abc).notes.length).toBeGreaterThan(0)
      }
    },
  )
})
