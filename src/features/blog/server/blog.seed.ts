import type { BlogPost } from '#features/blog/blog.content.ts'
import type { Database } from '#core/db/client.server.ts'
import { blogPosts } from './blog.table.ts'

export async function seedBlog(db: Database, data: { blogPosts: BlogPost[] }) {
  await db.insert(blogPosts).values(
    data.blogPosts.map(post => ({
      ...post,
      status: 'published' as const,
      publishedAt: new Date(`${post.date}T09:00:00Z`),
    })),
  )
}
