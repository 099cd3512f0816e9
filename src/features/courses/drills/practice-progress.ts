import { frenchNoteName } from '#lib/music/pitch.ts'
import { frenchKeyName } from './drill-generator.ts'

/**
 * What a student sees of their practice, from the drill items they answered: the streak of practice
 * days, minutes per week against the level's weekly hours, and accuracy per note, hand and key, week
 * by week. Days and weeks (from Monday) are Douala's (UTC+1, no summer time). Pure code.
 */

const DAY = 86_400_000
const DOUALA_OFFSET = 3_600_000
export const PROGRESS_WEEKS = 8

export type AnsweredItem = {
  answeredAt: Date
  seconds: number | null
  skills: Record<string, [number, number]> | null
}

export type SkillAccuracy = {
  skill: string
  label: string
  /** Right over total in the weeks shown, in %. */
  accuracy: number
  total: number
  /** The same, week by week (oldest first); null for a week without it. */
  weekly: (number | null)[]
}

export type PracticeProgress = {
  streakDays: number
  practisedToday: boolean
  week: { minutes: number; targetMinutes: number }
  /** Minutes of each of the last weeks, oldest first; the last is this week. */
  weeks: { start: string; minutes: number }[]
  notes: SkillAccuracy[]
  hands: SkillAccuracy[]
  keys: SkillAccuracy[]
}

const dayOf = (date: Date) => Math.floor((date.getTime() + DOUALA_OFFSET) / DAY)
/** 1 January 1970 was a Thursday: Monday is 3 days before it. */
const weekStartOf = (day: number) => day - ((day + 3) % 7)
const isoDay = (day: number) => new Date(day * DAY).toISOString().slice(0, 10)

const HAND_LABELS: Record<string, string> = {
  right: 'Main droite',
  left: 'Main gauche',
  both: 'Mains ensemble',
}

function labelOf(skill: string): string {
  const [type, value = ''] = skill.split(':')
  if (type === 'note') return frenchNoteName(Number(value))
  if (type === 'hand') return HAND_LABELS[value] ?? value
  if (type === 'key') return frenchKeyName(value)
  return value
}

export function practiceProgress({
  answered,
  hoursPerWeek,
  now,
}: {
  answered: AnsweredItem[]
  hoursPerWeek: number
  now: Date
}): PracticeProgress {
  const today = dayOf(now)
  const thisWeek = weekStartOf(today)
  const firstWeek = thisWeek - (PROGRESS_WEEKS - 1) * 7
  const days = new Set(answered.map(item => dayOf(item.answeredAt)))
  let streakDays = 0
  for (let day = days.has(today) ? today : today - 1; days.has(day); day--) streakDays++
  const weekIndex = (date: Date) => Math.floor((weekStartOf(dayOf(date)) - firstWeek) / 7)
  const minutes = Array.from({ length: PROGRESS_WEEKS }, () => 0)
  const bySkill = new Map<string, { right: number; total: number; weekly: [number, number][] }>()
  for (const item of answered) {
    const index = weekIndex(item.answeredAt)
    if (index < 0 || index >= PROGRESS_WEEKS) continue
    minutes[index]! += (item.seconds ?? 0) / 60
    for (const [skill, [right, total]] of Object.entries(item.skills ?? {})) {
      if (!/^(note|hand|key):/.test(skill) || total === 0) continue
      let entry = bySkill.get(skill)
      if (!entry) {
        entry = { right: 0, total: 0, weekly: Array.from({ length: PROGRESS_WEEKS }, () => [0, 0]) }
        bySkill.set(skill, entry)
      }
      entry.right += right
      entry.total += total
      entry.weekly[index]![0] += right
      entry.weekly[index]![1] += total
    }
  }
  const percent = (right: number, total: number) => Math.round((right * 100) / total)
  const accuracies = (type: string, limit: number) =>
    [...bySkill.entries()]
      .filter(([skill]) => skill.startsWith(`${type}:`))
      .map(([skill, entry]) => ({
        skill,
        label: labelOf(skill),
        accuracy: percent(entry.right, entry.total),
        total: entry.total,
        weekly: entry.weekly.map(([right, total]) => (total === 0 ? null : percent(right, total))),
      }))
      // The weakest first: what to work on.
      .sort((a, b) => a.accuracy - b.accuracy || b.total - a.total)
      .slice(0, limit)
  return {
    streakDays,
    practisedToday: days.has(today),
    week: { minutes: Math.round(minutes[PROGRESS_WEEKS - 1]!), targetMinutes: hoursPerWeek * 60 },
    weeks: minutes.map((value, index) => ({ start: isoDay(firstWeek + index * 7), minutes: Math.round(value) })),
    notes: accuracies('note', 8),
    hands: accuracies('hand', 3),
    keys: accuracies('key', 6),
  }
}
