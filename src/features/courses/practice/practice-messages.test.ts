import { expect, test } from 'vitest'
import { pitchWords, timing } from './practice-messages.ts'

test.each([
  [3, 'juste'],
  [-14, 'juste'],
  [30, 'un peu trop haut'],
  [-45, 'un peu trop bas'],
  [97, 'trop haut d’un demi-ton'],
  [-110, 'trop bas d’un demi-ton'],
  [205, 'trop haut d’un ton'],
  [-390, 'trop bas de 4 demi-tons'],
])('%i cents is said « %s »', (cents, words) => {
  expect(pitchWords(cents)).toBe(words)
})

test.each([
  [8, 'pile à temps'],
  [40, 'un peu en retard (40 ms)'],
  [-25, 'un peu en avance (25 ms)'],
  [180, 'en retard (180 ms)'],
  [-300, 'en avance (300 ms)'],
])('%i ms off the beat is said « %s »', (ms, words) => {
  expect(timing(ms)).toBe(words)
})
