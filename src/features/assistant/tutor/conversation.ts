import { analyse } from './retrieval/french-analyzer.ts'
import { findNotes, normalize, tokenize } from './french.ts'

/**
 * Follow-up questions read with the one before: "et en fa ?" after "la gamme de ré majeur" asks for
 * the scale of fa; "et pour le chant ?" after a piano question asks the same about singing.
 */
export type Resolved = {
  question: string
  /** True when the question was completed from the previous one. */
  followUp: boolean
  /** The subject the follow-up switched to ("chant"), which the answer must be about. */
  focus?: string
}

/** Interchangeable subjects: a follow-up naming one replaces the other in the previous question. */
const SLOTS: string[][] = [
  [
    'piano',
    'clavier',
    'chant',
    'voix',
    'mao',
    'guitare',
    'basse',
    'batterie',
    'musicologie',
    'solfege',
    'saxophone',
    'violon',
  ],
  [
    'makossa',
    'bikutsi',
    'rumba',
    'afrobeat',
    'afrobeats',
    'gospel',
    'jazz',
    'soukous',
    'ndombolo',
    'highlife',
    'amapiano',
    'assiko',
    'blues',
    'reggae',
    'zouk',
  ],
  ['debutant', 'intermediaire', 'avance', 'initiation'],
  ['individuel', 'duo', 'hybride', 'mooc', 'masterclass', 'certifiant'],
  ['orange', 'mtn', 'carte', 'momo'],
  ['euros', 'euro', 'fcfa'],
]
const QUALITY_AFTER_NOTE =
  /^(majeur|majeure|mineur|mineure|m|m7|maj7|7|dim|aug|sus2|sus4|harmonique|melodique|naturelle|dorien|phrygien|lydien|mixolydien|eolien|locrien|ionien|pentatonique|blues)$/

const FOLLOW_UP_START = /^(et|mais|puis|ok et|d'accord et|alors et|pareil|meme chose|idem|aussi)\b/

function isElliptic(question: string): boolean {
  const text = normalize(question).trim()
  if (FOLLOW_UP_START.test(text)) return true
  // "en fa ?", "pour le chant ?", "avec la guitare ?": a preposition and very little else.
  return /^(en|pour|avec|au|a la|sur|dans)\b/.test(text) && analyse(question).length <= 2
}

function slotOf(word: string): number {
  return SLOTS.findIndex(slot => slot.includes(word))
}

export function resolveFollowUp(question: string, previousQuestions: string[]): Resolved {
  const previous = previousQuestions.at(-1)
  if (!previous || !isElliptic(question)) return { question, followUp: false }
  const tokens = tokenize(question)
  const before = tokenize(previous)

  // A note: the previous question again, with this note (and its quality, when given).
  const note = findNotes(tokens)[0]
  const previousNote = findNotes(before)[0]
  if (note && previousNote) {
    let end = note.end
    while (tokens[end + 1] && QUALITY_AFTER_NOTE.test(tokens[end + 1]!)) end++
    const replacement = tokens.slice(note.start, end + 1)
    let previousEnd = previousNote.end
    if (end > note.end)
      while (before[previousEnd + 1] && QUALITY_AFTER_NOTE.test(before[previousEnd + 1]!)) previousEnd++
    const merged = [...before.slice(0, previousNote.start), ...replacement, ...before.slice(previousEnd + 1)]
    return { question: merged.join(' '), followUp: true }
  }

  // A subject: swapped for the previous question's subject of the same kind.
  for (const word of tokens) {
    const slot = slotOf(word)
    if (slot < 0) continue
    const index = before.findIndex(candidate => slotOf(candidate) === slot)
    if (index >= 0) {
      const merged = [...before]
      merged[index] = word
      return { question: merged.join(' '), followUp: true, focus: word }
    }
    return { question: `${before.join(' ')} ${tokens.join(' ')}`, followUp: true, focus: word }
  }

  // Anything else: read both together.
  return { question: `${previous} ${question}`, followUp: true }
}
