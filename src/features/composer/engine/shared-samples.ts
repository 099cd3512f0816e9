/**
 * The SoundFont's samples, held once per process in shared memory for both composer threads: the
 * bank file itself (its Ogg Vorbis samples, 13 MB of the 14 MB) and the samples decoded from it.
 *
 * Each thread parses the bank itself (JavaScript objects cannot cross threads; the parsed presets
 * and zones are about 2 MB), from the one copy of the file both share. The library copies each
 * compressed sample out of the file as it parses: those copies are replaced by views of the shared
 * file, and the garbage collector takes them back.
 *
 * The decoded samples are what weighs: 40 to 60 MB of Float32 audio for the styles' instruments.
 * The first thread to play a sample decodes it and copies it into a shared arena; the other thread
 * then reads it in place, or waits for it if it arrives while the sample is being decoded.
 *
 * The arena is reserved, not committed: the system only backs the pages that samples fill. Should it
 * ever be full (a far larger bank), the samples that do not fit are decoded privately.
 */
import type { BasicSoundBank } from 'spessasynth_core'

/** What both threads receive (structured-cloned `SharedArrayBuffer`s: the same memory). */
export type SharedSamples = {
  /** The bank file's bytes. */
  file: Uint8Array<SharedArrayBuffer>
  /** [0]: floats used in the arena; then per sample: state, offset, length. */
  index: Int32Array
  arena: Float32Array
}

const SLOTS = 4096
const ARENA_BYTES = 256 * 2 ** 20
const EMPTY = 0
const DECODING = 1
const READY = 2
/** How long a thread waits for the other one's decoding before decoding on its own (a stuck thread). */
const WAIT_MS = 2000

/** Copies the bank file's bytes into shared memory, and reserves the arena. */
export function createSharedSamples(bankFile: Uint8Array, arenaBytes = ARENA_BYTES): SharedSamples {
  const file = new Uint8Array(new SharedArrayBuffer(bankFile.byteLength))
  file.set(bankFile)
  return {
    file,
    index: new Int32Array(new SharedArrayBuffer((1 + 3 * SLOTS) * 4)),
    arena: new Float32Array(new SharedArrayBuffer(arenaBytes)),
  }
}

type Sample = {
  audioData?: Float32Array
  compressedData?: Uint8Array
  startByteOffset?: number
  getAudioData(): Float32Array
}

/**
 * Makes a bank parsed from `shared.file` read its compressed samples from that file, and decode them
 * into, and read them from, the shared arena. Every thread parses the same file, so sample `i` is the
 * same sample in each.
 */
export function shareSamples(bank: BasicSoundBank, shared: SharedSamples): void {
  const samples = (bank as unknown as { samples: Sample[] }).samples
  readCompressedFromFile(bank, shared.file)
  const { index, arena } = shared
  samples.forEach((sample, i) => {
    if (i >= SLOTS) return
    const slot = 1 + 3 * i
    const decodePrivately = sample.getAudioData.bind(sample)
    const inArena = () => arena.subarray(index[slot + 1]!, index[slot + 1]! + index[slot + 2]!)
    sample.getAudioData = () => {
      if (sample.audioData) return sample.audioData
      if (Atomics.compareExchange(index, slot, EMPTY, DECODING) === EMPTY) {
        const decoded = decodePrivately()
        const offset = Atomics.add(index, 0, decoded.length)
        if (offset + decoded.length > arena.length) {
          // The arena is full: this sample stays private, and the other thread decodes its own. (The
          // count is not given back: another thread may have taken space after it meanwhile.)
          Atomics.store(index, slot, EMPTY)
          Atomics.notify(index, slot)
          return decoded
        }
        arena.set(decoded, offset)
        index[slot + 1] = offset
        index[slot + 2] = decoded.length
        Atomics.store(index, slot, READY)
        Atomics.notify(index, slot)
        sample.audioData = inArena()
        return sample.audioData
      }
      if (Atomics.load(index, slot) === DECODING) Atomics.wait(index, slot, DECODING, WAIT_MS)
      if (Atomics.load(index, slot) === READY) sample.audioData = inArena()
      return sample.audioData ?? decodePrivately()
    }
  })
}

/**
 * Points each compressed sample at its bytes in the shared file instead of the library's private copy,
 * where they are the same bytes: a sample the library placed otherwise (another layout in a later
 * version) keeps its copy, which costs memory and nothing else.
 */
function readCompressedFromFile(bank: BasicSoundBank, file: Uint8Array): void {
  const { samples, sampleDataStartIndex } = bank as unknown as { samples: Sample[]; sampleDataStartIndex?: number }
  if (sampleDataStartIndex === undefined) return
  for (const sample of samples) {
    const copy = sample.compressedData
    if (!copy || sample.startByteOffset === undefined) continue
    // In a SoundFont 3, a compressed sample's start is counted in 16-bit words, as in a SoundFont 2.
    const start = sampleDataStartIndex + sample.startByteOffset / 2
    const view = file.subarray(start, start + copy.length)
    if (view.length === copy.length && sameBytes(view, copy)) sample.compressedData = view
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}
