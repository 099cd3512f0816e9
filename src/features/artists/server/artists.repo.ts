import { asc, eq } from 'drizzle-orm'
import type { Artist, Track } from '#features/artists/artists.content.ts'
import type { Database } from '#core/db/client.server.ts'
import { AppError } from '#core/http/app-error.ts'
import { artists, tracks } from './artists.table.ts'

export type ArtistSummary = Pick<Artist, 'id' | 'name' | 'headline' | 'city' | 'photoUrl' | 'genres' | 'tags'>
export type ArtistTrack = Omit<Track, 'sound'> & { artistId: string; artistName: string }
export type ArtistDetail = Omit<Artist, 'discography'> & { discography: ArtistTrack[] }

const summaryColumns = {
  id: artists.id,
  name: artists.name,
  headline: artists.headline,
  city: artists.city,
  photoUrl: artists.photoUrl,
  genres: artists.genres,
  tags: artists.tags,
}

/** Spec §7: all artists ordered by id. */
export async function listArtists(db: Database): Promise<ArtistSummary[]> {
  return db.select(summaryColumns).from(artists).orderBy(asc(artists.id))
}

export async function getArtist(db: Database, id: string): Promise<ArtistDetail> {
  const [artist] = await db
    .select({ ...summaryColumns, bio: artists.bio, videos: artists.videos })
    .from(artists)
    .where(eq(artists.id, id))
  if (!artist) throw new AppError('NOT_FOUND', 'Artiste introuvable.')
  const discography = await db
    .select({
      id: tracks.id,
      title: tracks.title,
      audioSrc: tracks.audioSrc,
      coverUrl: tracks.coverUrl,
      durationSeconds: tracks.durationSeconds,
      artistId: tracks.artistId,
    })
    .from(tracks)
    .where(eq(tracks.artistId, id))
    .orderBy(asc(tracks.position))
  return { ...artist, discography: discography.map(track => ({ ...track, artistName: artist.name })) }
}
