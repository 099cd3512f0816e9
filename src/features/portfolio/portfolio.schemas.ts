import { z } from 'zod'
import { parseImageUrl } from '#core/media/image-sizes.ts'
import { LOCAL_VIDEO_URL } from '#core/media/video-url.ts'

export const portfolioTypes = ['clip', 'album'] as const
export const portfolioQuerySchema = z.object({
  type: z.enum(portfolioTypes, { error: "type doit valoir 'clip' ou 'album'" }).optional(),
})

export const PORTFOLIO_LIMITS = { title: 150, description: 2000, text: 2000, label: 120, list: 20 } as const

const text = (min: number, max: number, missing: string, what: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .min(min, `${what} doit compter au moins ${min} caractères.`)
    .max(max, `${what} ne peut pas dépasser ${max} caractères.`)

const YOUTUBE_URL = /^https:\/\/(www\.youtube\.com\/watch\?v=|youtu\.be\/)[A-Za-z0-9_-]{11}$/
const AUDIO_URL = /^\/media\/(uploads\/)?audio\/[a-z0-9][a-z0-9/-]*\.mp3$/
/** Downloads are our own files (press sheets, photos) or https links. */
const ASSET_URL = /^(\/media\/[a-z0-9][a-z0-9/._-]*|https:\/\/[^\s"<>]+)$/

/** A portfolio item as the admin writes it (created or replaced whole). */
export const portfolioInputSchema = z.object({
  title: text(2, PORTFOLIO_LIMITS.title, 'Indiquez un titre.', 'Le titre'),
  year: z
    .number({ error: 'Indiquez l’année.' })
    .int('Indiquez l’année.')
    .min(1950, 'Année invalide.')
    .max(2100, 'Année invalide.'),
  coverImage: z
    .string({ error: 'Choisissez un visuel.' })
    .max(300, 'Choisissez un visuel.')
    .refine(
      url => parseImageUrl(url)?.group === 'portfolio',
      'Choisissez un visuel de réalisation : envoyez-le ou prenez-le dans la médiathèque.',
    ),
  type: z.enum(portfolioTypes, { error: 'Choisissez « Clip » ou « Album ».' }),
  artists: z
    .array(z.string().regex(/^[a-z0-9-]{1,80}$/, 'Artiste inconnu.'), { error: 'Choisissez au moins un artiste.' })
    .min(1, 'Choisissez au moins un artiste.')
    .max(10, '10 artistes au plus.'),
  description: text(10, PORTFOLIO_LIMITS.description, 'Décrivez la réalisation.', 'La description'),
  credits: z
    .array(
      z.object({
        role: text(2, PORTFOLIO_LIMITS.label, 'Indiquez le rôle.', 'Le rôle'),
        name: text(2, PORTFOLIO_LIMITS.label, 'Indiquez le nom.', 'Le nom'),
      }),
      { error: 'Crédits invalides.' },
    )
    .max(PORTFOLIO_LIMITS.list, `${PORTFOLIO_LIMITS.list} crédits au plus.`),
  media: z.object({
    videoUrl: z
      .string()
      .refine(
        url => YOUTUBE_URL.test(url) || LOCAL_VIDEO_URL.test(url),
        'Indiquez une vidéo de la médiathèque (/media/video/….mp4) ou une adresse YouTube (https://www.youtube.com/watch?v=…).',
      )
      .nullable(),
    audioUrl: z
      .string()
      .regex(AUDIO_URL, 'Choisissez un extrait MP3 : envoyez-le ou prenez-le dans la médiathèque.')
      .nullable(),
  }),
  duration: text(2, 40, 'Indiquez la durée (par exemple « 3 min 42 s »).', 'La durée'),
  tags: z
    .array(
      z
        .string()
        .trim()
        .min(2, 'Chaque mot-clé doit compter au moins 2 caractères.')
        .max(40, 'Chaque mot-clé doit tenir en 40 caractères.'),
    )
    .max(PORTFOLIO_LIMITS.list, `${PORTFOLIO_LIMITS.list} mots-clés au plus.`),
  license: text(2, 300, 'Indiquez la licence ou les droits.', 'La licence'),
  downloadableAssets: z
    .array(
      z.object({
        label: text(2, PORTFOLIO_LIMITS.label, 'Indiquez le libellé du fichier.', 'Le libellé'),
        url: z.string().regex(ASSET_URL, 'Adresse de fichier invalide (/media/… ou https://…).'),
      }),
    )
    .max(10, '10 fichiers au plus.'),
  caseStudy: z.object({
    challenge: text(10, PORTFOLIO_LIMITS.text, 'Décrivez l’enjeu.', 'L’enjeu'),
    approach: text(10, PORTFOLIO_LIMITS.text, 'Décrivez la démarche.', 'La démarche'),
    result: text(10, PORTFOLIO_LIMITS.text, 'Décrivez le résultat.', 'Le résultat'),
  }),
})

export type PortfolioInput = z.infer<typeof portfolioInputSchema>
