import * as mupdf from 'mupdf'
import { describe, expect, test } from 'vitest'
import { encodeQr } from '#core/qr/qr.ts'
import { readPdf } from '#tests/setup/pdf-reader.ts'
import { makePdf, PDF_TEXT_WIDTH, type PdfBlock } from './pdf.server.ts'

const FRENCH = 'Élève à l’école, ça gère : « œuvre » où Noël est fêté — déjà prêt, Œdipe à 100 %.'
const RIGHT_MARGIN = 56 + PDF_TEXT_WIDTH

/** The right edge of every line of text MuPDF reads on a page, in points from the left. */
function lineEnds(bytes: Buffer, page: number): number[] {
  const document = mupdf.Document.openDocument(bytes, 'application/pdf')
  const ends: number[] = []
  document
    .loadPage(page)
    .toStructuredText('preserve-whitespace')
    .walk({
      beginLine: bbox => {
        ends.push(bbox[2])
      },
    })
  return ends
}

describe('the site’s PDF documents, read back by MuPDF', () => {
  test('French text is extracted as written, in embedded DejaVu fonts; the title is the document’s', async () => {
    const pdf = readPdf(
      await makePdf(
        [
          { text: FRENCH, size: 20, bold: true },
          { text: FRENCH, size: 11 },
          { text: FRENCH, size: 11, italic: true },
        ],
        { title: 'Certificat de réussite — Élève' },
      ),
    )
    expect(pdf.repaired).toBe(false)
    expect(pdf.title).toBe('Certificat de réussite — Élève')
    expect(pdf.pages).toHaveLength(1)
    expect(pdf.text.replace(/\s+/g, ' ').split(FRENCH)).toHaveLength(4)
    expect(pdf.fonts.map(font => font.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
      'DejaVuSans',
      'DejaVuSans-Bold',
      'DejaVuSans-Oblique',
    ])
    expect(pdf.fonts.every(font => font.embedded)).toBe(true)
  })

  test('a long text flows onto further pages, whole, each page numbered when the document has a foot', async () => {
    const words = Array.from({ length: 1500 }, (_, index) => `mot${index}`)
    const bytes = await makePdf(
      [
        { text: 'Titre', size: 22, bold: true },
        { text: words.join(' '), size: 11 },
      ],
      {
        title: 'Long',
        footer: 'Gombiste Records — essai',
      },
    )
    const pdf = readPdf(bytes)
    expect(pdf.pages.length).toBeGreaterThanOrEqual(3)
    // Every word, once and in order: nothing cut at the foot of a page.
    const read = pdf.pages.flatMap(page => page.match(/mot\d+/g) ?? [])
    expect(read).toEqual(words)
    pdf.pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} / ${pdf.pages.length}`)
      expect(page).toContain('Gombiste Records — essai')
    })
  })

  test('lines wrap on the fonts’ true widths: bold and regular fill the line and never cross the margin', async () => {
    const paragraph = Array.from({ length: 12 }, () => FRENCH).join(' ')
    for (const bold of [false, true]) {
      const ends = lineEnds(await makePdf([{ text: paragraph, size: 14, bold }], { title: 'Largeur' }), 0)
      expect(ends.length).toBeGreaterThan(8)
      for (const end of ends) expect(end).toBeLessThanOrEqual(RIGHT_MARGIN + 0.5)
      // All but the last line end near the margin: the widths are measured, not guessed with room to spare.
      for (const end of ends.slice(0, -1)) expect(end).toBeGreaterThan(RIGHT_MARGIN - 60)
    }
  })

  test('a heading moves to the next page with the start of its text; without keepWithNext it stays behind', async () => {
    const blocks = (keepWithNext: boolean): PdfBlock[] => [
      { text: 'Début', size: 11 },
      { text: 'Intertitre', size: 14, bold: true, before: 680, keepWithNext },
      { text: 'Le paragraphe qui suit l’intertitre, sur deux lignes au moins. '.repeat(4), size: 11 },
    ]
    const kept = readPdf(await makePdf(blocks(true), { title: 'Intertitre' }))
    expect(kept.pages).toHaveLength(2)
    expect(kept.pages[1]).toMatch(/^Intertitre\s+Le paragraphe/)
    const alone = readPdf(await makePdf(blocks(false), { title: 'Intertitre' }))
    expect(alone.pages[0]).toContain('Intertitre')
    expect(alone.pages[1]).not.toContain('Intertitre')
  })

  test('a drawing is painted as vectors and never split: one that does not fit opens the next page', async () => {
    const drawing = (label: string): PdfBlock => ({
      svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 125"><rect x="0" y="0" width="200" height="125" fill="none" stroke="#000" stroke-width="2"/><circle cx="50" cy="50" r="20"/><text x="80" y="60" font-size="16" font-weight="bold">${label}</text></svg>`,
      width: 400,
      height: 250,
      before: 10,
    })
    const pdf = readPdf(
      await makePdf([drawing('Système 1'), drawing('Système 2'), drawing('Système 3')], { title: 'Dessins' }),
    )
    expect(pdf.pages).toHaveLength(2)
    expect(pdf.pages[0]).toContain('Système 2')
    expect(pdf.pages[1]).toContain('Système 3')
    const shapes = pdf.shapes(1)
    const frame = shapes.find(shape => shape.paint === 'stroke' && shape.closed)!
    // The 200 × 125 viewBox fitted to 400 × 250 points at the top margin: a box of that size, at 56 pt.
    expect(frame.bounds.map(Math.round)).toEqual([56, 56, 456, 306])
    expect(frame.width).toBeCloseTo(4)
    expect(shapes.some(shape => shape.paint === 'fill' && shape.curves >= 4)).toBe(true)
  })

  test('a QR code prints where a phone reads it back', async () => {
    const url = 'https://www.gombiste-records.cm/certificat/7KQ2-XF9M-3BTA'
    const pdf = readPdf(
      await makePdf(
        [
          { text: 'Vérifiez :', size: 11 },
          { qr: encodeQr(url), size: 120, before: 12 },
        ],
        {
          title: 'QR',
        },
      ),
    )
    expect(pdf.qrCode(0)).toBe(url)
  })

  test('a drawing the SVG painter cannot read is an error, not a silent gap', async () => {
    const broken = (svg: string) =>
      makePdf([{ svg: `<svg xmlns="http://www.w3.org/2000/svg">${svg}</svg>`, width: 10, height: 10 }], {
        title: 'Erreur',
      })
    await expect(broken('<path d="M0 0 L 5"/>')).rejects.toThrow(/cannot paint .*command L with 1 numbers/)
    await expect(broken('<g><path d="M0 0 L 5 5"/>')).rejects.toThrow(/cannot paint .*tag not matching/)
  })
})
