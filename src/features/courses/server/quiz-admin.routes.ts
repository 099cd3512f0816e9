import { Hono } from 'hono'
import { auditedWrite } from '#core/audit/audited-write.server.ts'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { validate } from '#core/http/validate.server.ts'
import {
  quizLevelParamsSchema,
  quizOrderSchema,
  quizQuestionInputSchema,
  quizQuestionParamsSchema,
} from '../quiz.schemas.ts'
import {
  createQuizQuestion,
  deleteQuizQuestion,
  quizOfLevelForAdmin,
  reorderQuizQuestions,
  updateQuizQuestion,
} from './quiz.repo.ts'

const levelLabel = ({ disciplineId, levelId }: { disciplineId: string; levelId: string }) =>
  `${disciplineId}/${levelId}`

/**
 * A level's assessment questions, mounted at /api/admin/quiz (Admin role checked in app.ts): the list
 * with the answers, create, edit, reorder, delete. Every write is audited in the same transaction.
 */
export const quizAdminRoutes = new Hono<AppEnv>()
  .get('/:disciplineId/:levelId', validate('param', quizLevelParamsSchema), async c =>
    c.json(await quizOfLevelForAdmin(c.var.db, c.req.valid('param')), 200),
  )
  .post(
    '/:disciplineId/:levelId',
    validate('param', quizLevelParamsSchema),
    validate('json', quizQuestionInputSchema),
    async c => {
      const level = c.req.valid('param')
      const question = await auditedWrite(
        c,
        db => createQuizQuestion(db, level, c.req.valid('json')),
        created => ({
          action: 'quiz.create',
          targetType: 'quiz-question',
          targetId: created.id,
          summary: `Question ${created.id} ajoutée à l’évaluation ${levelLabel(level)}`,
        }),
      )
      return c.json(question, 201)
    },
  )
  .put(
    '/:disciplineId/:levelId/order',
    validate('param', quizLevelParamsSchema),
    validate('json', quizOrderSchema),
    async c => {
      const level = c.req.valid('param')
      const { ids } = c.req.valid('json')
      await auditedWrite(
        c,
        db => reorderQuizQuestions(db, level, ids),
        () => ({
          action: 'quiz.reorder',
          targetType: 'quiz-question',
          summary: `Ordre des questions de l’évaluation ${levelLabel(level)} modifié`,
          details: { ids },
        }),
      )
      return c.json(await quizOfLevelForAdmin(c.var.db, level), 200)
    },
  )
  .put(
    '/:disciplineId/:levelId/:id',
    validate('param', quizQuestionParamsSchema),
    validate('json', quizQuestionInputSchema),
    async c => {
      const { id, ...level } = c.req.valid('param')
      const { after } = await auditedWrite(
        c,
        db => updateQuizQuestion(db, level, id, c.req.valid('json')),
        () => ({
          action: 'quiz.update',
          targetType: 'quiz-question',
          targetId: id,
          summary: `Question ${id} de l’évaluation ${levelLabel(level)} modifiée`,
        }),
      )
      return c.json(after, 200)
    },
  )
  .delete('/:disciplineId/:levelId/:id', validate('param', quizQuestionParamsSchema), async c => {
    const { id, ...level } = c.req.valid('param')
    await auditedWrite(
      c,
      db => deleteQuizQuestion(db, level, id),
      () => ({
        action: 'quiz.delete',
        targetType: 'quiz-question',
        targetId: id,
        summary: `Question ${id} supprimée de l’évaluation ${levelLabel(level)}`,
      }),
    )
    return c.json({ id }, 200)
  })

export type QuizAdminRoutes = typeof quizAdminRoutes
