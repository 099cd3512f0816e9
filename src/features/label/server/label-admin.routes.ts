import { Hono } from 'hono'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { idParamSchema } from '#core/http/params.ts'
import { validate } from '#core/http/validate.server.ts'
import { orderInputSchema } from '#core/validation/content-rules.ts'
import { auditedWrite } from '#core/audit/audited-write.server.ts'
import {
  bookingInputSchema,
  labelInfoInputSchema,
  newsInputSchema,
  pressKitInputSchema,
  serviceInputSchema,
} from '../label-admin.schemas.ts'
import {
  createNews,
  createService,
  deleteNews,
  deleteService,
  listServicesForAdmin,
  reorderServices,
  replaceLabelDocument,
  updateNews,
  updateService,
} from './label-admin.repo.ts'
import { getLabelOverview } from './label.repo.ts'

/** JSON with object keys sorted: PostgreSQL's jsonb does not keep the order they were written in. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  )
}

/** Names of the top-level fields whose value changed. */
function changedFields<T extends object>(before: T, after: T): string[] {
  return (Object.keys(after) as (keyof T)[])
    .filter(key => stableJson(before[key]) !== stableJson(after[key]))
    .map(String)
}

/**
 * Label administration, mounted at /api/admin/label (Admin role checked in app.ts): label info
 * (including the assistant's persona name), press kit, booking block, services and news. Every write
 * is validated, audited in the same transaction and drops the public caches (the footer shows the
 * label info on every page).
 */
export const labelAdminRoutes = new Hono<AppEnv>()
  .get('/', async c => c.json(await getLabelOverview(c.var.db), 200))
  .put('/info', validate('json', labelInfoInputSchema), async c => {
    const info = c.req.valid('json')
    const before = await auditedWrite(
      c,
      db => replaceLabelDocument(db, 'info', info),
      previous => {
        const fields = changedFields(previous, info)
        const renamed = previous.assistantName !== info.assistantName
        return {
          action: 'label.info',
          targetType: 'label',
          targetId: 'info',
          summary: renamed
            ? `Nom de l’assistant : « ${previous.assistantName} » → « ${info.assistantName} »`
            : 'Informations du label modifiées',
          details: {
            fields,
            ...(renamed ? { assistantName: { before: previous.assistantName, after: info.assistantName } } : {}),
          },
        }
      },
    )
    return c.json({ info, changed: changedFields(before, info) }, 200)
  })
  .put('/press-kit', validate('json', pressKitInputSchema), async c => {
    const pressKit = c.req.valid('json')
    await auditedWrite(
      c,
      db => replaceLabelDocument(db, 'pressKit', pressKit),
      previous => ({
        action: 'label.press-kit',
        targetType: 'label',
        targetId: 'pressKit',
        summary: 'Dossier de presse modifié',
        details: { fields: changedFields(previous, pressKit), assets: pressKit.assets.length },
      }),
    )
    return c.json(pressKit, 200)
  })
  .put('/booking', validate('json', bookingInputSchema), async c => {
    const booking = c.req.valid('json')
    await auditedWrite(
      c,
      db => replaceLabelDocument(db, 'booking', booking),
      previous => ({
        action: 'label.booking',
        targetType: 'label',
        targetId: 'booking',
        summary: 'Bloc de réservation modifié',
        details: { fields: changedFields(previous, booking) },
      }),
    )
    return c.json(booking, 200)
  })
  .post('/services', validate('json', serviceInputSchema), async c => {
    const input = c.req.valid('json')
    const service = await auditedWrite(
      c,
      db => createService(db, input),
      created => ({
        action: 'service.create',
        targetType: 'service',
        targetId: created.id,
        summary: `Service « ${created.title} » ajouté`,
      }),
    )
    return c.json(service, 201)
  })
  .put('/services/order', validate('json', orderInputSchema), async c => {
    const { ids } = c.req.valid('json')
    await auditedWrite(
      c,
      db => reorderServices(db, ids),
      () => ({
        action: 'service.reorder',
        targetType: 'service',
        summary: 'Ordre des services modifié',
        details: { ids },
      }),
    )
    return c.json(await listServicesForAdmin(c.var.db), 200)
  })
  .put('/services/:id', validate('param', idParamSchema), validate('json', serviceInputSchema), async c => {
    const { id } = c.req.valid('param')
    const input = c.req.valid('json')
    const { after } = await auditedWrite(
      c,
      db => updateService(db, id, input),
      ({ before, after }) => ({
        action: 'service.update',
        targetType: 'service',
        targetId: id,
        summary: `Service « ${after.title} » modifié`,
        details: { fields: changedFields(before, after) },
      }),
    )
    return c.json(after, 200)
  })
  .delete('/services/:id', validate('param', idParamSchema), async c => {
    const { id } = c.req.valid('param')
    await auditedWrite(
      c,
      db => deleteService(db, id),
      deleted => ({
        action: 'service.delete',
        targetType: 'service',
        targetId: id,
        summary: `Service « ${deleted.title} » supprimé`,
      }),
    )
    return c.json({ id }, 200)
  })
  .post('/news', validate('json', newsInputSchema), async c => {
    const input = c.req.valid('json')
    const news = await auditedWrite(
      c,
      db => createNews(db, input),
      created => ({
        action: 'news.create',
        targetType: 'news',
        targetId: created.id,
        summary: `Actualité « ${created.title} » publiée`,
      }),
    )
    return c.json(news, 201)
  })
  .put('/news/:id', validate('param', idParamSchema), validate('json', newsInputSchema), async c => {
    const { id } = c.req.valid('param')
    const input = c.req.valid('json')
    const { after } = await auditedWrite(
      c,
      db => updateNews(db, id, input),
      ({ before, after }) => ({
        action: 'news.update',
        targetType: 'news',
        targetId: id,
        summary: `Actualité « ${after.title} » modifiée`,
        details: { fields: changedFields(before, after) },
      }),
    )
    return c.json(after, 200)
  })
  .delete('/news/:id', validate('param', idParamSchema), async c => {
    const { id } = c.req.valid('param')
    await auditedWrite(
      c,
      db => deleteNews(db, id),
      deleted => ({
        action: 'news.delete',
        targetType: 'news',
        targetId: id,
        summary: `Actualité « ${deleted.title} » supprimée`,
      }),
    )
    return c.json({ id }, 200)
  })

export type LabelAdminRoutes = typeof labelAdminRoutes
