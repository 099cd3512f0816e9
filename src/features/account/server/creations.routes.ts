import { Hono } from 'hono'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { listPublicCreations } from './creations.repo.ts'

export const creationsRoutes = new Hono<AppEnv>().get('/public', async c => {
  return c.json(await listPublicCreations(c.var.db), 200)
})

export type CreationsRoutes = typeof creationsRoutes
