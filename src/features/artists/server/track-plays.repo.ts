import { desc, eq, sql } from 'drizzle-orm'
import type { Database } from '#core/db/client.server.ts'
import { rowsOf } from '#core/db/rows.ts'
import { labelToday, type TimeWindow } from '#core/db/time-buckets.ts'
import { artists, tracks } from './artists.table.ts'
import { trackPlays } from './track-plays.table.ts'

/**
 * Adds one play to today's counter of a track, in one statement (concurrent plays never lose a count).
 * False when there is no such track.
 */
export async function recordPlay(db: Database, trackId: string, now = new Date()): Promise<boolean> {
  const result = await db.execute(sql`
    insert into ${trackPlays} (track_id, day, plays)
    select ${tracks.id}, ${labelToday(now)}, 1 from ${tracks} where ${tracks.id} = ${trackId}
    on conflict (track_id, day) do update set plays = ${trackPlays.plays} + 1
    returning plays`)
  return rowsOf(result).length > 0
}

/** The tracks played most during the window (then overall), with their artist. */
export async function topPlayedTracks(db: Database, window: TimeWindow, limit = 5) {
  const periodCount = sql<number>`(coalesce(sum(${trackPlays.plays}) filter (where ${trackPlays.day} >= ${window.buckets[0]}), 0))::int`
  const totalCount = sql<number>`sum(${trackPlays.plays})::int`
  const rows = await db
    .select({ id: tracks.id, title: tracks.title, artistName: artists.name, periodCount, totalCount })
    .from(trackPlays)
    .innerJoin(tracks, eq(tracks.id, trackPlays.trackId))
    .innerJoin(artists, eq(artists.id, tracks.artistId))
    .groupBy(tracks.id, tracks.title, artists.name)
    .orderBy(desc(periodCount), desc(totalCount), tracks.id)
    .limit(limit)
  return rows.map(row => ({ ...row, periodCount: Number(row.periodCount), totalCount: Number(row.totalCount) }))
}
