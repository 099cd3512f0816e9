/**
 * Short sample clips (`/media/video/<slug>.mp4`) made with the ffmpeg shipped through npm
 * (`@ffmpeg-installer/ffmpeg`): a slow Ken Burns zoom over the clip's poster image
 * (`/media/images/posters/<slug>-640.webp`), a lower-third title when a font is found, and an excerpt
 * of the matching track's MP3. 640×360 H.264 (main profile, yuv420p, +faststart) and AAC 64 kbit/s,
 * at a low bitrate so that every clip stays under 200 KB.
 *
 * The output is deterministic: single-threaded x264, bit-exact flags and no metadata.
 */
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'

const run = promisify(execFile)

export const CLIP_SECONDS = 10
export const CLIP_WIDTH = 640
export const CLIP_HEIGHT = 360
const FPS = 24

/** Fonts tried for the lower-third title, in order (the static ffmpeg build has no default font). */
const FONTS = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/TTF/DejaVuSans-Bold.ttf',
  '/System/Library/Fonts/Supplemental/Arial Bold.ttf',
  'C:/Windows/Fonts/arialbd.ttf',
]

export type VideoJob = {
  url: string
  /** Output file (`…/media/video/<slug>.mp4`). */
  file: string
  title: string
  /** Image the zoom runs over (a 16:9 poster). */
  image: string
  /** MP3 the sound is taken from, or none (silent track). */
  audio: string | undefined
}

export async function ffmpegPath(): Promise<string> {
  const mod = (await import('@ffmpeg-installer/ffmpeg')) as { path?: string; default?: { path: string } }
  const path = mod.path ?? mod.default?.path
  if (!path) throw new Error('@ffmpeg-installer/ffmpeg gives no ffmpeg for this platform')
  return path
}

export function findFont(): string | undefined {
  return FONTS.find(f => existsSync(f))
}

/** The excerpt starts a fifth into the track (past the intro), the same for every run. */
async function audioOffset(ffmpeg: string, mp3: string): Promise<number> {
  // `ffmpeg -i` with no output prints the duration on stderr and exits 1.
  const { stderr } = await run(ffmpeg, ['-hide_banner', '-i', mp3]).catch((e: { stderr?: string }) => ({
    stderr: e.stderr ?? '',
  }))
  const m = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(stderr)
  if (!m) return 0
  const total = Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3])
  return Math.max(0, Math.min(Math.floor(total / 5), Math.floor(total - CLIP_SECONDS - 1)))
}

/** Renders one clip; returns its size in bytes. */
export async function renderClip(job: VideoJob, ffmpeg?: string): Promise<number> {
  const bin = ffmpeg ?? (await ffmpegPath())
  const work = await mkdtemp(join(tmpdir(), 'gombiste-clip-'))
  try {
    // The zoom runs over a 2× image so that its sub-pixel steps do not judder.
    const still = join(work, 'still.png')
    await sharp(job.image)
      .resize(CLIP_WIDTH * 2, CLIP_HEIGHT * 2, { fit: 'cover' })
      .png()
      .toFile(still)
    const frames = CLIP_SECONDS * FPS
    const filters = [
      `[0:v]zoompan=z='1+0.12*on/${frames}':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=${frames}:s=${CLIP_WIDTH}x${CLIP_HEIGHT}:fps=${FPS}`,
    ]
    const font = findFont()
    if (font) {
      const textFile = join(work, 'title.txt')
      await writeFile(textFile, job.title)
      filters.push(
        `drawtext=fontfile='${font}':textfile='${textFile}':fontsize=22:fontcolor=white:box=1:boxcolor=black@0.55:boxborderw=10:x=24:y=h-th-36:alpha='min(1,max(0,(t-0.8)/0.6))'`,
      )
    }
    filters.push(`fade=t=in:st=0:d=0.6,fade=t=out:st=${CLIP_SECONDS - 0.8}:d=0.8,format=yuv420p[v]`)
    const args = ['-hide_banner', '-loglevel', 'error', '-y', '-i', still]
    if (job.audio) {
      const offset = await audioOffset(bin, job.audio)
      args.push('-ss', String(offset), '-t', String(CLIP_SECONDS), '-i', job.audio)
    } else {
      args.push('-f', 'lavfi', '-t', String(CLIP_SECONDS), '-i', 'anullsrc=r=44100:cl=stereo')
    }
    args.push(
      '-filter_complex',
      `${filters.join(',')};[1:a]afade=t=in:st=0:d=0.5,afade=t=out:st=${CLIP_SECONDS - 1.2}:d=1.2[a]`,
      '-map',
      '[v]',
      '-map',
      '[a]',
      '-t',
      String(CLIP_SECONDS),
      '-c:v',
      'libx264',
      '-profile:v',
      'main',
      '-preset',
      'slow',
      '-tune',
      'stillimage',
      '-crf',
      '30',
      '-maxrate',
      '80k',
      '-bufsize',
      '160k',
      '-g',
      String(FPS * 4),
      '-threads',
      '1',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-b:a',
      '64k',
      '-ar',
      '44100',
      '-ac',
      '2',
      '-map_metadata',
      '-1',
      '-fflags',
      '+bitexact',
      '-flags:v',
      '+bitexact',
      '-flags:a',
      '+bitexact',
      '-movflags',
      '+faststart',
      join(work, 'clip.mp4'),
    )
    await run(bin, args, { maxBuffer: 16 * 1024 * 1024 })
    await mkdir(dirname(job.file), { recursive: true })
    const { copyFile } = await import('node:fs/promises')
    await copyFile(join(work, 'clip.mp4'), job.file)
    return (await stat(job.file)).size
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}
