import { describe, expect, test } from 'vitest'
import type { PortfolioItem } from '#features/portfolio/portfolio.content.ts'
import { siteContent } from '#tests/setup/content.ts'
import { useSeededApi } from '#tests/setup/route-test.ts'

const api = useSeededApi()

describe('GET /api/portfolio', () => {
  test('lists every item with every field of spec §3', async () => {
    const { status, body } = await api.getJson<PortfolioItem[]>('/api/portfolio')
    expect(status).toBe(200)
    expect(body).toHaveLength(siteContent.portfolio.length)
    expect(Object.keys(body[0]!).sort()).toEqual(Object.keys(siteContent.portfolio[0]!).sort())
  })

  test.each(['clip', 'album'] as const)('filters by type=%s', async type => {
    const { status, body } = await api.getJson<PortfolioItem[]>(`/api/portfolio?type=${type}`)
    expect(status).toBe(200)
    expect(body.length).toBe(siteContent.portfolio.filter(item => item.type === type).length)
    expect(body.every(item => item.type === type)).toBe(true)
  })

  test('an unknown type is a 400 naming the field', async () => {
    const { status, body } = await api.getJson<{ error: { fields: Record<string, string> } }>(
      '/api/portfolio?type=vinyle',
    )
    expect(status).toBe(400)
    expect(body.error.fields).toHaveProperty('type')
  })

  test('one item by id, 404 for an unknown one', async () => {
    const item = siteContent.portfolio[0]!
    expect((await api.getJson(`/api/portfolio/${item.id}`)).body).toMatchObject({ id: item.id, title: item.title })
    expect((await api.getJson('/api/portfolio/inconnu')).status).toBe(404)
  })
})
