/**
 * What each of the server's two composer threads runs (started by `threads.ts`): it plays parts of
 * pieces with the SoundFont (`renderPart`), masters spans of pieces (`MasteringSpan`, one stage per
 * request, the calling thread deciding the gains between stages) and encodes MP3 (`encodeWithLame`).
 * The bank and the encoder are loaded once per thread, on first use. Every reply carries the CPU
 * time the request took in this thread, for the benchmark.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { parentPort } from 'node:worker_threads'
import { SpessaSynthProcessor } from 'spessasynth_core'
import type { WasmMediaEncoder } from 'wasm-media-encoders'
import { clipInPlace, encodeWithLame } from './lame.ts'
import { type MasteringOptions, MasteringSpan, type SpanPlace } from './mastering.ts'
import { type RenderedPart, type RenderJob, renderPart } from './render-part.ts'
import { loadSoundBank } from './sound-bank.ts'

export type ThreadRequest =
  | { kind: 'render'; job: RenderJob }
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

let encoder: Promise<WasmMediaEncoder<'audio/mpeg'>> | undefined
const mp3Encoder = () => {
  // The package's CommonJS build carries its WebAssembly inside (the ES build would fetch it).
  const { createMp3Encoder } = createRequire(import.meta.url)(
    'wasm-media-encoders',
  ) as typeof import('wasm-media-encoders')
  encoder ??= createMp3Encoder()
  return encoder
}

type Span = { span: MasteringSpan; place: SpanPlace; sampleRate: number }
const spans = new Map<number, Span>()

function spanOf(piece: number): Span {
  const held = spans.get(piece)
  if (!held) throw new Error(`composer thread: no span for piece ${piece}`)
  return held
}

async function handle(request: ThreadRequest): Promise<{ reply: ThreadReply; transfer: ArrayBuffer[] }> {
  switch (request.kind) {
    case 'render': {
      const part = await renderPart(SpessaSynthProcessor, await loadSoundBank(), request.job)
      // Shared buffers are read in place by the other threads; only the energies travel.
      return { reply: { part }, transfer: [part.energy.buffer as ArrayBuffer] }
    }
    case 'span': {
      const { place, end, parts } = request
      const length = end - place.start
      const left = new Float32Array(length)
      const right = new Float32Array(length)
      const send = new Float32Array(Math.ceil(length / 2))
      const half = place.start / 2
      for (const part of parts) {
        for (let i = 0; i < length; i++) {
          left[i] = left[i]! + part.left[place.start + i]!
          right[i] = right[i]! + part.right[place.start + i]!
        }
        for (let i = 0; i < send.length; i++) send[i] = send[i]! + part.send[half + i]!
      }
      const span = new MasteringSpan(left, right, send, request.sampleRate, request.options, place)
      spans.set(request.piece, { span, place, sampleRate: request.sampleRate })
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
      spans.delete(request.piece)
      span.finish(request.correction)
      const channels = [span.left, span.right].map(channel =>
        channel.subarray(request.from - place.start, request.to - place.start),
      )
      for (const channel of channels) clipInPlace(channel)
      const mp3 = encodeWithLame(await mp3Encoder(), channels, sampleRate, request.kbps)
      return { reply: { mp3 }, transfer: [mp3.buffer] }
    }
    case 'drop':
      spans.delete(request.piece)
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
