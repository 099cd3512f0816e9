import { Hono, type Context } from 'hono'
import { z } from 'zod'
import type { Database } from '#core/db/client.server.ts'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { idParamSchema, slugSchema } from '#core/http/params.ts'
import { validate } from '#core/http/validate.server.ts'
import { auditFromRequest, type AdminAction } from '#core/audit/audit-log.server.ts'
import { findMediaAssetByUrl } from '#core/media/media-library.repo.ts'
import { artistInputSchema, trackInputSchema, trackOrderSchema, type TrackInput } from '../artists.schemas.ts'
import { getArtist } from './artists.repo.ts'
import {
  createArtist,
  createTrack,
  deleteArtist,
  deleteTrack,
  listAdminArtists,
  orderTracks,
  updateArtist,
  updateTrack,
} from './artists-admin.repo.ts'

const trackParams = z.object({ id: slugSchema, trackId: slugSchema })

/** Runs a write and its audit entry in one transaction, then drops every cached public page. */
async function audited<T>(
  c: Context<AppEnv>,
  write: (db: Database) => Promise<T>,
  entry: (result: T) => AdminAction,
): Promise<T> {
  const result = await c.var.db.transaction(async tx => {
    const db = tx as unknown as Database
    const outcome = await write(db)
    await auditFromRequest(c, entry(outcome), db)
    return outcome
  })
  c.var.contentCache.invalidate()
  return result
}

/** An uploaded MP3's duration is the one measured at upload, whatever the form says. */
async function withMeasuredDuration(db: Database, input: TrackInput): Promise<TrackInput> {
  const asset = await findMediaAssetByUrl(db, input.audioSrc)
  return asset?.durationSeconds ? { ...input, durationSeconds: Math.max(1, Math.round(asset.durationSeconds)) } : input
}

/**
 * Artists and their discographies in the admin area, mounted under /api/admin/artists (Admin role
 * required by app.ts). Reading one artist answers the public shape (with tracks in order).
 */
export const artistsAdminRoutes = new Hono<AppEnv>()
  .get('/', async c => c.json(await listAdminArtists(c.var.db), 200))
  .get('/:id', validate('param', idParamSchema), async c =>
    c.json(await getArtist(c.var.db, c.req.valid('param').id), 200),
  )
  .post('/', validate('json', artistInputSchema), async c => {
    const input = c.req.valid('json')
    const id = await audited(
      c,
      db => createArtist(db, input),
      created => ({
        action: 'artist.create',
        targetType: 'artist',
        targetId: created,
        summary: `Artiste « ${input.name} » ajouté`,
      }),
    )
    return c.json(await getArtist(c.var.db, id), 201)
  })
  .put('/:id', validate('param', idParamSchema), validate('json', artistInputSchema), async c => {
    const { id } = c.req.valid('param')
    const input = c.req.valid('json')
    await audited(
      c,
      db => updateArtist(db, id, input),
      () => ({
        action: 'artist.update',
        targetType: 'artist',
        targetId: id,
        summary: `Artiste « ${input.name} » modifié`,
      }),
    )
    return c.json(await getArtist(c.var.db, id), 200)
  })
  .delete('/:id', validate('param', idParamSchema), async c => {
    const { id } = c.req.valid('param')
    await audited(
      c,
      db => deleteArtist(db, id),
      deleted => ({
        action: 'artist.delete',
        targetType: 'artist',
        targetId: id,
        summary: `Artiste « ${deleted.name} » supprimé, avec ses morceaux`,
      }),
    )
    return c.json({ id }, 200)
  })
  .post('/:id/tracks', validate('param', idParamSchema), validate('json', trackInputSchema), async c => {
    const { id } = c.req.valid('param')
    const input = await withMeasuredDuration(c.var.db, c.req.valid('json'))
    await audited(
      c,
      db => createTrack(db, id, input),
      created => ({
        action: 'track.create',
        targetType: 'track',
        targetId: created.id,
        summary: `Morceau « ${input.title} » ajouté à la discographie de ${created.artistName}`,
      }),
    )
    return c.json(await getArtist(c.var.db, id), 201)
  })
  .put('/:id/tracks/:trackId', validate('param', trackParams), validate('json', trackInputSchema), async c => {
    const { id, trackId } = c.req.valid('param')
    const input = await withMeasuredDuration(c.var.db, c.req.valid('json'))
    await audited(
      c,
      db => updateTrack(db, id, trackId, input),
      () => ({
        action: 'track.update',
        targetType: 'track',
        targetId: trackId,
        summary: `Morceau « ${input.title} » modifié`,
      }),
    )
    return c.json(await getArtist(c.var.db, id), 200)
  })
  .delete('/:id/tracks/:trackId', validate('param', trackParams), async c => {
    const { id, trackId } = c.req.valid('param')
    await audited(
      c,
      db => deleteTrack(db, id, trackId),
      deleted => ({
        action: 'track.delete',
        targetType: 'track',
        targetId: trackId,
        summary: `Morceau « ${deleted.title} » supprimé`,
      }),
    )
    return c.json(await getArtist(c.var.db, id), 200)
  })
  .put('/:id/track-order', validate('param', idParamSchema), validate('json', trackOrderSchema), async c => {
    const { id } = c.req.valid('param')
    const { ids } = c.req.valid('json')
    await audited(
      c,
      db => orderTracks(db, id, ids),
      done => ({
        action: 'track.order',
        targetType: 'artist',
        targetId: id,
        summary: `Ordre de la discographie de ${done.artistName} modifié`,
        details: { ids },
      }),
    )
    return c.json(await getArtist(c.var.db, id), 200)
  })

export type ArtistsAdminRoutes = typeof artistsAdminRoutes
