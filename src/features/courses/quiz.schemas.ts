import { z } from 'zod'
import { slugSchema } from '#core/http/params.ts'
import { line, paragraph } from '#core/validation/content-rules.ts'

/**
 * A level's assessment questions, as the content files (`content/quizzes/<discipline>-<level>.json`)
 * and the admin form write them. Shared by the seed, the admin routes and the admin screen.
 */

export const EAR_TRAINING_PLAYS = ['together', 'one-by-one', 'arpeggio-then-together'] as const

/** Notes (MIDI numbers, 60 = do3, the middle C) the server renders to audio for an ear-training question. */
export const earTrainingSchema = z.object({
  notes: z
    .array(
      z
        .number({ error: 'Chaque note est un numéro MIDI (60 = do3).' })
        .int('Chaque note est un numéro MIDI entier (60 = do3).')
        .min(21, 'Note trop grave : 21 (la0) au moins.')
        .max(108, 'Note trop aiguë : 108 (do8) au plus.'),
      { error: 'Liste de notes attendue.' },
    )
    .min(1, 'Indiquez au moins une note à faire écouter.')
    .max(8, '8 notes au plus.'),
  play: z.enum(EAR_TRAINING_PLAYS, { error: 'Choisissez comment jouer les notes.' }),
})
export type EarTraining = z.infer<typeof earTrainingSchema>

const questionFields = {
  prompt: paragraph('La question est vide.', 600, 'La question ne peut pas dépasser 600 caractères.'),
  choices: z
    .array(line('Réponse proposée : le texte est vide.', 300, 'Réponse proposée : 300 caractères au plus.'), {
      error: 'Liste de réponses attendue.',
    })
    .min(2, 'Proposez au moins deux réponses.')
    .max(8, '8 réponses au plus.'),
  correct: z
    .array(
      z.number({ error: 'Bonne réponse invalide.' }).int('Bonne réponse invalide.').min(0, 'Bonne réponse invalide.'),
      {
        error: 'Cochez la ou les bonnes réponses.',
      },
    )
    .min(1, 'Cochez au moins une bonne réponse.'),
  points: z
    .number({ error: 'Les points sont un nombre entier.' })
    .int('Les points sont un nombre entier.')
    .min(1, '1 point au moins.')
    .max(100, '100 points au plus.')
    .optional(),
  explanation: paragraph(
    'L’explication est obligatoire : l’élève la lit avec sa correction.',
    1000,
    'L’explication ne peut pas dépasser 1 000 caractères.',
  ),
  audio: earTrainingSchema.optional(),
}

/** The right answers must be among the choices, each once. */
function checkAnswerKey(question: { choices: string[]; correct: number[] }, context: z.RefinementCtx) {
  const { correct, choices } = question
  if (correct.some(index => index >= choices.length))
    context.addIssue({
      code: 'custom',
      path: ['correct'],
      message: 'Une bonne réponse ne figure pas parmi les réponses.',
    })
  else if (new Set(correct).size !== correct.length)
    context.addIssue({ code: 'custom', path: ['correct'], message: 'Une bonne réponse figure deux fois.' })
}

/** A question as the admin writes it: its id is given by the server and never changes. */
export const quizQuestionInputSchema = z.object(questionFields).superRefine(checkAnswerKey)
export type QuizQuestionInput = z.infer<typeof quizQuestionInputSchema>

/** Question ids are stored with attempts: a question whose meaning changes gets a new one. */
export const questionIdSchema = z
  .string({ error: 'L’identifiant de la question est obligatoire.' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Identifiant de question invalide (minuscules, chiffres et tirets).')
  .max(40, 'Identifiant de question trop long (40 caractères au plus).')

export const quizQuestionSchema = z.object({ id: questionIdSchema, ...questionFields }).superRefine(checkAnswerKey)
export type QuizQuestion = z.infer<typeof quizQuestionSchema>

/** One content file: a level's questions, in order, ids unique within the file. */
export const quizFileSchema = z.object({
  disciplineId: slugSchema,
  levelId: slugSchema,
  questions: z
    .array(quizQuestionSchema)
    .min(1, 'Le fichier ne contient aucune question.')
    .superRefine((questions, context) => {
      const seen = new Set<string>()
      questions.forEach((question, index) => {
        if (seen.has(question.id))
          context.addIssue({ code: 'custom', path: [index, 'id'], message: `« ${question.id} » figure deux fois.` })
        seen.add(question.id)
      })
    }),
})
export type QuizFile = z.infer<typeof quizFileSchema>

export const quizLevelParamsSchema = z.object({ disciplineId: slugSchema, levelId: slugSchema })
export const quizQuestionParamsSchema = quizLevelParamsSchema.extend({ id: questionIdSchema })

/** A new order of a level's questions: every id exactly once. */
export const quizOrderSchema = z.object({
  ids: z
    .array(questionIdSchema, { error: 'Liste d’identifiants attendue.' })
    .min(1, 'La liste est vide.')
    .max(200, 'Liste trop longue.')
    .refine(ids => new Set(ids).size === ids.length, 'Une question figure deux fois dans la liste.'),
})
