import { describe, expect, test } from 'vitest'
import { parseKey, keyName, findKeyInText } from './engine/theory.ts'
import { KEYS, MUSIC_DEFAULTS, frenchKeyLabel, MUSIC_OPTIONS } from './music.options.ts'
import {
  compositionToGenerationRequest,
  parseInstrument,
  parseRhythm,
  parseVoice,
  resolveAmateurRequest,
  tempoFromWord,
  withSeed,
} from './music.request.ts'

describe('tempo words (spec §5)', () => {
  test.each([
    ['lent', 80],
    ['moyen', 120],
    ['rapide', 160],
    ['Rapide', 160],
    ['très rapide', 120],
    ['', 120],
    [undefined, 120],
    [140, 120],
  ])('%s → %i BPM', (word, bpm) => {
    expect(tempoFromWord(word)).toBe(bpm)
  })
})

describe('composition parameters → generation request (the chat)', () => {
  test('an empty call gets every default of spec §9', () => {
    expect(compositionToGenerationRequest({ prompt: 'Une chanson' })).toEqual({
      variant: 'musicien',
      prompt: 'Une chanson',
      key: 'C Majeur',
      tempo: 120,
      rhythm: '4/4 Pop/Rock',
      instruments: ['Piano', 'Basse', 'Batterie'],
      voice: 'Aucune',
      duration: 60,
      version: 'instrumental',
    })
    expect(MUSIC_DEFAULTS).toMatchObject({
      key: 'C Majeur',
      tempo: 120,
      rhythm: '4/4 Pop/Rock',
      voice: 'Aucune',
      version: 'instrumental',
      duration: 60,
    })
  })

  test('maps style, tempo, instruments, voice and duration', () => {
    const request = compositionToGenerationRequest({
      prompt: 'Un makossa joyeux pour un mariage',
      style: 'makossa',
      tempo: 'rapide',
      instruments: ['guitare', 'Basse', 'batterie', 'trompette', 'kazoo'],
      voice: 'voix féminine',
      duration: 90,
    })
    expect(request).toEqual({
      variant: 'musicien',
      prompt: 'Un makossa joyeux pour un mariage',
      key: 'C Majeur',
      tempo: 160,
      rhythm: 'Makossa',
      // Named instruments play with the style's rhythm section (makossa: bass, drums, percussion).
      instruments: ['Basse', 'Batterie', 'Guitare', 'Cuivres', 'Percussions'],
      voice: 'Féminine',
      duration: 90,
      version: 'chantée',
    })
  })

  test('odd values fall back to the defaults instead of failing the conversation', () => {
    const request = compositionToGenerationRequest({
      prompt: 42,
      style: 'polka',
      tempo: 'vif',
      instruments: 'kazoo',
      voice: 'robot',
      duration: 'long',
    })
    expect(request.rhythm).toBe('4/4 Pop/Rock')
    expect(request.tempo).toBe(120)
    expect(request.instruments).toEqual(['Piano', 'Basse', 'Batterie'])
    expect(request.voice).toBe('Aucune')
    expect(request.duration).toBe(60)
    expect(request.prompt.length).toBeGreaterThan(0)
    expect(compositionToGenerationRequest({ prompt: 'x', duration: 600 }).duration).toBe(180)
    // Named instruments play with the style's rhythm section, unless the words ask for them alone.
    expect(compositionToGenerationRequest({ prompt: 'x', instruments: 'piano et cordes' }).instruments).toEqual([
      'Piano',
      'Basse',
      'Batterie',
      'Cordes',
    ])
    expect(
      compositionToGenerationRequest({ prompt: 'piano et cordes seuls', instruments: 'piano et cordes' }).instruments,
    ).toEqual(['Piano', 'Cordes'])
  })

  test('a key named in the words is kept; otherwise C Majeur', () => {
    const request = compositionToGenerationRequest({
      prompt: 'un morceau lent au piano en ré mineur',
      tempo: 'lent',
      duration: 30,
    })
    expect(request).toMatchObject({ key: 'D Mineur', tempo: 80, duration: 30 })
    expect(compositionToGenerationRequest({ prompt: 'une ballade en fa dièse mineur' }).key).toBe('F# Mineur')
    expect(compositionToGenerationRequest({ prompt: 'une ballade douce' }).key).toBe('C Majeur')
  })
})

describe('names and aliases', () => {
  test('all 24 keys parse back to themselves', () => {
    expect(KEYS).toHaveLength(24)
    for (const key of KEYS) expect(keyName(parseKey(key)!)).toBe(key)
  })

  test.each([
    ['Do majeur', 'C Majeur'],
    ['fa# mineur', 'F# Mineur'],
    ['Sol dièse mineur', 'Ab Mineur'],
    ['si bémol majeur', 'Bb Majeur'],
    ['Am', 'A Mineur'],
    ['C minor', 'C Mineur'],
    ['Db Majeur', 'C# Majeur'],
    ['ré', 'D Majeur'],
  ])('%s is %s', (alias, key) => {
    expect(keyName(parseKey(alias)!)).toBe(key)
  })

  test('keys are shown in French (do♯, mi♭, fa♯) and the French names parse back to the canonical keys', () => {
    expect(frenchKeyLabel('C# Majeur')).toBe('do♯ majeur')
    expect(frenchKeyLabel('Eb Majeur')).toBe('mi♭ majeur')
    expect(frenchKeyLabel('F# Mineur')).toBe('fa♯ mineur')
    expect(frenchKeyLabel('Bb Mineur')).toBe('si♭ mineur')
    for (const key of KEYS) expect(keyName(parseKey(frenchKeyLabel(key))!)).toBe(key)
    expect(MUSIC_OPTIONS.keyLabels['Ab Majeur']).toBe('la♭ majeur')
  })

  test('unknown keys are refused', () => {
    for (const bad of ['H Majeur', 'C Dorien', '', 'Majeur']) expect(parseKey(bad)).toBeUndefined()
  })

  test('keys named inside a sentence', () => {
    expect(keyName(findKeyInText('une ballade en ré mineur, lente')!)).toBe('D Mineur')
    expect(keyName(findKeyInText('quelque chose en Fa# majeur')!)).toBe('F# Majeur')
    expect(findKeyInText('une chanson pour la fête')).toBeUndefined()
  })

  test('rhythms, instruments and voices', () => {
    expect(parseRhythm('rumba')).toBe('Rumba congolaise')
    expect(parseRhythm('Afro')).toBe('Afrobeat')
    expect(parseRhythm('lofi')).toBe('Lo-fi')
    expect(parseRhythm('Jazz swing')).toBe('Jazz swing')
    expect(parseRhythm('reggae')).toBeUndefined()
    expect(parseInstrument('synthe')).toBe('Synthé')
    expect(parseInstrument('Guitar')).toBe('Guitare')
    expect(parseInstrument('kazoo')).toBeUndefined()
    expect(parseVoice('choeur')).toBe('Chœur')
    expect(parseVoice('Homme')).toBe('Masculine')
    expect(parseVoice('robot')).toBeUndefined()
  })
})

describe('Amateur requests', () => {
  test('sad words choose a minor key, happy words a major one, a named key wins', () => {
    expect(resolveAmateurRequest({ prompt: 'une chanson triste et mélancolique' }).key).toMatch(/Mineur$/)
    expect(resolveAmateurRequest({ prompt: 'une chanson joyeuse pour la fête' }).key).toMatch(/Majeur$/)
    expect(resolveAmateurRequest({ prompt: 'une chanson triste en sol majeur' }).key).toBe('G Majeur')
  })

  test('style, tempo from energy, instruments named in the prompt, lyrics make it sung', () => {
    const calm = resolveAmateurRequest({ prompt: 'un morceau calme et doux', style: 'Makossa' })
    const dancing = resolveAmateurRequest({ prompt: 'un morceau dansant et énergique', style: 'Makossa' })
    expect(calm.rhythm).toBe('Makossa')
    expect(calm.tempo).toBeLessThan(dancing.tempo)
    expect(resolveAmateurRequest({ prompt: 'un bikutsi au balafon' })).toMatchObject({
      rhythm: 'Bikutsi',
      instruments: ['Basse', 'Batterie', 'Percussions', 'Balafon'],
    })
    const sung = resolveAmateurRequest({ prompt: 'une berceuse', lyrics: 'Dors mon enfant' })
    expect(sung).toMatchObject({ voice: 'Féminine', version: 'chantée', lyrics: 'Dors mon enfant' })
  })

  test('the default seed comes from the request, and a given seed is kept', () => {
    const base = resolveAmateurRequest({ prompt: 'un afrobeat joyeux' })
    expect(withSeed(base).seed).toBe(withSeed({ ...base }).seed)
    expect(withSeed(base).seed).not.toBe(withSeed({ ...base, prompt: 'un afrobeat triste' }).seed)
    expect(withSeed({ ...base, seed: 7 }).seed).toBe(7)
  })
})
