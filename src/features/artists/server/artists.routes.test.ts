import { describe, expect, test } from 'vitest'
import { siteContent } from '#tests/setup/content.ts'
import { useSeededApi } from '#tests/setup/route-test.ts'

const api = useSeededApi()

describe('GET /api/artists', () => {
  test('lists every artist ordered by id, without the heavy detail', async () => {
    const { status, body } = await api.getJson<{ id: string; bio?: unknown }[]>('/api/artists')
    expect(status).toBe(200)
    expect(body.map(artist => artist.id)).toEqual(siteContent.artists.map(artist => artist.id).sort())
    expect(body[0]).not.toHaveProperty('bio')
  })
})

describe('GET /api/artists/:id', () => {
  const artist = siteContent.artists[0]!

  test('returns the artist with discography, videos, genres and tags', async () => {
    const { status, body } = await api.getJson<
      Record<string, unknown> & { discography: { id: string; artistName: string }[] }
    >(`/api/artists/${artist.id}`)
    expect(status).toBe(200)
    expect(body).toMatchObject({
      id: artist.id,
      name: artist.name,
      genres: artist.genres,
      tags: artist.tags,
      videos: artist.videos,
    })
    expect(body.discography.map(track => track.id)).toEqual(artist.discography.map(track => track.id))
    expect(body.discography[0]?.artistName).toBe(artist.name)
  })

  test('an unknown id is a 404 with the error shape', async () => {
    const { status, body } = await api.getJson('/api/artists/personne-inconnue')
    expect(status).toBe(404)
    expect(body).toEqual({ error: { code: 'NOT_FOUND', message: 'Artiste introuvable.' } })
  })

  test.each(['UPPER', 'a%20b', 'x'.repeat(81), "a'--", 'a_b'])(
    'a malformed id (%s) is a 400, never a 500',
    async id => {
      const { status, body } = await api.getJson<{ error: { code: string } }>(`/api/artists/${id}`)
      expect(status).toBe(400)
      expect(body.error.code).toBe('INVALID_INPUT')
    },
  )
})
