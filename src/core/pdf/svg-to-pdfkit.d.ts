/** svg-to-pdfkit ships no types: the part of its API the PDF module uses. */
declare module 'svg-to-pdfkit' {
  type Options = {
    width?: number
    height?: number
    assumePt?: boolean
    fontCallback?: (family: string, bold: boolean, italic: boolean, options: Record<string, unknown>) => string
    warningCallback?: (warning: string) => void
  }
  export default function SVGtoPDF(doc: PDFKit.PDFDocument, svg: string, x: number, y: number, options?: Options): void
}
