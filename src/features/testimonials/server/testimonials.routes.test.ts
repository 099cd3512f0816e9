import { describe, expect, test } from 'vitest'
import { siteContent } from '#tests/setup/content.ts'
import { useSeededApi } from '#tests/setup/route-test.ts'

const api = useSeededApi()

describe('GET /api/testimonials', () => {
  test('lists clients and students, filterable by type', async () => {
    const all = await api.getJson<{ type: string }[]>('/api/testimonials')
    expect(all.status).toBe(200)
    expect(all.body).toHaveLength(siteContent.testimonials.length)
    const students = await api.getJson<{ type: string }[]>('/api/testimonials?type=student')
    expect(students.body.length).toBeGreaterThan(0)
    expect(students.body.every(item => item.type === 'student')).toBe(true)
    expect((await api.getJson('/api/testimonials?type=fan')).status).toBe(400)
  })
})
