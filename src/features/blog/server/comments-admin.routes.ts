import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { pageSchema, uuidParamSchema } from '#core/http/paging.ts'
import { validate } from '#core/http/validate.server.ts'
import { auditFromRequest } from '#core/audit/audit-log.server.ts'
import { COMMENT_FILTERS, deleteComment, listCommentsForModeration, setCommentStatus } from './blog-moderation.repo.ts'

const queueQuery = z.object({
  status: z.enum(COMMENT_FILTERS, { error: 'Filtre inconnu : all, pending, visible ou hidden.' }).default('all'),
  page: pageSchema,
})
const statusBody = z.object({ status: z.enum(['visible', 'hidden'], { error: 'Statut inconnu : visible ou hidden.' }) })

/** Comments moderation (Admin only, see app.ts). Every change reaches the public article at once. */
export const commentsAdminRoutes = new Hono<AppEnv>()
  .get('/', validate('query', queueQuery), async c =>
    c.json(await listCommentsForModeration(c.var.db, c.req.valid('query')), 200),
  )
  .put('/:id/status', validate('param', uuidParamSchema), validate('json', statusBody), async c => {
    const { status } = c.req.valid('json')
    const comment = await setCommentStatus(c.var.db, c.req.valid('param').id, status, (tx, done) =>
      auditFromRequest(
        c,
        {
          action: status === 'hidden' ? 'comment.hide' : 'comment.show',
          targetType: 'comment',
          targetId: done.id,
          summary: `Commentaire de « ${done.authorName} » sur « ${done.postTitle} » ${status === 'hidden' ? 'masqué' : done.previous === 'hidden' ? 'rétabli' : 'approuvé'}`,
          details: { postId: done.postId, from: done.previous, to: status },
        },
        tx,
      ),
    )
    c.var.contentCache.invalidate()
    return c.json(comment, 200)
  })
  .delete('/:id', validate('param', uuidParamSchema), async c => {
    const comment = await deleteComment(c.var.db, c.req.valid('param').id, (tx, done) =>
      auditFromRequest(
        c,
        {
          action: 'comment.delete',
          targetType: 'comment',
          targetId: done.id,
          summary: `Commentaire de « ${done.authorName} » sur « ${done.postTitle} » supprimé`,
          details: { postId: done.postId, status: done.status },
        },
        tx,
      ),
    )
    c.var.contentCache.invalidate()
    return c.json({ id: comment.id, deleted: true as const }, 200)
  })

export type CommentsAdminRoutes = typeof commentsAdminRoutes
