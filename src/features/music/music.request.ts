/**
 * Music generation requests: the aliases people and the assistant use for keys, rhythms, instruments
 * and voices; the mapping from the assistant's composition parameters (spec §3, §5); and how an
 * Amateur request (just words) becomes a full request.
 */
import { readMood } from './composer/mood.ts'
import { hashString } from './composer/random.ts'
import { STYLES, RHYTHM_STYLE } from './composer/styles.ts'
import { findKeyInText, foldText, keyName, parseKey } from './composer/theory.ts'
import {
  INSTRUMENTS,
  MUSIC_DEFAULTS,
  MUSIC_LIMITS,
  RHYTHMS,
  TEMPO_WORDS,
  type Instrument,
  type Rhythm,
  type Version,
  type Voice,
} from './music.options.ts'

/** A complete, normalized request: what is hashed, stored, rendered and answered back. */
export type GenerationRequest = {
  variant: 'amateur' | 'musicien'
  prompt: string
  key: string
  tempo: number
  rhythm: Rhythm
  instruments: Instrument[]
  voice: Voice
  duration: number
  version: Version
  seed: number
  /** Kept with the request; not sung (the voice sings the melody on vowels). */
  lyrics?: string
}

/** The assistant's composeMusic arguments (spec §3). Everything may be missing or odd. */
export type CompositionParameters = {
  prompt?: unknown
  style?: unknown
  tempo?: unknown
  instruments?: unknown
  voice?: unknown
  duration?: unknown
}

const RHYTHM_ALIASES: [pattern: RegExp, rhythm: Rhythm][] = [
  [/rumba|soukous|ndombolo|seben|congolais/, 'Rumba congolaise'],
  [/bikutsi|6\/8/, 'Bikutsi'],
  [/makossa/, 'Makossa'],
  [/afro ?beat|afro|highlife|amapiano/, 'Afrobeat'],
  [/lo-?fi|lofi|chill ?hop/, 'Lo-fi'],
  [/gospel|negro spiritual|louange|worship/, 'Gospel'],
  [/jazz|swing|bossa|blues/, 'Jazz swing'],
  [/pop|rock|4\/4|variete/, '4/4 Pop/Rock'],
]

/** 'Afrobeat', 'afro', 'rumba', 'Jazz swing', 'jazz'... → the canonical rhythm; undefined if none fits. */
export function parseRhythm(text: string): Rhythm | undefined {
  const folded = foldText(text)
  const exact = RHYTHMS.find(rhythm => foldText(rhythm) === folded)
  if (exact) return exact
  return RHYTHM_ALIASES.find(([pattern]) => pattern.test(folded))?.[1]
}

const INSTRUMENT_ALIASES: Record<string, Instrument> = {
  piano: 'Piano',
  clavier: 'Piano',
  keyboard: 'Piano',
  'piano electrique': 'Piano',
  rhodes: 'Piano',
  basse: 'Basse',
  bass: 'Basse',
  'guitare basse': 'Basse',
  contrebasse: 'Basse',
  batterie: 'Batterie',
  drums: 'Batterie',
  'boite a rythmes': 'Batterie',
  guitare: 'Guitare',
  guitar: 'Guitare',
  'guitare electrique': 'Guitare',
  'guitare acoustique': 'Guitare',
  'guitare solo': 'Guitare',
  orgue: 'Orgue',
  organ: 'Orgue',
  hammond: 'Orgue',
  cordes: 'Cordes',
  strings: 'Cordes',
  violon: 'Cordes',
  violons: 'Cordes',
  violoncelle: 'Cordes',
  orchestre: 'Cordes',
  synthe: 'Synthé',
  synth: 'Synthé',
  synthetiseur: 'Synthé',
  synthesizer: 'Synthé',
  nappe: 'Synthé',
  cuivres: 'Cuivres',
  cuivre: 'Cuivres',
  brass: 'Cuivres',
  trompette: 'Cuivres',
  trompettes: 'Cuivres',
  saxophone: 'Cuivres',
  sax: 'Cuivres',
  trombone: 'Cuivres',
  percussions: 'Percussions',
  percussion: 'Percussions',
  congas: 'Percussions',
  conga: 'Percussions',
  djembe: 'Percussions',
  tam: 'Percussions',
  shaker: 'Percussions',
  balafon: 'Balafon',
  marimba: 'Balafon',
  xylophone: 'Balafon',
}

export function parseInstrument(text: string): Instrument | undefined {
  const folded = foldText(text)
  return INSTRUMENTS.find(instrument => foldText(instrument) === folded) ?? INSTRUMENT_ALIASES[folded]
}

/** Instruments named anywhere in free text, in the canonical order. */
function findInstrumentsInText(text: string): Instrument[] {
  const words = ` ${foldText(text).replace(/[^a-z0-9 ]+/g, ' ')} `
  const found = new Set<Instrument>()
  for (const [alias, instrument] of Object.entries(INSTRUMENT_ALIASES))
    if (words.includes(` ${alias} `)) found.add(instrument)
  return INSTRUMENTS.filter(instrument => found.has(instrument))
}

/** Canonical order, no duplicates: the same set of instruments always makes the same request. */
export function canonicalInstruments(instruments: Instrument[]): Instrument[] {
  return INSTRUMENTS.filter(instrument => instruments.includes(instrument))
}

const VOICE_ALIASES: [pattern: RegExp, voice: Voice][] = [
  [/^(aucune?|sans( voix)?|none|non|pas de voix|instrumental)$/, 'Aucune'],
  [/choeur|chorale|choir|chorus/, 'Chœur'],
  [/femin|femme|female|soprano|alto|fille|chanteuse/, 'Féminine'],
  [/mascul|homme|male|tenor|baryton|garcon|chanteur/, 'Masculine'],
]

export function parseVoice(text: string): Voice | undefined {
  const folded = foldText(text)
  if (folded === '') return 'Aucune'
  return VOICE_ALIASES.find(([pattern]) => pattern.test(folded))?.[1]
}

export function parseVersion(text: string): Version | undefined {
  const folded = foldText(text)
  if (/^instrument/.test(folded)) return 'instrumental'
  if (/^(chantee?|vocale?|chant|avec voix|sung|vocal)$/.test(folded)) return 'chantée'
  return undefined
}

/** Spec §5: lent 80, moyen 120, rapide 160, anything else 120. */
export function tempoFromWord(tempo: unknown): number {
  const word = typeof tempo === 'string' ? foldText(tempo) : ''
  return word in TEMPO_WORDS ? TEMPO_WORDS[word as keyof typeof TEMPO_WORDS] : MUSIC_DEFAULTS.tempo
}

/** The input of `POST /api/music/compose` for the 'Musicien' variant (before validation). */
export type MusicianRequestInput = {
  variant: 'musicien'
  prompt: string
  key: string
  tempo: number
  rhythm: string
  instruments: string[]
  voice: string
  duration: number
  version: string
  seed?: number
}

/**
 * The assistant's composeMusic arguments → a 'Musicien' request (the chat's variant). Lenient like a
 * musician would be: unknown style, instruments or voice fall back to the defaults of spec §9 rather
 * than failing the conversation. A voice other than 'Aucune' makes the version 'chantée'.
 */
export function compositionToGenerationRequest(parameters: CompositionParameters): MusicianRequestInput {
  const prompt =
    typeof parameters.prompt === 'string' ? parameters.prompt.trim().slice(0, MUSIC_LIMITS.promptCharacters) : ''
  const rhythm = (typeof parameters.style === 'string' && parseRhythm(parameters.style)) || MUSIC_DEFAULTS.rhythm
  const listed = Array.isArray(parameters.instruments)
    ? parameters.instruments
    : typeof parameters.instruments === 'string'
      ? parameters.instruments.split(/[,;/]| et /)
      : []
  const instruments = canonicalInstruments(
    listed.flatMap(item =>
      typeof item === 'string' ? [parseInstrument(item) ?? findInstrumentsInText(item)].flat() : [],
    ),
  ).slice(0, MUSIC_LIMITS.maxInstruments)
  const voice = (typeof parameters.voice === 'string' && parseVoice(parameters.voice)) || MUSIC_DEFAULTS.voice
  const seconds =
    typeof parameters.duration === 'number'
      ? parameters.duration
      : typeof parameters.duration === 'string'
        ? Number.parseFloat(parameters.duration)
        : Number.NaN
  const { min, max } = MUSIC_LIMITS.durationSeconds
  return {
    variant: 'musicien',
    prompt: prompt || 'Un morceau composé pour vous',
    // The assistant's parameters have no key: one named in the words ('en ré mineur') is kept.
    key: (prompt && findKeyInText(prompt) && keyName(findKeyInText(prompt)!)) || MUSIC_DEFAULTS.key,
    tempo: tempoFromWord(parameters.tempo),
    rhythm,
    instruments: instruments.length > 0 ? instruments : [...MUSIC_DEFAULTS.instruments],
    voice,
    duration: Number.isFinite(seconds) ? Math.min(max, Math.max(min, seconds)) : MUSIC_DEFAULTS.duration,
    version: voice === 'Aucune' ? MUSIC_DEFAULTS.version : 'chantée',
  }
}

/** Keys an Amateur piece may land in when the words do not name one: comfortable for most voices. */
const AMATEUR_TONICS = ['C', 'D', 'Eb', 'E', 'F', 'G', 'A', 'Bb']

/**
 * An Amateur request is words only: the style comes from `style` or the prompt; a key named in the
 * prompt is kept, otherwise the mood words choose major or minor; tempo follows the style and the
 * energy of the words; instruments named in the prompt are used (with bass and drums), else the style's.
 */
export function resolveAmateurRequest(input: {
  prompt: string
  style?: Rhythm
  lyrics?: string
  duration?: number
  seed?: number
}): Omit<GenerationRequest, 'seed'> & { seed?: number } {
  const mood = readMood(input.prompt)
  const rhythm = input.style ?? parseRhythm(input.prompt) ?? MUSIC_DEFAULTS.rhythm
  const style = STYLES[RHYTHM_STYLE[rhythm]]
  const named = findKeyInText(input.prompt)
  const key = named ?? {
    tonic: parseKey(AMATEUR_TONICS[hashString(foldText(input.prompt)) % AMATEUR_TONICS.length]!)!.tonic,
    minor: mood.mode === 'minor',
  }
  const tempoWord = /\b(lent|lente|rapide)\b/.exec(foldText(input.prompt))?.[1]
  const tempo = tempoWord
    ? tempoFromWord(tempoWord === 'lente' ? 'lent' : tempoWord)
    : Math.round(style.typicalBpm * (1 + 0.12 * mood.energy))
  const mentioned = findInstrumentsInText(input.prompt)
  const instruments =
    mentioned.length > 0
      ? canonicalInstruments([...mentioned, 'Basse', 'Batterie'])
      : canonicalInstruments(style.defaultInstruments)
  const folded = foldText(input.prompt)
  const wantsVoice = Boolean(input.lyrics?.trim()) || /\b(voix|chant|chante|chantee|vocal)/.test(folded)
  const voiceWord = /choeur|chorale|homme|masculin|femme|feminin/.exec(folded)?.[0]
  const voice: Voice = wantsVoice ? (voiceWord && parseVoice(voiceWord)) || 'Féminine' : 'Aucune'
  return {
    variant: 'amateur',
    prompt: input.prompt,
    key: keyName(key),
    tempo,
    rhythm,
    instruments: instruments.slice(0, MUSIC_LIMITS.maxInstruments),
    voice,
    duration: input.duration ?? MUSIC_DEFAULTS.duration,
    version: wantsVoice ? 'chantée' : 'instrumental',
    ...(input.lyrics?.trim() ? { lyrics: input.lyrics.trim() } : {}),
    ...(input.seed !== undefined ? { seed: input.seed } : {}),
  }
}

/** The text a request is identified by: every field that changes the result, in a fixed order. */
export function canonicalRequestText(request: Omit<GenerationRequest, 'seed'> & { seed?: number }): string {
  return JSON.stringify([
    request.variant,
    request.prompt,
    request.key,
    request.tempo,
    request.rhythm,
    canonicalInstruments(request.instruments),
    request.voice,
    request.duration,
    request.version,
    request.lyrics ?? null,
    request.seed ?? null,
  ])
}

/** Gives a request its seed: the one asked for, else one derived from the request itself. */
export function withSeed(request: Omit<GenerationRequest, 'seed'> & { seed?: number }): GenerationRequest {
  return {
    ...request,
    instruments: canonicalInstruments(request.instruments),
    seed: request.seed ?? hashString(canonicalRequestText({ ...request, seed: undefined })),
  }
}
