/**
 * LAME 3.100 compiled to WebAssembly with clang -O3 (`lame.wasm`, rebuilt by `build.sh`; see
 * README.md), for the server's composer threads. Unlike wasm-media-encoders' build (size-optimised,
 * LAME's slowest quality setting fixed), it lets the caller choose LAME's algorithm quality: the
 * composer uses 5 (LAME's own default), which encodes a minute of stereo in about 0.7 s of CPU
 * instead of 1.0 s. The same interface as wasm-media-encoders' encoder, so `encodeWithLame` drives both.
 */
import { readFile } from 'node:fs/promises'
import { concatBytes } from '../lame.ts'

export type Mp3Encoder = {
  configure(params: { sampleRate: number; outputSampleRate?: number; channels: 1 | 2; bitrate: number }): void
  encode(samples: readonly Float32Array[]): Uint8Array
  finalize(): Uint8Array
}

type Exports = {
  memory: WebAssembly.Memory
  _initialize(): void
  enc_create(sampleRate: number, channels: number, kbps: number, quality: number): number
  enc_input(encoder: number, samples: number): number
  enc_encode(encoder: number, samples: number, out: number, outSize: number): number
  enc_flush(encoder: number, out: number, outSize: number): number
  enc_free(encoder: number): void
  enc_malloc(bytes: number): number
  enc_freemem(pointer: number): void
}

/** Samples per channel handed to LAME per call, and the room its output needs (LAME's own formula). */
const BLOCK = 1152 * 32
const OUT_BYTES = Math.ceil(1.25 * BLOCK + 7200)

/**
 * LAME only writes to stderr (silenced by bridge.c) and aborts on a bug: the four WASI functions its
 * C library links are stubbed.
 */
function wasiStubs(memory: () => WebAssembly.Memory): WebAssembly.Imports {
  return {
    wasi_snapshot_preview1: {
      fd_write: (_fd: number, iovs: number, count: number, written: number) => {
        const view = new DataView(memory().buffer)
        let bytes = 0
        for (let i = 0; i < count; i++) bytes += view.getUint32(iovs + 8 * i + 4, true)
        view.setUint32(written, bytes, true)
        return 0
      },
      fd_close: () => 8,
      fd_seek: () => 52,
      proc_exit: (code: number) => {
        throw new Error(`LAME aborted (exit ${code})`)
      },
    },
  }
}

let module: Promise<WebAssembly.Module> | undefined

/** A LAME encoder at algorithm quality `quality` (0 best and slowest … 9 fastest). */
export async function createLameEncoder(quality: number): Promise<Mp3Encoder> {
  module ??= readFile(new URL('./lame.wasm', import.meta.url)).then(bytes => WebAssembly.compile(bytes))
  let memory: WebAssembly.Memory | undefined
  const instance = await WebAssembly.instantiate(
    await module,
    wasiStubs(() => memory!),
  )
  const lame = instance.exports as unknown as Exports
  memory = lame.memory
  lame._initialize()
  const out = lame.enc_malloc(OUT_BYTES)
  let encoder = 0
  let input = 0
  let channels = 2
  const take = (written: number): Uint8Array => {
    if (written < 0) throw new Error(`LAME failed (${written})`)
    return new Uint8Array(lame.memory.buffer, out, written).slice()
  }
  return {
    configure({ sampleRate, outputSampleRate, channels: count, bitrate }) {
      if (outputSampleRate !== undefined && outputSampleRate !== sampleRate)
        throw new Error('LAME encoder: resampling is not supported')
      if (encoder) lame.enc_free(encoder)
      channels = count
      encoder = lame.enc_create(sampleRate, count, bitrate, quality)
      if (!encoder) throw new Error(`LAME encoder: ${sampleRate} Hz at ${bitrate} kbit/s is not supported`)
      input = lame.enc_input(encoder, BLOCK)
    },
    encode(samples) {
      const parts: Uint8Array[] = []
      const length = samples[0]?.length ?? 0
      for (let start = 0; start < length; start += BLOCK) {
        const count = Math.min(BLOCK, length - start)
        // The memory may have grown since the last call: a fresh view each time.
        const heap = new Float32Array(lame.memory.buffer)
        for (let c = 0; c < channels; c++)
          heap.set(samples[c]!.subarray(start, start + count), (input >>> 2) + c * BLOCK)
        parts.push(take(lame.enc_encode(encoder, count, out, OUT_BYTES)))
      }
      return parts.length === 1 ? parts[0]! : concatBytes(parts)
    },
    finalize() {
      const tail = take(lame.enc_flush(encoder, out, OUT_BYTES))
      lame.enc_free(encoder)
      encoder = 0
      return tail
    },
  }
}
