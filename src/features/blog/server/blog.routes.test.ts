import { describe, expect, test } from 'vitest'
import { sampleData } from '#sample-data/sample-data.ts'
import { useSeededApi } from '#tests/setup/route-test.ts'
import { comments } from './blog.table.ts'

const api = useSeededApi()

type Post = { id: string; date: string; category: string; content?: string }

describe('GET /api/blog/posts', () => {
  test('lists posts newest first without their content', async () => {
    const { status, body } = await api.getJson<Post[]>('/api/blog/posts')
    expect(status).toBe(200)
    expect(body).toHaveLength(sampleData.blogPosts.length)
    const dates = body.map((post) => post.date)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(body[0]).not.toHaveProperty('content')
  })

  test('filters by category', async () => {
    const category = sampleData.blogPosts[0]!.category
    const { body } = await api.getJson<Post[]>(`/api/blog/posts?category=${encodeURIComponent(category)}`)
    expect(body.length).toBeGreaterThan(0)
    expect(body.every((post) => post.category === category)).toBe(true)
    expect((await api.getJson(`/api/blog/posts?category=${'x'.repeat(61)}`)).status).toBe(400)
  })
})

describe('GET /api/blog/posts/:id', () => {
  test('returns the post with its content; 404 when unknown', async () => {
    const post = sampleData.blogPosts[0]!
    const { status, body } = await api.getJson<Post>(`/api/blog/posts/${post.id}`)
    expect(status).toBe(200)
    expect(body.content).toBe(post.content)
    expect((await api.getJson('/api/blog/posts/inconnu')).status).toBe(404)
  })
})

describe('GET /api/blog/posts/:id/comments', () => {
  test('lists visible comments newest first and hides hidden ones', async () => {
    const postId = sampleData.blogPosts[1]!.id
    await api.db.insert(comments).values([
      { postId, authorName: 'Aïcha', content: 'Premier', createdAt: new Date('2026-01-01T10:00:00Z') },
      { postId, authorName: 'Paul', content: 'Second', createdAt: new Date('2026-01-02T10:00:00Z') },
      { postId, authorName: 'Spam', content: 'Caché', status: 'hidden', createdAt: new Date('2026-01-03T10:00:00Z') },
    ])
    const { status, body } = await api.getJson<{ content: string }[]>(`/api/blog/posts/${postId}/comments`)
    expect(status).toBe(200)
    expect(body.map((comment) => comment.content)).toEqual(['Second', 'Premier'])
    expect((await api.getJson('/api/blog/posts/inconnu/comments')).status).toBe(404)
  })
})
