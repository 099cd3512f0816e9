import { describe, expect, test } from 'vitest'
import { parseAbc } from '#lib/music/abc.ts'
import { exercisesOf, wordCount } from '#lib/music/lesson-blocks.ts'
import { lessonBlocksSchema } from '#lib/music/lesson-blocks.schema.ts'
import { readContent } from './read-content.server.ts'

const { disciplines, formulas } = readContent()

/**
 * The course content: every level of the seed has a full course, one lesson per week of its
 * duration, each with at least 250 words of teaching, a score or an audio example, and a practice
 * exercise with its pass mark; one lesson per level is the free "Leçon d'essai".
 */
const levels = disciplines.flatMap(discipline =>
  discipline.levels.map(level => ({ name: `${discipline.id}/${level.id}`, discipline, level })),
)

test('content/courses has its seven levels, each with lessons', () => {
  expect(levels.map(({ name }) => name).sort()).toEqual(
    [
      'chant/debutant',
      'chant/intermediaire',
      'mao/debutant',
      'musicologie/debutant',
      'piano/avance',
      'piano/debutant',
      'piano/intermediaire',
    ].sort(),
  )
})

describe.each(levels)('the course $name', ({ level }) => {
  test('has one lesson per week, numbered 1 to N, one of them free to try', () => {
    expect(level.syllabus.map(lesson => lesson.lesson)).toEqual(
      Array.from({ length: level.durationWeeks }, (_, index) => index + 1),
    )
    expect(level.syllabus.filter(lesson => lesson.free)).toHaveLength(1)
  })

  test.each(level.syllabus.map(lesson => [lesson.lesson, lesson] as const))(
    'lesson %i teaches: 250 words, a score or audio example, an exercise with its pass mark; valid blocks',
    (_, lesson) => {
      const blocks = lesson.blocks ?? []
      expect(wordCount(blocks), lesson.title).toBeGreaterThanOrEqual(250)
      expect(
        blocks.some(block => block.type === 'score' || block.type === 'audio'),
        lesson.title,
      ).toBe(true)
      const exercises = exercisesOf(blocks)
      expect(exercises.length, lesson.title).toBeGreaterThanOrEqual(1)
      for (const exercise of exercises) expect(exercise.passMark).toBeGreaterThan(0)
      // The editor's checks (ABC included) accept the lesson as written.
      const parsed = lessonBlocksSchema.safeParse(blocks)
      expect(parsed.error?.issues ?? [], lesson.title).toEqual([])
      for (const block of blocks) {
        if (block.type === 'score') expect(parseAbc(block.abc).notes.length).toBeGreaterThan(0)
      }
    },
  )
})

/**
 * An exam examines what the level teaches: every performed part of a level's assessment is practised
 * first, note for note (pitches and durations, same kind: play, sing or rhythm), in an exercise of
 * one of that level's lessons. Rests at either end are ignored; the tempo may differ.
 */
const noteKey = ({ midi, length }: { midi: number[]; length: number }) =>
  `${[...midi].sort((a, b) => a - b).join('+') || 'z'}/${Math.round(length * 960)}`
const trimmedNotes = (abc: string) => {
  const keys = parseAbc(abc).notes.map(noteKey)
  while (keys[0]?.startsWith('z/')) keys.shift()
  while (keys.at(-1)?.startsWith('z/')) keys.pop()
  return keys
}
const contains = (haystack: string[], needle: string[]) =>
  haystack.length >= needle.length &&
  Array.from({ length: haystack.length - needle.length + 1 }, (_, start) => start).some(start =>
    needle.every((key, index) => haystack[start + index] === key),
  )

describe.each(levels.filter(({ level }) => (level.performance ?? []).length > 0))('the exam of $name', ({ level }) => {
  test.each((level.performance ?? []).map(part => [part.id, part] as const))(
    'performed part « %s » is practised note for note in one of the level’s lessons',
    (_, part) => {
      const wanted = trimmedNotes(part.practice.abc)
      const practised = level.syllabus.flatMap(lesson =>
        exercisesOf(lesson.blocks)
          .filter(exercise => exercise.practice.kind === part.practice.kind && 'abc' in exercise.practice)
          .map(exercise => `${lesson.lesson}:${exercise.id}`),
      )
      const matching = level.syllabus.flatMap(lesson =>
        exercisesOf(lesson.blocks).flatMap(exercise =>
          exercise.practice.kind === part.practice.kind &&
          'abc' in exercise.practice &&
          contains(trimmedNotes(exercise.practice.abc), wanted)
            ? [`leçon ${lesson.lesson} › ${exercise.id}`]
            : [],
        ),
      )
      expect(matching, `${part.title} — exercices de même type : ${practised.join(', ')}`).not.toEqual([])
    },
  )
})

/**
 * A formula promises only what the courses hold: no video lessons unless a lesson has a video, and
 * a lesson count named per discipline (« 48 en piano ») is that discipline's number of lessons.
 */
test('the formulas promise only the lessons and videos that exist', () => {
  const hasVideo = disciplines.some(discipline =>
    discipline.levels.some(level =>
      level.syllabus.some(lesson => (lesson.blocks ?? []).some(block => block.type === 'video')),
    ),
  )
  const lessonsOf = (name: string) =>
    disciplines
      .find(discipline => discipline.name.toLowerCase() === name.toLowerCase() || discipline.id === name.toLowerCase())
      ?.levels.reduce((sum, level) => sum + level.syllabus.length, 0)
  for (const formula of formulas)
    for (const feature of formula.features) {
      if (!hasVideo) expect(feature, formula.name).not.toMatch(/vidéo/i)
      for (const [, count, discipline] of feature.matchAll(/(\d+) en (piano|chant|MAO|musicologie)/gi))
        expect(Number(count), `${formula.name} : ${feature}`).toBe(lessonsOf(discipline!))
    }
})

/**
 * Chord symbols say what the notes are: in every score and exercise, a chord name written just
 * before a chord in brackets (`"G/B"[B,DG]`) must name its notes. Every note belongs to the named
 * chord (its extensions included); a slash chord has its bass at the bottom; and in a score that
 * writes slash chords (so names its basses), a chord that holds its root without a slash has the root
 * at the bottom (an inversion needs its slash). French names (« mineur », « do majeur ») take the
 * lowest note as root.
 */
const CHORD_TONES: Record<string, number[]> = {
  '': [0, 4, 7],
  m: [0, 3, 7],
  dim: [0, 3, 6],
  dim7: [0, 3, 6, 9],
  '6': [0, 4, 7, 9],
  '7': [0, 4, 7, 10],
  maj7: [0, 4, 7, 11],
  maj9: [0, 4, 7, 11, 2],
  m7: [0, 3, 7, 10],
  m9: [0, 3, 7, 10, 2],
  m7b5: [0, 3, 6, 10],
  '9': [0, 4, 7, 10, 2],
  '13': [0, 4, 7, 10, 2, 9],
  '7b9': [0, 4, 7, 10, 1],
  '7#9': [0, 4, 7, 10, 3],
  '6/9': [0, 4, 7, 9, 2],
  add9: [0, 4, 7, 2],
}
const FRENCH_QUALITY: Record<string, string> = { majeur: '', mineur: 'm', dim: 'dim', '7': '7' }
const PITCH_CLASS: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 }
const pitchClassOf = (name: string) => (PITCH_CLASS[name[0]!]! + (name[1] === '#' ? 1 : name[1] === 'b' ? 11 : 0)) % 12

function chordProblem(label: string, midi: number[], namesBasses: boolean): string | null {
  const lowest = Math.min(...midi) % 12
  const pitchClasses = midi.map(note => note % 12)
  let root: number
  let quality: string
  let bass: number | null = null
  const french = /^(?:(?:do|ré|mi|fa|sol|la|si)\s+)?(majeur|mineur|dim|7)$/.exec(label)
  if (french) {
    root = lowest
    quality = FRENCH_QUALITY[french[1]!]!
  } else {
    const match = /^([A-G][b#]?)(.*?)(?:\/([A-G][b#]?))?$/.exec(label.replace('6/9', '6-9'))
    if (!match) return `nom d’accord illisible « ${label} »`
    root = pitchClassOf(match[1]!)
    quality = match[2]!.replace('6-9', '6/9')
    if (match[3]) bass = pitchClassOf(match[3])
  }
  const tones = CHORD_TONES[quality]
  if (!tones) return `qualité d’accord inconnue « ${label} »`
  const allowed = tones.map(interval => (root + interval) % 12)
  const foreign = pitchClasses.filter(pitchClass => !allowed.includes(pitchClass))
  if (foreign.length > 0) return `« ${label} » contient des notes étrangères à l’accord (${foreign.join(', ')})`
  if (bass !== null && lowest !== bass) return `« ${label} » n’a pas sa basse en bas`
  if (namesBasses && bass === null && pitchClasses.includes(root) && lowest !== root)
    return `« ${label} » est renversé : il lui faut une basse (accord/basse)`
  return null
}

/**
 * The notes struck with a labelled chord: the chord and, on a grand staff, whatever the other voices
 * start at the same moment (the left hand's bass under a right-hand chord decides its inversion). The
 * chord gets an extra do8, a note no score plays, that finds its time in the parsed tune.
 */
function struckWith(lines: string[], lineIndex: number, at: number, chord: string): number[] {
  const marked = [...lines]
  marked[lineIndex] =
    `${lines[lineIndex]!.slice(0, at)}${chord.slice(0, -1)}c''']${lines[lineIndex]!.slice(at + chord.length)}`
  const { notes } = parseAbc(marked.join('\n'))
  const start = notes.find(note => note.midi.includes(108))?.start
  return notes.filter(note => note.start === start).flatMap(note => note.midi.filter(midi => midi !== 108))
}

function chordLabelProblems(abc: string): string[] {
  const lines = abc.split('\n')
  const problems: string[] = []
  const namesBasses = /"[A-G][b#]?[^"/]*\/[A-G]/.test(abc.replaceAll('6/9', '6-9'))
  lines.forEach((line, lineIndex) => {
    if (/^[A-Za-z]:/.test(line)) return
    for (const match of line.matchAll(/"([^"]+)"(\[[^\]]+\])/g)) {
      const [, label, chord] = match
      const midi = struckWith(lines, lineIndex, match.index + label!.length + 2, chord!)
      const problem = midi.length >= 3 ? chordProblem(label!, midi, namesBasses) : null
      if (problem) problems.push(`${problem} : ${chord}`)
    }
  })
  return problems
}

describe.each(levels)('the chord symbols of $name', ({ level }) => {
  test('name the notes under them', () => {
    const problems = level.syllabus.flatMap(lesson =>
      (lesson.blocks ?? []).flatMap(block => {
        const abc =
          block.type === 'score'
            ? block.abc
            : block.type === 'exercise' && 'abc' in block.practice
              ? block.practice.abc
              : null
        return abc ? chordLabelProblems(abc).map(problem => `leçon ${lesson.lesson} : ${problem}`) : []
      }),
    )
    expect(problems).toEqual([])
  })
})

test('the chord-symbol check catches a wrong chord, a missing slash and a wrong bass', () => {
  expect(chordLabelProblems('X:1\nK:C\n"mineur"[CEc_e]4 |]')).toHaveLength(1)
  expect(chordLabelProblems('X:1\nK:C\n"G"[B,DG] "G/B"[DGB] |]')).toHaveLength(2)
  expect(chordLabelProblems('X:1\nK:C\n"G/B"[B,DG] "G/D"[DGB] "G"[GBd] "Dm9"[FAce] |]')).toEqual([])
})

/**
 * « Une tierce au-dessus / en dessous » says what the score sings: a score whose title announces
 * thirds writes each pair of voices a third apart (3 or 4 semitones), and a sung exercise whose
 * instructions ask for the voice a third above (below) sings the upper (lower) notes of such a
 * score of its level, note for note.
 */
const pitchesOf = (abc: string) => parseAbc(abc).notes.filter(note => note.midi.length > 0)

describe.each(levels)('the thirds of $name', ({ level }) => {
  test('are thirds, above or below as the text says', () => {
    const problems: string[] = []
    const scores = level.syllabus.flatMap(lesson =>
      (lesson.blocks ?? []).flatMap(block =>
        block.type === 'score' ? [{ lesson: lesson.lesson, title: block.title, notes: pitchesOf(block.abc) }] : [],
      ),
    )
    for (const score of scores.filter(item => /tierce/i.test(item.title)))
      for (const note of score.notes.filter(item => item.midi.length === 2)) {
        const [low, high] = [...note.midi].sort((a, b) => a - b) as [number, number]
        const allowed = /sixte/i.test(score.title) ? [3, 4, 8, 9] : [3, 4]
        if (!allowed.includes(high - low))
          problems.push(`leçon ${score.lesson} : ${high - low} demi-tons au lieu d’une tierce`)
      }
    const twoVoices = scores.filter(item => item.notes.every(note => note.midi.length === 2))
    const voice = (notes: { midi: number[] }[], above: boolean) =>
      ` ${notes.map(note => (above ? Math.max(...note.midi) : Math.min(...note.midi))).join(' ')} `
    const sungParts = [
      ...level.syllabus.flatMap(lesson =>
        exercisesOf(lesson.blocks).map(exercise => ({ where: `leçon ${lesson.lesson} › ${exercise.id}`, ...exercise })),
      ),
      ...(level.performance ?? []).map(part => ({ where: `évaluation › ${part.id}`, ...part })),
    ]
    for (const part of sungParts) {
      if (part.practice.kind !== 'sing') continue
      const above = /tierce au-dessus|voix du haut/i.test(part.instructions)
      const below = /tierce en dessous|voix du bas/i.test(part.instructions)
      if (above === below || twoVoices.length === 0) continue
      const sung = ` ${pitchesOf(part.practice.abc)
        .map(note => note.midi[0])
        .join(' ')} `
      if (!twoVoices.some(score => voice(score.notes, above).includes(sung)))
        problems.push(`${part.where} : ne chante pas la voix ${above ? 'du haut' : 'du bas'}`)
    }
    expect(problems).toEqual([])
  })
})
