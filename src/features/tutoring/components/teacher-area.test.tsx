import { expect, test } from 'vitest'
import { studentStateLabel } from './teacher-area.tsx'

test('a student’s place in a lesson is said in words that fit every student', () => {
  expect(studentStateLabel('booked', null)).toBe('place réservée')
  expect(studentStateLabel('booked', 'present')).toBe('place réservée · présence notée')
  expect(studentStateLabel('booked', 'absent')).toBe('place réservée · absence notée')
  expect(studentStateLabel('waiting', null)).toBe('liste d’attente')
  expect(studentStateLabel('late_cancelled', null)).toBe('annulation tardive')
  expect(studentStateLabel('cancelled', null)).toBe('annulation')
  for (const status of ['booked', 'waiting', 'late_cancelled', 'cancelled', 'excused'] as const)
    for (const attendance of [null, 'present', 'absent'])
      expect(studentStateLabel(status, attendance)).not.toMatch(/inscrit|présent\b|absent\b|annulé\b/)
})
