import { describe, expect, test } from 'vitest'
import { siteContent } from '#tests/setup/content.ts'
import { useSeededApi } from '#tests/setup/route-test.ts'
import { seedIfEmpty } from './seed.ts'

const api = useSeededApi()

describe('API plumbing', () => {
  test('health answers', async () => {
    expect((await api.getJson('/api/health')).body).toEqual({ status: 'ok' })
  })

  test('an unknown API path is a JSON 404', async () => {
    const { status, body } = await api.getJson('/api/nothing-here')
    expect(status).toBe(404)
    expect(body).toEqual({ error: { code: 'NOT_FOUND', message: 'Ressource introuvable.' } })
  })

  test('public content is served compressed with an ETag, and revalidates with 304', async () => {
    const first = await api.app.request('/api/academy/disciplines', { headers: { 'accept-encoding': 'gzip, br' } })
    expect(first.status).toBe(200)
    expect(first.headers.get('content-encoding')).toBe('br')
    const etag = first.headers.get('etag')
    expect(etag).toBeTruthy()
    const second = await api.app.request('/api/academy/disciplines', { headers: { 'if-none-match': etag! } })
    expect(second.status).toBe(304)
  })

  test('invalidating the content cache serves fresh data', async () => {
    await api.getJson('/api/label')
    expect(api.contentCache.size).toBeGreaterThan(0)
    api.contentCache.invalidate()
    expect(api.contentCache.size).toBe(0)
    expect((await api.getJson('/api/label')).status).toBe(200)
  })

  test('seeding twice changes nothing', async () => {
    expect(await seedIfEmpty(api.db, () => siteContent)).toBe(false)
    const { body } = await api.getJson<unknown[]>('/api/artists')
    expect(body).toHaveLength(siteContent.artists.length)
  })
})
