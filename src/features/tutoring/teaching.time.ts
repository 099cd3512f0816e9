import { dateFormatter, SITE_TIME_ZONE } from '#core/format/format.ts'
/**
 * Douala time. Africa/Douala is UTC+1 all year (no daylight saving time), so a local wall-clock time
 * converts to UTC by one fixed hour; formatting still goes through Intl with the zone's name, so
 * every screen and mail shows Douala time whatever the reader's own time zone is.
 */
export const TIME_ZONE = SITE_TIME_ZONE
const OFFSET_MS = 3600_000

export const WEEKDAY_LABELS = ['', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const

/** The Douala calendar date ('YYYY-MM-DD'), ISO weekday (1 = lundi) and minutes after midnight of an instant. */
export function toDouala(instant: Date): { day: string; weekday: number; minute: number } {
  const local = new Date(instant.getTime() + OFFSET_MS)
  const weekday = local.getUTCDay() === 0 ? 7 : local.getUTCDay()
  return {
    day: local.toISOString().slice(0, 10),
    weekday,
    minute: local.getUTCHours() * 60 + local.getUTCMinutes(),
  }
}

/** The instant of a Douala wall-clock time. */
export function fromDouala(day: string, minute: number): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + minute * 60_000 - OFFSET_MS)
}

/** The next Douala day ('YYYY-MM-DD'). */
export function nextDay(day: string, days = 1): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

/** '09:30' → 570; null when not a valid time. */
export function parseClock(value: string): number | null {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(value)
  if (!match) return null
  const minute = Number(match[1]) * 60 + Number(match[2])
  return minute <= 1440 ? minute : null
}

/** 570 → '09:30'. */
export function formatClock(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`
}

const dateTimeFormat = dateFormatter({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
})
const dateFormat = dateFormatter({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})
const timeFormat = dateFormatter({ hour: '2-digit', minute: '2-digit' })
const dayFormat = dateFormatter({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
})

/** 'mardi 3 mars à 10:00 (heure de Douala)'. */
export function formatLessonTime(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso
  const parts = dateTimeFormat.formatToParts(date)
  const get = (type: string) => parts.find(part => part.type === type)?.value ?? ''
  return `${get('weekday')} ${get('day')} ${get('month')} à ${get('hour')}:${get('minute')} (heure de Douala)`
}

export function formatDoualaDate(iso: string | Date): string {
  return dateFormat.format(typeof iso === 'string' ? new Date(iso) : iso)
}

export function formatDoualaTime(iso: string | Date): string {
  return timeFormat.format(typeof iso === 'string' ? new Date(iso) : iso)
}

export function formatDoualaDay(iso: string | Date): string {
  return dayFormat.format(typeof iso === 'string' ? new Date(iso) : iso)
}
