import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { pageSchema, searchSchema, uuidParamSchema } from '#core/http/paging.ts'
import { validate } from '#core/http/validate.server.ts'
import { auditFromRequest } from '#core/audit/audit-log.server.ts'
import {
  getOrderForAdmin,
  getQuoteRequest,
  listOrders,
  listQuoteRequests,
  ORDER_CURRENCIES,
  ORDER_STATUSES,
  PROVIDERS,
  QUOTE_FILTERS,
  setQuoteStatus,
} from './commerce-admin.repo.ts'

const ordersQuery = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Statut inconnu : pending, paid, failed ou cancelled.' }).optional(),
  provider: z.enum(PROVIDERS, { error: 'Prestataire inconnu : test, stripe ou cinetpay.' }).optional(),
  currency: z.enum(ORDER_CURRENCIES, { error: 'Devise inconnue : EUR ou XAF.' }).optional(),
  q: searchSchema,
  page: pageSchema,
})

/**
 * The orders list (Admin only, see app.ts). Read-only by design (ADR 002): an order's status changes
 * only through a verified notification of its payment provider, never by hand.
 */
export const ordersAdminRoutes = new Hono<AppEnv>()
  .get('/', validate('query', ordersQuery), async c => c.json(await listOrders(c.var.db, c.req.valid('query')), 200))
  .get('/:id', validate('param', uuidParamSchema), async c =>
    c.json(await getOrderForAdmin(c.var.db, c.req.valid('param').id), 200),
  )

const quotesQuery = z.object({
  status: z.enum(QUOTE_FILTERS, { error: 'Filtre inconnu : all, new ou handled.' }).default('all'),
  q: searchSchema,
  page: pageSchema,
})
const quoteStatusBody = z.object({ status: z.enum(['new', 'handled'], { error: 'Statut inconnu : new ou handled.' }) })

/** Quote requests for the formulas priced on request (Admin only), with their handled flag. */
export const quotesAdminRoutes = new Hono<AppEnv>()
  .get('/', validate('query', quotesQuery), async c =>
    c.json(await listQuoteRequests(c.var.db, c.req.valid('query')), 200),
  )
  .get('/:id', validate('param', uuidParamSchema), async c =>
    c.json(await getQuoteRequest(c.var.db, c.req.valid('param').id), 200),
  )
  .put('/:id/status', validate('param', uuidParamSchema), validate('json', quoteStatusBody), async c => {
    const { id } = c.req.valid('param')
    const { status } = c.req.valid('json')
    await setQuoteStatus(c.var.db, { id, status, actorId: c.var.user!.id }, (tx, change) =>
      auditFromRequest(
        c,
        {
          action: `quote.${status}`,
          targetType: 'quote-request',
          targetId: change.id,
          summary: `Demande de devis de « ${change.name} » (${change.formulaName}) marquée ${status === 'handled' ? 'traitée' : 'à traiter'}`,
          details: { from: change.from, to: change.to },
        },
        tx,
      ),
    )
    return c.json(await getQuoteRequest(c.var.db, id), 200)
  })

export type OrdersAdminRoutes = typeof ordersAdminRoutes
export type QuotesAdminRoutes = typeof quotesAdminRoutes
