import { Hono } from 'hono'
import { z } from 'zod'
import { ROLES } from '#core/auth/roles.ts'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { pageSchema, searchSchema } from '#core/http/paging.ts'
import { validate } from '#core/http/validate.server.ts'
import { auditFromRequest } from '#core/audit/audit-log.server.ts'
import { ROLE_LABELS } from '../account.api.ts'
import { changeRole, listUsers } from './admin-accounts.repo.ts'

const roleSchema = z.enum([ROLES.student, ROLES.client, ROLES.admin], {
  error: 'Rôle inconnu : Élève, client ou Admin.',
})

const usersQuery = z.object({ q: searchSchema, role: roleSchema.optional(), page: pageSchema })
const userParam = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Identifiant invalide.') })
const roleBody = z.object({ role: roleSchema })

/**
 * Accounts and roles, for the Admin role only (app.ts guards every /api/admin path). A role change
 * never leaves the site without an Admin, and is written to the audit log with the change itself.
 */
export const adminAccountsRoutes = new Hono<AppEnv>()
  .get('/users', validate('query', usersQuery), async c => c.json(await listUsers(c.var.db, c.req.valid('query')), 200))
  .put('/users/:id/role', validate('param', userParam), validate('json', roleBody), async c => {
    const { id } = c.req.valid('param')
    const { role } = c.req.valid('json')
    const change = await changeRole(
      c.var.db,
      { userId: id, role, actorId: c.var.user!.id, keepSessionId: c.var.sessionId },
      (tx, done) =>
        auditFromRequest(
          c,
          {
            action: 'user.role',
            targetType: 'user',
            targetId: done.id,
            summary: `Rôle de « ${done.name} » changé : ${ROLE_LABELS[done.from]} → ${ROLE_LABELS[done.to]}`,
            details: { email: done.email, from: done.from, to: done.to },
          },
          tx,
        ),
    )
    return c.json({ id, role, changed: change !== null }, 200)
  })

export type AdminAccountsRoutes = typeof adminAccountsRoutes
