import { z } from 'zod'
import {
  email,
  httpsUrl,
  line,
  noDuplicates,
  paragraph,
  siteOrHttpsLink,
  wholeNumber,
} from '#core/validation/content-rules.ts'

/**
 * What the admin area edits of the label: its information (with the assistant's persona name), the
 * press kit, the booking block, services and news. Shared by the server's validation and the forms.
 */

export const ASSISTANT_NAME_PATTERN = /^[\p{L}\p{M}0-9][\p{L}\p{M}0-9 .'’-]*$/u

const phone = z
  .string({ error: 'Numéro de téléphone attendu.' })
  .trim()
  .min(1, 'Le numéro de téléphone est vide.')
  .max(30, 'Numéro de téléphone trop long.')
  .regex(/^\+?[0-9][0-9 ().-]{5,}$/, 'Numéro de téléphone invalide (exemple : +237 699 45 21 10).')

export const labelInfoInputSchema = z.object({
  name: line('Le nom du label est obligatoire.', 60, 'Le nom du label ne peut pas dépasser 60 caractères.'),
  slogan: line('Le slogan est obligatoire.', 160, 'Le slogan ne peut pas dépasser 160 caractères.'),
  about: z
    .array(
      paragraph(
        'Un paragraphe de présentation est vide.',
        1500,
        'Chaque paragraphe de présentation est limité à 1 500 caractères.',
      ),
      {
        error: 'Présentation attendue.',
      },
    )
    .min(1, 'La présentation du label est obligatoire.')
    .max(6, 'La présentation est limitée à 6 paragraphes.'),
  director: line(
    'Le nom du directeur ou de la directrice est obligatoire.',
    80,
    'Ce nom ne peut pas dépasser 80 caractères.',
  ),
  legalForm: line('La forme juridique est obligatoire.', 60, 'La forme juridique ne peut pas dépasser 60 caractères.'),
  foundingYear: wholeNumber({ label: 'Année de fondation', min: 1900, max: 2100 }).refine(
    year => year <= new Date().getFullYear(),
    'L’année de fondation ne peut pas être dans le futur.',
  ),
  address: z.object(
    {
      street: line('L’adresse (rue) est obligatoire.', 160, 'L’adresse ne peut pas dépasser 160 caractères.'),
      postalCode: line(
        'Le code postal ou la boîte postale est obligatoire.',
        40,
        'Le code postal ne peut pas dépasser 40 caractères.',
      ),
      city: line('La ville est obligatoire.', 80, 'La ville ne peut pas dépasser 80 caractères.'),
      country: line('Le pays est obligatoire.', 80, 'Le pays ne peut pas dépasser 80 caractères.'),
    },
    { error: 'Adresse attendue.' },
  ),
  emails: z.object(
    {
      contact: email('L’adresse de contact est obligatoire.'),
      booking: email('L’adresse de booking est obligatoire.'),
      training: email('L’adresse de la formation est obligatoire.'),
    },
    { error: 'Adresses e-mail attendues.' },
  ),
  phones: z
    .array(phone, { error: 'Liste de numéros attendue.' })
    .min(1, 'Indiquez au moins un numéro de téléphone.')
    .max(5, '5 numéros au plus.')
    .superRefine(
      noDuplicates(
        number => number,
        number => `Le numéro ${number} figure deux fois.`,
      ),
    ),
  website: httpsUrl('L’adresse du site est obligatoire.'),
  socials: z
    .array(
      z.object({
        network: line('Le nom du réseau est obligatoire.', 40, 'Le nom du réseau ne peut pas dépasser 40 caractères.'),
        url: httpsUrl('L’adresse de la page est obligatoire.'),
      }),
      { error: 'Liste de réseaux attendue.' },
    )
    .max(10, '10 réseaux sociaux au plus.')
    .superRefine(
      noDuplicates(
        social => social.network.toLowerCase(),
        social => `Le réseau ${social.network} figure deux fois.`,
        'network',
      ),
    ),
  /** Persona of the AI music teacher: '{name} - Gombiste IA', 'Je suis {name}'. */
  assistantName: z
    .string({ error: 'Le nom de l’assistant est obligatoire.' })
    .trim()
    .min(2, 'Le nom de l’assistant doit compter au moins 2 caractères.')
    .max(40, 'Le nom de l’assistant ne peut pas dépasser 40 caractères.')
    .regex(
      ASSISTANT_NAME_PATTERN,
      'Le nom de l’assistant ne peut contenir que des lettres, des chiffres, des espaces, des points, des apostrophes et des tirets.',
    ),
})
export type LabelInfoInput = z.infer<typeof labelInfoInputSchema>

/** Press kit files: our own media and generated documents, or an https address. */
const pressAssetUrl = siteOrHttpsLink('L’adresse du fichier est obligatoire.').refine(
  url => !url.startsWith('/') || url.startsWith('/media/') || url.startsWith('/api/label/press-kit/'),
  'Fichier invalide : un fichier du site (/media/...) ou une adresse https://.',
)

export const pressKitInputSchema = z.object({
  headline: line(
    'Le titre du dossier de presse est obligatoire.',
    200,
    'Le titre ne peut pas dépasser 200 caractères.',
  ),
  shortText: paragraph(
    'Le texte de présentation est obligatoire.',
    2000,
    'Le texte ne peut pas dépasser 2 000 caractères.',
  ),
  assets: z
    .array(
      z.object({
        label: line(
          'Le nom du fichier est obligatoire.',
          160,
          'Le nom du fichier ne peut pas dépasser 160 caractères.',
        ),
        url: pressAssetUrl,
        kind: z.enum(['image', 'document'], { error: 'Choisissez le type : image ou document.' }),
      }),
      { error: 'Liste de fichiers attendue.' },
    )
    .max(20, '20 fichiers au plus.')
    .superRefine(
      noDuplicates(
        asset => asset.url,
        () => 'Ce fichier figure déjà dans la liste.',
        'url',
      ),
    ),
})
export type PressKitInput = z.infer<typeof pressKitInputSchema>

export const bookingInputSchema = z.object({
  title: line('Le titre est obligatoire.', 160, 'Le titre ne peut pas dépasser 160 caractères.'),
  ctaText: paragraph('Le texte d’appel est obligatoire.', 600, 'Le texte d’appel ne peut pas dépasser 600 caractères.'),
  contactEmail: email('L’adresse de contact est obligatoire.'),
})
export type BookingInput = z.infer<typeof bookingInputSchema>

export const serviceInputSchema = z.object({
  title: line('Le titre est obligatoire.', 100, 'Le titre ne peut pas dépasser 100 caractères.'),
  description: paragraph('La description est obligatoire.', 600, 'La description ne peut pas dépasser 600 caractères.'),
})
export type ServiceInput = z.infer<typeof serviceInputSchema>

const isoDate = z
  .string({ error: 'La date est obligatoire.' })
  .trim()
  .min(1, 'La date est obligatoire.')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date invalide (format AAAA-MM-JJ).')
  .refine(value => {
    const date = new Date(`${value}T00:00:00Z`)
    return (
      !Number.isNaN(date.getTime()) &&
      date.toISOString().slice(0, 10) === value &&
      date.getUTCFullYear() >= 1900 &&
      date.getUTCFullYear() <= 2100
    )
  }, 'Cette date n’existe pas.')

export const newsInputSchema = z.object({
  title: line('Le titre est obligatoire.', 160, 'Le titre ne peut pas dépasser 160 caractères.'),
  summary: paragraph('Le résumé est obligatoire.', 500, 'Le résumé ne peut pas dépasser 500 caractères.'),
  date: isoDate,
  link: siteOrHttpsLink('Le lien est obligatoire.'),
})
export type NewsInput = z.infer<typeof newsInputSchema>

/** How many lines of text the about paragraphs and lists in the form may use. */
export const LABEL_LIST_LIMITS = { phones: 5, socials: 10, about: 6, assets: 20 } as const
