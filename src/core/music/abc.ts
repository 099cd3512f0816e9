/**
 * A reader for the subset of ABC notation the lessons use (https://abcnotation.com/wiki/abc:standard:v2.1):
 * headers X T C M L Q K (with `clef=bass`), notes with accidentals, octave marks and lengths, rests,
 * chords in brackets, ties, broken rhythms, triplets, bar lines and repeats (read once), chord names
 * in quotes, decorations, comments and lyrics lines. It gives the notes with their times, which the
 * practice exercises score against and the demonstrations play, and it checks a score the way the
 * course editor does: the first problem found, in French, naming its line. Pure code, both sides.
 */

export type AbcNote = {
  /** MIDI numbers sounding together (one for a single note); empty for a rest. */
  midi: number[]
  /** Start and length in quarter notes from the beginning of the tune. */
  start: number
  length: number
  /** 0-based bar number, and the 1-based line of the text where the note is written. */
  bar: number
  line: number
}

export type AbcTune = {
  title: string
  meter: { beats: number; unit: number }
  /** Quarter notes per minute. */
  tempo: number
  clef: 'treble' | 'bass'
  key: string
  notes: AbcNote[]
  /** Bar start times in quarter notes (the first is 0). */
  bars: number[]
  /** Length of the whole tune in quarter notes. */
  length: number
}

export class AbcError extends Error {
  readonly line: number
  constructor(line: number, detail: string) {
    super(`Ligne ${line} : ${detail}`)
    this.name = 'AbcError'
    this.line = line
  }
}

const LETTERS = 'CDEFGAB'
const NATURAL_SEMITONES = [0, 2, 4, 5, 7, 9, 11]
const SHARPS_ORDER = 'FCGDAEB'
/** Number of sharps (positive) or flats (negative) of each major key. */
const MAJOR_KEYS: Record<string, number> = {
  C: 0,
  G: 1,
  D: 2,
  A: 3,
  E: 4,
  B: 5,
  'F#': 6,
  'C#': 7,
  F: -1,
  Bb: -2,
  Eb: -3,
  Ab: -4,
  Db: -5,
  Gb: -6,
  Cb: -7,
}
const MODE_SHIFT: Record<string, number> = { '': 0, maj: 0, m: -3, min: -3, dor: -2, mix: -1, lyd: 1, phr: -4, loc: -5 }

function fraction(text: string, line: number, field: string): number {
  const match = /^\s*(\d+)\/(\d+)\s*$/.exec(text)
  if (!match) throw new AbcError(line, `${field} attend une fraction comme 1/8, pas « ${text.trim()} ».`)
  const value = Number(match[1]) / Number(match[2])
  if (!(value > 0) || !Number.isFinite(value)) throw new AbcError(line, `${field} doit être une fraction positive.`)
  return value
}

/** Key signature as accidentals per letter (+1 sharp, -1 flat), from a K: field such as 'G', 'Dm', 'Bb clef=bass'. */
function readKey(text: string, line: number) {
  const [name = 'C', ...options] = text.trim().split(/\s+/)
  const clef =
    options.some(option => /^clef=bass$/i.test(option)) || /^bass$/i.test(options[0] ?? '') ? 'bass' : 'treble'
  if (/^none$/i.test(name)) return { accidentals: {} as Record<string, number>, clef, key: 'C' } as const
  const match = /^([A-G])([#b]?)([a-zA-Z]*)$/.exec(name)
  const mode = match?.[3]?.toLowerCase().slice(0, 3) ?? ''
  const tonic = match ? `${match[1]}${match[2]}` : ''
  const normalizedMode = mode === 'm' || mode === 'min' ? 'm' : mode
  if (
    !match ||
    !(tonic in MAJOR_KEYS || MODE_SHIFT[normalizedMode] !== undefined) ||
    MODE_SHIFT[normalizedMode] === undefined
  )
    throw new AbcError(line, `tonalité inconnue « ${name} » (exemples : K:C, K:G, K:Dm, K:Bb).`)
  // A mode's signature is the major key's, moved along the circle of fifths.
  const fifthsOfTonic = fifthsOf(tonic)
  if (fifthsOfTonic === null) throw new AbcError(line, `tonalité inconnue « ${name} ».`)
  const fifths = fifthsOfTonic + (MODE_SHIFT[normalizedMode] ?? 0)
  if (fifths > 7 || fifths < -7)
    throw new AbcError(line, `tonalité « ${name} » hors d’usage : choisissez son enharmonique.`)
  const accidentals: Record<string, number> = {}
  if (fifths > 0) for (const letter of SHARPS_ORDER.slice(0, fifths)) accidentals[letter] = 1
  if (fifths < 0) for (const letter of [...SHARPS_ORDER].reverse().slice(0, -fifths)) accidentals[letter] = -1
  return { accidentals, clef, key: name } as const
}

function fifthsOf(tonic: string): number | null {
  if (tonic in MAJOR_KEYS) return MAJOR_KEYS[tonic]!
  // Tonics of minor and other modes that are not major keys themselves (G#m, D#m, A#m).
  const letter = tonic[0]!
  const base = MAJOR_KEYS[letter]
  if (base === undefined) return null
  return tonic[1] === '#' ? base + 7 : tonic[1] === 'b' ? base - 7 : base
}

type Token =
  | { kind: 'note'; midi: number[]; length: number; tie: boolean }
  | { kind: 'bar' }
  | { kind: 'broken'; dots: number; direction: '>' | '<' }
  | { kind: 'tuplet'; count: number }

/** Reads an ABC text; throws an AbcError (French, with its line) on the first problem. */
export function parseAbc(text: string): AbcTune {
  const lines = text.replace(/\r\n?/g, '\n').split('\n')
  let title = ''
  let meter = { beats: 4, unit: 4 }
  let unitLength: number | null = null
  let tempo = 90
  let keyInfo: ReturnType<typeof readKey> | null = null
  let seenX = false
  const notes: (AbcNote & { tie: boolean })[] = []
  const bars = [0]
  let time = 0
  let bar = 0
  let bodyStarted = false

  for (let index = 0; index < lines.length; index++) {
    const lineNumber = index + 1
    const raw = lines[index]!
    const line = raw.replace(/%.*$/, '').trimEnd()
    if (line.trim() === '') continue
    const header = /^([A-Za-z]):(.*)$/.exec(line)
    if (header) {
      const [, field, value = ''] = header
      if (field === 'w' || field === 'W') continue
      if (bodyStarted && field !== 'K' && field !== 'M' && field !== 'L' && field !== 'Q' && field !== 'T')
        throw new AbcError(lineNumber, `le champ ${field}: doit figurer dans l’en-tête, avant les notes.`)
      switch (field) {
        case 'X':
          if (!/^\s*\d+\s*$/.test(value)) throw new AbcError(lineNumber, 'X: attend un numéro, par exemple X:1.')
          seenX = true
          break
        case 'T':
          if (!title) title = value.trim()
          break
        case 'M': {
          const meterText = value.trim()
          if (meterText === 'C') meter = { beats: 4, unit: 4 }
          else if (meterText === 'C|') meter = { beats: 2, unit: 2 }
          else {
            const match = /^(\d+)\/(\d+)$/.exec(meterText)
            if (!match || ![1, 2, 4, 8, 16].includes(Number(match[2])) || Number(match[1]) < 1)
              throw new AbcError(lineNumber, `mesure invalide « ${meterText} » (exemples : M:4/4, M:3/4, M:6/8).`)
            meter = { beats: Number(match[1]), unit: Number(match[2]) }
          }
          break
        }
        case 'L':
          unitLength = fraction(value, lineNumber, 'L:')
          break
        case 'Q': {
          const match = /^\s*(?:(\d+)\/(\d+)\s*=\s*)?(\d+)\s*$/.exec(value)
          if (!match) throw new AbcError(lineNumber, `tempo invalide « ${value.trim()} » (exemple : Q:1/4=90).`)
          const beat = match[1] ? Number(match[1]) / Number(match[2]) : 0.25
          tempo = (Number(match[3]) * beat) / 0.25
          if (tempo < 20 || tempo > 400) throw new AbcError(lineNumber, 'le tempo doit rester entre 20 et 400.')
          break
        }
        case 'K':
          keyInfo = readKey(value, lineNumber)
          break
        default:
          break
      }
      continue
    }
    if (!seenX && !bodyStarted) throw new AbcError(lineNumber, 'la partition doit commencer par X:1 puis ses en-têtes.')
    if (!keyInfo) throw new AbcError(lineNumber, 'la tonalité (K:) doit être le dernier en-tête, avant les notes.')
    bodyStarted = true
    const unit = unitLength ?? (meter.beats / meter.unit < 0.75 ? 1 / 16 : 1 / 8)
    const tokens = tokenize(line, lineNumber, keyInfo.accidentals, unit)
    // Accidentals written in a bar last until its end (tokenize resets them at bar lines).
    let broken: { factor: number } | null = null
    let tuplet: { left: number; factor: number } | null = null
    for (let tokenIndex = 0; tokenIndex < tokens.length; tokenIndex++) {
      const token = tokens[tokenIndex]!
      if (token.kind === 'bar') {
        if (time > bars[bars.length - 1]!) {
          checkBar(bars[bars.length - 1]!, time, bar, meter, lineNumber, bars.length === 1)
          bars.push(time)
          bar++
        }
        continue
      }
      if (token.kind === 'tuplet') {
        tuplet = {
          left: token.count,
          factor: token.count === 3 ? 2 / 3 : token.count === 2 ? 3 / 2 : (token.count - 1) / token.count,
        }
        continue
      }
      if (token.kind === 'broken') {
        const previous = notes[notes.length - 1]
        if (!previous) throw new AbcError(lineNumber, `le rythme pointé « ${token.direction} » doit suivre une note.`)
        const long = 2 - 0.5 ** token.dots
        const short = 0.5 ** token.dots
        const previousFactor = token.direction === '>' ? long : short
        time -= previous.length
        previous.length *= previousFactor
        time += previous.length
        broken = { factor: token.direction === '>' ? short : long }
        continue
      }
      let length = token.length * 4
      if (broken) {
        length *= broken.factor
        broken = null
      }
      if (tuplet) {
        length *= tuplet.factor
        tuplet.left--
        if (tuplet.left === 0) tuplet = null
      }
      const previous = notes[notes.length - 1]
      if (previous?.tie && token.midi.length > 0 && sameNotes(previous.midi, token.midi)) {
        previous.length += length
        previous.tie = token.tie
      } else notes.push({ midi: token.midi, start: time, length, bar, line: lineNumber, tie: token.tie })
      // Thirds (triplets) would otherwise drift: times snap to the 960th of a quarter note (MIDI's grid).
      const next = time + length
      const snapped = Math.round(next * 960) / 960
      time = Math.abs(next - snapped) < 1e-4 ? snapped : next
    }
  }
  if (!keyInfo) throw new AbcError(Math.max(1, lines.length), 'il manque la tonalité (K:), par exemple K:C.')
  if (!notes.some(note => note.midi.length > 0))
    throw new AbcError(Math.max(1, lines.length), 'la partition ne contient aucune note.')
  if (time > bars[bars.length - 1]!) bars.push(time)
  return {
    title,
    meter,
    tempo,
    clef: keyInfo.clef,
    key: keyInfo.key,
    notes: notes.map(({ tie: _tie, ...note }) => note),
    bars: bars.slice(0, -1),
    length: time,
  }
}

const sameNotes = (a: number[], b: number[]) => a.length === b.length && a.every((value, index) => value === b[index])

function checkBar(
  start: number,
  end: number,
  bar: number,
  meter: { beats: number; unit: number },
  line: number,
  isFirst: boolean,
) {
  const expected = (meter.beats * 4) / meter.unit
  const actual = end - start
  // A first bar may be an anacrusis (pick-up): shorter is fine, longer is not.
  if (Math.abs(actual - expected) < 1e-6 || (isFirst && actual < expected)) return
  const inUnits = (actual * meter.unit) / 4
  const shown = Number.isInteger(inUnits) ? String(inUnits) : inUnits.toFixed(2).replace('.', ',')
  throw new AbcError(
    line,
    `la mesure ${bar + 1} dure ${shown} temps au lieu de ${meter.beats} (M:${meter.beats}/${meter.unit}).`,
  )
}

type RawNote = { kind: 'note'; midi: number[]; length: number; tie: boolean }

function tokenize(line: string, lineNumber: number, keySignature: Record<string, number>, unit: number) {
  const tokens: (Token | RawNote)[] = []
  let barAccidentals: Record<string, number> = {}
  let position = 0
  const fail = (detail: string): never => {
    throw new AbcError(lineNumber, detail)
  }

  const readLength = () => {
    const match = /^(\d*)(\/*)(\d*)/.exec(line.slice(position))!
    position += match[0].length
    const numerator = match[1] ? Number(match[1]) : 1
    let denominator = 1
    if (match[2]) denominator = match[3] ? Number(match[3]) : 2 ** match[2].length
    if (numerator === 0 || denominator === 0) fail('une durée ne peut pas être nulle.')
    return numerator / denominator
  }

  const readPitch = (): number | null => {
    const match = /^(\^{1,2}|_{1,2}|=)?([A-Ga-g])([,']*)/.exec(line.slice(position))
    if (!match) return null
    position += match[0].length
    const [, accidental, letter = 'C', octaveMarks = ''] = match
    const upper = letter.toUpperCase()
    const octave = (letter === upper ? 4 : 5) + [...octaveMarks].reduce((sum, mark) => sum + (mark === "'" ? 1 : -1), 0)
    const barKey = `${upper}${octave}`
    let alter: number
    if (accidental) {
      alter = accidental === '=' ? 0 : accidental.startsWith('^') ? accidental.length : -accidental.length
      barAccidentals[barKey] = alter
    } else alter = barAccidentals[barKey] ?? keySignature[upper] ?? 0
    const midi = 12 * (octave + 1) + NATURAL_SEMITONES[LETTERS.indexOf(upper)]! + alter
    if (midi < 21 || midi > 108) fail(`la note « ${match[0]} » sort du clavier du piano.`)
    return midi
  }

  while (position < line.length) {
    const char = line[position]!
    const rest = line.slice(position)
    if (char === ' ' || char === '\t' || char === '`') {
      position++
      continue
    }
    if (char === '"') {
      const end = line.indexOf('"', position + 1)
      if (end < 0) fail('un nom d’accord entre guillemets n’est pas refermé.')
      position = end + 1
      continue
    }
    if (char === '!' || char === '+') {
      const end = line.indexOf(char, position + 1)
      if (end < 0) fail(`une nuance ou un ornement commencé par « ${char} » n’est pas refermé.`)
      position = end + 1
      continue
    }
    if (/^[.~HLMOPSTuv]/.test(char) && /^[.~HLMOPSTuv][=^_A-Ga-g[]/.test(rest)) {
      position++
      continue
    }
    const barMatch = /^(:*\|[|\]:]?\d?|\[\||:+|\[\d)/.exec(rest)
    if (barMatch) {
      position += barMatch[0].length
      barAccidentals = {}
      tokens.push({ kind: 'bar' })
      continue
    }
    if (char === '(' && /^\(\d/.test(rest)) {
      const count = Number(rest[1])
      if (count < 2 || count > 9) fail('nolet invalide : écrivez par exemple (3 pour un triolet.')
      position += 2
      tokens.push({ kind: 'tuplet', count })
      continue
    }
    if (char === '(' || char === ')' || char === '{' || char === '}') {
      // Slurs and grace-note braces change no time; grace notes themselves are skipped below.
      if (char === '{') {
        const end = line.indexOf('}', position)
        if (end < 0) fail('des petites notes entre accolades ne sont pas refermées.')
        position = end + 1
      } else position++
      continue
    }
    if (char === '>' || char === '<') {
      const match = /^(>+|<+)/.exec(rest)!
      position += match[0].length
      tokens.push({ kind: 'broken', dots: match[0].length, direction: char })
      continue
    }
    if (char === 'z' || char === 'x') {
      position++
      tokens.push({ kind: 'note', midi: [], length: readLength() * unit, tie: false })
      continue
    }
    if (char === '[') {
      position++
      const midi: number[] = []
      let innerLength: number | null = null
      while (position < line.length && line[position] !== ']') {
        const pitch = readPitch()
        if (pitch === null) fail(`caractère inattendu « ${line[position]} » dans l’accord.`)
        midi.push(pitch as number)
        const length = readLength()
        innerLength ??= length
        if (line[position] === '-') position++
      }
      if (line[position] !== ']') fail('un accord entre crochets n’est pas refermé.')
      position++
      if (midi.length === 0) fail('un accord entre crochets est vide.')
      const length = readLength() * (innerLength ?? 1) * unit
      const tie = line[position] === '-'
      if (tie) position++
      tokens.push({ kind: 'note', midi: [...new Set(midi)].sort((a, b) => a - b), length, tie })
      continue
    }
    const pitch = readPitch()
    if (pitch !== null) {
      const length = readLength() * unit
      const tie = line[position] === '-'
      if (tie) position++
      tokens.push({ kind: 'note', midi: [pitch], length, tie })
      continue
    }
    if (char === '\\') {
      position++
      continue
    }
    fail(`caractère inattendu « ${char} » (colonne ${position + 1}).`)
  }
  return tokens as Token[]
}

/** The check the course editor applies: null when the score reads well, else the French message with its line. */
export function checkAbc(text: string): string | null {
  try {
    parseAbc(text)
    return null
  } catch (error) {
    if (error instanceof AbcError) return error.message
    throw error
  }
}

/** Seconds per quarter note at a tempo percentage (100 = as written). */
export const secondsPerQuarter = (tune: Pick<AbcTune, 'tempo'>, tempoPercent = 100) =>
  60 / tune.tempo / (tempoPercent / 100)

/** The key signature of a tune's key ('G', 'Dm', 'Bb'...): +1 for each sharp letter, -1 for each flat one. */
export function keySignature(key: string): Record<string, number> {
  try {
    return { ...readKey(key, 0).accidentals }
  } catch {
    return {}
  }
}
