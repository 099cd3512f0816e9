import { Hono } from 'hono'
import { requireRole } from '#core/auth/guards.server.ts'
import { ROLES } from '#core/auth/roles.ts'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { getAccountStats } from './account.repo.ts'

/** The first admin dashboard: who signed up, by role, and how many enrolments. */
export const adminAccountsRoutes = new Hono<AppEnv>()
  .use(requireRole(ROLES.admin))
  .get('/stats', async (c) => c.json(await getAccountStats(c.var.db), 200))

export type AdminAccountsRoutes = typeof adminAccountsRoutes
