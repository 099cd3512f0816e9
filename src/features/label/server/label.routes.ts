import { Hono } from 'hono'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { getLabelOverview } from './label.repo.ts'

export const labelRoutes = new Hono<AppEnv>().get('/', async (c) => {
  return c.json(await getLabelOverview(c.var.db), 200)
})

export type LabelRoutes = typeof labelRoutes
