import { z } from 'zod'

/**
 * Account inputs, shared by the server's validation and the forms. Messages are French and name
 * what is wrong with each field. (The breached-password check runs on the server only: its list is big.)
 */
export const MIN_PASSWORD_LENGTH = 10

export const emailSchema = z
  .string({ error: 'Veuillez saisir votre adresse e-mail.' })
  .trim()
  .min(1, 'Veuillez saisir votre adresse e-mail.')
  .max(254, 'Adresse e-mail trop longue.')
  .pipe(z.email({ error: 'Adresse e-mail invalide.' }))
  .transform(email => email.toLowerCase())

export const newPasswordSchema = z
  .string({ error: 'Veuillez saisir un mot de passe.' })
  .min(1, 'Veuillez saisir un mot de passe.')
  .min(MIN_PASSWORD_LENGTH, `Le mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères.`)
  .max(128, 'Le mot de passe ne peut pas dépasser 128 caractères.')

/**
 * Characters that show nothing or change the direction of what follows (zero-width spaces and
 * joiners, bidirectional overrides and isolates, soft hyphen, byte-order mark, control characters):
 * a name made of them looks empty, and one holding U+202E reads backwards next to other people's text.
 */
const INVISIBLE_OR_BIDI =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/u
/** "Admin", "ADMINISTRATEUR", "Ａｄｍｉｎ"…: a visitor's name must not pass for the site's staff. */
const STAFF_WORD = /\badmin/i

export const NAME_MESSAGES = {
  invisible: 'Le nom contient des caractères invisibles ou qui inversent le texte : retirez-les.',
  noLetter: 'Le nom doit contenir au moins une lettre.',
  staff: 'Le nom ne peut pas contenir le mot « Admin ».',
} as const

export const nameSchema = z
  .string({ error: 'Veuillez saisir votre nom.' })
  .trim()
  .min(1, 'Veuillez saisir votre nom.')
  .max(80, 'Le nom ne peut pas dépasser 80 caractères.')
  .refine(name => !INVISIBLE_OR_BIDI.test(name), NAME_MESSAGES.invisible)
  .refine(name => /\p{L}/u.test(name), NAME_MESSAGES.noLetter)
  .refine(name => !STAFF_WORD.test(name.normalize('NFKC')), NAME_MESSAGES.staff)

export const signUpSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  role: z.enum(['Élève', 'client'], { error: "Choisissez un profil : 'Élève' ou 'client'." }),
})

export const signInSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Veuillez saisir votre mot de passe.' })
    .min(1, 'Veuillez saisir votre mot de passe.')
    .max(128),
})

export const emailOnlySchema = z.object({ email: emailSchema })

export const resetPasswordSchema = z.object({
  token: z.string().min(1, 'Lien de réinitialisation invalide.').max(200),
  newPassword: newPasswordSchema,
})

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Veuillez saisir votre mot de passe actuel.').max(128),
  newPassword: newPasswordSchema,
})

export const setPasswordSchema = z.object({ newPassword: newPasswordSchema })

export const activationSchema = z.object({ token: z.string().min(1, "Lien d'activation invalide.").max(2000) })

export const profileUpdateSchema = z.object({ name: nameSchema })

export const preferencesSchema = z.object({
  newBlog: z.boolean(),
  newEvents: z.boolean(),
  recommendations: z.boolean(),
  // Optional: clients written before lesson reminders existed send only the first three.
  lessonReminders: z.boolean().default(true),
})

export const deleteAccountSchema = z.object({
  password: z.string().min(1, 'Veuillez confirmer avec votre mot de passe.').max(128),
})

/** Only pieces our composer rendered can be kept: a URL it returned, never an arbitrary address. */
export const GENERATED_AUDIO_URL = /^\/media\/generated\/[a-z0-9-]{6,80}\.mp3$/

export const saveCreationSchema = z.object({
  prompt: z
    .string({ error: 'La description du morceau est obligatoire.' })
    .trim()
    .min(1, 'La description du morceau est obligatoire.')
    .max(1000, 'La description ne doit pas dépasser 1 000 caractères.'),
  url: z.string({ error: 'Adresse du morceau invalide.' }).regex(GENERATED_AUDIO_URL, 'Adresse du morceau invalide.'),
  /** The composer's proof that this visitor composed the piece (required by the server). */
  claim: z.string().max(100).optional(),
})
