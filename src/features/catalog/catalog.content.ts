import { z } from 'zod'
import { assessmentPartsSchema, lessonBlocksSchema, playedShareProblem } from '#lib/music/lesson-blocks.schema.ts'

/**
 * What the academy teaches and sells, as published in `content/catalog/` (disciplines, formulas) and
 * `content/courses/<discipline>/<level>/` (a level's `level.yaml` and its lessons).
 */
export const DISCIPLINE_IDS = ['piano', 'chant', 'mao', 'musicologie'] as const

const slug = z.string().regex(/^[a-z0-9-]+$/, 'Lettres minuscules, chiffres et tirets.')

export const disciplineFileSchema = z.strictObject({
  id: z.enum(DISCIPLINE_IDS),
  name: z.string().min(1),
  description: z.string().min(1),
  /** `/media/images/disciplines/<id>-800.webp` */
  imageUrl: z.string().startsWith('/media/'),
  videoId: z.string().nullable(),
  /** The level folders under `content/courses/<id>/`, in the order the site lists them. */
  levels: z.array(slug).min(1),
})

/** A level's own data, `level.yaml`: everything but its lessons. */
const levelFileShape = z.strictObject({
  levelName: z.string().min(1),
  durationWeeks: z.number().int().positive(),
  hoursPerWeek: z.number().int().positive(),
  learningObjectives: z.array(z.string().min(1)).min(1),
  exercises: z.array(
    z.strictObject({ title: z.string().min(1), instructions: z.string().min(1), solution: z.string().min(1) }),
  ),
  recommendedRepertoire: z.array(z.string().min(1)),
  resources: z.array(z.string().min(1)),
  assessment: z.strictObject({
    type: z.string().min(1),
    passingCriteria: z.string().min(1),
    passingScore: z.number().int().min(1).max(100),
  }),
  /**
   * The performed parts of the assessment, each with its share of the final mark; the quiz counts for
   * the rest. Absent: the assessment is the quiz alone.
   */
  performance: assessmentPartsSchema.optional(),
})

/** The played parts alone never reach the pass mark: the quiz must count (see `playedShareProblem`). */
function checkPlayedShare(
  level: { performance?: { weight: number }[] | undefined; assessment: { passingScore: number } },
  context: z.RefinementCtx,
) {
  const problem = playedShareProblem(level.performance, level.assessment.passingScore)
  if (problem) context.addIssue({ code: 'custom', path: ['performance'], message: problem })
}

export const levelFileSchema = levelFileShape.superRefine(checkPlayedShare)

/**
 * A lesson of a level's syllabus: `content` is its summary (the whole lesson when it has no blocks);
 * `blocks` make a lesson that teaches; `free` marks the level's "Leçon d'essai".
 */
export const syllabusLessonSchema = z.object({
  lesson: z.number().int().min(1),
  title: z.string().min(1),
  content: z.string().min(1),
  blocks: lessonBlocksSchema.optional(),
  free: z.boolean().optional(),
})

export const levelSchema = levelFileShape
  .extend({
    /** URL segment of the course page, e.g. 'debutant'. */
    id: slug,
    syllabus: z.array(syllabusLessonSchema),
  })
  .superRefine(checkPlayedShare)

export const disciplineSchema = disciplineFileSchema.extend({ levels: z.array(levelSchema) })

export const formulaSchema = z.strictObject({
  id: slug,
  name: z.string().min(1),
  description: z.string().min(1),
  price: z.strictObject({ eur: z.number().int().positive(), xaf: z.number().int().positive() }).nullable(),
  billingCycle: z.enum(['mois', 'unique']).nullable(),
  customPriceText: z.string().nullable(),
  features: z.array(z.string().min(1)),
})

export type DisciplineId = (typeof DISCIPLINE_IDS)[number]
export type Level = z.infer<typeof levelSchema>
export type Discipline = z.infer<typeof disciplineSchema>
export type Formula = z.infer<typeof formulaSchema>
