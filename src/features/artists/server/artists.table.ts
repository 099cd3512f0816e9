import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import type { Video } from '#features/artists/artists.content.ts'
import { position, slugId, timestamps } from '#core/db/columns.ts'

export const artists = pgTable('artists', {
  id: slugId(),
  position: position(),
  name: text().notNull(),
  headline: text().notNull(),
  bio: jsonb().notNull().$type<string[]>(),
  city: text().notNull(),
  photoUrl: text().notNull(),
  genres: jsonb().notNull().$type<string[]>(),
  tags: jsonb().notNull().$type<string[]>(),
  videos: jsonb().notNull().$type<Video[]>(),
  ...timestamps,
})

export const tracks = pgTable(
  'tracks',
  {
    id: slugId(),
    artistId: text()
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    position: position(),
    title: text().notNull(),
    audioSrc: text().notNull(),
    coverUrl: text().notNull(),
    durationSeconds: integer().notNull(),
    ...timestamps,
  },
  table => [index().on(table.artistId)],
)
