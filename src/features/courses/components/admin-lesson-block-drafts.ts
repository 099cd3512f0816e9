import { checkAbc } from '#lib/music/abc.ts'
import type { DrillKind, LessonBlock, PlanDay, Practice } from '#lib/music/lesson-blocks.ts'
import { parseNumber } from '#core/ui/admin-kit.tsx'

/**
 * Lesson blocks as the course editor holds them while they are typed: numbers as text, every
 * field of every practice kind kept (switching kinds loses nothing), a stable key per block.
 * `toBlockInput` turns a draft back into what the admin API checks (lesson-blocks.schema.ts).
 */
export type BlockDraft =
  | { key: number; type: 'text'; markdown: string }
  | { key: number; type: 'score'; title: string; abc: string; demo: '' | 'keyboard' | 'pitch' }
  | { key: number; type: 'audio'; title: string; source: 'file' | 'abc'; src: string; abc: string }
  | { key: number; type: 'video'; title: string; videoId: string }
  /** The plan as the editor shows it: one line per day, then one « - » line per task (planToText). */
  | { key: number; type: 'plan'; title: string; text: string }
  | {
      key: number
      type: 'exercise'
      id: string
      title: string
      instructions: string
      passMark: string
      kind: Practice['kind']
      abc: string
      drill: DrillKind
      questions: string
    }

/** The block types the editor offers, in the order of its 'Ajouter' buttons. */
export const BLOCK_TYPES = [
  { type: 'text', label: 'Texte' },
  { type: 'score', label: 'Partition' },
  { type: 'audio', label: 'Exemple audio' },
  { type: 'video', label: 'Vidéo' },
  { type: 'exercise', label: 'Exercice' },
  { type: 'plan', label: 'Plan de travail' },
] as const satisfies readonly { type: BlockDraft['type']; label: string }[]

export const blockLabel = (type: BlockDraft['type']) => BLOCK_TYPES.find(item => item.type === type)?.label ?? type

const STARTER_ABC = 'X:1\nM:4/4\nL:1/4\nQ:1/4=80\nK:C\nC D E F | G4 |]'

let nextKey = 1
export const newKey = () => nextKey++

export function newBlockDraft(type: BlockDraft['type'], exerciseNumber: number): BlockDraft {
  const key = newKey()
  switch (type) {
    case 'text':
      return { key, type, markdown: '' }
    case 'score':
      return { key, type, title: '', abc: STARTER_ABC, demo: 'keyboard' }
    case 'audio':
      return { key, type, title: '', source: 'file', src: '', abc: STARTER_ABC }
    case 'video':
      return { key, type, title: '', videoId: '' }
    case 'plan':
      return { key, type, title: 'Plan de travail de la semaine', text: PLAN_EXAMPLE }
    case 'exercise':
      return {
        key,
        type,
        id: `exercice-${exerciseNumber}`,
        title: '',
        instructions: '',
        passMark: '70',
        kind: 'play',
        abc: STARTER_ABC,
        drill: 'intervals',
        questions: '10',
      }
  }
}

export function toBlockDraft(block: LessonBlock): BlockDraft {
  const key = newKey()
  switch (block.type) {
    case 'text':
      return { key, type: 'text', markdown: block.markdown }
    case 'score':
      return { key, type: 'score', title: block.title, abc: block.abc, demo: block.demo ?? '' }
    case 'audio':
      return {
        key,
        type: 'audio',
        title: block.title,
        source: block.src ? 'file' : 'abc',
        src: block.src ?? '',
        abc: block.abc ?? STARTER_ABC,
      }
    case 'video':
      return { key, type: 'video', title: block.title, videoId: block.videoId }
    case 'plan':
      return { key, type: 'plan', title: block.title, text: planToText(block.days) }
    case 'exercise': {
      const practice = block.practice
      return {
        key,
        type: 'exercise',
        id: block.id,
        title: block.title,
        instructions: block.instructions,
        passMark: String(block.passMark),
        kind: practice.kind,
        abc: practice.kind === 'drill' ? STARTER_ABC : practice.abc,
        drill: practice.kind === 'drill' ? practice.drill : 'intervals',
        questions: practice.kind === 'drill' ? String(practice.questions) : '10',
      }
    }
  }
}

/** What the API receives for a draft (numbers parsed, only the chosen source or practice kind). */
export function toBlockInput(draft: BlockDraft): unknown {
  switch (draft.type) {
    case 'text':
      return { type: 'text', markdown: draft.markdown }
    case 'score':
      return { type: 'score', title: draft.title, abc: draft.abc, demo: draft.demo || null }
    case 'audio':
      return draft.source === 'file'
        ? { type: 'audio', title: draft.title, src: draft.src || null, abc: null }
        : { type: 'audio', title: draft.title, src: null, abc: draft.abc }
    case 'video':
      return { type: 'video', title: draft.title, videoId: draft.videoId }
    case 'plan':
      return { type: 'plan', title: draft.title, days: planFromText(draft.text).days }
    case 'exercise':
      return {
        type: 'exercise',
        id: draft.id,
        title: draft.title,
        instructions: draft.instructions,
        passMark: parseNumber(draft.passMark),
        practice:
          draft.kind === 'drill'
            ? { kind: 'drill', drill: draft.drill, questions: parseNumber(draft.questions) }
            : { kind: draft.kind, abc: draft.abc },
      }
  }
}

/** The ABC field a draft uses, if any (its name under the block), for the live check. */
export function abcFieldOf(draft: BlockDraft): { name: string; abc: string } | null {
  if (draft.type === 'score') return { name: 'abc', abc: draft.abc }
  if (draft.type === 'audio' && draft.source === 'abc') return { name: 'abc', abc: draft.abc }
  if (draft.type === 'exercise' && draft.kind !== 'drill') return { name: 'practice.abc', abc: draft.abc }
  return null
}

/** The score's check as the server makes it, shown under the field while typing ('Partition : Ligne 3 : ...'). */
export function liveAbcProblem(draft: BlockDraft): string | null {
  const field = abcFieldOf(draft)
  if (!field || field.abc.trim() === '') return null
  const problem = checkAbc(field.abc.replace(/\r\n?/g, '\n').trim())
  return problem ? `Partition : ${problem}` : null
}

/** A day as typed: numbers left to the API's checks when they are not numbers. */
type PlanDayInput = {
  day: string
  tasks: {
    task: string
    minutes: ReturnType<typeof parseNumber>
    tempo: ReturnType<typeof parseNumber>
    success: string
  }[]
}

const PLAN_EXAMPLE = 'Jour 1\n- 10 | 60 | Gamme de do, main droite seule | Les passages du pouce ne s’entendent pas.'

/** A plan's days as editable text: « Jour 1 », then « - minutes | tempo | tâche | objectif » (tempo « - » if none). */
export function planToText(days: readonly PlanDay[]): string {
  return days
    .map(day =>
      [
        day.day,
        ...day.tasks.map(task => `- ${task.minutes} | ${task.tempo ?? '-'} | ${task.task} | ${task.success}`),
      ].join('\n'),
    )
    .join('\n\n')
}

/**
 * Reads the editor's text back into days; `problem` names the first line that does not fit the format
 * (the API then checks the values themselves: minutes, tempo, lengths).
 */
export function planFromText(text: string): { days: PlanDayInput[]; problem: string | null } {
  const days: PlanDayInput[] = []
  let problem: string | null = null
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim()
    if (!line) return
    if (!line.startsWith('-')) {
      days.push({ day: line, tasks: [] })
      return
    }
    const parts = line
      .slice(1)
      .split('|')
      .map(part => part.trim())
    const day = days.at(-1)
    if (!day) problem ??= `Ligne ${index + 1} : commencez par le nom du jour (« Jour 1 ») avant ses tâches.`
    else if (parts.length !== 4)
      problem ??= `Ligne ${index + 1} : une tâche s’écrit « - minutes | tempo | tâche | objectif » (tempo « - » s’il n’y en a pas).`
    else {
      const [minutes, tempo, task, success] = parts as [string, string, string, string]
      day.tasks.push({
        task,
        minutes: parseNumber(minutes),
        tempo: tempo === '-' || tempo === '' ? null : parseNumber(tempo),
        success,
      })
    }
  })
  return { days, problem }
}
