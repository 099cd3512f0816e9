import type { Context } from 'hono'
import { ROLES } from '#core/auth/roles.ts'
import { paths } from '#core/paths.ts'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { notify } from '#core/notifications/notify.server.ts'
import { decideReview, type ReviewDecision, type ReviewScope } from './assessment-reviews.repo.ts'
import { notifyLevelPassed } from './learning.notifications.server.ts'
import { enrolmentOf, getLevel } from './learning.repo.ts'
import { forgetCertificatePage } from './learning.routes.ts'

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The student's mail after the teacher's decision: the certificate's link, or why to play again. */
export function reviewMail(decision: ReviewDecision, publicUrl: string) {
  const level = `${decision.disciplineName} — ${decision.levelName}`
  const assessment = `${publicUrl}${paths.assessment(decision.disciplineId, decision.levelId)}`
  const lines =
    decision.decision === 'validate'
      ? [
          `Bonjour ${decision.studentName},`,
          '',
          `Un professeur de l’académie a écouté vos parties jouées de l’évaluation ${level} et les a validées : vous réussissez le niveau avec ${decision.score} %.`,
          ...(decision.comment ? ['', `Son mot : « ${decision.comment} »`] : []),
          '',
          `Votre certificat : ${publicUrl}${paths.certificate(decision.certificateCode ?? '')}`,
          '',
          'L’équipe de Gombiste Records',
        ]
      : [
          `Bonjour ${decision.studentName},`,
          '',
          `Un professeur de l’académie a écouté vos parties jouées de l’évaluation ${level} et ne les a pas validées :`,
          `« ${decision.comment} »`,
          '',
          `Vous pouvez repasser l’évaluation : ${assessment}`,
          '',
          'L’équipe de Gombiste Records',
        ]
  return {
    to: decision.studentEmail,
    subject: decision.decision === 'validate' ? `Évaluation validée : ${level}` : `Évaluation à repasser : ${level}`,
    text: lines.join('\n'),
    html: lines
      .map(line => (line ? `<p>${escapeHtml(line).replace(/(https?:\/\/\S+)/g, '<a href="$1">$1</a>')}</p>` : ''))
      .join('\n'),
  }
}

/**
 * The decision on a pending assessment, by a reviewer of `scope`: stored (issuing the certificate on a
 * validation), then told to the student by notification and mail. A lost message never undoes it.
 */
export async function settleReview(
  c: Context<AppEnv>,
  scope: ReviewScope,
  attemptId: string,
  body: { decision: 'validate' | 'refuse'; comment?: string | undefined },
) {
  const decision = await decideReview(c.var.db, {
    attemptId,
    reviewerId: c.var.user!.id,
    scope,
    decision: body.decision,
    comment: body.comment ?? null,
  })
  try {
    if (decision.certificateCode) {
      forgetCertificatePage(c.var.contentCache, decision.certificateCode)
      const level = await getLevel(c.var.db, decision.disciplineId, decision.levelId)
      const enrolment = await enrolmentOf(c.var.db, decision.studentId)
      await notifyLevelPassed(
        c.var.db,
        { id: decision.studentId, name: decision.studentName, role: ROLES.student },
        level,
        { code: decision.certificateCode, score: decision.score },
        enrolment.activeFormulaIds,
      )
    } else {
      await notify(c.var.db, [decision.studentId], {
        kind: 'learning',
        text: `Votre évaluation ${decision.disciplineName} — ${decision.levelName} n’a pas été validée par votre professeur : lisez son commentaire et repassez-la.`,
        link: paths.assessment(decision.disciplineId, decision.levelId),
        dedupe: `review:${decision.attemptId}`,
      })
    }
    await c.var.mailer.queue(reviewMail(decision, c.var.publicUrl))
  } catch (error) {
    c.var.logger.error({ err: error, attemptId }, 'assessment review message failed')
  }
  return {
    attemptId: decision.attemptId,
    decision: decision.decision,
    comment: decision.comment,
    certificateCode: decision.certificateCode,
  }
}
