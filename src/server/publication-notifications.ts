import type { Database } from '#core/db/client.server.ts'
import type { PublishedItem } from '#core/http/app-env.server.ts'
import { notify } from '#core/notifications/notify.server.ts'
import { listUserIdsWanting } from '#features/account/server/account.repo.ts'

/**
 * Tells the users who asked for it (profile preferences newBlog / newEvents) that a post or an event
 * was published. Publishing the same item again notifies nobody twice. Called by the admin's publish
 * actions through `c.var.notifyPublication`.
 */
export async function notifyPublication(db: Database, item: PublishedItem): Promise<number> {
  const preference = item.kind === 'post' ? 'newBlog' : 'newEvents'
  const recipients = await listUserIdsWanting(db, preference)
  return notify(db, recipients, {
    kind: preference,
    text: item.kind === 'post' ? `Nouvel article : ${item.title}` : `Nouvel événement : ${item.title}`,
    link: item.kind === 'post' ? `/blog/${item.id}` : '/contact#calendrier',
    dedupe: `${item.kind}:${item.id}`,
  })
}
