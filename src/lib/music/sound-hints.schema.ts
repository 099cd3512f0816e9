import { z } from 'zod'

/** How the media generator synthesises a sample audio file (a track, a creation), so it sounds like its genre. */
export const soundHintsSchema = z.strictObject({
  key: z.string().min(1),
  mode: z.enum(['major', 'minor']),
  bpm: z.number().int().positive(),
  style: z.enum(['afrobeat', 'makossa', 'bikutsi', 'rumba', 'jazz', 'gospel', 'pop', 'lofi', 'classical']),
})

export type SoundHints = z.infer<typeof soundHintsSchema>
