import { entryPassages, livePassages } from '#features/chat/tutor/passages.ts'
import { TutorIndex } from '#features/chat/tutor/retrieval/search-index.ts'
import { sampleKnowledge } from '#features/chat/tutor/sample-knowledge.ts'
import { sampleData } from '#sample-data/sample-data.ts'
import { tutorKnowledgeBase } from '#sample-data/tutor-knowledge.ts'
const knowledge = sampleKnowledge()
const index = new TutorIndex([...entryPassages(tutorKnowledgeBase(sampleData), knowledge), ...livePassages(knowledge)])
for (const q of process.argv.slice(2)) console.log(q, index.find(q, 5).map(h => `${h.passage.id} ${h.score.toFixed(1)}/${h.coverage.toFixed(2)}`))
