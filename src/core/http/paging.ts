import { z } from 'zod'

/** `?page=` of the admin lists: 1 by default, a whole number from 1 to 10,000. */
export const pageSchema = z.coerce
  .number({ error: 'Numéro de page invalide.' })
  .int('Numéro de page invalide.')
  .min(1, 'Numéro de page invalide.')
  .max(10_000, 'Numéro de page invalide.')
  .default(1)

/** Searched text: trimmed, at most 100 characters, empty means no search. */
export const searchSchema = z
  .string()
  .trim()
  .max(100, 'Recherche trop longue (100 caractères au plus).')
  .optional()
  .transform(text => text || undefined)

/** Ids of our uuid primary keys; anything else is a 400 before the database is asked. */
export const uuidParamSchema = z.object({ id: z.uuid({ error: 'Identifiant invalide.' }) })
