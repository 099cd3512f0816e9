import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { validate } from '#core/http/validate.server.ts'
import { listAuditLog } from '#core/audit/audit-log.server.ts'

const auditQuery = z.object({
  before: z.iso.datetime({ offset: true, message: 'Date invalide.' }).optional(),
  targetType: z
    .string()
    .regex(/^[a-z-]{1,40}$/, 'Type invalide.')
    .optional(),
})

/**
 * The admin area's own endpoints. Mounted under /api/admin, where app.ts already requires the
 * Admin role for every path; each feature's admin routes live in that feature and are mounted
 * beside this one.
 */
export const adminRoutes = new Hono<AppEnv>().get('/audit-log', validate('query', auditQuery), async c => {
  const { before, targetType } = c.req.valid('query')
  return c.json(await listAuditLog(c.var.db, { before: before ? new Date(before) : undefined, targetType }), 200)
})

export type AdminRoutes = typeof adminRoutes
