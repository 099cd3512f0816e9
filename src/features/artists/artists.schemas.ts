import { z } from 'zod'
import { parseImageUrl, type ImageGroup } from '#core/media/image-sizes.ts'
import { LOCAL_VIDEO_URL, youtubeIdFrom } from '#core/media/video-url.ts'

export const ARTIST_LIMITS = {
  name: 80,
  headline: 120,
  city: 80,
  paragraph: 2000,
  paragraphs: 8,
  label: 40,
  labels: 12,
  videos: 10,
  trackTitle: 120,
} as const

const text = (min: number, max: number, missing: string, what: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .min(min, `${what} doit compter au moins ${min} caractères.`)
    .max(max, `${what} ne peut pas dépasser ${max} caractères.`)

/** An image of one group (uploaded, or one of the built-in ones). */
export const groupImage = (group: ImageGroup, message: string) =>
  z
    .string({ error: message })
    .max(300, message)
    .refine(url => parseImageUrl(url)?.group === group, message)

const labels = (what: string, min: number) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(2, `Chaque ${what} doit compter au moins 2 caractères.`)
        .max(ARTIST_LIMITS.label, `Chaque ${what} doit tenir en ${ARTIST_LIMITS.label} caractères.`),
      { error: `Liste de ${what}s invalide.` },
    )
    .min(min, `Indiquez au moins un ${what}.`)
    .max(ARTIST_LIMITS.labels, `${ARTIST_LIMITS.labels} ${what}s au plus.`)

const VIDEO_FILE_MESSAGE = 'Choisissez une vidéo de la médiathèque (adresse /media/video/….mp4).'
const blankToUndefined = (value: unknown): unknown =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value

export const artistInputSchema = z.object({
  name: text(2, ARTIST_LIMITS.name, 'Indiquez le nom de l’artiste.', 'Le nom'),
  headline: text(
    2,
    ARTIST_LIMITS.headline,
    'Indiquez une présentation en une ligne (ex. « Chanteuse, autrice-compositrice »).',
    'La présentation',
  ),
  bio: z
    .array(
      z
        .string()
        .trim()
        .min(10, 'Chaque paragraphe doit compter au moins 10 caractères.')
        .max(ARTIST_LIMITS.paragraph, `Chaque paragraphe doit tenir en ${ARTIST_LIMITS.paragraph} caractères.`),
      { error: 'Écrivez la biographie.' },
    )
    .min(1, 'Écrivez la biographie.')
    .max(ARTIST_LIMITS.paragraphs, `${ARTIST_LIMITS.paragraphs} paragraphes au plus.`),
  city: text(2, ARTIST_LIMITS.city, 'Indiquez la ville.', 'La ville'),
  photoUrl: groupImage('artists', 'Choisissez une photo d’artiste : envoyez-la ou prenez-la dans la médiathèque.'),
  genres: labels('genre', 1),
  tags: labels('mot-clé', 0),
  videos: z
    .array(
      z
        .object({
          title: text(2, ARTIST_LIMITS.trackTitle, 'Indiquez le titre de la vidéo.', 'Le titre de la vidéo'),
          /** One of our files (`/media/video/….mp4`) … */
          src: z.preprocess(
            blankToUndefined,
            z.string({ error: VIDEO_FILE_MESSAGE }).regex(LOCAL_VIDEO_URL, VIDEO_FILE_MESSAGE).optional(),
          ),
          /** … or a YouTube video (an id, or an address it is taken from). */
          youtubeId: z.preprocess(
            value => (typeof value === 'string' ? (youtubeIdFrom(value) ?? blankToUndefined(value)) : value),
            z
              .string({ error: 'Indiquez l’identifiant YouTube.' })
              .regex(
                /^[A-Za-z0-9_-]{11}$/,
                'L’identifiant YouTube compte 11 caractères (la fin de l’adresse après « v= »), ou collez l’adresse de la vidéo.',
              )
              .optional(),
          ),
          posterUrl: groupImage('posters', 'Choisissez une vignette pour la vidéo.'),
        })
        .superRefine((video, ctx) => {
          if (!video.src && !video.youtubeId)
            ctx.addIssue({
              code: 'custom',
              path: ['youtubeId'],
              message:
                'Indiquez la vidéo : un fichier de la médiathèque (/media/video/….mp4) ou une vidéo YouTube (identifiant ou adresse).',
            })
          else if (video.src && video.youtubeId)
            ctx.addIssue({
              code: 'custom',
              path: ['youtubeId'],
              message: 'Choisissez soit un fichier de la médiathèque, soit une vidéo YouTube, pas les deux.',
            })
        }),
      { error: 'Liste de vidéos invalide.' },
    )
    .max(ARTIST_LIMITS.videos, `${ARTIST_LIMITS.videos} vidéos au plus.`),
})

export type ArtistInput = z.infer<typeof artistInputSchema>

/** Sample tracks are under /media/audio/, uploaded ones under /media/uploads/audio/. */
export const TRACK_AUDIO_URL = /^\/media\/(uploads\/)?audio\/[a-z0-9][a-z0-9/-]*\.mp3$/

export const trackInputSchema = z.object({
  title: text(1, ARTIST_LIMITS.trackTitle, 'Indiquez le titre du morceau.', 'Le titre'),
  audioSrc: z
    .string({ error: 'Choisissez le fichier MP3 du morceau.' })
    .regex(TRACK_AUDIO_URL, 'Choisissez le fichier MP3 du morceau : envoyez-le ou prenez-le dans la médiathèque.'),
  coverUrl: groupImage('covers', 'Choisissez une pochette : envoyez-la ou prenez-la dans la médiathèque.'),
  /** Taken from the media library for uploaded files; needed for the built-in ones. */
  durationSeconds: z
    .number({ error: 'Durée invalide.' })
    .int('Durée invalide.')
    .min(1, 'Durée invalide.')
    .max(3600, 'Un morceau dure une heure au plus.'),
})

export type TrackInput = z.infer<typeof trackInputSchema>

export const trackOrderSchema = z.object({
  ids: z.array(z.string().max(80), { error: 'Ordre invalide.' }).max(200, 'Ordre invalide.'),
})
