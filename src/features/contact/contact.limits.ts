/**
 * Contact and booking limits and choices, shared by the server's schemas and the forms (kept free of
 * zod, so the page can render and count characters before the schemas are loaded).
 */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  subject: 150,
  message: 5000,
  city: 100,
  venue: 150,
  technicalNeeds: 3000,
  phone: 30,
  /** Expected audience, in people. */
  audienceMax: 1_000_000,
  /** Budget amount, in the chosen currency. */
  budgetMax: 1_000_000_000,
  /** How far ahead an event can be booked, in days. */
  daysAheadMax: 3 * 366,
} as const

export const EVENT_TYPES = [
  'Concert',
  'Festival',
  'Mariage',
  'Soirée d’entreprise',
  'Showcase',
  'Événement privé',
  'Autre',
] as const

export type EventType = (typeof EVENT_TYPES)[number]

/** 'XAF' is shown as FCFA. */
export const CURRENCIES = [
  { value: 'EUR', label: 'EUR (€)' },
  { value: 'XAF', label: 'FCFA' },
] as const

export type Currency = (typeof CURRENCIES)[number]['value']

/** Today's date in Douala (UTC+1 all year, no daylight saving), as 'YYYY-MM-DD'. */
export function todayInDouala(now = new Date()): string {
  return new Date(now.getTime() + 60 * 60_000).toISOString().slice(0, 10)
}

/** Adds days to a 'YYYY-MM-DD' date. */
export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`)
  value.setUTCDate(value.getUTCDate() + days)
  return value.toISOString().slice(0, 10)
}

/** '+237 6 99-45.21 10' → '+237699452110'. */
export function normalizePhone(value: string): string {
  const digits = value.replace(/[\s.\-()/]/g, '')
  // A Cameroonian number written locally (« 699 12 34 56 », « 233 42 18 56 »): nine digits from 2 or 6.
  if (/^[26]\d{8}$/.test(digits)) return `+237${digits}`
  // The same with its country code but no « + » (« 237 699 12 34 56 »), as phones often show it.
  if (/^237[26]\d{8}$/.test(digits)) return `+${digits}`
  // 00 is how an international number is dialled from Cameroon and most of Europe.
  if (/^00[1-9]\d+$/.test(digits)) return `+${digits.slice(2)}`
  return digits
}

/** International format: '+', a country code, then the number (E.164: at most 15 digits). */
export const INTERNATIONAL_PHONE = /^\+[1-9]\d{6,14}$/

/** A reference people can quote on the phone: 'CT-2026-00042' (contact) or 'BK-2026-00007' (booking). */
export function formatReference(prefix: 'CT' | 'BK', year: number, number: number): string {
  return `${prefix}-${year}-${String(number).padStart(5, '0')}`
}
