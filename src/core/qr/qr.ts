import qrcode from 'qrcode-generator'

/** A QR code as a square of modules (true = dark), without the quiet zone. */
export type QrMatrix = boolean[][]

/**
 * Encodes text (a URL, typically) as a QR code with error correction level M (15 % of the symbol
 * can be damaged or covered and it still reads), the smallest version that holds it. The encoding
 * itself is `qrcode-generator` (MIT, no dependencies); this module keeps its API out of the rest of
 * the code and turns the result into shapes we can draw in SVG and in our PDF writer.
 */
export function encodeQr(text: string): QrMatrix {
  const code = qrcode(0, 'M')
  // Byte mode on UTF-8 bytes: a URL is ASCII, and anything else still round-trips.
  code.addData(String.fromCharCode(...new TextEncoder().encode(text)), 'Byte')
  code.make()
  const size = code.getModuleCount()
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, column) => code.isDark(row, column)))
}

/**
 * One SVG path (`d`) drawing the dark modules, one unit per module, offset by the quiet zone
 * (`margin` modules, 4 by the standard), plus the viewBox size it needs.
 */
export function qrSvgPath(matrix: QrMatrix, margin = 4): { d: string; size: number } {
  const parts: string[] = []
  matrix.forEach((row, y) => {
    let x = 0
    while (x < row.length) {
      if (!row[x]) {
        x++
        continue
      }
      const start = x
      while (x < row.length && row[x]) x++
      parts.push(`M${start + margin} ${y + margin}h${x - start}v1h-${x - start}z`)
    }
  })
  return { d: parts.join(''), size: matrix.length + 2 * margin }
}
