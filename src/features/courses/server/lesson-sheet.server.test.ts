import { describe, expect, test } from 'vitest'
import { type PaintedShape, readPdf } from '#tests/setup/pdf-reader.ts'
import { lessonSheetPdf } from './lesson-sheet.server.ts'

/** A lesson sheet holding one score, read back by MuPDF. */
async function sheetWithScore(abc: string) {
  const bytes = await lessonSheetPdf(
    {
      disciplineName: 'Piano',
      levelName: 'Débutant',
      lesson: 3,
      title: 'La gamme',
      content: 'Une leçon de lecture.',
      blocks: [{ type: 'score', title: 'À lire', abc, demo: null }],
    },
    'https://www.gombiste-records.cm/',
  )
  return readPdf(bytes)
}

/** Staff lines: one horizontal stroke (the engraver's staff, 0.6 pt once scaled) longer than a bar. */
const staffLines = (shapes: PaintedShape[]) =>
  shapes.filter(
    shape =>
      shape.paint === 'stroke' &&
      shape.lines === 1 &&
      shape.curves === 0 &&
      Math.abs(shape.width - 0.6) < 0.01 &&
      shape.bounds[1] === shape.bounds[3] &&
      shape.bounds[2] - shape.bounds[0] > 100,
  )
/** Note heads: closed ellipses, filled (black) or stroked (white), as wide as a staff space and more. */
const heads = (shapes: PaintedShape[], paint: PaintedShape['paint']) =>
  shapes.filter(
    shape =>
      shape.paint === paint &&
      shape.closed &&
      shape.lines === 0 &&
      shape.curves >= 4 &&
      shape.bounds[2] - shape.bounds[0] > 5,
  )
/** Beams: filled four-sided shapes. */
const beams = (shapes: PaintedShape[]) =>
  shapes.filter(shape => shape.paint === 'fill' && shape.closed && shape.lines === 3 && shape.curves === 0)

describe('scores on the lesson sheet (the lesson page’s engraving, painted as vectors)', () => {
  test('a staff of five lines, a filled head per quarter, an open one for the whole note', async () => {
    const shapes = (await sheetWithScore('X:1\nM:4/4\nL:1/4\nK:C\nE G B d | f4 |]')).shapes(0)
    expect(staffLines(shapes)).toHaveLength(5)
    expect(heads(shapes, 'fill')).toHaveLength(4)
    expect(heads(shapes, 'stroke')).toHaveLength(1)
  })

  test('notes written together are beamed, as on the lesson page; a lone eighth keeps its flag', async () => {
    const shapes = (await sheetWithScore('X:1\nM:3/4\nL:1/8\nK:F\nCDEF GA | c2 z2 B c |]')).shapes(0)
    expect(beams(shapes)).toHaveLength(2)
    // The two eighths B and c stand apart: one flag each, a curve stroked 1.2 pt.
    const flags = shapes.filter(s => s.paint === 'stroke' && s.curves === 1 && s.lines === 0 && s.width > 1.1)
    expect(flags).toHaveLength(2)
  })

  test('lyrics, chord names and the time signature print as text a reader can extract', async () => {
    const { text } = await sheetWithScore('X:1\nM:3/4\nL:1/4\nK:C\n"C"c d e | "G7"d2 z |]\nw: Ma-ko-ssa ya mbo-a\n')
    for (const word of ['Ma', 'ko', 'ssa', 'ya', 'C', 'G7', '3', '4']) expect(text).toContain(word)
    expect(text).not.toContain('X:1')
  })

  test('a long score breaks across pages between systems, each whole, all of the same height', async () => {
    const bars = Array.from({ length: 80 }, () => 'cdef gabc').join(' | ')
    const pdf = await sheetWithScore(`X:1\nM:4/4\nL:1/8\nK:D\n${bars} |]`)
    expect(pdf.pages.length).toBeGreaterThanOrEqual(2)
    const systems = pdf.pages.map((_, page) => {
      const lines = staffLines(pdf.shapes(page))
      // Five staff lines per system: whole systems only, and none below the bottom margin (64 pt).
      expect(lines.length % 5).toBe(0)
      for (const line of lines) expect(line.bounds[1]).toBeLessThan(841.89 - 64)
      return lines.map(line => line.bounds[1]).filter((_, index) => index % 5 === 0)
    })
    const tops = systems.flat()
    // 80 bars of 8 beamed eighths: two beams a bar, every one drawn.
    expect(pdf.pages.reduce((count, _, page) => count + beams(pdf.shapes(page)).length, 0)).toBe(160)
    const gaps = systems.flatMap(page => page.slice(1).map((top, index) => top - page[index]!))
    for (const gap of gaps) expect(gap).toBeCloseTo(78, 1)
    expect(tops.length).toBeGreaterThan(10)
  })

  test('an unreadable score is left out and the rest of the sheet still prints', async () => {
    const pdf = await sheetWithScore('X:1\nK:C\nQ:vite\nc d e |]')
    expect(pdf.text).toContain('À lire')
    expect(staffLines(pdf.shapes(0))).toHaveLength(0)
  })
})
