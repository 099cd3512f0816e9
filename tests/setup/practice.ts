import { parseAbc, secondsPerQuarter } from '#lib/music/abc.ts'
import type { Practice } from '#lib/music/lesson-blocks.ts'
import { midiToHz } from '#lib/music/pitch.ts'
import { trackPitch } from '#features/courses/practice/pitch-track.ts'
import { drawDrill, onsetsOf, seededRandom, targetsOf, type PracticeTry } from '#features/courses/practice/scoring.ts'
import { synthesize } from '#features/courses/practice/signals.ts'

/**
 * What a student who masters an exercise would send: the notes played on time, the taps on the
 * onsets, the drill's right answers, or the pitch frames of a synthesised voice singing the notes.
 */
export function passingTry(practice: Practice, seed = 1): PracticeTry {
  if (practice.kind === 'drill')
    return { kind: 'drill', seed, answers: drawDrill(practice.drill, practice.questions, seed).map(q => q.answer) }
  const tune = parseAbc(practice.abc)
  if (practice.kind === 'play') return { kind: 'play', notes: targetsOf(tune).map(note => [note.midi, note.start]) }
  if (practice.kind === 'rhythm') return { kind: 'rhythm', taps: onsetsOf(tune) }
  const quarter = secondsPerQuarter(tune)
  const segments = tune.notes.map(note => ({
    hz: note.midi[0] === undefined ? 0 : midiToHz(note.midi[0]),
    seconds: note.length * quarter,
    voice: true,
  }))
  // Rounded as the browser sends them (sing-practice.tsx): ms and tenths of a hertz, so a long song fits the body limit.
  const frames = trackPitch(synthesize(segments), 44100, 1764).map(
    ([time, hz]) => [Math.round(time * 1000) / 1000, Math.round(hz * 10) / 10] as [number, number],
  )
  return { kind: 'sing', frames }
}

/** A try that misses: nothing played, tapped, sung or answered right. */
export function failingTry(practice: Practice): PracticeTry {
  if (practice.kind === 'drill') {
    const questions = drawDrill(practice.drill, practice.questions, 1)
    return {
      kind: 'drill',
      seed: 1,
      answers: questions.map(question => (question.answer + 1) % question.choices.length),
    }
  }
  if (practice.kind === 'play') return { kind: 'play', notes: [] }
  if (practice.kind === 'rhythm') return { kind: 'rhythm', taps: [] }
  return { kind: 'sing', frames: [] }
}

/**
 * A try as a person who masters the exercise produces it: every key or tap within ±18 ms of its note
 * (a different offset each time, in the order they were pressed), a voice with a light vibrato. It
 * scores full marks, and passes the assessment's plausibility checks, which refuse `passingTry`'s
 * instants copied from the score.
 */
export function humanTry(practice: Practice, seed = 1): PracticeTry {
  const exact = passingTry(practice, seed)
  const random = seededRandom(seed)
  const jitter = (time: number) => time + (random() * 2 - 1) * 0.018
  if (exact.kind === 'play')
    return {
      kind: 'play',
      notes: exact.notes.map(([midi, time]) => [midi, jitter(time)] as [number, number]).sort((a, b) => a[1] - b[1]),
    }
  if (exact.kind === 'rhythm') return { kind: 'rhythm', taps: exact.taps.map(jitter).sort((a, b) => a - b) }
  if (exact.kind !== 'sing' || practice.kind === 'drill') return exact
  const tune = parseAbc(practice.abc)
  const quarter = secondsPerQuarter(tune)
  const segments = tune.notes.map(note => ({
    hz: note.midi[0] === undefined ? 0 : midiToHz(note.midi[0]),
    seconds: note.length * quarter,
    voice: true,
    vibratoCents: 15,
  }))
  // Rounded as the browser sends them (sing-practice.tsx), so a whole song fits the body limit.
  const frames = trackPitch(synthesize(segments), 44100, 1764).map(
    ([time, hz]) => [Math.round(time * 1000) / 1000, Math.round(hz * 10) / 10] as [number, number],
  )
  return { kind: 'sing', frames }
}

/** A level's assessment played or sung as a student who masters it would: every part passed, by a person. */
export function perfectPerformance(parts: readonly { id: string; practice: Practice }[] | undefined) {
  return Object.fromEntries((parts ?? []).map((part, index) => [part.id, humanTry(part.practice, index + 1)]))
}
