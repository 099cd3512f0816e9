import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { create as parseFont, type Font } from 'fontkit'
import PDFDocument from 'pdfkit'
import SVGtoPDF from 'svg-to-pdfkit'
import { type QrMatrix, qrSvgPath } from '#core/qr/qr.ts'

/**
 * The site's printable documents (certificates, lesson sheets, press bio, monthly reports) on A4 with
 * pdfkit, in DejaVu Sans embedded as subsets (every French letter and sign prints and can be copied).
 * Text wraps on the font's own widths and flows onto further pages; a heading keeps with what follows;
 * drawings (the engraved scores) are SVG painted as vectors by svg-to-pdfkit. Server-only (ADR 020).
 */

/** A colour as CSS hex, '#rrggbb'. */
export type PdfColor = string

export type PdfBlock =
  | {
      text: string
      size: number
      bold?: boolean
      italic?: boolean
      color?: PdfColor
      /** Space above, in points (dropped at the top of a page). */
      before?: number
      /** Left indent in points (list items, quotes). */
      indent?: number
      /** A mark printed in the indent before the first line ('•', '1.'). */
      bullet?: string
      /** Keep on the same page as the start of the block after it (a heading above its text or score). */
      keepWithNext?: boolean
    }
  /** A gold line across the page. */
  | { rule: true; before?: number }
  /** A QR code `size` points wide at the left margin. */
  | { qr: QrMatrix; size: number; before?: number }
  /** An SVG drawing (with its viewBox) fitted to `width` × `height` points at the left margin; never split. */
  | { svg: string; width: number; height: number; before?: number }

export type PdfOptions = {
  title: string
  /** Printed at the foot of every page with « Page n / N ». */
  footer?: string
  creator?: string
}

const [PAGE_WIDTH, MARGIN, BOTTOM] = [595.28, 56, 64]
/** The width of text and drawings on a page: A4 less two 56-point margins. */
export const PDF_TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN
const INK = '#291f1a'
const GOLD = '#d4a017'
/** Extra space between lines, in ems: DejaVu's own line height (1.16 em) brought to about 1.36 em. */
const LINE_GAP = 0.2

type FontName = 'Sans' | 'Sans-Bold' | 'Sans-Italic'
let fonts: Record<FontName, Font> | undefined
/**
 * The three DejaVu Sans faces, read and parsed once per process on the first document (by fontkit,
 * pdfkit's own font engine): parsing them for each document took some 100 ms. Each PDF embeds only
 * the glyphs it uses.
 */
function parsedFonts() {
  const parse = (file: string) =>
    parseFont(readFileSync(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${file}.ttf`)))
  fonts ??= {
    Sans: parse('DejaVuSans'),
    'Sans-Bold': parse('DejaVuSans-Bold'),
    'Sans-Italic': parse('DejaVuSans-Oblique'),
  }
  return fonts
}
const fontName = (bold?: boolean, italic?: boolean): FontName => (bold ? 'Sans-Bold' : italic ? 'Sans-Italic' : 'Sans')

export async function makePdf(blocks: PdfBlock[], options: PdfOptions): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: BOTTOM },
    bufferPages: Boolean(options.footer),
    info: { Title: options.title, Creator: options.creator ?? 'Gombiste Records', Producer: 'Gombiste Records' },
    displayTitle: true,
    lang: 'fr-FR',
    // No standard font: only DejaVu is ever used, so nothing prints in a font the reader must guess.
    font: false as unknown as string,
  })
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', chunk => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  // pdfkit takes a parsed fontkit font as well as a file (@types/pdfkit lists only files).
  for (const [name, font] of Object.entries(parsedFonts())) doc.registerFont(name, font as unknown as Uint8Array)

  const top = doc.page.margins.top
  const bottom = () => doc.page.height - doc.page.margins.bottom
  const textOptions = (block: { size: number; indent?: number }) => ({
    width: PDF_TEXT_WIDTH - (block.indent ?? 0),
    lineGap: block.size * LINE_GAP,
  })
  /** The height a block needs on this page before a break is allowed: text counts up to two lines. */
  const heightOf = (block: PdfBlock): number => {
    const before = block.before ?? 0
    if ('rule' in block) return before + 12
    if ('qr' in block) return before + block.size
    if ('svg' in block) return before + block.height
    doc.font(fontName(block.bold, block.italic)).fontSize(block.size)
    const line = doc.currentLineHeight(true) + block.size * LINE_GAP
    return before + Math.min(doc.heightOfString(block.text, textOptions(block)), 2 * line)
  }

  blocks.forEach((block, index) => {
    const next = blocks[index + 1]
    const keep = 'keepWithNext' in block && block.keepWithNext && next ? heightOf(next) : 0
    if (doc.y > top && doc.y + heightOf(block) + keep > bottom()) doc.addPage()
    if (doc.y > top) doc.y += block.before ?? 0
    const y = doc.y
    if ('rule' in block) {
      doc
        .moveTo(MARGIN, y)
        .lineTo(PAGE_WIDTH - MARGIN, y)
        .lineWidth(1.5)
        .stroke(GOLD)
      doc.y = y + 12
    } else if ('qr' in block) {
      const cell = block.size / block.qr.length
      doc.save().translate(MARGIN, y).scale(cell).path(qrSvgPath(block.qr, 0).d).fill('#000000').restore()
      doc.y = y + block.size
    } else if ('svg' in block) {
      SVGtoPDF(doc, block.svg, MARGIN, y, {
        width: block.width,
        height: block.height,
        assumePt: true,
        fontCallback: (_family, bold, italic) => fontName(bold, italic),
        warningCallback: warning => {
          throw new Error(`pdf: the drawing uses what svg-to-pdfkit cannot paint (${warning})`)
        },
      })
      doc.y = y + block.height
    } else {
      const x = MARGIN + (block.indent ?? 0)
      doc
        .font(fontName(block.bold, block.italic))
        .fontSize(block.size)
        .fillColor(block.color ?? INK)
      if (block.bullet) {
        doc.text(block.bullet, x - 12, y, { lineBreak: false })
        doc.y = y
      }
      doc.text(block.text, x, y, textOptions(block))
    }
  })

  if (options.footer) {
    const { start, count } = doc.bufferedPageRange()
    for (let page = start; page < start + count; page++) {
      doc.switchToPage(page)
      // The foot lies below the bottom margin: without this, pdfkit would open a new page for it.
      doc.page.margins.bottom = 0
      const y = doc.page.height - 44
      doc.font('Sans').fontSize(8).fillColor('#665c54')
      doc.text(options.footer, MARGIN, y, { width: PDF_TEXT_WIDTH - 70, height: 10, ellipsis: true, lineBreak: false })
      doc.text(`Page ${page + 1} / ${count}`, MARGIN, y, { width: PDF_TEXT_WIDTH, align: 'right', lineBreak: false })
    }
  }
  doc.end()
  return done
}
