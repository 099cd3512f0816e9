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

/** Today's date ('YYYY-MM-DD') in Douala (UTC+1 all year): an event of today is still to come. */
export const doualaToday = (now = Date.now()): string => new Date(now + 60 * 60_000).toISOString().slice(0, 10)

/** Events of today and later (soonest first), and past ones (most recent first). */
export function splitByDate<Event extends { date: string }>(events: Event[], today: string) {
  return {
    upcoming: events.filter(event => event.date >= today),
    past: events.filter(event => event.date < today).reverse(),
  }
}
