import { Hono } from 'hono'
import { requireConfirmedEmail } from '#core/auth/guards.server.ts'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { idParamSchema } from '#core/http/params.ts'
import { validate } from '#core/http/validate.server.ts'
import { AppError } from '#core/http/app-error.ts'
import { countHit, type LimitRule } from '#core/http/request-limit.server.ts'
import { COMMENT_NEEDS_CONFIRMED_EMAIL } from '../comment-limits.ts'
import { commentInputSchema, postsQuerySchema } from '../blog.schemas.ts'
import { addComment, getPost, listComments, listPosts } from './blog.repo.ts'

/** Per address, generous: mobile carriers put many readers behind one IP (carrier-grade NAT). */
export const COMMENTS_PER_IP: LimitRule = { max: 20, windowSeconds: 10 * 60 }

const COMMENT_FAILED = "Impossible d'ajouter le commentaire."

export const blogRoutes = new Hono<AppEnv>()
  .get('/posts', validate('query', postsQuerySchema), async c => {
    return c.json(await listPosts(c.var.db, c.req.valid('query').category), 200)
  })
  .get('/posts/:id', validate('param', idParamSchema), async c => {
    return c.json(await getPost(c.var.db, c.req.valid('param').id), 200)
  })
  .get('/posts/:id/comments', validate('param', idParamSchema), async c => {
    const { id } = c.req.valid('param')
    await getPost(c.var.db, id)
    return c.json(await listComments(c.var.db, id), 200)
  })
  .post(
    '/posts/:id/comments',
    requireConfirmedEmail(COMMENT_NEEDS_CONFIRMED_EMAIL),
    validate('param', idParamSchema),
    validate('json', commentInputSchema),
    async c => {
      const { id } = c.req.valid('param')
      const input = c.req.valid('json')
      // Robots fill every field, including the one people never see.
      if (input.website) throw new AppError('INVALID_INPUT', COMMENT_FAILED)
      if ((await countHit(c.var.limits, `comment:ip:${c.var.clientIp}`, COMMENTS_PER_IP)) > COMMENTS_PER_IP.max) {
        throw new AppError(
          'RATE_LIMITED',
          'Vous avez publié beaucoup de commentaires : réessayez dans quelques minutes.',
        )
      }
      const comment = await addComment(c.var.db, id, input)
      c.var.contentCache.invalidatePaths(path => path.startsWith(`/api/blog/posts/${id}`) || path === `/blog/${id}`)
      return c.json(comment, 201)
    },
  )

export type BlogRoutes = typeof blogRoutes
