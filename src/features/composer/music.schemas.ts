import { z } from 'zod'
import { keyName, parseKey } from './engine/theory.ts'
import { INSTRUMENTS, MUSIC_DEFAULTS, MUSIC_LIMITS, RHYTHMS, VERSIONS, VOICES } from './music.options.ts'
import { canonicalInstruments, parseInstrument, parseRhythm, parseVersion, parseVoice } from './music.request.ts'

/**
 * `POST /api/music/compose`: the 'Amateur' variant (words only) or the 'Musicien' variant (every
 * parameter, what the chat sends). Names are accepted with their usual aliases ('Do majeur',
 * 'fa# mineur', 'afro', 'guitar') and come out canonical. Messages are French and name the field.
 */

const { durationSeconds, tempo, promptCharacters, lyricsCharacters } = MUSIC_LIMITS
const quote = (value: string) => `« ${value.length > 40 ? `${value.slice(0, 40)}…` : value} »`

const PROMPT_MESSAGE = 'Décrivez le morceau souhaité (prompt).'
const promptSchema = z
  .string({ error: PROMPT_MESSAGE })
  .trim()
  .min(1, PROMPT_MESSAGE)
  .max(
    promptCharacters,
    `La description (prompt) ne peut pas dépasser ${promptCharacters.toLocaleString('fr-FR')} caractères.`,
  )

const DURATION_MESSAGE = `La durée (duration) doit être comprise entre ${durationSeconds.min} et ${durationSeconds.max} secondes.`
const durationSchema = z
  .number({ error: DURATION_MESSAGE })
  .min(durationSeconds.min, DURATION_MESSAGE)
  .max(durationSeconds.max, DURATION_MESSAGE)

const TEMPO_MESSAGE = `Le tempo doit être un nombre de battements par minute compris entre ${tempo.min} et ${tempo.max}.`
const tempoSchema = z.number({ error: TEMPO_MESSAGE }).min(tempo.min, TEMPO_MESSAGE).max(tempo.max, TEMPO_MESSAGE)

const KEY_MESSAGE = `La tonalité (key) doit être par exemple 'C Majeur', 'A Mineur', 'F# Mineur' ou 'Bb Majeur'.`
const keySchema = z.string({ error: KEY_MESSAGE }).transform((value, context) => {
  const key = parseKey(value)
  if (key) return keyName(key)
  context.addIssue({ code: 'custom', message: `Tonalité inconnue ${quote(value)}. ${KEY_MESSAGE}` })
  return z.NEVER
})

const rhythmSchema = (field: 'rhythm' | 'style') => {
  const message = `Le ${field === 'rhythm' ? 'rythme (rhythm)' : 'style'} doit être l'un de : ${RHYTHMS.join(', ')}.`
  return z.string({ error: message }).transform((value, context) => {
    const rhythm = parseRhythm(value)
    if (rhythm) return rhythm
    context.addIssue({
      code: 'custom',
      message: `${field === 'rhythm' ? 'Rythme' : 'Style'} inconnu ${quote(value)}. ${message}`,
    })
    return z.NEVER
  })
}

const INSTRUMENTS_MESSAGE = `Les instruments doivent être choisis parmi : ${INSTRUMENTS.join(', ')}.`
const instrumentsSchema = z
  .array(z.string({ error: INSTRUMENTS_MESSAGE }), { error: INSTRUMENTS_MESSAGE })
  .min(1, 'Choisissez au moins un instrument (instruments).')
  .max(20, INSTRUMENTS_MESSAGE)
  .transform((values, context) => {
    const unknown = values.filter(value => !parseInstrument(value))
    if (unknown.length === 0) return canonicalInstruments(values.map(value => parseInstrument(value)!))
    context.addIssue({ code: 'custom', message: `Instrument inconnu ${quote(unknown[0]!)}. ${INSTRUMENTS_MESSAGE}` })
    return z.NEVER
  })

const VOICE_MESSAGE = `La voix (voice) doit être l'une de : ${VOICES.join(', ')}.`
const voiceSchema = z.string({ error: VOICE_MESSAGE }).transform((value, context) => {
  const voice = parseVoice(value)
  if (voice) return voice
  context.addIssue({ code: 'custom', message: `Voix inconnue ${quote(value)}. ${VOICE_MESSAGE}` })
  return z.NEVER
})

const VERSION_MESSAGE = `La version doit être l'une de : ${VERSIONS.join(', ')}.`
const versionSchema = z.string({ error: VERSION_MESSAGE }).transform((value, context) => {
  const version = parseVersion(value)
  if (version) return version
  context.addIssue({ code: 'custom', message: `Version inconnue ${quote(value)}. ${VERSION_MESSAGE}` })
  return z.NEVER
})

const SEED_MESSAGE = 'La graine (seed) doit être un nombre entier entre 0 et 4 294 967 295.'
const seedSchema = z
  .number({ error: SEED_MESSAGE })
  .int(SEED_MESSAGE)
  .min(0, SEED_MESSAGE)
  .max(0xffffffff, SEED_MESSAGE)

export const amateurRequestSchema = z.object({
  variant: z.literal('amateur'),
  prompt: promptSchema,
  style: rhythmSchema('style').optional(),
  lyrics: z
    .string({ error: 'Les paroles (lyrics) doivent être un texte.' })
    .max(
      lyricsCharacters,
      `Les paroles (lyrics) ne peuvent pas dépasser ${lyricsCharacters.toLocaleString('fr-FR')} caractères.`,
    )
    .optional(),
  duration: durationSchema.optional(),
  seed: seedSchema.optional(),
})

export const musicianRequestSchema = z.object({
  variant: z.literal('musicien'),
  prompt: promptSchema,
  key: keySchema.default(MUSIC_DEFAULTS.key),
  tempo: tempoSchema.default(MUSIC_DEFAULTS.tempo),
  rhythm: rhythmSchema('rhythm').default(MUSIC_DEFAULTS.rhythm),
  instruments: instrumentsSchema.default([...MUSIC_DEFAULTS.instruments]),
  voice: voiceSchema.default(MUSIC_DEFAULTS.voice),
  duration: durationSchema.default(MUSIC_DEFAULTS.duration),
  version: versionSchema.default(MUSIC_DEFAULTS.version),
  seed: seedSchema.optional(),
})

const VARIANT_MESSAGE = "La variante (variant) doit valoir 'amateur' ou 'musicien'."

export const composeRequestSchema = z.discriminatedUnion('variant', [amateurRequestSchema, musicianRequestSchema], {
  error: VARIANT_MESSAGE,
})

export type ComposeRequestInput = z.input<typeof composeRequestSchema>
export type ComposeRequest = z.output<typeof composeRequestSchema>
