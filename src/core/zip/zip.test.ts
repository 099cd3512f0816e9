import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { randomBytesSeeded } from '#tests/setup/media-files.ts'
import { type ZipEntry, zipReadableStream } from './zip.server.ts'

const directory = mkdtempSync(join(tmpdir(), 'zip-test-'))
afterAll(() => rmSync(directory, { recursive: true, force: true }))

async function collect(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = []
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk)
  return Buffer.concat(chunks)
}

const files: Record<string, Uint8Array> = {
  'LISEZMOI.txt': new TextEncoder().encode('Crédit obligatoire : © Gombiste Records\r\n'.repeat(200)),
  'images/photo-répétition.jpg': randomBytesSeeded(300_000, 3),
  'documents/fiche technique.pdf': randomBytesSeeded(50_000, 4),
  'vide.txt': new Uint8Array(0),
}

const entries = (): ZipEntry[] =>
  Object.entries(files).map(([name, bytes]) => ({
    name,
    data: async () => bytes,
    modified: new Date(2026, 10, 20, 14, 30, 0),
  }))

describe('zipReadableStream', () => {
  test('Python’s zipfile and unzip list and extract the archive, byte for byte', async () => {
    const path = join(directory, 'kit.zip')
    writeFileSync(path, await collect(zipReadableStream(entries())))

    const listing = execFileSync('python3', ['-m', 'zipfile', '-l', path], { encoding: 'utf8' })
    for (const name of Object.keys(files)) expect(listing).toContain(name)
    expect(listing).toContain('2026-11-20 14:30:00')
    execFileSync('python3', ['-m', 'zipfile', '-t', path])

    const extracted = join(directory, 'python')
    execFileSync('python3', ['-m', 'zipfile', '-e', path, extracted])
    for (const [name, bytes] of Object.entries(files)) {
      expect(readFileSync(join(extracted, name)).equals(Buffer.from(bytes)), name).toBe(true)
    }
    // The text is deflated; the JPEG, already compressed, is stored as it is.
    const info = JSON.parse(
      execFileSync(
        'python3',
        [
          '-c',
          'import json,sys,zipfile; print(json.dumps({i.filename: [i.compress_type, i.compress_size, i.external_attr >> 16] for i in zipfile.ZipFile(sys.argv[1]).infolist()}))',
          path,
        ],
        { encoding: 'utf8' },
      ),
    ) as Record<string, [number, number, number]>
    expect(info['LISEZMOI.txt']![0]).toBe(8)
    expect(info['LISEZMOI.txt']![1]).toBeLessThan(files['LISEZMOI.txt']!.length / 10)
    expect(info['images/photo-répétition.jpg']![0]).toBe(0)
    expect(info['images/photo-répétition.jpg']![2]).toBe(0o100644)

    if (existsSync('/usr/bin/unzip')) {
      const unzipped = join(directory, 'unzip')
      expect(execFileSync('unzip', ['-t', path], { encoding: 'utf8' })).toContain('No errors detected')
      execFileSync('unzip', ['-q', path, '-d', unzipped])
      for (const [name, bytes] of Object.entries(files)) {
        expect(readFileSync(join(unzipped, name)).equals(Buffer.from(bytes)), name).toBe(true)
      }
      expect(statSync(join(unzipped, 'LISEZMOI.txt')).mode & 0o777).toBe(0o644)
    }
  })

  test('each file is read only when the reader has taken the previous one', async () => {
    const read: string[] = []
    const stream = zipReadableStream(
      entries().map(entry => ({
        ...entry,
        data: () => {
          read.push(entry.name)
          return entry.data()
        },
      })),
    )
    const reader = stream.getReader()
    await reader.read()
    await new Promise(resolve => setTimeout(resolve, 20))
    expect(read).toEqual(['LISEZMOI.txt'])
    let chunk = await reader.read()
    while (!chunk.done) chunk = await reader.read()
    expect(read).toEqual(Object.keys(files))
  })

  test('an empty archive is still a valid ZIP', async () => {
    const path = join(directory, 'empty.zip')
    writeFileSync(path, await collect(zipReadableStream([])))
    execFileSync('python3', ['-m', 'zipfile', '-t', path])
    expect(execFileSync('python3', ['-m', 'zipfile', '-l', path], { encoding: 'utf8' })).not.toContain('.txt')
  })
})
