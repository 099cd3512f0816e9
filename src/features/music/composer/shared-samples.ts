/**
 * The SoundFont's decoded samples, held once per process in shared memory for both composer threads.
 *
 * Each thread parses the bank itself (JavaScript objects cannot cross threads; the parsed bank is a
 * few megabytes), but the decoded samples are what weighs: 40 to 60 MB of Float32 audio for the
 * styles' instruments. Without this, each thread decoded and kept its own copy. Here the first
 * thread to play a sample decodes it and copies it into a shared arena; the other thread then reads
 * it in place, or waits for it if it arrives while the sample is being decoded.
 *
 * The arena is reserved, not committed: the system only backs the pages that samples fill. Should it
 * ever be full (a far larger bank), the samples that do not fit are decoded privately, as before.
 */
import type { BasicSoundBank } from 'spessasynth_core'

/** What both threads receive (structured-cloned `SharedArrayBuffer`s: the same memory). */
export type SharedSamples = {
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

export function createSharedSamples(arenaBytes = ARENA_BYTES): SharedSamples {
  return {
    index: new Int32Array(new SharedArrayBuffer((1 + 3 * SLOTS) * 4)),
    arena: new Float32Array(new SharedArrayBuffer(arenaBytes)),
  }
}

type Sample = { audioData?: Float32Array; getAudioData(): Float32Array }

/**
 * Makes the bank's samples decode into, and read from, the shared arena. Both threads must load the
 * same bank file, so that sample `i` is the same sample in each.
 */
export function shareDecodedSamples(bank: BasicSoundBank, shared: SharedSamples): void {
  const samples = (bank as unknown as { samples: Sample[] }).samples
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
