import jsQR from 'jsqr'
import * as mupdf from 'mupdf'

/**
 * A PDF as an outside reader sees it (MuPDF, the engine of several PDF viewers): the text of each
 * page as a reader extracts it, the title, whether the file had to be repaired to open, the fonts and
 * whether each is embedded, the shapes painted on a page and the QR code a phone would read.
 */
export function readPdf(bytes: Uint8Array) {
  const document = mupdf.Document.openDocument(bytes, 'application/pdf')
  const pdf = document.asPDF()!
  const pages = Array.from({ length: document.countPages() }, (_, index) =>
    document.loadPage(index).toStructuredText('preserve-whitespace').asText(),
  )
  return {
    pages,
    text: pages.join('\n'),
    /** The text with every run of spaces and line breaks as one space: phrases that wrapped read whole. */
    flatText: pages.join(' ').replace(/\s+/g, ' '),
    title: document.getMetaData('info:Title'),
    repaired: pdf.wasRepaired(),
    fonts: fontsOf(pdf),
    shapes: (page: number) => shapesOf(document.loadPage(page)),
    qrCode: (page: number) => qrCodeOf(document.loadPage(page)),
  }
}

/** Every font the pages use, by name, with whether its glyphs are in the file. */
function fontsOf(pdf: mupdf.PDFDocument): { name: string; embedded: boolean }[] {
  const fonts = new Map<string, boolean>()
  for (let index = 0; index < pdf.countPages(); index++) {
    pdf
      .loadPage(index)
      .getObject()
      .getInheritable('Resources')
      .get('Font')
      .forEach(value => {
        const font = value.resolve()
        // A composite (Type0) font keeps its descriptor on its descendant.
        const descendant = font.get('DescendantFonts').isArray() ? font.get('DescendantFonts', 0).resolve() : font
        const descriptor = descendant.get('FontDescriptor')
        const embedded = ['FontFile', 'FontFile2', 'FontFile3'].some(key => descriptor.get(key).isStream())
        fonts.set(font.get('BaseFont').asName(), embedded)
      })
  }
  return [...fonts].map(([name, embedded]) => ({ name, embedded }))
}

export type PaintedShape = {
  paint: 'fill' | 'stroke'
  lines: number
  curves: number
  closed: boolean
  /** Stroke width in page units (0 for fills). */
  width: number
  /** Bounds of the path's points on the page, in points from the top left: x0, y0, x1, y1. */
  bounds: [number, number, number, number]
}

/** The shapes (paths) a page paints, as the reader's drawing device receives them. */
function shapesOf(page: mupdf.Page): PaintedShape[] {
  const shapes: PaintedShape[] = []
  const record = (paint: PaintedShape['paint'], path: mupdf.Path, ctm: mupdf.Matrix, width: number) => {
    const shape = { paint, lines: 0, curves: 0, closed: false, width: width * Math.hypot(ctm[0], ctm[1]) }
    const xs: number[] = []
    const ys: number[] = []
    const point = (x: number, y: number) => {
      xs.push(ctm[0] * x + ctm[2] * y + ctm[4])
      ys.push(ctm[1] * x + ctm[3] * y + ctm[5])
    }
    path.walk({
      moveTo: point,
      lineTo: (x, y) => {
        shape.lines++
        point(x, y)
      },
      curveTo: (_x1, _y1, _x2, _y2, x, y) => {
        shape.curves++
        point(x, y)
      },
      closePath: () => {
        shape.closed = true
      },
    })
    shapes.push({ ...shape, bounds: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] })
  }
  const device = new mupdf.Device({
    fillPath: (path, _evenOdd, ctm) => record('fill', path, ctm, 0),
    strokePath: (path, stroke, ctm) => record('stroke', path, ctm, stroke.getLineWidth()),
  })
  page.run(device, mupdf.Matrix.identity)
  device.close()
  return shapes
}

/** The text of the QR code on a page, read from the page rendered at 2 pixels per point, or null. */
function qrCodeOf(page: mupdf.Page): string | null {
  const pixmap = page.toPixmap(mupdf.Matrix.scale(2, 2), mupdf.ColorSpace.DeviceRGB, false)
  const rgb = pixmap.getPixels()
  const rgba = new Uint8ClampedArray((rgb.length / 3) * 4).fill(255)
  for (let pixel = 0; pixel < rgb.length / 3; pixel++) rgba.set(rgb.subarray(pixel * 3, pixel * 3 + 3), pixel * 4)
  return jsQR(rgba, pixmap.getWidth(), pixmap.getHeight())?.data ?? null
}
