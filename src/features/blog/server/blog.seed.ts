import type { SampleData } from '#sample-data/types.ts'
import type { Database } from '#core/db/client.server.ts'
import { blogPosts } from './blog.table.ts'

export async function seedBlog(db: Database, data: SampleData) {
  await db.insert(blogPosts).values(
    data.blogPosts.map(post => ({
      ...post,
      status: 'published' as const,
      publishedAt: new Date(`${post.date}T09:00:00Z`),
    })),
  )
}
