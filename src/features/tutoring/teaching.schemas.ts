import { z } from 'zod'
import {
  CREDIT_KINDS,
  DISCIPLINE_IDS,
  FIRST_AVAILABLE,
  SLOT_KINDS,
  WORKSHOP_MAX_CAPACITY,
  WORKSHOP_MIN_CAPACITY,
} from './teaching.rules.ts'
import { parseClock } from './teaching.time.ts'

/** Request bodies of the teaching endpoints, shared by the server (validation) and the forms. */

export { DISCIPLINE_IDS }

const discipline = z.enum(DISCIPLINE_IDS, { error: 'Discipline inconnue : piano, chant, mao ou musicologie.' })
const instant = z.iso.datetime({ offset: true, error: 'Date et heure invalides.' }).transform(value => new Date(value))
const userId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Identifiant invalide.')
export const idParam = z.object({ id: z.uuid({ error: 'Identifiant invalide.' }) })

export const slotsQuery = z.object({
  discipline,
  teacher: z.union([z.literal(FIRST_AVAILABLE), userId]).default(FIRST_AVAILABLE),
  kind: z.enum(SLOT_KINDS, { error: 'Type de cours inconnu.' }).default('individual'),
})

export const bookingBody = z.object({
  discipline,
  teacherId: z.union([z.literal(FIRST_AVAILABLE), userId]),
  kind: z.enum(SLOT_KINDS, { error: 'Type de cours inconnu.' }),
  startsAt: instant,
})

export const moveBody = z.object({ startsAt: instant })

export const partnerBody = z.object({
  email: z.email({ error: 'Adresse e-mail invalide.' }).max(254),
})

export const invitationBody = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'Invitation invalide.') })

const clock = z
  .string()
  .refine(value => parseClock(value) !== null, 'Heure invalide (HH:MM).')
  .transform(value => parseClock(value)!)

export const availabilityBody = z
  .object({
    weekday: z.coerce.number().int().min(1, 'Jour invalide.').max(7, 'Jour invalide.'),
    start: clock,
    end: clock,
    place: z.enum(['studio', 'online'], { error: 'Lieu inconnu : studio ou online.' }),
  })
  .refine(value => value.start < value.end, { message: 'La fin doit suivre le début.', path: ['end'] })
  .refine(value => value.start % 30 === 0 && value.end % 30 === 0, {
    message: 'Les horaires se choisissent par demi-heure (9:00, 9:30…).',
    path: ['start'],
  })

const day = z.iso.date({ error: 'Date invalide (AAAA-MM-JJ).' })

export const absenceBody = z
  .object({
    from: day,
    to: day,
    reason: z.string().trim().max(200, '200 caractères au plus.').default(''),
  })
  .refine(value => value.from <= value.to, { message: 'La fin doit suivre le début.', path: ['to'] })

export const closureBody = z.object({
  day,
  label: z.string().trim().min(1, 'Donnez un libellé (ex. « Fête nationale »).').max(120, '120 caractères au plus.'),
})

export const dayParam = z.object({ day })

const optionalUrl = z
  .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Adresse invalide (https://…).' }).max(500)])
  .nullable()
  .transform(value => value || null)

export const teacherProfileBody = z.object({
  displayName: z.string().trim().min(2, 'Nom trop court.').max(80, '80 caractères au plus.'),
  photoUrl: z
    .union([z.literal(''), z.string().regex(/^\/media\/[A-Za-z0-9/_.-]+$|^https:\/\/\S+$/, 'Photo invalide.')])
    .nullable()
    .transform(value => value || null),
  bio: z.string().trim().max(2000, '2 000 caractères au plus.'),
  disciplines: z.array(discipline).max(4),
  languages: z.array(z.string().trim().min(2).max(40)).min(1, 'Indiquez au moins une langue.').max(6),
  meetingUrl: optionalUrl,
  published: z.boolean(),
})

export const weekQuery = z.object({
  from: day.optional(),
  days: z.coerce.number().int().min(1).max(31).default(7),
})

export const reportBody = z.object({
  notes: z
    .string()
    .trim()
    .max(4000, '4 000 caractères au plus.')
    .nullable()
    .transform(value => value || null),
  homework: z
    .string()
    .trim()
    .max(4000, '4 000 caractères au plus.')
    .nullable()
    .transform(value => value || null),
  attendance: z
    .array(
      z.object({ bookingId: z.uuid({ error: 'Réservation invalide.' }), attendance: z.enum(['present', 'absent']) }),
    )
    .max(20)
    .default([]),
})

export const workshopBody = z.object({
  discipline,
  title: z.string().trim().min(3, 'Titre trop court.').max(120, '120 caractères au plus.'),
  startsAt: instant,
  durationMinutes: z.coerce
    .number()
    .int()
    .min(60, 'Une heure au moins.')
    .max(240, 'Quatre heures au plus.')
    .refine(value => value % 30 === 0, 'Par demi-heure.'),
  capacity: z.coerce
    .number()
    .int()
    .min(WORKSHOP_MIN_CAPACITY, `De ${WORKSHOP_MIN_CAPACITY} à ${WORKSHOP_MAX_CAPACITY} places.`)
    .max(WORKSHOP_MAX_CAPACITY, `De ${WORKSHOP_MIN_CAPACITY} à ${WORKSHOP_MAX_CAPACITY} places.`),
  place: z.enum(['studio', 'online'], { error: 'Lieu inconnu : studio ou online.' }),
})

export const creditAdjustmentBody = z.object({
  studentId: userId,
  kind: z.enum(CREDIT_KINDS as [string, ...string[]], { error: 'Type de crédit inconnu.' }),
  delta: z.coerce
    .number()
    .int('Un nombre entier.')
    .min(-20)
    .max(20)
    .refine(value => value !== 0, 'Ajoutez ou retirez au moins un crédit.'),
  expiresAt: day,
  note: z.string().trim().min(3, 'Expliquez la raison de l’ajustement.').max(300, '300 caractères au plus.'),
})

export const calendarQuery = z.object({
  from: day.optional(),
  days: z.coerce.number().int().min(1).max(31).default(7),
  teacher: userId.optional(),
})
