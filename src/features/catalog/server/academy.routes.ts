import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { idParamSchema, slugSchema } from '#core/http/params.ts'
import { validate } from '#core/http/validate.server.ts'
import { getCourse, getFormula, listDisciplines, listFormulas } from './academy.repo.ts'

const courseParamSchema = z.object({ disciplineId: slugSchema, courseId: slugSchema })

export const academyRoutes = new Hono<AppEnv>()
  .get('/disciplines', async c => c.json(await listDisciplines(c.var.db), 200))
  .get('/courses/:disciplineId/:courseId', validate('param', courseParamSchema), async c => {
    const { disciplineId, courseId } = c.req.valid('param')
    return c.json(await getCourse(c.var.db, disciplineId, courseId), 200)
  })
  .get('/formulas', async c => c.json(await listFormulas(c.var.db), 200))
  .get('/formulas/:id', validate('param', idParamSchema), async c => {
    return c.json(await getFormula(c.var.db, c.req.valid('param').id), 200)
  })

export type AcademyRoutes = typeof academyRoutes
