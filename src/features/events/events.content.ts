import { z } from 'zod'

/** Sample events are stored relative to the current month (`content/events.yaml`) and dated when read. */
export const eventScheduleSchema = z.strictObject({
  monthOffset: z.number().int(),
  day: z.number().int().min(1).max(31),
})

export const labelEventSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  schedule: eventScheduleSchema,
  type: z.string().min(1),
  description: z.string().min(1),
  /** 'HH:MM' local time (Africa/Douala). */
  time: z.string().regex(/^\d\d:\d\d$/),
  location: z.string().min(1),
  intervenant: z.string().min(1),
})

export type EventSchedule = z.infer<typeof eventScheduleSchema>
export type LabelEvent = z.infer<typeof labelEventSchema>
