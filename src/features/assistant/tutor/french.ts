import type { Note } from './theory.ts'

/** Lower case, no accents, typographic apostrophes and music signs made plain. */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/♯/g, '#')
    .replace(/♭/g, ' bemol')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/g, 'oe')
}

/** Words, numbers, "3/4" and "#" survive; "d'" and "l'" become their own tokens. */
export function tokenize(text: string): string[] {
  return normalize(text)
    .replace(/\b([dlj])'/g, '$1 ')
    .split(/[^a-z0-9#/]+/)
    .filter(Boolean)
}

const NOTE_LETTERS: Record<string, number> = { do: 0, ut: 0, re: 1, mi: 2, fa: 3, sol: 4, la: 5, si: 6 }
const ATTACHED = /^(do|re|mi|fa|sol|la|si)(#|b)?(maj7|m7b5|m7|dim7|dim|aug|sus2|sus4|m|7)?$/

const QUALITY_WORDS = new Set([
  'majeur',
  'majeure',
  'maj',
  'maj7',
  'mineur',
  'mineure',
  'min',
  'm',
  'm7',
  '7',
  '7e',
  'septieme',
  'dim',
  'dim7',
  'diminue',
  'augmente',
  'aug',
  'sus2',
  'sus4',
  'm7b5',
  'demi',
  'dorien',
  'phrygien',
  'lydien',
  'mixolydien',
  'eolien',
  'locrien',
  'ionien',
  'harmonique',
  'melodique',
  'naturelle',
  'pentatonique',
  'blues',
])
const ACCIDENTALS: Record<string, number> = { diese: 1, '#': 1, bemol: -1, b: -1 }
const CONTEXT_BEFORE = new Set([
  'de',
  'd',
  'en',
  'entre',
  'et',
  'accord',
  'accords',
  'gamme',
  'gammes',
  'tonalite',
  'ton',
  'armure',
  'note',
  'sur',
  'a',
  'depuis',
  'vers',
  'dorien',
  'phrygien',
  'lydien',
  'mixolydien',
  'eolien',
  'locrien',
  'ionien',
  'mode',
  'quinte',
  'quarte',
])
const FREE_AFTER = new Set(['et', 'a', 'au', 'en', 'dans', 'vers', 'sur', 'pour', 'svp', 'stp', 'alors', 'ou'])

export type FoundNote = { note: Note; start: number; end: number; attachedQuality?: string }

/** Notes named in the sentence, telling "la gamme" (article) from "gamme de la" (note). */
export function findNotes(tokens: string[]): FoundNote[] {
  const found: FoundNote[] = []
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!
    let letter = NOTE_LETTERS[token]
    let alter = 0
    let end = index
    let attachedQuality: string | undefined
    if (letter === undefined) {
      const match = ATTACHED.exec(token)
      if (!match || token.length === match[1]!.length || token === 'lab' || token === 'dom') continue
      letter = NOTE_LETTERS[match[1]!]!
      alter = match[2] === '#' ? 1 : match[2] === 'b' ? -1 : 0
      attachedQuality = match[3]
      found.push({ note: { letter, alter }, start: index, end, ...(attachedQuality ? { attachedQuality } : {}) })
      continue
    }
    let next = tokens[index + 1]
    if (
      next !== undefined &&
      ACCIDENTALS[next] !== undefined &&
      !(next === 'b' && tokens[index + 2] === undefined && false)
    ) {
      alter = ACCIDENTALS[next]!
      end = index + 1
      next = tokens[index + 2]
      if (next === 'double' || (next && ACCIDENTALS[next] === alter)) {
        // "si bémol bémol" is rare; keep single alterations.
      }
    } else if (next === 'double' && tokens[index + 2] && ACCIDENTALS[tokens[index + 2]!] !== undefined) {
      alter = 2 * ACCIDENTALS[tokens[index + 2]!]!
      end = index + 2
      next = tokens[index + 3]
    }
    const before = tokens[index - 1]
    const isNote =
      alter !== 0 ||
      (next !== undefined && QUALITY_WORDS.has(next)) ||
      (before !== undefined &&
        CONTEXT_BEFORE.has(before) &&
        (next === undefined || FREE_AFTER.has(next) || /^\d/.test(next)))
    if (!isNote) continue
    found.push({ note: { letter, alter }, start: index, end })
    index = end
  }
  return found
}

export const hasAny = (text: string, words: (string | RegExp)[]) =>
  words.some(word => (typeof word === 'string' ? new RegExp(`\\b${word}`).test(text) : word.test(text)))

export function formatNumber(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')
}

export const joinList = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`
