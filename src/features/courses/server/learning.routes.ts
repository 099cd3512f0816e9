import { Hono } from 'hono'
import { requireUser } from '#core/auth/guards.server.ts'
import type { Database } from '#core/db/client.server.ts'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { AppError } from '#core/http/app-error.ts'
import { validate } from '#core/http/validate.server.ts'
import { encodeQr, qrSvgPath } from '#core/qr/qr.ts'
import type { ResponseCache } from '#core/http/response-cache.server.ts'
import {
  certificateParamsSchema,
  exerciseParamsSchema,
  exerciseTrySchema,
  lessonDoneSchema,
  lessonParamsSchema,
  levelParamsSchema,
  practiceParamsSchema,
  practiceTrySchema,
  quizSubmissionSchema,
  recordingParamsSchema,
  recordingUploadSchema,
} from '../learning.schemas.ts'
import { combineAssessment, gradePerformance, quizWeightOf } from '../assessment-grade.ts'
import { implausibility } from '../assessment-plausibility.ts'
import { assessmentStartToken, requireRealTime } from './assessment-start.server.ts'
import { LEARNING_MESSAGES, implausibleMessage } from '../learning.access.ts'
import { gradeQuiz, pointsOf } from '../quiz-grade.ts'
import { ROLES } from '#core/auth/roles.ts'
import { certificatePdf, certificateUrl } from './certificate-pdf.server.ts'
import { earTrainingUrl } from './ear-training.server.ts'
import { lessonSheetPdf } from './lesson-sheet.server.ts'
import { notifyLevelPassed } from './learning.notifications.server.ts'
import {
  advanceReview,
  findCertificate,
  getLesson,
  getOverview,
  getQuizStatus,
  getWorkspace,
  lessonsToDo,
  listCertificatesOf,
  recordAttempt,
  recordPractice,
  recordTry,
  requireLessonsDone,
  requireLevelAccess,
  revealSolution,
  setLessonDone,
  type Learner,
} from './learning.repo.ts'
import { listQuizQuestions } from './quiz.repo.ts'
import { sendRecording, storeRecording } from './recordings.server.ts'

/** The public verification page is server-rendered and cached like every public page: drop it when it changes. */
export function forgetCertificatePage(cache: ResponseCache, code: string) {
  cache.invalidatePaths(path => path.toUpperCase().startsWith(`/CERTIFICAT/${code}`))
}

const learnerOf = (user: NonNullable<AppEnv['Variables']['user']>): Learner => ({
  id: user.id,
  name: user.name,
  role: user.role,
})

async function questionsOf(db: Database, disciplineId: string, levelId: string) {
  const questions = await listQuizQuestions(db, { disciplineId, levelId })
  if (questions.length === 0) throw new AppError('NOT_FOUND', 'Ce niveau n’a pas encore d’évaluation en ligne.')
  return questions
}

/**
 * The learning space: enrolled students' lessons, exercises, assessment and certificates.
 * Every handler checks access on the server; the assessment's answers never leave it before grading.
 */
export const learningRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    c.header('cache-control', 'no-store')
    await next()
  })
  .get('/overview', requireUser, async c => c.json(await getOverview(c.var.db, learnerOf(c.var.user!)), 200))
  .get('/levels/:disciplineId/:courseId', requireUser, validate('param', levelParamsSchema), async c => {
    const { disciplineId, courseId } = c.req.valid('param')
    return c.json(await getWorkspace(c.var.db, learnerOf(c.var.user!), disciplineId, courseId), 200)
  })
  // A lesson with its blocks: for its students, and for everyone when it is the level's free lesson.
  .get('/levels/:disciplineId/:courseId/lessons/:lesson', validate('param', lessonParamsSchema), async c => {
    const { disciplineId, courseId, lesson } = c.req.valid('param')
    const user = c.var.user
    return c.json(await getLesson(c.var.db, user ? learnerOf(user) : null, disciplineId, courseId, lesson), 200)
  })
  // The lesson sheet (PDF): same access as the lesson; the free lesson's may be kept by any cache.
  .get('/levels/:disciplineId/:courseId/lessons/:lesson/sheet.pdf', validate('param', lessonParamsSchema), async c => {
    const { disciplineId, courseId, lesson } = c.req.valid('param')
    const user = c.var.user
    const view = await getLesson(c.var.db, user ? learnerOf(user) : null, disciplineId, courseId, lesson)
    c.header('cache-control', view.free ? 'public, max-age=600' : 'private, max-age=600')
    return c.body(new Uint8Array(await lessonSheetPdf(view, c.var.publicUrl)), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="fiche-${disciplineId}-${courseId}-lecon-${lesson}.pdf"`,
    })
  })
  .post(
    '/levels/:disciplineId/:courseId/lessons/:lesson/practice/:exercise',
    requireUser,
    validate('param', practiceParamsSchema),
    validate('json', practiceTrySchema),
    async c => {
      const { disciplineId, courseId, lesson, exercise } = c.req.valid('param')
      const result = await recordPractice(
        c.var.db,
        learnerOf(c.var.user!),
        disciplineId,
        courseId,
        lesson,
        exercise,
        c.req.valid('json'),
      )
      return c.json(result, 200)
    },
  )
  .put(
    '/levels/:disciplineId/:courseId/lessons/:lesson',
    requireUser,
    validate('param', lessonParamsSchema),
    validate('json', lessonDoneSchema),
    async c => {
      const { disciplineId, courseId, lesson } = c.req.valid('param')
      const progress = await setLessonDone(
        c.var.db,
        learnerOf(c.var.user!),
        disciplineId,
        courseId,
        lesson,
        c.req.valid('json').done,
      )
      return c.json({ lesson, done: c.req.valid('json').done, progress }, 200)
    },
  )
  .post(
    '/levels/:disciplineId/:courseId/exercises/:exercise/try',
    requireUser,
    validate('param', exerciseParamsSchema),
    validate('json', exerciseTrySchema),
    async c => {
      const { disciplineId, courseId, exercise } = c.req.valid('param')
      return c.json(
        await recordTry(c.var.db, learnerOf(c.var.user!), disciplineId, courseId, exercise, c.req.valid('json').answer),
        200,
      )
    },
  )
  .post(
    '/levels/:disciplineId/:courseId/exercises/:exercise/reveal',
    requireUser,
    validate('param', exerciseParamsSchema),
    async c => {
      const { disciplineId, courseId, exercise } = c.req.valid('param')
      return c.json(await revealSolution(c.var.db, learnerOf(c.var.user!), disciplineId, courseId, exercise), 200)
    },
  )
  .get('/levels/:disciplineId/:courseId/quiz', requireUser, validate('param', levelParamsSchema), async c => {
    const { disciplineId, courseId } = c.req.valid('param')
    const learner = learnerOf(c.var.user!)
    const { level } = await requireLevelAccess(c.var.db, learner, disciplineId, courseId)
    const questions = await questionsOf(c.var.db, disciplineId, courseId)
    const certificates = await listCertificatesOf(c.var.db, learner.id)
    const certificate =
      certificates.find(item => item.disciplineId === disciplineId && item.levelId === courseId) ?? null
    const passed = certificate?.status === 'valid'
    const missing = await lessonsToDo(c.var.db, learner.id, level)
    // Only what a student needs to answer: never the right choices nor the explanations.
    const publicQuestions = await Promise.all(
      questions.map(async question => ({
        id: question.id,
        prompt: question.prompt,
        choices: question.choices,
        multiple: question.correct.length > 1,
        points: pointsOf(question),
        audioUrl: question.audio ? await earTrainingUrl(c.var.db, c.var.mediaStore, question.audio) : null,
      })),
    )
    return c.json(
      {
        disciplineId,
        disciplineName: level.disciplineName,
        levelId: courseId,
        levelName: level.levelName,
        passingScore: level.content.assessment.passingScore,
        passingCriteria: level.content.assessment.passingCriteria,
        totalPoints: publicQuestions.reduce((sum, question) => sum + question.points, 0),
        questions: publicQuestions,
        // The parts to play or sing (their scores are public: the student plays them), and the quiz's share.
        performance: level.content.performance ?? [],
        quizWeight: quizWeightOf(level.content.performance),
        certificateCode: passed ? certificate.code : null,
        // Sent back with the answers: performed parts cannot arrive sooner than they take to play.
        startToken: await assessmentStartToken(c.var.db, learner.id, { disciplineId, levelId: courseId }),
        // The assessment opens once every lesson is done: those left, for the page to list.
        lessons: {
          total: level.content.syllabus.length,
          missing: level.content.syllabus
            .filter(lesson => missing.includes(lesson.lesson))
            .map(lesson => ({ lesson: lesson.lesson, title: lesson.title })),
        },
        ...(await getQuizStatus(c.var.db, learner.id, disciplineId, courseId, passed)),
      },
      200,
    )
  })
  .post(
    '/levels/:disciplineId/:courseId/quiz/attempts',
    requireUser,
    validate('param', levelParamsSchema),
    validate('json', quizSubmissionSchema),
    async c => {
      const { disciplineId, courseId } = c.req.valid('param')
      const learner = learnerOf(c.var.user!)
      const { level, enrolment } = await requireLevelAccess(c.var.db, learner, disciplineId, courseId)
      await requireLessonsDone(c.var.db, learner.id, level)
      const questions = await questionsOf(c.var.db, disciplineId, courseId)
      const { answers, performance: tries, keepRecording, startToken } = c.req.valid('json')
      const passingScore = level.content.assessment.passingScore
      // What no person plays or sings is refused before grading; a teacher hears the rest.
      for (const part of level.content.performance ?? []) {
        const attempt = Object.hasOwn(tries, part.id) ? tries[part.id] : undefined
        const reason = attempt ? implausibility(part, attempt) : null
        if (reason) {
          c.var.logger.warn(
            { userId: learner.id, level: `${disciplineId}/${courseId}`, part: part.id, reason },
            'implausible performance refused',
          )
          throw new AppError('INVALID_INPUT', implausibleMessage(part.title, reason), {
            [`performance.${part.id}`]: reason,
          })
        }
      }
      const quiz = gradeQuiz(questions, answers, passingScore)
      // The performed parts, scored like the lessons' practice, and the quiz, each for its announced share.
      const parts = gradePerformance(level.content.performance, tries)
      const combined = combineAssessment(
        parts,
        quiz.totalPoints === 0 ? 0 : (quiz.points * 100) / quiz.totalPoints,
        passingScore,
      )
      const grade = { ...quiz, score: combined.score, passed: combined.passed }
      // Parts reported sooner after the opening than they last at their tempo were not played.
      await requireRealTime(c.var.db, {
        userId: learner.id,
        level: { disciplineId, levelId: courseId },
        token: startToken,
        performed: (level.content.performance ?? []).filter(part =>
          parts.some(graded => graded.id === part.id && graded.performed),
        ),
      })
      // The recordings are what the teacher validates: no performed part is graded without them.
      if (parts.some(part => part.performed) && !keepRecording)
        throw new AppError('INVALID_INPUT', LEARNING_MESSAGES.recordingRequired, {
          keepRecording: LEARNING_MESSAGES.recordingRequired,
        })
      const now = new Date()
      const record = await recordAttempt(
        c.var.db,
        learner,
        level,
        {
          answers,
          points: quiz.points,
          totalPoints: quiz.totalPoints,
          score: combined.score,
          passed: combined.passed,
          performance:
            parts.length === 0
              ? null
              : { parts, quiz: combined.quiz, keepRecording: keepRecording && parts.some(part => part.performed) },
        },
        now,
      )
      if (record.isNewCertificate && record.certificateCode) {
        forgetCertificatePage(c.var.contentCache, record.certificateCode)
        try {
          await notifyLevelPassed(
            c.var.db,
            learner,
            level,
            { code: record.certificateCode, score: grade.score },
            enrolment.activeFormulaIds,
          )
        } catch (error) {
          // The attempt and the certificate are stored; a lost notification must not fail the answer.
          c.var.logger.error({ err: error, userId: learner.id }, 'level passed notification failed')
        }
      }
      return c.json(
        {
          attemptId: record.attemptId,
          score: grade.score,
          points: grade.points,
          totalPoints: grade.totalPoints,
          passingScore,
          // The mark reached the pass; with performed parts, `review` (below) says the certificate waits.
          passed: grade.passed,
          // The breakdown: each part's score and share, the quiz's score and share.
          breakdown: { parts: combined.parts, quiz: combined.quiz },
          // The correction (right choices, explanations) once certified; before, only which answers were
          // right (a pass a teacher may still refuse would otherwise hand the next attempt its answers).
          results: grade.results.map(result => {
            const question = questions.find(item => item.id === result.id)!
            return {
              id: result.id,
              isCorrect: result.isCorrect,
              correct: record.certificateCode ? question.correct : null,
              explanation: record.certificateCode ? question.explanation : null,
            }
          }),
          certificateCode: record.certificateCode,
          ...(await getQuizStatus(c.var.db, learner.id, disciplineId, courseId, record.certificateCode !== null, now)),
        },
        201,
      )
    },
  )
  // A recording of a performed part, kept with the student's consent for their teacher.
  .post('/recordings', requireUser, async c => {
    const form = await c.req.formData().catch(() => {
      throw new AppError('INVALID_INPUT', 'Envoyez le formulaire de l’enregistrement (multipart).')
    })
    const fields = recordingUploadSchema.safeParse({ attemptId: form.get('attemptId'), part: form.get('part') })
    if (!fields.success) {
      const message = fields.error.issues[0]?.message ?? 'Enregistrement invalide.'
      throw new AppError('INVALID_INPUT', message)
    }
    const file = form.get('file')
    const id = await storeRecording(c, { ...fields.data, file: file instanceof File ? file : null })
    // The last recording of a passing attempt puts it in the teachers' queue.
    return c.json({ id, review: await advanceReview(c.var.db, fields.data.attemptId) }, 201)
  })
  // The student hears their own recordings; the admins every one (teachers: /api/teacher/recordings).
  .get('/recordings/:id', requireUser, validate('param', recordingParamsSchema), async c =>
    sendRecording(
      c,
      c.req.valid('param').id,
      studentId => studentId === c.var.user!.id || c.var.user!.role === ROLES.admin,
    ),
  )
  .get('/certificates', requireUser, async c => c.json(await listCertificatesOf(c.var.db, c.var.user!.id), 200))
  .get('/certificates/:code', validate('param', certificateParamsSchema), async c => {
    const certificate = await findCertificate(c.var.db, c.req.valid('param').code)
    const url = certificateUrl(c.var.publicUrl, certificate.code)
    return c.json({ ...certificate, url, qr: qrSvgPath(encodeQr(url)) }, 200)
  })
  .get('/certificates/:code/pdf', validate('param', certificateParamsSchema), async c => {
    const certificate = await findCertificate(c.var.db, c.req.valid('param').code)
    return c.body(new Uint8Array(await certificatePdf(certificate, c.var.publicUrl)), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="certificat-${certificate.code}.pdf"`,
    })
  })

export type LearningRoutes = typeof learningRoutes
