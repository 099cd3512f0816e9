import { z } from 'zod'
import { soundHintsSchema } from '#lib/music/sound-hints.schema.ts'

/**
 * An artist as published in `content/artists/`. Media URLs point under `/media/` (images at the
 * default width of their group, src/core/media/image-sizes.ts).
 */

export const trackSchema = z.strictObject({
  id: z.string().min(1),
  title: z.string().min(1),
  /** `/media/audio/<slug>.mp3` */
  audioSrc: z.string().startsWith('/media/'),
  /** `/media/images/covers/<slug>-320.webp` */
  coverUrl: z.string().startsWith('/media/'),
  durationSeconds: z.number().int().positive(),
  sound: soundHintsSchema,
})

export const videoSchema = z.strictObject({
  id: z.string().min(1),
  title: z.string().min(1),
  /** One of our media files (`/media/video/<slug>.mp4`, played by a native `<video>`) … */
  src: z.string().startsWith('/media/').optional(),
  /** … or a YouTube id an admin entered, loaded only after a click, so pages never call another host on load. */
  youtubeId: z.string().optional(),
  /** `/media/images/posters/<slug>-640.webp` */
  posterUrl: z.string().startsWith('/media/'),
})

export const artistSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  /** One-line role, e.g. 'Chanteuse, autrice-compositrice'. */
  headline: z.string().min(1),
  bio: z.array(z.string().min(1)).min(1),
  city: z.string().min(1),
  /** `/media/images/artists/<slug>-320.webp` */
  photoUrl: z.string().startsWith('/media/'),
  genres: z.array(z.string().min(1)),
  tags: z.array(z.string().min(1)),
  videos: z.array(videoSchema),
  discography: z.array(trackSchema),
})

export type { SoundHints } from '#lib/music/sound-hints.schema.ts'
export type Track = z.infer<typeof trackSchema>
export type Video = z.infer<typeof videoSchema>
export type Artist = z.infer<typeof artistSchema>
