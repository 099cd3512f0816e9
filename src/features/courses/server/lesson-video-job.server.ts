import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Database } from '#core/db/client.server.ts'
import type { Logger } from '#core/log/logger.server.ts'
import type { MediaStore } from '#core/storage/media-store.server.ts'
import { failLessonVideo, finishLessonVideo, setLessonVideoProgress, startLessonVideo } from './lesson-videos.repo.ts'
import type { LessonVideoFiles } from './lesson-videos.table.ts'
import { uploadSlug } from '#core/media/upload-processing.server.ts'
import { probeVideo, renderVideo } from '#core/media/video-processing.server.ts'

/** The background job that makes a lesson video's renditions (declared in src/server/jobs.ts). */
export const LESSON_VIDEO_JOB = 'media.lesson-video'

export const VIDEO_FAILED_MESSAGE =
  'La conversion de la vidéo a échoué : le fichier est sans doute abîmé ou incomplet. Exportez-la à nouveau (MP4, MOV ou WebM) et renvoyez-la.'

const MISSING_SOURCE_MESSAGE = 'Le fichier envoyé est introuvable sur le serveur : renvoyez la vidéo.'

export function videoKeys(slug: string) {
  return {
    mobile: `uploads/videos/${slug}-360.mp4`,
    hd: `uploads/videos/${slug}-720.mp4`,
    poster: `uploads/videos/${slug}-poster.jpg`,
  }
}

/**
 * Makes a video's renditions and poster: the uploaded file is copied from the media store to a
 * temporary directory, ffmpeg writes its outputs there, and only complete outputs are published to
 * the store (all or none) before the row says 'ready'. Progress is written to the row about once a
 * second. A file ffmpeg cannot convert marks the video failed with a French message, kept for the
 * admin; nothing is retried for it. Safe to run again after a crash (it starts over from the upload).
 */
export async function processLessonVideo(
  services: { db: Database; mediaStore: MediaStore; logger: Logger },
  id: string,
): Promise<void> {
  const { db, mediaStore: store, logger } = services
  const row = await startLessonVideo(db, id)
  if (!row) return
  const directory = await mkdtemp(join(tmpdir(), 'gombiste-video-'))
  // A failed video keeps its row and message; the uploaded file is of no more use.
  const fail = async (message: string) => {
    await failLessonVideo(db, id, message)
    if (row.sourceKey) await store.remove([row.sourceKey]).catch(() => undefined)
  }
  try {
    const input = join(directory, `source.${row.sourceType}`)
    if (!row.sourceKey || !(await store.download(row.sourceKey, input))) {
      await fail(MISSING_SOURCE_MESSAGE)
      return
    }
    const probe = await probeVideo(input)
    if (!probe) {
      await fail(VIDEO_FAILED_MESSAGE)
      return
    }
    let lastWrite = 0
    let rendered: Awaited<ReturnType<typeof renderVideo>>
    try {
      rendered = await renderVideo(input, directory, probe, share => {
        const now = Date.now()
        if (now - lastWrite < 1000) return
        lastWrite = now
        void setLessonVideoProgress(db, id, share * 95).catch(() => undefined)
      })
    } catch (error) {
      logger.warn({ err: error, videoId: id }, 'lesson video conversion failed')
      await fail(VIDEO_FAILED_MESSAGE)
      return
    }
    const keys = videoKeys(uploadSlug(row.originalName, 'video'))
    const bytes = async (path: string) => (await stat(path)).size
    const files: LessonVideoFiles = {
      mobile: {
        key: keys.mobile,
        width: rendered.mobile.width,
        height: rendered.mobile.height,
        bytes: await bytes(rendered.mobile.path),
      },
      hd: { key: keys.hd, width: rendered.hd.width, height: rendered.hd.height, bytes: await bytes(rendered.hd.path) },
      poster: { key: keys.poster },
    }
    await store.putFiles([
      { key: keys.mobile, path: rendered.mobile.path, contentType: 'video/mp4' },
      { key: keys.hd, path: rendered.hd.path, contentType: 'video/mp4' },
      { key: keys.poster, path: rendered.poster.path, contentType: 'image/jpeg' },
    ])
    const published = await finishLessonVideo(db, id, files).catch(async (error: unknown) => {
      await store.remove(Object.values(keys)).catch(() => undefined)
      throw error
    })
    // Deleted while it was being converted: nothing of it stays.
    if (!published) await store.remove(Object.values(keys))
    await store.remove([row.sourceKey]).catch(() => undefined)
    logger.info({ videoId: id, mobileBytes: files.mobile.bytes, hdBytes: files.hd.bytes }, 'lesson video ready')
  } finally {
    await rm(directory, { recursive: true, force: true })
  }
}
