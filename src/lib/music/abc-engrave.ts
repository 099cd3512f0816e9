import { hasHands, keySignature, parseAbc, type AbcTune } from './abc.ts'

/**
 * Draws a score written in the lessons' ABC subset (the one abc.ts reads) as one SVG string: staves
 * with their clef (sol or fa), key and time signatures, note heads, stems, flags and beams (notes
 * written together, without a space, are beamed, as ABC says), dots, accidentals as written, rests,
 * ledger lines, ties, triplets, bar lines and repeats, chord names above and lyrics (w:) below, with
 * the bars wrapped to the width given. Pure code: the lesson page puts the string in the page (and
 * the tests read it); ADR 013 says why the site draws its scores itself instead of with abcjs.
 *
 * Each note, chord or rest is a `<g class="note" data-start="…">` (its time in quarter notes from the
 * start), so the page can light the one sounding during playback.
 */

export type EngravedScore = {
  svg: string
  width: number
  height: number
  /** Height of one system (all its staves): the lesson sheet places its systems this far apart. */
  systemHeight: number
  bars: number
  /** Each system's shapes (SVG elements in the whole score's coordinates): the lesson sheet's pages break between them. */
  systems: string[]
}

/**
 * How each class of shape is painted: a stroke of this width, not filled. Written on each shape as
 * presentation attributes (`painted`), never as a <style> element: the site's Content Security Policy
 * (style-src 'self') blocks inline styles, and the lesson sheet's PDF reads the same attributes.
 */
const PAINTS: Record<string, number> = {
  staff: 1,
  stem: 1.2,
  ledger: 1.2,
  barline: 1.2,
  thick: 4,
  accidental: 0.16,
  treble: 0.17,
  tie: 1.3,
  flag: 2,
}

/** `class="…"` followed by the paint of its classes (the last painted class wins: "barline thick"). */
function painted(svg: string): string {
  return svg.replace(/ class="([a-z -]+)"/g, (attribute, classes: string) => {
    const width = classes
      .split(' ')
      .map(name => PAINTS[name])
      .filter(value => value !== undefined)
      .at(-1)
    return width === undefined ? attribute : `${attribute} fill="none" stroke-width="${width}"`
  })
}

/** Staff space (distance between two lines), in SVG units. */
const S = 10
const STAFF_TOP = 4 * S
/** Height of one system: room above for chord names and high notes, below for lyrics and low notes. */
export const SYSTEM_HEIGHT = 13 * S
const LETTERS = 'CDEFGAB'
const SHARPS_ORDER = 'FCGDAEB'

type Accidental = 'sharp' | 'flat' | 'natural' | 'dsharp' | 'dflat'
type Head = { step: number; accidental: Accidental | null }
type Item =
  | {
      kind: 'note'
      heads: Head[]
      /** Length in quarter notes, as written (tuplets and broken rhythms applied). */
      length: number
      start: number
      rest: boolean
      invisible: boolean
      tie: boolean
      chordName: string | null
      /** Index of the beam group (notes written without a space), or -1. */
      group: number
      tuplet: number | null
      lyric: string | null
      /** Index of its voice in `tune.voices`. */
      voice: number
      x: number
      width: number
    }
  | { kind: 'bar'; style: string; x: number; width: number }

const ACCIDENTAL_OF: Record<string, Accidental> = {
  '^': 'sharp',
  _: 'flat',
  '=': 'natural',
  '^^': 'dsharp',
  __: 'dflat',
}

/**
 * The items of each voice of the tune's body (notes with their times, bar lines), in the order of
 * `tune.voices`, and the lyrics under each line. The reader (abc.ts) has checked the text already.
 */
function readBody(text: string, tune: AbcTune): Item[][] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n')
  let unit = tune.meter.beats / tune.meter.unit < 0.75 ? 1 / 16 : 1 / 8
  const byVoice: Item[][] = tune.voices.map(() => [])
  const times = tune.voices.map(() => 0)
  const voiceIndex = (field: string) =>
    Math.max(
      0,
      tune.voices.findIndex(voice => voice.id === /^\s*([A-Za-z0-9_]+)/.exec(field)?.[1]),
    )
  let voice = 0
  let bodyStarted = false
  let group = 0
  let lastMusicLine: Item[] = []
  for (const raw of lines) {
    const line = raw.replace(/%.*$/, '').trimEnd()
    const header = /^([A-Za-z]):(.*)$/.exec(line)
    if (header) {
      const [, field, value = ''] = header
      if (field === 'L') {
        const match = /(\d+)\/(\d+)/.exec(value)
        if (match) unit = Number(match[1]) / Number(match[2])
      }
      if (field === 'K') bodyStarted = true
      if (field === 'V' && bodyStarted) voice = voiceIndex(value)
      if (field === 'w') attachLyrics(value, lastMusicLine)
      continue
    }
    if (line.trim() === '') continue
    let time = times[voice]!
    let items = byVoice[voice]!
    const lineItems: Item[] = []
    let position = 0
    let chordName: string | null = null
    let broken: number | null = null
    let tuplet: { left: number; factor: number; count: number } | null = null
    let joined = false
    const readLength = () => {
      const match = /^(\d*)(\/*)(\d*)/.exec(line.slice(position))!
      position += match[0].length
      const numerator = match[1] ? Number(match[1]) : 1
      const denominator = match[2] ? (match[3] ? Number(match[3]) : 2 ** match[2].length) : 1
      return numerator / denominator
    }
    const readHead = (): Head | null => {
      const match = /^(\^{1,2}|_{1,2}|=)?([A-Ga-g])([,']*)/.exec(line.slice(position))
      if (!match) return null
      position += match[0].length
      const [, accidental, letter = 'C', marks = ''] = match
      const octave =
        (letter === letter.toUpperCase() ? 4 : 5) + [...marks].reduce((sum, m) => sum + (m === "'" ? 1 : -1), 0)
      return {
        step: octave * 7 + LETTERS.indexOf(letter.toUpperCase()),
        accidental: accidental ? ACCIDENTAL_OF[accidental]! : null,
      }
    }
    const push = (heads: Head[], written: number, rest: boolean, invisible: boolean) => {
      let length = written * unit * 4
      if (broken !== null) {
        length *= broken
        broken = null
      }
      let tupletCount: number | null = null
      if (tuplet) {
        length *= tuplet.factor
        tupletCount = tuplet.left === tuplet.count ? tuplet.count : 0
        tuplet.left--
        if (tuplet.left === 0) tuplet = null
      }
      const tie = line[position] === '-'
      if (tie) position++
      const beamable = !rest && length < 1 - 1e-6
      const item: Item = {
        kind: 'note',
        heads: heads.sort((a, b) => a.step - b.step),
        length,
        start: time,
        rest,
        invisible,
        tie,
        chordName,
        group: beamable ? (joined ? group : ++group) : -1,
        tuplet: tupletCount,
        lyric: null,
        voice,
        x: 0,
        width: 0,
      }
      chordName = null
      joined = beamable
      const next = time + length
      const snapped = Math.round(next * 960) / 960
      time = Math.abs(next - snapped) < 1e-4 ? snapped : next
      lineItems.push(item)
    }
    while (position < line.length) {
      const char = line[position]!
      const rest = line.slice(position)
      if (char === ' ' || char === '\t') {
        joined = false
        position++
        continue
      }
      if (char === '`' || char === '\\' || char === 'y') {
        position++
        continue
      }
      if (char === '"') {
        const end = line.indexOf('"', position + 1)
        const name = line.slice(position + 1, end < 0 ? line.length : end)
        if (!/^[<>_^@]/.test(name)) chordName = name
        position = end < 0 ? line.length : end + 1
        continue
      }
      if (char === '!' || char === '+') {
        const end = line.indexOf(char, position + 1)
        position = end < 0 ? line.length : end + 1
        continue
      }
      if (/^[.~HLMOPSTuv][=^_A-Ga-g[]/.test(rest)) {
        position++
        continue
      }
      const bar = /^(:*\|[|\]:]?\d?|\[\||:+|\[\d)/.exec(rest)
      if (bar) {
        position += bar[0].length
        joined = false
        if (!/^\[\d$/.test(bar[0])) lineItems.push({ kind: 'bar', style: bar[0].replace(/\d/g, ''), x: 0, width: 0 })
        continue
      }
      if (char === '(' && /^\(\d/.test(rest)) {
        const count = Number(rest[1])
        tuplet = { left: count, count, factor: count === 3 ? 2 / 3 : count === 2 ? 3 / 2 : (count - 1) / count }
        position += 2
        continue
      }
      if (char === '(' || char === ')') {
        position++
        continue
      }
      if (char === '{') {
        const end = line.indexOf('}', position)
        position = end < 0 ? line.length : end + 1
        continue
      }
      if (char === '>' || char === '<') {
        const dots = /^(>+|<+)/.exec(rest)![0].length
        const previous = lineItems.findLast(item => item.kind === 'note')
        if (previous?.kind === 'note') {
          const long = 2 - 0.5 ** dots
          const short = 0.5 ** dots
          time -= previous.length
          previous.length *= char === '>' ? long : short
          time += previous.length
          broken = char === '>' ? short : long
        }
        position += dots
        continue
      }
      if (char === 'z' || char === 'x' || char === 'Z') {
        position++
        push([], readLength(), true, char === 'x')
        continue
      }
      const inlineVoice = /^\[V:([^\]]*)\]/.exec(rest)
      if (inlineVoice) {
        position += inlineVoice[0].length
        if (lineItems.length > 0) items.push(...lineItems.splice(0))
        times[voice] = time
        voice = voiceIndex(inlineVoice[1]!)
        time = times[voice]!
        items = byVoice[voice]!
        joined = false
        continue
      }
      if (char === '[') {
        position++
        const heads: Head[] = []
        let inner: number | null = null
        while (position < line.length && line[position] !== ']') {
          const head = readHead()
          if (!head) {
            position++
            continue
          }
          heads.push(head)
          const length = readLength()
          inner ??= length
          if (line[position] === '-') position++
        }
        position++
        push(heads, readLength() * (inner ?? 1), false, false)
        continue
      }
      const head = readHead()
      if (head) {
        push([head], readLength(), false, false)
        continue
      }
      position++
    }
    times[voice] = time
    if (lineItems.length > 0) {
      items.push(...lineItems)
      lastMusicLine = lineItems
    }
  }
  return byVoice
}

/** w: syllables go to the notes of the music line above, in order; `*` skips a note, `_` holds one. */
function attachLyrics(text: string, line: Item[]) {
  const notes = line.filter(item => item.kind === 'note' && !item.rest)
  const syllables = text
    .trim()
    .replace(/-/g, '- ')
    .split(/\s+/)
    .filter(syllable => syllable !== '' && syllable !== '|')
  let index = 0
  for (const syllable of syllables) {
    const note = notes[index]
    if (note?.kind !== 'note') break
    if (syllable !== '_' && syllable !== '*') note.lyric = syllable.replace(/~/g, ' ').replace(/\\-/g, '-')
    index++
  }
}

// ---------------------------------------------------------------------------------------------------
// Drawing
// ---------------------------------------------------------------------------------------------------

const esc = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const n = (value: number) => String(Math.round(value * 10) / 10)

/** Glyph paths drawn in staff spaces (1 = S), origin at their reference point. */
const TREBLE =
  'M.35.2C0 .55-.6.2-.45-.4-.3-1 .9-1.1 1.1-.3 1.3.5.3 1.2-.4.9-1.3.5-1.2-.9-.2-1.8.6-2.5 1.2-3.3.9-4.1.7-4.7.1-4.4 0-3.6L.55 1.9C.65 2.6.1 2.9-.3 2.5'
const BASS =
  'M-.2-.6C.1-1.4 1-1.8 1.8-1.6 2.9-1.3 3.3-.2 2.9.9 2.4 2.2 1 3.2-.6 3.8L-.7 3.6C.7 2.9 1.9 1.9 2.2.6 2.4-.3 2.1-1.2 1.4-1.3.8-1.4.3-1 .2-.6.6-.7 1-.4.9 0 .8.4.4.5.1.4-.2.3-.3 0-.2-.6ZM3.6-.9A.3.3 0 1 0 3.6-.3.3.3 0 1 0 3.6-.9ZM3.6.7A.3.3 0 1 0 3.6 1.3.3.3 0 1 0 3.6.7Z'
const ACCIDENTAL_PATHS: Record<Accidental, string> = {
  sharp: 'M-.4-1.4V1.6M.4-1.6V1.4M-.8-.2.8-.6M-.8.8.8.4',
  flat: 'M-.5-2V.9C.1.5.8.1.6-.4.4-.8-.1-.6-.5-.2',
  natural: 'M-.4-1.4V.8L.4.5M.4 1.4V-.8L-.4-.5',
  dsharp: 'M-.5-.5.5.5M-.5.5.5-.5',
  dflat: 'M-1.1-2V.9C-.5.5.2.1 0-.4-.2-.8-.7-.6-1.1-.2M.1-2V.9C.7.5 1.4.1 1.2-.4 1-.8.5-.6.1-.2',
}

function glyph(path: string, x: number, y: number, className: string, scale = S) {
  return `<path class="${className}" transform="translate(${n(x)} ${n(y)}) scale(${scale})" d="${path}"/>`
}

/** Width of a note's column: longer notes take more room, and lyrics or chord names need theirs. */
function itemWidth(item: Item): number {
  if (item.kind === 'bar') return item.style.length > 1 ? 1.6 * S : 1.2 * S
  let width = S * (2.2 + 1.6 * Math.sqrt(Math.max(item.length, 0.25)))
  if (item.heads.some(head => head.accidental)) width += 1.2 * S
  if (item.lyric) width = Math.max(width, item.lyric.length * 0.62 * S + 0.6 * S)
  if (item.chordName) width = Math.max(width, item.chordName.length * 0.7 * S + 0.6 * S)
  return width
}

/** The key signature's accidentals in the order they are written (the reader's `keySignature` says which). */
function keyAccidentals(key: string): { letter: string; alter: number }[] {
  const signature = keySignature(key)
  const sharps = [...SHARPS_ORDER].filter(letter => signature[letter] === 1)
  if (sharps.length > 0) return sharps.map(letter => ({ letter, alter: 1 }))
  return [...SHARPS_ORDER]
    .reverse()
    .filter(letter => signature[letter] === -1)
    .map(letter => ({ letter, alter: -1 }))
}

/** Staff steps (octave × 7 + letter) of the key signature's accidentals, at their usual places. */
function keySteps(accidentals: { letter: string; alter: number }[], clef: 'treble' | 'bass'): number[] {
  // Treble: sharps from F5 down to C5…, flats from B4; bass two steps (a third… an octave and a third) lower.
  const offset = clef === 'bass' ? -14 : 0
  return accidentals.map(({ letter, alter }) => {
    const index = LETTERS.indexOf(letter)
    let step = 5 * 7 + index
    const top = alter > 0 ? 5 * 7 + 3 + 1 : 5 * 7 + 2 // sharps at most G5, flats at most E5 (treble)
    while (step > top) step -= 7
    if (alter > 0 && step < 4 * 7 + 5) step += 7 // sharps stay on or above A4
    if (alter < 0 && step < 4 * 7 + 3) step += 7 // flats stay on or above F4
    return step + offset
  })
}

const FRENCH_LETTERS: Record<string, string> = { C: 'do', D: 'ré', E: 'mi', F: 'fa', G: 'sol', A: 'la', B: 'si' }

/** « do majeur », « la mineur », « si bémol majeur »… */
export function frenchKeyName(key: string): string {
  const match = /^([A-G])([#b]?)(.*)$/.exec(key.trim().split(/\s+/)[0] ?? '')
  if (!match) return 'do majeur'
  const accidental = match[2] === '#' ? ' dièse' : match[2] === 'b' ? ' bémol' : ''
  const mode = (match[3] ?? '').toLowerCase().slice(0, 3)
  const modes: Record<string, string> = {
    '': 'majeur',
    maj: 'majeur',
    m: 'mineur',
    min: 'mineur',
    dor: 'dorien',
    mix: 'mixolydien',
    lyd: 'lydien',
    phr: 'phrygien',
    loc: 'locrien',
  }
  return `${FRENCH_LETTERS[match[1]!]}${accidental} ${modes[mode] ?? 'majeur'}`
}

/** The French description of a score, for screen readers (the SVG's aria-label). */
export function describeScore(title: string, tune: AbcTune): string {
  const bars = tune.bars.length
  const clefName = (clef: 'treble' | 'bass') => `clé de ${clef === 'bass' ? 'fa' : 'sol'}`
  const staves = hasHands(tune)
    ? `pour les deux mains (${tune.staves.map(staff => `${clefName(staff.clef)} ${staff.hand === 'left' ? 'à gauche' : 'à droite'}`).join(', ')})`
    : tune.staves.length > 1
      ? `${tune.staves.length} portées (${tune.staves.map(staff => clefName(staff.clef)).join(', ')})`
      : clefName(tune.clef)
  return `Partition : ${title}, en ${frenchKeyName(tune.key)}, ${staves}, mesure à ${tune.meter.beats}/${tune.meter.unit}, ${bars} mesure${bars > 1 ? 's' : ''}`
}

/** Distance from one staff's top line to the next one's in a system (room for ledger lines between them). */
const STAFF_DISTANCE = 10 * S
/** Room at the left of a system of several staves: the brace, then the line that joins the staves. */
const BRACE_WIDTH = 1.6 * S

type Note = Extract<Item, { kind: 'note' }>
type Bar = Extract<Item, { kind: 'bar' }>
/** One bar of every voice: its bar lines before (`|:` opening the tune), its notes, its closing bar line. */
type Measure = { lead: (Bar | null)[]; notes: Note[][]; close: (Bar | null)[]; width: number; x: number }

/** Cuts each voice's items into bars and lines them up: measure m holds bar m of every voice. */
function measuresOf(voices: Item[][]): Measure[] {
  const measures: Measure[] = []
  const at = (index: number) => {
    measures[index] ??= {
      lead: voices.map(() => null),
      notes: voices.map(() => []),
      close: voices.map(() => null),
      width: 0,
      x: 0,
    }
    return measures[index]!
  }
  voices.forEach((items, voice) => {
    let index = 0
    for (const item of items) {
      const measure = at(index)
      if (item.kind === 'note') measure.notes[voice]!.push(item)
      else if (measure.notes[voice]!.length === 0) measure.lead[voice] = item
      else {
        measure.close[voice] = item
        index++
      }
    }
  })
  // A closing bar line written after the last bar (nothing follows it) is not a bar of its own.
  return measures.filter(measure => measure.notes.some(notes => notes.length > 0))
}

/**
 * Places the notes of a measure: every time at which a voice starts a note is a column as wide as its
 * widest note, so the notes that sound together share their x on every staff. Returns the width.
 */
function layMeasure(measure: Measure): number {
  const lead = Math.max(0, ...measure.lead.map(bar => (bar ? itemWidth(bar) : 0)))
  const columns = new Map<number, number>()
  for (const notes of measure.notes)
    for (const note of notes) {
      note.width = itemWidth(note)
      const key = Math.round(note.start * 960)
      columns.set(key, Math.max(columns.get(key) ?? 0, note.width))
    }
  const close = Math.max(0, ...measure.close.map(bar => (bar ? itemWidth(bar) : 0)))
  return lead + [...columns.values()].reduce((sum, width) => sum + width, 0) + close
}

/** Sets the x of each note and bar line of a measure starting at `x`, its columns stretched by `stretch`. */
function placeMeasure(measure: Measure, x: number, stretch: number) {
  measure.x = x
  const lead = Math.max(0, ...measure.lead.map(bar => (bar ? itemWidth(bar) : 0)))
  for (const bar of measure.lead)
    if (bar) {
      bar.width = lead
      bar.x = x
    }
  const columns = new Map<number, number>()
  for (const notes of measure.notes)
    for (const note of notes) {
      const key = Math.round(note.start * 960)
      columns.set(key, Math.max(columns.get(key) ?? 0, note.width))
    }
  let column = x + lead * stretch
  const columnX = new Map<number, number>()
  for (const key of [...columns.keys()].sort((a, b) => a - b)) {
    columnX.set(key, column)
    column += columns.get(key)! * stretch
  }
  for (const notes of measure.notes) for (const note of notes) note.x = columnX.get(Math.round(note.start * 960))!
  const close = Math.max(0, ...measure.close.map(bar => (bar ? itemWidth(bar) : 0)))
  for (const bar of measure.close)
    if (bar) {
      bar.width = close
      bar.x = column
    }
  return column + close * stretch
}

/** Engraves `abc` (which must read without error: parseAbc throws otherwise) to fit `width` SVG units. */
export function engraveAbc(abc: string, options: { width?: number; title?: string } = {}): EngravedScore {
  const tune = parseAbc(abc)
  const width = Math.max(options.width ?? 640, 16 * S)
  const measures = measuresOf(readBody(abc, tune))
  const staves = tune.staves
  const left = staves.length > 1 ? BRACE_WIDTH : 0
  const signature = keyAccidentals(tune.key)
  // The key signature starts after the clef (the clé de fa, with its two dots, is the wider).
  const keyX = left + (staves.some(staff => staff.clef === 'bass') ? 4.4 * S : 3.6 * S)
  const headerWidth = keyX + 0.4 * S + signature.length * 1.1 * S
  const meterWidth = 2.6 * S
  const systemHeight = SYSTEM_HEIGHT + (staves.length - 1) * STAFF_DISTANCE

  // Systems: bars added while they fit, then stretched to the full width (all but the last system).
  type System = { measures: Measure[]; natural: number; first: number }
  const systems: System[] = []
  let current: System = { measures: [], natural: 0, first: 0 }
  measures.forEach((measure, index) => {
    measure.width = layMeasure(measure)
    const start = headerWidth + (systems.length === 0 ? meterWidth : 0)
    if (current.measures.length > 0 && start + current.natural + measure.width > width - S) {
      systems.push(current)
      current = { measures: [], natural: 0, first: index }
    }
    current.measures.push(measure)
    current.natural += measure.width
  })
  if (current.measures.length > 0) systems.push(current)

  const parts: string[] = []
  const systemParts: string[] = []
  systems.forEach((system, index) => {
    const firstPart = parts.length
    /** The top line of each staff of this system. */
    const tops = staves.map((_, staff) => index * systemHeight + STAFF_TOP + staff * STAFF_DISTANCE)
    const start = headerWidth + (index === 0 ? meterWidth : 0)
    const available = width - S - start
    const stretch = index < systems.length - 1 || system.natural > available * 0.7 ? available / system.natural : 1
    let x = start
    for (const measure of system.measures) x = placeMeasure(measure, x, stretch)
    // The staff lines stop at the system's last bar line (or at the end of its last notes).
    const lastBar = system.measures.at(-1)!.close.find(bar => bar !== null)
    const end = lastBar
      ? Math.min(width - S / 2, lastBar.x + lastBar.width / 2 + (lastBar.style.length > 1 ? 0.5 * S : 0))
      : index < systems.length - 1
        ? width - S / 2
        : Math.min(width - S / 2, x)
    // Several staves: the line joining them at the left, and a brace before each braced pair.
    if (staves.length > 1)
      parts.push(`<path class="barline system" d="M${n(left)} ${n(tops[0]!)}V${n(tops[tops.length - 1]! + 4 * S)}"/>`)
    staves.forEach((staff, position) => {
      if (staff.braced) parts.push(brace(left - 0.3 * S, tops[position - 1]!, tops[position]! + 4 * S))
    })
    // The bar number of the system's first bar, above the top staff (the first system starts at 1).
    if (index > 0)
      parts.push(
        `<text class="bar-number" x="${n(left + 0.2 * S)}" y="${n(tops[0]! - 1.4 * S)}" font-size="${1.1 * S}" font-style="italic" font-family="serif">${system.first + 1}</text>`,
      )
    staves.forEach((staff, position) => {
      const top = tops[position]!
      /** Step of the staff's bottom line: E4 (treble) or G2 (bass). */
      const bottom = staff.clef === 'bass' ? 2 * 7 + 4 : 4 * 7 + 2
      const yOf = (step: number) => top + 4 * S - ((step - bottom) * S) / 2
      for (let line = 0; line < 5; line++)
        parts.push(`<path class="staff" d="M${n(left)} ${n(top + line * S)}H${n(end)}"/>`)
      parts.push(
        staff.clef === 'bass'
          ? glyph(BASS, left + 0.6 * S, top + S, 'clef', 0.85 * S)
          : `${glyph(TREBLE, left + 1.6 * S, top + 3 * S, 'clef treble')}<circle cx="${n(left + 1.35 * S)}" cy="${n(top + 5.35 * S)}" r="${0.3 * S}"/>`,
      )
      const steps = keySteps(signature, staff.clef)
      signature.forEach((accidental, place) => {
        parts.push(
          glyph(
            ACCIDENTAL_PATHS[accidental.alter > 0 ? 'sharp' : 'flat'],
            keyX + place * 1.1 * S,
            yOf(steps[place]!),
            'accidental',
          ),
        )
      })
      if (index === 0) {
        const mx = headerWidth + 0.9 * S
        parts.push(
          `<g class="meter" text-anchor="middle" font-family="serif" font-weight="bold" font-size="${2.4 * S}"><text x="${n(mx)}" y="${n(top + 1.85 * S)}">${tune.meter.beats}</text><text x="${n(mx)}" y="${n(top + 3.85 * S)}">${tune.meter.unit}</text></g>`,
        )
      }
      // Two voices on a staff: the first has its stems up, the others down (and their rests apart).
      const shared = staff.voices.length > 1
      staff.voices.forEach((voice, order) => {
        const notes = system.measures.flatMap(measure => measure.notes[voice] ?? [])
        drawVoice(notes, top, parts, yOf, bottom, shared ? order === 0 : null)
      })
    })
    // Bar lines: one per group of staves joined by their bar lines, the same x on every staff.
    const groups: number[][] = []
    staves.forEach((_staff, position) => {
      if (position > 0 && staves[position - 1]!.barsJoinBelow) groups[groups.length - 1]!.push(position)
      else groups.push([position])
    })
    for (const measure of system.measures)
      for (const bars of [measure.lead, measure.close])
        for (const group of groups) {
          const bar = group.flatMap(staff => staves[staff]!.voices.map(voice => bars[voice])).find(Boolean)
          if (bar)
            drawBar(
              bar,
              tops[group[0]!]!,
              tops[group[group.length - 1]!]! + 4 * S,
              group.map(staff => tops[staff]!),
              parts,
            )
        }
    systemParts.push(painted(parts.slice(firstPart).join('')))
  })

  const height = Math.max(1, systems.length) * systemHeight
  const label = options.title ? describeScore(options.title, tune) : describeScore(tune.title || 'sans titre', tune)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" class="score" role="img" aria-label="${esc(label)}" viewBox="0 0 ${n(width)} ${n(height)}" width="100%" fill="currentColor" stroke="currentColor" stroke-width="0">${systemParts.join('')}</svg>`
  return { svg, width, height, systemHeight, bars: tune.bars.length, systems: systemParts }
}

/** The brace of a grand staff, from `top` to `bottom`, its point to the left of `x`. */
function brace(x: number, top: number, bottom: number): string {
  const middle = (top + bottom) / 2
  const h = (bottom - top) / 2
  return `<path class="brace" d="M${n(x)} ${n(top)}C${n(x - 1.4 * S)} ${n(top + h * 0.3)} ${n(x + 0.2 * S)} ${n(middle - h * 0.3)} ${n(x - 1.1 * S)} ${n(middle)}C${n(x + 0.2 * S)} ${n(middle + h * 0.3)} ${n(x - 1.4 * S)} ${n(bottom - h * 0.3)} ${n(x)} ${n(bottom)}C${n(x - 0.8 * S)} ${n(bottom - h * 0.3)} ${n(x + 0.5 * S)} ${n(middle + h * 0.3)} ${n(x - 0.7 * S)} ${n(middle)}C${n(x + 0.5 * S)} ${n(middle - h * 0.3)} ${n(x - 0.8 * S)} ${n(top + h * 0.3)} ${n(x)} ${n(top)}Z"/>`
}

/** A bar line (or repeat) from `top` to `bottom`, its dots on each staff of `staffTops`. */
function drawBar(item: Bar, top: number, bottom: number, staffTops: number[], parts: string[]) {
  const x = item.x + item.width / 2
  const dots = (right: boolean) =>
    staffTops
      .map(
        staffTop =>
          `<circle cx="${n(x + (right ? 0.9 : -0.9) * S)}" cy="${n(staffTop + 1.5 * S)}" r="1.6"/><circle cx="${n(x + (right ? 0.9 : -0.9) * S)}" cy="${n(staffTop + 2.5 * S)}" r="1.6"/>`,
      )
      .join('')
  const thin = (dx: number) => `<path class="barline" d="M${n(x + dx)} ${n(top)}V${n(bottom)}"/>`
  const thick = (dx: number) => `<path class="barline thick" d="M${n(x + dx)} ${n(top)}V${n(bottom)}"/>`
  const style = item.style
  if (style === '||') parts.push(thin(-2), thin(2))
  else if (style === '|]') parts.push(thin(-3), thick(1.5))
  else if (style === '[|') parts.push(thick(-1.5), thin(3))
  else if (style.startsWith('|:') || style === '[|:') parts.push(thick(-3), thin(1.5), dots(true))
  else if (style.endsWith(':|') || style === ':|]') parts.push(dots(false), thin(-1.5), thick(3))
  else if (style.includes('::') || style === ':|:') parts.push(dots(false), thin(-1.5), thin(1.5), dots(true))
  else parts.push(thin(0))
}

/**
 * Draws one voice's notes of a system on its staff: heads, stems, beams, ties. `up` forces the stems
 * (two voices on one staff), else each note or beam group points them away from the middle line.
 */
function drawVoice(
  notes: Note[],
  top: number,
  parts: string[],
  yOf: (step: number) => number,
  bottom: number,
  up: boolean | null,
) {
  const middle = bottom + 4
  const headX = (item: Item) =>
    item.x + (item.kind === 'note' && item.heads.some(h => h.accidental) ? 1.2 * S : 0) + 0.9 * S
  // Stem direction per beam group (average position), else per note.
  const groups = new Map<number, typeof notes>()
  for (const note of notes) {
    if (note.group < 0) continue
    const members = groups.get(note.group)
    if (members) members.push(note)
    else groups.set(note.group, [note])
  }
  const beams = new Map<number, [number, number, number, number]>()
  /** Where a beamed note's stem meets its group's beam (each group's beam computed once). */
  const beamYAt = (note: Extract<Item, { kind: 'note' }>) => {
    let line = beams.get(note.group)
    if (!line) {
      line = beamLine(groups.get(note.group)!, stemUp.get(note) ?? true, yOf, headX)
      beams.set(note.group, line)
    }
    const [x1, y1, x2, y2] = line
    const x = headX(note) + ((stemUp.get(note) ?? true) ? 0.58 : -0.58) * S
    return y1 + ((y2 - y1) * (x - x1)) / Math.max(x2 - x1, 1)
  }
  const stemUp = new Map<Item, boolean>()
  for (const note of notes) {
    if (note.rest) continue
    const members = note.group >= 0 && (groups.get(note.group)?.length ?? 0) > 1 ? groups.get(note.group)! : [note]
    const average =
      members.flatMap(m => m.heads.map(h => h.step)).reduce((a, b) => a + b, 0) /
      members.reduce((a, m) => a + m.heads.length, 0)
    stemUp.set(note, up ?? average < middle)
  }
  // A rest of a voice sharing its staff moves up (stems up) or down, out of the other voice's way.
  const restTop = top + (up === null ? 0 : up ? -2 * S : 2 * S)
  for (const item of notes) {
    if (item.invisible) continue
    const x = headX(item)
    const out: string[] = []
    if (item.chordName)
      out.push(
        `<text class="chord-name" x="${n(item.x + 0.3 * S)}" y="${n(top - 1.6 * S)}" font-size="${1.4 * S}" font-family="sans-serif">${esc(item.chordName)}</text>`,
      )
    if (item.lyric)
      out.push(
        `<text class="lyric" x="${n(x)}" y="${n(top + 8.4 * S)}" text-anchor="middle" font-size="${1.3 * S}" font-family="sans-serif">${esc(item.lyric)}</text>`,
      )
    const quarters = item.length
    const base = baseValue(quarters)
    if (item.rest) {
      out.push(rest(x, restTop, base.value))
      if (base.dotted) out.push(`<circle cx="${n(x + 1.4 * S)}" cy="${n(restTop + 1.5 * S)}" r="1.5"/>`)
    } else {
      const up = stemUp.get(item) ?? true
      const heads = item.heads
      // Ledger lines.
      const low = heads[0]!.step
      const high = heads[heads.length - 1]!.step
      for (let step = bottom - 2; step >= low; step -= 2)
        out.push(`<path class="ledger" d="M${n(x - 1.2 * S)} ${n(yOf(step))}h${2.4 * S}"/>`)
      for (let step = bottom + 10; step <= high; step += 2)
        out.push(`<path class="ledger" d="M${n(x - 1.2 * S)} ${n(yOf(step))}h${2.4 * S}"/>`)
      heads.forEach((head, index) => {
        // Seconds in a chord: the upper note goes to the other side of the stem.
        const shifted =
          index > 0 &&
          head.step - heads[index - 1]!.step === 1 &&
          !(index > 1 && heads[index - 1]!.step - heads[index - 2]!.step === 1)
        const hx = x + (shifted ? (up ? 1.2 * S : -1.2 * S) : 0)
        const hy = yOf(head.step)
        const hollow = base.value >= 2
        out.push(
          `<ellipse class="head" cx="${n(hx)}" cy="${n(hy)}" rx="${n(0.62 * S)}" ry="${n(0.44 * S)}" transform="rotate(-20 ${n(hx)} ${n(hy)})"${hollow ? ` fill="none" stroke-width="${base.value >= 4 ? 2.2 : 1.6}"` : ''}/>`,
        )
        if (head.accidental) out.push(glyph(ACCIDENTAL_PATHS[head.accidental], x - 1.7 * S, hy, 'accidental'))
        if (base.dotted)
          out.push(`<circle cx="${n(x + 1.2 * S)}" cy="${n(head.step % 2 === bottom % 2 ? hy - S / 2 : hy)}" r="1.5"/>`)
      })
      if (base.value < 4) {
        const sx = x + (up ? 0.58 * S : -0.58 * S)
        const from = up ? yOf(low) : yOf(high)
        const beamed = item.group >= 0 && (groups.get(item.group)?.length ?? 0) > 1
        const to = beamed ? beamYAt(item) : up ? yOf(high) - 3.5 * S : yOf(low) + 3.5 * S
        out.push(`<path class="stem" d="M${n(sx)} ${n(from)}V${n(to)}"/>`)
        if (!beamed && base.value <= 0.5) {
          const flags = base.value <= 0.25 ? 2 : 1
          for (let flag = 0; flag < flags; flag++) {
            const fy = to + (up ? 1 : -1) * flag * 0.9 * S
            out.push(
              `<path class="flag" d="M${n(sx)} ${n(fy)}c${n(0.4 * S)} ${n((up ? 1 : -1) * 1.2 * S)} ${n(1.6 * S)} ${n((up ? 1 : -1) * 1.6 * S)} ${n(1 * S)} ${n((up ? 1 : -1) * 3 * S)}"/>`,
            )
          }
        }
      }
      if (item.tuplet) {
        const ty = up ? Math.min(yOf(high) - 4.6 * S, top - 0.6 * S) : Math.max(yOf(low) + 4.8 * S, top + 5.2 * S)
        out.push(
          `<text class="tuplet" x="${n(x + 1.3 * S)}" y="${n(ty)}" text-anchor="middle" font-size="${1.2 * S}" font-style="italic" font-family="serif">${item.tuplet}</text>`,
        )
      }
    }
    parts.push(
      `<g class="note" data-start="${Math.round(item.start * 1000) / 1000}" data-end="${Math.round((item.start + item.length) * 1000) / 1000}">${out.join('')}</g>`,
    )
  }
  // Beams, after the notes: one per group, a second one between sixteenths.
  for (const members of groups.values()) {
    if (members.length < 2) continue
    const beamUp = stemUp.get(members[0]!) ?? true
    const [x1, y1, x2, y2] = beams.get(members[0]!.group) ?? beamLine(members, beamUp, yOf, headX)
    const thickness = (beamUp ? 1 : -1) * 0.5 * S
    const beam = (ax: number, ay: number, bx: number, by: number) =>
      `<path class="beam" d="M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}L${n(bx)} ${n(by + thickness)}L${n(ax)} ${n(ay + thickness)}Z"/>`
    parts.push(beam(x1, y1, x2, y2))
    const slope = (y2 - y1) / Math.max(x2 - x1, 1)
    for (let index = 0; index < members.length - 1; index++) {
      const a = members[index]!
      const b = members[index + 1]!
      if (baseValue(a.length).value <= 0.25 && baseValue(b.length).value <= 0.25) {
        const ax = headX(a) + (beamUp ? 0.58 : -0.58) * S
        const bx = headX(b) + (beamUp ? 0.58 : -0.58) * S
        const shift = (beamUp ? 1 : -1) * 0.9 * S
        parts.push(beam(ax, y1 + slope * (ax - x1) + shift, bx, y1 + slope * (bx - x1) + shift))
      }
    }
  }
  // Ties: to the next note of the system (or a short arc at its end).
  notes.forEach((note, index) => {
    if (!note.tie || note.rest) return
    const next = notes[index + 1]
    const up = !(stemUp.get(note) ?? true)
    for (const head of note.heads) {
      const x1 = headX(note) + 0.7 * S
      const x2 = next ? headX(next) - 0.7 * S : x1 + 2 * S
      const hy = yOf(head.step) + (up ? -0.7 : 0.7) * S
      const bend = (up ? -1 : 1) * 0.9 * S
      parts.push(`<path class="tie" d="M${n(x1)} ${n(hy)}Q${n((x1 + x2) / 2)} ${n(hy + bend)} ${n(x2)} ${n(hy)}"/>`)
    }
  })
}

/** The end points of a beam group's beam: from the first stem to the last, slanted a little at most. */
function beamLine(
  members: Extract<Item, { kind: 'note' }>[],
  up: boolean,
  yOf: (step: number) => number,
  headX: (item: Item) => number,
): [number, number, number, number] {
  const first = members[0]!
  const last = members[members.length - 1]!
  const extreme = (note: Extract<Item, { kind: 'note' }>) =>
    up ? yOf(note.heads[note.heads.length - 1]!.step) : yOf(note.heads[0]!.step)
  const x1 = headX(first) + (up ? 0.58 : -0.58) * S
  const x2 = headX(last) + (up ? 0.58 : -0.58) * S
  let y1 = extreme(first) + (up ? -3.5 : 3.5) * S
  let y2 = extreme(last) + (up ? -3.5 : 3.5) * S
  const slant = Math.max(-S, Math.min(S, y2 - y1))
  // Every stem at least 2.5 spaces long: the beam moves away from the heads as needed.
  const reach = members.map(extreme)
  const base = up ? Math.min(...reach) - 2.5 * S : Math.max(...reach) + 2.5 * S
  const mid = (y1 + y1 + slant) / 2
  const move = up
    ? Math.min(0, base - Math.max(mid, y1, y1 + slant))
    : Math.max(0, base - Math.min(mid, y1, y1 + slant))
  y1 += move
  y2 = y1 + slant
  return [x1, y1, x2, y2]
}

/** A written length in quarter notes → the note value drawn (4 whole, 2 half, 1 quarter…) and its dot. */
function baseValue(quarters: number): { value: number; dotted: boolean } {
  for (const value of [4, 2, 1, 0.5, 0.25, 0.125]) {
    if (Math.abs(quarters - value) < 1e-3) return { value, dotted: false }
    if (Math.abs(quarters - value * 1.5) < 1e-3) return { value, dotted: true }
  }
  // Tuplet notes (2/3 of a value) and other lengths: the nearest value below.
  const value = [4, 2, 1, 0.5, 0.25, 0.125].find(v => quarters >= v * 0.6) ?? 0.125
  return { value, dotted: false }
}

function rest(x: number, top: number, value: number): string {
  if (value >= 4) return `<rect x="${n(x - 0.6 * S)}" y="${n(top + S)}" width="${1.2 * S}" height="${0.5 * S}"/>`
  if (value >= 2) return `<rect x="${n(x - 0.6 * S)}" y="${n(top + 1.5 * S)}" width="${1.2 * S}" height="${0.5 * S}"/>`
  if (value >= 1)
    return `<path class="flag" d="M${n(x - 0.3 * S)} ${n(top + 0.6 * S)}l${0.7 * S} ${0.9 * S}l${-0.7 * S} ${0.8 * S}l${0.7 * S} ${0.9 * S}c${-0.8 * S} ${-0.3 * S} ${-1 * S} ${0.5 * S} ${-0.3 * S} ${1 * S}"/>`
  const flags = value <= 0.25 ? 2 : 1
  let out = ''
  for (let flag = 0; flag < flags; flag++) {
    const fy = top + 1.5 * S + flag * S
    out += `<circle cx="${n(x - 0.3 * S)}" cy="${n(fy)}" r="${0.28 * S}"/><path class="flag" d="M${n(x - 0.3 * S)} ${n(fy + 0.2 * S)}q${0.6 * S} ${0.1 * S} ${0.9 * S} ${-0.4 * S}"/>`
  }
  return `${out}<path class="stem" d="M${n(x + 0.6 * S)} ${n(top + 1.1 * S)}L${n(x - 0.1 * S)} ${n(top + 1.1 * S + (flags + 1.2) * S)}"/>`
}
