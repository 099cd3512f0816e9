import type { Level } from '#sample-data/types.ts'

/**
 * What anyone may read of a level (issue #10): lesson and exercise titles, not their texts, which are
 * for enrolled students (learning API). Used by the server and by the static demo alike.
 */
export function courseOutline<T extends Pick<Level, 'syllabus' | 'exercises'>>(level: T) {
  return {
    ...level,
    // The free lesson ("Leçon d'essai", issue #25) is named, so the course page can link to it.
    syllabus: level.syllabus.map(({ lesson, title, free }) => ({ lesson, title, ...(free ? { free: true } : {}) })),
    exercises: level.exercises.map(({ title }) => ({ title })),
  }
}
