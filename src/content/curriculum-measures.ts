import { type AbcTune, hasHands, parseAbc, secondsPerQuarter } from '#lib/music/abc.ts'
import { exercisesOf, type LessonBlock, planMinutes } from '#lib/music/lesson-blocks.ts'

/**
 * What a level gives a student to do, measured the way a head of studies counts it (issue 32): graded
 * exercises, seconds of distinct graded material at tempo, complete pieces, two-hand scores, the week's
 * plan. The content test holds every level to the thresholds; `npm run report:curriculum` prints them.
 */

/** Seconds a drill question takes, to count a drill in a level that has no performed exam. */
export const SECONDS_PER_DRILL_QUESTION = 10
/** A complete piece, as the syllabuses of graded exams count one: 16 bars or more. */
export const PIECE_BARS = 16

type Lesson = { lesson: number; title: string; blocks?: LessonBlock[] }
type Level = { hoursPerWeek: number; syllabus: Lesson[]; performance?: unknown[] }

const tuneOf = (abc: string): AbcTune | null => {
  try {
    return parseAbc(abc)
  } catch {
    return null
  }
}

/** The notes of a tune, tempo left out: the same music at another tempo is the same material. */
const notesKey = (tune: AbcTune) =>
  tune.notes.map(note => `${note.voice}:${note.midi.join('+') || 'z'}@${note.start}/${note.length}`).join(' ')

const bars = (tune: AbcTune) => tune.bars.filter(start => start < tune.length).length

/** The scores of a lesson: score and audio blocks, and the exercises played, sung or tapped. */
export function lessonScores(blocks: readonly LessonBlock[] = []): string[] {
  return blocks.flatMap(block => {
    if (block.type === 'score') return [block.abc]
    if (block.type === 'audio' && block.abc) return [block.abc]
    if (block.type === 'exercise' && block.practice.kind !== 'drill') return [block.practice.abc]
    return []
  })
}

export type LessonMeasure = {
  lesson: number
  title: string
  exercises: number
  /** Seconds of distinct graded material at its written tempo (drills counted only where `countDrills`). */
  gradedSeconds: number
  planMinutes: number | null
}

export function measureLesson(lesson: Lesson, countDrills: boolean): LessonMeasure {
  const seen = new Set<string>()
  let seconds = 0
  for (const exercise of exercisesOf(lesson.blocks)) {
    if (exercise.practice.kind === 'drill') {
      if (countDrills) seconds += exercise.practice.questions * SECONDS_PER_DRILL_QUESTION
      continue
    }
    const tune = tuneOf(exercise.practice.abc)
    if (!tune) continue
    const key = notesKey(tune)
    if (seen.has(key)) continue
    seen.add(key)
    seconds += tune.length * secondsPerQuarter(tune)
  }
  const plan = lesson.blocks?.find(block => block.type === 'plan')
  return {
    lesson: lesson.lesson,
    title: lesson.title,
    exercises: exercisesOf(lesson.blocks).length,
    gradedSeconds: Math.round(seconds),
    planMinutes: plan ? planMinutes(plan) : null,
  }
}

export type LevelMeasure = {
  lessons: LessonMeasure[]
  /** Distinct scores of 16 bars or more (score blocks and exercises). */
  pieces: number
  /** Distinct scores in all, and those on a grand staff (a braced pair of hands). */
  scores: number
  twoHandScores: number
}

export function measureLevel(level: Level): LevelMeasure {
  // A level without a performed exam (MAO, musicologie) is examined in writing: its drills are its practice.
  const countDrills = (level.performance ?? []).length === 0
  const distinct = new Map<string, AbcTune>()
  for (const lesson of level.syllabus)
    for (const abc of lessonScores(lesson.blocks)) {
      const tune = tuneOf(abc)
      if (tune) distinct.set(notesKey(tune), tune)
    }
  const tunes = [...distinct.values()]
  return {
    lessons: level.syllabus.map(lesson => measureLesson(lesson, countDrills)),
    pieces: tunes.filter(tune => bars(tune) >= PIECE_BARS).length,
    scores: tunes.length,
    twoHandScores: tunes.filter(hasHands).length,
  }
}
