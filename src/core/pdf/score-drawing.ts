import { engraveAbc, SYSTEM_HEIGHT } from '../music/abc-engrave.ts'
import type { PdfDrawing } from './pdf.ts'
import { paintSvg } from './svg-paint.ts'

/**
 * A score as the lesson sheets print it: the lesson page's own engraving (src/core/music/abc-engrave.ts:
 * staves, clefs, key and time signatures, notes with their beams, ties, tuplets, rests, repeats, chord
 * names and lyrics), painted in PDF vector operators (svg-paint.ts). One drawing per system (a line of
 * music), so a long score breaks across pages between systems.
 */

/** Points per SVG unit: the engraver's staff space of 10 units prints 6 points tall. */
const SCALE = 0.6

/** Lays `abc` out in systems for a width in points; each system is one drawing. Throws on unreadable ABC. */
export function scoreSystems(abc: string, width: number): PdfDrawing[] {
  const score = engraveAbc(abc, { width: width / SCALE })
  return score.systems.map((shapes, index) => {
    const ops = paintSvg(shapes)
    return {
      height: SYSTEM_HEIGHT * SCALE,
      ops: (left, top) => [
        '0.1 0.08 0.07 RG 0.1 0.08 0.07 rg',
        // The system's band of the SVG (y down) placed at (left, top) of the page (y up).
        `${SCALE} 0 0 ${-SCALE} ${left.toFixed(2)} ${(top + index * SYSTEM_HEIGHT * SCALE).toFixed(2)} cm`,
        ...ops,
      ],
    }
  })
}
