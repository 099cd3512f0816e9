import { and, desc, eq } from 'drizzle-orm'
import type { BlogPost } from '#sample-data/types.ts'
import type { Database } from '#core/db/client.server.ts'
import { AppError } from '#core/http/app-error.ts'
import { blogPosts, comments } from './blog.table.ts'

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

/** Spec §7: newest first. */
export async function listPosts(db: Database, category?: string): Promise<PostSummary[]> {
  const query = db.select(summaryColumns).from(blogPosts)
  return (category ? query.where(eq(blogPosts.category, category)) : query).orderBy(
    desc(blogPosts.date),
    desc(blogPosts.id),
  )
}

export async function getPost(db: Database, id: string): Promise<BlogPost> {
  const [post] = await db
    .select({ ...summaryColumns, content: blogPosts.content })
    .from(blogPosts)
    .where(eq(blogPosts.id, id))
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
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }))
}
