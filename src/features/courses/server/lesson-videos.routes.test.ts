import { mkdtempSync, writeFileSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ROLES } from '#core/auth/roles.ts'
import {
  LESSON_VIDEO_JOB,
  processLessonVideo,
  VIDEO_FAILED_MESSAGE,
} from '#features/courses/server/lesson-video-job.server.ts'
import { insertLessonVideo, type LessonVideoView } from '#features/courses/server/lesson-videos.repo.ts'
import { MAX_VIDEO_BYTES } from '#core/media/upload-limits.ts'
import { createWebServer } from '#server/web-server.ts'
import { builtPages } from '#server/built-pages.ts'
import { signedInUser } from '#tests/setup/accounts.ts'
import { makePdfBytes, randomBytesSeeded } from '#tests/setup/media-files.ts'
import { createTestApp, TEST_ORIGIN } from '#tests/setup/test-app.ts'
import { makeVideo, probeFile } from '#tests/setup/video-files.ts'

let context: Awaited<ReturnType<typeof createTestApp>>
let admin: Awaited<ReturnType<typeof signedInUser>>
let storeDir: string

beforeAll(async () => {
  // With the sample academy: a lesson gets a video block.
  context = await createTestApp({ seed: true })
  admin = await signedInUser(context, ROLES.admin)
  storeDir = context.mediaStore.localDirectory!
})
afterAll(() => context.close())

type ErrorJson = { error: { code: string; message: string } }

function upload(bytes: Uint8Array, name = 'Leçon 1 — la gamme.mp4', headers: Record<string, string> = {}) {
  return context.app.request('/api/admin/lesson-videos', {
    method: 'POST',
    headers: {
      origin: TEST_ORIGIN,
      cookie: admin.cookie,
      'content-type': 'video/mp4',
      'x-file-name': encodeURIComponent(name),
      ...headers,
    },
    body: new Uint8Array(bytes),
  })
}

const get = async (id: string) =>
  (await (
    await context.app.request(`/api/admin/lesson-videos/${id}`, { headers: { cookie: admin.cookie } })
  ).json()) as LessonVideoView

/** Polls the video (as the admin page does) until it is ready or failed; the progress seen on the way. */
async function waitForVideo(id: string): Promise<{ video: LessonVideoView; seen: number[] }> {
  const seen: number[] = []
  const deadline = Date.now() + 90_000
  for (;;) {
    const video = await get(id)
    seen.push(video.progress)
    if (video.status === 'ready' || video.status === 'failed') return { video, seen }
    if (Date.now() > deadline) throw new Error(`video still ${video.status} after 90 s`)
    await new Promise(resolve => setTimeout(resolve, 200))
  }
}

async function storedFiles(folder: string): Promise<string[]> {
  const entries = await readdir(join(storeDir, folder), { recursive: true, withFileTypes: true }).catch(() => [])
  return entries.filter(entry => entry.isFile()).map(entry => relative(storeDir, join(entry.parentPath, entry.name)))
}

describe('lesson videos', () => {
  let ready: LessonVideoView

  test('an uploaded MP4 becomes a 360p phone rendition (H.264/AAC, about 500 kbit/s), a 720p rendition and a poster, made in the background', async () => {
    const clip = await makeVideo({ width: 1280, height: 720 })
    const response = await upload(clip.bytes)
    expect(response.status).toBe(202)
    const accepted = (await response.json()) as LessonVideoView
    expect(accepted).toMatchObject({
      title: 'Leçon 1 — la gamme',
      originalName: 'Leçon 1 — la gamme.mp4',
      sourceType: 'mp4',
      width: 1280,
      height: 720,
      sources: null,
    })
    expect(['waiting', 'processing']).toContain(accepted.status)
    expect(accepted.durationSeconds).toBeCloseTo(2, 0)

    const { video } = await waitForVideo(accepted.id)
    expect(video.status).toBe('ready')
    expect(video.progress).toBe(100)
    expect(video.error).toBeNull()
    ready = video
    const sources = video.sources!
    expect(sources.mobile.url).toMatch(/^\/media\/uploads\/videos\/lecon-1-la-gamme-[0-9a-f]{8}-360\.mp4$/)
    expect(sources.hd.url).toMatch(/-720\.mp4$/)
    expect(sources.poster).toMatch(/-poster\.jpg$/)

    const pathOf = (url: string) => join(storeDir, url.replace(/^\/media\//, ''))
    const mobile = await probeFile(pathOf(sources.mobile.url))
    expect([mobile.width, mobile.height]).toEqual([640, 360])
    expect(mobile.videoCodec).toBe('h264')
    expect(mobile.audioCodec).toBe('aac')
    expect(mobile.videoLine).toContain('yuv420p')
    // 440 kbit/s video + 64 kbit/s audio, checked on the file itself (a 2 s test pattern may use less).
    expect((sources.mobile.bytes * 8) / video.durationSeconds / 1000).toBeLessThan(650)
    const hd = await probeFile(pathOf(sources.hd.url))
    expect([hd.width, hd.height]).toEqual([1280, 720])
    expect(hd.videoCodec).toBe('h264')
    expect(hd.audioCodec).toBe('aac')
    expect([sources.mobile.width, sources.mobile.height, sources.hd.width, sources.hd.height]).toEqual([
      640, 360, 1280, 720,
    ])
    const poster = await probeFile(pathOf(sources.poster))
    expect(poster.videoCodec).toBe('mjpeg')
    expect([poster.width, poster.height]).toEqual([1280, 720])
    // The uploaded file is gone once converted; only the published files stay.
    expect(await storedFiles('video-sources')).toEqual([])
    expect((await storedFiles('uploads/videos')).sort()).toEqual(
      [sources.mobile.url, sources.hd.url, sources.poster].map(url => url.replace(/^\/media\//, '')).sort(),
    )

    const list = (await (
      await context.app.request('/api/admin/lesson-videos', { headers: { cookie: admin.cookie } })
    ).json()) as { videos: LessonVideoView[] }
    expect(list.videos.map(item => item.id)).toContain(video.id)
  })

  test('the renditions are served with range requests (206), as players seek', async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'gombiste-client-'))
    writeFileSync(
      join(clientDir, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    )
    const web = createWebServer(context, {
      pages: builtPages(clientDir),
      mediaDir: join(import.meta.dirname, '../../../../media'),
      publicUrl: TEST_ORIGIN,
    })
    const response = await web.request(ready.sources!.mobile.url, { headers: { range: 'bytes=0-1023' } })
    expect(response.status).toBe(206)
    expect(response.headers.get('content-type')).toBe('video/mp4')
    expect(response.headers.get('content-range')).toBe(`bytes 0-1023/${ready.sources!.mobile.bytes}`)
    expect((await response.arrayBuffer()).byteLength).toBe(1024)
    const whole = await web.request(ready.sources!.hd.url)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('accept-ranges')).toBe('bytes')
    await whole.arrayBuffer()
    // The uploaded original is never served.
    const source = await web.request(`/media/video-sources/${ready.id}.mp4`)
    expect(source.status).toBe(404)
  })

  test('a file that is not a video is refused in French, naming what it is; nothing is kept', async () => {
    const pdf = await upload(await makePdfBytes(), 'cours.mp4')
    expect(pdf.status).toBe(400)
    expect(((await pdf.json()) as ErrorJson).error.message).toBe(
      'Ce fichier est un document PDF, pas une vidéo acceptée : choisissez une vidéo MP4, MOV ou WebM.',
    )
    const noise = await upload(randomBytesSeeded(4096), 'bruit.mov')
    expect(noise.status).toBe(400)
    expect(((await noise.json()) as ErrorJson).error.message).toMatch(/^Ce fichier n’est pas une vidéo reconnue/)
    expect(await storedFiles('video-sources')).toEqual([])
  })

  test('a corrupt video (an MP4 header over garbage) is refused in French', async () => {
    const clip = await makeVideo({ width: 320, height: 180, seconds: 1 })
    const corrupt = new Uint8Array(8192)
    corrupt.set(clip.bytes.subarray(0, 32))
    corrupt.set(randomBytesSeeded(8192 - 32), 32)
    const response = await upload(corrupt, 'abimee.mp4')
    expect(response.status).toBe(400)
    expect(((await response.json()) as ErrorJson).error.message).toBe(
      'Cette vidéo est illisible ou incomplète (fichier abîmé ou mal téléchargé) : exportez-la à nouveau et renvoyez-la.',
    )
    const empty = await upload(new Uint8Array(0), 'vide.mp4')
    expect(empty.status).toBe(400)
    expect(((await empty.json()) as ErrorJson).error.message).toBe('Le fichier est vide.')
  })

  test('a video over the limit is refused before it is read (413, French)', async () => {
    const response = await upload(new Uint8Array(16), 'enorme.mp4', { 'content-length': String(MAX_VIDEO_BYTES + 1) })
    expect(response.status).toBe(413)
    expect(((await response.json()) as ErrorJson).error.message).toBe(
      'La vidéo dépasse 300 Mo : exportez-la en 1080p au plus, ou coupez-la en plusieurs parties.',
    )
  })

  test('a video whose conversion fails is kept as failed with its French error, and no file of it is published', async () => {
    // A file that got past the upload's checks but that ffmpeg cannot convert (here: it was damaged in
    // the store after the upload).
    const id = crypto.randomUUID()
    const sourceKey = `video-sources/${id}.mp4`
    await context.mediaStore.put(sourceKey, randomBytesSeeded(2048, 7), 'application/octet-stream')
    await insertLessonVideo(context.db, {
      id,
      title: 'Abîmée',
      originalName: 'abimee.mp4',
      sourceType: 'mp4',
      sourceBytes: 2048,
      sourceKey,
      width: 640,
      height: 360,
      durationSeconds: 2,
      uploadedById: admin.id,
      uploadedByName: 'Admin',
    })
    const before = await storedFiles('uploads/videos')
    await processLessonVideo(context, id)
    const video = await get(id)
    expect(video).toMatchObject({ status: 'failed', error: VIDEO_FAILED_MESSAGE, sources: null })
    expect(await storedFiles('uploads/videos')).toEqual(before)
    expect(await context.mediaStore.exists(sourceKey)).toBe(false)
  })

  test('a lesson’s video block plays only a ready video: the lesson gives its sources; a video not ready is left out', async () => {
    const waiting = await insertLessonVideo(context.db, {
      title: 'En attente',
      originalName: 'attente.mp4',
      sourceType: 'mp4',
      sourceBytes: 10,
      sourceKey: null,
      width: 640,
      height: 360,
      durationSeconds: 2,
      uploadedById: admin.id,
      uploadedByName: 'Admin',
    })
    const disciplines = (await (
      await context.app.request('/api/admin/academy/disciplines', { headers: { cookie: admin.cookie } })
    ).json()) as { id: string; levels: { id: string; syllabus: { lesson: number; blocks?: unknown[] }[] }[] }[]
    const level = disciplines.find(item => item.id === 'musicologie')!.levels.find(item => item.id === 'debutant')!
    const syllabus = level.syllabus.map(lesson =>
      lesson.lesson === 1
        ? {
            ...lesson,
            blocks: [
              ...(lesson.blocks ?? []),
              { type: 'video', title: 'La gamme en vidéo', videoId: ready.id },
              { type: 'video', title: 'Bientôt', videoId: waiting.id },
            ],
          }
        : lesson,
    )
    const saved = await context.app.request('/api/admin/academy/disciplines/musicologie/levels/debutant', {
      method: 'PUT',
      headers: { origin: TEST_ORIGIN, cookie: admin.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ ...level, syllabus }),
    })
    expect(saved.status).toBe(200)
    const lesson = (await (
      await context.app.request('/api/learning/levels/musicologie/debutant/lessons/1')
    ).json()) as {
      blocks: { type: string }[]
      videos: Record<string, unknown>
    }
    expect(lesson.blocks.filter(block => block.type === 'video')).toHaveLength(2)
    expect(lesson.videos).toEqual({ [ready.id]: ready.sources })

    const refused = await context.app.request('/api/admin/academy/disciplines/musicologie/levels/debutant', {
      method: 'PUT',
      headers: { origin: TEST_ORIGIN, cookie: admin.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        ...level,
        syllabus: [{ ...level.syllabus[0], blocks: [{ type: 'video', title: 'Sans vidéo', videoId: 'x' }] }],
      }),
    })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(await refused.json())).toContain('Choisissez une vidéo parmi les « Vidéos des leçons ».')
  })

  test('deleting a video removes it and its files', async () => {
    const response = await context.app.request(`/api/admin/lesson-videos/${ready.id}`, {
      method: 'DELETE',
      headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
    })
    expect(response.status).toBe(204)
    expect(await storedFiles('uploads/videos')).toEqual([])
    const again = await context.app.request(`/api/admin/lesson-videos/${ready.id}`, {
      headers: { cookie: admin.cookie },
    })
    expect(again.status).toBe(404)
    expect(((await again.json()) as ErrorJson).error.message).toBe('Vidéo introuvable.')
  })
})

describe('lesson videos on the job queue', () => {
  test('the upload is converted by the media.lesson-video job, as on the server', async () => {
    const queued = await createTestApp({
      jobs: {
        define: queue =>
          queue.define<{ videoId: string }>({
            name: LESSON_VIDEO_JOB,
            label: 'Versions d’une vidéo de leçon',
            concurrency: 1,
            handler: ({ videoId }) => processLessonVideo(queued, videoId),
          }),
      },
    })
    try {
      const owner = await signedInUser(queued, ROLES.admin)
      const clip = await makeVideo({ width: 480, height: 270, format: 'webm' })
      const response = await queued.app.request('/api/admin/lesson-videos', {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, cookie: owner.cookie, 'x-file-name': 'demo.webm' },
        body: new Uint8Array(clip.bytes),
      })
      expect(response.status).toBe(202)
      const { id, sourceType } = (await response.json()) as LessonVideoView
      expect(sourceType).toBe('webm')
      const deadline = Date.now() + 90_000
      let video: LessonVideoView
      do {
        await new Promise(resolve => setTimeout(resolve, 300))
        video = (await (
          await queued.app.request(`/api/admin/lesson-videos/${id}`, { headers: { cookie: owner.cookie } })
        ).json()) as LessonVideoView
      } while (video.status !== 'ready' && video.status !== 'failed' && Date.now() < deadline)
      expect(video.status).toBe('ready')
      // A smaller source is never enlarged: both renditions keep 480 × 270.
      expect([video.sources!.mobile.width, video.sources!.mobile.height]).toEqual([480, 270])
      expect([video.sources!.hd.width, video.sources!.hd.height]).toEqual([480, 270])
    } finally {
      await queued.close()
    }
  })
})
