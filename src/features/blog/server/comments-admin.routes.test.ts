import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ROLES } from '#core/auth/roles.ts'
import { adminAuditLog } from '#core/audit/audit-log.table.ts'
import { siteContent } from '#tests/setup/content.ts'
import { signedInUser } from '#tests/setup/accounts.ts'
import { createTestApp, TEST_ORIGIN } from '#tests/setup/test-app.ts'
import { COMMENTS_PAGE_SIZE } from './blog-moderation.repo.ts'
import { comments } from './blog.table.ts'

let context: Awaited<ReturnType<typeof createTestApp>>
let admin: Awaited<ReturnType<typeof signedInUser>>

beforeAll(async () => {
  context = await createTestApp({ seed: true })
  admin = await signedInUser(context, ROLES.admin)
  // The queue starts empty of sample comments, so counts below are exact.
  await context.db.delete(comments)
})
afterAll(() => context.close())

const post = siteContent.blogPosts[0]!
const otherPost = siteContent.blogPosts[1]!

type Queue = {
  comments: {
    id: string
    postId: string
    postTitle: string
    authorName: string
    content: string
    status: string
    moderatedAt: string | null
  }[]
  total: number
  counts: { all: number; pending: number; visible: number; hidden: number }
}

const queue = async (query = '') =>
  (await (
    await context.app.request(`/api/admin/comments${query}`, { headers: { cookie: admin.cookie } })
  ).json()) as Queue

function send(method: 'PUT' | 'DELETE', path: string, body: unknown = {}) {
  return context.app.request(path, {
    method,
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie: admin.cookie },
    body: JSON.stringify(body),
  })
}

async function publicComments(postId: string) {
  const response = await context.app.request(`/api/blog/posts/${postId}/comments`)
  return ((await response.json()) as { content: string }[]).map(comment => comment.content)
}

describe('comments moderation', () => {
  test('queue newest first, filters and counts; hiding removes the comment from the article at once', async () => {
    const base = Date.now() - 3_600_000
    const rows = await context.db
      .insert(comments)
      .values([
        { postId: post.id, authorName: 'Aïcha', content: 'Très bel article', createdAt: new Date(base) },
        { postId: post.id, authorName: 'Robot', content: 'Achetez des abonnés', createdAt: new Date(base + 1000) },
        { postId: otherPost.id, authorName: 'Paul', content: 'Merci', createdAt: new Date(base + 2000) },
        {
          postId: otherPost.id,
          authorName: 'Ancien',
          content: 'Déjà masqué',
          status: 'hidden',
          moderatedAt: new Date(base),
          createdAt: new Date(base - 5000),
        },
      ])
      .returning({ id: comments.id })
    const [, spam] = rows

    const all = await queue()
    expect(all.counts).toEqual({ all: 4, pending: 3, visible: 3, hidden: 1 })
    expect(all.comments.map(comment => comment.content)).toEqual([
      'Merci',
      'Achetez des abonnés',
      'Très bel article',
      'Déjà masqué',
    ])
    expect(all.comments[0]).toMatchObject({
      postId: otherPost.id,
      postTitle: otherPost.title,
      authorName: 'Paul',
      status: 'visible',
      moderatedAt: null,
    })
    expect((await queue('?status=hidden')).comments.map(comment => comment.content)).toEqual(['Déjà masqué'])
    expect((await queue('?status=pending')).total).toBe(3)

    // The article's comments are read (and cached) before the change.
    expect(await publicComments(post.id)).toContain('Achetez des abonnés')
    const hidden = await send('PUT', `/api/admin/comments/${spam!.id}/status`, { status: 'hidden' })
    expect(hidden.status).toBe(200)
    expect(await hidden.json()).toMatchObject({ id: spam!.id, status: 'hidden', postTitle: post.title })
    expect(await publicComments(post.id)).toEqual(['Très bel article'])
    expect((await queue()).counts).toEqual({ all: 4, pending: 2, visible: 2, hidden: 2 })

    const shown = await send('PUT', `/api/admin/comments/${spam!.id}/status`, { status: 'visible' })
    expect(shown.status).toBe(200)
    expect(await publicComments(post.id)).toEqual(['Achetez des abonnés', 'Très bel article'])
    // Shown after a decision: no longer waiting in « à vérifier ».
    expect((await queue('?status=pending')).comments.map(comment => comment.content)).toEqual([
      'Merci',
      'Très bel article',
    ])

    const actions = await context.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, spam!.id))
    expect(actions.map(entry => [entry.action, entry.summary, entry.actorId])).toEqual(
      expect.arrayContaining([
        ['comment.hide', `Commentaire de « Robot » sur « ${post.title} » masqué`, admin.id],
        ['comment.show', `Commentaire de « Robot » sur « ${post.title} » rétabli`, admin.id],
      ]),
    )
  })

  test('delete removes it for good and is audited', async () => {
    const [row] = await context.db
      .insert(comments)
      .values({ postId: post.id, authorName: 'Éphémère', content: 'À supprimer' })
      .returning()
    // Written behind the API's back: the cached answer is dropped by hand this once.
    context.contentCache.invalidate()
    expect(await publicComments(post.id)).toContain('À supprimer')
    const response = await send('DELETE', `/api/admin/comments/${row!.id}`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ id: row!.id, deleted: true })
    expect(await publicComments(post.id)).not.toContain('À supprimer')
    expect(await context.db.select().from(comments).where(eq(comments.id, row!.id))).toHaveLength(0)
    const [entry] = await context.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, row!.id))
    expect(entry).toMatchObject({
      action: 'comment.delete',
      summary: `Commentaire de « Éphémère » sur « ${post.title} » supprimé`,
    })
    expect((await send('DELETE', `/api/admin/comments/${row!.id}`)).status).toBe(404)
  })

  test('pages of twenty', async () => {
    await context.db.insert(comments).values(
      Array.from({ length: COMMENTS_PAGE_SIZE + 1 }, (_, index) => ({
        postId: otherPost.id,
        authorName: `Lecteur ${index}`,
        content: `Avis ${index}`,
      })),
    )
    const first = await queue()
    const second = await queue('?page=2')
    expect(first.comments).toHaveLength(COMMENTS_PAGE_SIZE)
    expect(second.comments.length).toBeGreaterThan(0)
    expect(new Set([...first.comments, ...second.comments].map(comment => comment.id)).size).toBe(
      first.comments.length + second.comments.length,
    )
  })

  test('validation and unknown comments', async () => {
    const unknown = await send('PUT', '/api/admin/comments/00000000-0000-4000-8000-000000000000/status', {
      status: 'hidden',
    })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Commentaire introuvable.' } })
    const badId = await send('PUT', '/api/admin/comments/pas-un-uuid/status', { status: 'hidden' })
    expect(badId.status).toBe(400)
    expect(await badId.json()).toMatchObject({ error: { fields: { id: 'Identifiant invalide.' } } })
    const [row] = await context.db
      .insert(comments)
      .values({ postId: post.id, authorName: 'X', content: 'Y' })
      .returning()
    const badStatus = await send('PUT', `/api/admin/comments/${row!.id}/status`, { status: 'supprimé' })
    expect(badStatus.status).toBe(400)
    expect(await badStatus.json()).toMatchObject({
      error: { fields: { status: 'Statut inconnu : visible ou hidden.' } },
    })
    const badFilter = await context.app.request('/api/admin/comments?status=spam', {
      headers: { cookie: admin.cookie },
    })
    expect(badFilter.status).toBe(400)
    expect(await badFilter.json()).toMatchObject({
      error: { fields: { status: 'Filtre inconnu : all, pending, visible ou hidden.' } },
    })
  })
})
