/**
 * Reads the feeling asked for in the prompt. Words steer the mode (only when the request did not name
 * a key), how busy the parts are and how hard they are played.
 */
import { foldText } from './theory.ts'

export type Mood = {
  /** 'minor' for sad words, 'major' for happy ones, undefined when the prompt says neither. */
  mode: 'major' | 'minor' | undefined
  /** -1 (calm, sparse, soft) to 1 (energetic, dense, loud). */
  energy: number
}

// Word stems, compared on folded text (no accents): 'melancoli' matches mélancolique, mélancolie.
const MINOR_WORDS = [
  'triste',
  'melancoli',
  'nostalgi',
  'sombre',
  'pluie',
  'douleur',
  'larme',
  'mystere',
  'mysterieu',
  'chagrin',
  'solitude',
  'deuil',
  'sad',
  'dark',
]
const MAJOR_WORDS = [
  'joyeu',
  'joie',
  'heureu',
  'gai',
  'fete',
  'festi',
  'lumineu',
  'soleil',
  'ensoleill',
  'optimis',
  'celebr',
  'mariage',
  'amour',
  'happy',
]
const CALM_WORDS = [
  'calme',
  'doux',
  'douce',
  'paisible',
  'zen',
  'relax',
  'detente',
  'berceuse',
  'medit',
  'tranquil',
  'reveuse',
  'reveur',
  'lent',
  'apais',
  'intime',
  'chill',
]
const ENERGETIC_WORDS = [
  'dansant',
  'danse',
  'energi',
  'puissant',
  'rapide',
  'festi',
  'fete',
  'entrain',
  'sport',
  'groove',
  'explosi',
  'endiabl',
  'intense',
  'club',
]

function countMatches(words: string[], stems: string[]): number {
  return words.filter(word => stems.some(stem => word.startsWith(stem))).length
}

export function readMood(prompt: string): Mood {
  const words = foldText(prompt)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
  const minor = countMatches(words, MINOR_WORDS)
  const major = countMatches(words, MAJOR_WORDS)
  const calm = countMatches(words, CALM_WORDS)
  const energetic = countMatches(words, ENERGETIC_WORDS)
  const mode = minor > major ? 'minor' : major > minor ? 'major' : undefined
  // Sadness leans calm a little; each explicit word moves the energy by half.
  const raw = 0.5 * (energetic - calm) - (mode === 'minor' ? 0.2 : 0)
  return { mode, energy: Math.max(-1, Math.min(1, raw)) }
}
