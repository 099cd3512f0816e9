import { Hono } from 'hono'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { idParamSchema } from '#core/http/params.ts'
import { validate } from '#core/http/validate.server.ts'
import { portfolioQuerySchema } from '../portfolio.schemas.ts'
import { getPortfolioItem, listPortfolio } from './portfolio.repo.ts'

export const portfolioRoutes = new Hono<AppEnv>()
  .get('/', validate('query', portfolioQuerySchema), async c => {
    return c.json(await listPortfolio(c.var.db, c.req.valid('query').type), 200)
  })
  .get('/:id', validate('param', idParamSchema), async c => {
    return c.json(await getPortfolioItem(c.var.db, c.req.valid('param').id), 200)
  })

export type PortfolioRoutes = typeof portfolioRoutes
