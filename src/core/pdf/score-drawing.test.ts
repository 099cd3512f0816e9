import * as mupdf from 'mupdf'
import { describe, expect, test } from 'vitest'
import { A4_TEXT_WIDTH, makePdfPages } from './pdf.ts'
import { scoreSystems } from './score-drawing.ts'
import { paintSvg, pathOps } from './svg-paint.ts'

const opsOf = (abc: string, width = A4_TEXT_WIDTH) => scoreSystems(abc, width).flatMap(system => system.ops(0, 100))
/** Stroked paths of this width (the engraver's classes: staff 1, stems and bar lines 1.2, flags 2). */
const stroked = (ops: string[], width: number) => ops.filter(op => op.startsWith(`${width} w `) && op.endsWith(' S'))
/** Filled four-sided shapes: the beams. */
const beams = (ops: string[]) => ops.filter(op => /^[\d.-]+ [\d.-]+ m( [\d.-]+ [\d.-]+ l){3} h f$/.test(op))

/** The text MuPDF reads from a one-page PDF of these drawings. */
function printedText(abc: string): string {
  const pdf = makePdfPages(
    'Partition',
    scoreSystems(abc, A4_TEXT_WIDTH).map(system => ({ drawing: () => system })),
  )
  const document = mupdf.Document.openDocument(pdf, 'application/pdf')
  return document.loadPage(0).toStructuredText('preserve-whitespace').asText()
}

describe('scores printed on the lesson sheet (the lesson page’s engraving, painted in PDF)', () => {
  test('a staff of five lines per system, a filled head per quarter, an open one for the whole note', () => {
    const ops = opsOf('X:1\nM:4/4\nL:1/4\nK:C\nE G B d | f4 |]')
    expect(stroked(ops, 1)).toHaveLength(5)
    // Heads are rotated ellipses: a transform, four Béziers, filled (quarters) or stroked (the whole).
    const heads = ops.filter(op => op.startsWith('q ') && op.includes(' cm ') && / c h [fS] Q$/.test(op))
    expect(heads.filter(op => op.endsWith(' f Q'))).toHaveLength(4)
    expect(heads.filter(op => op.endsWith(' S Q'))).toHaveLength(1)
  })

  test('notes written together are beamed, as on the lesson page; a lone eighth keeps its flag', () => {
    const ops = opsOf('X:1\nM:3/4\nL:1/8\nK:F\nCDEF GA | c2 z2 B c |]')
    expect(beams(ops)).toHaveLength(2)
    // The two eighths B and c stand apart: one flag each (stroke 2, a curve), plus the quarter rest's zigzag.
    expect(stroked(ops, 2).filter(op => / c S$/.test(op)).length).toBeGreaterThanOrEqual(2)
  })

  test('lyrics, chord names and the time signature print as text a reader can extract', () => {
    const text = printedText('X:1\nM:3/4\nL:1/4\nK:C\n"C"c d e | "G7"d2 z |]\nw: Ma-ko-ssa ya mbo-a\n')
    for (const word of ['Ma', 'ko', 'ssa', 'ya', 'C', 'G7', '3', '4']) expect(text).toContain(word)
  })

  test('a long score breaks into systems of the same height; a narrower page needs more of them', () => {
    const bars = Array.from({ length: 24 }, () => 'cdef gabc').join(' | ')
    const abc = `X:1\nM:4/4\nL:1/8\nK:D\n${bars} |]`
    const systems = scoreSystems(abc, A4_TEXT_WIDTH)
    expect(systems.length).toBeGreaterThan(2)
    expect(scoreSystems(abc, 300).length).toBeGreaterThan(systems.length)
    for (const system of systems) expect(system.height).toBe(78)
    expect(beams(systems.flatMap(system => system.ops(0, 100)))).toHaveLength(48)
  })

  test('unreadable ABC throws, so the sheet can leave that score out', () => {
    expect(() => scoreSystems('X:1\nK:C\nQ:vite\nc d e |]', A4_TEXT_WIDTH)).toThrow(/tempo invalide/)
  })
})

describe('SVG shapes as PDF operators', () => {
  test('relative and absolute commands, H and V, quadratics as the same curve in cubic form', () => {
    expect(pathOps('M10 20h5v-5L0 0Z')).toEqual(['10 20 m', '15 20 l', '15 15 l', '0 0 l', 'h'])
    expect(pathOps('M0 0Q3 3 6 0')).toEqual(['0 0 m', '2 2 4 2 6 0 c'])
    // Pairs after a moveto are lines; numbers may run together as SVG allows.
    expect(pathOps('M.5.5 1 1-1-1')).toEqual(['0.5 0.5 m', '1 1 l', '-1 -1 l'])
  })

  test('an arc becomes Béziers that end where the arc ends and stay on its circle', () => {
    const ops = pathOps('M3.6-.9A.3.3 0 1 0 3.6-.3')
    const curves = ops.slice(1).map(op => op.split(' ').slice(0, 6).map(Number))
    expect(curves.length).toBeGreaterThanOrEqual(2)
    const [x, y] = curves.at(-1)!.slice(4)
    expect(x).toBeCloseTo(3.6, 3)
    expect(y).toBeCloseTo(-0.3, 3)
    // Every segment's end point lies on the circle of radius 0.3 around (3.6, -0.6).
    for (const curve of curves) expect(Math.hypot(curve[4]! - 3.6, curve[5]! + 0.6)).toBeCloseTo(0.3, 3)
  })

  test('shapes are filled unless fill="none", stroked when they have a stroke width; transforms become cm', () => {
    expect(paintSvg('<path class="staff" fill="none" stroke-width="1.2" d="M0 0V10"/>')).toEqual([
      '1.2 w 0 0 m 0 10 l S',
    ])
    expect(paintSvg('<rect x="1" y="2" width="3" height="4"/>')).toEqual(['1 2 3 4 re f'])
    expect(paintSvg('<path transform="translate(5 6) scale(10)" d="M0 0L1 1"/>')).toEqual([
      'q 10 0 0 10 5 6 cm 0 0 m 1 1 l f Q',
    ])
    // Text inherits its group's attributes; the text matrix is flipped back upright.
    const [text] = paintSvg('<g font-size="20" font-weight="bold"><text x="10" y="30">3 &amp; 4</text></g>')
    expect(text).toContain('/F2 20 Tf 1 0 0 -1 10.00 30.00 Tm (3 & 4) Tj')
    expect(() => paintSvg('<path d="M0 0T1 1"/>')).toThrow(/T is not supported/)
    expect(() => paintSvg('<image href="x.png"/>')).toThrow(/<image> is not supported/)
  })
})
