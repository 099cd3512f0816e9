/**
 * What a music generation request may contain: keys, rhythms, instruments, voices, versions, limits
 * and defaults (spec §3, §9). Plain data, safe for the browser (the composer form reads the same
 * lists from `GET /api/music/options`).
 */
import { MUSIC_INSTRUMENTS, MUSIC_STYLES, type MusicInstrument, type MusicStyle } from '#lib/music/understand.ts'

/** Spec §8: the texts the chat and the composer form show. */
export const COMPOSE_SUCCESS_MESSAGE = "Voici le morceau que j'ai composé pour vous !"
export const COMPOSE_FAILURE_MESSAGE = "Désolé, je n'ai pas réussi à composer le morceau. Réessayons."

/** The twelve roots, spelled as musicians in Douala write them (sharps, except Bb and Eb). */
export const KEY_ROOTS = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'] as const
/** The same roots in French, as the site shows them: do, do♯, ré, mi♭… */
export const FRENCH_KEY_ROOTS = ['do', 'do♯', 'ré', 'mi♭', 'mi', 'fa', 'fa♯', 'sol', 'la♭', 'la', 'si♭', 'si'] as const
export const KEY_MODES = ['Majeur', 'Mineur'] as const
/** 'C Majeur', 'C Mineur', 'C# Majeur', ... : 24 keys (the API's canonical names). */
export const KEYS = KEY_ROOTS.flatMap(root => KEY_MODES.map(mode => `${root} ${mode}`))

/** 'F# Mineur' → 'fa♯ mineur', 'Bb Majeur' → 'si♭ majeur': how a key is shown to people. */
export function frenchKeyLabel(key: string): string {
  const [root = '', mode = ''] = key.split(' ')
  const index = KEY_ROOTS.indexOf(root as (typeof KEY_ROOTS)[number])
  if (index < 0) return key
  return `${FRENCH_KEY_ROOTS[index]} ${mode.toLowerCase()}`
}

/** Rhythms, each a style that changes drums, bass, chords and feel (see composer/styles.ts). */
export const RHYTHMS = MUSIC_STYLES
export type Rhythm = MusicStyle

export const INSTRUMENTS = MUSIC_INSTRUMENTS
export type Instrument = MusicInstrument

/**
 * Lyrics are not synthesised: a voice other than 'Aucune' sings the melody on vowels ("oo", "aa")
 * in a sung version; the lyrics are kept with the request.
 */
export const VOICES = ['Aucune', 'Féminine', 'Masculine', 'Chœur'] as const
export type Voice = (typeof VOICES)[number]

export const VERSIONS = ['instrumental', 'chantée'] as const
export type Version = (typeof VERSIONS)[number]

export const MUSIC_LIMITS = {
  durationSeconds: { min: 15, max: 180 },
  /** The longest piece for a visitor who is not signed in (`durationSeconds.max` once signed in). */
  visitorDurationSeconds: 60,
  tempo: { min: 40, max: 240 },
  promptCharacters: 1000,
  lyricsCharacters: 4000,
  maxInstruments: 12,
} as const

/** Spec §9. */
export const MUSIC_DEFAULTS = {
  key: 'C Majeur',
  tempo: 120,
  rhythm: '4/4 Pop/Rock' as Rhythm,
  instruments: ['Piano', 'Basse', 'Batterie'] as Instrument[],
  voice: 'Aucune' as Voice,
  version: 'instrumental' as Version,
  duration: 60,
}

/** Spec §5: the assistant's tempo words. */
export const TEMPO_WORDS = { lent: 80, moyen: 120, rapide: 160 } as const

export type MusicOptions = {
  keys: string[]
  /** How each key is shown: 'C# Majeur' → 'do♯ majeur' (the API accepts both). */
  keyLabels: Record<string, string>
  rhythms: readonly Rhythm[]
  instruments: readonly Instrument[]
  voices: readonly Voice[]
  versions: readonly Version[]
  tempoWords: typeof TEMPO_WORDS
  limits: typeof MUSIC_LIMITS
  defaults: typeof MUSIC_DEFAULTS
}

export const MUSIC_OPTIONS: MusicOptions = {
  keys: KEYS,
  keyLabels: Object.fromEntries(KEYS.map(key => [key, frenchKeyLabel(key)])),
  rhythms: RHYTHMS,
  instruments: INSTRUMENTS,
  voices: VOICES,
  versions: VERSIONS,
  tempoWords: TEMPO_WORDS,
  limits: MUSIC_LIMITS,
  defaults: MUSIC_DEFAULTS,
}
