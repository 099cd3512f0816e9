import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '#core/db/client.server.ts'
import { type LessonVideoFiles, type LessonVideoStatus, lessonVideos } from './lesson-videos.table.ts'

/** A lesson video as the admin area lists it. */
export type LessonVideoView = {
  id: string
  title: string
  originalName: string
  status: LessonVideoStatus
  progress: number
  error: string | null
  sourceType: string
  sourceBytes: number
  width: number
  height: number
  durationSeconds: number
  /** Set once the video is ready. */
  sources: LessonVideoSources | null
  uploadedBy: string
  createdAt: string
}

/** What a lesson page plays: the phone rendition by default, the HD one on demand, and the poster. */
export type LessonVideoSources = {
  mobile: { url: string; width: number; height: number; bytes: number }
  hd: { url: string; width: number; height: number; bytes: number }
  poster: string
  durationSeconds: number
}

type Row = typeof lessonVideos.$inferSelect

const mediaUrl = (key: string) => `/media/${key}`

function sourcesOf(row: Row): LessonVideoSources | null {
  if (row.status !== 'ready' || !row.files) return null
  const { mobile, hd, poster } = row.files
  return {
    mobile: { url: mediaUrl(mobile.key), width: mobile.width, height: mobile.height, bytes: mobile.bytes },
    hd: { url: mediaUrl(hd.key), width: hd.width, height: hd.height, bytes: hd.bytes },
    poster: mediaUrl(poster.key),
    durationSeconds: row.durationSeconds,
  }
}

function toView(row: Row): LessonVideoView {
  return {
    id: row.id,
    title: row.title,
    originalName: row.originalName,
    status: row.status,
    progress: row.progress,
    error: row.error,
    sourceType: row.sourceType,
    sourceBytes: row.sourceBytes,
    width: row.width,
    height: row.height,
    durationSeconds: row.durationSeconds,
    sources: sourcesOf(row),
    uploadedBy: row.uploadedByName,
    createdAt: row.createdAt.toISOString(),
  }
}

export type NewLessonVideo = Omit<
  typeof lessonVideos.$inferInsert,
  'status' | 'progress' | 'error' | 'files' | 'createdAt' | 'updatedAt'
>

export async function insertLessonVideo(db: Database, video: NewLessonVideo): Promise<LessonVideoView> {
  const [row] = await db.insert(lessonVideos).values(video).returning()
  if (!row) throw new Error('lesson video insert returned nothing')
  return toView(row)
}

export async function listLessonVideos(db: Database): Promise<LessonVideoView[]> {
  const rows = await db
    .select()
    .from(lessonVideos)
    .orderBy(desc(lessonVideos.createdAt), desc(lessonVideos.id))
    .limit(200)
  return rows.map(toView)
}

export async function getLessonVideoRow(db: Database, id: string): Promise<Row | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null
  const [row] = await db.select().from(lessonVideos).where(eq(lessonVideos.id, id))
  return row ?? null
}

export async function getLessonVideo(db: Database, id: string): Promise<LessonVideoView | null> {
  const row = await getLessonVideoRow(db, id)
  return row ? toView(row) : null
}

/** Claims a waiting (or interrupted) video for processing; null when it is gone or already done. */
export async function startLessonVideo(db: Database, id: string): Promise<Row | null> {
  const [row] = await db
    .update(lessonVideos)
    .set({ status: 'processing', progress: 0, error: null, updatedAt: new Date() })
    .where(and(eq(lessonVideos.id, id), inArray(lessonVideos.status, ['waiting', 'processing'])))
    .returning()
  return row ?? null
}

export async function setLessonVideoProgress(db: Database, id: string, progress: number): Promise<void> {
  await db
    .update(lessonVideos)
    .set({ progress: Math.max(0, Math.min(99, Math.round(progress))), updatedAt: new Date() })
    .where(and(eq(lessonVideos.id, id), eq(lessonVideos.status, 'processing')))
}

/** Publishes the renditions (already in the store); false when the video was deleted meanwhile. */
export async function finishLessonVideo(db: Database, id: string, files: LessonVideoFiles): Promise<boolean> {
  const rows = await db
    .update(lessonVideos)
    .set({ status: 'ready', progress: 100, files, sourceKey: null, error: null, updatedAt: new Date() })
    .where(eq(lessonVideos.id, id))
    .returning({ id: lessonVideos.id })
  return rows.length > 0
}

export async function failLessonVideo(db: Database, id: string, error: string): Promise<void> {
  await db
    .update(lessonVideos)
    .set({ status: 'failed', error, sourceKey: null, updatedAt: new Date() })
    .where(eq(lessonVideos.id, id))
}

export async function deleteLessonVideo(db: Database, id: string): Promise<Row | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null
  const [row] = await db.delete(lessonVideos).where(eq(lessonVideos.id, id)).returning()
  return row ?? null
}

/** The sources of the ready videos among `ids` (what a lesson page may play), by id. */
export async function readyLessonVideoSources(
  db: Database,
  ids: readonly string[],
): Promise<Record<string, LessonVideoSources>> {
  const valid = [...new Set(ids)].filter(id => /^[0-9a-f-]{36}$/i.test(id))
  if (valid.length === 0) return {}
  const rows = await db
    .select()
    .from(lessonVideos)
    .where(
      and(inArray(lessonVideos.id, valid), eq(lessonVideos.status, 'ready'), sql`${lessonVideos.files} is not null`),
    )
  return Object.fromEntries(rows.flatMap(row => (sourcesOf(row) ? [[row.id, sourcesOf(row)!]] : [])))
}
