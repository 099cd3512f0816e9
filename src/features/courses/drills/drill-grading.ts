import { parseAbc } from '#lib/music/abc.ts'
import { onsetsOf, type PracticeTry, scorePlaying, scoreRhythm, scoreSinging, targetsOf } from '../practice/scoring.ts'
import type { DrillItem } from './drill-generator.ts'

/**
 * Grades a drill item from what the browser measured (or the choice made), with the same scoring as
 * the lessons' practice, and says how each skill fared: right over total, per note for the notes played
 * or sung, per item for the rest. Pure code, used by the server only.
 */

/** What the browser sends for one drill item: the lessons' measurements, or the choice made. */
export type DrillAnswer = Exclude<PracticeTry, { kind: 'drill' }> | { kind: 'choice'; choice: number }

/** Passing an item: what the spaced repetition counts as known. */
export const DRILL_PASS_MARK = 70

export type DrillGrade = {
  score: number
  passed: boolean
  /** Skill → [right, total]: notes ('note:67'), and the item's skills (key, hand, interval...). */
  skills: Record<string, [number, number]>
  detail: unknown
}

const ANSWER_KIND: Record<DrillItem['answer'], DrillAnswer['kind']> = {
  play: 'play',
  sing: 'sing',
  rhythm: 'rhythm',
  choice: 'choice',
}

/** Null when the answer does not fit the item (a choice for a scale to play, a choice out of the list). */
export function gradeDrillItem(item: DrillItem, answer: DrillAnswer): DrillGrade | null {
  if (ANSWER_KIND[item.answer] !== answer.kind) return null
  if (answer.kind === 'choice') {
    if (!item.choices || answer.choice >= item.choices.length || item.correct === null) return null
    const right = answer.choice === item.correct ? 1 : 0
    return {
      score: right * 100,
      passed: right === 1,
      skills: Object.fromEntries(item.skills.map(skill => [skill, [right, 1]])),
      detail: { right: right === 1, correct: item.correct, correctLabel: item.choices[item.correct] },
    }
  }
  const tune = parseAbc(item.abc!)
  let score: number
  let notes: { midi: number; right: boolean }[]
  let detail: unknown
  if (answer.kind === 'play') {
    const result = scorePlaying(targetsOf(tune), answer.notes)
    score = result.score
    notes = result.notes.map(note => ({ midi: note.midi, right: note.status === 'right' }))
    detail = result
  } else if (answer.kind === 'sing') {
    const result = scoreSinging(targetsOf(tune), answer.frames)
    score = result.score
    notes = result.notes.map(note => ({ midi: note.midi, right: note.score >= 50 }))
    detail = result
  } else {
    const result = scoreRhythm(onsetsOf(tune), answer.taps)
    score = result.score
    notes = result.taps.map(tap => ({ midi: -1, right: tap.score >= 50 }))
    detail = result
  }
  const right = notes.filter(note => note.right).length
  const skills: Record<string, [number, number]> = {}
  for (const skill of item.skills) skills[skill] = [right, notes.length]
  // Rhythms have no pitch: only pitched notes count per note.
  for (const note of notes) {
    if (note.midi < 0) continue
    const counts = (skills[`note:${note.midi}`] ??= [0, 0])
    counts[0] += note.right ? 1 : 0
    counts[1] += 1
  }
  return { score, passed: score >= DRILL_PASS_MARK, skills, detail }
}
