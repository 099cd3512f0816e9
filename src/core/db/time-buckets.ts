import { sql, type AnyColumn, type SQL } from 'drizzle-orm'

/**
 * Periods of the admin dashboard, cut into calendar buckets in the label's time zone (Douala,
 * UTC+1 all year: no daylight saving), so "today" and "this month" are the label's, whatever the
 * server's clock zone. The SQL side groups rows with `localBucket`; the JS side lists every bucket
 * of the period, so days without any row still appear (as zero) on the charts.
 */
export const LABEL_TIME_ZONE = 'Africa/Douala'
const DOUALA_OFFSET_MS = 60 * 60 * 1000

export const OVERVIEW_PERIODS = [30, 90, 365] as const
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number]
export type BucketUnit = 'day' | 'week' | 'month'
const BUCKET_UNITS = new Set<string>(['day', 'week', 'month'])

export type TimeWindow = {
  period: OverviewPeriod
  unit: BucketUnit
  /** Start of the first bucket (an instant). */
  since: Date
  /** Each bucket's first day in Douala, 'YYYY-MM-DD', oldest first. */
  buckets: string[]
}

/** 30 days → 30 days; 90 days → 13 weeks (Monday first, as PostgreSQL's date_trunc); 365 days → 12 months. */
export function timeWindow(period: OverviewPeriod, now = new Date()): TimeWindow {
  const local = new Date(now.getTime() + DOUALA_OFFSET_MS)
  const year = local.getUTCFullYear()
  const month = local.getUTCMonth()
  const day = local.getUTCDate()
  const starts: number[] = []
  let unit: BucketUnit
  if (period === 30) {
    unit = 'day'
    for (let back = 29; back >= 0; back--) starts.push(Date.UTC(year, month, day - back))
  } else if (period === 90) {
    unit = 'week'
    const monday = day - ((local.getUTCDay() + 6) % 7)
    for (let back = 12; back >= 0; back--) starts.push(Date.UTC(year, month, monday - back * 7))
  } else {
    unit = 'month'
    for (let back = 11; back >= 0; back--) starts.push(Date.UTC(year, month - back, 1))
  }
  return {
    period,
    unit,
    since: new Date(starts[0]! - DOUALA_OFFSET_MS),
    buckets: starts.map(start => new Date(start).toISOString().slice(0, 10)),
  }
}

/**
 * The bucket ('YYYY-MM-DD', first day in Douala) of a timestamp column. `storedAsUtc` is for
 * columns without time zone that hold UTC wall time (better-auth's tables).
 */
export function localBucket(
  column: AnyColumn | SQL,
  unit: BucketUnit,
  options: { storedAsUtc?: boolean } = {},
): SQL<string> {
  // Literals, not parameters: the same expression is repeated in GROUP BY, where PostgreSQL only
  // matches it when the text is identical ($1 and $2 would differ). `unit` is one of three words.
  if (!BUCKET_UNITS.has(unit)) throw new Error(`unknown bucket unit ${String(unit)}`)
  const instant = options.storedAsUtc ? sql`(${column} at time zone 'UTC')` : sql`${column}`
  return sql<string>`to_char(date_trunc(${sql.raw(`'${unit}'`)}, ${instant} at time zone ${sql.raw(`'${LABEL_TIME_ZONE}'`)}), 'YYYY-MM-DD')`
}

/** Today's date in Douala, 'YYYY-MM-DD'. */
export function labelToday(now = new Date()): string {
  return new Date(now.getTime() + DOUALA_OFFSET_MS).toISOString().slice(0, 10)
}

/** Puts grouped rows into the window's buckets (zero where no row). */
export function fillBuckets(buckets: string[], rows: { bucket: string; value: number }[]): number[] {
  const byBucket = new Map(rows.map(row => [row.bucket, Number(row.value)]))
  return buckets.map(bucket => byBucket.get(bucket) ?? 0)
}
