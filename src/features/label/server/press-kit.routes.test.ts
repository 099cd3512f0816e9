import { readPdf } from '#tests/setup/pdf-reader.ts'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import type { LabelInfo } from '#features/label/label.content.ts'
import { useSeededApi } from '#tests/setup/route-test.ts'
import { labelDocuments } from './label.table.ts'

const api = useSeededApi()

/** Lists and extracts a ZIP with Python's zipfile (a standard reader): its entries, in order, and their bytes. */
function readZip(zip: Buffer): Map<string, Buffer> {
  const directory = mkdtempSync(join(tmpdir(), 'press-kit-'))
  try {
    const path = join(directory, 'kit.zip')
    writeFileSync(path, zip)
    execFileSync('python3', ['-m', 'zipfile', '-t', path])
    const names = execFileSync(
      'python3',
      ['-c', 'import sys,zipfile; print("\\n".join(zipfile.ZipFile(sys.argv[1]).namelist()))', path],
      {
        encoding: 'utf8',
      },
    )
      .trim()
      .split('\n')
    execFileSync('python3', ['-m', 'zipfile', '-e', path, join(directory, 'out')])
    return new Map(names.map(name => [name, readFileSync(join(directory, 'out', name))]))
  } finally {
    rmSync(directory, { recursive: true, force: true })
  }
}

describe('press kit', () => {
  test('the PDF bio is a one-page PDF made from the label data in the database', async () => {
    const response = await api.app.request('/api/label/press-kit/dossier-de-presse.pdf')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.toString('latin1').startsWith('%PDF-')).toBe(true)
    expect(bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true)
    // A PDF reader opens it as written (no repair), on one page, the headline's accents intact.
    const pdf = readPdf(bytes)
    expect(pdf.repaired).toBe(false)
    expect(pdf.pages).toHaveLength(1)
    expect(pdf.title).toBe('Gombiste Records — dossier de presse')
    expect(pdf.flatText).toContain('Gombiste Records, label et académie')
    expect(pdf.fonts.every(font => font.embedded)).toBe(true)

    // An edit of the label info shows in the next download.
    const [row] = await api.db.select().from(labelDocuments).where(eq(labelDocuments.key, 'info'))
    const info = row!.value as LabelInfo
    await api.db
      .update(labelDocuments)
      .set({ value: { ...info, director: 'Nouvelle Direction' } })
      .where(eq(labelDocuments.key, 'info'))
    const updated = Buffer.from(
      await (await api.app.request('/api/label/press-kit/dossier-de-presse.pdf')).arrayBuffer(),
    )
    expect(readPdf(updated).flatText).toContain('Direction : Nouvelle Direction')
    await api.db.update(labelDocuments).set({ value: info }).where(eq(labelDocuments.key, 'info'))
  })

  test('the ZIP holds the read-me, the PDF bio and the print photos, as Python’s zipfile reads them', async () => {
    const response = await api.app.request('/api/label/press-kit.zip')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/zip')
    expect(response.headers.get('content-disposition')).toContain('attachment')
    const zip = Buffer.from(await response.arrayBuffer())
    const files = readZip(zip)
    expect([...files.keys()]).toEqual([
      'LISEZMOI.txt',
      'dossier-de-presse.pdf',
      'images/logo-gombiste-print.png',
      'images/studio-akwa-print.jpg',
      'images/equipe-gombiste-print.jpg',
    ])
    expect(files.get('LISEZMOI.txt')!.toString('utf8')).toContain('© Gombiste Records')
    expect(readPdf(files.get('dossier-de-presse.pdf')!).flatText).toContain('Contact presse et booking')
    for (const name of ['images/studio-akwa-print.jpg', 'images/equipe-gombiste-print.jpg']) {
      const metadata = await sharp(files.get(name)!).metadata()
      expect(metadata.format).toBe('jpeg')
      expect(metadata.width).toBeGreaterThanOrEqual(2400)
      expect(metadata.density).toBe(300)
    }
    // The photos and the logo come out byte for byte as they are in the media directory.
    for (const name of ['logo-gombiste-print.png', 'studio-akwa-print.jpg', 'equipe-gombiste-print.jpg']) {
      const original = readFileSync(fileURLToPath(new URL(`../../../../media/press/${name}`, import.meta.url)))
      expect(files.get(`images/${name}`)!.equals(original), name).toBe(true)
    }
  })
})
