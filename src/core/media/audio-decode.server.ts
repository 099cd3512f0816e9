import { spawn } from 'node:child_process'
import { ffmpegPath } from './video-processing.server.ts'

/** At most this much audio is decoded (a few minutes of assessment); the rest is ignored. */
const MAX_SECONDS = 600

/**
 * Decodes a browser recording (WebM/Opus, Ogg, MP4/AAC, WAV) to mono 32-bit float samples at
 * `sampleRate` with the ffmpeg shipped through npm, reading it from stdin and the samples from stdout
 * (no file on disk). Null when ffmpeg cannot read it or takes longer than `timeoutMs`.
 */
export async function decodeAudio(
  bytes: Uint8Array,
  sampleRate: number,
  timeoutMs = 30_000,
): Promise<Float32Array | null> {
  const binary = await ffmpegPath()
  return new Promise(resolve => {
    const child = spawn(
      binary,
      [
        '-nostdin',
        '-v',
        'error',
        '-i',
        'pipe:0',
        '-t',
        String(MAX_SECONDS),
        '-ac',
        '1',
        '-ar',
        String(sampleRate),
        '-f',
        'f32le',
        'pipe:1',
      ],
      { stdio: ['pipe', 'pipe', 'ignore'] },
    )
    const chunks: Buffer[] = []
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk))
    // A reader that gave up early closes its stdin: not an error of ours.
    child.stdin.on('error', () => undefined)
    child.on('error', () => {
      clearTimeout(timer)
      resolve(null)
    })
    child.on('close', code => {
      clearTimeout(timer)
      if (code !== 0) return resolve(null)
      const all = Buffer.concat(chunks)
      const usable = all.length - (all.length % 4)
      // Copied into an aligned buffer: a Buffer's own offset in its pool need not be a multiple of 4.
      const samples = new Float32Array(usable / 4)
      new Uint8Array(samples.buffer).set(all.subarray(0, usable))
      resolve(samples)
    })
    child.stdin.end(bytes)
  })
}
