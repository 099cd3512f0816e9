import { z } from 'zod'
import {
  addDays,
  CONTACT_LIMITS as L,
  CURRENCIES,
  EVENT_TYPES,
  INTERNATIONAL_PHONE,
  normalizePhone,
  todayInDouala,
} from './contact.limits.ts'

/**
 * Contact message and booking request, shared by the server's validation and the forms (which load
 * this module lazily, so zod never weighs on the first page). Messages are French, one per field.
 */

/** Single-line text: no control characters, so nothing can add a header to a mail (CR/LF). */
const SINGLE_LINE = /^[^\u0000-\u001f\u007f]*$/

function line(required: string, max: number, tooLong: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .regex(SINGLE_LINE, 'Ce champ ne peut contenir qu’une seule ligne.')
}

function optionalLine(max: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .regex(SINGLE_LINE, 'Ce champ ne peut contenir qu’une seule ligne.')
    .optional()
    .default('')
}

/** Multi-line text: line breaks and tabs allowed, other control characters removed. */
function text(required: string | null, max: number, tooLong: string) {
  const base = z.string(required ? { error: required } : undefined).transform(value =>
    value
      .replace(/\r\n?/g, '\n')
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .trim(),
  )
  return required ? base.pipe(z.string().min(1, required).max(max, tooLong)) : base.pipe(z.string().max(max, tooLong))
}

export const contactEmailSchema = z
  .string({ error: 'Veuillez indiquer votre adresse e-mail.' })
  .trim()
  .min(1, 'Veuillez indiquer votre adresse e-mail.')
  .max(L.email, 'Adresse e-mail trop longue.')
  .pipe(z.email({ error: 'Adresse e-mail invalide (exemple : nom@domaine.cm).' }))
  .transform(email => email.toLowerCase())

const consentSchema = z.literal(true, {
  error: 'Cochez cette case pour que nous puissions vous répondre.',
})

/** Hidden from people, filled in by spam robots. */
const honeypotSchema = z.string().max(500).optional()

export const contactInputSchema = z.object({
  name: line('Veuillez indiquer votre nom.', L.name, `Le nom ne peut pas dépasser ${L.name} caractères.`),
  email: contactEmailSchema,
  subject: line(
    'Veuillez indiquer l’objet de votre message.',
    L.subject,
    `L’objet ne peut pas dépasser ${L.subject} caractères.`,
  ),
  message: text(
    'Veuillez écrire votre message.',
    L.message,
    `Le message ne peut pas dépasser ${L.message} caractères.`,
  ),
  consent: consentSchema,
  website: honeypotSchema,
})

export type ContactInput = z.input<typeof contactInputSchema>
export type ContactMessageInput = z.output<typeof contactInputSchema>

const phoneSchema = z
  .string({ error: 'Veuillez indiquer un numéro de téléphone.' })
  .trim()
  .min(1, 'Veuillez indiquer un numéro de téléphone.')
  .max(L.phone, 'Numéro de téléphone trop long.')
  .transform(normalizePhone)
  .refine(
    phone => INTERNATIONAL_PHONE.test(phone),
    'Indiquez un numéro camerounais (699 45 21 10) ou au format international, par exemple +33 6 12 34 56 78.',
  )

/** An optional whole number typed in a form: '' means not given. */
function optionalCount(max: number, invalid: string, tooBig: string) {
  return z
    .union([z.number(), z.string().trim()], { error: invalid })
    .transform((value, context) => {
      if (value === '') return null
      const number = typeof value === 'number' ? value : Number(value.replace(/[\s\u202f\u00a0]/g, ''))
      if (!Number.isInteger(number) || number < 0) {
        context.addIssue({ code: 'custom', message: invalid })
        return z.NEVER
      }
      if (number > max) {
        context.addIssue({ code: 'custom', message: tooBig })
        return z.NEVER
      }
      return number
    })
    .optional()
    .transform(value => value ?? null)
}

export const bookingInputSchema = z.object({
  artistId: z
    .string()
    .trim()
    .max(100, 'Artiste inconnu.')
    .regex(/^[a-z0-9-]*$/, 'Artiste inconnu.')
    .optional()
    .default(''),
  eventType: z.enum(EVENT_TYPES, { error: 'Choisissez le type d’événement.' }),
  eventDate: z
    .string({ error: 'Indiquez la date de l’événement.' })
    .trim()
    .min(1, 'Indiquez la date de l’événement.')
    .pipe(z.iso.date({ error: 'Date invalide (format attendu : AAAA-MM-JJ).' }))
    .refine(date => date >= todayInDouala(), 'La date de l’événement ne peut pas être dans le passé.')
    .refine(
      date => date <= addDays(todayInDouala(), L.daysAheadMax),
      'La date est trop lointaine (trois ans au plus).',
    ),
  city: line('Indiquez la ville.', L.city, `La ville ne peut pas dépasser ${L.city} caractères.`),
  venue: optionalLine(L.venue, `Le lieu ne peut pas dépasser ${L.venue} caractères.`),
  audience: optionalCount(
    L.audienceMax,
    'Indiquez un nombre de personnes (chiffres uniquement).',
    'Le public attendu semble trop grand.',
  ),
  budgetAmount: optionalCount(
    L.budgetMax,
    'Indiquez un montant (chiffres uniquement).',
    'Le montant semble trop grand.',
  ),
  budgetCurrency: z.enum(CURRENCIES.map(currency => currency.value) as ['EUR', 'XAF'], {
    error: 'Choisissez la devise : EUR ou FCFA.',
  }),
  technicalNeeds: text(
    null,
    L.technicalNeeds,
    `Les besoins techniques ne peuvent pas dépasser ${L.technicalNeeds} caractères.`,
  )
    .optional()
    .transform(value => value ?? ''),
  name: line('Veuillez indiquer votre nom.', L.name, `Le nom ne peut pas dépasser ${L.name} caractères.`),
  phone: phoneSchema,
  email: contactEmailSchema,
  consent: consentSchema,
  website: honeypotSchema,
})

export type BookingInput = z.input<typeof bookingInputSchema>
export type BookingRequestInput = z.output<typeof bookingInputSchema>
