import type { Database } from '#core/db/client.server.ts'
import type { LessonBlock } from '#lib/music/lesson-blocks.ts'
import { getPost, listPosts } from '#features/blog/server/blog.repo.ts'
import type { SiteDocument } from '#features/assistant/tutor/passages.ts'
import type { ReadableLevels } from '#features/assistant/server/chat.routes.ts'
import { canFollow, enrolmentOf, listLevels } from '#features/courses/server/learning.repo.ts'

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

/** Words a lesson passage holds at most (paragraphs are grouped up to it; a longer paragraph stays whole). */
const PASSAGE_WORDS = 90

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length

/**
 * A lesson's teaching text (its text blocks), cut into short passages: one per heading, and a long
 * section into groups of paragraphs, so that an answer quotes a few sentences of the right part.
 * Each is titled with the heading it falls under (the lesson's own title before the first heading):
 * with the lesson's title on every part, a part that does not answer would rank on that title alone.
 */
export function lessonSections(
  lessonTitle: string,
  blocks: readonly LessonBlock[] | undefined,
): { title: string; text: string }[] {
  const sections: { title: string; text: string }[] = []
  let heading = ''
  let paragraphs: string[] = []
  const flush = () => {
    let group: string[] = []
    const push = () => {
      if (group.length > 0) sections.push({ title: heading || lessonTitle, text: group.join(' ') })
      group = []
    }
    for (const paragraph of paragraphs) {
      if (group.length > 0 && wordsIn([...group, paragraph].join(' ')) > PASSAGE_WORDS) push()
      group.push(paragraph)
    }
    push()
    paragraphs = []
  }
  for (const block of blocks ?? []) {
    if (block.type !== 'text') continue
    for (const part of block.markdown.split(/\n\s*\n/)) {
      const title = /^\s*#{1,6}\s+(.+?)\s*$/.exec(part.split('\n')[0] ?? '')
      const body = title ? part.split('\n').slice(1).join('\n') : part
      if (title) {
        flush()
        heading = plainText(title[1]!)
          .replace(/[.*_]+$/, '')
          .replace(/[*_]/g, '')
      }
      // List items end in « ; » or « , » in the courses: no full stop after them.
      const text = plainText(body.replace(/\*\*|__/g, '')).replace(/([;,])\./g, '$1')
      if (text) paragraphs.push(text)
    }
  }
  flush()
  return sections
}

/**
 * What the tutor reads from the rest of the site, composed here because it spans features: every
 * published blog article and every lesson (its summary, and its text blocks cut by `lessonSections`). Read again whenever content changes (the chat route keys
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
        // A paid lesson, summary and text, is for the level's students: others get its title and link.
        ...(lesson.free ? {} : { restricted: level.levelId }),
      })
      // The lesson itself (its text blocks), not only its one-paragraph summary.
      lessonSections(lesson.title, lesson.blocks).forEach((section, position) => {
        documents.push({
          kind: 'lecon',
          id: `${level.disciplineId}/${level.levelId}/${lesson.lesson}#${position + 1}`,
          title: section.title,
          text: section.text,
          tags: [level.disciplineName, level.levelName, 'leçon', 'cours'],
          href: `/academie/${level.disciplineId}/${level.levelId}/lecon/${lesson.lesson}`,
          linkLabel: `Leçon ${lesson.lesson} du cours ${level.disciplineName} — ${level.levelName}`,
          ...(lesson.free ? {} : { restricted: level.levelId }),
        })
      })
    }
  }
  return documents
}

/** Which paid lessons' text the tutor may quote to this user: those of the levels they follow (every level for an admin). */
export const readableLevels: ReadableLevels = async (db, user) => {
  const learner = { id: user.id, name: user.name, role: user.role }
  const enrolment = await enrolmentOf(db, user.id)
  return levelId => canFollow(learner, enrolment, levelId)
}
