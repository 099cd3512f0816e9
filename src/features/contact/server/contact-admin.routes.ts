import { Hono, type Context } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { pageSchema, searchSchema, uuidParamSchema } from '#core/http/paging.ts'
import { validate } from '#core/http/validate.server.ts'
import { auditFromRequest } from '#core/audit/audit-log.server.ts'
import type { RequestStatus } from './contact.table.ts'
import {
  getBookingRequest,
  getContactMessage,
  INBOX_FILTERS,
  listBookingRequests,
  listContactMessages,
  setRequestStatus,
  type InboxKind,
} from './contact-admin.repo.ts'

const inboxQuery = z.object({
  status: z.enum(INBOX_FILTERS, { error: 'Filtre inconnu : all, new, handled ou spam.' }).default('all'),
  q: searchSchema,
  page: pageSchema,
})
const statusBody = z.object({
  status: z.enum(['new', 'handled', 'spam'], { error: 'Statut inconnu : new, handled ou spam.' }),
})

const STATUS_WORDS: Record<RequestStatus, string> = { new: 'à traiter', handled: 'traité(e)', spam: 'indésirable' }
const KIND_WORDS: Record<InboxKind, string> = { message: 'Message', booking: 'Demande de réservation' }

function updateStatus(c: Context<AppEnv>, kind: InboxKind, id: string, status: RequestStatus) {
  return setRequestStatus(c.var.db, kind, { id, status, actorId: c.var.user!.id }, (tx, change) =>
    auditFromRequest(
      c,
      {
        action: `${kind === 'message' ? 'contact' : 'booking'}.${status}`,
        targetType: kind === 'message' ? 'contact-message' : 'booking-request',
        targetId: change.id,
        summary: `${KIND_WORDS[kind]} ${change.reference} de « ${change.name} » marqué(e) ${STATUS_WORDS[status]}`,
        details: { reference: change.reference, from: change.from, to: change.to },
      },
      tx,
    ),
  )
}

/**
 * The label's inbox (Admin only, see app.ts): contact messages and booking requests, with their
 * status: 'new' until handled, 'handled' (by whom and when), or 'spam'.
 */
export const contactAdminRoutes = new Hono<AppEnv>()
  .get('/messages', validate('query', inboxQuery), async c =>
    c.json(await listContactMessages(c.var.db, c.req.valid('query')), 200),
  )
  .get('/messages/:id', validate('param', uuidParamSchema), async c =>
    c.json(await getContactMessage(c.var.db, c.req.valid('param').id), 200),
  )
  .put('/messages/:id/status', validate('param', uuidParamSchema), validate('json', statusBody), async c => {
    const { id } = c.req.valid('param')
    await updateStatus(c, 'message', id, c.req.valid('json').status)
    return c.json(await getContactMessage(c.var.db, id), 200)
  })
  .get('/bookings', validate('query', inboxQuery), async c =>
    c.json(await listBookingRequests(c.var.db, c.req.valid('query')), 200),
  )
  .get('/bookings/:id', validate('param', uuidParamSchema), async c =>
    c.json(await getBookingRequest(c.var.db, c.req.valid('param').id), 200),
  )
  .put('/bookings/:id/status', validate('param', uuidParamSchema), validate('json', statusBody), async c => {
    const { id } = c.req.valid('param')
    await updateStatus(c, 'booking', id, c.req.valid('json').status)
    return c.json(await getBookingRequest(c.var.db, id), 200)
  })

export type ContactAdminRoutes = typeof contactAdminRoutes
