/**
 * Music generation requests: the aliases people and the assistant use for keys, rhythms, instruments
 * and voices; the mapping from the assistant's composition parameters (spec §3, §5); and how an
 * Amateur request (just words) becomes a full request.
 */
import { readMusicWords, STYLE_DEFAULT_INSTRUMENTS, type MusicWords } from '#lib/music/understand.ts'
import { hashString } from './engine/random.ts'
import { STYLES, RHYTHM_STYLE } from './engine/styles.ts'
import { findKeyInText, foldText, keyName, parseKey } from './engine/theory.ts'
import {
  frenchKeyLabel,
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

/** 'Afrobeat', 'afro', 'rumba', 'Jazz swing', 'jazz'... → the canonical rhythm; undefined if none fits. */
export function parseRhythm(text: string): Rhythm | undefined {
  const folded = foldText(text)
  const exact = RHYTHMS.find(rhythm => foldText(rhythm) === folded)
  if (exact) return exact
  return readMusicWords(text).style
}

export function parseInstrument(text: string): Instrument | undefined {
  const folded = foldText(text)
  const exact = INSTRUMENTS.find(instrument => foldText(instrument) === folded)
  if (exact) return exact
  const named = readMusicWords(text).instruments
  return named.length === 1 ? named[0] : undefined
}

/** Instruments named anywhere in free text, in the canonical order. */
function findInstrumentsInText(text: string): Instrument[] {
  return readMusicWords(text).instruments
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

/** Keys a piece may land in when the words do not name one: comfortable for most voices. */
const COMFORTABLE_TONICS = ['C', 'D', 'Eb', 'E', 'F', 'G', 'A', 'Bb']

/** The parts a style keeps under named instruments: its bass, drums and hand percussion. */
const RHYTHM_SECTION: Instrument[] = ['Basse', 'Batterie', 'Percussions']

/**
 * The instruments a request plays: those named (with the style's rhythm section, unless the words ask
 * for a solo), else the style's own (makossa: melodic bass and guitar; bikutsi: guitar and balafon;
 * rumba: guitars; afrobeat: horns and shekere; gospel: organ and piano…).
 */
function instrumentsFor(rhythm: Rhythm, named: Instrument[], prompt: string): Instrument[] {
  const defaults = STYLE_DEFAULT_INSTRUMENTS[rhythm]
  if (named.length === 0) return canonicalInstruments(defaults)
  if (/\b(solo|seul|seule|seuls|seules|uniquement|rien que)\b/.test(foldText(prompt)))
    return canonicalInstruments(named)
  return canonicalInstruments([...named, ...RHYTHM_SECTION.filter(part => defaults.includes(part))])
}

/** The key named in the words, else one chosen from the words' hash in the mode their mood asks for. */
function keyFor(prompt: string, words: MusicWords): string {
  const named = findKeyInText(prompt)
  if (named) return keyName(named)
  const tonic = parseKey(COMFORTABLE_TONICS[hashString(foldText(prompt)) % COMFORTABLE_TONICS.length]!)!.tonic
  return keyName({ tonic, minor: words.mode === 'minor' })
}

/** The words' tempo, else the style's own moved by the mood (±20 %). */
function tempoFor(rhythm: Rhythm, words: MusicWords): number {
  const { min, max } = MUSIC_LIMITS.tempo
  const tempo = words.tempo ?? Math.round(STYLES[RHYTHM_STYLE[rhythm]].typicalBpm * (1 + 0.2 * words.energy))
  return Math.min(max, Math.max(min, tempo))
}

/**
 * The assistant's composeMusic arguments → a 'Musicien' request (the chat's variant). Lenient like a
 * musician would be: what the arguments leave out or get wrong is read from the request's own words
 * (`prompt`): style, mood, tempo, key, instruments, voice. A voice other than 'Aucune' makes the
 * version 'chantée'. Tempo words follow spec §5 (lent 80, rapide 160); 'moyen' or none means the
 * style's own tempo when a style is named, else spec §9's 120, unless the words give one. The key is
 * the one named in the words, else spec §9's C major (A minor when the words are sad).
 */
export function compositionToGenerationRequest(parameters: CompositionParameters): MusicianRequestInput {
  const prompt =
    typeof parameters.prompt === 'string' ? parameters.prompt.trim().slice(0, MUSIC_LIMITS.promptCharacters) : ''
  const words = readMusicWords(prompt)
  const rhythm =
    (typeof parameters.style === 'string' && parseRhythm(parameters.style)) ||
    words.style ||
    unknownStyleOf(prompt, parameters.style)?.nearest ||
    MUSIC_DEFAULTS.rhythm
  const listed = Array.isArray(parameters.instruments)
    ? parameters.instruments
    : typeof parameters.instruments === 'string'
      ? parameters.instruments.split(/[,;/]| et /)
      : []
  const fromArguments = listed.flatMap(item =>
    typeof item === 'string' ? [parseInstrument(item) ?? findInstrumentsInText(item)].flat() : [],
  )
  const named = canonicalInstruments([...fromArguments, ...words.instruments])
  const styleNamed = Boolean(words.style || (typeof parameters.style === 'string' && parseRhythm(parameters.style)))
  // No style and no instrument named: spec §9's piano, bass and drums.
  const instruments = (
    named.length === 0 && !styleNamed ? [...MUSIC_DEFAULTS.instruments] : instrumentsFor(rhythm, named, prompt)
  ).slice(0, MUSIC_LIMITS.maxInstruments)
  const argumentVoice = typeof parameters.voice === 'string' ? parseVoice(parameters.voice) : undefined
  const voice =
    argumentVoice && argumentVoice !== 'Aucune' ? argumentVoice : (words.voice ?? argumentVoice ?? MUSIC_DEFAULTS.voice)
  const seconds =
    typeof parameters.duration === 'number'
      ? parameters.duration
      : typeof parameters.duration === 'string'
        ? Number.parseFloat(parameters.duration)
        : (words.duration ?? Number.NaN)
  const { min, max } = MUSIC_LIMITS.durationSeconds
  const tempoWord = typeof parameters.tempo === 'string' ? foldText(parameters.tempo) : ''
  const tempo =
    words.tempo ??
    (tempoWord === 'lent' || tempoWord === 'rapide'
      ? tempoFromWord(tempoWord)
      : styleNamed
        ? tempoFor(rhythm, words)
        : Math.round(MUSIC_DEFAULTS.tempo * (1 + 0.2 * words.energy)))
  // Spec §9's key unless the words name one, or sound sad (its relative minor then).
  const namedKey = findKeyInText(prompt)
  const key = namedKey ? keyName(namedKey) : words.mode === 'minor' ? 'A Mineur' : MUSIC_DEFAULTS.key
  return {
    variant: 'musicien',
    prompt: prompt || 'Un morceau composé pour vous',
    key,
    tempo,
    rhythm,
    instruments,
    voice,
    duration: Number.isFinite(seconds) ? Math.min(max, Math.max(min, Math.round(seconds))) : MUSIC_DEFAULTS.duration,
    version: voice === 'Aucune' ? MUSIC_DEFAULTS.version : 'chantée',
  }
}

/**
 * An Amateur request is words only: the style comes from `style` or the words; a key named in the
 * words is kept, otherwise the mood chooses major or minor; tempo comes from the words or the style
 * and the mood; instruments named are used with the style's rhythm section, else the style's own.
 */
export function resolveAmateurRequest(input: {
  prompt: string
  style?: Rhythm
  lyrics?: string
  duration?: number
  seed?: number
}): Omit<GenerationRequest, 'seed'> & { seed?: number } {
  const words = readMusicWords(input.prompt)
  const rhythm = input.style ?? words.style ?? words.unknownStyle?.nearest ?? MUSIC_DEFAULTS.rhythm
  const wantsVoice = Boolean(input.lyrics?.trim()) || (words.voice !== undefined && words.voice !== 'Aucune')
  const voice: Voice = wantsVoice ? (words.voice && words.voice !== 'Aucune' ? words.voice : 'Féminine') : 'Aucune'
  const { min, max } = MUSIC_LIMITS.durationSeconds
  return {
    variant: 'amateur',
    prompt: input.prompt,
    key: keyFor(input.prompt, words),
    tempo: tempoFor(rhythm, words),
    rhythm,
    instruments: instrumentsFor(rhythm, words.instruments, input.prompt).slice(0, MUSIC_LIMITS.maxInstruments),
    voice,
    duration:
      input.duration ?? (words.duration ? Math.min(max, Math.max(min, words.duration)) : MUSIC_DEFAULTS.duration),
    version: wantsVoice ? 'chantée' : 'instrumental',
    ...(input.lyrics?.trim() ? { lyrics: input.lyrics.trim() } : {}),
    ...(input.seed !== undefined ? { seed: input.seed } : {}),
  }
}

/**
 * A style asked for (in the words, or as the chat's `style` argument) that the composer does not play,
 * when no style it plays is named: its name and the style played instead.
 */
export function unknownStyleOf(prompt: string, style?: unknown): { name: string; nearest: Rhythm } | undefined {
  if (typeof style === 'string' && parseRhythm(style)) return undefined
  const words = readMusicWords(prompt)
  if (words.style) return undefined
  return words.unknownStyle ?? (typeof style === 'string' ? readMusicWords(style).unknownStyle : undefined)
}

/** Says which styles exist and which one was played instead of the one asked for (French, for the asker). */
export function unknownStyleNotice(unknown: { name: string; nearest: Rhythm }): string {
  return `Je ne sais pas encore composer ${unknown.name}. Les styles que je connais : ${RHYTHMS.join(', ')}. J’ai choisi le plus proche : ${unknown.nearest}.`
}

/** The request a piece was composed from, in words: style, key in French, tempo, instruments, voice. */
export function describeRequest(request: Omit<GenerationRequest, 'seed' | 'variant'>): string {
  const voice = request.voice === 'Aucune' || request.version !== 'chantée' ? 'instrumental' : `voix : ${request.voice}`
  return `${request.rhythm} · ${frenchKeyLabel(request.key)} · ${request.tempo} BPM · ${request.instruments.join(', ')} · ${voice}`
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
