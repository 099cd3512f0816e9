import { readFile } from 'node:fs/promises'
import { Worker } from 'node:worker_threads'
import type { BasicSoundBank } from 'spessasynth_core'
import { beforeAll, expect, test } from 'vitest'
import { parseSoundBank } from './parse-sound-bank.ts'
import { createSharedSamples, type SharedSamples, shareSamples } from './shared-samples.ts'
import { soundBankPath } from './sound-bank.ts'

type Sample = { name: string; audioData?: Float32Array; compressedData?: Uint8Array; getAudioData(): Float32Array }

// The smallest bank keeps the test quick; every parse is a separate bank, as in another thread.
let bytes: Buffer
/** A parse of the bank from private bytes: what a thread had before sharing. */
const parse = (): Promise<BasicSoundBank> =>
  parseSoundBank(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength))
/** A parse of the bank from the shared file, sharing its samples: what each composer thread does. */
const parseShared = async (shared: SharedSamples): Promise<BasicSoundBank> => {
  const bank = await parseSoundBank(shared.file.buffer)
  shareSamples(bank, shared)
  return bank
}
const samplesOf = (bank: BasicSoundBank) => (bank as unknown as { samples: Sample[] }).samples

beforeAll(async () => {
  bytes = await readFile(soundBankPath('TimGM6mb'))
})

test('every compressed sample is read from the one shared copy of the file, and decodes as from a private one', async () => {
  const shared = createSharedSamples(bytes)
  const [bank, reference] = [await parseShared(shared), await parse()]
  const compressed = samplesOf(bank).filter(sample => sample.compressedData)
  expect(compressed.length).toBeGreaterThan(100)
  for (const sample of compressed) expect(sample.compressedData!.buffer).toBe(shared.file.buffer)
  for (const i of [0, 12, 77]) {
    const expected = samplesOf(reference)[i]!.getAudioData()
    expect(Array.from(samplesOf(bank)[i]!.getAudioData())).toEqual(Array.from(expected))
  }
})

test('a bank parsed as soon as it is read decodes real sound, not the silence of a decoder not yet ready', async () => {
  // A fresh thread loads the library anew, so its Ogg Vorbis decoder is still being compiled: the
  // bank is read synchronously and parsed at once, as early as anything can.
  const thread = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads')
     const { readFileSync } = require('node:fs')
     import('tsx/esm/api').then(api => { api.register() }).then(() => import(workerData.parser)).then(async ({ parseSoundBank }) => {
       const file = readFileSync(workerData.path)
       const bank = await parseSoundBank(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength))
       const audio = bank.samples[0].getAudioData()
       parentPort.postMessage(audio.reduce((peak, value) => Math.max(peak, Math.abs(value)), 0))
     })`,
    {
      eval: true,
      workerData: { parser: new URL('./parse-sound-bank.ts', import.meta.url).href, path: soundBankPath('TimGM6mb') },
    },
  )
  const peak = await new Promise<number>((resolve, reject) => {
    thread.once('message', resolve)
    thread.once('error', reject)
  })
  await thread.terminate()
  expect(peak).toBeGreaterThan(0.05)
})

test('a sample decoded through one parse of the bank is read in place by another, unchanged', async () => {
  const shared = createSharedSamples(bytes)
  const [first, second, reference] = [await parseShared(shared), await parseShared(shared), await parse()]
  for (const i of [0, 5, 40]) {
    const expected = samplesOf(reference)[i]!.getAudioData()
    const decoded = samplesOf(first)[i]!.getAudioData()
    const read = samplesOf(second)[i]!.getAudioData()
    expect(decoded.length).toBeGreaterThan(0)
    expect(Array.from(decoded)).toEqual(Array.from(expected))
    // The same memory, not a copy.
    expect(read.buffer).toBe(shared.arena.buffer)
    expect(read.byteOffset).toBe(decoded.byteOffset)
    expect(read.length).toBe(expected.length)
  }
  expect(shared.index[0]).toBe([0, 5, 40].reduce((sum, i) => sum + samplesOf(reference)[i]!.getAudioData().length, 0))
})

test('when the arena is full, samples are decoded privately and stay right', async () => {
  const shared = createSharedSamples(bytes, 64)
  const [bank, reference] = [await parseShared(shared), await parse()]
  const sample = samplesOf(bank)[3]!.getAudioData()
  expect(sample.buffer).not.toBe(shared.arena.buffer)
  expect(Array.from(sample)).toEqual(Array.from(samplesOf(reference)[3]!.getAudioData()))
})

test('a thread that needs a sample the other is decoding waits for it instead of decoding it again', async () => {
  const shared: SharedSamples = createSharedSamples(bytes)
  const [bank, reference] = [await parse(), await parse()]
  const expected = samplesOf(reference)[7]!.getAudioData()
  // Another thread has claimed sample 7 (state 1) and publishes it 200 ms later.
  const slot = 1 + 3 * 7
  Atomics.store(shared.index, slot, 1)
  const other = new Worker(
    `const { workerData: { index, arena, expected, slot } } = require('node:worker_threads')
     setTimeout(() => {
       const offset = Atomics.add(index, 0, expected.length)
       arena.set(expected, offset)
       index[slot + 1] = offset
       index[slot + 2] = expected.length
       Atomics.store(index, slot, 2)
       Atomics.notify(index, slot)
     }, 200)`,
    { eval: true, workerData: { ...shared, expected, slot } },
  )
  await new Promise(resolve => other.once('online', resolve))
  shareSamples(bank, shared)
  const read = samplesOf(bank)[7]!.getAudioData()
  await other.terminate()
  expect(read.buffer).toBe(shared.arena.buffer)
  expect(Array.from(read)).toEqual(Array.from(expected))
})
