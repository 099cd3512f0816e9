import { readFile } from 'node:fs/promises'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runFfmpeg, parseProbe, type VideoProbe } from '#core/media/video-processing.server.ts'

/**
 * Short test videos made with the ffmpeg shipped through npm (the one the server uses): the test
 * pattern and a 440 Hz tone, encoded fast. Kept tiny (2 s): CPU is scarce.
 */
export async function makeVideo(
  options: { width?: number; height?: number; seconds?: number; format?: 'mp4' | 'mov' | 'webm' } = {},
): Promise<{ path: string; bytes: Uint8Array }> {
  const { width = 640, height = 360, seconds = 2, format = 'mp4' } = options
  const path = join(mkdtempSync(join(tmpdir(), 'gombiste-test-video-')), `clip.${format}`)
  const codecs =
    format === 'webm'
      ? ['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '300k', '-c:a', 'libvorbis']
      : ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac']
  const run = await runFfmpeg([
    ...['-hide_banner', '-nostdin', '-y', '-v', 'error'],
    ...['-f', 'lavfi', '-i', `testsrc=duration=${seconds}:size=${width}x${height}:rate=25`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...codecs,
    ...['-shortest', '-threads', '1', path],
  ])
  if (run.code !== 0) throw new Error(`ffmpeg could not make the test video: ${run.stderr}`)
  return { path, bytes: new Uint8Array(await readFile(path)) }
}

/** What ffmpeg reads of a file (the renditions' sizes and codecs), with its audio's description line. */
export async function probeFile(path: string): Promise<VideoProbe & { audioLine: string; videoLine: string }> {
  const { stderr } = await runFfmpeg(['-hide_banner', '-nostdin', '-i', path])
  const probe = parseProbe(stderr)
  if (!probe) throw new Error(`not a video: ${stderr}`)
  return {
    ...probe,
    videoLine: /Stream #[^\n]*Video:[^\n]*/.exec(stderr)?.[0] ?? '',
    audioLine: /Stream #[^\n]*Audio:[^\n]*/.exec(stderr)?.[0] ?? '',
  }
}
