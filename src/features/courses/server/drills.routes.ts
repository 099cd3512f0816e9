import { Hono } from 'hono'
import { requireUser } from '#core/auth/guards.server.ts'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { validate } from '#core/http/validate.server.ts'
import type { DrillAnswer } from '../drills/drill-grading.ts'
import { drillAnswerSchema, drillItemParamsSchema, nextItemSchema, sessionRequestSchema } from '../drills.schemas.ts'
import { levelParamsSchema } from '../learning.schemas.ts'
import { earTrainingUrl } from './ear-training.server.ts'
import {
  answerItem,
  itemAudio,
  levelPracticeProgress,
  myPracticeProgress,
  nextItem,
  startSession,
} from './drills.repo.ts'
import type { Learner } from './learning.repo.ts'

const learnerOf = (user: NonNullable<AppEnv['Variables']['user']>): Learner => ({
  id: user.id,
  name: user.name,
  role: user.role,
})

/**
 * Drills that never run out, for a level's students: items generated on the server from a seed it
 * issues, graded once against the item that seed gives, « Ma séance du jour », and the progress the
 * student sees. Mounted under /api/learning.
 */
export const drillRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    c.header('cache-control', 'no-store')
    await next()
  })
  .post(
    '/levels/:disciplineId/:courseId/drills/session',
    requireUser,
    validate('param', levelParamsSchema),
    validate('json', sessionRequestSchema),
    async c => {
      const { disciplineId, courseId } = c.req.valid('param')
      const session = await startSession(
        c.var.db,
        learnerOf(c.var.user!),
        disciplineId,
        courseId,
        c.req.valid('json').minutes,
      )
      return c.json(session, 201)
    },
  )
  .post(
    '/levels/:disciplineId/:courseId/drills',
    requireUser,
    validate('param', levelParamsSchema),
    validate('json', nextItemSchema),
    async c => {
      const { disciplineId, courseId } = c.req.valid('param')
      const next = await nextItem(c.var.db, learnerOf(c.var.user!), disciplineId, courseId, c.req.valid('json').kind)
      return c.json(next, 201)
    },
  )
  .get(
    '/levels/:disciplineId/:courseId/drills/progress',
    requireUser,
    validate('param', levelParamsSchema),
    async c => {
      const { disciplineId, courseId } = c.req.valid('param')
      return c.json(await levelPracticeProgress(c.var.db, learnerOf(c.var.user!), disciplineId, courseId), 200)
    },
  )
  .get('/drills/progress', requireUser, async c =>
    c.json(await myPracticeProgress(c.var.db, learnerOf(c.var.user!)), 200),
  )
  .post(
    '/drills/:id/result',
    requireUser,
    validate('param', drillItemParamsSchema),
    validate('json', drillAnswerSchema),
    async c => {
      const answer = c.req.valid('json') as DrillAnswer
      return c.json(await answerItem(c.var.db, learnerOf(c.var.user!), c.req.valid('param').id, answer), 200)
    },
  )
  // The clip of an ear-training item: rendered once with the composer's piano, under a name that does not give the answer.
  .get('/drills/:id/audio', requireUser, validate('param', drillItemParamsSchema), async c => {
    const audio = await itemAudio(c.var.db, learnerOf(c.var.user!), c.req.valid('param').id)
    return c.redirect(await earTrainingUrl(c.var.db, c.var.mediaStore, audio), 302)
  })

export type DrillRoutes = typeof drillRoutes
