import { z } from 'zod'

/**
 * The label's own information as published in `content/label/`: who it is, what it offers, its news,
 * press kit and booking block. Types are inferred, so the tables and the pages read the same shapes.
 */
export const socialSchema = z.strictObject({ network: z.string().min(1), url: z.url() })

export const labelInfoSchema = z.strictObject({
  name: z.string().min(1),
  slogan: z.string().min(1),
  /** Two or three short paragraphs presenting the label (shown on /label and the home page). */
  about: z.array(z.string().min(1)).min(1),
  director: z.string().min(1),
  legalForm: z.string().min(1),
  foundingYear: z.number().int(),
  address: z.strictObject({ street: z.string(), postalCode: z.string(), city: z.string(), country: z.string() }),
  emails: z.strictObject({ contact: z.email(), booking: z.email(), training: z.email() }),
  phones: z.array(z.string().min(1)),
  website: z.url(),
  socials: z.array(socialSchema),
  /** Persona name of the AI music teacher ('{name} - Gombiste IA'). */
  assistantName: z.string().min(1),
})

export const serviceSchema = z.strictObject({
  id: z.string().min(1),
  title: z.string().min(1),
  description: z.string().min(1),
})

export const newsItemSchema = z.strictObject({
  id: z.string().min(1),
  title: z.string().min(1),
  summary: z.string().min(1),
  date: z.iso.date(),
  link: z.string().min(1),
})

export const pressAssetSchema = z.strictObject({
  label: z.string().min(1),
  url: z.string().min(1),
  kind: z.enum(['image', 'document']),
})
export const pressKitSchema = z.strictObject({
  headline: z.string().min(1),
  shortText: z.string().min(1),
  assets: z.array(pressAssetSchema),
})

export const bookingBlockSchema = z.strictObject({
  title: z.string().min(1),
  ctaText: z.string().min(1),
  contactEmail: z.email(),
})

export type Social = z.infer<typeof socialSchema>
export type LabelInfo = z.infer<typeof labelInfoSchema>
export type Service = z.infer<typeof serviceSchema>
export type NewsItem = z.infer<typeof newsItemSchema>
export type PressAsset = z.infer<typeof pressAssetSchema>
export type PressKit = z.infer<typeof pressKitSchema>
export type BookingBlock = z.infer<typeof bookingBlockSchema>
