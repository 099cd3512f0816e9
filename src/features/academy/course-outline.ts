import type { Level } from '#sample-data/types.ts'

/**
 * What anyone may read of a level (issue #10): lesson and exercise titles, not their texts, which are
 * for enrolled students (learning API). Used by the server and by the static demo alike.
 */
export function courseOutline<T extends Pick<Level, 'syllabus' | 'exercises'>>(level: T) {
  return {
    ...level,
    syllabus: level.syllabus.map(({ lesson, title }) => ({ lesson, title })),
    exercises: level.exercises.map(({ title }) => ({ title })),
  }
}
