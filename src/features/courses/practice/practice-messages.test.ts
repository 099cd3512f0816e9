import { expect, test } from 'vitest'
import { tempoMessage } from './practice-exercise.tsx'
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

test('the tempo ladder says a slow try is practice, and which step comes next once passed', () => {
  expect(tempoMessage(60, true)).toBe(
    'À 60 % du tempo, ce résultat sert à vous entraîner et n’est pas enregistré ; seul le tempo écrit (100 %) valide l’exercice. Seuil atteint : passez à 80 %.',
  )
  expect(tempoMessage(80, false)).toMatch(/Reprenez à ce tempo jusqu’au seuil\.$/)
  expect(tempoMessage(110, true)).toMatch(/valide l’exercice\.$/)
})
