import { entryPassages, livePassages } from '#features/chat/tutor/passages.ts'
import { respond } from '#features/chat/tutor/respond.ts'
import { TutorIndex } from '#features/chat/tutor/retrieval/search-index.ts'
import { sampleKnowledge } from '#features/chat/tutor/sample-knowledge.ts'
import { sampleData } from '#sample-data/sample-data.ts'
import { tutorKnowledgeBase } from '#sample-data/tutor-knowledge.ts'
const knowledge = sampleKnowledge()
const index = new TutorIndex([...entryPassages(tutorKnowledgeBase(sampleData), knowledge), ...livePassages(knowledge)])
for (const q of process.argv.slice(2)) {
  const t = performance.now()
  const a = respond(q.split('||').map(text => ({ sender: 'user' as const, text: text.trim() })), knowledge, index)
  console.log(`${(performance.now() - t).toFixed(1)}ms [${a.source}] ${q}\n  ${a.reply.kind === 'text' ? a.reply.text.slice(0, 250) : 'compose'}\n  ${a.hits.slice(0,3).map(h => h.passage.id + ' ' + h.score.toFixed(0) + '/' + h.coverage.toFixed(2)).join(' | ')}`)
}
