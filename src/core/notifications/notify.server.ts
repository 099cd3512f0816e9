import type { Database } from '#core/db/client.server.ts'
import { notifications, type NotificationKind } from './notifications.table.ts'

/**
 * Creates one notification per recipient; blog, events and academy all call this. `dedupe` names
 * the occasion (e.g. 'post:<id>'), so notifying twice for it changes nothing.
 */
export async function notify(
  db: Database,
  recipients: string[],
  notification: { kind: NotificationKind; text: string; link: string; dedupe: string },
): Promise<number> {
  if (recipients.length === 0) return 0
  const inserted = await db
    .insert(notifications)
    .values(
      recipients.map(userId => ({
        userId,
        kind: notification.kind,
        text: notification.text,
        link: notification.link,
        dedupeKey: `${notification.dedupe}:${userId}`,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: notifications.id })
  return inserted.length
}
