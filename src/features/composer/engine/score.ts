/**
 * The arranger: from a plan (key, tempo, style, instruments, voice, duration, seed, mood) it writes the
 * score, i.e. every note and drum hit with its time in seconds. Nothing here makes sound; `render.ts`
 * plays the score and `midi.ts` writes it down.
 *
 * Form (`formOf`): an intro vamping on the first chords with a few instruments, then four-bar
 * sections over the style's progression: verses (A, lighter: fewer layers, softer), choruses (B, every
 * part, open hi-hats, louder), a break (kit and bass out, two bars) and a build-up (a rising fill and
 * a pedal bass, two bars) before the last choruses, and an ending on the tonic chord that rings to the
 * requested end. In a rumba the last choruses are a sebene: the lead guitar's fast figures.
 */
import type { Instrument, Voice } from '../music.options.ts'
import { makeRng, type Rng } from './random.ts'
import { HAND_PERCUSSION, STYLES, type DrumKind, type StyleConfig, type StyleId } from './styles.ts'
import {
  MAJOR_PENTATONIC,
  MINOR_PENTATONIC,
  closeVoicing,
  diatonicChord,
  diatonicShift,
  isInScale,
  lowestAtLeast,
  scaleOf,
  type Chord,
  type Key,
} from './theory.ts'

/** A MIDI track / mixer channel: one per requested instrument, plus the sung voice. */
export type Part = Instrument | 'Voix' | 'Guitare rythmique'

/** Where a bar sits in the form. */
export type Section = 'intro' | 'A' | 'B' | 'break' | 'build' | 'ending'

export type Timbre =
  | 'piano'
  | 'ep'
  | 'organ'
  | 'strings'
  | 'synthPad'
  | 'lead'
  | 'guitar'
  | 'nylon'
  | 'mute'
  | 'bass'
  | 'brass'
  | 'balafon'
  | 'likembe'
  | 'flute'
  | 'choir'
  | 'voiceFemale'
  | 'voiceMale'

/** Which bus a note is mixed on (each bus is levelled against the others). */
export type Stem = 'melody' | 'chords' | 'bass' | 'drums'

export type ScoreNote = {
  time: number
  duration: number
  midi: number
  /** 0 to 1. */
  velocity: number
  part: Part
  timbre: Timbre
  /** Extra level inside its stem (doublings are quieter). */
  gain: number
  stem: Stem
}

export type DrumHit = { time: number; kind: DrumKind; velocity: number; part: 'Batterie' | 'Percussions' }

export type CompositionPlan = {
  key: Key
  bpm: number
  style: StyleId
  instruments: Instrument[]
  /** The voice that sings the melody on vowels, or undefined for an instrumental. */
  sungVoice: Exclude<Voice, 'Aucune'> | undefined
  durationSeconds: number
  seed: number
  /** -1 (calm) to 1 (energetic), from the prompt's words. */
  energy: number
}

export type Score = {
  plan: CompositionPlan
  config: StyleConfig
  /** Seconds per beat (60 / bpm). */
  beatSeconds: number
  barSeconds: number
  bars: number
  melodyPart: Part | undefined
  /** The parts that play, in track order. */
  parts: Part[]
  /** The section of each bar (the last one is the ending). */
  sections: Section[]
  notes: ScoreNote[]
  hits: DrumHit[]
}

const MELODIC: Instrument[] = [
  'Piano',
  'Guitare',
  'Orgue',
  'Cordes',
  'Synthé',
  'Cuivres',
  'Balafon',
  'Likembe',
  'Flûte',
]

/**
 * The sections of the body (the bars between the intro and the ending), in four-bar units: verses and
 * choruses, a break and a build-up before the last choruses; bars left over lengthen the last chorus.
 */
export function formOf(body: number): Section[] {
  if (body <= 0) return []
  if (body < 4) return [...Array<Section>(body - 1).fill('A'), 'B' as Section].slice(-body)
  const units = Math.floor(body / 4)
  const rest = body % 4
  if (units === 1) return [...Array<Section>(rest).fill('A'), 'B', 'B', 'B', 'B']
  const plans: Record<number, ('A' | 'B' | 'X')[]> = {
    1: ['B'],
    3: ['A', 'X', 'B'],
    4: ['A', 'B', 'X', 'B'],
    5: ['A', 'A', 'B', 'X', 'B'],
  }
  if (units === 2) {
    // 8 to 11 bars: a verse, a one-bar break and a one-bar build-up, then the chorus.
    return [...Array<Section>(4).fill('A'), 'break', 'build', ...Array<Section>(body - 6).fill('B')]
  }
  let plan = plans[units]
  if (!plan) {
    plan = ['A', 'A', 'B', 'B']
    while (plan.length < units - 3) plan.push(...(['X', 'A', 'B', 'B'] as const))
    plan = plan.slice(0, units - 3)
    if (plan.at(-1) === 'X') plan[plan.length - 1] = 'B'
    plan.push('X', 'B', 'B')
  }
  const sections: Section[] = []
  for (const unit of plan) {
    if (unit === 'X') sections.push('break', 'break', 'build', 'build')
    else sections.push(unit, unit, unit, unit)
  }
  for (let i = 0; i < rest; i++) sections.push('B')
  return sections
}

/** How hard each section plays (velocity factor). */
const SECTION_DYNAMICS: Record<Section, number> = { intro: 0.92, A: 0.84, B: 1, break: 0.78, build: 0.85, ending: 0.9 }

type MelodyNote = { step: number; length: number; midi: number; velocity: number }

const clamp = (value: number, low: number, high: number): number => (value < low ? low : Math.min(value, high))

/** One four-bar melodic phrase: stepwise motion, chord tones on strong beats, optionally ending on the tonic. */
function writePhrase(
  rng: Rng,
  config: StyleConfig,
  chords: Chord[],
  key: Key,
  range: { low: number; high: number },
  endOnTonic: boolean,
  restChance: number,
): MelodyNote[][] {
  const scale = config.pentatonic ? (key.minor ? MINOR_PENTATONIC : MAJOR_PENTATONIC) : scaleOf(key)
  const pitches: number[] = []
  for (let m = range.low; m <= range.high; m++) if (isInScale(m, key, scale)) pitches.push(m)
  const center = (pitches.length - 1) / 2
  const isChordTone = (m: number, chord: Chord): boolean =>
    chord.intervals.some(iv => (chord.root + iv) % 12 === m % 12)
  const nearestChordTone = (index: number, chord: Chord, rootOnly = false): number => {
    for (let distance = 0; distance < pitches.length; distance++) {
      for (const j of [index - distance, index + distance]) {
        const m = pitches[j]
        if (m === undefined) continue
        if (rootOnly ? m % 12 === chord.root : isChordTone(m, chord)) return j
      }
    }
    return index
  }
  let index = Math.round(center + rng.range(-2, 2))
  const half = config.grid / 2
  return chords.map((chord, bar) => {
    const last = bar === chords.length - 1
    const cell = last ? rng.pick(config.melody.endings) : rng.pick(config.melody.rhythms)
    const notes: MelodyNote[] = []
    cell.forEach(([step, length], n) => {
      if (!last && n > 0 && rng.chance(restChance)) return
      const r = rng.next()
      const size = r < 0.12 ? 0 : r < 0.66 ? 1 : r < 0.9 ? 2 : 3
      // Drift back towards the middle of the range rather than wandering off.
      const upBias = 0.5 + clamp((center - index) / pitches.length, -0.4, 0.4)
      index = clamp(index + (rng.chance(upBias) ? size : -size), 0, pitches.length - 1)
      if (step % half === 0) index = nearestChordTone(index, chord)
      if (last && n === cell.length - 1)
        index = nearestChordTone(index, endOnTonic ? { root: key.tonic, intervals: [0] } : chord, true)
      const velocity = clamp((step % half === 0 ? 0.82 : 0.7) + rng.range(-0.06, 0.06), 0.3, 1)
      notes.push({ step, length, midi: pitches[index]!, velocity })
    })
    return notes
  })
}

/** The instrument that carries the melody: the sung voice, else the style's favourite among those requested. */
function chooseMelodyPart(plan: CompositionPlan, config: StyleConfig): Part | undefined {
  if (plan.sungVoice) return 'Voix'
  return config.leadPreference.find(instrument => plan.instruments.includes(instrument))
}

export function buildScore(plan: CompositionPlan): Score {
  const config = STYLES[plan.style]
  const rng = makeRng(plan.seed)
  const { key } = plan
  const has = (instrument: Instrument): boolean => plan.instruments.includes(instrument)
  const energy = clamp(plan.energy, -1, 1)
  let dynamics = 0.88 + 0.12 * energy
  const grid = config.grid
  const beatSeconds = 60 / plan.bpm
  const barSeconds = 4 * beatSeconds
  const stepSeconds = barSeconds / grid
  const duration = plan.durationSeconds

  const degrees = rng.pick(key.minor ? config.progressions.minor : config.progressions.major)
  const chords = degrees.map(degree => diatonicChord(key, degree, config.sevenths, config.harmonicV))
  const tonicChord = diatonicChord(key, 0, config.sevenths, config.harmonicV)

  // Bars: an optional intro, the body, then a final tonic bar that rings out to the requested end.
  const bars = Math.max(1, Math.floor((duration - 0.8) / barSeconds))
  let intro = 0
  for (const n of [1, 2, 4]) if (n * barSeconds <= Math.min(8, duration * 0.2) && bars - n >= 5) intro = n
  const finalBar = bars - 1
  const sections: Section[] = [
    ...Array<Section>(intro).fill('intro'),
    ...formOf(Math.max(0, finalBar - intro)),
    'ending' as Section,
  ].slice(0, bars)
  if (bars === 1) sections[0] = 'ending'
  // The first bar of each run of a section: phrases restart there.
  const sectionStart = sections.map((section, bar) => {
    let start = bar
    while (start > 0 && sections[start - 1] === section) start--
    return start
  })
  const afterBreak = (bar: number): boolean => sections.slice(0, bar).includes('break')
  const chordAt = (bar: number): Chord => {
    if (bar >= finalBar) return tonicChord
    if (bar < intro) return chords[bar % 2]!
    return chords[(bar - intro) % chords.length]!
  }

  const melodyPart = chooseMelodyPart(plan, config)
  const voiceRange = plan.sungVoice === 'Masculine' ? { low: 50, high: 67 } : { low: 62, high: 79 }
  const melodyRange = melodyPart === 'Voix' ? voiceRange : { low: config.melody.low, high: config.melody.high }
  const restChance = clamp(0.08 - 0.1 * energy, 0.02, 0.25)
  const phraseA = writePhrase(rng, config, chords, key, melodyRange, false, restChance)
  const phraseB = writePhrase(rng, config, chords, key, melodyRange, false, restChance)
  const phraseA2 = writePhrase(rng, config, chords, key, melodyRange, true, restChance).map((bar, i) =>
    i < 2 ? phraseA[i]! : bar,
  )
  const phraseB2 = writePhrase(rng, config, chords, key, melodyRange, true, restChance).map((bar, i) =>
    i < 2 ? phraseB[i]! : bar,
  )
  const bassChoice = rng.int(config.bass.length)

  const notes: ScoreNote[] = []
  const hits: DrumHit[] = []
  const jitter = (): number => rng.range(-0.004, 0.004)
  const time = (bar: number, step: number): number => {
    const swing = grid === 16 && step % 2 === 1 ? config.swing * stepSeconds : 0
    return bar * barSeconds + step * stepSeconds + swing
  }
  const add = (note: Omit<ScoreNote, 'gain'> & { gain?: number }): void => {
    if (note.time < duration)
      notes.push({ gain: 1, ...note, time: Math.max(0, note.time), velocity: clamp(note.velocity * dynamics, 0.05, 1) })
  }
  const hit = (time: number, kind: DrumKind, velocity: number): void => {
    const part = HAND_PERCUSSION.includes(kind) ? 'Percussions' : 'Batterie'
    if (!has(part) || time >= duration) return
    hits.push({ time: Math.max(0, time), kind, velocity: clamp(velocity * dynamics, 0.05, 1), part })
  }
  const bassNote = (pc: number): number => lowestAtLeast(pc, 36)
  // Nylon strings for the soft styles, a clean electric guitar for the dance styles.
  const guitarTimbre: Timbre =
    plan.style === 'berceuse' || plan.style === 'lofi' || plan.style === 'pop' ? 'nylon' : 'guitar'
  // When the guitar leads, a second guitar keeps the style's accompaniment (rumba: two guitars).
  const rhythmGuitar = melodyPart === 'Guitare'
  const timbreOf = (instrument: Instrument | 'Guitare rythmique'): Timbre =>
    instrument === 'Guitare rythmique'
      ? config.guitar.muted
        ? 'mute'
        : guitarTimbre
      : instrument === 'Likembe'
        ? 'likembe'
        : instrument === 'Flûte'
          ? 'flute'
          : instrument === 'Piano'
            ? config.pianoTimbre
            : instrument === 'Orgue'
              ? 'organ'
              : instrument === 'Cordes'
                ? 'strings'
                : instrument === 'Synthé'
                  ? melodyPart === 'Synthé'
                    ? 'lead'
                    : 'synthPad'
                  : instrument === 'Cuivres'
                    ? 'brass'
                    : instrument === 'Balafon'
                      ? 'balafon'
                      : instrument === 'Guitare'
                        ? config.guitar.muted && melodyPart !== 'Guitare'
                          ? 'mute'
                          : guitarTimbre
                        : 'bass'
  const melodyTimbre: Timbre | undefined =
    melodyPart === 'Voix'
      ? plan.sungVoice === 'Masculine'
        ? 'voiceMale'
        : plan.sungVoice === 'Chœur'
          ? 'choir'
          : 'voiceFemale'
      : melodyPart
        ? timbreOf(melodyPart)
        : undefined

  const baseDynamics = dynamics
  for (let bar = 0; bar < bars; bar++) {
    const chord = chordAt(bar)
    const next = chordAt(bar + 1)
    const section = sections[bar]!
    const inSection = bar - sectionStart[bar]!
    const phraseIndex = Math.floor((bar - intro) / 4)
    const inPhrase = inSection % 4
    const sectionLength = sections.filter((s, i) => s === section && sectionStart[i] === sectionStart[bar]).length
    // Build-ups rise bar by bar; choruses after the break are played a little harder.
    dynamics =
      baseDynamics *
      (section === 'build'
        ? 0.78 + (0.22 * (inSection + 1)) / sectionLength
        : SECTION_DYNAMICS[section] * (section === 'B' && afterBreak(bar) ? 1.05 : 1))
    const sparse = section === 'intro' || section === 'break'
    // What plays in this section: the intro keeps the harmony, the bass and the hand percussion (with
    // the harmony alone it opened some 15 dB below the piece, which on a phone sounds like nothing
    // playing); the break keeps the harmony and the hand percussion; verses leave out brass and
    // strings under the melody; the build-up adds the rest back.
    const sounds = (instrument: Instrument): boolean => {
      if (!has(instrument)) return false
      if (section === 'intro') return instrument !== 'Cuivres' && instrument !== 'Batterie'
      if (section === 'break') return instrument !== 'Batterie' && instrument !== 'Basse' && instrument !== 'Cuivres'
      if (section === 'A') return instrument !== 'Cuivres' || melodyPart === 'Cuivres'
      return true
    }

    const comp = (part: Instrument, low: number, steps: [number, number, number][], strum = 0): void => {
      closeVoicing(chord, low).forEach((midi, k) => {
        for (const [step, length, velocity] of steps) {
          add({
            time: time(bar, step) + k * strum + jitter(),
            duration: length * stepSeconds,
            midi,
            velocity: velocity * rng.range(0.92, 1.04),
            part,
            timbre: timbreOf(part),
            stem: 'chords',
          })
        }
      })
    }

    if (bar === finalBar) {
      const ring = Math.min(4, Math.max(barSeconds, duration - time(bar, 0)))
      const start = time(bar, 0)
      for (const instrument of MELODIC) {
        if (!has(instrument) || instrument === melodyPart) continue
        closeVoicing(chord, instrument === 'Cordes' || instrument === 'Synthé' ? 60 : 55).forEach((midi, k) =>
          add({
            time: start + k * 0.012,
            duration: ring,
            midi,
            velocity: 0.55,
            part: instrument,
            timbre: timbreOf(instrument),
            stem: 'chords',
          }),
        )
      }
      if (has('Basse'))
        add({
          time: start,
          duration: ring,
          midi: bassNote(chord.root),
          velocity: 0.8,
          part: 'Basse',
          timbre: 'bass',
          stem: 'bass',
        })
      if (melodyPart && melodyTimbre) {
        add({
          time: start,
          duration: ring,
          midi: lowestAtLeast(key.tonic, melodyRange.low + 3),
          velocity: 0.7,
          part: melodyPart,
          timbre: melodyTimbre,
          stem: 'melody',
        })
      }
      hit(start, 'kick', 0.9)
      hit(start, 'ohat', 0.4)
      hit(start, 'congaLo', 0.5)
      continue
    }

    // ---- accompaniment: every requested harmonic instrument, the way the style plays it
    if (sounds('Piano')) comp('Piano', melodyPart === 'Piano' ? 48 : config.pianoTimbre === 'ep' ? 53 : 55, config.keys)
    if (sounds('Orgue') && melodyPart !== 'Orgue') comp('Orgue', 55, config.organ)
    if (sounds('Cordes') && melodyPart !== 'Cordes') {
      comp('Cordes', 60, [[0, grid, 0.4]])
      add({
        time: time(bar, 0),
        duration: barSeconds,
        midi: lowestAtLeast(chord.root, 48),
        velocity: 0.35,
        part: 'Cordes',
        timbre: 'strings',
        stem: 'chords',
        gain: 0.7,
      })
    }
    if (sounds('Synthé') && melodyPart !== 'Synthé') comp('Synthé', 60, [[0, grid, 0.38]])
    if (sounds('Cuivres') && melodyPart !== 'Cuivres') comp('Cuivres', 60, config.stabs)
    if (sounds('Guitare') && (melodyPart !== 'Guitare' || rhythmGuitar)) {
      const guitarPart = melodyPart === 'Guitare' ? 'Guitare rythmique' : 'Guitare'
      const guitar = config.guitar
      if (guitar.kind === 'strum') {
        for (const step of guitar.steps) {
          const down = step % (grid / 4) === 0
          const strings = closeVoicing(chord, guitar.low).concat(closeVoicing(chord, guitar.low + 12))
          // A downstroke sweeps every string from the lowest; an upstroke catches only the three
          // highest, from the top, as a strumming hand does.
          const struck = down ? strings : strings.slice(-3).reverse()
          struck.forEach((midi, k) =>
            add({
              time: time(bar, step) + k * 0.008 + jitter(),
              duration: guitar.length * stepSeconds,
              midi,
              velocity: (down ? 0.5 : 0.38) * rng.range(0.9, 1.05),
              part: guitarPart,
              timbre: timbreOf(guitarPart),
              stem: 'chords',
              gain: 0.6,
            }),
          )
        }
      } else {
        const voicing = closeVoicing(chord, guitar.low)
        const tones = [...voicing, voicing[0]! + 12]
        guitar.steps.forEach((step, k) => {
          const midi = tones[guitar.order[k % guitar.order.length]! % tones.length]!
          add({
            time: time(bar, step) + jitter(),
            duration: guitar.length * stepSeconds,
            midi,
            velocity: (step % (grid / 4) === 0 ? 0.55 : 0.44) * rng.range(0.9, 1.05),
            part: guitarPart,
            timbre: timbreOf(guitarPart),
            stem: 'chords',
          })
        })
      }
    }
    if (sounds('Balafon') && melodyPart !== 'Balafon') {
      // An ostinato: the same figure every bar, moved onto each chord (bikutsi's interlocking 6/8
      // figure on a triplet grid, a beat-long cell elsewhere). Short strokes: see performance.ts.
      const tones = closeVoicing(chord, 67)
      const figure: [number, number][] =
        grid === 12
          ? [
              [0, 0],
              [2, 2],
              [3, 1],
              [5, 2],
              [6, 0],
              [8, 2],
              [9, 1],
              [11, 3],
            ]
          : [
              [0, 0],
              [3, 2],
              [4, 1],
              [6, 2],
              [8, 0],
              [11, 2],
              [12, 1],
              [14, 3],
            ]
      for (const [step, tone] of figure) {
        add({
          time: time(bar, step) + jitter(),
          duration: Math.min(0.14, stepSeconds * 1.5),
          midi: tone === 3 ? tones[0]! + 12 : tones[tone % tones.length]!,
          velocity: (step % (grid / 4) === 0 ? 0.62 : 0.5) * rng.range(0.92, 1.05),
          part: 'Balafon',
          timbre: 'balafon',
          stem: 'chords',
        })
      }
    }
    if (sounds('Likembe') && melodyPart !== 'Likembe') {
      // The thumbs alternate low and high tongues in even notes, a cycle of chord tones.
      const tones = closeVoicing(chord, 60)
      const cycle = [0, 2, 1, 3, 2, 1]
      const stride = grid / 8
      for (let k = 0; k < 8; k++) {
        add({
          time: time(bar, Math.round(k * stride)) + jitter(),
          duration: Math.min(0.35, stepSeconds * 3),
          midi: cycle[k % cycle.length] === 3 ? tones[0]! + 12 : tones[cycle[k % cycle.length]! % tones.length]!,
          velocity: (k % 2 === 0 ? 0.6 : 0.48) * rng.range(0.92, 1.05),
          part: 'Likembe',
          timbre: 'likembe',
          stem: 'chords',
        })
      }
    }
    if (sounds('Flûte') && melodyPart !== 'Flûte' && !sparse) {
      // A held line on the chord's third, breathing at the end of the bar.
      add({
        time: time(bar, 0) + jitter(),
        duration: barSeconds * 0.9,
        midi: lowestAtLeast((chord.root + (chord.intervals[1] ?? 4)) % 12, 72),
        velocity: 0.45,
        part: 'Flûte',
        timbre: 'flute',
        stem: 'chords',
        gain: 0.7,
      })
    }
    // ---- bass (a pedal on the root through the build-up)
    if (sounds('Basse') && section === 'build') {
      for (let beat = 0; beat < 4; beat++)
        add({
          time: time(bar, (beat * grid) / 4) + jitter(),
          duration: stepSeconds * (grid / 4) * 0.6,
          midi: bassNote(chord.root),
          velocity: 0.7 + 0.05 * beat,
          part: 'Basse',
          timbre: 'bass',
          stem: 'bass',
        })
    } else if (sounds('Basse')) {
      const pattern = config.bass[bar < intro ? 0 : (bassChoice + (phraseIndex % 2)) % config.bass.length]!
      for (const [step, length, tone] of pattern) {
        const root = bassNote(chord.root)
        let midi: number
        switch (tone) {
          case 'R':
            midi = root
            break
          case '3':
            midi = root + (chord.intervals[1] ?? 4)
            break
          case '5':
            midi = root + (chord.intervals[2] ?? 7)
            break
          case '7':
            midi = root + (chord.intervals[3] ?? 10)
            break
          case '8':
            midi = root + 12
            break
          case 'A': {
            // Approach note: a step (in the key) above or below the next chord's root.
            const target = bassNote(next.root)
            midi = target === root ? root + 7 : diatonicShift(target, rng.chance(0.5) ? -1 : 1, key)
            break
          }
        }
        add({
          time: time(bar, step) + jitter(),
          duration: length * stepSeconds * 0.92,
          midi,
          velocity: (step === 0 ? 0.9 : 0.75) * rng.range(0.92, 1.04),
          part: 'Basse',
          timbre: 'bass',
          stem: 'bass',
        })
      }
    }

    // ---- melody
    const sebene = plan.style === 'rumba' && melodyPart === 'Guitare' && section === 'B' && afterBreak(bar)
    if (sebene) {
      // The sebene: the lead guitar's fast, repeated figures over the chords, high on the neck.
      const tones = closeVoicing(chord, 69)
      const figure = [0, 1, 2, 1, 3, 2, 1, 2, 0, 1, 2, 3, 2, 1, 2, 1]
      for (let step = 0; step < grid; step++) {
        const tone = figure[step % figure.length]!
        add({
          time: time(bar, step) + jitter(),
          duration: stepSeconds * 0.9,
          midi: tone === 3 ? tones[0]! + 12 : tones[tone % tones.length]!,
          velocity: (step % 4 === 0 ? 0.72 : 0.58) * rng.range(0.92, 1.05),
          part: 'Guitare',
          timbre: melodyTimbre ?? 'guitar',
          stem: 'melody',
        })
      }
    } else if ((section === 'A' || section === 'B') && melodyPart && melodyTimbre) {
      const phrases = section === 'A' ? [phraseA, phraseA2] : [phraseB, phraseB2]
      const phrase = phrases[Math.floor(inSection / 4) % 2]!
      for (const note of phrase[inPhrase]!) {
        const start = time(bar, note.step) + jitter()
        const length = note.length * stepSeconds * config.melody.articulation
        add({
          time: start,
          duration: length,
          midi: note.midi,
          velocity: note.velocity,
          part: melodyPart,
          timbre: melodyTimbre,
          stem: 'melody',
          gain: 0.9,
        })
        // A choir sings in thirds; brass and gospel piano double the line an octave below.
        if (plan.sungVoice === 'Chœur')
          add({
            time: start + 0.006,
            duration: length,
            midi: diatonicShift(note.midi, -2, key),
            velocity: note.velocity * 0.85,
            part: 'Voix',
            timbre: 'voiceMale',
            stem: 'melody',
            gain: 0.6,
          })
        else if (melodyTimbre === 'brass' || (plan.style === 'gospel' && melodyPart === 'Piano'))
          add({
            time: start + 0.003,
            duration: length,
            midi: note.midi - 12,
            velocity: note.velocity * 0.8,
            part: melodyPart,
            timbre: melodyTimbre,
            stem: 'melody',
            gain: 0.5,
          })
        else if (plan.style === 'rumba' && melodyPart === 'Guitare')
          add({
            time: start + 0.006,
            duration: length,
            midi: diatonicShift(note.midi, -2, key),
            velocity: note.velocity * 0.85,
            part: 'Guitare',
            timbre: melodyTimbre,
            stem: 'melody',
            gain: 0.65,
          })
      }
    }

    // ---- drums and percussion
    const pattern = config.drums[bar % config.drums.length]!
    const quiet = energy < -0.4 || section === 'A'
    const nextSection = sections[bar + 1]
    const intoFill =
      section !== 'break' &&
      (section === 'build' ? inSection === sectionLength - 1 : nextSection !== section || inPhrase === 3) &&
      bar >= intro &&
      bar + 1 < finalBar &&
      energy > -0.5
    if (section === 'build' && has('Batterie')) {
      // A snare roll that doubles its rate in the last bar, rising in velocity.
      const every = inSection === sectionLength - 1 ? grid / 8 : grid / 4
      for (let step = 0; step < grid; step += every)
        hit(time(bar, step) + jitter(), 'snare', 0.35 + (0.45 * (inSection * grid + step)) / (sectionLength * grid))
      hit(time(bar, 0), 'kick', 0.8)
    }
    for (const kind of Object.keys(pattern) as DrumKind[]) {
      const handPercussion = HAND_PERCUSSION.includes(kind)
      // The intro and the break keep only hand percussion (or the hi-hat when there is none);
      // the build-up plays its roll instead of the groove.
      if (section === 'build' && !handPercussion) continue
      if (sparse && !handPercussion && !(kind === 'hat' && !has('Percussions'))) continue
      for (const [step, velocity] of pattern[kind]!) {
        // Calm pieces keep only the hi-hat's beats.
        if (quiet && (kind === 'hat' || kind === 'shaker') && step % (grid / 4) !== 0) continue
        if (intoFill && plan.style !== 'jazz' && step >= grid - grid / 4 && (kind === 'snare' || kind === 'kick'))
          continue
        hit(time(bar, step) + jitter(), kind, velocity * rng.range(0.88, 1.05))
      }
    }
    if (intoFill && plan.style !== 'jazz') {
      const from = grid - grid / 4
      const afro =
        plan.style === 'afrobeat' || plan.style === 'makossa' || plan.style === 'rumba' || plan.style === 'bikutsi'
      const useCongas = has('Percussions') && (afro || !has('Batterie'))
      for (let s = from; s < grid; s++) {
        const kind: DrumKind = useCongas ? (s % 2 ? 'congaLo' : 'congaHi') : s < grid - 1 ? 'snare' : 'tom'
        hit(time(bar, s) + jitter(), kind, 0.35 + (0.4 * (s - from)) / (grid / 4))
      }
    }
    if (
      section === 'B' &&
      inPhrase === 0 &&
      energy > -0.3 &&
      plan.style !== 'jazz' &&
      plan.style !== 'lofi' &&
      plan.style !== 'berceuse'
    )
      hit(time(bar, 0), 'ohat', 0.35)
    if (section === 'B' && bar === sectionStart[bar] && energy > -0.5 && plan.style !== 'berceuse')
      hit(time(bar, 0), 'ohat', 0.6)
    if (plan.style === 'jazz' && rng.chance(0.6)) hit(time(bar, rng.pick([2, 5, 8, 11])) + jitter(), 'snare', 0.18)
  }

  notes.sort((a, b) => a.time - b.time || a.midi - b.midi)
  hits.sort((a, b) => a.time - b.time)
  const partOrder: Part[] = [
    'Voix',
    'Piano',
    'Guitare',
    'Guitare rythmique',
    'Orgue',
    'Cordes',
    'Synthé',
    'Cuivres',
    'Balafon',
    'Likembe',
    'Flûte',
    'Basse',
    'Batterie',
    'Percussions',
  ]
  const playing = new Set<Part>([...notes.map(n => n.part), ...hits.map(h => h.part)])
  return {
    plan,
    config,
    beatSeconds,
    barSeconds,
    bars,
    melodyPart,
    parts: partOrder.filter(part => playing.has(part)),
    sections,
    notes,
    hits,
  }
}
