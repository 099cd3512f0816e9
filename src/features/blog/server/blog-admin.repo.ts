import { count, desc, eq } from 'drizzle-orm'
import type { Database } from '#core/db/client.server.ts'
import { freeSlug, insertNewSlug } from '#core/db/slugs.ts'
import { AppError } from '#core/http/app-error.ts'
import type { PostInput } from '../blog.schemas.ts'
import { blogPosts, comments, type PostStatus } from './blog.table.ts'

/** What the admin area lists and edits: drafts included. */
export type AdminPostSummary = {
  id: string
  title: string
  author: string
  date: string
  category: string
  imageUrl: string
  status: PostStatus
  publishedAt: string | null
  updatedAt: string
  likes: number
  comments: number
}

export type AdminPost = AdminPostSummary & { excerpt: string; content: string }

const NOT_FOUND = 'Article introuvable.'

/** Today in Douala (UTC+1 all year), 'YYYY-MM-DD'. */
export function todayInDouala(now = new Date()): string {
  return new Date(now.getTime() + 60 * 60 * 1000).toISOString().slice(0, 10)
}

const columns = {
  id: blogPosts.id,
  title: blogPosts.title,
  author: blogPosts.author,
  date: blogPosts.date,
  category: blogPosts.category,
  imageUrl: blogPosts.imageUrl,
  status: blogPosts.status,
  publishedAt: blogPosts.publishedAt,
  updatedAt: blogPosts.updatedAt,
  likes: blogPosts.likes,
}

type Row = { publishedAt: Date | null; updatedAt: Date }
const dates = <T extends Row>(row: T) => ({
  ...row,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
})

/** Every post, drafts first (they are the work in progress), then newest first. */
export async function listAdminPosts(db: Database): Promise<AdminPostSummary[]> {
  const rows = await db
    .select({ ...columns, comments: count(comments.id) })
    .from(blogPosts)
    .leftJoin(comments, eq(comments.postId, blogPosts.id))
    .groupBy(blogPosts.id)
    .orderBy(desc(eq(blogPosts.status, 'draft')), desc(blogPosts.date), desc(blogPosts.updatedAt))
  return rows.map(dates)
}

export async function getAdminPost(db: Database, id: string): Promise<AdminPost> {
  const [row] = await db
    .select({ ...columns, excerpt: blogPosts.excerpt, content: blogPosts.content, comments: count(comments.id) })
    .from(blogPosts)
    .leftJoin(comments, eq(comments.postId, blogPosts.id))
    .where(eq(blogPosts.id, id))
    .groupBy(blogPosts.id)
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND)
  return dates(row)
}

/** The outcome of a write: the post, and whether it has just been published for the first time. */
export type PostWrite = { post: AdminPost; previousStatus: PostStatus | null; firstPublication: boolean }

export async function createPost(db: Database, input: PostInput): Promise<PostWrite> {
  const id = await freeSlug(db, blogPosts, blogPosts.id, input.title, 'article')
  const published = input.status === 'published'
  await insertNewSlug(
    db.insert(blogPosts).values({
      id,
      title: input.title,
      author: input.author,
      date: input.date ?? todayInDouala(),
      excerpt: input.excerpt,
      imageUrl: input.imageUrl,
      category: input.category,
      content: input.content,
      status: input.status,
      publishedAt: published ? new Date() : null,
    }),
  )
  return { post: await getAdminPost(db, id), previousStatus: null, firstPublication: published }
}

/**
 * Replaces a post's fields (its id, likes and comments stay). Publishing a post that was never
 * published records the moment: that is when subscribers are told, and never again after.
 */
export async function updatePost(db: Database, id: string, input: PostInput): Promise<PostWrite> {
  const [previous] = await db
    .select({ status: blogPosts.status, publishedAt: blogPosts.publishedAt, date: blogPosts.date })
    .from(blogPosts)
    .where(eq(blogPosts.id, id))
    .for('update')
  if (!previous) throw new AppError('NOT_FOUND', NOT_FOUND)
  const firstPublication = input.status === 'published' && previous.publishedAt === null
  await db
    .update(blogPosts)
    .set({
      title: input.title,
      author: input.author,
      date: input.date ?? previous.date,
      excerpt: input.excerpt,
      imageUrl: input.imageUrl,
      category: input.category,
      content: input.content,
      status: input.status,
      ...(firstPublication ? { publishedAt: new Date() } : {}),
    })
    .where(eq(blogPosts.id, id))
  return { post: await getAdminPost(db, id), previousStatus: previous.status, firstPublication }
}

/** Deletes a post with its comments and likes; returns what it was, for the audit log. */
export async function deletePost(db: Database, id: string): Promise<{ id: string; title: string; status: PostStatus }> {
  const [deleted] = await db
    .delete(blogPosts)
    .where(eq(blogPosts.id, id))
    .returning({ id: blogPosts.id, title: blogPosts.title, status: blogPosts.status })
  if (!deleted) throw new AppError('NOT_FOUND', NOT_FOUND)
  return deleted
}
