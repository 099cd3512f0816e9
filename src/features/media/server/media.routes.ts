import { Hono, type Context } from 'hono'
import { z } from 'zod'
import type { Database } from '#core/db/client.server.ts'
import { formatDuration } from '#core/format/format.ts'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { AppError } from '#core/http/app-error.ts'
import { validate } from '#core/http/validate.server.ts'
import { IMAGE_GROUPS, type ImageGroup } from '#core/media/image-sizes.ts'
import { IMAGE_GROUP_LABELS, MAX_AUDIO_BYTES, MAX_IMAGE_BYTES } from '#core/media/upload-limits.ts'
import {
  type ProcessedImage,
  processAudioUpload,
  processImageUpload,
  type StoredFile,
} from '#core/media/upload-processing.server.ts'
import { auditFromRequest } from '#core/audit/audit-log.server.ts'
import { insertMediaAsset, listMediaAssets, type MediaAssetView } from '#core/media/media-library.repo.ts'

/** Multipart overhead (boundaries, part headers, the group field) on top of the file itself. */
const MULTIPART_MARGIN = 64 * 1024

/** Request body limits of the upload endpoints (app.ts applies them before anything reads the body). */
export const UPLOAD_BODY_LIMITS = {
  '/api/admin/uploads/image': MAX_IMAGE_BYTES + MULTIPART_MARGIN,
  '/api/admin/uploads/audio': MAX_AUDIO_BYTES + MULTIPART_MARGIN,
} as const

const GROUP_IDS = Object.keys(IMAGE_GROUPS) as [ImageGroup, ...ImageGroup[]]
const groupSchema = z.enum(GROUP_IDS, { error: 'Type d’image inconnu.' })

const mediaQuerySchema = z.object({
  kind: z.enum(['image', 'audio'], { error: 'Type de média inconnu.' }).optional(),
  group: groupSchema.optional(),
  before: z.iso.datetime({ offset: true, message: 'Date invalide.' }).optional(),
})

/** The file (and text fields) of a multipart upload; French 400s for anything else. */
export async function readUpload(c: Context<AppEnv>): Promise<{ file: File; fields: Record<string, string> }> {
  if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) {
    throw new AppError('INVALID_INPUT', 'Envoyez le fichier avec un formulaire (multipart/form-data).')
  }
  let body: Record<string, string | File | (string | File)[]>
  try {
    body = await c.req.parseBody({ all: true })
  } catch {
    throw new AppError('INVALID_INPUT', 'Le fichier n’a pas été reçu en entier : réessayez.')
  }
  const file = body.file
  if (!(file instanceof File))
    throw new AppError('INVALID_INPUT', 'Choisissez un fichier à envoyer.', {
      file: 'Choisissez un fichier à envoyer.',
    })
  const fields: Record<string, string> = {}
  for (const [name, value] of Object.entries(body)) if (typeof value === 'string') fields[name] = value
  return { file, fields }
}

/** The name shown in the library: the uploader's file name, without control characters. */
export function displayName(file: File, fallback: string): string {
  const name = file.name
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200)
  return name || fallback
}

/** The library row of an uploaded image, as every upload route records it. */
export function imageAssetRow(
  image: ProcessedImage,
  group: ImageGroup,
  name: string,
  uploader: { id: string; name: string },
) {
  return {
    kind: 'image' as const,
    imageGroup: group,
    url: image.url,
    storageKeys: image.files.map(stored => stored.key),
    originalName: name,
    sourceType: image.source.type,
    sourceBytes: image.source.bytes,
    width: image.source.width,
    height: image.source.height,
    uploadedById: uploader.id,
    uploadedByName: uploader.name,
  }
}

/**
 * Puts the files in the store, then records the asset and the audit entry in one transaction. If
 * the database refuses, the stored files are removed: no file is left without its library entry.
 */
export async function storeAsset(
  c: Context<AppEnv>,
  files: StoredFile[],
  record: (db: Database) => Promise<MediaAssetView>,
): Promise<MediaAssetView> {
  const store = c.var.mediaStore
  await store.putAll(files)
  try {
    return await c.var.db.transaction(async tx => record(tx as unknown as Database))
  } catch (error) {
    await store
      .remove(files.map(file => file.key))
      .catch((cleanupError: unknown) =>
        c.var.logger.error(
          { err: cleanupError, keys: files.map(file => file.key) },
          'could not remove the files of a failed upload',
        ),
      )
    throw error
  }
}

/**
 * Uploads and the media library. Mounted under /api/admin (Admin role required by app.ts).
 * - POST /uploads/image (multipart: `file`, `group`) → 201 the library entry, `url` being what content stores
 * - POST /uploads/audio (multipart: `file`, an MP3) → 201 the library entry with `durationSeconds`
 * - GET /media?kind=&group=&before= → the library, newest first
 */
export const mediaAdminRoutes = new Hono<AppEnv>()
  .post('/uploads/image', async c => {
    const { file, fields } = await readUpload(c)
    const group = groupSchema.safeParse(fields.group)
    if (!group.success) throw new AppError('INVALID_INPUT', 'Type d’image inconnu.', { group: 'Type d’image inconnu.' })
    const name = displayName(file, 'image')
    const image = await processImageUpload(new Uint8Array(await file.arrayBuffer()), group.data, name)
    const user = c.var.user!
    const asset = await storeAsset(c, image.files, async db => {
      const created = await insertMediaAsset(db, imageAssetRow(image, group.data, name, user))
      await auditFromRequest(
        c,
        {
          action: 'media.upload',
          targetType: 'media',
          targetId: created.id,
          summary: `Image « ${name} » ajoutée à la médiathèque (${IMAGE_GROUP_LABELS[group.data]})`,
          details: {
            url: image.url,
            group: group.data,
            width: image.source.width,
            height: image.source.height,
            bytes: image.source.bytes,
          },
        },
        db,
      )
      return created
    })
    return c.json(asset, 201)
  })
  .post('/uploads/audio', async c => {
    const { file } = await readUpload(c)
    const name = displayName(file, 'piste')
    const audio = await processAudioUpload(new Uint8Array(await file.arrayBuffer()), name)
    const user = c.var.user!
    const asset = await storeAsset(c, audio.files, async db => {
      const created = await insertMediaAsset(db, {
        kind: 'audio',
        imageGroup: null,
        url: audio.url,
        storageKeys: audio.files.map(stored => stored.key),
        originalName: name,
        sourceType: 'mp3',
        sourceBytes: audio.source.bytes,
        durationSeconds: audio.durationSeconds,
        uploadedById: user.id,
        uploadedByName: user.name,
      })
      await auditFromRequest(
        c,
        {
          action: 'media.upload',
          targetType: 'media',
          targetId: created.id,
          summary: `Fichier audio « ${name} » ajouté à la médiathèque (${formatDuration(audio.durationSeconds)})`,
          details: {
            url: audio.url,
            durationSeconds: audio.durationSeconds,
            bitrateKbps: audio.source.bitrateKbps,
            bytes: audio.source.bytes,
          },
        },
        db,
      )
      return created
    })
    return c.json(asset, 201)
  })
  .get('/media', validate('query', mediaQuerySchema), async c => {
    const { kind, group, before } = c.req.valid('query')
    return c.json(await listMediaAssets(c.var.db, { kind, group, before: before ? new Date(before) : undefined }), 200)
  })

export type MediaAdminRoutes = typeof mediaAdminRoutes
