import { createHash } from 'node:crypto'
import { Hono, type Context } from 'hono'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { AppError } from '#core/http/app-error.ts'
import { idParamSchema } from '#core/http/params.ts'
import { validate } from '#core/http/validate.server.ts'
import { buildCalendar } from './events.ics.ts'
import { listCalendarEvents, listEvents } from './events.repo.ts'

export const CALENDAR_NAME = 'Gombiste Records — événements'

/**
 * iCalendar answers are made from the database on each request (so a subscribed calendar is always
 * current) and carry an ETag: calendar apps polling the feed get a 304 while nothing changed.
 */
function calendarResponse(c: Context<AppEnv>, body: string, filename: string, disposition: 'attachment' | 'inline') {
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`
  const headers = {
    'content-type': 'text/calendar; charset=utf-8',
    'content-disposition': `${disposition}; filename="${filename}"`,
    etag,
    'cache-control': 'no-cache',
  }
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers)
  return c.body(body, 200, headers)
}

export const eventsRoutes = new Hono<AppEnv>()
  .get('/', async c => c.json(await listEvents(c.var.db), 200))
  .get('/calendar.ics', async c => {
    const body = buildCalendar(await listCalendarEvents(c.var.db), { origin: c.var.publicUrl, name: CALENDAR_NAME })
    return calendarResponse(c, body, 'gombiste-records-evenements.ics', 'inline')
  })
  .get('/:id/ics', validate('param', idParamSchema), async c => {
    const { id } = c.req.valid('param')
    const event = (await listCalendarEvents(c.var.db)).find(item => item.id === id)
    if (!event) throw new AppError('NOT_FOUND', 'Événement introuvable.')
    const body = buildCalendar([event], { origin: c.var.publicUrl, name: CALENDAR_NAME })
    return calendarResponse(c, body, `${event.id}.ics`, 'attachment')
  })

export type EventsRoutes = typeof eventsRoutes
