import { Hono } from 'hono'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { idParamSchema } from '#core/http/params.ts'
import { validate } from '#core/http/validate.server.ts'
import { orderInputSchema } from '#core/validation/content-rules.ts'
import { auditedWrite } from '#core/audit/audited-write.server.ts'
import { publicationInputSchema, testimonialInputSchema } from '../testimonials-admin.schemas.ts'
import {
  createTestimonial,
  deleteTestimonial,
  listTestimonialsForAdmin,
  reorderTestimonials,
  updateTestimonial,
} from './testimonials-admin.repo.ts'

/**
 * Testimonials administration, mounted at /api/admin/testimonials (Admin role checked in app.ts):
 * create, edit, publish or hide, reorder, delete. Every write is audited in the same transaction and
 * drops the public caches (/temoignages and the home page show them).
 */
export const testimonialsAdminRoutes = new Hono<AppEnv>()
  .get('/', async c => c.json(await listTestimonialsForAdmin(c.var.db), 200))
  .post('/', validate('json', testimonialInputSchema), async c => {
    const input = c.req.valid('json')
    const testimonial = await auditedWrite(
      c,
      db => createTestimonial(db, input),
      created => ({
        action: 'testimonial.create',
        targetType: 'testimonial',
        targetId: created.id,
        summary: `Témoignage de ${created.author} ajouté${created.published ? ' et publié' : ' (masqué)'}`,
      }),
    )
    return c.json(testimonial, 201)
  })
  .put('/order', validate('json', orderInputSchema), async c => {
    const { ids } = c.req.valid('json')
    await auditedWrite(
      c,
      db => reorderTestimonials(db, ids),
      () => ({
        action: 'testimonial.reorder',
        targetType: 'testimonial',
        summary: 'Ordre des témoignages modifié',
        details: { ids },
      }),
    )
    return c.json(await listTestimonialsForAdmin(c.var.db), 200)
  })
  .put('/:id', validate('param', idParamSchema), validate('json', testimonialInputSchema), async c => {
    const { id } = c.req.valid('param')
    const input = c.req.valid('json')
    const { after } = await auditedWrite(
      c,
      db => updateTestimonial(db, id, input),
      ({ after }) => ({
        action: 'testimonial.update',
        targetType: 'testimonial',
        targetId: id,
        summary: `Témoignage de ${after.author} modifié`,
      }),
    )
    return c.json(after, 200)
  })
  .put('/:id/publication', validate('param', idParamSchema), validate('json', publicationInputSchema), async c => {
    const { id } = c.req.valid('param')
    const { published } = c.req.valid('json')
    const { after } = await auditedWrite(
      c,
      db => updateTestimonial(db, id, { published }),
      ({ after }) => ({
        action: published ? 'testimonial.publish' : 'testimonial.hide',
        targetType: 'testimonial',
        targetId: id,
        summary: `Témoignage de ${after.author} ${published ? 'publié' : 'masqué'}`,
      }),
    )
    return c.json(after, 200)
  })
  .delete('/:id', validate('param', idParamSchema), async c => {
    const { id } = c.req.valid('param')
    await auditedWrite(
      c,
      db => deleteTestimonial(db, id),
      deleted => ({
        action: 'testimonial.delete',
        targetType: 'testimonial',
        targetId: id,
        summary: `Témoignage de ${deleted.author} supprimé`,
      }),
    )
    return c.json({ id }, 200)
  })

export type TestimonialsAdminRoutes = typeof testimonialsAdminRoutes
