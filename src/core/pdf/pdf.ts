/**
 * A minimal PDF writer: one A4 page of wrapped text in the standard Helvetica fonts (WinAnsi
 * encoding, so French accents, « », ’ and € print), with coloured headings and gold rules. Enough for
 * a press bio or a credits sheet; text that does not fit on the page is cut.
 */

const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
  '\u202f': 0xa0,
  '\u2009': 0x20,
  '\u2011': 0x2d,
}

function winAnsi(ch: string): number {
  const code = ch.codePointAt(0)!
  if (code >= 0x20 && code < 0x7f) return code
  if (code >= 0xa0 && code <= 0xff) return code
  return WIN_ANSI[ch] ?? 0x3f
}

/** Helvetica advance widths (1/1000 em) for ASCII 32–126; accented letters use their base letter. */
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
]

/** The width of `text` in Helvetica (bold a little wider), in the units of `size`. */
export function textWidth(text: string, size: number, bold: boolean): number {
  let w = 0
  for (const ch of text.normalize('NFD').replace(/[\u0300-\u036f]/g, '')) {
    const c = ch.charCodeAt(0)
    w += c >= 32 && c <= 126 ? HELVETICA[c - 32]! : ch === 'œ' || ch === 'Œ' ? 944 : 556
  }
  return (w * size * (bold ? 1.07 : 1)) / 1000
}

function wrap(text: string, size: number, bold: boolean, maxWidth: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word
    if (line && textWidth(next, size, bold) > maxWidth) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  return lines
}

function pdfString(text: string): string {
  let out = '('
  for (const ch of text) {
    const b = winAnsi(ch)
    if (b === 0x28 || b === 0x29 || b === 0x5c) out += `\\${String.fromCharCode(b)}`
    else if (b < 0x20 || b > 0x7e) out += `\\${b.toString(8).padStart(3, '0')}`
    else out += String.fromCharCode(b)
  }
  return `${out})`
}

export type PdfBlock =
  | { text: string; size: number; bold?: boolean; color?: [number, number, number]; before?: number; rule?: boolean }
  /** A square of dark modules (a QR code: `src/core/qr/qr.ts`), `size` points wide, at the left margin. */
  | { modules: boolean[][]; size: number; before?: number }

export function makePdf(title: string, blocks: PdfBlock[], producer = 'Gombiste Records'): Buffer {
  const [pageW, pageH, margin] = [595.28, 841.89, 56]
  const maxWidth = pageW - 2 * margin
  const ops: string[] = []
  let y = pageH - margin
  let full = false
  for (const block of blocks) {
    if (full) break
    y -= block.before ?? 0
    if ('modules' in block) {
      if (y - block.size < margin) break
      const cell = block.size / block.modules.length
      const top = y
      // The fill colour is set before the path: no graphics-state operator may sit inside a path.
      ops.push('0 0 0 rg')
      block.modules.forEach((row, r) =>
        row.forEach((dark, c) => {
          if (dark)
            ops.push(
              `${(margin + c * cell).toFixed(2)} ${(top - (r + 1) * cell).toFixed(2)} ${cell.toFixed(3)} ${cell.toFixed(3)} re`,
            )
        }),
      )
      ops.push('f')
      y -= block.size
      continue
    }
    if (block.rule) {
      ops.push(
        `0.831 0.627 0.090 RG 1.5 w ${margin} ${y.toFixed(2)} m ${(pageW - margin).toFixed(2)} ${y.toFixed(2)} l S`,
      )
      y -= 12
      continue
    }
    const leading = block.size * 1.38
    const [r, g, b] = block.color ?? [0.16, 0.12, 0.1]
    for (const line of wrap(block.text, block.size, !!block.bold, maxWidth)) {
      if (y - leading < margin) {
        full = true
        break
      }
      y -= leading
      ops.push(
        `BT /${block.bold ? 'F2' : 'F1'} ${block.size} Tf ${r} ${g} ${b} rg 1 0 0 1 ${margin} ${y.toFixed(2)} Tm ${pdfString(line)} Tj ET`,
      )
    }
  }
  const content = ops.join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageW} ${pageH}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(title)} /Producer ${pdfString(producer)} >>`,
  ]
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'))
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(pdf, 'latin1')
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const off of offsets) pdf += `${String(off).padStart(10, '0')} 00000 n \n`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}

/** Vector drawing placed by `makePdfPages`: `height` points tall, drawn from the top-left corner given. */
export type PdfDrawing = { height: number; ops: (left: number, top: number) => string[] }

export type PdfSheetBlock =
  | {
      text: string
      size: number
      bold?: boolean
      italic?: boolean
      color?: [number, number, number]
      before?: number
      /** Left indent in points (list items). */
      indent?: number
      /** A mark printed in the indent before the first line ('•', '1.'). */
      bullet?: string
      /** Keep on the same page as the block after it (a heading above its text or score). */
      keepWithNext?: boolean
    }
  | { rule: true; before?: number }
  /** A drawing made for the given width (a system of a score). */
  | { drawing: (width: number) => PdfDrawing; before?: number; keepWithNext?: boolean }

type PlacedPage = string[]

/** The width of text and drawings on a `makePdfPages` page: A4 less two 56-point margins. */
export const A4_TEXT_WIDTH = 595.28 - 2 * 56

/** The PDF text operator for one line at (x, y), in one of the sheet's fonts (F1 regular, F2 bold, F3 oblique). */
export function pdfText(text: string, x: number, y: number, size: number, font: 'F1' | 'F2' | 'F3' = 'F1'): string {
  return `BT /${font} ${size} Tf 1 0 0 1 ${x.toFixed(2)} ${y.toFixed(2)} Tm ${pdfString(text)} Tj ET`
}

/**
 * A PDF of as many A4 pages as the blocks need (the lesson sheets): wrapped text in Helvetica
 * (WinAnsi, so French accents print), rules and vector drawings, with the page number and a footer
 * line at the bottom of every page. A block never splits across pages except text, line by line.
 */
export function makePdfPages(title: string, blocks: PdfSheetBlock[], footer = 'Gombiste Records'): Buffer {
  const [pageW, pageH, margin, bottom] = [595.28, 841.89, 56, 64]
  const maxWidth = pageW - 2 * margin
  const pages: PlacedPage[] = [[]]
  let y = pageH - margin
  const newPage = () => {
    pages.push([])
    y = pageH - margin
  }
  const ops = () => pages[pages.length - 1]!
  const heightOf = (block: PdfSheetBlock): number => {
    if ('rule' in block) return (block.before ?? 0) + 12
    if ('drawing' in block) return (block.before ?? 0) + block.drawing(maxWidth).height
    const lines = wrap(block.text, block.size, !!block.bold, maxWidth - (block.indent ?? 0)).length
    return (block.before ?? 0) + Math.min(lines, 2) * block.size * 1.38
  }
  blocks.forEach((block, index) => {
    const atTop = y === pageH - margin
    // A heading stays with what follows it: both move to the next page when they do not fit together.
    const next = blocks[index + 1]
    const needed = heightOf(block) + ('keepWithNext' in block && block.keepWithNext && next ? heightOf(next) : 0)
    if (!atTop && y - needed < bottom) newPage()
    if (y !== pageH - margin) y -= block.before ?? 0
    if ('rule' in block) {
      ops().push(
        `0.831 0.627 0.090 RG 1.5 w ${margin} ${y.toFixed(2)} m ${(pageW - margin).toFixed(2)} ${y.toFixed(2)} l S`,
      )
      y -= 12
      return
    }
    if ('drawing' in block) {
      const drawing = block.drawing(maxWidth)
      ops().push('q', ...drawing.ops(margin, y), 'Q')
      y -= drawing.height
      return
    }
    const leading = block.size * 1.38
    const [r, g, b] = block.color ?? [0.16, 0.12, 0.1]
    const font = block.bold ? 'F2' : block.italic ? 'F3' : 'F1'
    const indent = block.indent ?? 0
    wrap(block.text, block.size, !!block.bold, maxWidth - indent).forEach((line, lineIndex) => {
      if (y - leading < bottom) newPage()
      y -= leading
      if (lineIndex === 0 && block.bullet)
        ops().push(`${r} ${g} ${b} rg ${pdfText(block.bullet, margin + indent - 12, y, block.size, font)}`)
      ops().push(`${r} ${g} ${b} rg ${pdfText(line, margin + indent, y, block.size, font)}`)
    })
  })
  const count = pages.length
  const contents = pages.map((page, index) =>
    [
      ...page,
      `0.4 0.36 0.33 rg ${pdfText(footer, margin, 36, 8)}`,
      `0.4 0.36 0.33 rg ${pdfText(`Page ${index + 1} / ${count}`, pageW - margin - 50, 36, 8)}`,
    ].join('\n'),
  )
  // Objects: 1 catalog, 2 pages, 3–5 fonts, 6 info, then each page and its content stream.
  const pageObject = (index: number) => 7 + index * 2
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${contents.map((_, index) => `${pageObject(index)} 0 R`).join(' ')}] /Count ${count} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Oblique /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfString(title)} /Producer (Gombiste Records) >>`,
    ...contents.flatMap((content, index) => [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageW} ${pageH}] /Resources << /Font << /F1 3 0 R /F2 4 0 R /F3 5 0 R >> >> /Contents ${pageObject(index) + 1} 0 R >>`,
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    ]),
  ]
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'))
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(pdf, 'latin1')
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const off of offsets) pdf += `${String(off).padStart(10, '0')} 00000 n \n`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}
