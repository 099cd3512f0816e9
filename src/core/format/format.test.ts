import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { dateFormatter, formatDate, formatMonth, formatProseDate, formatShortDate } from './format.ts'

test('calendar days keep their day whatever the time zone of the machine', () => {
  expect(formatDate('2026-03-14')).toBe('14 mars 2026')
  expect(formatDate('2026-03-14T23:59:00.000Z')).toBe('14 mars 2026')
  expect(formatShortDate('2026-03-14')).toBe('sam. 14 mars')
})

test('prose dates write the first of the month « 1er »', () => {
  expect(formatProseDate('2026-03-01')).toBe('1er mars 2026')
  expect(formatProseDate('2026-03-11')).toBe('11 mars 2026')
})

test('months are named in French', () => {
  expect(formatMonth('2026-08')).toBe('août 2026')
  expect(formatMonth('2026-12')).toBe('décembre 2026')
})

test('instants are told in Douala time (UTC+1)', () => {
  const lateEvening = new Date('2026-03-14T23:30:00Z')
  expect(dateFormatter({ day: 'numeric', month: 'long' }).format(lateEvening)).toBe('15 mars')
  expect(dateFormatter({ hour: '2-digit', minute: '2-digit' }).format(lateEvening)).toBe('00:30')
})

test('dates are formatted only here: no other module builds its own Intl.DateTimeFormat', () => {
  const root = join(import.meta.dirname, '..', '..')
  const offenders = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter(file => /\.tsx?$/.test(file) && !file.endsWith('.test.ts') && !file.startsWith(join('core', 'format')))
    .filter(file =>
      /new Intl\.DateTimeFormat\(|toLocale(Date|Time)String\(/.test(readFileSync(join(root, file), 'utf8')),
    )
  expect(offenders).toEqual([])
})
