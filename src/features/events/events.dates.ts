/**
 * Dates of events scheduled relative to the current month (the built-in sample events fall on the
 * 12th and 25th of this month and the 5th of next month, whenever the site is visited).
 */
export function resolveEventDate(
  event: { date: string | null; monthOffset: number | null; day: number | null },
  today: Date,
): string {
  if (event.date) return event.date
  const target = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + (event.monthOffset ?? 0), 1))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(event.day ?? 1, lastDay))
  return target.toISOString().slice(0, 10)
}
