import { Hono } from 'hono'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { validate } from '#core/http/validate.server.ts'
import { auditFromRequest } from '#core/audit/audit-log.server.ts'
import { KIND_LABELS, type CreditKind } from '#features/tutoring/teaching.rules.ts'
import { creditAdjustmentBody } from '#features/tutoring/teaching.schemas.ts'
import { fromDouala, nextDay } from '#features/tutoring/teaching.time.ts'
import { adjustCredits } from '#features/tutoring/server/teaching.repo.ts'

/**
 * Manual credit adjustments (Admin only, under /api/admin): composed here because the change (the
 * teaching feature) and its audit journal entry (the admin feature) are written in one transaction.
 */
export const teachingCreditsRoutes = new Hono<AppEnv>().post('/', validate('json', creditAdjustmentBody), async c => {
  const body = c.req.valid('json')
  const kind = body.kind as CreditKind
  const now = new Date()
  // Valid through the chosen Douala day.
  const expiresAt = fromDouala(nextDay(body.expiresAt), 0)
  const result = await c.var.db.transaction(async tx => {
    const done = await adjustCredits(tx, {
      studentId: body.studentId,
      kind,
      delta: body.delta,
      expiresAt,
      note: body.note,
      actorId: c.var.user!.id,
      now,
    })
    const verb = body.delta > 0 ? `+${body.delta}` : String(body.delta)
    await auditFromRequest(
      c,
      {
        action: 'teaching.credits',
        targetType: 'user',
        targetId: done.student.id,
        summary: `Crédits de « ${done.student.name} » : ${verb} ${KIND_LABELS[kind].toLowerCase()} (${body.note})`,
        details: {
          email: done.student.email,
          kind,
          delta: body.delta,
          expiresAt: expiresAt.toISOString(),
          note: body.note,
        },
      },
      tx,
    )
    return done
  })
  return c.json({ studentId: result.student.id, kind, delta: result.changed }, 200)
})
