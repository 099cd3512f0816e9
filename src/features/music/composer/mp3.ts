/**
 * Stereo PCM → MP3 (44.1 kHz, 96 kbit/s CBR joint stereo: 720 KB per minute) with LAME compiled to
 * WebAssembly (wasm-media-encoders), in a worker thread so the event loop keeps serving other requests
 * meanwhile. LAME is deterministic: the same samples give the same bytes on any machine.
 */
import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'

/** The composer's pieces: 96 kbit/s stereo. Mono sounds (ear training) keep 64 kbit/s. */
export const MP3_BITRATE_KBPS = 96

// The worker is plain JavaScript evaluated from a string, so it runs the same from the TypeScript
// sources (tests, tsx) and from the bundled server. It loads the encoder's CommonJS build (the
// WebAssembly module is embedded in it) and keeps one encoder instance per thread.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const { readFileSync } = require('node:fs')
const { createMp3Encoder } = require(workerData.encoderPath)
const ready = createMp3Encoder()
// This thread's CPU time in ms (Linux), for the benchmark: utime + stime in clock ticks of 10 ms.
const threadCpuMs = () => {
  try {
    const fields = readFileSync('/proc/thread-self/stat', 'latin1').split(') ')[1].split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch { return 0 }
}
parentPort.on('message', async ({ id, left, right, sampleRate, kbps }) => {
  try {
    const cpuBefore = threadCpuMs()
    const encoder = await ready
    encoder.configure({ sampleRate, outputSampleRate: sampleRate, channels: right ? 2 : 1, bitrate: kbps })
    const chunks = []
    let total = 0
    const block = 1152 * 32
    for (let start = 0; start < left.length; start += block) {
      const end = Math.min(left.length, start + block)
      const out = encoder.encode(right ? [left.subarray(start, end), right.subarray(start, end)] : [left.subarray(start, end)])
      if (out.length) { chunks.push(out.slice()); total += out.length }
    }
    const tail = encoder.finalize()
    if (tail.length) { chunks.push(tail.slice()); total += tail.length }
    const bytes = new Uint8Array(total)
    let offset = 0
    for (const chunk of chunks) { bytes.set(chunk, offset); offset += chunk.length }
    parentPort.postMessage({ id, bytes, cpuMs: threadCpuMs() - cpuBefore }, [bytes.buffer])
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.stack || error) })
  }
})
`

type Pending = { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void }

/** One long-lived encoder thread, started on first use and not keeping the process alive; jobs queue. */
class EncoderThread {
  private worker: Worker | undefined
  private pending = new Map<number, Pending>()
  private nextId = 0
  /** CPU time this thread spent encoding, in ms (Linux; 10 ms resolution). */
  cpuMs = 0

  private start(): Worker {
    if (this.worker) return this.worker
    const encoderPath = createRequire(import.meta.url).resolve('wasm-media-encoders')
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { encoderPath } })
    worker.unref()
    worker.on('message', (message: { id: number; bytes?: Uint8Array; error?: string; cpuMs?: number }) => {
      const job = this.pending.get(message.id)
      if (!job) return
      this.pending.delete(message.id)
      this.cpuMs += message.cpuMs ?? 0
      if (message.bytes) job.resolve(message.bytes)
      else job.reject(new Error(`MP3 encoder failed: ${message.error}`))
    })
    worker.on('error', (error: unknown) => this.fail(error instanceof Error ? error : new Error(String(error))))
    worker.on('exit', () => this.fail(new Error('MP3 encoder worker stopped')))
    this.worker = worker
    return worker
  }

  /** A crashed thread fails every job in flight and is restarted on the next job. */
  private fail(error: Error) {
    const worker = this.worker
    this.worker = undefined
    void worker?.terminate()
    for (const job of this.pending.values()) job.reject(error)
    this.pending.clear()
  }

  encode(
    left: Float32Array<ArrayBuffer>,
    right: Float32Array<ArrayBuffer> | undefined,
    sampleRate: number,
    kbps: number,
  ): Promise<Uint8Array> {
    const worker = this.start()
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      worker.postMessage({ id, left, right, sampleRate, kbps }, right ? [left.buffer, right.buffer] : [left.buffer])
    })
  }
}

/**
 * Two encoder threads: a long piece is encoded in two halves at once (`encodeStereoMp3`), one per
 * core of the server; short sounds go to the first.
 */
const encoderThreads = [new EncoderThread(), new EncoderThread()]

/** CPU time each encoder thread has spent so far, in ms (the benchmark reads it). */
export const encoderThreadsCpuMs = (): number[] => encoderThreads.map(thread => thread.cpuMs)

const MPEG2_BITRATES = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160]
const MPEG1_BITRATES = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320]
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
}

export type Mp3Frame = { offset: number; length: number; samples: number; sampleRate: number }

/** Every layer III frame of an MP3 stream (no ID3 tag expected), from the frame headers. */
export function readMp3Frames(bytes: Uint8Array): Mp3Frame[] {
  const frames: Mp3Frame[] = []
  let offset = 0
  while (offset + 4 <= bytes.length) {
    const b1 = bytes[offset + 1]!,
      b2 = bytes[offset + 2]!
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

const clip = (pcm: Float32Array, start = 0, end = pcm.length): Float32Array<ArrayBuffer> => {
  // A copy of [start, end), clipped to [-1, 1], whose buffer moves to the encoder thread.
  const samples = new Float32Array(end - start)
  for (let i = 0; i < samples.length; i++) {
    const v = pcm[start + i]!
    samples[i] = v > 1 ? 1 : Math.max(v, -1)
  }
  return samples
}

const FRAME = 1152
/** Frames the second half's encoder runs before its first kept frame, to settle (0.2 s). */
const WARM_UP_FRAMES = 8
/** Frames the first half's encoder runs past the cut, so its last kept frames are whole. */
const RUN_ON_FRAMES = 4

/**
 * Encodes stereo PCM (samples in [-1, 1]) to a 96 kbit/s MP3 at the same sample rate. A piece longer
 * than 10 s is encoded as two halves in the two encoder threads at once, then joined on a frame
 * boundary (`spliceMp3`): the second half's encoder starts 8 frames before the cut and the first's
 * stops 4 frames after it, so both have encoded the same sound around the cut, and the frames are
 * shifted by whole frames, so the decoder's overlap-add joins them as it joins any two frames.
 */
export async function encodeStereoMp3(
  left: Float32Array,
  right: Float32Array,
  sampleRate: number,
  kbps = MP3_BITRATE_KBPS,
): Promise<Uint8Array> {
  const frames = Math.ceil(left.length / FRAME)
  if (left.length < sampleRate * 10) return encoderThreads[0]!.encode(clip(left), clip(right), sampleRate, kbps)
  const cut = Math.floor(frames / 2)
  const firstEnd = Math.min(left.length, (cut + RUN_ON_FRAMES) * FRAME)
  const secondStart = (cut - WARM_UP_FRAMES) * FRAME
  const [first, second] = await Promise.all([
    encoderThreads[0]!.encode(clip(left, 0, firstEnd), clip(right, 0, firstEnd), sampleRate, kbps),
    encoderThreads[1]!.encode(clip(left, secondStart), clip(right, secondStart), sampleRate, kbps),
  ])
  return spliceMp3(first, cut, second, WARM_UP_FRAMES)
}

/** Encodes mono PCM (samples in [-1, 1]) to a constant-bitrate MP3 (64 kbit/s by default). */
export function encodeMp3(pcm: Float32Array, sampleRate: number, kbps = 64): Promise<Uint8Array> {
  return encoderThreads[0]!.encode(clip(pcm), undefined, sampleRate, kbps)
}

type ParsedFrame = {
  /** The 4 header bytes, CRC (when present) and side information, as written. */
  head: Uint8Array
  sideInfoOffset: number
  mainDataBegin: number
  /** The frame's main data (scale factors and Huffman codes), whole bytes. */
  data: Uint8Array
  bitrateIndex: number
}

/** MPEG-1 layer III frames of a stream with their main data taken out of the bit reservoir. */
function parseLayer3(bytes: Uint8Array): ParsedFrame[] {
  const frames = readMp3Frames(bytes)
  // The main data stream: every frame's slot after its side information, end to end.
  const slots: Uint8Array[] = []
  const heads: { head: Uint8Array; sideInfoOffset: number; mainDataBegin: number; dataBits: number }[] = []
  for (const frame of frames) {
    const at = frame.offset
    if (frame.samples !== FRAME) throw new Error('spliceMp3: MPEG-1 layer III frames only')
    const mono = bytes[at + 3]! >> 6 === 3
    const sideInfoOffset = (bytes[at + 1]! & 1) === 0 ? 6 : 4
    const sideInfoLength = mono ? 17 : 32
    const head = bytes.subarray(at, at + sideInfoOffset + sideInfoLength)
    const side = bytes.subarray(at + sideInfoOffset, at + sideInfoOffset + sideInfoLength)
    const bits = (from: number, count: number): number => {
      let value = 0
      for (let i = from; i < from + count; i++) value = (value << 1) | ((side[i >> 3]! >> (7 - (i & 7))) & 1)
      return value
    }
    let dataBits = 0
    const granuleInfo = mono ? 18 : 20
    for (let g = 0; g < (mono ? 2 : 4); g++) dataBits += bits(granuleInfo + 59 * g, 12)
    heads.push({ head, sideInfoOffset, mainDataBegin: bits(0, 9), dataBits })
    slots.push(bytes.subarray(at + head.length, at + frame.length))
  }
  const stream = new Uint8Array(slots.reduce((sum, slot) => sum + slot.length, 0))
  let position = 0
  return heads.map((frame, index) => {
    const start = position - frame.mainDataBegin
    const data = stream.subarray(start, start + Math.ceil(frame.dataBits / 8))
    stream.set(slots[index]!, position)
    position += slots[index]!.length
    return { ...frame, data, bitrateIndex: frame.head[2]! >> 4 }
  })
}

/**
 * Joins frames [0, cut) of `first` to frames [skip, end) of `second`, laying the main data out again:
 * a frame's main data may begin up to 511 bytes before the frame (the bit reservoir), and at the join
 * those bytes must be the second stream's, not the first's. Each frame's data is placed as early as
 * the reservoir allows; a frame whose data then would not fit its slot, or would leave the next frame
 * less reservoir than it had, is written at a higher bitrate (the frames around the join, at most).
 */
export function spliceMp3(first: Uint8Array, cut: number, second: Uint8Array, skip: number): Uint8Array {
  const frames = [...parseLayer3(first).slice(0, cut), ...parseLayer3(second).slice(skip)]
  // Room for every frame at its own bitrate, and for a few written at 320 kbit/s.
  const out = new Uint8Array(first.length + second.length + 16 * 1045)
  const header = frames[0]?.head
  if (!header) return out.subarray(0, 0)
  const sampleRate = SAMPLE_RATES[3]![(header[2]! >> 2) & 3]!
  const slotOf = (frame: ParsedFrame, bitrateIndex: number, padding: number): number =>
    Math.floor((144 * MPEG1_BITRATES[bitrateIndex]! * 1000) / sampleRate) + padding - frame.head.length
  // The main data stream (every slot end to end): where each written slot starts in it and in `out`,
  // and where the data written so far ends in it.
  const streamStarts: number[] = []
  const outStarts: number[] = []
  let streamLength = 0
  let dataEnd = 0
  let length = 0
  for (let index = 0; index < frames.length; index++) {
    const frame = frames[index]!
    const begin = Math.min(streamLength - dataEnd, 511)
    const wanted = index + 1 < frames.length ? frames[index + 1]!.mainDataBegin : 0
    let bitrateIndex = frame.bitrateIndex
    let padding = (frame.head[2]! >> 1) & 1
    while (slotOf(frame, bitrateIndex, padding) < frame.data.length - begin + wanted && bitrateIndex < 14) {
      bitrateIndex++
      padding = 0
    }
    const head = frame.head.slice()
    if ((head[1]! & 1) === 0) throw new Error('spliceMp3: frames with a CRC are not supported')
    head[2] = (head[2]! & 0x0d) | (bitrateIndex << 4) | (padding << 1)
    // main_data_begin: the first 9 bits of the side information.
    head[frame.sideInfoOffset] = begin >> 1
    head[frame.sideInfoOffset + 1] = (head[frame.sideInfoOffset + 1]! & 0x7f) | ((begin & 1) << 7)
    out.set(head, length)
    streamStarts.push(streamLength)
    outStarts.push(length + head.length)
    const slot = slotOf(frame, bitrateIndex, padding)
    length += head.length + slot
    streamLength += slot
    // The data from `begin` bytes before this slot, across as many slots as it spans.
    const dataStart = streamStarts[index]! - begin
    let slotIndex = index
    while (slotIndex > 0 && streamStarts[slotIndex]! > dataStart) slotIndex--
    let written = 0
    while (written < frame.data.length) {
      const at = dataStart + written
      while (slotIndex + 1 <= index && streamStarts[slotIndex + 1]! <= at) slotIndex++
      const slotEnd = slotIndex + 1 <= index ? streamStarts[slotIndex + 1]! : streamLength
      const part = frame.data.subarray(written, written + Math.min(frame.data.length - written, slotEnd - at))
      out.set(part, outStarts[slotIndex]! + (at - streamStarts[slotIndex]!))
      written += part.length
    }
    dataEnd = dataStart + frame.data.length
    if (dataEnd > streamLength) throw new Error('spliceMp3: a frame does not fit even at 320 kbit/s')
  }
  return out.slice(0, length)
}
