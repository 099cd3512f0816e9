import { and, count, desc, eq, gte, isNull, sql, type SQL } from 'drizzle-orm'
import type { Database } from '#core/db/client.server.ts'
import type { TimeWindow } from '#core/db/time-buckets.ts'
import { AppError } from '#core/http/app-error.ts'
import { blogPosts, comments, postLikes } from './blog.table.ts'

export const COMMENTS_PAGE_SIZE = 20

/** The queue's filters: 'pending' are visible comments no admin has looked at yet. */
export const COMMENT_FILTERS = ['all', 'pending', 'visible', 'hidden'] as const
export type CommentFilter = (typeof COMMENT_FILTERS)[number]
export type CommentStatus = 'visible' | 'hidden'

const NOT_FOUND = 'Commentaire introuvable.'

function filterCondition(filter: CommentFilter): SQL | undefined {
  if (filter === 'pending') return and(eq(comments.status, 'visible'), isNull(comments.moderatedAt))
  if (filter === 'visible') return eq(comments.status, 'visible')
  if (filter === 'hidden') return eq(comments.status, 'hidden')
  return undefined
}

/** The moderation queue, newest first, with how many comments each filter holds. */
export async function listCommentsForModeration(db: Database, query: { status: CommentFilter; page: number }) {
  const where = filterCondition(query.status)
  const [rows, [total], [counts]] = await Promise.all([
    db
      .select({
        id: comments.id,
        postId: comments.postId,
        postTitle: blogPosts.title,
        authorName: comments.authorName,
        content: comments.content,
        status: comments.status,
        moderatedAt: comments.moderatedAt,
        createdAt: comments.createdAt,
      })
      .from(comments)
      .innerJoin(blogPosts, eq(blogPosts.id, comments.postId))
      .where(where)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(COMMENTS_PAGE_SIZE)
      .offset((query.page - 1) * COMMENTS_PAGE_SIZE),
    db.select({ total: count() }).from(comments).where(where),
    db
      .select({
        all: sql<number>`count(*)::int`,
        pending: sql<number>`(count(*) filter (where ${comments.status} = 'visible' and ${comments.moderatedAt} is null))::int`,
        visible: sql<number>`(count(*) filter (where ${comments.status} = 'visible'))::int`,
        hidden: sql<number>`(count(*) filter (where ${comments.status} = 'hidden'))::int`,
      })
      .from(comments),
  ])
  return {
    comments: rows.map(row => ({
      ...row,
      moderatedAt: row.moderatedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    total: Number(total?.total ?? 0),
    page: query.page,
    pageSize: COMMENTS_PAGE_SIZE,
    counts: {
      all: Number(counts?.all ?? 0),
      pending: Number(counts?.pending ?? 0),
      visible: Number(counts?.visible ?? 0),
      hidden: Number(counts?.hidden ?? 0),
    },
  }
}

export type ModeratedComment = {
  id: string
  postId: string
  postTitle: string
  authorName: string
  status: CommentStatus
}

async function findComment(db: Database, id: string): Promise<ModeratedComment> {
  const [row] = await db
    .select({
      id: comments.id,
      postId: comments.postId,
      postTitle: blogPosts.title,
      authorName: comments.authorName,
      status: comments.status,
    })
    .from(comments)
    .innerJoin(blogPosts, eq(blogPosts.id, comments.postId))
    .where(eq(comments.id, id))
    .for('update', { of: comments })
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND)
  return row
}

/** Shows or hides a comment (and marks it as looked at); `record` audits inside the same transaction. */
export async function setCommentStatus(
  db: Database,
  id: string,
  status: CommentStatus,
  record: (tx: Database, comment: ModeratedComment & { previous: CommentStatus }) => Promise<void>,
): Promise<ModeratedComment & { moderatedAt: string }> {
  return db.transaction(async transaction => {
    const tx = transaction as unknown as Database
    const before = await findComment(tx, id)
    const [row] = await tx
      .update(comments)
      .set({ status, moderatedAt: sql`now()` })
      .where(eq(comments.id, id))
      .returning({ moderatedAt: comments.moderatedAt })
    await record(tx, { ...before, status, previous: before.status })
    return { ...before, status, moderatedAt: (row?.moderatedAt ?? new Date()).toISOString() }
  })
}

export async function deleteComment(
  db: Database,
  id: string,
  record: (tx: Database, comment: ModeratedComment) => Promise<void>,
) {
  return db.transaction(async transaction => {
    const tx = transaction as unknown as Database
    const comment = await findComment(tx, id)
    await tx.delete(comments).where(eq(comments.id, id))
    await record(tx, comment)
    return comment
  })
}

export async function countPendingComments(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(comments).where(filterCondition('pending'))
  return Number(row?.total ?? 0)
}

/** Posts with the most likes given during the window (then the most likes overall). */
export async function topLikedPosts(db: Database, window: TimeWindow, limit = 5) {
  const inPeriod = db
    .select({ postId: postLikes.postId, likes: sql<number>`count(*)::int`.as('period_likes') })
    .from(postLikes)
    .where(gte(postLikes.createdAt, window.since))
    .groupBy(postLikes.postId)
    .as('in_period')
  const rows = await db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      periodCount: sql<number>`coalesce(${inPeriod.likes}, 0)::int`,
      totalCount: blogPosts.likes,
    })
    .from(blogPosts)
    .leftJoin(inPeriod, eq(inPeriod.postId, blogPosts.id))
    .where(sql`coalesce(${inPeriod.likes}, 0) > 0 or ${blogPosts.likes} > 0`)
    .orderBy(sql`coalesce(${inPeriod.likes}, 0) desc`, desc(blogPosts.likes), desc(blogPosts.date))
    .limit(limit)
  return rows.map(row => ({ ...row, periodCount: Number(row.periodCount), totalCount: Number(row.totalCount) }))
}

/** Posts with the most visible comments written during the window (then overall). */
export async function topCommentedPosts(db: Database, window: TimeWindow, limit = 5) {
  const periodCount = sql<number>`(count(${comments.id}) filter (where ${comments.createdAt} >= ${window.since.toISOString()}::timestamptz))::int`
  const totalCount = sql<number>`count(${comments.id})::int`
  const rows = await db
    .select({ id: blogPosts.id, title: blogPosts.title, periodCount, totalCount })
    .from(blogPosts)
    .innerJoin(comments, and(eq(comments.postId, blogPosts.id), eq(comments.status, 'visible')))
    .groupBy(blogPosts.id, blogPosts.title)
    .orderBy(desc(periodCount), desc(totalCount), blogPosts.id)
    .limit(limit)
  return rows.map(row => ({ ...row, periodCount: Number(row.periodCount), totalCount: Number(row.totalCount) }))
}
