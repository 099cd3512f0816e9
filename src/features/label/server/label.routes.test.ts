import { describe, expect, test } from 'vitest'
import { siteContent } from '#tests/setup/content.ts'
import { useSeededApi } from '#tests/setup/route-test.ts'

const api = useSeededApi()

describe('GET /api/label', () => {
  test('returns label info, services, news, press kit and booking block', async () => {
    const { status, body } = await api.getJson<Record<string, unknown>>('/api/label')
    expect(status).toBe(200)
    expect(body).toMatchObject({
      info: { name: siteContent.label.name, foundingYear: 2010, emails: siteContent.label.emails },
      pressKit: { headline: siteContent.pressKit.headline },
      booking: siteContent.booking,
    })
    expect(body.services).toHaveLength(siteContent.services.length)
    expect(body.news).toHaveLength(4)
  })

  test('news are listed newest first', async () => {
    const { body } = await api.getJson<{ news: { date: string }[] }>('/api/label')
    const dates = body.news.map(item => item.date)
    expect(dates).toEqual([...dates].sort().reverse())
  })
})
