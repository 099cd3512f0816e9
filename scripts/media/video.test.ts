import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, test } from 'vitest'
import { siteContent } from '#tests/setup/content.ts'
import { plan } from '../generate-media.ts'
import { CLIP_SECONDS, ffmpegPath, findFont, renderClip } from './video.ts'

const run = promisify(execFile)
const MEDIA = resolve(import.meta.dirname, '..', '..', 'media')

describe('sample clips in the media script', () => {
  const jobs = plan(siteContent, MEDIA).video

  test('every sample clip is planned from its poster and the matching track', () => {
    const urls = new Set(siteContent.artists.flatMap(artist => artist.videos.map(video => video.src)))
    expect(new Set(jobs.map(job => job.url))).toEqual(urls)
    const ndolo = jobs.find(job => job.url === '/media/video/ndolo-na-wa-clip.mp4')!
    expect(relative(MEDIA, ndolo.image)).toBe('images/posters/ndolo-na-wa-clip-640.webp')
    expect(relative(MEDIA, ndolo.audio!)).toBe('audio/ndolo-na-wa.mp3')
    expect(ndolo.title).toBe('Ndolo na wa (clip officiel)')
    // No track of that name: the artist's own track is used.
    const live = jobs.find(job => job.url === '/media/video/nadia-mbende-live-akwa.mp4')!
    expect(relative(MEDIA, live.audio!)).toMatch(/^audio\/[a-z0-9-]+\.mp3$/)
  })

  describe('rendering', () => {
    let work: string | undefined
    afterAll(async () => {
      if (work) await rm(work, { recursive: true, force: true })
    })

    test('a clip is 640×360 H.264 (yuv420p) + AAC, about 10 s, small, and the same clip as the committed one', async () => {
      work = await mkdtemp(join(tmpdir(), 'clip-test-'))
      const job = { ...jobs.find(j => j.url === '/media/video/ndolo-na-wa-clip.mp4')!, file: join(work, 'clip.mp4') }
      const bytes = await renderClip(job)
      expect(bytes).toBeGreaterThan(50_000)
      expect(bytes).toBeLessThanOrEqual(250 * 1024)
      // `ffmpeg -i` without an output describes the file on stderr (and exits 1).
      const { stderr } = await run(await ffmpegPath(), ['-hide_banner', '-i', job.file]).catch(
        (error: { stderr: string }) => error,
      )
      expect(stderr).toMatch(/Video: h264 \((Main|Constrained Baseline|Baseline)\)/)
      expect(stderr).toMatch(/yuv420p(\([^)]*\))?, 640x360/)
      expect(stderr).toMatch(/Audio: aac/)
      const duration = /Duration: 00:00:(\d+\.\d+)/.exec(stderr)
      expect(Number(duration?.[1])).toBeCloseTo(CLIP_SECONDS, 0)
      // The file in media/ is what the script makes (with the same font available). Not byte for byte:
      // the image scaling (sharp, ffmpeg) takes SIMD paths that differ from one CPU to another, so the
      // pictures differ by a few levels (about 44 dB apart between two machines); the sound is exact.
      if (findFont()) {
        const committed = join(MEDIA, 'video', 'ndolo-na-wa-clip.mp4')
        const audioMd5 = async (file: string) =>
          (await run(await ffmpegPath(), ['-loglevel', 'error', '-i', file, '-map', '0:a', '-f', 'md5', '-'])).stdout
        expect(await audioMd5(job.file)).toBe(await audioMd5(committed))
        const psnr = await run(await ffmpegPath(), [
          '-hide_banner',
          '-i',
          job.file,
          '-i',
          committed,
          '-lavfi',
          '[0:v][1:v]psnr',
          '-f',
          'null',
          '-',
        ])
        const average = /PSNR .*average:([\d.]+|inf)/.exec(psnr.stderr)?.[1]
        expect(average === 'inf' ? Infinity : Number(average)).toBeGreaterThan(35)
      }
    }, 180_000)
  })
})
