import { describe, expect, test } from 'vitest'
import { fillBuckets, labelToday, timeWindow } from './time-buckets.ts'

describe('timeWindow', () => {
  test('30 days: one bucket per day in Douala, today last', () => {
    // 23:30 UTC on 14 March is already 15 March in Douala (UTC+1).
    const window = timeWindow(30, new Date('2026-03-14T23:30:00Z'))
    expect(window.unit).toBe('day')
    expect(window.buckets).toHaveLength(30)
    expect(window.buckets.at(-1)).toBe('2026-03-15')
    expect(window.buckets[0]).toBe('2026-02-14')
    // Midnight in Douala on the first day.
    expect(window.since.toISOString()).toBe('2026-02-13T23:00:00.000Z')
  })

  test('90 days: thirteen weeks starting on Mondays', () => {
    const window = timeWindow(90, new Date('2026-03-15T12:00:00Z')) // a Sunday
    expect(window.unit).toBe('week')
    expect(window.buckets).toHaveLength(13)
    expect(window.buckets.at(-1)).toBe('2026-03-09')
    expect(window.buckets[0]).toBe('2025-12-15')
    expect(window.buckets.every(day => new Date(`${day}T00:00:00Z`).getUTCDay() === 1)).toBe(true)
  })

  test('365 days: twelve months, across the new year', () => {
    const window = timeWindow(365, new Date('2026-02-10T08:00:00Z'))
    expect(window.unit).toBe('month')
    expect(window.buckets).toEqual([
      '2025-03-01',
      '2025-04-01',
      '2025-05-01',
      '2025-06-01',
      '2025-07-01',
      '2025-08-01',
      '2025-09-01',
      '2025-10-01',
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ])
    expect(window.since.toISOString()).toBe('2025-02-28T23:00:00.000Z')
  })
})

test('fillBuckets puts zeros where no row', () => {
  expect(
    fillBuckets(
      ['2026-01-01', '2026-01-02', '2026-01-03'],
      [
        { bucket: '2026-01-03', value: 4 },
        { bucket: '2025-12-31', value: 9 },
      ],
    ),
  ).toEqual([0, 0, 4])
})

test('labelToday is the date in Douala', () => {
  expect(labelToday(new Date('2026-12-31T23:10:00Z'))).toBe('2027-01-01')
})
