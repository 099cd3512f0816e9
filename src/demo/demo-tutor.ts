import type { ChatMessage } from '#features/assistant/chat.types.ts'
import type { TutorKnowledge } from '#features/assistant/tutor/knowledge.ts'
import { documentPassages, entryPassages, livePassages, type SiteDocument } from '#features/assistant/tutor/passages.ts'
import { respond } from '#features/assistant/tutor/respond.ts'
import { TutorIndex } from '#features/assistant/tutor/retrieval/search-index.ts'
import type { TutorReply } from '#features/assistant/tutor/tutor.ts'
import { siteContent } from './site-content.ts'
import { tutorKnowledgeBase } from '#features/assistant/tutor/site-entries.ts'
import { parseTutorEntries } from '#content/content.ts'

/**
 * The demo's teacher: the same knowledge base, retrieval and follow-ups as the server, over the
 * built-in sample data, in the browser. Loaded on the first question only (its own chunk), so the
 * demo's pages do not carry the knowledge base.
 */
const TUTOR_FILES = import.meta.glob<string>('/content/tutor/**/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
})

let built: { day: string; index: TutorIndex } | null = null

function sampleDocuments(): SiteDocument[] {
  const documents: SiteDocument[] = siteContent.blogPosts.map(post => ({
    kind: 'article',
    id: post.id,
    title: post.title,
    text: `${post.excerpt} ${post.content.replace(/!\[[^\]]*\]\([^)]*\)|[#>*-]+\s/g, ' ').replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')}`,
    tags: [post.category, 'blog', 'article'],
    href: `/blog/${post.id}`,
    linkLabel: `L’article « ${post.title} »`,
  }))
  for (const discipline of siteContent.disciplines)
    for (const level of discipline.levels)
      for (const lesson of level.syllabus)
        documents.push({
          kind: 'lecon',
          id: `${discipline.id}/${level.id}/${lesson.lesson}`,
          title: lesson.title,
          text: lesson.content,
          tags: [discipline.name, level.levelName, 'leçon', 'cours'],
          href: `/academie/${discipline.id}/${level.id}/lecon/${lesson.lesson}`,
          linkLabel: `Leçon ${lesson.lesson} du cours ${discipline.name} — ${level.levelName}`,
        })
  return documents
}

export function demoReply(messages: ChatMessage[], knowledge: TutorKnowledge): TutorReply {
  const day = new Date().toISOString().slice(0, 10)
  if (built?.day !== day) {
    built = {
      day,
      index: new TutorIndex([
        ...entryPassages(
          tutorKnowledgeBase({ ...siteContent, tutorEntries: parseTutorEntries(TUTOR_FILES) }),
          knowledge,
        ),
        ...livePassages(knowledge),
        ...documentPassages(sampleDocuments()),
      ]),
    }
  }
  return respond(messages, knowledge, built.index).reply
}
