import { seededRandom } from '../practice/scoring.ts'
import { DRILL_PASS_MARK } from './drill-grading.ts'
import { kindForSkill, skillsOf } from './drill-generator.ts'
import type { DrillKind, DrillProfile } from './drill-profiles.ts'
export type { SessionMinutes } from './session-lengths.ts'

/**
 * Spaced repetition and « Ma séance du jour ». Each skill (a key, a note, a hand, an interval, a rhythm)
 * sits in a Leitner box: a miss puts it back in box 0, due at once; a success moves it up a box, due
 * 1, 3, 7, 16 then 35 days later. A session takes, in this order: the skills missed last time, a warm-up,
 * the lesson in progress, the other skills due, the skills never seen, then practice on the weakest,
 * until the chosen length is filled. Pure code.
 */

const REVIEW_DAYS = [0, 1, 3, 7, 16, 35]
const DAY = 86_400_000

export type SkillStat = {
  skill: string
  box: number
  dueAt: Date
  lastRight: boolean
  /** Right and total, all time (notes for the notes, items for the rest). */
  rights: number
  attempts: number
}

/** Whether a skill's result in one item counts as known (its share right reaches the pass mark). */
export const skillRight = ([right, total]: [number, number]) => total > 0 && right * 100 >= total * DRILL_PASS_MARK

/** A skill's box and due date after a result. */
export function nextReview(previous: Pick<SkillStat, 'box'> | undefined, right: boolean, now: Date) {
  const box = right ? Math.min(REVIEW_DAYS.length - 1, (previous?.box ?? 0) + 1) : 0
  return { box, dueAt: new Date(now.getTime() + REVIEW_DAYS[box]! * DAY), lastRight: right }
}

export type Candidate = { kind: DrillKind; focus: string | null; reason: 'review' | 'warm-up' | 'new' | 'practice' }

export type SessionContext = {
  profile: DrillProfile
  stats: SkillStat[]
  now: Date
  seed: number
  /** Keys met in the lessons studied so far and the one in progress: preferred for warm-up and new items. */
  lessonKeys: string[]
}

/**
 * The items to offer, best first; endless (practice on the weakest skills, then every kind in turn).
 * Items whose kind the profile does not practise are left out.
 */
export function* candidates({ profile, stats, now, seed, lessonKeys }: SessionContext): Generator<Candidate> {
  const random = seededRandom(seed)
  const known = new Set(profile.kinds)
  const item = (skill: string, reason: Candidate['reason']): Candidate | null => {
    const kind = kindForSkill(profile, skill, random)
    return known.has(kind) ? { kind, focus: skill, reason } : null
  }
  const due = stats.filter(stat => stat.dueAt <= now).sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime())
  for (const stat of due.filter(stat => !stat.lastRight)) {
    const next = item(stat.skill, 'review')
    if (next) yield next
  }
  const lessonKey = lessonKeys.find(key => profile.keys.includes(key))
  if (known.has('scale')) yield { kind: 'scale', focus: lessonKey ? `key:${lessonKey}` : null, reason: 'warm-up' }
  for (const stat of due.filter(stat => stat.lastRight)) {
    const next = item(stat.skill, 'review')
    if (next) yield next
  }
  const seen = new Set(stats.map(stat => stat.skill))
  const unseen = skillsOf(profile)
    .filter(skill => !seen.has(skill))
    .map(skill => ({ skill, order: lessonKeys.some(key => skill === `key:${key}`) ? -1 : random() }))
    .sort((a, b) => a.order - b.order)
  for (const { skill } of unseen) {
    const next = item(skill, 'new')
    if (next) yield next
  }
  const weakest = [...stats]
    .filter(stat => stat.attempts > 0)
    .sort((a, b) => a.rights / a.attempts - b.rights / b.attempts)
    .slice(0, 6)
  for (let round = 0; ; round++) {
    const weak = weakest[round % Math.max(1, weakest.length)]
    const focused = weak ? item(weak.skill, 'practice') : null
    if (focused) yield focused
    for (const kind of profile.kinds) yield { kind, focus: null, reason: 'practice' }
  }
}

/**
 * Takes candidates while they fit the time left (`make` gives each its length, once generated):
 * the session ends within the shortest item of the chosen length, never beyond it.
 */
export function fillSession<T extends { seconds: number }>(
  budgetSeconds: number,
  offered: Iterator<Candidate>,
  make: (candidate: Candidate) => T,
  shortest = 15,
): { candidate: Candidate; made: T }[] {
  const chosen: { candidate: Candidate; made: T }[] = []
  let left = budgetSeconds
  for (let tries = 0; tries < 500 && left >= shortest; tries++) {
    const next = offered.next()
    if (next.done) break
    const made = make(next.value)
    if (made.seconds > left) continue
    chosen.push({ candidate: next.value, made })
    left -= made.seconds
  }
  return chosen
}
