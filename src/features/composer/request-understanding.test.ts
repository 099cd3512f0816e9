/**
 * Request understanding: French requests as visitors write them, each mapped to the fields
 * of the request the composer plays. The words are read by `#lib/music/understand.ts` (also what the
 * assistant uses to decide that a message asks for a piece) and resolved by `resolveAmateurRequest`
 * (the 'Amateur' form) and `compositionToGenerationRequest` (the chat's composeMusic call).
 */
import { describe, expect, test } from 'vitest'
import { isMusicRequest, readMusicWords } from '#lib/music/understand.ts'
import { parseKey } from './engine/theory.ts'
import { REQUEST_TABLE as TABLE } from '#lib/music/intent/requests.ts'
import { TEMPO_WORDS } from './music.options.ts'
import {
  compositionToGenerationRequest,
  resolveAmateurRequest,
  unknownStyleNotice,
  unknownStyleOf,
} from './music.request.ts'
import { RHYTHMS } from './music.options.ts'

const NOT_REQUESTS = [
  "C'est quoi un makossa ?",
  'Quelle est la gamme de ré mineur ?',
  'Je voudrais m’inscrire au cours de piano',
  'Quels sont les tarifs des cours de chant ?',
  'Tu peux m’expliquer la différence entre rumba et soukous ?',
  'Bonjour, qui es-tu ?',
  'Quand est le prochain concert ?',
  'Je veux apprendre la guitare',
  'Combien de temps dure la formule MAO ?',
  'Quelles sont les notes de l’accord de do majeur ?',
]

describe('a table of French requests, each mapped to its fields', () => {
  test('at least 60 requests', () => expect(TABLE.length).toBeGreaterThanOrEqual(60))

  test.each(TABLE)('%s', (request, expected) => {
    expect(isMusicRequest(request), 'starts a composition').toBe(true)
    const words = readMusicWords(request)
    const resolved = resolveAmateurRequest({ prompt: request })
    const chat = compositionToGenerationRequest({ prompt: request })
    for (const piece of [resolved, chat]) {
      if (expected.rhythm) expect(piece.rhythm).toBe(expected.rhythm)
      for (const instrument of expected.has ?? []) expect(piece.instruments).toContain(instrument)
      for (const instrument of expected.without ?? []) expect(piece.instruments).not.toContain(instrument)
      if (expected.tempo) {
        expect(piece.tempo).toBeGreaterThanOrEqual(expected.tempo[0])
        expect(piece.tempo).toBeLessThanOrEqual(expected.tempo[1])
      }
      if (expected.mode) expect(parseKey(piece.key)!.minor).toBe(expected.mode === 'minor')
      if (expected.key) expect(piece.key).toBe(expected.key)
      if (expected.duration) expect(piece.duration).toBe(expected.duration)
    }
    if (expected.voice) {
      expect(chat.voice).toBe(expected.voice)
      expect(resolved.voice).toBe(expected.voice)
      expect(chat.version).toBe(expected.voice === 'Aucune' ? 'instrumental' : 'chantée')
    }
    if (expected.mood) expect(words.mood).toBe(expected.mood)
  })

  test.each(NOT_REQUESTS)('not a request for a piece: %s', request => {
    expect(isMusicRequest(request)).toBe(false)
  })
})

describe('mood words set the tempo, whatever the style', () => {
  const STYLES = ['un makossa', 'un morceau', 'un afrobeat', 'un zouk', 'une rumba', 'un gospel', 'un son lo-fi']
  const SLOW = ['calme', 'doux', 'tranquille', 'tout doux', 'paisible', 'apaisant', 'en berceuse']
  const FAST = ['endiablé', 'pour danser', 'dansant', 'qui fait danser']
  const requests = (moods: string[]) => STYLES.flatMap(style => moods.map(mood => `Compose-moi ${style} ${mood}`))

  test.each(requests(SLOW))('slow: %s', request => {
    expect(readMusicWords(request).tempo).toBeLessThanOrEqual(TEMPO_WORDS.lent)
    expect(resolveAmateurRequest({ prompt: request }).tempo).toBeLessThanOrEqual(TEMPO_WORDS.lent)
    expect(compositionToGenerationRequest({ prompt: request }).tempo).toBeLessThanOrEqual(TEMPO_WORDS.lent)
  })

  test.each(requests(FAST))('fast: %s', request => {
    expect(readMusicWords(request).tempo).toBeGreaterThanOrEqual(150)
    expect(resolveAmateurRequest({ prompt: request }).tempo).toBeGreaterThanOrEqual(150)
    expect(compositionToGenerationRequest({ prompt: request }).tempo).toBeGreaterThanOrEqual(150)
  })

  test('a tempo said in words or figures wins over the mood', () => {
    expect(readMusicWords('Compose un makossa calme à 120 bpm').tempo).toBe(120)
    expect(readMusicWords('Compose un morceau doux mais rapide').tempo).toBe(150)
  })
})

describe('a style the composer does not play is said, with the styles it plays and the one chosen', () => {
  const UNKNOWN = [
    ['Fais-moi un beat trap avec des 808', 'Lo-fi'],
    ['Compose un morceau de rap', 'Lo-fi'],
    ['Crée un son drill sombre', 'Lo-fi'],
    ['Fais-moi un reggae joyeux', 'Afrobeat'],
    ['Compose un dancehall pour danser', 'Afrobeat'],
    ['Compose une salsa', 'Rumba congolaise'],
    ['Fais-moi un morceau de musique classique', 'Berceuse'],
    ['Crée un son électro', '4/4 Pop/Rock'],
    ['Fais-moi un morceau soul', 'Gospel'],
  ] as const

  test.each(UNKNOWN)('%s → %s, and said', (request, nearest) => {
    expect(isMusicRequest(request)).toBe(true)
    expect(resolveAmateurRequest({ prompt: request }).rhythm).toBe(nearest)
    expect(compositionToGenerationRequest({ prompt: request }).rhythm).toBe(nearest)
    const unknown = unknownStyleOf(request)
    expect(unknown?.nearest).toBe(nearest)
    const notice = unknownStyleNotice(unknown!)
    expect(notice).toMatch(/^Je ne sais pas encore composer /)
    for (const style of RHYTHMS) expect(notice).toContain(style)
    expect(notice).toContain(`J’ai choisi le plus proche : ${nearest}.`)
  })

  test('the chat’s style argument alone is enough to tell', () => {
    expect(unknownStyleOf('Un morceau pour la fête', 'Hip-hop')?.nearest).toBe('Lo-fi')
    expect(compositionToGenerationRequest({ prompt: 'Un morceau pour la fête', style: 'Hip-hop' }).rhythm).toBe('Lo-fi')
  })

  test('a style it plays, or none named, is not a notice', () => {
    for (const request of [
      'Compose un makossa',
      'Compose un morceau joyeux',
      'Fais-moi un beat lo-fi',
      'Un rap makossa',
    ])
      expect(unknownStyleOf(request)).toBeUndefined()
  })
})
