import { expect, test } from 'vitest'
import { CHAT_TEXTS } from './chat.types.ts'

/** The assistant keeps one form of address: « tu », as its greeting (spec §8) says « ton prof ». */
test('the assistant’s own fixed texts say « tu », like the greeting', () => {
  expect(CHAT_TEXTS.greeting('Maestro Gombi')).toBe(
    "Bonjour ! Je suis Maestro Gombi, ton prof de musique. Je t'écoute ?",
  )
  expect(CHAT_TEXTS.offline).toBe('Tu es hors ligne : je te répondrai dès le retour de la connexion.')
  expect(CHAT_TEXTS.offline).not.toMatch(/\bvous\b/i)
})
