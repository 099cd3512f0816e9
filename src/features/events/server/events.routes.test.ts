import { describe, expect, test } from 'vitest'
import { useSeededApi } from '#tests/setup/route-test.ts'
import { resolveEventDate } from '../events.dates.ts'

const api = useSeededApi()

describe('GET /api/events', () => {
  test('sample events fall on the 12th and 25th of this month and the 5th of next month', async () => {
    const { status, body } = await api.getJson<{ date: string; time: string }[]>('/api/events')
    expect(status).toBe(200)
    const today = new Date()
    const month = (offset: number) =>
      new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + offset, 1)).toISOString().slice(0, 7)
    const dates = body.map(event => event.date)
    expect(dates).toEqual(expect.arrayContaining([`${month(0)}-12`, `${month(0)}-25`, `${month(1)}-05`]))
    expect(dates).toEqual([...dates].sort())
  })
})

describe('resolveEventDate', () => {
  test('dates relative events when read, not when seeded', () => {
    const event = { date: null, monthOffset: 1, day: 5 }
    expect(resolveEventDate(event, new Date('2026-11-22T10:00:00Z'))).toBe('2026-12-05')
    expect(resolveEventDate(event, new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-05')
  })

  test('clamps to the last day of shorter months and keeps fixed dates', () => {
    expect(resolveEventDate({ date: null, monthOffset: 0, day: 31 }, new Date('2026-02-10T00:00:00Z'))).toBe(
      '2026-02-28',
    )
    expect(resolveEventDate({ date: '2027-03-01', monthOffset: null, day: null }, new Date())).toBe('2027-03-01')
  })
})
