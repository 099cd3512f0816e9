import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createLocalMediaStore } from '#core/storage/media-store.server.ts'
import { readMp3Frames } from '#features/composer/engine/mp3.ts'
import { createTestDatabase } from '#tests/setup/test-database.ts'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { earTrainingUrl, prepareEarTraining, renderEarTraining, scheduleEarTraining } from './ear-training.server.ts'

/** Energy of the PCM near a frequency (one DFT bin), to check which notes actually sound. */
function energyAt(pcm: Float32Array, frequency: number, from: number, to: number, sampleRate = 22050): number {
  let re = 0
  let im = 0
  for (let i = from; i < to; i++) {
    re += pcm[i]! * Math.cos((2 * Math.PI * frequency * i) / sampleRate)
    im += pcm[i]! * Math.sin((2 * Math.PI * frequency * i) / sampleRate)
  }
  return Math.hypot(re, im) / (to - from)
}

const midiHz = (midi: number) => 440 * 2 ** ((midi - 69) / 12)

describe('ear-training audio', () => {
  test('notes are played one by one, together, or arpeggiated then together', () => {
    expect(scheduleEarTraining({ notes: [60, 67], play: 'one-by-one' }).map(event => event.start)).toEqual([0, 0.75])
    expect(scheduleEarTraining({ notes: [60, 64, 67], play: 'together' }).map(event => event.start)).toEqual([0, 0, 0])
    const both = scheduleEarTraining({ notes: [60, 64, 67], play: 'arpeggio-then-together' })
    expect(both).toHaveLength(6)
    expect(both.slice(3).every(event => event.start === both[3]!.start && event.start > both[2]!.start)).toBe(true)
  })

  test('the rendered chord sounds its own notes, not the others', () => {
    const pcm = renderEarTraining({ notes: [60, 64, 67], play: 'together' })
    const window: [number, number] = [1000, 12000]
    const present = [60, 64, 67].map(midi => energyAt(pcm, midiHz(midi), ...window))
    const absent = [63, 66].map(midi => energyAt(pcm, midiHz(midi), ...window))
    expect(Math.min(...present)).toBeGreaterThan(5 * Math.max(...absent))
    let peak = 0
    for (const sample of pcm) peak = Math.max(peak, Math.abs(sample))
    expect(peak).toBeCloseTo(0.8, 5)
  })

  let database: Awaited<ReturnType<typeof createTestDatabase>>
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database?.close())

  test('stored once as an MP3 under a name that says nothing about the notes', { timeout: 60_000 }, async () => {
    const directory = mkdtempSync(join(tmpdir(), 'ear-'))
    const store = createLocalMediaStore(directory)
    const audio = { notes: [57, 60, 64], play: 'together' as const }
    const url = await earTrainingUrl(database.db, store, audio)
    expect(url).toMatch(/^\/media\/generated\/ear\/[0-9a-f]{32}\.mp3$/)
    expect(await earTrainingUrl(database.db, store, audio)).toBe(url)
    expect(await earTrainingUrl(database.db, store, { notes: [57, 61, 64], play: 'together' })).not.toBe(url)
    const bytes = readFileSync(join(directory, url.replace('/media/', '')))
    const frames = readMp3Frames(bytes)
    const seconds = frames.reduce((sum, frame) => sum + frame.samples / frame.sampleRate, 0)
    expect(seconds).toBeGreaterThan(2)
    expect(seconds).toBeLessThan(4)
  })

  test('the start-up preparation renders each missing extract once', { timeout: 60_000 }, async () => {
    const store = createLocalMediaStore(mkdtempSync(join(tmpdir(), 'ear-')))
    const extracts = [
      { notes: [60, 67], play: 'one-by-one' as const },
      { notes: [62, 65, 69], play: 'arpeggio-then-together' as const },
    ]
    expect(await prepareEarTraining(database.db, store, extracts)).toBe(2)
    expect(await prepareEarTraining(database.db, store, extracts)).toBe(0)
  })
})
