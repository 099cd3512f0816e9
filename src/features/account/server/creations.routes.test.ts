import { describe, expect, test } from 'vitest'
import { siteContent } from '#tests/setup/content.ts'
import { useSeededApi } from '#tests/setup/route-test.ts'

const api = useSeededApi()

describe('GET /api/creations/public', () => {
  test('lists published creations with author name and likes, newest first', async () => {
    const { status, body } =
      await api.getJson<{ userName: string; likes: number; date: string; url: string }[]>('/api/creations/public')
    expect(status).toBe(200)
    expect(body).toHaveLength(siteContent.publicCreations.length)
    expect(body[0]).toEqual(expect.objectContaining({ userName: expect.any(String), likes: expect.any(Number) }))
    expect(body.every(creation => creation.url.startsWith('/media/audio/'))).toBe(true)
    const dates = body.map(creation => creation.date)
    expect(dates).toEqual([...dates].sort().reverse())
  })
})
