import jsQR from 'jsqr'
import { describe, expect, test } from 'vitest'
import { encodeQr, qrSvgPath, type QrMatrix } from './qr.ts'

/** Rasterises the matrix (4 px per module, 4-module quiet zone) into RGBA pixels, as a camera would see it. */
function rasterise(matrix: QrMatrix, scale = 4, margin = 4) {
  const side = (matrix.length + 2 * margin) * scale
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255)
  matrix.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) {
          const offset = (((y + margin) * scale + dy) * side + (x + margin) * scale + dx) * 4
          pixels[offset] = pixels[offset + 1] = pixels[offset + 2] = 0
        }
      }
    }),
  )
  return { pixels, side }
}

/** Rasterises the SVG path back into modules, to check the path draws exactly the matrix. */
function modulesOfPath(d: string, size: number, margin: number): boolean[][] {
  const grid = Array.from({ length: size - 2 * margin }, () => Array<boolean>(size - 2 * margin).fill(false))
  for (const [, x, y, width] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(width); i++) grid[Number(y) - margin]![Number(x) - margin + i] = true
  }
  return grid
}

describe('QR codes', () => {
  test.each([
    'https://www.gombiste-records.cm/certificat/7KQ2-XF9M-3BTA',
    'http://localhost:3000/certificat/ABCD-EFGH-JKLM',
    'Certificat Gombiste — Élève réussie à 100 %',
  ])('a decoder reads back exactly what was encoded: %s', text => {
    const matrix = encodeQr(text)
    expect(matrix.length).toBeGreaterThanOrEqual(21)
    expect((matrix.length - 17) % 4).toBe(0)
    const { pixels, side } = rasterise(matrix)
    expect(jsQR(pixels, side, side)?.data).toBe(text)
  })

  test('the SVG path draws the same modules as the matrix', () => {
    const matrix = encodeQr('https://www.gombiste-records.cm/certificat/7KQ2-XF9M-3BTA')
    const { d, size } = qrSvgPath(matrix, 4)
    expect(size).toBe(matrix.length + 8)
    expect(modulesOfPath(d, size, 4)).toEqual(matrix)
  })
})
