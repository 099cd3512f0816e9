import { Hono } from 'hono'
import { z } from 'zod'
import { requireRole } from '#core/auth/guards.server.ts'
import { ROLES } from '#core/auth/roles.ts'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { validate } from '#core/http/validate.server.ts'
import type { Database } from '#core/db/client.server.ts'
import { auditFromRequest } from '#core/audit/audit-log.server.ts'
import {
  attemptParamsSchema,
  certificateParamsSchema,
  reviewDecisionSchema,
  revokeCertificateSchema,
} from '../learning.schemas.ts'
import { listPendingReviews } from './assessment-reviews.repo.ts'
import { settleReview } from './assessment-reviews.server.ts'
import { listCertificatesForAdmin, revokeCertificate } from './learning.repo.ts'
import { forgetCertificatePage } from './learning.routes.ts'

const listQuerySchema = z.object({ code: certificateParamsSchema.shape.code.optional() })

/**
 * The label's certificates, under /api/admin (Admin role, checked again here): the latest
 * ones or one by code, and revocation, recorded in the admin journal with the reason; the performed
 * assessments waiting for a teacher, in every discipline, which an admin may decide too.
 */
export const adminCertificatesRoutes = new Hono<AppEnv>()
  .use(requireRole(ROLES.admin))
  .get('/', validate('query', listQuerySchema), async c =>
    c.json(await listCertificatesForAdmin(c.var.db, c.req.valid('query')), 200),
  )
  // Before '/:code/…': the queue of every discipline (the recordings play through /api/learning/recordings).
  .get('/reviews', async c => c.json({ reviews: await listPendingReviews(c.var.db, 'all') }, 200))
  .post(
    '/reviews/:attemptId',
    validate('param', attemptParamsSchema),
    validate('json', reviewDecisionSchema),
    async c => c.json(await settleReview(c, 'all', c.req.valid('param').attemptId, c.req.valid('json')), 200),
  )
  .post(
    '/:code/revoke',
    validate('param', certificateParamsSchema),
    validate('json', revokeCertificateSchema),
    async c => {
      const { reason } = c.req.valid('json')
      const certificate = await c.var.db.transaction(async tx => {
        const db = tx as unknown as Database
        const revoked = await revokeCertificate(db, c.req.valid('param').code, reason)
        await auditFromRequest(
          c,
          {
            action: 'certificate.revoke',
            targetType: 'certificate',
            targetId: revoked.code,
            summary: `Certificat ${revoked.code} révoqué (${revoked.studentName}, ${revoked.disciplineName} — ${revoked.levelName}) : ${reason}`,
            details: { reason },
          },
          db,
        )
        return revoked
      })
      forgetCertificatePage(c.var.contentCache, certificate.code)
      return c.json(certificate, 200)
    },
  )

export type AdminCertificatesRoutes = typeof adminCertificatesRoutes
