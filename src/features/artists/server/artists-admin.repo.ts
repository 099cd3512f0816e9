import { and, asc, count, eq, max } from 'drizzle-orm'
import type { Database } from '#core/db/client.server.ts'
import { freeSlug, insertNewSlug } from '#core/db/slugs.ts'
import { AppError } from '#core/http/app-error.ts'
import type { ArtistInput, TrackInput } from '../artists.schemas.ts'
import { artists, tracks } from './artists.table.ts'

const NO_ARTIST = 'Artiste introuvable.'
const NO_TRACK = 'Morceau introuvable.'

export type AdminArtistSummary = {
  id: string
  name: string
  headline: string
  city: string
  photoUrl: string
  tracks: number
}

export async function listAdminArtists(db: Database): Promise<AdminArtistSummary[]> {
  return db
    .select({
      id: artists.id,
      name: artists.name,
      headline: artists.headline,
      city: artists.city,
      photoUrl: artists.photoUrl,
      tracks: count(tracks.id),
    })
    .from(artists)
    .leftJoin(tracks, eq(tracks.artistId, artists.id))
    .groupBy(artists.id)
    .orderBy(asc(artists.position), asc(artists.name))
}

async function requireArtist(db: Database, id: string): Promise<{ name: string }> {
  const [artist] = await db.select({ name: artists.name }).from(artists).where(eq(artists.id, id))
  if (!artist) throw new AppError('NOT_FOUND', NO_ARTIST)
  return artist
}

export async function createArtist(db: Database, input: ArtistInput): Promise<string> {
  const id = await freeSlug(db, artists, artists.id, input.name, 'artiste')
  const [last] = await db.select({ position: max(artists.position) }).from(artists)
  await insertNewSlug(db.insert(artists).values({ id, ...withVideoIds(input), position: (last?.position ?? -1) + 1 }))
  return id
}

/** Video ids are derived from the YouTube id or the file name (stable, unique within an artist). */
function withVideoIds(input: ArtistInput) {
  return {
    ...input,
    videos: input.videos.map(video => ({
      ...video,
      id: `video-${(
        video.youtubeId ??
        video.src
          ?.split('/')
          .pop()
          ?.replace(/\.[a-z0-9]+$/, '') ??
        ''
      )
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '')}`,
    })),
  }
}

export async function updateArtist(db: Database, id: string, input: ArtistInput): Promise<void> {
  const updated = await db
    .update(artists)
    .set(withVideoIds(input))
    .where(eq(artists.id, id))
    .returning({ id: artists.id })
  if (updated.length === 0) throw new AppError('NOT_FOUND', NO_ARTIST)
}

/** Deletes an artist and their tracks. */
export async function deleteArtist(db: Database, id: string): Promise<{ name: string }> {
  const [deleted] = await db.delete(artists).where(eq(artists.id, id)).returning({ name: artists.name })
  if (!deleted) throw new AppError('NOT_FOUND', NO_ARTIST)
  return deleted
}

export async function createTrack(
  db: Database,
  artistId: string,
  input: TrackInput,
): Promise<{ id: string; artistName: string }> {
  const artist = await requireArtist(db, artistId)
  const id = await freeSlug(db, tracks, tracks.id, input.title, 'morceau')
  const [last] = await db
    .select({ position: max(tracks.position) })
    .from(tracks)
    .where(eq(tracks.artistId, artistId))
  await insertNewSlug(db.insert(tracks).values({ id, artistId, ...input, position: (last?.position ?? -1) + 1 }))
  return { id, artistName: artist.name }
}

export async function updateTrack(db: Database, artistId: string, trackId: string, input: TrackInput): Promise<void> {
  const updated = await db
    .update(tracks)
    .set(input)
    .where(and(eq(tracks.id, trackId), eq(tracks.artistId, artistId)))
    .returning({ id: tracks.id })
  if (updated.length === 0) throw new AppError('NOT_FOUND', NO_TRACK)
}

export async function deleteTrack(db: Database, artistId: string, trackId: string): Promise<{ title: string }> {
  const [deleted] = await db
    .delete(tracks)
    .where(and(eq(tracks.id, trackId), eq(tracks.artistId, artistId)))
    .returning({ title: tracks.title })
  if (!deleted) throw new AppError('NOT_FOUND', NO_TRACK)
  return deleted
}

/** Sets the order of an artist's discography; `ids` must be exactly their tracks, each once. */
export async function orderTracks(db: Database, artistId: string, ids: string[]): Promise<{ artistName: string }> {
  const artist = await requireArtist(db, artistId)
  const current = await db.select({ id: tracks.id }).from(tracks).where(eq(tracks.artistId, artistId))
  const known = new Set(current.map(track => track.id))
  if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every(id => known.has(id))) {
    throw new AppError('CONFLICT', 'La liste des morceaux a changé entre-temps : rechargez la page puis recommencez.')
  }
  for (const [position, id] of ids.entries()) await db.update(tracks).set({ position }).where(eq(tracks.id, id))
  return { artistName: artist.name }
}
