import { describe, expect, test } from 'vitest'
import { siteContent } from '#tests/setup/content.ts'
import { useSeededApi } from '#tests/setup/route-test.ts'
import { comments } from './blog.table.ts'

const api = useSeededApi()

type Post = { id: string; date: string; category: string; content?: string }

describe('GET /api/blog/posts', () => {
  test('lists posts newest first without their content', async () => {
    const { status, body } = await api.getJson<Post[]>('/api/blog/posts')
    expect(status).toBe(200)
    expect(body).toHaveLength(siteContent.blogPosts.length)
    const dates = body.map(post => post.date)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(body[0]).not.toHaveProperty('content')
  })

  test('filters by category', async () => {
    const category = siteContent.blogPosts[0]!.category
    const { body } = await api.getJson<Post[]>(`/api/blog/posts?category=${encodeURIComponent(category)}`)
    expect(body.length).toBeGreaterThan(0)
    expect(body.every(post => post.category === category)).toBe(true)
    expect((await api.getJson(`/api/blog/posts?category=${'x'.repeat(61)}`)).status).toBe(400)
  })
})

describe('GET /api/blog/posts/:id', () => {
  test('returns the post with its content; 404 when unknown', async () => {
    const post = siteContent.blogPosts[0]!
    const { status, body } = await api.getJson<Post>(`/api/blog/posts/${post.id}`)
    expect(status).toBe(200)
    expect(body.content).toBe(post.content)
    expect((await api.getJson('/api/blog/posts/inconnu')).status).toBe(404)
  })
})

describe('GET /api/blog/posts/:id/comments', () => {
  test('lists visible comments newest first and hides hidden ones', async () => {
    const postId = siteContent.blogPosts[1]!.id
    await api.db.insert(comments).values([
      { postId, authorName: 'Aïcha', content: 'Premier', createdAt: new Date('2026-01-01T10:00:00Z') },
      { postId, authorName: 'Paul', content: 'Second', createdAt: new Date('2026-01-02T10:00:00Z') },
      { postId, authorName: 'Spam', content: 'Caché', status: 'hidden', createdAt: new Date('2026-01-03T10:00:00Z') },
    ])
    const { status, body } = await api.getJson<{ content: string }[]>(`/api/blog/posts/${postId}/comments`)
    expect(status).toBe(200)
    expect(body.map(comment => comment.content)).toEqual(['Second', 'Premier'])
    expect((await api.getJson('/api/blog/posts/inconnu/comments')).status).toBe(404)
  })
})

describe('POST /api/blog/posts/:id/comments', () => {
  const postId = siteContent.blogPosts[2]!.id
  const post = (body: unknown, id = postId) =>
    api.app.request(`/api/blog/posts/${id}/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  test('adds a visible comment, listed first, and the cached list shows it at once', async () => {
    await api.getJson(`/api/blog/posts/${postId}/comments`)
    const response = await post({ authorName: '  Mireille  ', content: 'Très bel article, merci !' })
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({
      authorName: 'Mireille',
      content: 'Très bel article, merci !',
      postId,
    })
    const { body } = await api.getJson<{ authorName: string }[]>(`/api/blog/posts/${postId}/comments`)
    expect(body[0]?.authorName).toBe('Mireille')
  })

  test.each([
    [{ content: 'Bonjour' }, 'authorName', 'Veuillez indiquer votre nom.'],
    [{ authorName: 'A', content: '   ' }, 'content', 'Veuillez écrire un commentaire.'],
    [{ authorName: 'x'.repeat(81), content: 'Bonjour' }, 'authorName', 'Le nom ne peut pas dépasser 80 caractères.'],
    [{ authorName: 'A', content: 'x'.repeat(2001) }, 'content', 'Le commentaire ne peut pas dépasser 2000 caractères.'],
  ])('refuses %o with a French message on %s', async (body, field, message) => {
    const response = await post(body)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields[field]).toBe(message)
  })

  test('a filled honeypot is refused and nothing is stored', async () => {
    const before = (await api.getJson<unknown[]>(`/api/blog/posts/${postId}/comments`)).body.length
    const response = await post({ authorName: 'Robot', content: 'Achetez !', website: 'http://spam.example' })
    expect(response.status).toBe(400)
    expect((await api.getJson<unknown[]>(`/api/blog/posts/${postId}/comments`)).body.length).toBe(before)
  })

  test('an unknown post is a 404; comment content stays text (no HTML is interpreted server-side)', async () => {
    expect((await post({ authorName: 'A', content: 'B' }, 'article-inconnu')).status).toBe(404)
    const response = await post({ authorName: '<img src=x onerror=alert(1)>', content: '<script>alert(1)</script>' })
    expect(await response.json()).toMatchObject({ content: '<script>alert(1)</script>' })
  })

  test('more than 20 comments from one address in 10 minutes are refused in French', async () => {
    const other = siteContent.blogPosts[3]!.id
    let last = 0
    for (let index = 0; index < 21; index++)
      last = (await post({ authorName: 'Flood', content: `n° ${index}` }, other)).status
    expect(last).toBe(429)
  })
})
