import { Hono, type Context } from 'hono'
import type { Database } from '#core/db/client.server.ts'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { idParamSchema } from '#core/http/params.ts'
import { validate } from '#core/http/validate.server.ts'
import { auditFromRequest } from '#core/audit/audit-log.server.ts'
import { eventInputSchema } from '../events.schemas.ts'
import {
  createEvent,
  deleteEvent,
  getAdminEvent,
  listAdminEvents,
  updateEvent,
  type EventWrite,
} from './events-admin.repo.ts'

function describeWrite({ event, previousStatus }: EventWrite): { action: string; summary: string } {
  const title = `Événement « ${event.title} »`
  if (previousStatus === null) {
    return event.status === 'published'
      ? { action: 'event.publish', summary: `${title} créé et publié` }
      : { action: 'event.create', summary: `${title} créé (brouillon)` }
  }
  if (previousStatus === 'draft' && event.status === 'published')
    return { action: 'event.publish', summary: `${title} publié` }
  if (previousStatus === 'published' && event.status === 'draft')
    return { action: 'event.unpublish', summary: `${title} repassé en brouillon` }
  return { action: 'event.update', summary: `${title} modifié` }
}

/** Write, audit entry and (first publication) notifications commit together; then the public cache is dropped. */
async function writeEvent(c: Context<AppEnv>, write: (db: Database) => Promise<EventWrite>): Promise<EventWrite> {
  const result = await c.var.db.transaction(async tx => {
    const db = tx as unknown as Database
    const outcome = await write(db)
    const { action, summary } = describeWrite(outcome)
    await auditFromRequest(
      c,
      {
        action,
        targetType: 'event',
        targetId: outcome.event.id,
        summary,
        details: { status: outcome.event.status, date: outcome.event.date },
      },
      db,
    )
    if (outcome.firstPublication)
      await c.var.notifyPublication(db, { kind: 'event', id: outcome.event.id, title: outcome.event.title })
    return outcome
  })
  c.var.contentCache.invalidate()
  return result
}

/**
 * Events in the admin area, mounted under /api/admin/events (Admin role required by app.ts).
 * Drafts stay out of the calendar, its iCalendar feeds and the assistant's answers.
 */
export const eventsAdminRoutes = new Hono<AppEnv>()
  .get('/', async c => c.json(await listAdminEvents(c.var.db), 200))
  .get('/:id', validate('param', idParamSchema), async c =>
    c.json(await getAdminEvent(c.var.db, c.req.valid('param').id), 200),
  )
  .post('/', validate('json', eventInputSchema), async c => {
    const input = c.req.valid('json')
    const { event } = await writeEvent(c, db => createEvent(db, input))
    return c.json(event, 201)
  })
  .put('/:id', validate('param', idParamSchema), validate('json', eventInputSchema), async c => {
    const { id } = c.req.valid('param')
    const input = c.req.valid('json')
    const { event } = await writeEvent(c, db => updateEvent(db, id, input))
    return c.json(event, 200)
  })
  .delete('/:id', validate('param', idParamSchema), async c => {
    const { id } = c.req.valid('param')
    const deleted = await c.var.db.transaction(async tx => {
      const db = tx as unknown as Database
      const event = await deleteEvent(db, id)
      await auditFromRequest(
        c,
        { action: 'event.delete', targetType: 'event', targetId: id, summary: `Événement « ${event.title} » supprimé` },
        db,
      )
      return event
    })
    c.var.contentCache.invalidate()
    return c.json({ id: deleted.id }, 200)
  })

export type EventsAdminRoutes = typeof eventsAdminRoutes
