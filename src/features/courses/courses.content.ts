import { z } from 'zod'

/**
 * The front-matter of a lesson file, `content/courses/<discipline>/<level>/NN-<slug>.md`; its body
 * holds the lesson's blocks (src/content/lesson-body.ts reads them, lesson-blocks.schema.ts checks them).
 */
export const lessonFrontMatterSchema = z.strictObject({
  lesson: z.number().int().min(1),
  title: z.string().min(1),
  /** The level's free "Leçon d'essai". */
  free: z.boolean().optional(),
  /** What the lesson teaches, in two or three sentences (the course outline and the tutor quote it). */
  summary: z.string().min(1),
})
