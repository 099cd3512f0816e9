import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '#core/db/client.server.ts'
import { notifications } from '#core/notifications/notifications.table.ts'
import { notify } from '#core/notifications/notify.server.ts'
import { DAILY_TIPS } from '../daily-tips.ts'

export type NotificationView = { id: string; text: string; link: string; date: string; read: boolean }

/** Spec §4: newest first, with how many are unread. */
export async function listNotifications(db: Database, userId: string, limit = 30) {
  const [rows, [unread]] = await Promise.all([
    db
      .select({
        id: notifications.id,
        text: notifications.text,
        link: notifications.link,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt))
      .limit(limit),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  ])
  return {
    notifications: rows.map(
      (row): NotificationView => ({
        id: row.id,
        text: row.text,
        link: row.link,
        date: row.createdAt.toISOString(),
        read: row.readAt !== null,
      }),
    ),
    unread: Number(unread?.count ?? 0),
  }
}

export async function markAllRead(db: Database, userId: string) {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
}

/** Spec §6: students ('Élève') get a daily tip, created on their first visit of the day. */
export async function ensureDailyTip(db: Database, userId: string, today = new Date()) {
  const day = today.toISOString().slice(0, 10)
  const dayNumber = Math.floor(today.getTime() / 86_400_000)
  const tip = DAILY_TIPS[dayNumber % DAILY_TIPS.length]!
  await notify(db, [userId], {
    kind: 'dailyTip',
    text: `Astuce du jour : ${tip.text}`,
    link: tip.link,
    dedupe: `tip:${day}`,
  })
}
