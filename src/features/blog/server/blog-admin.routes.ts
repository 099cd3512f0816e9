import { Hono, type Context } from 'hono'
import type { Database } from '#core/db/client.server.ts'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { idParamSchema } from '#core/http/params.ts'
import { validate } from '#core/http/validate.server.ts'
import { auditFromRequest } from '#core/audit/audit-log.server.ts'
import { postInputSchema } from '../blog.schemas.ts'
import { createPost, deletePost, getAdminPost, listAdminPosts, updatePost, type PostWrite } from './blog-admin.repo.ts'

/** The audit entry of a create or update: publication and unpublication are named as such. */
function describeWrite({ post, previousStatus }: PostWrite): { action: string; summary: string } {
  const title = `Article « ${post.title} »`
  if (previousStatus === null) {
    return post.status === 'published'
      ? { action: 'post.publish', summary: `${title} créé et publié` }
      : { action: 'post.create', summary: `${title} créé (brouillon)` }
  }
  if (previousStatus === 'draft' && post.status === 'published')
    return { action: 'post.publish', summary: `${title} publié` }
  if (previousStatus === 'published' && post.status === 'draft')
    return { action: 'post.unpublish', summary: `${title} repassé en brouillon` }
  return { action: 'post.update', summary: `${title} modifié` }
}

/**
 * The write, its audit entry and (on first publication) the subscribers' notifications commit
 * together; then every cached public page is dropped, so the blog, the home page, the feed and
 * the sitemap show the change at once.
 */
async function writePost(c: Context<AppEnv>, write: (db: Database) => Promise<PostWrite>): Promise<PostWrite> {
  const result = await c.var.db.transaction(async tx => {
    const db = tx as unknown as Database
    const outcome = await write(db)
    const { action, summary } = describeWrite(outcome)
    await auditFromRequest(
      c,
      { action, targetType: 'post', targetId: outcome.post.id, summary, details: { status: outcome.post.status } },
      db,
    )
    if (outcome.firstPublication)
      await c.var.notifyPublication(db, { kind: 'post', id: outcome.post.id, title: outcome.post.title })
    return outcome
  })
  c.var.contentCache.invalidate()
  return result
}

/**
 * Blog posts in the admin area, mounted under /api/admin/blog (Admin role required by app.ts):
 * drafts and published posts, created, replaced whole, deleted.
 */
export const blogAdminRoutes = new Hono<AppEnv>()
  .get('/posts', async c => c.json(await listAdminPosts(c.var.db), 200))
  .get('/posts/:id', validate('param', idParamSchema), async c =>
    c.json(await getAdminPost(c.var.db, c.req.valid('param').id), 200),
  )
  .post('/posts', validate('json', postInputSchema), async c => {
    const input = c.req.valid('json')
    const { post } = await writePost(c, db => createPost(db, input))
    return c.json(post, 201)
  })
  .put('/posts/:id', validate('param', idParamSchema), validate('json', postInputSchema), async c => {
    const { id } = c.req.valid('param')
    const input = c.req.valid('json')
    const { post } = await writePost(c, db => updatePost(db, id, input))
    return c.json(post, 200)
  })
  .delete('/posts/:id', validate('param', idParamSchema), async c => {
    const { id } = c.req.valid('param')
    const deleted = await c.var.db.transaction(async tx => {
      const db = tx as unknown as Database
      const post = await deletePost(db, id)
      await auditFromRequest(
        c,
        {
          action: 'post.delete',
          targetType: 'post',
          targetId: id,
          summary: `Article « ${post.title} » supprimé`,
          details: { status: post.status },
        },
        db,
      )
      return post
    })
    c.var.contentCache.invalidate()
    return c.json({ id: deleted.id }, 200)
  })

export type BlogAdminRoutes = typeof blogAdminRoutes
