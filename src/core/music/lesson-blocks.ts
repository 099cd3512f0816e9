import { z } from 'zod'
import { checkAbc } from './abc.ts'

/**
 * A lesson made of blocks (issue #25), stored with the level's content in the database and edited in
 * the admin area. A lesson without blocks is a plain lesson: its `content` text is the lesson.
 */
export type Practice =
  /** Sing the notes of the score into the microphone: pitch in cents, timing in ms. */
  | { kind: 'sing'; abc: string }
  /** Play the notes of the score (MIDI keyboard, computer keys or on-screen keyboard). */
  | { kind: 'play'; abc: string }
  /** Tap the rhythm of the score (touch or space bar); pitches are ignored. */
  | { kind: 'rhythm'; abc: string }
  /** Questions drawn at random: intervals, chords, or notes on the staff in clé de sol or clé de fa. */
  | { kind: 'drill'; drill: DrillKind; questions: number }

export type DrillKind = 'intervals' | 'chords' | 'treble' | 'bass'

export type LessonBlock =
  | { type: 'text'; markdown: string }
  /** A score to read and hear; `demo` adds the on-screen keyboard (piano) or the pitch line (voice). */
  | { type: 'score'; title: string; abc: string; demo: 'keyboard' | 'pitch' | null }
  /** A recording (an uploaded MP3 under /media/) or the score played by the site's synthesizer. */
  | { type: 'audio'; title: string; src: string | null; abc: string | null }
  | {
      type: 'exercise'
      /** Stable id within the lesson (progress is kept under it). */
      id: string
      title: string
      instructions: string
      /** Score out of 100 needed to pass, set by the teacher. */
      passMark: number
      practice: Practice
    }

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
    blocks.forEach((block, index) => {
      if (block.type !== 'exercise') return
      if (seen.has(block.id))
        context.addIssue({ code: 'custom', path: [index, 'id'], message: `Deux exercices portent l’identifiant « ${block.id} ».` })
      seen.add(block.id)
    })
  })

export type ExerciseBlock = Extract<LessonBlock, { type: 'exercise' }>

export const exercisesOf = (blocks: readonly LessonBlock[] | undefined) =>
  (blocks ?? []).filter((block): block is ExerciseBlock => block.type === 'exercise')

/** Words of teaching text in a lesson (markdown marks left out), for the content checks. */
export function wordCount(blocks: readonly LessonBlock[]): number {
  return blocks
    .filter(block => block.type === 'text')
    .map(block => block.markdown.replace(/[#*[\]()>_-]/g, ' ').split(/\s+/).filter(word => /\p{L}/u.test(word)).length)
    .reduce((sum, count) => sum + count, 0)
}
