import { z } from 'zod'
import { checkAbc } from '#lib/music/abc.ts'

/**
 * The course editor's checks of lesson blocks, shared by the admin API and the admin page:
 * every text has its limit, every score its ABC check (a French message naming the line).
 * Apart from the block types, so the lesson pages never load zod.
 */
export const PRACTICE_KINDS = ['sing', 'play', 'rhythm', 'drill'] as const
export const DRILL_KINDS = ['intervals', 'chords', 'treble', 'bass'] as const

const text = (required: string, max: number) =>
  z
    .string({ error: required })
    .transform(value => value.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().min(1, required).max(max, `${max} caractères au plus.`))

/** An ABC score, checked as the editor does: a bad one is refused with the French message naming its line. */
export const abcSchema = text('La partition (ABC) est vide.', 8000).superRefine((value, context) => {
  const problem = checkAbc(value)
  if (problem) context.addIssue({ code: 'custom', message: `Partition : ${problem}` })
})

const practiceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('sing'), abc: abcSchema }),
    z.object({ kind: z.literal('play'), abc: abcSchema }),
    z.object({ kind: z.literal('rhythm'), abc: abcSchema }),
    z.object({
      kind: z.literal('drill'),
      drill: z.enum(DRILL_KINDS, { error: 'Type d’exercice de répétition inconnu.' }),
      questions: z.number().int().min(3, '3 questions au moins.').max(40, '40 questions au plus.'),
    }),
  ],
  { error: 'Type de pratique inconnu.' },
)

const mediaUrl = z
  .string()
  .trim()
  .regex(/^\/media\/[A-Za-z0-9/_.-]+\.mp3$/, 'Choisissez un fichier audio (MP3) du site.')

export const lessonBlockSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('text'), markdown: text('Le texte est vide.', 12000) }),
    z.object({
      type: z.literal('score'),
      title: text('Donnez un titre à la partition.', 120),
      abc: abcSchema,
      demo: z.enum(['keyboard', 'pitch']).nullable().default(null),
    }),
    z
      .object({
        type: z.literal('audio'),
        title: text('Donnez un titre à l’exemple audio.', 120),
        src: mediaUrl.nullable().default(null),
        abc: abcSchema.nullable().default(null),
      })
      .refine(block => block.src !== null || block.abc !== null, {
        message: 'Un exemple audio a besoin d’un fichier MP3 ou d’une partition à jouer.',
      }),
    z.object({
      type: z.literal('video'),
      title: text('Donnez un titre à la vidéo.', 120),
      videoId: z.uuid({ error: 'Choisissez une vidéo parmi les « Vidéos des leçons ».' }),
    }),
    z.object({
      type: z.literal('plan'),
      title: text('Donnez un titre au plan de travail.', 120).default('Plan de travail de la semaine'),
      days: z
        .array(
          z.object({
            day: text('Nommez le jour du plan (« Jour 1 », « Lundi »…).', 40),
            tasks: z
              .array(
                z.object({
                  task: text('Dites ce qu’il faut travailler.', 300),
                  minutes: z
                    .number({ error: 'La durée d’une tâche est un nombre de minutes.' })
                    .int('La durée d’une tâche est un nombre entier de minutes.')
                    .min(1, 'Une tâche dure au moins 1 minute.')
                    .max(120, 'Une tâche dure au plus 120 minutes.'),
                  tempo: z
                    .number({ error: 'Le tempo est un nombre de pulsations par minute.' })
                    .int('Le tempo est un nombre entier.')
                    .min(20, 'Le tempo est au moins 20.')
                    .max(240, 'Le tempo est au plus 240.')
                    .nullable()
                    .default(null),
                  success: text('Dites à quoi l’élève reconnaît la réussite.', 300),
                }),
              )
              .min(1, 'Chaque jour du plan a au moins une tâche.')
              .max(8, '8 tâches par jour au plus.'),
          }),
        )
        .min(1, 'Le plan compte au moins un jour.')
        .max(7, 'Le plan compte 7 jours au plus.'),
    }),
    z.object({
      type: z.literal('exercise'),
      id: z
        .string()
        .trim()
        .regex(/^[a-z0-9-]{1,40}$/, 'Identifiant d’exercice : lettres minuscules, chiffres et tirets (40 au plus).'),
      title: text('Donnez un titre à l’exercice.', 120),
      instructions: text('La consigne est obligatoire.', 2000),
      passMark: z
        .number({ error: 'Le seuil de réussite est un nombre de 1 à 100.' })
        .int('Le seuil de réussite est un nombre entier.')
        .min(1, 'Le seuil de réussite est au moins 1.')
        .max(100, 'Le seuil de réussite est au plus 100.'),
      practice: practiceSchema,
    }),
  ],
  { error: 'Type de bloc inconnu.' },
)

export const lessonBlocksSchema = z
  .array(lessonBlockSchema)
  .max(40, 'Une leçon compte 40 blocs au plus.')
  .superRefine((blocks, context) => {
    const seen = new Set<string>()
    if (blocks.filter(block => block.type === 'plan').length > 1)
      context.addIssue({ code: 'custom', message: 'Une leçon a un seul plan de travail.' })
    blocks.forEach((block, index) => {
      if (block.type !== 'exercise') return
      if (seen.has(block.id))
        context.addIssue({
          code: 'custom',
          path: [index, 'id'],
          message: `Deux exercices portent l’identifiant « ${block.id} ».`,
        })
      seen.add(block.id)
    })
  })

/**
 * The performed parts of a level's assessment, edited with the level: each one a score to
 * sing, play or tap, with its share of the final mark; the quiz keeps at least 5 %.
 */
export const assessmentPartsSchema = z
  .array(
    z.object({
      id: z
        .string()
        .trim()
        .regex(/^[a-z0-9-]{1,40}$/, 'Identifiant de partie : lettres minuscules, chiffres et tirets (40 au plus).'),
      title: text('Donnez un titre à la partie jouée.', 120),
      instructions: text('La consigne de la partie jouée est obligatoire.', 2000),
      weight: z
        .number({ error: 'La part de la note est un nombre de 1 à 95.' })
        .int('La part de la note est un nombre entier.')
        .min(1, 'La part de la note est au moins 1 %.')
        .max(95, 'La part de la note est au plus 95 %.'),
      practice: z.discriminatedUnion(
        'kind',
        [
          z.object({ kind: z.literal('sing'), abc: abcSchema }),
          z.object({ kind: z.literal('play'), abc: abcSchema }),
          z.object({ kind: z.literal('rhythm'), abc: abcSchema }),
        ],
        { error: 'Une partie jouée se chante, se joue au clavier ou se frappe en rythme.' },
      ),
    }),
  )
  .max(6, '6 parties jouées au plus.')
  .superRefine((parts, context) => {
    const total = parts.reduce((sum, part) => sum + part.weight, 0)
    if (total > 95)
      context.addIssue({
        code: 'custom',
        message: `Les parties jouées comptent pour ${total} % : le quiz doit garder au moins 5 % de la note.`,
      })
    const ids = new Set<string>()
    parts.forEach((part, index) => {
      if (ids.has(part.id))
        context.addIssue({ code: 'custom', path: [index, 'id'], message: `Deux parties s’appellent « ${part.id} ».` })
      ids.add(part.id)
    })
  })

/**
 * Points of the pass mark the quiz must bring on a level with performed parts: the parts, even
 * played perfectly, stop at least this far below it. The server grades the quiz from the answers
 * alone, so a level can never be passed on what the browser reports it heard (issue 34).
 */
export const QUIZ_POINTS_TO_PASS = 10

/** Why a level's performed parts weigh too much for its pass mark, or undefined when they do not. */
export function playedShareProblem(
  parts: readonly { weight: number }[] | undefined,
  passingScore: number,
): string | undefined {
  const played = (parts ?? []).reduce((sum, part) => sum + part.weight, 0)
  if (played === 0 || played <= passingScore - QUIZ_POINTS_TO_PASS) return undefined
  return `Les parties jouées comptent pour ${played} % et la réussite est à ${passingScore} % : le quiz doit apporter au moins ${QUIZ_POINTS_TO_PASS} points de la note de réussite (parties jouées à ${passingScore - QUIZ_POINTS_TO_PASS} % au plus, ou note de réussite plus haute).`
}
