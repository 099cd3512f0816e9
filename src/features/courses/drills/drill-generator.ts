import { keySignature } from '#lib/music/abc.ts'
import { seededRandom } from '../practice/scoring.ts'
import type { ChordQuality, DrillKind, DrillProfile, Meter, RhythmPatternId } from './drill-profiles.ts'

/**
 * The drill generator: one graded item (a scale, an arpeggio, a melody to read, a rhythm to tap, an
 * interval or a chord to name, a chord chart to play) drawn from a level's profile and a seed. The same
 * profile, kind, focus and seed always give the same item, so the server grades a result against the
 * item it issued without storing it. Scores are standard ABC on one staff. Pure code.
 */

/** An ear-training clip: the composer's piano plays these notes (rendered on the server). */
export type DrillAudio = { notes: number[]; play: 'one-by-one' | 'together' | 'arpeggio-then-together' }

export type DrillItem = {
  kind: DrillKind
  title: string
  instructions: string
  /** How it is answered: played, sung, tapped, or one choice among several. */
  answer: 'play' | 'sing' | 'rhythm' | 'choice'
  abc: string | null
  /** Fingering of a scale or an arpeggio on the piano, in words. */
  fingering: string | null
  choices: string[] | null
  /** The right choice: stays on the server. */
  correct: number | null
  /** What the student hears for a choice item: stays on the server (it would give the answer). */
  audio: DrillAudio | null
  /** What the item trains, for spaced repetition: 'key:G', 'hand:left', 'interval:7', 'rhythm:makossa'... */
  skills: string[]
  /** The time it takes, count-in and listening included (seconds). */
  seconds: number
}

// ---------------------------------------------------------------- spelling

const LETTERS = 'CDEFGAB'
const NATURAL = [0, 2, 4, 5, 7, 9, 11]
const FRENCH_LETTERS = ['do', 'ré', 'mi', 'fa', 'sol', 'la', 'si']

/** A key: its tonic's letter index, its signature and its mode. */
type Key = { name: string; tonic: number; minor: boolean; signature: Record<string, number> }

function readKey(name: string): Key {
  const minor = name.endsWith('m')
  return { name, tonic: LETTERS.indexOf(name[0]!), minor, signature: keySignature(name) }
}

/** A diatonic step (7 per octave, 0 = the C of octave 0) in a key, with an explicit alteration when forced. */
type Step = { step: number; alter?: number }

const letterOf = (step: number) => LETTERS[((step % 7) + 7) % 7]!
const octaveOf = (step: number) => Math.floor(step / 7)

function alterOf(key: Key, note: Step) {
  return note.alter ?? key.signature[letterOf(note.step)] ?? 0
}

export function midiOf(key: Key, note: Step): number {
  return 12 * (octaveOf(note.step) + 1) + NATURAL[LETTERS.indexOf(letterOf(note.step))]! + alterOf(key, note)
}

/** The ABC spelling of a note ('C', 'c', "c'", 'C,'), with its accidental when it is forced. */
function abcOf(note: Step, lengthText = ''): string {
  const letter = letterOf(note.step)
  const octave = octaveOf(note.step)
  const accidental =
    note.alter === undefined
      ? ''
      : note.alter === 0
        ? '='
        : note.alter > 0
          ? '^'.repeat(note.alter)
          : '_'.repeat(-note.alter)
  const name =
    octave >= 5 ? letter.toLowerCase() + "'".repeat(octave - 5) : letter + ','.repeat(Math.max(0, 4 - octave))
  return accidental + name + lengthText
}

function frenchNote(letter: string, alter: number) {
  return (
    FRENCH_LETTERS[LETTERS.indexOf(letter)]! + (alter > 0 ? '♯'.repeat(alter) : alter < 0 ? '♭'.repeat(-alter) : '')
  )
}

/** 'sol majeur', 'fa♯ mineur'. */
export function frenchKeyName(name: string): string {
  const key = readKey(name)
  const letter = LETTERS[key.tonic]!
  return `${frenchNote(letter, key.signature[letter] ?? 0)} ${key.minor ? 'mineur' : 'majeur'}`
}

/** The step of the key's tonic in an octave (octave 4: from middle C up). */
const tonicStep = (key: Key, octave: number): Step => ({ step: octave * 7 + key.tonic })

/** The scale's degree (0 = tonic) from a tonic step; the harmonic minor raises the seventh. */
function degree(key: Key, tonic: Step, index: number, harmonic = false): Step {
  const step = tonic.step + index
  const isSeventh = ((index % 7) + 7) % 7 === 6
  if (harmonic && key.minor && isSeventh) return { step, alter: (key.signature[letterOf(step)] ?? 0) + 1 }
  return { step }
}

// ---------------------------------------------------------------- small helpers

type Random = () => number
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!
const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1))

function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const list = [...items]
  for (let index = list.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1))
    ;[list[index], list[other]] = [list[other]!, list[index]!]
  }
  return list
}

/** `count` choices including the right one, in random order. */
function choicesWith(random: Random, right: string, pool: readonly string[], count = 4) {
  const others = shuffled(
    random,
    pool.filter(item => item !== right),
  ).slice(0, count - 1)
  const choices = shuffled(random, [right, ...others])
  return { choices, correct: choices.indexOf(right) }
}

const focusValue = (focus: string | null, prefix: string) =>
  focus?.startsWith(`${prefix}:`) ? focus.slice(prefix.length + 1) : null

function header(meter: Meter, unit: string, tempo: number, key: string, clef: 'treble' | 'bass' = 'treble') {
  const beat = meter === '6/8' || meter === '12/8' ? `3/8=${Math.round(tempo / 1.5)}` : `1/4=${tempo}`
  return `X:1\nM:${meter}\nL:${unit}\nQ:${beat}\nK:${key}${clef === 'bass' ? ' clef=bass' : ''}\n`
}

/** Seconds of music for a number of quarter notes at a tempo. */
const secondsOf = (quarters: number, tempo: number) => (quarters * 60) / tempo

// ---------------------------------------------------------------- scales and arpeggios

/** Standard piano fingerings, ascending (the descent reverses them): right hand, left hand. */
const FINGERINGS: Record<string, [string, string]> = {
  C: ['1 2 3 1 2 3 4 5', '5 4 3 2 1 3 2 1'],
  G: ['1 2 3 1 2 3 4 5', '5 4 3 2 1 3 2 1'],
  D: ['1 2 3 1 2 3 4 5', '5 4 3 2 1 3 2 1'],
  A: ['1 2 3 1 2 3 4 5', '5 4 3 2 1 3 2 1'],
  E: ['1 2 3 1 2 3 4 5', '5 4 3 2 1 3 2 1'],
  B: ['1 2 3 1 2 3 4 5', '4 3 2 1 4 3 2 1'],
  F: ['1 2 3 4 1 2 3 4', '5 4 3 2 1 3 2 1'],
  Bb: ['4 1 2 3 1 2 3 4', '3 2 1 4 3 2 1 3'],
  Eb: ['3 1 2 3 4 1 2 3', '3 2 1 4 3 2 1 3'],
  Ab: ['3 4 1 2 3 1 2 3', '3 2 1 4 3 2 1 3'],
  Db: ['2 3 1 2 3 4 1 2', '3 2 1 4 3 2 1 3'],
  Am: ['1 2 3 1 2 3 4 5', '5 4 3 2 1 3 2 1'],
  Em: ['1 2 3 1 2 3 4 5', '5 4 3 2 1 3 2 1'],
  Bm: ['1 2 3 1 2 3 4 5', '4 3 2 1 4 3 2 1'],
  'F#m': ['3 4 1 2 3 1 2 3', '4 3 2 1 3 2 1 4'],
  'C#m': ['3 4 1 2 3 1 2 3', '3 2 1 4 3 2 1 3'],
  Dm: ['1 2 3 1 2 3 4 5', '5 4 3 2 1 3 2 1'],
  Gm: ['1 2 3 1 2 3 4 5', '5 4 3 2 1 3 2 1'],
  Cm: ['1 2 3 1 2 3 4 5', '5 4 3 2 1 3 2 1'],
  Fm: ['1 2 3 4 1 2 3 4', '5 4 3 2 1 3 2 1'],
}

/** Arpeggios of a triad with its octave: white-key tonics, then black-key ones (simplified). */
const ARPEGGIO_FINGERINGS = { white: ['1 2 3 5', '5 4 2 1'], black: ['2 1 2 4', '3 2 1 3'] } as const

const HAND_NAMES = { right: 'main droite', left: 'main gauche', both: 'mains ensemble' } as const

function fingeringText(hand: 'right' | 'left' | 'both', ascending: [string, string]) {
  const line = (fingers: string) => `${fingers} puis ${fingers.split(' ').reverse().join(' ')}`
  if (hand === 'right') return `Main droite : ${line(ascending[0])}`
  if (hand === 'left') return `Main gauche : ${line(ascending[1])}`
  return `Main droite : ${line(ascending[0])} ; main gauche : ${line(ascending[1])}`
}

/** A one-octave pattern (degrees from the tonic) that fits the voice's range, else a fifth, else null. */
function voiceTonic(key: Key, range: [number, number], top: number): Step | null {
  for (let octave = 2; octave <= 6; octave++) {
    const tonic = tonicStep(key, octave)
    const low = midiOf(key, tonic)
    const high = midiOf(key, degree(key, tonic, top, true))
    if (low >= range[0] && high <= range[1]) return tonic
  }
  return null
}

/** The range a hand's notes stay in: the treble's, the bass's, or from the bass's bottom to the treble's top. */
export function handRange(profile: DrillProfile, hand: 'right' | 'left' | 'both'): [number, number] {
  const bass = profile.bassRange ?? profile.range
  if (hand === 'right') return profile.range
  if (hand === 'left') return bass
  return [bass[0], profile.range[1]]
}

/**
 * The tonic a piano scale starts from: the octave closest to middle C (an octave lower for the left hand)
 * whose notes stay in the hand's range; hands together play the lower octave with the left hand.
 */
function pianoTonic(key: Key, profile: DrillProfile, hand: 'right' | 'left' | 'both', top: number): Step {
  const [low, high] = handRange(profile, hand)
  const home = hand === 'left' ? 48 : 60
  let best: Step | null = null
  for (let octave = 1; octave <= 6; octave++) {
    const tonic = tonicStep(key, octave)
    const bottom = midiOf(key, hand === 'both' ? { step: tonic.step - 7 } : tonic)
    const summit = midiOf(key, degree(key, tonic, top, true))
    if (bottom < low || summit > high) continue
    if (!best || Math.abs(midiOf(key, tonic) - home) < Math.abs(midiOf(key, best) - home)) best = tonic
  }
  return best ?? tonicStep(key, hand === 'left' ? 3 : 4)
}

function scaleItem(profile: DrillProfile, random: Random, focus: string | null, arpeggio: boolean): DrillItem {
  const keyName = pickKey(profile, random, focus)
  const key = readKey(keyName)
  const tempo = between(random, profile.tempo[0], profile.tempo[1])
  const keyFrench = frenchKeyName(keyName)
  const skills = [`key:${keyName}`]
  let degrees = arpeggio ? [0, 2, 4, 7, 4, 2, 0] : [0, 1, 2, 3, 4, 5, 6, 7, 6, 5, 4, 3, 2, 1, 0]
  let tonic: Step
  let hand: 'right' | 'left' | 'both' | null = null
  let clef: 'treble' | 'bass' = 'treble'
  if (profile.performer === 'voice') {
    const octaveTonic = voiceTonic(key, profile.range, 7)
    if (octaveTonic) tonic = octaveTonic
    else {
      // The octave does not fit this voice: the five first degrees instead.
      tonic = voiceTonic(key, profile.range, 4) ?? tonicStep(key, 4)
      degrees = arpeggio ? [0, 2, 4, 2, 0] : [0, 1, 2, 3, 4, 3, 2, 1, 0]
    }
  } else {
    const handFocus = focusValue(focus, 'hand') as 'right' | 'left' | 'both' | null
    hand = handFocus && profile.hands.includes(handFocus) ? handFocus : pick(random, profile.hands)
    skills.push(`hand:${hand}`)
    clef = hand === 'left' ? 'bass' : 'treble'
    tonic = pianoTonic(key, profile, hand, 7)
  }
  // Quarter notes, the last held: four beats a bar.
  const notes = degrees.map(index => degree(key, tonic, index, true))
  const written = notes.map((note, index) => {
    const last = index === notes.length - 1
    const length = last ? String(4 - ((notes.length - 1) % 4)) : ''
    if (hand === 'both') return `[${abcOf({ ...note, step: note.step - 7 })}${abcOf(note)}]${length}`
    return abcOf(note, length)
  })
  const bars: string[] = []
  for (let index = 0; index < written.length; index += 4) bars.push(written.slice(index, index + 4).join(' '))
  const abc = `${header('4/4', '1/4', tempo, keyName, clef)}${bars.join(' | ')} |]`
  const what = arpeggio ? `Arpège de ${keyFrench}` : `Gamme de ${keyFrench}${key.minor ? ' (harmonique)' : ''}`
  let fingering: string | null = null
  if (hand) {
    const table = arpeggio
      ? (key.signature[LETTERS[key.tonic]!] ?? 0) === 0
        ? ARPEGGIO_FINGERINGS.white
        : ARPEGGIO_FINGERINGS.black
      : FINGERINGS[keyName]
    if (table) fingering = fingeringText(hand, [table[0], table[1]])
  }
  const quarters = Math.ceil(notes.length / 4) * 4
  return {
    kind: arpeggio ? 'arpeggio' : 'scale',
    title: hand ? `${what}, ${HAND_NAMES[hand]}` : what,
    instructions:
      profile.performer === 'voice'
        ? 'Chantez en montant puis en descendant, après le décompte, sur « a » ou en nommant les notes.'
        : 'Jouez en montant puis en descendant, après le décompte, en respectant le doigté.',
    answer: profile.performer === 'voice' ? 'sing' : 'play',
    abc,
    fingering,
    choices: null,
    correct: null,
    audio: null,
    skills,
    seconds: Math.round(secondsOf(quarters + 4, tempo) + 15),
  }
}

function pickKey(profile: DrillProfile, random: Random, focus: string | null, majorOnly = false): string {
  const keys = majorOnly ? profile.keys.filter(key => !key.endsWith('m')) : profile.keys
  const wanted = focusValue(focus, 'key')
  if (wanted && keys.includes(wanted)) return wanted
  const note = focusValue(focus, 'note')
  if (note !== null) {
    // A note to practise: a key where it is on the scale.
    const inKey = keys.filter(name => {
      const key = readKey(name)
      return Array.from({ length: 7 }, (_, index) => midiOf(key, { step: 28 + index }) % 12).includes(Number(note) % 12)
    })
    if (inKey.length > 0) return pick(random, inKey)
  }
  return pick(random, keys.length > 0 ? keys : ['C'])
}

// ---------------------------------------------------------------- rhythm cells and patterns

/** Bars of one meter as lengths in eighth notes, by rhythm level (each level adds to the ones before). */
const CELLS: Record<Meter, [number[][], number[][], number[][]]> = {
  '4/4': [
    [[8], [4, 4], [4, 2, 2], [2, 2, 4], [2, 2, 2, 2], [2, 2, 1, 1, 2], [1, 1, 2, 2, 2], [6, 2], [4, 2, 1, 1]],
    [
      [3, 1, 2, 2],
      [2, 2, 3, 1],
      [3, 1, 3, 1],
      [1, 0.5, 0.5, 2, 2, 2],
      [2, 1, 0.5, 0.5, 4],
    ],
    [
      [1, 2, 1, 2, 2],
      [2, 1, 2, 1, 2],
      [1, 2, 2, 2, 1],
      [3, 3, 2],
    ],
  ],
  '3/4': [
    [[6], [4, 2], [2, 4], [2, 2, 2], [2, 1, 1, 2], [1, 1, 2, 2]],
    [
      [3, 1, 2],
      [2, 3, 1],
      [1, 0.5, 0.5, 2, 2],
    ],
    [
      [1, 2, 1, 2],
      [1, 2, 2, 1],
    ],
  ],
  '2/4': [
    [[4], [2, 2], [1, 1, 2], [2, 1, 1]],
    [
      [3, 1],
      [1, 0.5, 0.5, 2],
    ],
    [[1, 2, 1]],
  ],
  '6/8': [
    [[3, 3], [2, 1, 3], [3, 2, 1], [1, 1, 1, 3], [6]],
    [
      [2, 1, 2, 1],
      [1, 1, 1, 1, 1, 1],
      [3, 1, 1, 1],
    ],
    [
      [1, 2, 1, 2],
      [1, 2, 3],
    ],
  ],
  '12/8': [
    [
      [3, 3, 3, 3],
      [2, 1, 3, 3, 3],
      [3, 3, 6],
      [6, 6],
    ],
    [
      [2, 1, 2, 1, 3, 3],
      [1, 1, 1, 3, 2, 1, 3],
    ],
    [
      [1, 2, 1, 2, 3, 3],
      [2, 2, 2, 2, 2, 2],
    ],
  ],
}

const cellsFor = (meter: Meter, level: 1 | 2 | 3) => CELLS[meter].slice(0, level).flat()

const eighthsPerBar: Record<Meter, number> = { '2/4': 4, '3/4': 6, '4/4': 8, '6/8': 6, '12/8': 12 }

/** ABC length text for a length in eighth notes (L:1/8). */
function lengthText(eighths: number) {
  if (eighths === 1) return ''
  if (eighths === 0.5) return '/'
  if (Number.isInteger(eighths)) return String(eighths)
  return `${eighths * 2}/2`
}

/** Named patterns to tap, each one bar or more (L:1/8, on the middle line); they loop with variants. */
export const RHYTHM_PATTERNS: Record<RhythmPatternId, { name: string; meter: Meter; bars: string[] }> = {
  noires: { name: 'Noires', meter: '4/4', bars: ['B2 B2 B2 B2', 'B4 B2 B2'] },
  croches: { name: 'Noires et croches', meter: '4/4', bars: ['B2 B B B2 B B', 'B B B2 B B B2'] },
  valse: { name: 'Valse à trois temps', meter: '3/4', bars: ['B4 B2', 'B2 B B B2'] },
  pointee: { name: 'Noire pointée et croche', meter: '4/4', bars: ['B3 B B2 B2', 'B3 B B3 B'] },
  syncope: { name: 'Syncopes', meter: '4/4', bars: ['B B2 B B B2 B', 'B B2 B z B B2'] },
  contretemps: { name: 'Contretemps', meter: '4/4', bars: ['z B z B z B z B', 'B2 z B z B B2'] },
  'ternaire-6-8': { name: 'Ternaire à 6/8', meter: '6/8', bars: ['B3 B3', 'B2 B B2 B', 'B B B B B B'] },
  'ternaire-12-8': { name: 'Ternaire à 12/8', meter: '12/8', bars: ['B3 B3 B3 B3', 'B2 B B2 B B3 B3'] },
  // The makossa bass's pushed beat: 3 + 3 + 2 eighths, and its answer on the off-beats.
  makossa: { name: 'Makossa', meter: '4/4', bars: ['B3 B3 B2', 'B2 z B z B B2'] },
  // Bikutsi: the long-short gallop in 6/8, and in 12/8 with its two-against-three handclaps.
  'bikutsi-6-8': { name: 'Bikutsi à 6/8', meter: '6/8', bars: ['B2 B B2 B', 'B B B B2 B'] },
  'bikutsi-12-8': { name: 'Bikutsi à 12/8', meter: '12/8', bars: ['B2 B B2 B B2 B B2 B', 'B2 B2 B2 B2 B2 B2'] },
  // Afrobeat's kick on steps 1, 7 and 11 of sixteen, and the off-beat shaker.
  afrobeat: { name: 'Afrobeat', meter: '4/4', bars: ['B3 B2 B3', 'B z B B z B B z'] },
}

function rhythmItem(profile: DrillProfile, random: Random, focus: string | null): DrillItem {
  const wantedPattern = focusValue(focus, 'rhythm') as RhythmPatternId | null
  const wantedMeter = focusValue(focus, 'meter') as Meter | null
  const inMeter = wantedMeter ? profile.rhythms.filter(id => RHYTHM_PATTERNS[id].meter === wantedMeter) : []
  const id =
    wantedPattern && profile.rhythms.includes(wantedPattern)
      ? wantedPattern
      : pick(random, inMeter.length > 0 ? inMeter : profile.rhythms)
  const pattern = RHYTHM_PATTERNS[id]
  const tempo = between(random, profile.tempo[0], profile.tempo[1])
  const count = pattern.meter === '12/8' ? 2 : 4
  const bars = Array.from({ length: count }, (_, index) =>
    index === 0 || index === count - 1 ? pattern.bars[0]! : pick(random, pattern.bars),
  )
  const abc = `${header(pattern.meter, '1/8', tempo, 'C')}${bars.join(' | ')} |]`
  const quarters = (count * eighthsPerBar[pattern.meter]) / 2
  return {
    kind: 'rhythm',
    title: `Rythme : ${pattern.name}`,
    instructions: 'Écoutez le modèle si besoin, puis tapez le rythme après le décompte (écran ou barre d’espace).',
    answer: 'rhythm',
    abc,
    fingering: null,
    choices: null,
    correct: null,
    audio: null,
    skills: [`rhythm:${id}`, `meter:${pattern.meter}`],
    seconds: Math.round(secondsOf(quarters * 2 + 4, tempo) + 10),
  }
}

// ---------------------------------------------------------------- sight-reading

function readingItem(profile: DrillProfile, random: Random, focus: string | null): DrillItem {
  const keyName = pickKey(profile, random, focus)
  const key = readKey(keyName)
  const wantedMeter = focusValue(focus, 'meter') as Meter | null
  const meter = wantedMeter && profile.meters.includes(wantedMeter) ? wantedMeter : pick(random, profile.meters)
  const tempo = between(random, profile.tempo[0], profile.tempo[1])
  const wantedHand = focusValue(focus, 'hand')
  const focusNote = focusValue(focus, 'note')
  const within = (range: [number, number] | null) =>
    focusNote === null || (range !== null && Number(focusNote) >= range[0] && Number(focusNote) <= range[1])
  // The left hand reads in the bass clef: asked for, or a third of the time, when the note to practise is there.
  const left =
    profile.performer === 'piano' &&
    profile.bassRange !== null &&
    within(profile.bassRange) &&
    (wantedHand === 'left' || !within(profile.range) || (!wantedHand && random() < 0.35))
  const range = left && profile.bassRange ? profile.bassRange : profile.range
  // Every step of the key inside the range.
  const steps: Step[] = []
  for (let step = 0; step < 70; step++) {
    const midi = midiOf(key, { step })
    if (midi >= range[0] && midi <= range[1]) steps.push({ step })
  }
  const tonics = steps.filter(note => ((note.step % 7) + 7) % 7 === key.tonic)
  const focusIndex = focusNote === null ? -1 : steps.findIndex(note => midiOf(key, note) === Number(focusNote))
  const barCount = profile.rhythmLevel === 1 ? pick(random, [2, 4]) : 4
  const cells = cellsFor(meter, profile.rhythmLevel)
  const rhythm: number[][] = Array.from({ length: barCount }, (_, index) =>
    index === barCount - 1 ? [eighthsPerBar[meter]] : pick(random, cells),
  )
  const noteCount = rhythm.reduce((sum, bar) => sum + bar.length, 0)
  const maxLeap = profile.rhythmLevel === 1 ? 2 : profile.rhythmLevel === 2 ? 4 : 5
  // A walk on the key's steps: mostly by step, some thirds, a few leaps; from and back to the tonic.
  const start = tonics.length > 0 ? steps.indexOf(pick(random, tonics)) : Math.floor(steps.length / 2)
  const indexes = [start]
  for (let index = 1; index < noteCount; index++) {
    const previous = indexes[index - 1]!
    const size = random() < 0.6 ? 1 : random() < 0.75 ? 2 : between(random, 3, maxLeap)
    let next = previous + (random() < 0.5 ? -size : size)
    if (next < 0 || next >= steps.length) next = previous - (next - previous)
    indexes.push(Math.min(steps.length - 1, Math.max(0, next)))
  }
  if (focusIndex >= 0) {
    // The note to practise comes back three times.
    for (const position of [1, Math.floor(noteCount / 2), noteCount - 2])
      if (position > 0 && position < noteCount - 1) indexes[position] = focusIndex
  }
  const last = indexes[noteCount - 2] ?? start
  const closestTonic = tonics.reduce(
    (best, tonic) => (Math.abs(steps.indexOf(tonic) - last) < Math.abs(steps.indexOf(best) - last) ? tonic : best),
    tonics[0] ?? steps[start]!,
  )
  indexes[noteCount - 1] = steps.indexOf(closestTonic)
  let position = 0
  const body = rhythm
    .map(bar => bar.map(length => abcOf(steps[indexes[position++]!]!, lengthText(length))).join(' '))
    .join(' | ')
  const abc = `${header(meter, '1/8', tempo, keyName, left ? 'bass' : 'treble')}${body} |]`
  const skills = [`key:${keyName}`, `meter:${meter}`]
  const hand = left ? 'left' : 'right'
  if (profile.performer === 'piano') skills.push(`hand:${hand}`)
  const quarters = (barCount * eighthsPerBar[meter]) / 2
  return {
    kind: 'reading',
    title: `Lecture à vue en ${frenchKeyName(keyName)}, ${meter}${profile.performer === 'piano' ? `, ${HAND_NAMES[hand]}` : ''}`,
    instructions:
      profile.performer === 'voice'
        ? 'Lisez la mélodie en silence, puis chantez-la après le décompte, sans écouter le modèle d’abord.'
        : 'Lisez la mélodie en silence, puis jouez-la après le décompte, sans écouter le modèle d’abord.',
    answer: profile.performer === 'voice' ? 'sing' : 'play',
    abc,
    fingering: null,
    choices: null,
    correct: null,
    audio: null,
    skills,
    seconds: Math.round(secondsOf(quarters + 4, tempo) + 25),
  }
}

// ---------------------------------------------------------------- ear training

export const INTERVAL_NAMES: Record<number, string> = {
  1: 'seconde mineure',
  2: 'seconde majeure',
  3: 'tierce mineure',
  4: 'tierce majeure',
  5: 'quarte juste',
  6: 'triton',
  7: 'quinte juste',
  8: 'sixte mineure',
  9: 'sixte majeure',
  10: 'septième mineure',
  11: 'septième majeure',
  12: 'octave',
}

const SHAPES: Record<ChordQuality, number[]> = {
  maj: [0, 4, 7],
  min: [0, 3, 7],
  dim: [0, 3, 6],
  aug: [0, 4, 8],
  '7': [0, 4, 7, 10],
  maj7: [0, 4, 7, 11],
  m7: [0, 3, 7, 10],
  m7b5: [0, 3, 6, 10],
}

export const CHORD_NAMES: Record<ChordQuality, string> = {
  maj: 'majeur',
  min: 'mineur',
  dim: 'diminué',
  aug: 'augmenté',
  '7': 'septième de dominante',
  maj7: 'septième majeure',
  m7: 'mineur septième',
  m7b5: 'demi-diminué',
}

function intervalItem(profile: DrillProfile, random: Random, focus: string | null): DrillItem {
  const wanted = Number(focusValue(focus, 'interval'))
  const semitones = profile.intervals.includes(wanted) ? wanted : pick(random, profile.intervals)
  const mode = pick(random, profile.intervalModes)
  // Heard in the middle of the keyboard, where both notes stay in a voice's reach.
  const low = between(random, 55, 79 - semitones)
  const notes = mode === 'down' ? [low + semitones, low] : [low, low + semitones]
  const pool = [...new Set([...profile.intervals, 2, 4, 7, 12])].map(value => INTERVAL_NAMES[value]!)
  const modeText = mode === 'down' ? ', en descendant' : mode === 'together' ? ', ensemble' : ''
  return {
    kind: 'interval',
    title: `Intervalle${modeText}`,
    instructions: 'Écoutez les deux notes (autant de fois que vous voulez), puis nommez l’intervalle.',
    answer: 'choice',
    abc: null,
    fingering: null,
    ...choicesWith(random, INTERVAL_NAMES[semitones]!, pool),
    audio: { notes, play: mode === 'together' ? 'together' : 'one-by-one' },
    skills: [`interval:${semitones}`],
    seconds: 15,
  }
}

function chordItem(profile: DrillProfile, random: Random, focus: string | null): DrillItem {
  const wanted = focusValue(focus, 'chord') as ChordQuality | null
  const quality = wanted && profile.chords.includes(wanted) ? wanted : pick(random, profile.chords)
  const root = between(random, 50, 62)
  const pool = [...new Set<ChordQuality>([...profile.chords, 'maj', 'min', 'dim', 'aug'])].map(
    value => CHORD_NAMES[value],
  )
  return {
    kind: 'chord',
    title: 'Accord',
    instructions: 'Écoutez l’accord, arpégé puis plaqué, et dites de quel type il est.',
    answer: 'choice',
    abc: null,
    fingering: null,
    ...choicesWith(random, CHORD_NAMES[quality], pool),
    audio: { notes: SHAPES[quality].map(step => root + step), play: 'arpeggio-then-together' },
    skills: [`chord:${quality}`],
    seconds: 15,
  }
}

// ---------------------------------------------------------------- chord charts

const ROMANS = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii']
const QUALITY_SUFFIX: Record<string, string> = {
  '0,4,7': '',
  '0,3,7': 'm',
  '0,3,6': 'dim',
  '0,4,8': 'aug',
  '0,4,7,10': '7',
  '0,4,7,11': 'maj7',
  '0,3,7,10': 'm7',
  '0,3,6,10': 'm7b5',
}

/** A chord of the key from its degree ('V7', 'ii', 'Imaj7'): the scale's notes stacked in thirds. */
function chordOf(key: Key, symbol: string, octave: number) {
  const match = /^([ivIV]+)(.*)$/.exec(symbol)!
  const index = ROMANS.indexOf(match[1]!.toLowerCase())
  const tonic = tonicStep(key, octave)
  const tones = [0, 2, 4, ...(match[2]!.includes('7') ? [6] : [])].map(step => degree(key, tonic, index + step))
  const midis = tones.map(note => midiOf(key, note))
  const shape = midis.map(midi => midi - midis[0]!).join(',')
  const root = tones[0]!
  const rootName = letterOf(root.step) + ['bb', 'b', '', '#', '##'][alterOf(key, root) + 2]!
  return { tones, name: rootName + (QUALITY_SUFFIX[shape] ?? '') }
}

function chartItem(profile: DrillProfile, random: Random, focus: string | null): DrillItem {
  const keyName = pickKey(profile, random, focus, true)
  const key = readKey(keyName)
  const progression = pick(random, profile.progressions)
  const tempo = between(random, profile.tempo[0], Math.min(profile.tempo[1], 80))
  let previous: number[] | null = null
  const bars = progression.map(symbol => {
    const chord = chordOf(key, symbol, 4)
    // Every inversion and octave with its lowest note around middle C; the beginner keeps root position,
    // the others move as little as possible from the previous chord (« une conduite de voix économe »).
    const candidates: Step[][] = []
    const inversions = profile.rhythmLevel === 1 ? 1 : chord.tones.length
    for (let inversion = 0; inversion < inversions; inversion++)
      for (const shift of [-14, -7, 0, 7]) {
        const voicing = chord.tones.map((note, index) => ({
          ...note,
          step: note.step + shift + (index < inversion ? 7 : 0),
        }))
        const low = Math.min(...voicing.map(note => midiOf(key, note)))
        if (low >= 53 && low <= 67) candidates.push(voicing.sort((a, b) => a.step - b.step))
      }
    const cost = (voicing: Step[]) => {
      const midis = voicing.map(note => midiOf(key, note))
      if (!previous) return Math.abs(midis[0]! - 60)
      return midis.reduce((sum, midi, index) => sum + Math.abs(midi - (previous![index] ?? previous![0]!)), 0)
    }
    const best = candidates.reduce((a, b) => (cost(b) < cost(a) ? b : a))
    previous = best.map(note => midiOf(key, note))
    return `"${chord.name}"[${best.map(note => abcOf(note)).join('')}]4`
  })
  const abc = `${header('4/4', '1/4', tempo, keyName)}${bars.join(' | ')} |]`
  return {
    kind: 'chart',
    title: `Grille en ${frenchKeyName(keyName)} : ${progression.join(' – ')}`,
    instructions:
      'Jouez chaque accord plaqué au premier temps de sa mesure et tenez-le : c’est l’accompagnement d’une chanson.',
    answer: 'play',
    abc,
    fingering: null,
    choices: null,
    correct: null,
    audio: null,
    skills: [`key:${keyName}`, 'hand:right'],
    seconds: Math.round(secondsOf(progression.length * 4 + 4, tempo) + 20),
  }
}

// ---------------------------------------------------------------- one entry point

const MAKERS: Record<DrillKind, (profile: DrillProfile, random: Random, focus: string | null) => DrillItem> = {
  scale: (profile, random, focus) => scaleItem(profile, random, focus, false),
  arpeggio: (profile, random, focus) => scaleItem(profile, random, focus, true),
  reading: readingItem,
  rhythm: rhythmItem,
  interval: intervalItem,
  chord: chordItem,
  chart: chartItem,
}

/** The item of this kind for this seed (and focus: a skill to practise, or null). */
export function generateDrillItem(
  profile: DrillProfile,
  kind: DrillKind,
  seed: number,
  focus: string | null = null,
): DrillItem {
  return MAKERS[kind](profile, seededRandom(seed), focus)
}

/** The kind of item that practises a skill ('key:G' → a scale or a reading, 'interval:7' → an interval...). */
export function kindForSkill(profile: DrillProfile, skill: string, random: Random): DrillKind {
  const [type] = skill.split(':')
  const can = (kind: DrillKind) => profile.kinds.includes(kind)
  switch (type) {
    case 'interval':
      return 'interval'
    case 'chord':
      return 'chord'
    case 'rhythm':
      return 'rhythm'
    case 'note':
      return 'reading'
    case 'hand':
      return pick(random, (['scale', 'reading'] as const).filter(can))
    case 'meter':
      return can('reading') ? 'reading' : 'rhythm'
    default:
      return pick(random, (['scale', 'arpeggio', 'reading'] as const).filter(can))
  }
}

/** Every skill a level's profile trains (what an unseen item may be about). */
export function skillsOf(profile: DrillProfile): string[] {
  const melodic = profile.performer !== 'none'
  return [
    ...(melodic ? profile.keys.map(key => `key:${key}`) : []),
    ...profile.hands.map(hand => `hand:${hand}`),
    ...(melodic ? profile.meters.map(meter => `meter:${meter}`) : []),
    ...profile.rhythms.map(id => `rhythm:${id}`),
    ...profile.intervals.map(value => `interval:${value}`),
    ...profile.chords.map(quality => `chord:${quality}`),
  ]
}
