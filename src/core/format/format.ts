/** The site tells every date and hour in Douala's time (UTC+1 all year). */
export const SITE_TIME_ZONE = 'Africa/Douala'

const dateFormatters = new Map<string, Intl.DateTimeFormat>()

/** The one way to format a date: French, in Douala's time; formatters are built once per set of options. */
export function dateFormatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options)
  let formatter = dateFormatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('fr-FR', { ...options, timeZone: SITE_TIME_ZONE })
    dateFormatters.set(key, formatter)
  }
  return formatter
}

/** A calendar day ('2026-03-14', or the day of a timestamp) at noon, so no time zone moves it to another day. */
function calendarDay(isoDate: string): Date {
  return new Date(`${isoDate.slice(0, 10)}T12:00:00Z`)
}

/** '2026-03-14' → '14 mars 2026'. */
export function formatDate(isoDate: string): string {
  return dateFormatter({ day: 'numeric', month: 'long', year: 'numeric' }).format(calendarDay(isoDate))
}

/** '2026-03-01' → '1er mars 2026', as French writes the first day of a month in prose. */
export function formatProseDate(isoDate: string): string {
  const parts = dateFormatter({ day: 'numeric', month: 'long', year: 'numeric' }).formatToParts(calendarDay(isoDate))
  return parts.map(part => (part.type === 'day' && part.value === '1' ? '1er' : part.value)).join('')
}

/** '2026-03-14' → 'sam. 14 mars'. */
export function formatShortDate(isoDate: string): string {
  return dateFormatter({ weekday: 'short', day: 'numeric', month: 'short' }).format(calendarDay(isoDate))
}

/** '2026-03' → 'mars 2026'. */
export function formatMonth(yearMonth: string): string {
  return dateFormatter({ month: 'long', year: 'numeric' }).format(calendarDay(`${yearMonth.slice(0, 7)}-15`))
}

const numberFormatter = new Intl.NumberFormat('fr-FR')

export type Currency = 'EUR' | 'XAF'

/** French price display: '120 €', '80 000 FCFA'. */
export function formatPrice(amount: number, currency: Currency): string {
  return currency === 'EUR' ? `${numberFormatter.format(amount)} €` : `${numberFormatter.format(amount)} FCFA`
}

export function formatBillingCycle(cycle: 'mois' | 'unique' | null): string {
  if (cycle === 'mois') return 'par mois'
  if (cycle === 'unique') return 'paiement unique'
  return ''
}

export function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  const rest = Math.floor(seconds % 60)
  return `${minutes}:${String(rest).padStart(2, '0')}`
}
