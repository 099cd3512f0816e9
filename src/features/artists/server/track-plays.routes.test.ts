import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { timeWindow } from '#core/db/time-buckets.ts'
import { rateLimits } from '#core/http/request-limit.table.ts'
import { siteContent } from '#tests/setup/content.ts'
import { createTestApp, TEST_ORIGIN } from '#tests/setup/test-app.ts'
import { PLAYS_PER_IP } from './track-plays.routes.ts'
import { topPlayedTracks } from './track-plays.repo.ts'
import { trackPlays } from './track-plays.table.ts'

let context: Awaited<ReturnType<typeof createTestApp>>

beforeAll(async () => {
  context = await createTestApp({ seed: true })
})
afterAll(() => context.close())
beforeEach(async () => {
  await context.db.delete(rateLimits)
  await context.db.delete(trackPlays)
})

const artist = siteContent.artists[0]!
const [track, otherTrack] = artist.discography

const play = (id: string) =>
  context.app.request(`/api/tracks/${encodeURIComponent(id)}/plays`, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN },
  })

describe('POST /api/tracks/:id/plays', () => {
  test('counts each play in today’s row; the dashboard ranks tracks by plays', async () => {
    for (let index = 0; index < 3; index++) expect((await play(track!.id)).status).toBe(200)
    const response = await play(otherTrack!.id)
    expect(await response.json()).toEqual({ counted: true })
    const rows = await context.db.select().from(trackPlays).where(eq(trackPlays.trackId, track!.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.plays).toBe(3)

    // An old day counts in the total, not in the period.
    await context.db.insert(trackPlays).values({ trackId: otherTrack!.id, day: '2020-01-01', plays: 50 })
    const top = await topPlayedTracks(context.db, timeWindow(30))
    expect(top).toEqual([
      { id: track!.id, title: track!.title, artistName: artist.name, periodCount: 3, totalCount: 3 },
      { id: otherTrack!.id, title: otherTrack!.title, artistName: artist.name, periodCount: 1, totalCount: 51 },
    ])
  })

  test('concurrent plays are all counted', async () => {
    await Promise.all(Array.from({ length: 10 }, () => play(track!.id)))
    const [row] = await context.db.select().from(trackPlays).where(eq(trackPlays.trackId, track!.id))
    expect(row?.plays).toBe(10)
  })

  test('unknown track 404, malformed id 400, nothing stored', async () => {
    const unknown = await play('morceau-fantome')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Morceau introuvable.' } })
    expect((await play('Pas Un Id')).status).toBe(400)
    expect(await context.db.select().from(trackPlays)).toHaveLength(0)
  })

  test('rate-limited per address with a French message', async () => {
    await context.db.insert(rateLimits).values({
      key: 'track-plays:ip:127.0.0.1',
      points: PLAYS_PER_IP.max,
      expire: new Date(Date.now() + PLAYS_PER_IP.windowSeconds * 1000),
    })
    const response = await play(track!.id)
    expect(response.status).toBe(429)
    expect(await response.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Trop d’écoutes enregistrées depuis cette adresse : réessayez plus tard.',
      },
    })
    expect(await context.db.select().from(trackPlays)).toHaveLength(0)
  })
})
