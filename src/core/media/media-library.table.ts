import { index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { ImageGroup } from '#core/media/image-sizes.ts'

/**
 * The media library: every file uploaded from the admin area, newest first. The files themselves
 * are in the media store (`storageKeys`, every size of an image); `url` is what content stores.
 * The uploader's name is copied so the library stays readable after an account is deleted.
 */
export const mediaAssets = pgTable(
  'media_assets',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().notNull().$type<'image' | 'audio'>(),
    /** Image group (blog, covers...): the shape and widths the image was made for. */
    imageGroup: text().$type<ImageGroup>(),
    url: text().notNull().unique(),
    storageKeys: jsonb().notNull().$type<string[]>(),
    originalName: text().notNull(),
    /** What the uploaded file really was ('jpeg', 'png', 'mp3'...), read from its bytes. */
    sourceType: text().notNull(),
    sourceBytes: integer().notNull(),
    width: integer(),
    height: integer(),
    durationSeconds: real(),
    uploadedById: text().notNull(),
    uploadedByName: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  table => [index().on(table.kind, table.createdAt)],
)
