import { z } from 'zod'

/** The knowledge-base topics, as shown in the admin area. */
export const TUTOR_TOPICS = {
  debuter: 'Bien débuter',
  piano: 'Piano',
  chant: 'Chant',
  mao: 'MAO',
  theorie: 'Théorie musicale',
  afrique: 'Musiques d’Afrique centrale',
  metier: 'Métier, droits et carrière',
  site: 'L’académie et le site',
} as const

const text = (max: number, empty: string) => z.string().trim().min(1, empty).max(max, `${max} caractères au plus`)

/** One knowledge-base entry as the admin writes it (the id is given on creation, then fixed). */
export const tutorEntryInputSchema = z.object({
  topic: z.enum(Object.keys(TUTOR_TOPICS) as [keyof typeof TUTOR_TOPICS, ...(keyof typeof TUTOR_TOPICS)[]], {
    error: 'Choisissez un thème.',
  }),
  questions: z
    .array(text(300, 'Une question ne peut pas être vide.'))
    .min(1, 'Donnez au moins une question.')
    .max(12, '12 questions au plus.'),
  answer: text(4000, 'Écrivez la réponse.'),
  links: z
    .array(
      z.object({
        label: text(120, 'Donnez le titre du lien.'),
        href: z
          .string()
          .trim()
          .regex(/^\/[\w\-/.%#?=&]*$/, 'Une adresse du site, commençant par « / » (par exemple /academie).')
          .max(300),
      }),
    )
    .min(1, 'Donnez au moins un lien « Pour aller plus loin ».')
    .max(4, '4 liens au plus.'),
  tags: z.array(text(60, 'Un mot-clé ne peut pas être vide.')).max(20, '20 mots-clés au plus.'),
})

export const tutorEntryCreateSchema = tutorEntryInputSchema.extend({
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Identifiant : lettres minuscules, chiffres et tirets.')
    .max(80, 'Identifiant trop long.'),
})

export type TutorEntryInput = z.infer<typeof tutorEntryInputSchema>
export type TutorEntryCreate = z.infer<typeof tutorEntryCreateSchema>
