/**
 * A reader for the subset of ABC notation the lessons use (https://abcnotation.com/wiki/abc:standard:v2.1;
 * docs/content.md lists it): headers X T C M L Q K (with `clef=bass`), voices (`V:` lines and `[V:…]`,
 * placed on staves by `%%score` or `%%staves`), notes with accidentals, octave marks and lengths, rests,
 * chords in brackets, ties, broken rhythms, triplets, bar lines and repeats (read once), chord names
 * in quotes, decorations, comments and lyrics lines. It gives the notes with their times, voices and
 * hands, which the practice exercises score against and the demonstrations play, and it checks a score
 * the way the course editor does: the first problem found, in French, naming its line. Pure code, both sides.
 */

/** The hands of a piano score: the upper staff of a braced pair is the right hand, the lower the left (ADR 024). */
export type Hand = 'right' | 'left'

export type AbcVoice = {
  /** The id written after V: ('RH', 'LH', '1'…); '1' for a tune without voices. */
  id: string
  /** Its name="…", else the id. */
  name: string
  clef: 'treble' | 'bass'
  /** Index of its staff in `AbcTune.staves`. */
  staff: number
}

export type AbcStaff = {
  clef: 'treble' | 'bass'
  /** Indexes in `AbcTune.voices` of the voices written on this staff (two or more share it, stems up then down). */
  voices: number[]
  /** In a braced pair (`%%score {RH | LH}`): the hand that plays it; else null. */
  hand: Hand | null
  /** Joined to the staff above by a brace (the second staff of a braced pair), drawn at the left of each system. */
  braced: boolean
  /** Its bar lines run on through the staff below (`|` between them in %%score, or a brace). */
  barsJoinBelow: boolean
}

export type AbcNote = {
  /** MIDI numbers sounding together (one for a single note); empty for a rest. */
  midi: number[]
  /** Start and length in quarter notes from the beginning of the tune. */
  start: number
  length: number
  /** 0-based bar number, and the 1-based line of the text where the note is written. */
  bar: number
  line: number
  /** Index of its voice in `AbcTune.voices` (0 for a tune without voices). */
  voice: number
}

export type AbcTune = {
  title: string
  meter: { beats: number; unit: number }
  /** Quarter notes per minute. */
  tempo: number
  /** The first staff's clef. */
  clef: 'treble' | 'bass'
  key: string
  /** Every voice's notes, in time order (voices in their order at equal times). */
  notes: AbcNote[]
  voices: AbcVoice[]
  staves: AbcStaff[]
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
  | { kind: 'voice'; id: string }

/** What a V: field says: `V:LH clef=bass name="Main gauche"`. */
function readVoiceField(text: string, line: number) {
  const match = /^\s*([A-Za-z0-9_]+)(.*)$/.exec(text)
  if (!match) throw new AbcError(line, `voix sans nom « V:${text.trim()} » (exemple : V:RH clef=treble).`)
  const options = match[2] ?? ''
  const clef = /(?:^|\s)(?:clef=)?bass\b/i.test(options)
    ? ('bass' as const)
    : /(?:^|\s)(?:clef=)?treble\b/i.test(options)
      ? ('treble' as const)
      : null
  const name = /(?:^|\s)(?:name|nm)="([^"]*)"/.exec(options)?.[1] ?? null
  return { id: match[1]!, clef, name }
}

/**
 * `%%score {RH | LH}` or `%%staves {(S A) | B}`: voices in parentheses share a staff, braces join a
 * pair of staves (the piano's grand staff), `|` carries bar lines on to the staff below; brackets are read as groups.
 */
function readScoreDirective(text: string, line: number) {
  const staves: { voices: string[]; braced: boolean; barsJoinBelow: boolean; brace: number }[] = []
  let brace = -1
  let braces = 0
  let group: string[] | null = null
  for (const token of text.match(/[{}()[\]|]|[A-Za-z0-9_]+/g) ?? []) {
    if (token === '{') {
      if (brace >= 0) throw new AbcError(line, '%%score : une accolade ne peut pas en contenir une autre.')
      brace = braces++
    } else if (token === '}') brace = -1
    else if (token === '(') group = []
    else if (token === ')') {
      if (group?.length) staves.push({ voices: group, braced: false, barsJoinBelow: false, brace })
      group = null
    } else if (token === '|') {
      const last = staves[staves.length - 1]
      if (last) last.barsJoinBelow = true
    } else if (token === '[' || token === ']') continue
    else if (group) group.push(token)
    else staves.push({ voices: [token], braced: false, barsJoinBelow: false, brace })
  }
  if (group) throw new AbcError(line, '%%score : une parenthèse n’est pas refermée.')
  return staves
}

type VoiceState = {
  id: string
  name: string | null
  clef: 'treble' | 'bass' | null
  notes: (AbcNote & { tie: boolean })[]
  bars: number[]
  time: number
  bar: number
  /** The line where its last bar was counted (errors name it). */
  line: number
}

/** Reads an ABC text; throws an AbcError (French, with its line) on the first problem. */
export function parseAbc(text: string): AbcTune {
  const lines = text.replace(/\r\n?/g, '\n').split('\n')
  let title = ''
  let meter = { beats: 4, unit: 4 }
  let unitLength: number | null = null
  let tempo = 90
  let keyInfo: ReturnType<typeof readKey> | null = null
  let seenX = false
  let bodyStarted = false
  let scoreLayout: ReturnType<typeof readScoreDirective> | null = null
  const voices: VoiceState[] = []
  const voiceNamed = (id: string) => {
    let voice = voices.find(candidate => candidate.id === id)
    if (!voice) {
      voice = { id, name: null, clef: null, notes: [], bars: [0], time: 0, bar: 0, line: 1 }
      voices.push(voice)
    }
    return voice
  }
  let current: VoiceState | null = null

  for (let index = 0; index < lines.length; index++) {
    const lineNumber = index + 1
    const raw = lines[index]!
    const directive = /^%%(score|staves)\b(.*)$/.exec(raw.trim())
    if (directive) {
      scoreLayout = readScoreDirective(directive[2]!.replace(/%.*$/, ''), lineNumber)
      continue
    }
    const line = raw.replace(/%.*$/, '').trimEnd()
    if (line.trim() === '') continue
    const header = /^([A-Za-z]):(.*)$/.exec(line)
    if (header) {
      const [, field, value = ''] = header
      if (field === 'w' || field === 'W') continue
      if (bodyStarted && !'KMLQTV'.includes(field!))
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
        case 'V': {
          const field = readVoiceField(value, lineNumber)
          const voice = voiceNamed(field.id)
          voice.clef = field.clef ?? voice.clef
          voice.name = field.name ?? voice.name
          // In the body, V: switches the voice the following lines belong to.
          if (bodyStarted || keyInfo) current = voice
          break
        }
        default:
          break
      }
      continue
    }
    if (!seenX && !bodyStarted) throw new AbcError(lineNumber, 'la partition doit commencer par X:1 puis ses en-têtes.')
    if (!keyInfo) throw new AbcError(lineNumber, 'la tonalité (K:) doit être le dernier en-tête, avant les notes.')
    bodyStarted = true
    current ??= voices[0] ?? voiceNamed('1')
    const unit = unitLength ?? (meter.beats / meter.unit < 0.75 ? 1 / 16 : 1 / 8)
    const tokens = tokenize(line, lineNumber, keyInfo.accidentals, unit)
    // Accidentals written in a bar last until its end (tokenize resets them at bar lines).
    let broken: { factor: number } | null = null
    let tuplet: { left: number; factor: number } | null = null
    for (let tokenIndex = 0; tokenIndex < tokens.length; tokenIndex++) {
      const token = tokens[tokenIndex]!
      const voice: VoiceState = current
      if (token.kind === 'voice') {
        current = voiceNamed(token.id)
        continue
      }
      if (token.kind === 'bar') {
        if (voice.time > voice.bars[voice.bars.length - 1]!) {
          checkBar(
            voice.bars[voice.bars.length - 1]!,
            voice.time,
            voice.bar,
            meter,
            lineNumber,
            voice.bars.length === 1,
          )
          voice.bars.push(voice.time)
          voice.bar++
          voice.line = lineNumber
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
        const previous = voice.notes[voice.notes.length - 1]
        if (!previous) throw new AbcError(lineNumber, `le rythme pointé « ${token.direction} » doit suivre une note.`)
        const long = 2 - 0.5 ** token.dots
        const short = 0.5 ** token.dots
        const previousFactor = token.direction === '>' ? long : short
        voice.time -= previous.length
        previous.length *= previousFactor
        voice.time += previous.length
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
      const previous = voice.notes[voice.notes.length - 1]
      if (previous?.tie && token.midi.length > 0 && sameNotes(previous.midi, token.midi)) {
        previous.length += length
        previous.tie = token.tie
      } else
        voice.notes.push({
          midi: token.midi,
          start: voice.time,
          length,
          bar: voice.bar,
          line: lineNumber,
          voice: voices.indexOf(voice),
          tie: token.tie,
        })
      // Thirds (triplets) would otherwise drift: times snap to the 960th of a quarter note (MIDI's grid).
      const next = voice.time + length
      const snapped = Math.round(next * 960) / 960
      voice.time = Math.abs(next - snapped) < 1e-4 ? snapped : next
    }
  }
  if (!keyInfo) throw new AbcError(Math.max(1, lines.length), 'il manque la tonalité (K:), par exemple K:C.')
  const written = voices.filter(voice => voice.notes.length > 0)
  if (!written.some(voice => voice.notes.some(note => note.midi.length > 0)))
    throw new AbcError(Math.max(1, lines.length), 'la partition ne contient aucune note.')
  for (const voice of written) if (voice.time > voice.bars[voice.bars.length - 1]!) voice.bars.push(voice.time)
  // Every voice keeps the same bars as the first: the staves of a system line up bar by bar.
  const first = written[0]!
  for (const voice of written.slice(1)) {
    const bars = (count: number) => `${count} mesure${count > 1 ? 's' : ''}`
    if (voice.bars.length !== first.bars.length)
      throw new AbcError(
        voice.line,
        `la voix ${voice.id} compte ${bars(voice.bars.length - 1)} et la voix ${first.id} ${bars(first.bars.length - 1)} : chaque voix doit avoir les mêmes mesures.`,
      )
    const differs = voice.bars.findIndex((start, bar) => Math.abs(start - first.bars[bar]!) > 1e-6)
    if (differs >= 0)
      throw new AbcError(
        voice.line,
        `la mesure ${differs} de la voix ${voice.id} ne dure pas autant que celle de la voix ${first.id}.`,
      )
  }
  const layout = staffLayout(voices, scoreLayout, keyInfo.clef, lines.length)
  const notes = voices
    .flatMap(voice => voice.notes)
    .map(({ tie: _tie, ...note }) => note)
    .sort((a, b) => a.start - b.start || a.voice - b.voice)
  return {
    title,
    meter,
    tempo,
    clef: layout.staves[0]!.clef,
    key: keyInfo.key,
    notes,
    voices: layout.voices,
    staves: layout.staves,
    bars: first.bars.slice(0, -1),
    length: first.time,
  }
}

/** The staves from %%score (or one per voice, in order), each voice's clef, and the hands of a braced pair. */
function staffLayout(
  voices: VoiceState[],
  score: ReturnType<typeof readScoreDirective> | null,
  keyClef: 'treble' | 'bass',
  lastLine: number,
): { voices: AbcVoice[]; staves: AbcStaff[] } {
  const layout = score ?? voices.map(voice => ({ voices: [voice.id], braced: false, barsJoinBelow: false, brace: -1 }))
  const placed = new Map<string, number>()
  layout.forEach((staff, index) => {
    for (const id of staff.voices) {
      if (!voices.some(voice => voice.id === id))
        throw new AbcError(lastLine, `%%score nomme la voix ${id}, qui n’a pas de ligne V:${id}.`)
      if (placed.has(id)) throw new AbcError(lastLine, `%%score place deux fois la voix ${id}.`)
      placed.set(id, index)
    }
  })
  for (const voice of voices)
    if (!placed.has(voice.id) && voice.notes.length > 0)
      throw new AbcError(lastLine, `la voix ${voice.id} a des notes mais n’est pas dans %%score.`)
  const clefOf = (voice: VoiceState) => voice.clef ?? keyClef
  const staves: AbcStaff[] = layout.map((staff, index) => {
    const pair = layout.filter(other => other.brace >= 0 && other.brace === staff.brace)
    const position = pair.indexOf(staff)
    const braced = staff.brace >= 0 && position > 0
    return {
      clef: clefOf(voices.find(voice => voice.id === staff.voices[0])!),
      voices: staff.voices.map(id => voices.findIndex(voice => voice.id === id)),
      hand: pair.length === 2 ? (position === 0 ? 'right' : 'left') : null,
      braced,
      barsJoinBelow:
        staff.barsJoinBelow ||
        (index + 1 < layout.length && layout[index + 1]!.brace === staff.brace && staff.brace >= 0),
    }
  })
  return {
    voices: voices.map(voice => ({
      id: voice.id,
      name: voice.name ?? voice.id,
      clef: clefOf(voice),
      staff: placed.get(voice.id) ?? 0,
    })),
    staves,
  }
}

/** The hand that plays a note: that of its voice's staff (null outside a braced pair). */
export const handOf = (tune: Pick<AbcTune, 'voices' | 'staves'>, note: Pick<AbcNote, 'voice'>): Hand | null =>
  tune.staves[tune.voices[note.voice]?.staff ?? 0]?.hand ?? null

/** Whether the score is written for two hands (a braced pair of staves). */
export const hasHands = (tune: Pick<AbcTune, 'staves'>) => tune.staves.some(staff => staff.hand !== null)

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
    const inlineField = /^\[([A-Za-z]):([^\]]*)\]/.exec(rest)
    if (inlineField) {
      if (inlineField[1] !== 'V')
        fail(`champ en ligne [${inlineField[1]}:…] non pris en charge : écrivez-le sur sa propre ligne.`)
      position += inlineField[0].length
      tokens.push({ kind: 'voice', id: readVoiceField(inlineField[2]!, lineNumber).id })
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
