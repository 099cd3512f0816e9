import { expect, test } from 'vitest'
import { invalidInputMessage } from './app-error.ts'

test('a refused request says what is wrong: the field’s message, or the first and how many more', () => {
  expect(invalidInputMessage()).toBe('Requête invalide.')
  expect(invalidInputMessage({ phone: 'Numéro de téléphone invalide.' })).toBe('Numéro de téléphone invalide.')
  expect(invalidInputMessage({ phone: 'Numéro invalide.', email: 'Adresse invalide.' })).toBe(
    'Numéro invalide. (et 1 autre champ à corriger)',
  )
  expect(invalidInputMessage({ a: 'A.', b: 'B.', c: 'C.' })).toBe('A. (et 2 autres champs à corriger)')
})
