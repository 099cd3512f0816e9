import { open, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono, type Context } from 'hono'
import { auditedWrite } from '#core/audit/audited-write.server.ts'
import { formatDuration } from '#core/format/format.ts'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { AppError } from '#core/http/app-error.ts'
import { LESSON_VIDEO_JOB, processLessonVideo } from '#features/courses/server/lesson-video-job.server.ts'
import {
  deleteLessonVideo,
  getLessonVideo,
  insertLessonVideo,
  listLessonVideos,
} from '#features/courses/server/lesson-videos.repo.ts'
import { describeFile, type Sniffed, sniffFile, videoTypeOf } from '#core/media/sniff.server.ts'
import { ACCEPTED_VIDEO_FORMATS, MAX_VIDEO_BYTES, MAX_VIDEO_SECONDS, megabytes } from '#core/media/upload-limits.ts'
import { probeVideo } from '#core/media/video-processing.server.ts'

/** Request body limit of the upload (app.ts applies it before anything reads the body). */
export const VIDEO_BODY_LIMITS = { '/api/admin/lesson-videos': MAX_VIDEO_BYTES + 64 * 1024 } as const

const TOO_LARGE = `La vidéo dépasse ${megabytes(MAX_VIDEO_BYTES)} : exportez-la en 1080p au plus, ou coupez-la en plusieurs parties.`

/** The uploader's file name (sent percent-encoded in `x-file-name`), without control characters. */
function fileNameOf(c: Context<AppEnv>): string {
  let name = c.req.header('x-file-name') ?? ''
  try {
    name = decodeURIComponent(name)
  } catch {
    // left as sent
  }
  return (
    name
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .trim()
      .slice(0, 200) || 'video'
  )
}

/**
 * Streams the request body to a file (never held whole in memory), refusing it past the limit.
 * Returns the first bytes, for sniffing.
 */
async function receiveBody(c: Context<AppEnv>, path: string): Promise<{ bytes: number; head: Uint8Array }> {
  const declared = Number(c.req.header('content-length') ?? Number.NaN)
  if (declared > MAX_VIDEO_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE)
  const body = c.req.raw.body
  if (!body) throw new AppError('INVALID_INPUT', 'Choisissez une vidéo à envoyer.')
  const file = await open(path, 'w')
  let bytes = 0
  const head = new Uint8Array(4100) // what file-type reads
  try {
    for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
      if (bytes < head.length) head.set(chunk.subarray(0, head.length - bytes), bytes)
      bytes += chunk.byteLength
      if (bytes > MAX_VIDEO_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE)
      await file.write(chunk)
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    throw new AppError('INVALID_INPUT', 'La vidéo n’a pas été reçue en entier : réessayez.')
  } finally {
    await file.close()
  }
  return { bytes, head: head.subarray(0, Math.min(bytes, head.length)) }
}

function notAVideo(head: Uint8Array, sniffed: Sniffed): AppError {
  const what = describeFile(head, sniffed)
  return new AppError(
    'INVALID_INPUT',
    what
      ? `Ce fichier est ${what}, pas une vidéo acceptée : choisissez une vidéo ${ACCEPTED_VIDEO_FORMATS}.`
      : `Ce fichier n’est pas une vidéo reconnue : choisissez une vidéo ${ACCEPTED_VIDEO_FORMATS}.`,
  )
}

const UNREADABLE =
  'Cette vidéo est illisible ou incomplète (fichier abîmé ou mal téléchargé) : exportez-la à nouveau et renvoyez-la.'

/**
 * Lesson videos. Mounted under /api/admin (Admin role required by app.ts).
 * - POST /lesson-videos (body: the file itself, `x-file-name`: its name percent-encoded) → 202 the
 *   video, waiting for its renditions (made in the background: the `media.lesson-video` job)
 * - GET /lesson-videos → every video, newest first, with status and progress (the admin page polls it)
 * - GET /lesson-videos/:id → one video
 * - DELETE /lesson-videos/:id → the video and its files are removed
 */
export const lessonVideosAdminRoutes = new Hono<AppEnv>()
  .post('/lesson-videos', async c => {
    const name = fileNameOf(c)
    const directory = await mkdtemp(join(tmpdir(), 'gombiste-upload-'))
    try {
      const path = join(directory, 'upload')
      const { bytes, head } = await receiveBody(c, path)
      if (bytes === 0) throw new AppError('INVALID_INPUT', 'Le fichier est vide.')
      const sniffed = await sniffFile(head)
      const type = videoTypeOf(sniffed)
      if (!type) throw notAVideo(head, sniffed)
      const probe = await probeVideo(path)
      if (!probe) throw new AppError('INVALID_INPUT', UNREADABLE)
      if (probe.durationSeconds < 0.5) throw new AppError('INVALID_INPUT', 'Cette vidéo dure moins d’une seconde.')
      if (probe.durationSeconds > MAX_VIDEO_SECONDS) {
        throw new AppError(
          'INVALID_INPUT',
          `Cette vidéo dure ${formatDuration(probe.durationSeconds)} : ${MAX_VIDEO_SECONDS / 60} minutes au plus. Coupez-la en plusieurs parties.`,
        )
      }
      if (Math.max(probe.width, probe.height) > 8192 || Math.min(probe.width, probe.height) < 64) {
        throw new AppError(
          'INVALID_INPUT',
          `Les dimensions de cette vidéo (${probe.width} × ${probe.height}) ne sont pas prises en charge.`,
        )
      }
      const id = crypto.randomUUID()
      const sourceKey = `video-sources/${id}.${type}`
      await c.var.mediaStore.putFiles([{ key: sourceKey, path, contentType: 'application/octet-stream' }])
      const user = c.var.user!
      const title = name.replace(/\.[a-z0-9]{2,4}$/i, '').slice(0, 120) || 'Vidéo'
      const video = await auditedWrite(
        c,
        db =>
          insertLessonVideo(db, {
            id,
            title,
            originalName: name,
            sourceType: type,
            sourceBytes: bytes,
            sourceKey,
            width: probe.width,
            height: probe.height,
            durationSeconds: probe.durationSeconds,
            uploadedById: user.id,
            uploadedByName: user.name,
          }),
        created => ({
          action: 'media.video-upload',
          targetType: 'lesson-video',
          targetId: created.id,
          summary: `Vidéo de leçon « ${name} » envoyée (${formatDuration(probe.durationSeconds)}, ${probe.width} × ${probe.height})`,
          details: { bytes, type, durationSeconds: probe.durationSeconds },
        }),
      ).catch(async (error: unknown) => {
        await c.var.mediaStore.remove([sourceKey]).catch(() => undefined)
        throw error
      })
      await startRenditions(c, id)
      return c.json(video, 202)
    } finally {
      await rm(directory, { recursive: true, force: true })
    }
  })
  .get('/lesson-videos', async c => c.json({ videos: await listLessonVideos(c.var.db) }, 200))
  .get('/lesson-videos/:id', async c => {
    const video = await getLessonVideo(c.var.db, c.req.param('id'))
    if (!video) throw new AppError('NOT_FOUND', 'Vidéo introuvable.')
    return c.json(video, 200)
  })
  .delete('/lesson-videos/:id', async c => {
    if (!(await getLessonVideo(c.var.db, c.req.param('id')))) throw new AppError('NOT_FOUND', 'Vidéo introuvable.')
    const removed = await auditedWrite(
      c,
      db => deleteLessonVideo(db, c.req.param('id')),
      row => ({
        action: 'media.video-delete',
        targetType: 'lesson-video',
        targetId: row?.id ?? c.req.param('id'),
        summary: `Vidéo de leçon « ${row?.originalName ?? '?'} » supprimée`,
      }),
    )
    if (!removed) throw new AppError('NOT_FOUND', 'Vidéo introuvable.')
    const keys = [
      ...(removed.sourceKey ? [removed.sourceKey] : []),
      ...(removed.files ? [removed.files.mobile.key, removed.files.hd.key, removed.files.poster.key] : []),
    ]
    await c.var.mediaStore.remove(keys)
    return c.body(null, 204)
  })

/** On the job queue when the server runs one (any instance may take it); in-process otherwise (route tests). */
async function startRenditions(c: Context<AppEnv>, id: string) {
  if (c.var.jobs) {
    await c.var.jobs.enqueue(LESSON_VIDEO_JOB, { videoId: id }, { id })
    return
  }
  const services = { db: c.var.db, mediaStore: c.var.mediaStore, logger: c.var.logger }
  void processLessonVideo(services, id).catch((error: unknown) =>
    services.logger.error({ err: error, videoId: id }, 'lesson video processing failed'),
  )
}

export type LessonVideosAdminRoutes = typeof lessonVideosAdminRoutes
