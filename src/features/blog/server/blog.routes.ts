import { Hono } from 'hono'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { idParamSchema } from '#core/http/params.ts'
import { validate } from '#core/http/validate.server.ts'
import { postsQuerySchema } from '../blog.schemas.ts'
import { getPost, listComments, listPosts } from './blog.repo.ts'

export const blogRoutes = new Hono<AppEnv>()
  .get('/posts', validate('query', postsQuerySchema), async (c) => {
    return c.json(await listPosts(c.var.db, c.req.valid('query').category), 200)
  })
  .get('/posts/:id', validate('param', idParamSchema), async (c) => {
    return c.json(await getPost(c.var.db, c.req.valid('param').id), 200)
  })
  .get('/posts/:id/comments', validate('param', idParamSchema), async (c) => {
    const { id } = c.req.valid('param')
    await getPost(c.var.db, id)
    return c.json(await listComments(c.var.db, id), 200)
  })

export type BlogRoutes = typeof blogRoutes
