import { z } from 'zod'
import { slugSchema } from '#core/http/params.ts'

/** Inputs of the learning API, shared by the server's validation and the pages. Pure zod. */
export const levelParamsSchema = z.object({ disciplineId: slugSchema, courseId: slugSchema })

export const lessonParamsSchema = levelParamsSchema.extend({
  lesson: z.coerce.number().int('leçon invalide').min(1, 'leçon invalide').max(500, 'leçon invalide'),
})

export const exerciseParamsSchema = levelParamsSchema.extend({
  exercise: z.coerce.number().int('exercice invalide').min(0, 'exercice invalide').max(500, 'exercice invalide'),
})

export const practiceParamsSchema = lessonParamsSchema.extend({
  exercise: z.string().regex(/^[a-z0-9-]{1,40}$/, 'exercice invalide'),
})

/** Seconds from the start of a try (a little before it: the count-in). */
const seconds = z.number().min(-10, 'temps invalide').max(900, 'temps invalide')

/** What the browser measured during a try: pitch frames, key presses, taps or drill answers. Never audio. */
export const practiceTrySchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('sing'),
      frames: z.array(z.tuple([seconds, z.number().min(0).max(5000)])).max(4000, 'essai trop long'),
    }),
    z.object({
      kind: z.literal('play'),
      notes: z.array(z.tuple([z.number().int().min(0).max(127), seconds])).max(2000, 'essai trop long'),
      hands: z.enum(['right', 'left', 'both'], { error: 'main inconnue' }).optional(),
    }),
    z.object({ kind: z.literal('rhythm'), taps: z.array(seconds).max(2000, 'essai trop long') }),
    z.object({
      kind: z.literal('drill'),
      seed: z
        .number()
        .int()
        .min(0)
        .max(2 ** 32 - 1),
      answers: z.array(z.number().int().min(-1).max(20)).max(40),
    }),
  ],
  { error: 'type d’essai inconnu' },
)

export const lessonDoneSchema = z.object({ done: z.boolean({ error: 'indiquez si la leçon est terminée' }) })

export const EXERCISE_ANSWER_MAX = 2000

/** A try: the student's own answer, or nothing for 'J'ai essayé'. */
export const exerciseTrySchema = z.object({
  answer: z
    .string()
    .trim()
    .max(EXERCISE_ANSWER_MAX, `votre réponse dépasse ${EXERCISE_ANSWER_MAX} caractères`)
    .default(''),
})

/** A performed part of the assessment: its id in the level (e.g. 'morceau', 'gamme'). */
const partIdSchema = z.string().regex(/^[a-z0-9-]{1,40}$/, 'partie de l’évaluation inconnue')

/**
 * The assessment: question id → indexes of the checked choices; what the browser measured while the
 * student played or sang each part (never audio); and whether they agree to keep their recording
 * for their teacher (the recordings are then uploaded one by one, see `recordingUploadSchema`).
 */
export const quizSubmissionSchema = z.object({
  answers: z.record(
    z.string().regex(/^[a-z]{2}-\d{2}$/, 'question inconnue'),
    z.array(z.number().int().min(0).max(20)).max(20),
  ),
  performance: z
    .record(partIdSchema, practiceTrySchema)
    .refine(tries => Object.keys(tries).length <= 8, 'trop de parties jouées')
    .default({}),
  keepRecording: z.boolean({ error: 'indiquez si l’enregistrement peut être conservé' }).default(false),
  /** The server's signed opening of the assessment (`startToken` of the quiz): parts take time to play. */
  startToken: z.string().max(200, 'ouverture de l’évaluation invalide').optional(),
})

/** The fields sent with a recording (multipart form, beside the `file`). */
export const recordingUploadSchema = z.object({
  attemptId: z.uuid({ error: 'tentative inconnue' }),
  part: partIdSchema,
})
export const recordingParamsSchema = z.object({ id: z.uuid({ error: 'enregistrement inconnu' }) })
export type QuizSubmission = z.infer<typeof quizSubmissionSchema>

export const certificateParamsSchema = z.object({
  code: z
    .string()
    .trim()
    .min(4, 'code invalide')
    .max(20, 'code invalide')
    .regex(/^[A-Za-z0-9-]+$/, 'code invalide'),
})

export const revokeCertificateSchema = z.object({
  reason: z.string().trim().min(3, 'indiquez la raison de la révocation').max(500, 'raison trop longue'),
})

/** A teacher's (or an admin's) decision on a performed assessment; a refusal says why. */
export const reviewDecisionSchema = z.object({
  decision: z.enum(['validate', 'refuse'], { error: 'choisissez de valider ou de refuser l’évaluation' }),
  comment: z.string().trim().max(1000, 'votre commentaire dépasse 1 000 caractères').optional(),
})
export const attemptParamsSchema = z.object({ attemptId: z.uuid({ error: 'évaluation inconnue' }) })
