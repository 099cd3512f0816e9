import { z } from 'zod'

export const EVENT_LIMITS = { title: 150, type: 60, description: 2000, location: 150, intervenant: 120 } as const

const text = (min: number, max: number, missing: string, what: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .min(min, `${what} doit compter au moins ${min} caractères.`)
    .max(max, `${what} ne peut pas dépasser ${max} caractères.`)

/** An event as the admin writes it (created or replaced whole). Times are local to Douala. */
export const eventInputSchema = z.object({
  title: text(3, EVENT_LIMITS.title, 'Indiquez un titre.', 'Le titre'),
  type: text(2, EVENT_LIMITS.type, 'Indiquez le type (concert, masterclass, atelier…).', 'Le type'),
  description: text(10, EVENT_LIMITS.description, 'Décrivez l’événement.', 'La description'),
  date: z.iso.date({ error: 'Indiquez une date valide.' }),
  time: z
    .string({ error: 'Indiquez l’heure.' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Indiquez l’heure au format 20:30.'),
  location: text(2, EVENT_LIMITS.location, 'Indiquez le lieu.', 'Le lieu'),
  intervenant: text(2, EVENT_LIMITS.intervenant, 'Indiquez qui anime ou joue.', 'L’intervenant'),
  status: z.enum(['draft', 'published'], { error: 'Choisissez « Brouillon » ou « Publié ».' }),
})

export type EventInput = z.infer<typeof eventInputSchema>
