import { inArray, sql } from 'drizzle-orm'
import type { Database } from '#core/db/client.server.ts'
import type { Logger } from '#core/log/logger.server.ts'
import type { Mailer } from '#core/mail/mailer.server.ts'
import { profiles } from '#features/account/server/account.table.ts'
import { mailReminder } from '#features/tutoring/server/teaching.mail.server.ts'
import { claimDueReminders } from '#features/tutoring/server/teaching.repo.ts'

/**
 * Lesson reminders, 24 h and 2 h before, for students who keep the 'lessonReminders'
 * preference (the account feature's). Each reminder is claimed in the database before it is mailed,
 * so several instances never send one twice; a student who turned reminders off is skipped.
 */
export async function sendLessonReminders(
  services: { db: Database; mailer: Mailer; logger: Logger; publicUrl: string },
  now = new Date(),
): Promise<number> {
  const due = await claimDueReminders(services.db, now)
  if (due.length === 0) return 0
  const refusing = await services.db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(
      sql`${inArray(profiles.userId, [...new Set(due.map(item => item.studentId))])} and coalesce((${profiles.preferences} ->> 'lessonReminders')::boolean, true) = false`,
    )
  const off = new Set(refusing.map(row => row.userId))
  let sent = 0
  for (const item of due) {
    if (off.has(item.studentId)) continue
    await mailReminder(services, item)
    sent++
  }
  return sent
}
