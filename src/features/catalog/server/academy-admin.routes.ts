import { Hono } from 'hono'
import { z } from 'zod'
import type { Database } from '#core/db/client.server.ts'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { AppError } from '#core/http/app-error.ts'
import { idParamSchema, slugSchema } from '#core/http/params.ts'
import { validate } from '#core/http/validate.server.ts'
import { formatPrice } from '#core/format/format.ts'
import { orderInputSchema } from '#core/validation/content-rules.ts'
import { auditedWrite } from '#core/audit/audited-write.server.ts'
import { disciplineInputSchema, formulaInputSchema, levelInputSchema } from '../academy-admin.schemas.ts'
import {
  createFormula,
  deleteFormula,
  listDisciplinesForAdmin,
  listFormulasForAdmin,
  reorderDisciplines,
  reorderFormulas,
  reorderLevels,
  updateDiscipline,
  updateFormula,
  updateLevel,
  type AdminFormula,
} from './academy-admin.repo.ts'

const levelParamSchema = z.object({ disciplineId: slugSchema, levelId: slugSchema })

/**
 * A level is saved whole (its lessons with all their blocks): a course that fills its weeks weighs far
 * more than the 64 KB of a form (MAO débutant is over 110 KB of JSON), so this route names its own limit.
 */
export const LEVEL_BODY_LIMITS: Record<string, number> = {
  '/api/admin/academy/disciplines/:disciplineId/levels/:levelId': 2 * 1024 * 1024,
}
const disciplineParamSchema = z.object({ disciplineId: slugSchema })

function priceText(formula: Pick<AdminFormula, 'priceEur' | 'priceXaf' | 'billingCycle' | 'customPriceText'>) {
  if (formula.priceEur === null || formula.priceXaf === null) return formula.customPriceText ?? 'sur devis'
  return `${formatPrice(formula.priceEur, 'EUR')} / ${formatPrice(formula.priceXaf, 'XAF')} ${formula.billingCycle === 'mois' ? 'par mois' : 'paiement unique'}`
}

const pricing = ({ priceEur, priceXaf, billingCycle, customPriceText }: AdminFormula) => ({
  priceEur,
  priceXaf,
  billingCycle,
  customPriceText,
})

export type AcademyAdminOptions = {
  /** Orders placed for a formula (commerce feature); a formula that was ordered cannot be deleted. */
  countOrdersOfFormula: (db: Database, formulaId: string) => Promise<number>
}

/**
 * Academy administration, mounted at /api/admin/academy (Admin role checked in app.ts). Every write
 * is validated, audited in the same transaction and drops the public caches.
 */
export function createAcademyAdminRoutes(options: AcademyAdminOptions) {
  return new Hono<AppEnv>()
    .get('/disciplines', async c => c.json(await listDisciplinesForAdmin(c.var.db), 200))
    .put('/disciplines/order', validate('json', orderInputSchema), async c => {
      const { ids } = c.req.valid('json')
      await auditedWrite(
        c,
        db => reorderDisciplines(db, ids),
        () => ({
          action: 'discipline.reorder',
          targetType: 'discipline',
          summary: 'Ordre des disciplines modifié',
          details: { ids },
        }),
      )
      return c.json(await listDisciplinesForAdmin(c.var.db), 200)
    })
    .put('/disciplines/:id', validate('param', idParamSchema), validate('json', disciplineInputSchema), async c => {
      const { id } = c.req.valid('param')
      const input = c.req.valid('json')
      const result = await auditedWrite(
        c,
        db => updateDiscipline(db, id, input),
        changed => ({
          action: 'discipline.update',
          targetType: 'discipline',
          targetId: id,
          summary: `Discipline « ${changed.name} » modifiée`,
          details: changed.previousName !== changed.name ? { previousName: changed.previousName } : undefined,
        }),
      )
      const { previousName: _previousName, ...discipline } = result
      return c.json(discipline, 200)
    })
    .put(
      '/disciplines/:disciplineId/levels/order',
      validate('param', disciplineParamSchema),
      validate('json', orderInputSchema),
      async c => {
        const { disciplineId } = c.req.valid('param')
        const { ids } = c.req.valid('json')
        await auditedWrite(
          c,
          db => reorderLevels(db, disciplineId, ids),
          () => ({
            action: 'level.reorder',
            targetType: 'discipline',
            targetId: disciplineId,
            summary: `Ordre des niveaux de « ${disciplineId} » modifié`,
            details: { ids },
          }),
        )
        return c.json(await listDisciplinesForAdmin(c.var.db), 200)
      },
    )
    .put(
      '/disciplines/:disciplineId/levels/:levelId',
      validate('param', levelParamSchema),
      validate('json', levelInputSchema),
      async c => {
        const { disciplineId, levelId } = c.req.valid('param')
        const input = c.req.valid('json')
        const { before, after } = await auditedWrite(
          c,
          db => updateLevel(db, disciplineId, levelId, input),
          change => ({
            action: 'level.update',
            targetType: 'level',
            targetId: `${disciplineId}/${levelId}`,
            summary: `Niveau « ${change.after.levelName} » (${disciplineId}) modifié`,
            details: { before: change.before, after: change.after, lessonsChanged: change.lessonsChanged },
          }),
        )
        return c.json({ disciplineId, id: levelId, before, after }, 200)
      },
    )
    .get('/formulas', async c => c.json(await listFormulasForAdmin(c.var.db), 200))
    .post('/formulas', validate('json', formulaInputSchema), async c => {
      const input = c.req.valid('json')
      const formula = await auditedWrite(
        c,
        db => createFormula(db, input),
        created => ({
          action: 'formula.create',
          targetType: 'formula',
          targetId: created.id,
          summary: `Formule « ${created.name} » créée (${priceText(created)})`,
          details: { after: pricing(created) },
        }),
      )
      return c.json(formula, 201)
    })
    .put('/formulas/order', validate('json', orderInputSchema), async c => {
      const { ids } = c.req.valid('json')
      await auditedWrite(
        c,
        db => reorderFormulas(db, ids),
        () => ({
          action: 'formula.reorder',
          targetType: 'formula',
          summary: 'Ordre des formules modifié',
          details: { ids },
        }),
      )
      return c.json(await listFormulasForAdmin(c.var.db), 200)
    })
    .put('/formulas/:id', validate('param', idParamSchema), validate('json', formulaInputSchema), async c => {
      const { id } = c.req.valid('param')
      const input = c.req.valid('json')
      const { after } = await auditedWrite(
        c,
        db => updateFormula(db, id, input),
        ({ before, after }) => {
          const priceChanged = priceText(before) !== priceText(after)
          return {
            action: priceChanged ? 'formula.price' : 'formula.update',
            targetType: 'formula',
            targetId: id,
            summary: priceChanged
              ? `Prix de la formule « ${after.name} » : ${priceText(before)} → ${priceText(after)}`
              : `Formule « ${after.name} » modifiée`,
            details: { before: pricing(before), after: pricing(after) },
          }
        },
      )
      return c.json(after, 200)
    })
    .delete('/formulas/:id', validate('param', idParamSchema), async c => {
      const { id } = c.req.valid('param')
      const deleted = await auditedWrite(
        c,
        async db => {
          const ordered = await options.countOrdersOfFormula(db, id)
          if (ordered > 0) {
            throw new AppError(
              'CONFLICT',
              `Cette formule a déjà été commandée (${ordered} commande${ordered > 1 ? 's' : ''}) : elle reste dans les reçus et les inscriptions, elle ne peut donc pas être supprimée. Modifiez-la plutôt.`,
            )
          }
          return deleteFormula(db, id)
        },
        formula => ({
          action: 'formula.delete',
          targetType: 'formula',
          targetId: id,
          summary: `Formule « ${formula.name} » supprimée`,
          details: { before: pricing(formula) },
        }),
      )
      return c.json({ id: deleted.id }, 200)
    })
}

export type AcademyAdminRoutes = ReturnType<typeof createAcademyAdminRoutes>
