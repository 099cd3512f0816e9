import { Hono } from 'hono'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { listEvents } from './events.repo.ts'

export const eventsRoutes = new Hono<AppEnv>().get('/', async (c) => c.json(await listEvents(c.var.db), 200))

export type EventsRoutes = typeof eventsRoutes
