import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ROLES } from '#core/auth/roles.ts'
import { signedInUser } from '#tests/setup/accounts.ts'
import { createTestApp, jsonRequest } from '#tests/setup/test-app.ts'
import type { AdminPost, AdminPostSummary } from './blog-admin.repo.ts'

let context: Awaited<ReturnType<typeof createTestApp>>
let admin: Awaited<ReturnType<typeof signedInUser>>
let subscriber: Awaited<ReturnType<typeof signedInUser>>
let optedOut: Awaited<ReturnType<typeof signedInUser>>

beforeAll(async () => {
  context = await createTestApp({ seed: true })
  admin = await signedInUser(context, ROLES.admin)
  // Clients: students also get a daily tip, which is not what this test is about.
  subscriber = await signedInUser(context, ROLES.client)
  optedOut = await signedInUser(context, ROLES.client)
  const response = await send(
    'PUT',
    '/api/account/preferences',
    { newBlog: false, newEvents: true, recommendations: true },
    optedOut.cookie,
  )
  expect(response.status).toBe(200)
})
afterAll(() => context.close())

type ErrorJson = { error: { code: string; message: string; fields?: Record<string, string> } }

const send = (method: string, path: string, body?: unknown, cookie = admin.cookie) =>
  jsonRequest(context, method, path, body, cookie)
const get = (path: string, cookie = admin.cookie) => context.app.request(path, { headers: { cookie } })

const validPost = (overrides: Record<string, unknown> = {}) => ({
  title: 'Les secrets du bikutsi',
  excerpt: 'Comment le rythme ternaire de Yaoundé s’apprend à l’académie.',
  category: 'Culture',
  author: 'Awa Ngo',
  content: '## Un rythme\n\nLe **bikutsi** se danse et se joue en 6/8.\n\n- balafon\n- guitare',
  imageUrl: '/media/uploads/images/blog/bikutsi-0a1b2c3d-800.webp',
  status: 'draft',
  ...overrides,
})

const notificationTexts = async (cookie: string) =>
  ((await (await get('/api/notifications', cookie)).json()) as { notifications: { text: string; link: string }[] })
    .notifications
const auditEntries = async () =>
  (
    (await (await get('/api/admin/audit-log?targetType=post')).json()) as {
      entries: { action: string; targetId: string; summary: string }[]
    }
  ).entries
const publicIds = async () =>
  ((await (await get('/api/blog/posts', '')).json()) as { id: string }[]).map(post => post.id)

describe('blog posts in the admin area', () => {
  let draftId: string

  test('a draft is created with a slug from its title, audited, and invisible on every public endpoint', async () => {
    expect(await publicIds()).not.toContain('les-secrets-du-bikutsi') // fills the public cache first
    const response = await send('POST', '/api/admin/blog/posts', validPost({ date: '2026-03-14' }))
    expect(response.status).toBe(201)
    const post = (await response.json()) as AdminPost
    expect(post).toMatchObject({
      id: 'les-secrets-du-bikutsi',
      status: 'draft',
      publishedAt: null,
      date: '2026-03-14',
      comments: 0,
      likes: 0,
    })
    draftId = post.id

    expect(await publicIds()).not.toContain(draftId)
    expect((await get(`/api/blog/posts/${draftId}`, '')).status).toBe(404)
    expect((await get(`/api/blog/posts/${draftId}/comments`, '')).status).toBe(404)
    expect(
      (await send('POST', `/api/blog/posts/${draftId}/comments`, { authorName: 'Curieux', content: 'Bonjour' }, ''))
        .status,
    ).toBe(404)
    expect((await send('POST', '/api/like-post', { postId: draftId, action: 'like' }, '')).status).toBe(404)
    const likes = (await (await get('/api/like-post', '')).json()) as { posts: { id: string }[] }
    expect(likes.posts.map(item => item.id)).not.toContain(draftId)

    expect((await auditEntries())[0]).toMatchObject({
      action: 'post.create',
      targetId: draftId,
      summary: 'Article « Les secrets du bikutsi » créé (brouillon)',
    })
    expect(await notificationTexts(subscriber.cookie)).toEqual([])

    const list = (await (await get('/api/admin/blog/posts')).json()) as AdminPostSummary[]
    expect(list[0]).toMatchObject({ id: draftId, status: 'draft' })
    expect(list.length).toBeGreaterThan(1)
  })

  test('publishing it shows it at once on the public site and notifies subscribers, once', async () => {
    const response = await send(
      'PUT',
      `/api/admin/blog/posts/${draftId}`,
      validPost({ status: 'published', date: '2026-03-15' }),
    )
    expect(response.status).toBe(200)
    const post = (await response.json()) as AdminPost
    expect(post.status).toBe('published')
    expect(post.publishedAt).not.toBeNull()

    expect(await publicIds()).toContain(draftId)
    expect((await get(`/api/blog/posts/${draftId}`, '')).status).toBe(200)
    expect((await auditEntries())[0]).toMatchObject({
      action: 'post.publish',
      summary: 'Article « Les secrets du bikutsi » publié',
    })
    expect(await notificationTexts(subscriber.cookie)).toEqual([
      expect.objectContaining({ text: 'Nouvel article : Les secrets du bikutsi', link: `/blog/${draftId}` }),
    ])
    expect(await notificationTexts(optedOut.cookie)).toEqual([])

    // Edited, withdrawn, published again: nobody is notified a second time.
    expect(
      (
        await send(
          'PUT',
          `/api/admin/blog/posts/${draftId}`,
          validPost({ status: 'published', title: 'Les secrets du bikutsi, épisode 1' }),
        )
      ).status,
    ).toBe(200)
    expect((await auditEntries())[0]).toMatchObject({
      action: 'post.update',
      summary: 'Article « Les secrets du bikutsi, épisode 1 » modifié',
    })
    expect((await send('PUT', `/api/admin/blog/posts/${draftId}`, validPost({ status: 'draft' }))).status).toBe(200)
    expect((await auditEntries())[0]).toMatchObject({ action: 'post.unpublish' })
    expect(await publicIds()).not.toContain(draftId)
    const again = (await (
      await send('PUT', `/api/admin/blog/posts/${draftId}`, validPost({ status: 'published' }))
    ).json()) as AdminPost
    expect(again.publishedAt).toBe(post.publishedAt)
    expect(again.date, 'the date is kept when not sent').toBe('2026-03-15')
    expect(await notificationTexts(subscriber.cookie)).toHaveLength(1)
  })

  test('a post created published notifies at once; a second post with the same title gets its own id', async () => {
    const response = await send('POST', '/api/admin/blog/posts', validPost({ status: 'published' }))
    expect(response.status).toBe(201)
    const post = (await response.json()) as AdminPost
    expect(post.id).toBe('les-secrets-du-bikutsi-2')
    expect(await notificationTexts(subscriber.cookie)).toHaveLength(2)
    expect((await auditEntries())[0]).toMatchObject({
      action: 'post.publish',
      summary: 'Article « Les secrets du bikutsi » créé et publié',
    })
  })

  test('deleting a post removes it from the site and is audited', async () => {
    const response = await send('DELETE', '/api/admin/blog/posts/les-secrets-du-bikutsi-2')
    expect(response.status).toBe(200)
    expect(await publicIds()).not.toContain('les-secrets-du-bikutsi-2')
    expect((await get('/api/admin/blog/posts/les-secrets-du-bikutsi-2')).status).toBe(404)
    expect((await auditEntries())[0]).toMatchObject({
      action: 'post.delete',
      summary: 'Article « Les secrets du bikutsi » supprimé',
    })
    expect((await send('DELETE', '/api/admin/blog/posts/les-secrets-du-bikutsi-2')).status).toBe(404)
  })

  test('each invalid field gets its own French message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '  ' }, 'title', 'Indiquez un titre.'],
      [{ title: 'ab' }, 'title', 'Le titre doit compter au moins 3 caractères.'],
      [{ title: 'x'.repeat(151) }, 'title', 'Le titre ne peut pas dépasser 150 caractères.'],
      [{ excerpt: undefined }, 'excerpt', 'Écrivez un résumé : il s’affiche dans la liste des articles.'],
      [{ category: '' }, 'category', 'Indiquez une catégorie.'],
      [{ author: 'x'.repeat(81) }, 'author', 'Le nom de l’auteur ne peut pas dépasser 80 caractères.'],
      [{ content: 'Trop court' }, 'content', 'Le contenu doit compter au moins 20 caractères.'],
      [{ content: 'x'.repeat(20_001) }, 'content', 'Le contenu ne peut pas dépasser 20 000 caractères.'],
      [
        { imageUrl: '/media/uploads/images/covers/pochette-0a1b2c3d-320.webp' },
        'imageUrl',
        'Choisissez une image d’article : envoyez-la ou prenez-la dans la médiathèque.',
      ],
      [
        { imageUrl: 'javascript:alert(1)' },
        'imageUrl',
        'Choisissez une image d’article : envoyez-la ou prenez-la dans la médiathèque.',
      ],
      [{ status: 'archived' }, 'status', 'Choisissez « Brouillon » ou « Publié ».'],
      [{ date: '15/03/2026' }, 'date', 'Date invalide.'],
    ]
    for (const [override, field, message] of cases) {
      const response = await send('POST', '/api/admin/blog/posts', validPost(override))
      expect(response.status, field).toBe(400)
      const json = (await response.json()) as ErrorJson
      expect(json.error.fields?.[field], JSON.stringify(override).slice(0, 80)).toBe(message)
    }
    expect((await send('PUT', '/api/admin/blog/posts/article-fantome', validPost())).status).toBe(404)
    expect((await send('PUT', '/api/admin/blog/posts/Pas_Un_Slug', validPost())).status).toBe(400)
  })

  test('two admins creating posts with the same title at once: distinct ids, or a French 409, never a 500', async () => {
    const statuses = await Promise.all(
      [0, 1, 2].map(() => send('POST', '/api/admin/blog/posts', validPost({ title: 'Course contre la montre' }))),
    )
    for (const response of statuses) {
      expect([201, 409]).toContain(response.status)
      if (response.status === 409)
        expect(((await response.json()) as ErrorJson).error.message).toBe(
          'Un autre contenu vient d’être créé avec le même titre : enregistrez à nouveau.',
        )
    }
    const ids = await Promise.all(
      statuses
        .filter(response => response.status === 201)
        .map(async response => ((await response.json()) as AdminPost).id),
    )
    expect(new Set(ids).size).toBe(ids.length)
  })

  test('refused to students', async () => {
    expect((await send('POST', '/api/admin/blog/posts', validPost(), subscriber.cookie)).status).toBe(403)
    expect((await get('/api/admin/blog/posts', subscriber.cookie)).status).toBe(403)
  })
})
