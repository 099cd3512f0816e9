import { spawn } from 'node:child_process'
import { constants } from 'node:fs'
import { access, chmod } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'

/**
 * Lesson videos with the ffmpeg binary shipped through npm
 * (`@ffmpeg-installer/ffmpeg`, whose per-platform package holds a static build with libx264 and AAC).
 * The upload is probed (`ffmpeg -i`, which reads the container and stream headers), then the job
 * decodes it once into two renditions, both H.264/AAC MP4 with the index at the front (plays while
 * downloading, seeks by range):
 * - phone: 360 pixels on the short side, about 500 kbit/s (440 video + 64 audio);
 * - HD: 720 pixels on the short side, about 2 Mbit/s;
 * and a JPEG poster taken from the HD rendition. Smaller sources are never enlarged.
 */

let resolved: Promise<string> | undefined

/** The ffmpeg executable (made executable if the package's own `chmod` install script was skipped). */
export function ffmpegPath(): Promise<string> {
  resolved ??= (async () => {
    const path = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path
    try {
      await access(path, constants.X_OK)
    } catch {
      await chmod(path, 0o755)
    }
    return path
  })()
  return resolved
}

export type VideoProbe = {
  durationSeconds: number
  /** As displayed (a phone video's rotation applied). */
  width: number
  height: number
  videoCodec: string
  audioCodec: string | null
}

type Run = { code: number | null; stdout: string; stderr: string }

/** Runs ffmpeg; `onStdout` sees its output as it comes (progress lines). */
export async function runFfmpeg(
  args: string[],
  options: { onStdout?: (chunk: string) => void; timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<Run> {
  const binary = await ffmpegPath()
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (options.onStdout) options.onStdout(chunk)
      else stdout += chunk
    })
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      // Only the end matters (the error); a long run must not grow this without bound.
      stderr = (stderr + chunk).slice(-64 * 1024)
    })
    const timer = options.timeoutMs ? setTimeout(() => child.kill('SIGKILL'), options.timeoutMs) : undefined
    const abort = () => child.kill('SIGKILL')
    options.signal?.addEventListener('abort', abort, { once: true })
    child.on('error', reject)
    child.on('close', code => {
      clearTimeout(timer)
      options.signal?.removeEventListener('abort', abort)
      resolve({ code, stdout, stderr })
    })
  })
}

/** Reads `ffmpeg -i`'s description of a file: null when it is not a readable video. */
export function parseProbe(text: string): VideoProbe | null {
  if (/Invalid data found|moov atom not found|could not find codec parameters|EBML header parsing failed/i.test(text))
    return null
  const duration = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(text)
  const video = /Stream #\d+:\d+[^\n]*?: Video: (\w+)[^\n]*?, (\d{2,5})x(\d{2,5})/.exec(text)
  if (!duration || !video) return null
  const audio = /Stream #\d+:\d+[^\n]*?: Audio: (\w+)/.exec(text)
  const rotation = Number(
    /rotate\s*:\s*(-?\d+)/.exec(text)?.[1] ?? /rotation of (-?\d+(?:\.\d+)?) degrees/.exec(text)?.[1] ?? 0,
  )
  const turned = Math.abs(Math.round(rotation)) % 180 === 90
  const width = Number(video[2])
  const height = Number(video[3])
  return {
    durationSeconds: Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]),
    width: turned ? height : width,
    height: turned ? width : height,
    videoCodec: video[1]!,
    audioCodec: audio?.[1] ?? null,
  }
}

/** Probes a video file (headers only: a fraction of a second even for a large file). */
export async function probeVideo(path: string): Promise<VideoProbe | null> {
  const { stderr } = await runFfmpeg(['-hide_banner', '-nostdin', '-i', path], { timeoutMs: 30_000 })
  return parseProbe(stderr)
}

/** The size of a rendition: `short` pixels on the short side at most, never enlarged, even numbers (H.264 4:2:0). */
export function renditionSize(width: number, height: number, short: number): { width: number; height: number } {
  const scale = Math.min(1, short / Math.min(width, height))
  const even = (value: number) => Math.max(2, Math.round((value * scale) / 2) * 2)
  return { width: even(width), height: even(height) }
}

export const RENDITIONS = {
  mobile: { short: 360, videoKbps: 440, maxKbps: 500, audioKbps: 64, profile: 'main' },
  hd: { short: 720, videoKbps: 1800, maxKbps: 2200, audioKbps: 128, profile: 'high' },
} as const

export type RenderedVideo = {
  mobile: { path: string; width: number; height: number }
  hd: { path: string; width: number; height: number }
  poster: { path: string }
}

export class VideoRenderError extends Error {}

/** Parses `-progress` output: the position reached, in seconds (null when the chunk has none). */
export function progressSeconds(chunk: string): number | null {
  const values = [...chunk.matchAll(/out_time_(?:us|ms)=(\d+)/g)]
  const last = values.at(-1)
  return last ? Number(last[1]) / 1_000_000 : null
}

/**
 * Makes both renditions in one ffmpeg run (the source is decoded once) and the poster, into
 * `directory`. `onProgress` gets 0–1 as the run goes. Throws VideoRenderError when ffmpeg fails.
 */
export async function renderVideo(
  input: string,
  directory: string,
  probe: VideoProbe,
  onProgress: (share: number) => void,
  options: { signal?: AbortSignal; threads?: number } = {},
): Promise<RenderedVideo> {
  const outputs = {
    mobile: {
      path: join(directory, 'mobile.mp4'),
      ...renditionSize(probe.width, probe.height, RENDITIONS.mobile.short),
    },
    hd: { path: join(directory, 'hd.mp4'), ...renditionSize(probe.width, probe.height, RENDITIONS.hd.short) },
  }
  const threads = String(options.threads ?? 2)
  const renditionArgs = (name: keyof typeof RENDITIONS) => {
    const spec = RENDITIONS[name]
    const size = outputs[name]
    return [
      ...['-map', '0:v:0', '-map', '0:a:0?', '-sn', '-dn', '-map_metadata', '-1'],
      ...['-vf', `scale=${size.width}:${size.height},format=yuv420p`],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', spec.profile, '-threads', threads],
      ...['-b:v', `${spec.videoKbps}k`, '-maxrate', `${spec.maxKbps}k`, '-bufsize', `${spec.maxKbps * 2}k`],
      ...['-c:a', 'aac', '-b:a', `${spec.audioKbps}k`, '-ac', '2', '-ar', '44100'],
      ...['-movflags', '+faststart', '-f', 'mp4', size.path],
    ]
  }
  const run = await runFfmpeg(
    [
      ...['-hide_banner', '-nostdin', '-y', '-v', 'error', '-nostats', '-progress', 'pipe:1', '-i', input],
      ...renditionArgs('mobile'),
      ...renditionArgs('hd'),
    ],
    {
      onStdout: chunk => {
        const seconds = progressSeconds(chunk)
        if (seconds !== null && probe.durationSeconds > 0) onProgress(Math.min(1, seconds / probe.durationSeconds))
      },
      ...(options.signal ? { signal: options.signal } : {}),
      // A run far longer than the video could ever need has hung.
      timeoutMs: Math.max(10 * 60_000, probe.durationSeconds * 30_000),
    },
  )
  if (run.code !== 0) throw new VideoRenderError(lastLine(run.stderr) || `ffmpeg exited with ${run.code}`)
  const poster = join(directory, 'poster.jpg')
  const at = Math.min(1, probe.durationSeconds / 3).toFixed(2)
  const still = await runFfmpeg(
    [
      ...['-hide_banner', '-nostdin', '-y', '-v', 'error', '-ss', at, '-i', outputs.hd.path],
      ...['-frames:v', '1', '-q:v', '4', poster],
    ],
    { timeoutMs: 60_000 },
  )
  if (still.code !== 0) throw new VideoRenderError(lastLine(still.stderr) || 'no poster')
  return { mobile: outputs.mobile, hd: outputs.hd, poster: { path: poster } }
}

const lastLine = (text: string) => text.trim().split('\n').at(-1)?.slice(0, 300) ?? ''
