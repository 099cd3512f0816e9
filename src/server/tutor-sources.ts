import type { Database } from '#core/db/client.server.ts'
import { getPost, listPosts } from '#features/blog/server/blog.repo.ts'
import type { SiteDocument } from '#features/chat/tutor/passages.ts'
import { listLevels } from '#features/learning/server/learning.repo.ts'

/** Blog markdown to plain sentences: headings, list marks, quotes, images and link targets dropped. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .split(/\n+/)
    .map(line => line.replace(/^\s*(#{1,6}|[-*]|>)\s*/, '').trim())
    .filter(Boolean)
    .map(line => (/[.!?:…]$/.test(line) ? line : `${line}.`))
    .join(' ')
}

/**
 * What the tutor reads from the rest of the site, composed here because it spans features: every
 * published blog article and every lesson. Read again whenever content changes (the chat route keys
 * its index on the content cache's generation, which every admin write bumps).
 */
export async function loadTutorDocuments(db: Database): Promise<SiteDocument[]> {
  const [posts, levels] = await Promise.all([listPosts(db), listLevels(db)])
  const articles = await Promise.all(posts.map(summary => getPost(db, summary.id)))
  const documents: SiteDocument[] = articles.map(post => ({
    kind: 'article',
    id: post.id,
    title: post.title,
    text: `${post.excerpt} ${plainText(post.content)}`,
    tags: [post.category, 'blog', 'article'],
    href: `/blog/${post.id}`,
    linkLabel: `L’article « ${post.title} »`,
  }))
  for (const level of levels) {
    for (const lesson of level.content.syllabus) {
      documents.push({
        kind: 'lecon',
        id: `${level.disciplineId}/${level.levelId}/${lesson.lesson}`,
        title: lesson.title,
        text: lesson.content,
        tags: [level.disciplineName, level.levelName, 'leçon', 'cours'],
        href: `/academie/${level.disciplineId}/${level.levelId}/lecon/${lesson.lesson}`,
        linkLabel: `Leçon ${lesson.lesson} du cours ${level.disciplineName} — ${level.levelName}`,
      })
    }
  }
  return documents
}
