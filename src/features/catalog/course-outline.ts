import type { Level } from '#features/catalog/catalog.content.ts'

/**
 * What anyone may read of a level: lesson and exercise titles, not their texts, which are
 * for enrolled students (learning API). Used by the server and by the static demo alike.
 */
export function courseOutline<T extends Pick<Level, 'syllabus' | 'exercises' | 'performance'>>(level: T) {
  const { performance, ...rest } = level
  return {
    ...rest,
    // The assessment's played parts are named with their share of the mark; the scores and
    // instructions come with the assessment, for the level's students.
    ...(performance ? { performance: performance.map(({ id, title, weight }) => ({ id, title, weight })) } : {}),
    // The free lesson ("Leçon d'essai") is named, so the course page can link to it.
    syllabus: level.syllabus.map(({ lesson, title, free }) => ({ lesson, title, ...(free ? { free: true } : {}) })),
    exercises: level.exercises.map(({ title }) => ({ title })),
  }
}
