/**
 * Mono PCM → MP3 (64 kbit/s CBR) with @breezystack/lamejs, a pure-JS port of LAME, in worker threads.
 *
 * Why workers, and why two halves: lamejs encodes a minute of 24 kHz mono in about a second on this
 * machine's cores, over the one-second budget for a whole piece, and it would block the event loop
 * meanwhile. lamejs writes every frame self-contained (the bit reservoir is off), and LAME's frames sit
 * on a fixed grid of 576 samples (MPEG-2), so the piece is cut at a frame boundary and both halves are
 * encoded at once, each with a few frames of overlap that are thrown away. The frames kept are the
 * ones a single encoder would have produced for the same samples, so the halves join seamlessly. The
 * cut depends only on the length, so the bytes are the same on any machine.
 */
import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'

export const MP3_BITRATE_KBPS = 64
/** Samples per MPEG-2 layer III frame (sample rates of 24 kHz and below). */
const MPEG2_FRAME_SAMPLES = 576
/** Frames of context each half gets beyond its cut, then drops. */
const OVERLAP_FRAMES = 8
/** LAME's -q: 0 best and slowest, 9 worst; 7 is LAME's 'fast' preset. */
const LAME_QUALITY = 7
/** Below this, one encoder is faster than two (worker round trips). */
const SPLIT_MIN_SECONDS = 8

// The worker is plain JavaScript evaluated from a string, so it runs the same from the TypeScript
// sources (tests, tsx) and from the bundled server. It loads lamejs's self-contained IIFE build.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const { readFileSync } = require('node:fs')
const { runInThisContext } = require('node:vm')
// lamejs hard-codes LAME's quality 3; quality 7 ('fast, ok quality' in LAME's own words) encodes about
// 1.5 times faster with no measurable loss at 64 kbit/s mono. If a later lamejs build is spelled
// differently the replace does nothing and encoding is merely slower.
const source = readFileSync(workerData.lamejsPath, 'utf8').replace('R.quality=3,', 'R.quality=' + workerData.quality + ',')
const library = runInThisContext(source + '\\n;lamejs')
parentPort.on('message', ({ id, samples, sampleRate, kbps }) => {
  try {
    const encoder = new library.Mp3Encoder(1, sampleRate, kbps)
    const chunks = []
    let total = 0
    const block = 1152 * 16
    for (let start = 0; start < samples.length; start += block) {
      const out = encoder.encodeBuffer(samples.subarray(start, Math.min(samples.length, start + block)))
      if (out.length) { chunks.push(Uint8Array.from(out)); total += out.length }
    }
    const tail = encoder.flush()
    if (tail.length) { chunks.push(Uint8Array.from(tail)); total += tail.length }
    const bytes = new Uint8Array(total)
    let offset = 0
    for (const chunk of chunks) { bytes.set(chunk, offset); offset += chunk.length }
    parentPort.postMessage({ id, bytes }, [bytes.buffer])
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.stack || error) })
  }
})
`

type Pending = { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void }

/** A small pool of long-lived encoder workers, started on first use and not keeping the process alive. */
class EncoderPool {
  private workers: Worker[] = []
  private pending = new Map<number, Pending>()
  private nextId = 0
  private turn = 0

  private start(): Worker[] {
    if (this.workers.length) return this.workers
    const lamejsPath = createRequire(import.meta.url).resolve('@breezystack/lamejs')
    const size = Math.max(2, Math.min(4, availableParallelism()))
    for (let i = 0; i < size; i++) {
      const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { lamejsPath, quality: LAME_QUALITY } })
      worker.unref()
      worker.on('message', (message: { id: number; bytes?: Uint8Array; error?: string }) => {
        const job = this.pending.get(message.id)
        if (!job) return
        this.pending.delete(message.id)
        if (message.bytes) job.resolve(message.bytes)
        else job.reject(new Error(`MP3 encoder failed: ${message.error}`))
      })
      worker.on('error', (error: unknown) => this.fail(error instanceof Error ? error : new Error(String(error))))
      worker.on('exit', () => this.fail(new Error('MP3 encoder worker stopped')))
      this.workers.push(worker)
    }
    return this.workers
  }

  /** A crashed worker fails every job in flight (they cannot be told apart) and the pool restarts next time. */
  private fail(error: Error) {
    const workers = this.workers
    this.workers = []
    for (const worker of workers) void worker.terminate()
    for (const job of this.pending.values()) job.reject(error)
    this.pending.clear()
  }

  encode(samples: Int16Array<ArrayBuffer>, sampleRate: number, kbps: number): Promise<Uint8Array> {
    const workers = this.start()
    const worker = workers[this.turn++ % workers.length]!
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      worker.postMessage({ id, samples, sampleRate, kbps }, [samples.buffer])
    })
  }
}

const pool = new EncoderPool()

function toInt16(pcm: Float32Array, start: number, end: number): Int16Array<ArrayBuffer> {
  const out = new Int16Array(end - start)
  for (let i = start; i < end; i++) {
    const v = Math.round(pcm[i]! * 32767)
    out[i - start] = v > 32767 ? 32767 : v < -32768 ? -32768 : v
  }
  return out
}

const MPEG2_BITRATES = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160]
const MPEG1_BITRATES = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320]
const SAMPLE_RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] }

export type Mp3Frame = { offset: number; length: number; samples: number; sampleRate: number }

/** Every layer III frame of an MP3 stream (no ID3 tag expected), from the frame headers. */
export function readMp3Frames(bytes: Uint8Array): Mp3Frame[] {
  const frames: Mp3Frame[] = []
  let offset = 0
  while (offset + 4 <= bytes.length) {
    const b1 = bytes[offset + 1]!, b2 = bytes[offset + 2]!
    if (bytes[offset] !== 0xff || (b1 & 0xe0) !== 0xe0) throw new Error(`no MP3 frame at byte ${offset}`)
    const version = (b1 >> 3) & 3
    const layer = (b1 >> 1) & 3
    const sampleRate = SAMPLE_RATES[version]?.[(b2 >> 2) & 3]
    const bitrate = (version === 3 ? MPEG1_BITRATES : MPEG2_BITRATES)[(b2 >> 4) & 15]
    if (layer !== 1 || !sampleRate || !bitrate) throw new Error(`unsupported MP3 frame at byte ${offset}`)
    const padding = (b2 >> 1) & 1
    const mpeg1 = version === 3
    const length = Math.floor(((mpeg1 ? 144 : 72) * bitrate * 1000) / sampleRate) + padding
    frames.push({ offset, length, samples: mpeg1 ? 1152 : 576, sampleRate })
    offset += length
  }
  return frames
}

function framesSlice(bytes: Uint8Array, from: number, to: number): Uint8Array {
  const frames = readMp3Frames(bytes)
  const first = frames[from]
  if (!first) return new Uint8Array(0)
  const last = frames[Math.min(to, frames.length) - 1]!
  return bytes.subarray(first.offset, last.offset + last.length)
}

/** Encodes mono PCM (samples in [-1, 1], 24 kHz or lower) to a 64 kbit/s MP3. */
export async function encodeMp3(pcm: Float32Array, sampleRate: number, kbps = MP3_BITRATE_KBPS): Promise<Uint8Array> {
  if (sampleRate > 24000) throw new Error('encodeMp3: the composer renders at 24 kHz or below (MPEG-2 frames)')
  const frame = MPEG2_FRAME_SAMPLES
  if (pcm.length < SPLIT_MIN_SECONDS * sampleRate) return pool.encode(toInt16(pcm, 0, pcm.length), sampleRate, kbps)
  const cutFrame = Math.round(pcm.length / 2 / frame)
  const cut = cutFrame * frame
  const overlap = OVERLAP_FRAMES * frame
  const [head, tail] = await Promise.all([
    pool.encode(toInt16(pcm, 0, Math.min(pcm.length, cut + overlap)), sampleRate, kbps),
    pool.encode(toInt16(pcm, cut - overlap, pcm.length), sampleRate, kbps),
  ])
  // The head's frames before the cut, then the tail's frames after its overlap: frame k of the tail is
  // frame k + cutFrame - OVERLAP_FRAMES of the whole piece.
  const first = framesSlice(head, 0, cutFrame)
  const second = framesSlice(tail, OVERLAP_FRAMES, Number.MAX_SAFE_INTEGER)
  const bytes = new Uint8Array(first.length + second.length)
  bytes.set(first, 0)
  bytes.set(second, first.length)
  return bytes
}

/**
 * Starts the encoder threads and lets the JIT optimise lamejs before anyone waits for it: the first
 * minutes encoded by fresh threads take two to three times longer. A few seconds of quiet noise,
 * encoded a few times in both threads; the result is thrown away.
 */
export async function warmUpMp3Encoder(): Promise<void> {
  const sampleRate = 24000
  const pcm = new Float32Array(sampleRate * 10)
  let seed = 1
  for (let i = 0; i < pcm.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0
    pcm[i] = 0.1 * Math.sin(i * 0.05) + 0.02 * (seed / 2 ** 32 - 0.5)
  }
  for (let round = 0; round < 2; round++) await encodeMp3(pcm, sampleRate)
}
