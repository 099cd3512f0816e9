const dateFormatter = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
const shortDateFormatter = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
})
const numberFormatter = new Intl.NumberFormat('fr-FR')

/** '2026-03-14' → '14 mars 2026' (dates are calendar days, read as UTC so no time zone shifts them). */
export function formatDate(isoDate: string): string {
  return dateFormatter.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`))
}

export function formatShortDate(isoDate: string): string {
  return shortDateFormatter.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`))
}

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
