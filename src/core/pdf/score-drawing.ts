import { type AbcNote, type AbcTune, keySignature } from '../music/abc.ts'
import { type PdfDrawing, pdfText } from './pdf.ts'

/**
 * A score drawn as staff notation in PDF vector operators (the lesson sheets): five-line staves, the
 * clef (its letter, G or F, on its line), key and time signatures, note heads (open or filled,
 * tilted ellipses), stems, flags, dots, ledger lines, accidentals drawn as lines, rests and bar lines.
 * One drawing per system (a line of music), so a long score breaks across pages between systems.
 * No beams: each eighth carries its own flag, which reads well enough on paper.
 */

/** Distance between two staff lines, in points. */
const SPACE = 6
const STAFF = 4 * SPACE
/** Room above and below the staff for ledger lines and stems. */
const ABOVE = 26
const BELOW = 22
const SYSTEM_HEIGHT = ABOVE + STAFF + BELOW

const LETTERS = 'CDEFGAB'
const SHARP_SPELLING: [number, number][] = [
  [0, 0],
  [0, 1],
  [1, 0],
  [1, 1],
  [2, 0],
  [3, 0],
  [3, 1],
  [4, 0],
  [4, 1],
  [5, 0],
  [5, 1],
  [6, 0],
]
const FLAT_SPELLING: [number, number][] = [
  [0, 0],
  [1, -1],
  [1, 0],
  [2, -1],
  [2, 0],
  [3, 0],
  [4, -1],
  [4, 0],
  [5, -1],
  [5, 0],
  [6, -1],
  [6, 0],
]
/** Where the key signature's sharps and flats sit, in diatonic steps (C4 = 28), in clé de sol. */
const SHARP_STEPS = [38, 35, 39, 36, 33, 37, 34]
const FLAT_STEPS = [34, 37, 33, 36, 32, 35, 31]

type Spelled = { step: number; accidental: number }

/** A MIDI number written as a letter on the staff: sharps in sharp keys, flats in flat keys. */
function spell(midi: number, signature: Record<string, number>, preferFlats: boolean): Spelled {
  const pitchClass = ((midi % 12) + 12) % 12
  const octave = Math.floor(midi / 12) - 1
  // A note the key signature gives is written as the key writes it.
  for (const [letter, accidental] of Object.entries(signature)) {
    const index = LETTERS.indexOf(letter)
    const natural = [0, 2, 4, 5, 7, 9, 11][index]!
    if ((natural + accidental + 12) % 12 === pitchClass) {
      const octaveShift = natural + accidental < 0 ? 1 : natural + accidental > 11 ? -1 : 0
      return { step: index + 7 * (octave + octaveShift), accidental }
    }
  }
  const [index, accidental] = (preferFlats ? FLAT_SPELLING : SHARP_SPELLING)[pitchClass]!
  return { step: index + 7 * octave, accidental }
}

const n = (value: number) => value.toFixed(2)

/** A filled (or, with `open`, hollow) tilted ellipse around (x, y): the note head. */
function head(x: number, y: number, open: boolean): string {
  const [rx, ry, k] = [3.9, 2.7, 0.5523]
  const ellipse = (a: number, b: number) =>
    [
      `${n(a)} 0 m`,
      `${n(a)} ${n(b * k)} ${n(a * k)} ${n(b)} 0 ${n(b)} c`,
      `${n(-a * k)} ${n(b)} ${n(-a)} ${n(b * k)} ${n(-a)} 0 c`,
      `${n(-a)} ${n(-b * k)} ${n(-a * k)} ${n(-b)} 0 ${n(-b)} c`,
      `${n(a * k)} ${n(-b)} ${n(a)} ${n(-b * k)} ${n(a)} 0 c`,
    ].join(' ')
  const [cos, sin] = [Math.cos(0.35), Math.sin(0.35)]
  return `q 1 0 0 1 ${n(x)} ${n(y)} cm ${n(cos)} ${n(sin)} ${n(-sin)} ${n(cos)} 0 0 cm ${ellipse(rx, ry)}${open ? ` ${ellipse(rx * 0.62, ry * 0.5)} f*` : ' f'} Q`
}

const line = (x1: number, y1: number, x2: number, y2: number, width = 0.8) =>
  `${width} w ${n(x1)} ${n(y1)} m ${n(x2)} ${n(y2)} l S`

/** ♯, ♭ or ♮ drawn with lines, centred on (x, y). */
function accidentalSign(accidental: number, x: number, y: number): string[] {
  if (accidental > 0)
    return [
      line(x - 1.3, y - 6, x - 1.3, y + 6, 0.7),
      line(x + 1.3, y - 5.4, x + 1.3, y + 6.6, 0.7),
      line(x - 3, y - 1.6, x + 3, y - 0.2, 1.5),
      line(x - 3, y + 1.8, x + 3, y + 3.2, 1.5),
    ]
  if (accidental < 0)
    return [
      line(x - 2, y - 2.5, x - 2, y + 9, 0.8),
      `1 w ${n(x - 2)} ${n(y - 2.5)} m ${n(x + 3.5)} ${n(y + 1)} ${n(x + 2)} ${n(y + 4.5)} ${n(x - 2)} ${n(y + 1.5)} c S`,
    ]
  return [
    line(x - 1.6, y - 3, x - 1.6, y + 6, 0.7),
    line(x + 1.6, y - 6, x + 1.6, y + 3, 0.7),
    line(x - 1.6, y - 1.6, x + 1.6, y - 0.6, 1.4),
    line(x - 1.6, y + 1.4, x + 1.6, y + 2.4, 1.4),
  ]
}

/** A rest of `length` quarter notes centred on the staff at x. */
function rest(length: number, x: number, middle: number): string[] {
  if (length >= 2) {
    // Whole rest hangs from the 4th line, half rest sits on the middle line.
    const top = length >= 4 ? middle + SPACE : middle + SPACE / 2
    return [`${n(x - 4)} ${n(top - SPACE / 2)} 8 ${n(SPACE / 2)} re f`]
  }
  if (length >= 1)
    return [
      `1.6 w ${n(x - 1.5)} ${n(middle + 9)} m ${n(x + 2)} ${n(middle + 4)} l ${n(x - 2)} ${n(middle)} l ${n(x + 2)} ${n(middle - 4)} l S`,
      `1.2 w ${n(x + 2)} ${n(middle - 4)} m ${n(x - 2)} ${n(middle - 6)} ${n(x - 1)} ${n(middle - 9)} ${n(x + 1)} ${n(middle - 10)} c S`,
    ]
  const flags = length >= 0.5 ? 1 : 2
  const ops = [line(x + 2, middle + 4, x - 1, middle - 8, 0.9)]
  for (let flag = 0; flag < flags; flag++) {
    const y = middle + 4 - flag * 5
    ops.push(`${n(x - 2.5)} ${n(y)} 2.4 2.4 re f`)
    ops.push(line(x - 1, y + 1, x + 2, y, 0.9))
  }
  return ops
}

type Bar = { notes: AbcNote[]; width: number }

const noteWidth = (note: AbcNote) => 11 + 9 * Math.min(note.length, 4) ** 0.6 + (note.midi.length ? 0 : 2)

/** Lays a tune out in systems for a given width; each system is one drawing. */
export function scoreSystems(tune: AbcTune, width: number): PdfDrawing[] {
  const signature = keySignature(tune.key)
  const fifths = Object.values(signature).reduce((sum, value) => sum + value, 0)
  const bass = tune.clef === 'bass'
  /** Diatonic step of the bottom staff line (E4 in clé de sol, G2 in clé de fa). */
  const bottomStep = bass ? 18 : 30
  const shift = bass ? -14 : 0
  const bars: Bar[] = tune.bars.map(() => ({ notes: [], width: 10 }))
  for (const note of tune.notes) {
    const bar = bars[Math.min(note.bar, bars.length - 1)]!
    bar.notes.push(note)
    bar.width += noteWidth(note)
  }
  const filled = bars.filter(bar => bar.notes.length > 0)
  const keyWidth = Math.abs(fifths) * 7 + 4
  const header = (first: boolean) => 26 + keyWidth + (first ? 18 : 0)

  const systems: Bar[][] = []
  let current: Bar[] = []
  let used = header(true)
  for (const bar of filled) {
    if (current.length > 0 && used + bar.width > width) {
      systems.push(current)
      current = []
      used = header(false)
    }
    current.push(bar)
    used += bar.width
  }
  if (current.length) systems.push(current)

  return systems.map((system, systemIndex) => ({
    height: SYSTEM_HEIGHT,
    ops: (left, top) => {
      const ops: string[] = ['0.1 0.08 0.07 RG 0.1 0.08 0.07 rg']
      const bottomLine = top - ABOVE - STAFF
      const yOf = (step: number) => bottomLine + ((step - bottomStep) * SPACE) / 2
      const middle = bottomLine + STAFF / 2
      const natural = system.reduce((sum, bar) => sum + bar.width, 0)
      const isLast = systemIndex === systems.length - 1
      const room = width - header(systemIndex === 0)
      // Every system is justified but a short last one, whose staff stops at its final bar line.
      const stretch = isLast && natural < room * 0.7 ? 1 : room / natural
      const staffEnd = left + header(systemIndex === 0) + natural * stretch
      for (let index = 0; index < 5; index++) {
        const y = bottomLine + index * SPACE
        ops.push(line(left, y, staffEnd, y, 0.5))
      }
      ops.push(line(left, bottomLine, left, bottomLine + STAFF, 0.8))
      // The clef as its letter on its line: G on the second line (sol), F on the fourth (fa), with fa's dots.
      if (bass) {
        ops.push(pdfText('F', left + 4, yOf(24) - 7.5, 20, 'F2'))
        ops.push(`${n(left + 18)} ${n(yOf(25) - 1)} 2 2 re f ${n(left + 18)} ${n(yOf(23) - 1)} 2 2 re f`)
      } else {
        ops.push(pdfText('G', left + 3, yOf(32) - 7.5, 21, 'F2'))
      }
      let x = left + 26
      const steps = fifths > 0 ? SHARP_STEPS : FLAT_STEPS
      for (let index = 0; index < Math.abs(fifths); index++) {
        ops.push(...accidentalSign(Math.sign(fifths), x + 3, yOf(steps[index]! + shift)))
        x += 7
      }
      x += 4
      if (systemIndex === 0) {
        ops.push(pdfText(String(tune.meter.beats), x + 1, middle + 1.5, 13, 'F2'))
        ops.push(pdfText(String(tune.meter.unit), x + 1, bottomLine + 1.5, 13, 'F2'))
        x += 18
      }
      for (const bar of system) {
        let noteX = x + 6 * stretch
        // Accidentals written in a bar last to its end, as in the ABC.
        const written = new Map<number, number>()
        for (const note of bar.notes) {
          const slot = noteWidth(note) * stretch
          const headX = noteX + 6
          if (note.midi.length === 0) ops.push(...rest(note.length, headX, middle))
          else ops.push(...drawNote(note, headX))
          noteX += slot
        }
        x += bar.width * stretch
        if (bar === system.at(-1) && isLast && bar === filled.at(-1)) {
          ops.push(line(x - 4, bottomLine, x - 4, bottomLine + STAFF, 0.8))
          ops.push(line(x - 0.8, bottomLine, x - 0.8, bottomLine + STAFF, 2.4))
        } else ops.push(line(x, bottomLine, x, bottomLine + STAFF, 0.8))

        function drawNote(note: AbcNote, headX: number) {
          const noteOps: string[] = []
          const spelled = note.midi.map(midi => spell(midi, signature, fifths < 0))
          const open = note.length >= 2
          for (const { step, accidental } of spelled) {
            const y = yOf(step)
            // Ledger lines below and above the staff.
            for (let ledger = bottomStep - 2; ledger >= step; ledger -= 2)
              noteOps.push(line(headX - 6, yOf(ledger), headX + 6, yOf(ledger), 0.7))
            for (let ledger = bottomStep + 10; ledger <= step; ledger += 2)
              noteOps.push(line(headX - 6, yOf(ledger), headX + 6, yOf(ledger), 0.7))
            const letter = LETTERS[((step % 7) + 7) % 7]!
            const expected = written.get(step) ?? signature[letter] ?? 0
            if (accidental !== expected) {
              noteOps.push(...accidentalSign(accidental, headX - 9, y))
              written.set(step, accidental)
            }
            noteOps.push(head(headX, y, open))
            if ([0.75, 1.5, 3, 6].some(length => Math.abs(note.length - length) < 0.01)) {
              const dotY = step % 2 === 0 ? y + SPACE / 2 : y
              noteOps.push(`${n(headX + 6)} ${n(dotY - 1)} 2 2 re f`)
            }
          }
          if (note.length < 4) {
            const stepsOfChord = spelled.map(item => item.step)
            const low = Math.min(...stepsOfChord)
            const high = Math.max(...stepsOfChord)
            const up = (low + high) / 2 < bottomStep + 4
            const stemX = up ? headX + 3.6 : headX - 3.6
            const from = up ? yOf(low) : yOf(high)
            const to = up ? yOf(high) + 3.5 * SPACE : yOf(low) - 3.5 * SPACE
            noteOps.push(line(stemX, from, stemX, to, 0.8))
            const flags = note.length <= 0.26 ? 2 : note.length <= 0.76 ? 1 : 0
            for (let flag = 0; flag < flags; flag++) {
              const y = up ? to - flag * 4.5 : to + flag * 4.5
              const dir = up ? -1 : 1
              noteOps.push(
                `1.1 w ${n(stemX)} ${n(y)} m ${n(stemX + 2)} ${n(y + dir * 3)} ${n(stemX + 7)} ${n(y + dir * 5)} ${n(stemX + 5)} ${n(y + dir * 10)} c S`,
              )
            }
          }
          return noteOps
        }
      }
      return ops
    },
  }))
}
