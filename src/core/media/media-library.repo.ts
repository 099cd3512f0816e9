import { and, desc, eq, lt, type SQL } from 'drizzle-orm'
import type { Database } from '#core/db/client.server.ts'
import type { ImageGroup } from '#core/media/image-sizes.ts'
import { mediaAssets } from './media-library.table.ts'

export type MediaKind = 'image' | 'audio'

export type MediaAssetView = {
  id: string
  kind: MediaKind
  imageGroup: ImageGroup | null
  url: string
  originalName: string
  sourceType: string
  sourceBytes: number
  width: number | null
  height: number | null
  durationSeconds: number | null
  uploadedBy: string
  createdAt: string
}

export const MEDIA_PAGE_SIZE = 48

type NewAsset = Omit<typeof mediaAssets.$inferInsert, 'id' | 'createdAt'>

function toView(row: typeof mediaAssets.$inferSelect): MediaAssetView {
  return {
    id: row.id,
    kind: row.kind,
    imageGroup: row.imageGroup ?? null,
    url: row.url,
    originalName: row.originalName,
    sourceType: row.sourceType,
    sourceBytes: row.sourceBytes,
    width: row.width,
    height: row.height,
    durationSeconds: row.durationSeconds,
    uploadedBy: row.uploadedByName,
    createdAt: row.createdAt.toISOString(),
  }
}

export async function insertMediaAsset(db: Database, asset: NewAsset): Promise<MediaAssetView> {
  const [row] = await db.insert(mediaAssets).values(asset).returning()
  if (!row) throw new Error('media asset insert returned nothing')
  return toView(row)
}

/** The library, newest first, optionally one kind or one image group; `before` pages on. */
export async function listMediaAssets(
  db: Database,
  filter: { kind?: MediaKind; group?: ImageGroup; before?: Date } = {},
): Promise<{ assets: MediaAssetView[]; hasMore: boolean }> {
  const conditions: SQL[] = []
  if (filter.kind) conditions.push(eq(mediaAssets.kind, filter.kind))
  if (filter.group) conditions.push(eq(mediaAssets.imageGroup, filter.group))
  if (filter.before) conditions.push(lt(mediaAssets.createdAt, filter.before))
  const rows = await db
    .select()
    .from(mediaAssets)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(mediaAssets.createdAt), desc(mediaAssets.id))
    .limit(MEDIA_PAGE_SIZE + 1)
  return { assets: rows.slice(0, MEDIA_PAGE_SIZE).map(toView), hasMore: rows.length > MEDIA_PAGE_SIZE }
}

/** The library entry of a stored URL (to take an uploaded MP3's measured duration), or null. */
export async function findMediaAssetByUrl(db: Database, url: string): Promise<MediaAssetView | null> {
  const [row] = await db.select().from(mediaAssets).where(eq(mediaAssets.url, url))
  return row ? toView(row) : null
}
