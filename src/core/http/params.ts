import { z } from 'zod'

/** Public ids are lowercase slugs; anything else is refused with a 400 before touching the database. */
export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'identifiant invalide')
  .max(80, 'identifiant trop long')

export const idParamSchema = z.object({ id: slugSchema })
