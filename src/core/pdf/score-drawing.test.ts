import { describe, expect, test } from 'vitest'
import { parseAbc } from '../music/abc.ts'
import { scoreSystems } from './score-drawing.ts'

const WIDTH = 483
const draw = (abc: string, width = WIDTH) => scoreSystems(parseAbc(abc), width)
const opsOf = (abc: string) => draw(abc).flatMap(system => system.ops(0, 100))
const strokes = (ops: string[]) => ops.filter(op => / l S$/.test(op))
const heads = (ops: string[]) => ops.filter(op => / cm .* (f|f\*) Q$/.test(op))

describe('scores drawn for the lesson sheet', () => {
  test('a staff of five lines, a note head per note, a stem for each note shorter than a whole', () => {
    const ops = opsOf('X:1\nM:4/4\nL:1/4\nK:C\nE G B d | f4 |]')
    // The five lines run from the left edge (y = bottom line + k spaces; the bottom line is 50 points down).
    const staffLines = strokes(ops).filter(op => op.startsWith('0.5 w 0.00 '))
    expect(staffLines.map(op => Number(op.split(' ')[3]))).toEqual([50, 56, 62, 68, 74])
    expect(heads(ops)).toHaveLength(5)
    // The whole note is open (even-odd fill of two ellipses); quarter notes are filled.
    expect(heads(ops).filter(op => op.endsWith('f* Q'))).toHaveLength(1)
  })

  test('middle C in clé de sol sits on a ledger line; the same C in clé de fa does not need one', () => {
    const ledger = (abc: string) => strokes(opsOf(abc)).filter(op => op.startsWith('0.7 w'))
    expect(ledger('X:1\nL:1/4\nK:C\nC4 |]')).toHaveLength(1)
    expect(ledger('X:1\nL:1/4\nK:C\nG4 |]')).toHaveLength(0)
    // C4 is one ledger line above the bass staff.
    expect(ledger('X:1\nL:1/4\nK:C clef=bass\nC4 |]')).toHaveLength(1)
    expect(ledger('X:1\nL:1/4\nK:C clef=bass\nC,4 |]')).toHaveLength(0)
  })

  test('accidentals outside the key are drawn once per bar; the key signature is drawn at each system start', () => {
    const plain = strokes(opsOf('X:1\nL:1/4\nK:C\nF F F F |]')).length
    // ^F: a sharp (four strokes) before the first F only; the others inherit it until the bar line.
    expect(strokes(opsOf('X:1\nL:1/4\nK:C\n^F F F F |]')).length).toBe(plain + 4)
    // In G the F sharp is in the signature: one sharp at the start, none before the notes.
    expect(strokes(opsOf('X:1\nL:1/4\nK:G\nF F F F |]')).length).toBe(plain + 4)
  })

  test('a long score breaks into systems that fill the width; a narrower page needs more of them', () => {
    const bars = Array.from({ length: 24 }, () => 'c d e f g a b c').join(' | ')
    const abc = `X:1\nM:4/4\nL:1/8\nK:D\n${bars} |]`
    const systems = draw(abc)
    expect(systems.length).toBeGreaterThan(2)
    expect(draw(abc, 300).length).toBeGreaterThan(systems.length)
    for (const system of systems) expect(system.height).toBe(72)
    // Eighth notes carry a flag each (a curve after their stem).
    const flags = systems.flatMap(system => system.ops(0, 100)).filter(op => / c S$/.test(op) && op.startsWith('1.1 w'))
    expect(flags).toHaveLength(24 * 8)
  })
})
