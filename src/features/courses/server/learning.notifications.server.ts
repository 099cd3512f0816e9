import { eq, sql } from 'drizzle-orm'
import type { Database } from '#core/db/client.server.ts'
import { rowsOf } from '#core/db/rows.ts'
import { notify } from '#core/notifications/notify.server.ts'
import { formulas } from '#features/catalog/server/academy.table.ts'
import { profiles } from '#features/account/server/account.table.ts'
import { user } from '#core/auth/auth.table.ts'
import { FORMULA_ACCESS, formulaOpensLevel } from '../learning.access.ts'
import { getOverview, listLevels, type Learner, type LevelRow } from './learning.repo.ts'

/** Days without progress before the reminder. */
export const REMINDER_AFTER_DAYS = 7

// Links are the site's French URLs, as in src/core/paths.ts.
const coursePath = (disciplineId: string, levelId: string) => `/academie/${disciplineId}/${levelId}`
const lessonPath = (disciplineId: string, levelId: string, lesson: number) =>
  `${coursePath(disciplineId, levelId)}/lecon/${lesson}`

async function wantsRecommendations(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ wants: sql<boolean>`coalesce((${profiles.preferences} ->> 'recommendations')::boolean, true)` })
    .from(profiles)
    .where(eq(profiles.userId, userId))
  return row?.wants ?? true
}

/**
 * A paid formula opened levels: tells the
 * student where to start, once per formula, if they accept recommendations. Called after a payment
 * settles (src/features/commerce/server/payments.server.ts).
 */
export async function notifyLevelsOpened(db: Database, userId: string, formulaId: string): Promise<number> {
  if (!FORMULA_ACCESS[formulaId] || !(await wantsRecommendations(db, userId))) return 0
  const opened = (await listLevels(db)).filter(level => formulaOpensLevel(formulaId, level.levelId))
  const first = opened[0]
  if (!first) return 0
  const [formula] = await db.select({ name: formulas.name }).from(formulas).where(eq(formulas.id, formulaId))
  const count = opened.length
  return notify(db, [userId], {
    kind: 'recommendations',
    text: `${formula?.name ?? 'Votre formule'} vous ouvre ${count} niveau${count > 1 ? 'x' : ''} de cours en ligne. Commencez par ${first.disciplineName} — ${first.levelName}.`,
    link: coursePath(first.disciplineId, first.levelId),
    dedupe: `levels-opened:${formulaId}`,
  })
}

/**
 * A level passed: the certificate (always: it is the result the student asked for, like a payment
 * receipt), then, if they accept recommendations, the next level of the discipline — open to them,
 * or the formulas that open it.
 */
export async function notifyLevelPassed(
  db: Database,
  learner: Learner,
  level: LevelRow,
  certificate: { code: string; score: number },
  activeFormulaIds: string[],
) {
  await notify(db, [learner.id], {
    kind: 'learning',
    text: `Bravo ! Vous avez réussi ${level.disciplineName} — ${level.levelName} avec ${certificate.score} %. Votre certificat est prêt.`,
    link: `/certificat/${certificate.code}`,
    dedupe: `passed:${level.disciplineId}/${level.levelId}`,
  })
  if (!(await wantsRecommendations(db, learner.id))) return
  const sameDiscipline = (await listLevels(db)).filter(candidate => candidate.disciplineId === level.disciplineId)
  const next = sameDiscipline[sameDiscipline.findIndex(candidate => candidate.levelId === level.levelId) + 1]
  if (!next) return
  const isOpen = activeFormulaIds.some(formulaId => formulaOpensLevel(formulaId, next.levelId))
  await notify(db, [learner.id], {
    kind: 'recommendations',
    text: isOpen
      ? `Le niveau suivant vous est ouvert : ${next.disciplineName} — ${next.levelName}.`
      : `Envie de continuer ? ${next.disciplineName} — ${next.levelName} s’ouvre avec une formule de l’académie.`,
    // The course page says which formulas open a level the student cannot follow yet.
    link: coursePath(next.disciplineId, next.levelId),
    dedupe: `next-level:${next.disciplineId}/${next.levelId}`,
  })
}

/**
 * The reminder after 7 days without progress, for students who accept recommendations and
 * have a lesson left in an open level. Progress is a lesson done, an exercise tried or an attempt; a
 * student who paid and never started counts from the payment. One reminder per idle stretch (the
 * dedupe key is the date of the last progress), so running this hourly on several instances is safe.
 */
export async function sendProgressReminders(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - REMINDER_AFTER_DAYS * 86_400_000)
  const idle = rowsOf<{ user_id: string; last_at: string | Date }>(
    await db.execute(sql`
      select activity.user_id, max(activity.at) as last_at
      from (
        select user_id, completed_at as at from lesson_progress
        union all select user_id, tried_at from exercise_progress
        union all select user_id, created_at from quiz_attempts
        union all select user_id, paid_at from orders where status = 'paid' and user_id is not null and paid_at is not null
      ) as activity
      left join profiles on profiles.user_id = activity.user_id
      where coalesce((profiles.preferences ->> 'recommendations')::boolean, true)
      group by activity.user_id
      having max(activity.at) < ${cutoff.toISOString()}
    `),
  )
  let sent = 0
  for (const row of idle) {
    const [learner] = await db
      .select({ id: user.id, name: user.name, role: user.role })
      .from(user)
      .where(eq(user.id, row.user_id))
    if (!learner) continue
    const overview = await getOverview(
      db,
      { id: learner.id, name: learner.name, role: learner.role as Learner['role'] },
      now,
    )
    if (!overview.resume) continue
    const { resume } = overview
    sent += await notify(db, [learner.id], {
      kind: 'recommendations',
      text: `Cela fait une semaine que vous n’avez pas avancé. Reprenez ${resume.disciplineName} — ${resume.levelName} à la leçon ${resume.lesson} : « ${resume.title} ».`,
      link: lessonPath(resume.disciplineId, resume.levelId, resume.lesson),
      dedupe: `learning-reminder:${new Date(row.last_at).toISOString()}`,
    })
  }
  return sent
}
