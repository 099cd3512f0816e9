import { z } from 'zod'
import { soundHintsSchema } from '#lib/music/sound-hints.schema.ts'

/** A composer creation shown on the public creations wall, as published in `content/creations.yaml`. */
export const publicCreationSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  prompt: z.string().min(1),
  /** `/media/audio/creations/<slug>.mp3` */
  url: z.string().startsWith('/media/'),
  date: z.iso.date(),
  userName: z.string().min(1),
  likes: z.number().int().min(0),
  sound: soundHintsSchema,
})

export type PublicCreation = z.infer<typeof publicCreationSchema>
