import { describe, expect, test } from 'vitest'
import { parseAbc, secondsPerQuarter } from '#lib/music/abc.ts'
import type { AssessmentPart } from '#lib/music/lesson-blocks.ts'
import { midiToHz } from '#lib/music/pitch.ts'
import { siteContent } from '#tests/setup/content.ts'
import { humanTry, passingTry } from '#tests/setup/practice.ts'
import { implausibility } from './assessment-plausibility.ts'
import { type PlayedNote, scorePractice, targetsOf } from './practice/scoring.ts'

const PARTS = siteContent.disciplines.flatMap(discipline =>
  discipline.levels.flatMap(level =>
    (level.performance ?? []).map(part => ({ name: `${discipline.id}/${level.id}/${part.id}`, part })),
  ),
)
const partOf = (name: string) => PARTS.find(item => item.name === name)!.part
const ODE = partOf('piano/debutant/morceau')
const SCALE = partOf('piano/debutant/gamme')
const SONG = PARTS.find(item => item.part.practice.kind === 'sing')!.part

/** The piece's notes at their exact instants in the score, shifted by `offset` seconds. */
function copied(part: AssessmentPart, offset = 0): { kind: 'play'; notes: PlayedNote[] } {
  return {
    kind: 'play',
    // In the order of the instants, as a browser sends the keys pressed (a two-hand score lists each hand's notes).
    notes: targetsOf(parseAbc(part.practice.abc))
      .map((target): PlayedNote => [target.midi, target.start + offset])
      .sort((a, b) => a[1] - b[1]),
  }
}

describe('what a person plays or sings passes', () => {
  test('every performed part of every level, played or sung by a person, full marks and plausible', () => {
    expect(PARTS.length).toBeGreaterThan(5)
    for (const { name, part } of PARTS) {
      const attempt = humanTry(part.practice, 7)
      expect(implausibility(part, attempt), name).toBeNull()
      expect(scorePractice(part.practice, attempt)!.score, name).toBeGreaterThanOrEqual(95)
    }
  })

  test('a late, hesitant or partial take is a person’s too: refused only by its score, never as forged', () => {
    const human = humanTry(ODE.practice, 3)
    if (human.kind !== 'play') throw new Error('the set piece is played')
    const late = human.notes.map(([midi, time]) => [midi, time + 0.2] as PlayedNote)
    expect(implausibility(ODE, { kind: 'play', notes: late })).toBeNull()
    expect(implausibility(ODE, { kind: 'play', notes: human.notes.slice(0, 10) })).toBeNull()
    expect(implausibility(ODE, { kind: 'play', notes: [] })).toBeNull()
    // Wrong notes and a few extra presses on the way.
    const fumbled = [...human.notes, [61, 1.31] as PlayedNote, [63, 4.02] as PlayedNote].sort((a, b) => a[1] - b[1])
    expect(implausibility(ODE, { kind: 'play', notes: fumbled })).toBeNull()
  })
})

describe('what no person produces is refused, in French', () => {
  test('the score’s own instants, to the millisecond', () => {
    expect(implausibility(ODE, copied(ODE))).toMatch(/à la milliseconde près/)
    expect(implausibility(SCALE, passingTry(SCALE.practice))).toMatch(/à la milliseconde près/)
  })

  test('a constant offset from the score: no human jitter', () => {
    expect(implausibility(ODE, copied(ODE, 0.02))).toMatch(/sans la variation d’un jeu humain/)
    // Even with a sub-millisecond wobble, a spread of a millisecond is a machine's.
    const wobble = copied(ODE, 0.035)
    wobble.notes = wobble.notes
      .map(([midi, time], index): PlayedNote => [midi, time + (index % 2) * 0.0015])
      .sort((a, b) => a[1] - b[1])
    expect(implausibility(ODE, wobble)).toMatch(/sans la variation d’un jeu humain/)
    // A few notes moved by hand do not hide the shift of all the others.
    const touched = copied(ODE, 0.03)
    touched.notes = touched.notes
      .map(([midi, time], index): PlayedNote => [midi, time + (index % 10 === 0 ? 0.06 : 0)])
      .sort((a, b) => a[1] - b[1])
    expect(implausibility(ODE, touched)).toMatch(/sans la variation d’un jeu humain/)
  })

  test('instants out of order, before the count-in or long after the piece, and key mashing', () => {
    const human = humanTry(ODE.practice, 5)
    if (human.kind !== 'play') throw new Error('the set piece is played')
    const swapped = [...human.notes]
    ;[swapped[3], swapped[4]] = [swapped[4]!, swapped[3]!]
    expect(implausibility(ODE, { kind: 'play', notes: swapped })).toMatch(/ne se suivent pas/)
    expect(implausibility(ODE, { kind: 'play', notes: [[64, -5], ...human.notes] })).toMatch(/hors de la durée/)
    expect(implausibility(ODE, { kind: 'play', notes: [...human.notes, [64, 600]] })).toMatch(/hors de la durée/)
    const mashed: PlayedNote[] = Array.from({ length: 200 }, (_, index) => [60 + (index % 12), index * 0.1])
    expect(implausibility(ODE, { kind: 'play', notes: mashed })).toMatch(/bien plus de notes/)
  })

  test('taps copied from the score', () => {
    const rhythm: AssessmentPart = { ...ODE, practice: { kind: 'rhythm', abc: ODE.practice.abc } }
    const exact = passingTry(rhythm.practice)
    expect(implausibility(rhythm, exact)).toMatch(/à la milliseconde près/)
    expect(implausibility(rhythm, humanTry(rhythm.practice, 2))).toBeNull()
  })

  test('a voice exactly on each note’s frequency, or wavering never', () => {
    if (SONG.practice.kind !== 'sing') throw new Error('a sung part')
    const tune = parseAbc(SONG.practice.abc)
    const quarter = secondsPerQuarter(tune)
    const frames: [number, number][] = []
    for (const note of tune.notes)
      for (let time = note.start * quarter; time < (note.start + note.length) * quarter; time += 0.04)
        frames.push([Number(time.toFixed(4)), note.midi[0] === undefined ? 0 : midiToHz(note.midi[0])])
    for (let index = 1; index < frames.length; index++)
      if (frames[index]![0] <= frames[index - 1]![0]) frames[index]![0] = frames[index - 1]![0] + 0.001
    expect(scorePractice(SONG.practice, { kind: 'sing', frames })!.score).toBeGreaterThan(90)
    expect(implausibility(SONG, { kind: 'sing', frames })).toMatch(/exactement à la fréquence/)
    // The same, 12 cents sharp throughout: never wavering.
    const sharp = frames.map(([time, hz]) => [time, hz * 2 ** (12 / 1200)] as [number, number])
    expect(implausibility(SONG, { kind: 'sing', frames: sharp })).toMatch(/ne varie jamais/)
    // A thousand frames a second is no microphone's analysis.
    const end = Math.max(...tune.notes.map(note => note.start + note.length)) * quarter
    const dense = Array.from({ length: Math.floor(end * 1000) }, (_, index) => [index / 1000, 0] as [number, number])
    expect(implausibility(SONG, { kind: 'sing', frames: dense })).toMatch(/plus de mesures/)
  })
})
