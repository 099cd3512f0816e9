import { Hono, type Context } from 'hono'
import type { Database } from '#core/db/client.server.ts'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { idParamSchema } from '#core/http/params.ts'
import { validate } from '#core/http/validate.server.ts'
import { auditFromRequest, type AdminAction } from '#core/audit/audit-log.server.ts'
import { portfolioInputSchema } from '../portfolio.schemas.ts'
import { createPortfolioItem, deletePortfolioItem, updatePortfolioItem } from './portfolio-admin.repo.ts'
import { getPortfolioItem, listPortfolio } from './portfolio.repo.ts'

const TYPE_LABELS = { clip: 'Clip', album: 'Album' } as const

/** Runs a write and its audit entry in one transaction, then drops every cached public page. */
async function audited<T>(
  c: Context<AppEnv>,
  write: (db: Database) => Promise<T>,
  entry: (result: T) => AdminAction,
): Promise<T> {
  const result = await c.var.db.transaction(async tx => {
    const db = tx as unknown as Database
    const outcome = await write(db)
    await auditFromRequest(c, entry(outcome), db)
    return outcome
  })
  c.var.contentCache.invalidate()
  return result
}

/** Portfolio items (clips and albums) in the admin area, mounted under /api/admin/portfolio (Admin only). */
export const portfolioAdminRoutes = new Hono<AppEnv>()
  .get('/', async c => c.json(await listPortfolio(c.var.db), 200))
  .get('/:id', validate('param', idParamSchema), async c =>
    c.json(await getPortfolioItem(c.var.db, c.req.valid('param').id), 200),
  )
  .post('/', validate('json', portfolioInputSchema), async c => {
    const input = c.req.valid('json')
    const id = await audited(
      c,
      db => createPortfolioItem(db, input),
      created => ({
        action: 'portfolio.create',
        targetType: 'portfolio',
        targetId: created,
        summary: `${TYPE_LABELS[input.type]} « ${input.title} » ajouté au portfolio`,
      }),
    )
    return c.json(await getPortfolioItem(c.var.db, id), 201)
  })
  .put('/:id', validate('param', idParamSchema), validate('json', portfolioInputSchema), async c => {
    const { id } = c.req.valid('param')
    const input = c.req.valid('json')
    await audited(
      c,
      db => updatePortfolioItem(db, id, input),
      () => ({
        action: 'portfolio.update',
        targetType: 'portfolio',
        targetId: id,
        summary: `${TYPE_LABELS[input.type]} « ${input.title} » modifié`,
      }),
    )
    return c.json(await getPortfolioItem(c.var.db, id), 200)
  })
  .delete('/:id', validate('param', idParamSchema), async c => {
    const { id } = c.req.valid('param')
    await audited(
      c,
      db => deletePortfolioItem(db, id),
      deleted => ({
        action: 'portfolio.delete',
        targetType: 'portfolio',
        targetId: id,
        summary: `Réalisation « ${deleted.title} » retirée du portfolio`,
      }),
    )
    return c.json({ id }, 200)
  })

export type PortfolioAdminRoutes = typeof portfolioAdminRoutes
