import { readFile } from 'node:fs/promises'
import { Worker } from 'node:worker_threads'
import { type BasicSoundBank, SoundBankLoader } from 'spessasynth_core'
import { beforeAll, expect, test } from 'vitest'
import { createSharedSamples, type SharedSamples, shareDecodedSamples } from './shared-samples.ts'
import { soundBankPath } from './sound-bank.ts'

type Sample = { name: string; audioData?: Float32Array; getAudioData(): Float32Array }

// The smallest bank keeps the test quick; every parse is a separate bank, as in another thread.
let bytes: Buffer
const parse = (): BasicSoundBank =>
  SoundBankLoader.fromArrayBuffer(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  )
const samplesOf = (bank: BasicSoundBank) => (bank as unknown as { samples: Sample[] }).samples

beforeAll(async () => {
  bytes = await readFile(soundBankPath('TimGM6mb'))
})

test('a sample decoded through one parse of the bank is read in place by another, unchanged', () => {
  const shared = createSharedSamples()
  const [first, second, reference] = [parse(), parse(), parse()]
  shareDecodedSamples(first, shared)
  shareDecodedSamples(second, shared)
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

test('when the arena is full, samples are decoded privately and stay right', () => {
  const shared = createSharedSamples(64)
  const [bank, reference] = [parse(), parse()]
  shareDecodedSamples(bank, shared)
  const sample = samplesOf(bank)[3]!.getAudioData()
  expect(sample.buffer).not.toBe(shared.arena.buffer)
  expect(Array.from(sample)).toEqual(Array.from(samplesOf(reference)[3]!.getAudioData()))
})

test('a thread that needs a sample the other is decoding waits for it instead of decoding it again', async () => {
  const shared: SharedSamples = createSharedSamples()
  const [bank, reference] = [parse(), parse()]
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
  shareDecodedSamples(bank, shared)
  const read = samplesOf(bank)[7]!.getAudioData()
  await other.terminate()
  expect(read.buffer).toBe(shared.arena.buffer)
  expect(Array.from(read)).toEqual(Array.from(expected))
})
