/**
 * What each of the server's two composer threads runs (started by `threads.ts`): it plays parts of
 * pieces with the SoundFont (`renderPart`), masters spans of pieces (`MasteringSpan`, one stage per
 * request, the calling thread deciding the gains between stages) and encodes MP3 (`encodeWithLame`).
 * The bank is parsed once per thread, on first use, from the file the threads share, and its
 * decoded samples are shared too (`shared-samples.ts`); the encoder is loaded once per thread. Every reply carries the CPU time the request
 * took in this thread, for the benchmark.
 */
import { readFileSync } from 'node:fs'
import { parentPort, workerData } from 'node:worker_threads'
import { type BasicSoundBank, SpessaSynthProcessor } from 'spessasynth_core'
import { clipInPlace, encodeWithLame, LAME_QUALITY } from './lame.ts'
import { createLameEncoder, type Mp3Encoder } from './lame/encoder.ts'
import { type MasteringOptions, MasteringSpan, type SampleBuffers, type SpanPlace } from './mastering.ts'
import { partOfJob, type RenderedPart, type RenderJob, renderPart, splitInTwo } from './render-part.ts'
import { parseSoundBank } from './parse-sound-bank.ts'
import { shareSamples } from './shared-samples.ts'
import type { ThreadData } from './threads.ts'

export type ThreadRequest =
  /**
   * Plays the job's notes into shared memory, kept until this thread finishes or drops the piece: all
   * of them, or this thread's side of the job split in two (`splitInTwo`). `cancel`, shared with the
   * calling thread, stops the playing between two blocks once it holds anything but 0.
   */
  | { kind: 'render'; piece: number; job: RenderJob; side?: number; cancel?: Int32Array }
  /** Adds the parts over [place.start, end), keeps the span for the next stages, runs `mix`. */
  | {
      kind: 'span'
      piece: number
      parts: RenderedPart[]
      place: SpanPlace
      end: number
      sampleRate: number
      options: MasteringOptions
    }
  | { kind: 'compress'; piece: number; drive: number }
  | { kind: 'limit'; piece: number; gain: number }
  /** The last stage, then the span's samples [from, to) of the piece encoded; the span is let go. */
  | { kind: 'finish'; piece: number; correction: number | undefined; from: number; to: number; kbps: number }
  | { kind: 'drop'; piece: number }
  | { kind: 'encode'; channels: Float32Array[]; sampleRate: number; kbps: number }

export type ThreadReply = { power?: Float64Array; part?: RenderedPart; mp3?: Uint8Array }

type Envelope = { id: number; request: ThreadRequest }

/** This thread's CPU time in ms (Linux: utime + stime, in clock ticks of 10 ms; 0 elsewhere). */
function threadCpuMs(): number {
  try {
    const fields = readFileSync('/proc/thread-self/stat', 'latin1').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return 0
  }
}

let bank: Promise<BasicSoundBank> | undefined
const soundBank = () => {
  const { samples } = workerData as ThreadData
  bank ??= parseSoundBank(samples.file.buffer).then(parsed => {
    shareSamples(parsed, samples)
    return parsed
  })
  bank.catch(() => {
    bank = undefined
  })
  return bank
}

let encoder: Promise<Mp3Encoder> | undefined
const mp3Encoder = () => {
  encoder ??= createLameEncoder(LAME_QUALITY)
  return encoder
}

/**
 * Sample buffers kept between pieces, shared (the parts: read by both threads) or not (the spans):
 * allocating a hundred megabytes of buffers per piece made V8 collect garbage on its helper threads
 * for about 0.4 s of CPU per piece, on the cores the composer needs. Up to 160 MB is kept per pool.
 */
class BufferPool implements SampleBuffers {
  private free: Float32Array[] = []
  private readonly shared: boolean
  constructor(shared: boolean) {
    this.shared = shared
  }

  take(length: number): Float32Array {
    // The smallest free buffer that holds `length` samples, else a new one.
    let best = -1
    for (let i = 0; i < this.free.length; i++)
      if (this.free[i]!.length >= length && (best < 0 || this.free[i]!.length < this.free[best]!.length)) best = i
    const buffer =
      best >= 0
        ? this.free.splice(best, 1)[0]!
        : new Float32Array(this.shared ? new SharedArrayBuffer(length * 4) : new ArrayBuffer(length * 4))
    const view = buffer.subarray(0, length)
    if (best >= 0) view.fill(0)
    return view
  }

  give(view: Float32Array): void {
    const whole = new Float32Array(view.buffer)
    this.free.push(whole)
    let bytes = this.free.reduce((total, buffer) => total + buffer.byteLength, 0)
    // Over the cap, the largest buffers go first (a long piece's), to the garbage collector.
    this.free.sort((a, b) => a.length - b.length)
    while (bytes > 160 * 2 ** 20 && this.free.length > 0) bytes -= this.free.pop()!.byteLength
  }
}
const sharedBuffers = new BufferPool(true)
const spanBuffers = new BufferPool(false)

/** The parts this thread rendered, per piece, until the piece is finished or dropped here. */
const renderedParts = new Map<number, RenderedPart>()
type Span = { span: MasteringSpan; place: SpanPlace; sampleRate: number; buffers: Float32Array[] }
const spans = new Map<number, Span>()

/** Gives back what a piece held in this thread. */
function letGo(piece: number): void {
  const part = renderedParts.get(piece)
  renderedParts.delete(piece)
  if (part) for (const buffer of [part.left, part.right, part.send]) sharedBuffers.give(buffer)
  const span = spans.get(piece)
  spans.delete(piece)
  if (span) for (const buffer of span.buffers) spanBuffers.give(buffer)
}

function spanOf(piece: number): Span {
  const held = spans.get(piece)
  if (!held) throw new Error(`composer thread: no span for piece ${piece}`)
  return held
}

async function handle(request: ThreadRequest): Promise<{ reply: ThreadReply; transfer: ArrayBuffer[] }> {
  switch (request.kind) {
    case 'render': {
      const take = (length: number) => sharedBuffers.take(length)
      const bank = await soundBank()
      const job =
        request.side === undefined ? request.job : partOfJob(request.job, splitInTwo(request.job, bank)[request.side]!)
      const { cancel } = request
      const stopIfCancelled = () => {
        if (cancel && Atomics.load(cancel, 0) !== 0) throw new Error('cancelled')
        return undefined
      }
      // A cancelled part's buffers are left to the garbage collector.
      const part = await renderPart(SpessaSynthProcessor, bank, job, stopIfCancelled, take)
      renderedParts.set(request.piece, part)
      // Shared buffers are read in place by the other threads; only the energies travel.
      return { reply: { part }, transfer: [part.energy.buffer as ArrayBuffer] }
    }
    case 'span': {
      const { place, end, parts } = request
      const length = end - place.start
      const left = spanBuffers.take(length)
      const right = spanBuffers.take(length)
      const send = spanBuffers.take(Math.ceil(length / 2))
      const half = place.start / 2
      for (const part of parts) {
        for (let i = 0; i < length; i++) {
          left[i] = left[i]! + part.left[place.start + i]!
          right[i] = right[i]! + part.right[place.start + i]!
        }
        for (let i = 0; i < send.length; i++) send[i] = send[i]! + part.send[half + i]!
      }
      const span = new MasteringSpan(left, right, send, request.sampleRate, request.options, place, spanBuffers)
      spans.set(request.piece, { span, place, sampleRate: request.sampleRate, buffers: [left, right, send] })
      const power = span.mix()
      return { reply: { power }, transfer: [power.buffer] }
    }
    case 'compress': {
      const power = spanOf(request.piece).span.compress(request.drive)
      return { reply: { power }, transfer: [power.buffer] }
    }
    case 'limit': {
      const power = spanOf(request.piece).span.limit(request.gain)
      return { reply: { power }, transfer: [power.buffer] }
    }
    case 'finish': {
      const { span, place, sampleRate } = spanOf(request.piece)
      span.finish(request.correction)
      const channels = [span.left, span.right].map(channel =>
        channel.subarray(request.from - place.start, request.to - place.start),
      )
      for (const channel of channels) clipInPlace(channel)
      const mp3 = encodeWithLame(await mp3Encoder(), channels, sampleRate, request.kbps)
      letGo(request.piece)
      return { reply: { mp3 }, transfer: [mp3.buffer] }
    }
    case 'drop':
      letGo(request.piece)
      return { reply: {}, transfer: [] }
    case 'encode': {
      for (const channel of request.channels) clipInPlace(channel)
      const mp3 = encodeWithLame(await mp3Encoder(), request.channels, request.sampleRate, request.kbps)
      return { reply: { mp3 }, transfer: [mp3.buffer] }
    }
  }
}

parentPort?.on('message', async ({ id, request }: Envelope) => {
  const cpuBefore = threadCpuMs()
  try {
    const { reply, transfer } = await handle(request)
    parentPort?.postMessage({ id, ...reply, cpuMs: threadCpuMs() - cpuBefore }, transfer)
  } catch (error) {
    parentPort?.postMessage({ id, error: String((error as Error)?.stack ?? error), cpuMs: threadCpuMs() - cpuBefore })
  }
})
