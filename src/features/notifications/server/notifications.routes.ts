import { Hono } from 'hono'
import { requireUser } from '#core/auth/guards.server.ts'
import { ROLES } from '#core/auth/roles.ts'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { ensureDailyTip, listNotifications, markAllRead } from './notifications.repo.ts'

export const notificationsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async c => {
    const user = c.var.user!
    if (user.role === ROLES.student) await ensureDailyTip(c.var.db, user.id)
    c.header('cache-control', 'no-store')
    return c.json(await listNotifications(c.var.db, user.id), 200)
  })
  .post('/read-all', async c => {
    await markAllRead(c.var.db, c.var.user!.id)
    return c.json({ unread: 0 as const }, 200)
  })

export type NotificationsRoutes = typeof notificationsRoutes
