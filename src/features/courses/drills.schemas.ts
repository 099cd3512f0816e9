import { z } from 'zod'
import { SESSION_CHOICES } from './drills/session-lengths.ts'
import { practiceTrySchema } from './learning.schemas.ts'

/** Inputs of the drills API, validated on the server. Pure zod. */
export const sessionRequestSchema = z.object({
  minutes: z.union(
    SESSION_CHOICES.map(value => z.literal(value)),
    { error: 'Choisissez une séance de 10, 20 ou 40 minutes.' },
  ),
})

export const DRILL_KINDS = ['scale', 'arpeggio', 'reading', 'rhythm', 'interval', 'chord', 'chart'] as const

export const nextItemSchema = z.object({
  kind: z.enum(DRILL_KINDS, { error: 'type d’exercice inconnu' }).optional(),
})

export const drillItemParamsSchema = z.object({ id: z.uuid({ error: 'exercice inconnu' }) })

/** A drill's answer: what the browser measured (as in the lessons, a lesson drill's series aside), or the choice made. */
export const drillAnswerSchema = z
  .discriminatedUnion(
    'kind',
    [
      practiceTrySchema,
      z.object({
        kind: z.literal('choice'),
        choice: z.number().int('choix invalide').min(0, 'choix invalide').max(11, 'choix invalide'),
      }),
    ],
    { error: 'type de réponse inconnu' },
  )
  .refine(answer => answer.kind !== 'drill', 'type de réponse inconnu')
