/**
 * A lesson made of blocks, stored with the level's content in the database and edited in
 * the admin area. A lesson without blocks is a plain lesson: its `content` text is the lesson.
 */
export type Practice =
  /** Sing the notes of the score into the microphone: pitch in cents, timing in ms. */
  | { kind: 'sing'; abc: string }
  /** Play the notes of the score (MIDI keyboard, computer keys or on-screen keyboard). */
  | { kind: 'play'; abc: string }
  /** Tap the rhythm of the score (touch or space bar); pitches are ignored. */
  | { kind: 'rhythm'; abc: string }
  /** Questions drawn at random: intervals, chords, or notes on the staff in clé de sol or clé de fa. */
  | { kind: 'drill'; drill: DrillKind; questions: number }

export type DrillKind = 'intervals' | 'chords' | 'treble' | 'bass'

export type LessonBlock =
  | { type: 'text'; markdown: string }
  /** A score to read and hear; `demo` adds the on-screen keyboard (piano) or the pitch line (voice). */
  | { type: 'score'; title: string; abc: string; demo: 'keyboard' | 'pitch' | null }
  /** A recording (an uploaded MP3 under /media/) or the score played by the site's synthesizer. */
  | { type: 'audio'; title: string; src: string | null; abc: string | null }
  /**
   * A lesson video uploaded in the admin area (« Vidéos des leçons »): the lesson page plays its 360p
   * rendition by default and the 720p one on demand; shown only once the video is ready.
   */
  | { type: 'video'; title: string; videoId: string }
  /** The week's practice plan: what to work on each day, for how long, at which tempo, what success sounds like. */
  | { type: 'plan'; title: string; days: PlanDay[] }
  | {
      type: 'exercise'
      /** Stable id within the lesson (progress is kept under it). */
      id: string
      title: string
      instructions: string
      /** Score out of 100 needed to pass, set by the teacher. */
      passMark: number
      practice: Practice
    }

/** One task of a day in a practice plan; `tempo` is a quarter-note metronome mark, when the task has one. */
export type PlanTask = { task: string; minutes: number; tempo: number | null; success: string }
export type PlanDay = { day: string; tasks: PlanTask[] }
export type PlanBlock = Extract<LessonBlock, { type: 'plan' }>

/** Minutes of practice a day of a plan asks for. */
export const dayMinutes = (day: PlanDay) => day.tasks.reduce((sum, task) => sum + task.minutes, 0)

/** Minutes of practice a plan asks for in the week. */
export const planMinutes = (plan: Pick<PlanBlock, 'days'>) => plan.days.reduce((sum, day) => sum + dayMinutes(day), 0)

export type ExerciseBlock = Extract<LessonBlock, { type: 'exercise' }>

/**
 * A performed part of a level's assessment: the set piece, the scale or the song the
 * student plays or sings, scored like a practice exercise and counted for its announced share.
 */
export type AssessmentPart = {
  /** Stable id within the level (results and recordings are kept under it). */
  id: string
  title: string
  instructions: string
  /** Share of the final mark, in % (the quiz counts for the rest). */
  weight: number
  practice: Extract<Practice, { kind: 'sing' | 'play' | 'rhythm' }>
}

export const exercisesOf = (blocks: readonly LessonBlock[] | undefined) =>
  (blocks ?? []).filter((block): block is ExerciseBlock => block.type === 'exercise')

/** Words of teaching text in a lesson (markdown marks left out), for the content checks. */
export function wordCount(blocks: readonly LessonBlock[]): number {
  return blocks
    .filter(block => block.type === 'text')
    .map(
      block =>
        block.markdown
          .replace(/[#*[\]()>_-]/g, ' ')
          .split(/\s+/)
          .filter(word => /\p{L}/u.test(word)).length,
    )
    .reduce((sum, count) => sum + count, 0)
}
