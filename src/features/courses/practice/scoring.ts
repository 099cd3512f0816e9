import { type AbcTune, type Hand, handOf, hasHands, parseAbc, secondsPerQuarter } from '#lib/music/abc.ts'
import type { DrillKind, Practice } from '#lib/music/lesson-blocks.ts'
import { centsOff, frenchNoteName, midiToHz } from '#lib/music/pitch.ts'

/**
 * How practice is scored. The browser listens (microphone, MIDI, keys, taps) and sends
 * what it measured, never audio: pitch frames, note events or tap times. The server scores them with
 * this same code against the exercise stored in the database: the browser cannot choose its score,
 * though it chooses what it reports (a certificate's performed parts are heard by a teacher, issue 34).
 * Every score is out of 100.
 */

/** A target note in seconds from the start of the exercise (after the count-in), and the hand that plays it. */
export type TargetNote = { midi: number; start: number; length: number; hand: Hand | null }

/** What a try on a two-hand score plays: one hand alone, or both together. */
export type HandChoice = Hand | 'both'

/** The notes to play, in seconds; on a two-hand score, only those of `hands` (both by default). */
export function targetsOf(tune: AbcTune, tempoPercent = 100, hands: HandChoice = 'both'): TargetNote[] {
  const quarter = secondsPerQuarter(tune, tempoPercent)
  const targets: TargetNote[] = []
  for (const note of tune.notes) {
    const hand = handOf(tune, note)
    if (hands !== 'both' && hand !== hands) continue
    for (const midi of note.midi)
      targets.push({ midi, start: note.start * quarter, length: note.length * quarter, hand })
  }
  return targets
}

/** Onset times (s) of the rhythm to tap: every note, rests excluded, notes sounding together counted once. */
export function onsetsOf(tune: AbcTune, tempoPercent = 100): number[] {
  const quarter = secondsPerQuarter(tune, tempoPercent)
  const starts = new Set(tune.notes.filter(note => note.midi.length > 0).map(note => note.start))
  return [...starts].sort((a, b) => a - b).map(start => start * quarter)
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value))
/** 1 within `full`, falling linearly to 0 at `zero`. */
const ramp = (value: number, full: number, zero: number) => clamp01((zero - Math.abs(value)) / (zero - full))
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

// ---------------------------------------------------------------- voice

/** One pitch reading: time in seconds from the start, frequency in Hz (0 when no clear pitch). */
export type PitchFrame = [time: number, hz: number]

export type SungNote = {
  midi: number
  name: string
  /** Median deviation in cents (null: the note was not heard). */
  cents: number | null
  /** Onset minus target start, in ms (null: not heard). */
  timingMs: number | null
  score: number
}

/** Tolerances of the voice scoring: full marks within 25 cents, none beyond 100 (a semitone). */
export const VOICE = { fullCents: 25, zeroCents: 100, onsetCents: 50, fullMs: 150, zeroMs: 600 } as const

/**
 * Scores singing against target notes. For each note, the frames inside it (its first 100 ms left to
 * the attack) give the median deviation in cents, folded to the nearest octave (a bass singing a
 * soprano's la is right); the onset is the first frame near the target from 250 ms before the note.
 * Note score = 70 % pitch (times the share of the note actually sung) + 30 % timing.
 */
export function scoreSinging(targets: TargetNote[], frames: PitchFrame[]) {
  const notes: SungNote[] = targets.map(target => {
    const targetHz = midiToHz(target.midi)
    const settle = Math.min(0.1, target.length / 4)
    const inside = frames.filter(([time]) => time >= target.start + settle && time < target.start + target.length)
    const voiced = inside.filter(([, hz]) => hz > 0)
    const base = { midi: target.midi, name: frenchNoteName(target.midi) }
    if (voiced.length === 0 || inside.length === 0) return { ...base, cents: null, timingMs: null, score: 0 }
    const cents = median(voiced.map(([, hz]) => centsOff(hz, targetHz, true)))
    const coverage = voiced.length / inside.length
    const onset = frames.find(
      ([time, hz]) =>
        time >= target.start - 0.25 &&
        time < target.start + target.length &&
        hz > 0 &&
        Math.abs(centsOff(hz, targetHz, true)) <= VOICE.onsetCents,
    )
    const timingMs = onset ? Math.round((onset[0] - target.start) * 1000) : null
    const pitch = ramp(cents, VOICE.fullCents, VOICE.zeroCents) * coverage
    const timing = timingMs === null ? 0 : ramp(timingMs, VOICE.fullMs, VOICE.zeroMs)
    return { ...base, cents: Math.round(cents), timingMs, score: Math.round(100 * (0.7 * pitch + 0.3 * timing)) }
  })
  return { score: average(notes.map(note => note.score)), notes }
}

const average = (values: number[]) =>
  values.length === 0 ? 0 : Math.round(values.reduce((sum, value) => sum + value, 0) / values.length)

// ---------------------------------------------------------------- keyboard

/** The note a Web MIDI message starts (note on, velocity above 0), else null: note off, control change… */
export function midiNoteOn(data: ArrayLike<number> | null | undefined): number | null {
  const [status = 0, note = 0, velocity = 0] = data ? Array.from(data) : []
  return (status & 0xf0) === 0x90 && velocity > 0 ? note : null
}

/** A key pressed: MIDI number and time in seconds from the start. */
export type PlayedNote = [midi: number, time: number]

export const PLAYING = { fullMs: 60, zeroMs: 400, windowMs: 450 } as const

export type PlayedResult = {
  notes: {
    midi: number
    name: string
    status: 'right' | 'missed'
    timingMs: number | null
    score: number
    /** On a two-hand score, the hand that plays it. */
    hand?: Hand
  }[]
  /**
   * Keys pressed that matched no target note (on a two-hand score, given to the hand nearest in pitch),
   * with the missed note due then, when there is one (`instead`: « ré au lieu de do »).
   */
  wrong: { midi: number; name: string; timeMs: number; hand?: Hand; instead?: string }[]
  score: number
  /** On a two-hand score: the hand (or both) the try played, and each hand's score. */
  hands?: { played: HandChoice; right: number | null; left: number | null }
}

/**
 * Scores keyboard playing: each target note is matched to the closest unused key press of the same
 * note within 450 ms; a matched note scores 50 plus up to 50 for timing (full within 60 ms). Wrong
 * notes count against the score: it is the points over (targets + wrong presses).
 */
export function scorePlaying(targets: TargetNote[], played: PlayedNote[]): PlayedResult {
  const used = new Set<number>()
  const notes = targets.map(target => {
    let best = -1
    let bestDistance = Number.POSITIVE_INFINITY
    played.forEach(([midi, time], index) => {
      const distance = Math.abs(time - target.start) * 1000
      if (midi === target.midi && !used.has(index) && distance <= PLAYING.windowMs && distance < bestDistance) {
        best = index
        bestDistance = distance
      }
    })
    const name = frenchNoteName(target.midi)
    const hand = target.hand ? { hand: target.hand } : {}
    if (best < 0) return { midi: target.midi, name, status: 'missed' as const, timingMs: null, score: 0, ...hand }
    used.add(best)
    const timingMs = Math.round((played[best]![1] - target.start) * 1000)
    return {
      midi: target.midi,
      ...hand,
      name,
      status: 'right' as const,
      timingMs,
      score: Math.round(50 + 50 * ramp(timingMs, PLAYING.fullMs, PLAYING.zeroMs)),
    }
  })
  // A wrong key pressed when a note was due and missed was most likely meant for it: each missed note
  // is named once, for the first wrong press within the matching window.
  const named = new Set<number>()
  const wrong = played
    .map(([midi, time], index) => {
      const hand = nearestHand(targets, midi)
      return {
        midi,
        name: frenchNoteName(midi),
        timeMs: Math.round(time * 1000),
        ...(hand ? { hand } : {}),
        index,
        time,
      }
    })
    .filter(item => !used.has(item.index))
    .map(({ index: _index, time, ...item }) => {
      let due = -1
      notes.forEach((note, position) => {
        const distance = Math.abs(time - targets[position]!.start) * 1000
        if (note.status !== 'missed' || named.has(position) || distance > PLAYING.windowMs) return
        if (due < 0 || distance < Math.abs(time - targets[due]!.start) * 1000) due = position
      })
      if (due < 0) return item
      named.add(due)
      return { ...item, instead: notes[due]!.name }
    })
  const points = notes.reduce((sum, note) => sum + note.score, 0)
  const score = notes.length === 0 ? 0 : Math.round(points / (notes.length + wrong.length))
  return { notes, wrong, score }
}

/** The hand of the target note nearest in pitch: where a wrong note most likely came from. */
function nearestHand(targets: TargetNote[], midi: number): Hand | null {
  let nearest: TargetNote | null = null
  for (const target of targets)
    if (!nearest || Math.abs(target.midi - midi) < Math.abs(nearest.midi - midi)) nearest = target
  return nearest?.hand ?? null
}

/**
 * Scores a try on a two-hand score. One hand alone is scored on that hand's notes only (the other
 * hand's notes, if played, are wrong notes); both hands on all of them, with each hand's own score
 * (its points over its notes and the wrong notes nearest to it).
 */
export function scoreHands(tune: AbcTune, played: PlayedNote[], hands: HandChoice, tempoPercent = 100): PlayedResult {
  const result = scorePlaying(targetsOf(tune, tempoPercent, hands), played)
  const handScore = (hand: Hand) => {
    const notes = result.notes.filter(note => note.hand === hand)
    const wrong = result.wrong.filter(note => note.hand === hand).length
    return notes.length === 0
      ? null
      : Math.round(notes.reduce((sum, note) => sum + note.score, 0) / (notes.length + wrong))
  }
  return { ...result, hands: { played: hands, right: handScore('right'), left: handScore('left') } }
}

// ---------------------------------------------------------------- rhythm

export const RHYTHM = { fullMs: 30, zeroMs: 250 } as const

/**
 * Scores taps against onsets: each onset takes the closest unused tap within 250 ms, full marks
 * within 30 ms; extra taps count against the score like missed ones.
 */
export function scoreRhythm(onsets: number[], taps: number[]) {
  const used = new Set<number>()
  const results = onsets.map(onset => {
    let best = -1
    let bestDistance = Number.POSITIVE_INFINITY
    taps.forEach((tap, index) => {
      const distance = Math.abs(tap - onset) * 1000
      if (!used.has(index) && distance <= RHYTHM.zeroMs && distance < bestDistance) {
        best = index
        bestDistance = distance
      }
    })
    if (best < 0) return { offsetMs: null, score: 0 }
    used.add(best)
    const offsetMs = Math.round((taps[best]! - onset) * 1000)
    return { offsetMs, score: Math.round(100 * ramp(offsetMs, RHYTHM.fullMs, RHYTHM.zeroMs)) }
  })
  const extra = taps.length - used.size
  const points = results.reduce((sum, result) => sum + result.score, 0)
  return {
    taps: results,
    extra,
    score: onsets.length === 0 ? 0 : Math.round(points / (onsets.length + extra)),
  }
}

// ---------------------------------------------------------------- drills

/** A small seeded generator (mulberry32): the server draws the same questions from the seed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export type DrillQuestion = {
  prompt: string
  /** Notes to hear (played together when `together`). */
  midi: number[]
  together: boolean
  /** A one-note score to read (notes on the staff), else null. */
  abc: string | null
  choices: string[]
  answer: number
}

const INTERVALS = [
  [2, 'seconde majeure'],
  [3, 'tierce mineure'],
  [4, 'tierce majeure'],
  [5, 'quarte juste'],
  [7, 'quinte juste'],
  [12, 'octave'],
] as const
const CHORDS = [
  [[0, 4, 7], 'majeur'],
  [[0, 3, 7], 'mineur'],
  [[0, 4, 7, 10], 'septième de dominante'],
  [[0, 3, 6], 'diminué'],
] as const
const WHITE_NOTES = ['do', 'ré', 'mi', 'fa', 'sol', 'la', 'si']
const WHITE_SEMITONES = [0, 2, 4, 5, 7, 9, 11]

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!
}

function choicesAround(random: () => number, right: string, all: readonly string[], count = 4) {
  const others = all.filter(item => item !== right)
  const chosen = new Set([right])
  while (chosen.size < Math.min(count, all.length)) chosen.add(pick(random, others))
  const list = [...chosen].sort(() => random() - 0.5)
  return { choices: list, answer: list.indexOf(right) }
}

/** Draws a drill's questions from a seed: the same seed always gives the same questions. */
export function drawDrill(kind: DrillKind, count: number, seed: number): DrillQuestion[] {
  const random = seededRandom(seed)
  const questions: DrillQuestion[] = []
  for (let index = 0; index < count; index++) {
    if (kind === 'intervals') {
      const [semitones, name] = pick(random, INTERVALS)
      const root = 55 + Math.floor(random() * 12)
      questions.push({
        prompt: 'Quel intervalle entendez-vous ?',
        midi: [root, root + semitones],
        together: false,
        abc: null,
        ...choicesAround(
          random,
          name,
          INTERVALS.map(([, label]) => label),
        ),
      })
    } else if (kind === 'chords') {
      const [shape, name] = pick(random, CHORDS)
      const root = 52 + Math.floor(random() * 10)
      questions.push({
        prompt: 'Quel accord entendez-vous ?',
        midi: shape.map(step => root + step),
        together: true,
        abc: null,
        ...choicesAround(
          random,
          name,
          CHORDS.map(([, label]) => label),
        ),
      })
    } else {
      // Notes on the staff: from the ledger line below to the one above (clé de sol: do3–la4; clé de fa: mi1–do3).
      const treble = kind === 'treble'
      const step = Math.floor(random() * 15) + (treble ? 0 : -12)
      const octave = Math.floor(step / 7)
      const degree = ((step % 7) + 7) % 7
      const midi = 60 + octave * 12 + WHITE_SEMITONES[degree]!
      const letter = 'CDEFGAB'[degree]!
      const abcOctave = 4 + octave
      const abcNote =
        abcOctave >= 5 ? letter.toLowerCase() + "'".repeat(abcOctave - 5) : letter + ','.repeat(4 - abcOctave)
      questions.push({
        prompt: `Quelle est cette note en clé de ${treble ? 'sol' : 'fa'} ?`,
        midi: [midi],
        together: false,
        abc: `X:1\nL:1/4\nM:1/4\nK:C${treble ? '' : ' clef=bass'}\n${abcNote}|`,
        ...choicesAround(random, WHITE_NOTES[degree]!, WHITE_NOTES),
      })
    }
  }
  return questions
}

export function scoreDrill(questions: DrillQuestion[], answers: number[]) {
  const right = questions.filter((question, index) => answers[index] === question.answer).length
  return {
    right,
    total: questions.length,
    score: questions.length === 0 ? 0 : Math.round((right * 100) / questions.length),
  }
}

// ---------------------------------------------------------------- one entry point

/** What the browser sends for one try (measurements only, never audio). */
export type PracticeTry =
  | { kind: 'sing'; frames: PitchFrame[] }
  /**
   * `hands` on a two-hand score: one hand alone, or both (the default). `tempo`: a step of the tempo
   * ladder in % of the written tempo (100 when absent); only the written tempo counts.
   */
  | { kind: 'play'; notes: PlayedNote[]; hands?: HandChoice; tempo?: number }
  | { kind: 'rhythm'; taps: number[]; tempo?: number }
  | { kind: 'drill'; seed: number; answers: number[] }

/**
 * `counts` is false for a try of one hand on a two-hand score, or at another tempo than the written one:
 * it is scored for practice, but only hands together at tempo can pass the exercise or count in an
 * assessment (ADR 024).
 */
export type PracticeResult = { score: number; detail: unknown; counts: boolean }

/** Scores a try against its exercise; null when the try does not fit the exercise's kind. */
export function scorePractice(practice: Practice, attempt: PracticeTry): PracticeResult | null {
  if (practice.kind !== attempt.kind) return null
  if (practice.kind === 'drill' && attempt.kind === 'drill') {
    const questions = drawDrill(practice.drill, practice.questions, attempt.seed)
    const result = scoreDrill(questions, attempt.answers)
    return { score: result.score, detail: result, counts: true }
  }
  if (practice.kind === 'drill') return null
  const tune = parseAbc(practice.abc)
  if (attempt.kind === 'sing') {
    const result = scoreSinging(targetsOf(tune), attempt.frames)
    return { score: result.score, detail: result, counts: true }
  }
  const tempo = (attempt.kind === 'play' || attempt.kind === 'rhythm') && attempt.tempo ? attempt.tempo : 100
  if (attempt.kind === 'play') {
    if (!hasHands(tune)) {
      const result = scorePlaying(targetsOf(tune, tempo), attempt.notes)
      return { score: result.score, detail: result, counts: tempo === 100 }
    }
    const hands = attempt.hands ?? 'both'
    const result = scoreHands(tune, attempt.notes, hands, tempo)
    return { score: result.score, detail: result, counts: hands === 'both' && tempo === 100 }
  }
  if (attempt.kind === 'rhythm') {
    const result = scoreRhythm(onsetsOf(tune, tempo), attempt.taps)
    return { score: result.score, detail: result, counts: tempo === 100 }
  }
  return null
}
