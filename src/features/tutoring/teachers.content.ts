import { z } from 'zod'
import {
  DISCIPLINE_IDS,
  KIND_DURATIONS,
  WORKSHOP_MAX_CAPACITY,
  WORKSHOP_MIN_CAPACITY,
  type LessonPlace,
} from './teaching.rules.ts'
import { parseClock, WEEKDAY_LABELS } from './teaching.time.ts'

/**
 * A sample teacher as published in `content/teachers/NN-<id>.yaml`: the account (role Professeur),
 * its public profile, its weekly availability and a few workshops. The seed writes them into an
 * empty database, so a fresh site has someone to book with in every discipline.
 */

const WEEKDAYS = WEEKDAY_LABELS.slice(1) as unknown as readonly [string, ...string[]]
const weekday = z
  .enum(WEEKDAYS, { error: 'Jour inconnu : lundi … dimanche.' })
  .transform(day => WEEKDAYS.indexOf(day) + 1)
/** 'HH:MM' on the half-hour grid → minutes after midnight, Douala time. */
const clock = z
  .string()
  .refine(value => parseClock(value) !== null && parseClock(value)! % 30 === 0, 'Heure HH:MM, par demi-heure.')
  .transform(value => parseClock(value)!)
const place = z.enum(['studio', 'online'] satisfies LessonPlace[])
const discipline = z.enum(DISCIPLINE_IDS)

export const sampleAvailabilitySchema = z
  .strictObject({ day: weekday, from: clock, to: clock, place })
  .refine(window => window.from + KIND_DURATIONS.individual <= window.to, 'La plage doit tenir au moins un cours.')

export const sampleWorkshopSchema = z.strictObject({
  title: z.string().min(3).max(120),
  discipline,
  /** Dated when seeded: that weekday of the week `weeksAhead` weeks after the first start. */
  schedule: z.strictObject({ weeksAhead: z.number().int().min(1).max(8), day: weekday }),
  time: clock,
  durationMinutes: z
    .number()
    .int()
    .min(60)
    .max(240)
    .refine(value => value % 30 === 0),
  capacity: z.number().int().min(WORKSHOP_MIN_CAPACITY).max(WORKSHOP_MAX_CAPACITY),
  place,
})

export const sampleTeacherSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(2).max(80),
    /** The account's address: the teacher signs in after choosing a password (« Mot de passe oublié »). */
    email: z.email(),
    /** `/media/images/teachers/<slug>-160.webp` */
    photoUrl: z.string().startsWith('/media/images/teachers/'),
    bio: z.string().min(1).max(2000),
    disciplines: z.array(discipline).min(1).max(4),
    languages: z.array(z.string().min(2).max(40)).min(1).max(6),
    /** The visio link of online lessons (required when a window or a workshop is online). */
    meetingUrl: z.url({ protocol: /^https$/ }).optional(),
    availability: z.array(sampleAvailabilitySchema).min(1),
    workshops: z.array(sampleWorkshopSchema).default([]),
  })
  .superRefine((teacher, context) => {
    const online =
      teacher.availability.some(window => window.place === 'online') ||
      teacher.workshops.some(workshop => workshop.place === 'online')
    if (online && !teacher.meetingUrl)
      context.addIssue({ code: 'custom', path: ['meetingUrl'], message: 'Un cours en ligne demande un lien de visio.' })
    for (const [index, workshop] of teacher.workshops.entries())
      if (!teacher.disciplines.includes(workshop.discipline))
        context.addIssue({
          code: 'custom',
          path: ['workshops', index, 'discipline'],
          message: 'Le professeur n’enseigne pas cette discipline.',
        })
  })

export type SampleTeacher = z.infer<typeof sampleTeacherSchema>
export type SampleWorkshop = z.infer<typeof sampleWorkshopSchema>
