import { index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core'

export type LessonVideoStatus = 'waiting' | 'processing' | 'ready' | 'failed'

/** The files of a ready video: the phone and HD renditions (MP4, H.264/AAC) and the poster (JPEG). */
export type LessonVideoFiles = {
  mobile: { key: string; width: number; height: number; bytes: number }
  hd: { key: string; width: number; height: number; bytes: number }
  poster: { key: string }
}

/**
 * Lesson videos uploaded from the admin area. The uploaded file waits in the
 * media store under `sourceKey` (never served) until the background job has made the renditions and
 * the poster; only then are `files` set and the status 'ready', so lesson pages never see a video
 * whose files are not all in place. A failed video keeps its French error.
 */
export const lessonVideos = pgTable(
  'lesson_videos',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    originalName: text().notNull(),
    status: text().notNull().$type<LessonVideoStatus>().default('waiting'),
    /** 0–100 while the renditions are being made. */
    progress: integer().notNull().default(0),
    /** Why the video failed, in French for the admin. */
    error: text(),
    /** 'mp4', 'mov' or 'webm', read from the file's bytes. */
    sourceType: text().notNull(),
    sourceBytes: integer().notNull(),
    /** The uploaded file in the media store while it waits to be processed; null once processed. */
    sourceKey: text(),
    width: integer().notNull(),
    height: integer().notNull(),
    durationSeconds: real().notNull(),
    files: jsonb().$type<LessonVideoFiles>(),
    uploadedById: text().notNull(),
    uploadedByName: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  table => [index().on(table.createdAt)],
)
