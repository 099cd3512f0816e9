import { and, desc, eq, sql } from 'drizzle-orm'
import type { BlogPost } from '#features/blog/blog.content.ts'
import type { Database } from '#core/db/client.server.ts'
import { rowsOf } from '#core/db/rows.ts'
import { AppError } from '#core/http/app-error.ts'
import { blogPosts, comments, postLikes } from './blog.table.ts'

export type PostSummary = Omit<BlogPost, 'content'>
export type CommentView = { id: string; postId: string; authorName: string; content: string; createdAt: string }

const summaryColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  author: blogPosts.author,
  date: blogPosts.date,
  excerpt: blogPosts.excerpt,
  imageUrl: blogPosts.imageUrl,
  category: blogPosts.category,
  likes: blogPosts.likes,
}

/** Every public read goes through this: drafts exist only in the admin area. */
export const isPublished = eq(blogPosts.status, 'published')

/** Spec §7: newest first (published posts only). */
export async function listPosts(db: Database, category?: string): Promise<PostSummary[]> {
  return db
    .select(summaryColumns)
    .from(blogPosts)
    .where(category ? and(isPublished, eq(blogPosts.category, category)) : isPublished)
    .orderBy(desc(blogPosts.date), desc(blogPosts.id))
}

export async function getPost(db: Database, id: string): Promise<BlogPost> {
  const [post] = await db
    .select({ ...summaryColumns, content: blogPosts.content })
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), isPublished))
  if (!post) throw new AppError('NOT_FOUND', 'Article introuvable.')
  return post
}

/** Visible comments of a post, newest first (spec §7). */
export async function listComments(db: Database, postId: string): Promise<CommentView[]> {
  const rows = await db
    .select({
      id: comments.id,
      postId: comments.postId,
      authorName: comments.authorName,
      content: comments.content,
      createdAt: comments.createdAt,
    })
    .from(comments)
    .where(and(eq(comments.postId, postId), eq(comments.status, 'visible')))
    .orderBy(desc(comments.createdAt))
  return rows.map(row => ({ ...row, createdAt: row.createdAt.toISOString() }))
}

/**
 * Likes or unlikes a post for one person and returns the authoritative count. Each is one SQL
 * statement: the like row and the counter change together, so concurrent requests never lose or
 * double a like, and repeating an action changes nothing.
 */
export async function setLike(
  db: Database,
  postId: string,
  likerKey: string,
  action: 'like' | 'unlike',
): Promise<number> {
  const result =
    action === 'like'
      ? await db.execute(sql`
          with added as (
            insert into ${postLikes} (post_id, liker_key)
            select ${postId}, ${likerKey} where exists (select 1 from ${blogPosts} where id = ${postId} and status = 'published')
            on conflict do nothing returning 1
          )
          update ${blogPosts} set likes = likes + (select count(*) from added)::int
          where id = ${postId} and status = 'published' returning likes`)
      : await db.execute(sql`
          with removed as (
            delete from ${postLikes} where post_id = ${postId} and liker_key = ${likerKey} returning 1
          )
          update ${blogPosts} set likes = greatest(likes - (select count(*) from removed)::int, 0)
          where id = ${postId} and status = 'published' returning likes`)
  const [row] = rowsOf<{ likes: number }>(result)
  if (!row) throw new AppError('NOT_FOUND', 'Article introuvable.')
  return Number(row.likes)
}

/** Spec §7: every published post's id and like count. */
export async function listLikeCounts(db: Database): Promise<{ id: string; likes: number }[]> {
  return db
    .select({ id: blogPosts.id, likes: blogPosts.likes })
    .from(blogPosts)
    .where(isPublished)
    .orderBy(desc(blogPosts.date))
}

/** Which of the given posts this person has liked. */
export async function listLikedPostIds(db: Database, likerKey: string): Promise<string[]> {
  const rows = await db
    .select({ postId: postLikes.postId })
    .from(postLikes)
    .innerJoin(blogPosts, eq(blogPosts.id, postLikes.postId))
    .where(and(eq(postLikes.likerKey, likerKey), isPublished))
  return rows.map(row => row.postId)
}

/** Adds a visible comment to an existing post and returns it. */
export async function addComment(
  db: Database,
  postId: string,
  input: { authorName: string; content: string },
): Promise<CommentView> {
  await getPost(db, postId)
  const [row] = await db
    .insert(comments)
    .values({ postId, authorName: input.authorName, content: input.content })
    .returning({
      id: comments.id,
      postId: comments.postId,
      authorName: comments.authorName,
      content: comments.content,
      createdAt: comments.createdAt,
    })
  if (!row) throw new AppError('UPSTREAM_FAILED', "Impossible d'ajouter le commentaire.")
  return { ...row, createdAt: row.createdAt.toISOString() }
}
