import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inflateRawSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import type { LabelInfo } from '#sample-data/types.ts'
import { useSeededApi } from '#tests/setup/route-test.ts'
import { labelDocuments } from './label.table.ts'

const api = useSeededApi()

/** Reads a ZIP's central directory and each entry's data (stored or deflated), checking CRCs. */
function readZip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  expect(end).toBeGreaterThan(0)
  const count = zip.readUInt16LE(end + 10)
  let at = zip.readUInt32LE(end + 16)
  const files = new Map<string, Buffer>()
  for (let index = 0; index < count; index++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50)
    const method = zip.readUInt16LE(at + 10)
    const crc = zip.readUInt32LE(at + 16)
    const compressed = zip.readUInt32LE(at + 20)
    const size = zip.readUInt32LE(at + 24)
    const nameLength = zip.readUInt16LE(at + 28)
    const local = zip.readUInt32LE(at + 42)
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8')
    expect(zip.readUInt32LE(local)).toBe(0x04034b50)
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)
    const raw = zip.subarray(start, start + compressed)
    const data = method === 8 ? inflateRawSync(raw) : Buffer.from(raw)
    expect(data.length, name).toBe(size)
    expect(crc32(data), name).toBe(crc)
    files.set(name, data)
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32)
  }
  return files
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff
  for (const byte of data) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}

describe('press kit', () => {
  test('the PDF bio is a one-page PDF made from the label data in the database', async () => {
    const response = await api.app.request('/api/label/press-kit/dossier-de-presse.pdf')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const pdf = Buffer.from(await response.arrayBuffer())
    const text = pdf.toString('latin1')
    expect(text.startsWith('%PDF-1.4')).toBe(true)
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(1)
    // The headline, in WinAnsi (é = \351), wrapped over lines.
    expect(text).toContain('(Gombiste Records, label et acad\\351mie')
    // The xref offsets point at their objects.
    const xref = Number(/startxref\n(\d+)/.exec(text)![1])
    expect(text.slice(xref, xref + 4)).toBe('xref')
    const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map(match => Number(match[1]))
    offsets.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj\n`)).toBe(true))

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
    expect(updated.toString('latin1')).toContain('Direction : Nouvelle Direction')
    await api.db.update(labelDocuments).set({ value: info }).where(eq(labelDocuments.key, 'info'))
  })

  test('the ZIP holds the read-me, the PDF bio and the print photos, and unzip accepts it', async () => {
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
    expect(files.get('dossier-de-presse.pdf')!.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4')
    for (const name of ['images/studio-akwa-print.jpg', 'images/equipe-gombiste-print.jpg']) {
      const metadata = await sharp(files.get(name)!).metadata()
      expect(metadata.format).toBe('jpeg')
      expect(metadata.width).toBeGreaterThanOrEqual(2400)
      expect(metadata.density).toBe(300)
    }

    const directory = mkdtempSync(join(tmpdir(), 'press-kit-'))
    try {
      writeFileSync(join(directory, 'kit.zip'), zip)
      expect(execFileSync('unzip', ['-t', join(directory, 'kit.zip')], { encoding: 'utf8' })).toContain(
        'No errors detected',
      )
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error // no unzip on this machine
    } finally {
      rmSync(directory, { recursive: true, force: true })
    }
  })
})
