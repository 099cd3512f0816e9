import type { Artist } from '#features/artists/artists.content.ts'
import type { Database } from '#core/db/client.server.ts'
import { artists, tracks } from './artists.table.ts'

export async function seedArtists(db: Database, data: { artists: Artist[] }) {
  await db
    .insert(artists)
    .values(data.artists.map(({ discography: _discography, ...artist }, index) => ({ ...artist, position: index })))
  await db.insert(tracks).values(
    data.artists.flatMap(artist =>
      artist.discography.map(({ sound: _sound, ...track }, index) => ({
        ...track,
        artistId: artist.id,
        position: index,
      })),
    ),
  )
}
