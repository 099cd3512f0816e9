// The tutor's own evaluation: `npm run eval:tutor`
// Every question of scripts/eval/tutor-questions.ts goes through the real /api/chat (in-process API,
// PGlite seeded with the sample content, built-in teacher), and the streamed answer must contain
// every expected word. Prints right/total (by topic), the misses, and the answer latency (p50, p95)
// measured end to end: request, retrieval, streaming, reading the last byte.
// Two sets, reported separately: the original one (scripts/eval/tutor-questions.ts) and the "fresh" one
// (scripts/eval/tutor-questions-fresh.ts), written as learners type on WhatsApp, before reading the entries,
// and the blind sets of issue 33 (scripts/eval/tutor-questions-blind.ts), written before their topics'
// entries, each topic split into a tuning part and a held-out part, reported apart (by topic and part).
//   --rounds N   repeat each set N times for the latency figures (default 3)
//   --min P      exit 1 when a set scores below P % right (default 95)
//   --set NAME   only one set: original, fresh or blind (default all)
import { clearHits } from '#core/http/request-limit.server.ts'
import { writeLimitKey } from '#core/http/write-limits.server.ts'
import type { ChatMessage } from '#features/assistant/chat.types.ts'
import { readChatStream } from '#features/assistant/ui-stream.ts'
import { createTestApp, TEST_ORIGIN } from '#tests/setup/test-app.ts'
import { entryPassages, livePassages } from '#features/assistant/tutor/passages.ts'
import { respond } from '#features/assistant/tutor/respond.ts'
import { TutorIndex } from '#features/assistant/tutor/retrieval/search-index.ts'
import { sampleKnowledge } from '#features/assistant/tutor/sample-knowledge.ts'
import { tutorKnowledgeBase } from '#features/assistant/tutor/site-entries.ts'
import { readContent } from '#content/read-content.server.ts'
import { EVAL_CASES, type EvalCase } from './eval/tutor-questions.ts'
import { BLIND_CASES } from './eval/tutor-questions-blind.ts'
import { FRESH_CASES } from './eval/tutor-questions-fresh.ts'

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? Number(process.argv[index + 1]) : fallback
}
const rounds = argument('rounds', 3)
const minimum = argument('min', 95)
const only = process.argv.includes('--set') ? process.argv[process.argv.indexOf('--set') + 1] : undefined
const SETS: { name: string; cases: EvalCase[] }[] = [
  { name: 'original', cases: EVAL_CASES },
  { name: 'fresh', cases: FRESH_CASES },
  { name: 'blind', cases: BLIND_CASES },
].filter(set => !only || set.name === only)
if (SETS.length === 0) throw new Error(`--set: original, fresh ou blind, pas « ${only} »`)
/** Blind cases are reported by topic and part ("materiel tuning", "materiel heldout"). */
const groupOf = (item: EvalCase) => ('part' in item ? `${item.topic} ${String(item.part)}` : item.topic)

const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[\u00a0\u202f]/g, ' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\u2212/g, '-')

// Rate-limit counters where the server keeps them (in memory on the embedded database), as in production.
const context = await createTestApp({ seed: true, limitsAsServer: true })

async function ask(messages: ChatMessage[]): Promise<{ text: string; ms: number }> {
  await clearHits(context.limits, 'chat:ip:127.0.0.1')
  await clearHits(context.limits, writeLimitKey('POST /api/chat', '127.0.0.1'))
  const started = performance.now()
  const response = await context.app.request('/api/chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
    body: JSON.stringify({ messages }),
  })
  if (response.status !== 200) throw new Error(`/api/chat answered ${response.status}: ${await response.text()}`)
  let text = ''
  for await (const event of readChatStream(response.body!)) if (event.type === 'text') text += event.delta
  return { text, ms: performance.now() - started }
}

async function conversation(turns: string[]) {
  const messages: ChatMessage[] = []
  let last = { text: '', ms: 0 }
  for (const turn of turns) {
    messages.push({ sender: 'user', text: turn })
    last = await ask(messages)
    messages.push({ sender: 'ai', text: last.text })
  }
  return last
}

await conversation(['Bonjour']) // builds the index, as the first visitor of the day would

// The engine alone (retrieval and composition of the answer), on an index of the same sample content.
const content = readContent()
const knowledge = sampleKnowledge(content)
const index = new TutorIndex([...entryPassages(tutorKnowledgeBase(content), knowledge), ...livePassages(knowledge)])

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

let failed = false
for (const set of SETS) {
  const latencies: number[] = []
  const byTopic = new Map<string, { right: number; total: number }>()
  const misses: string[] = []
  for (let round = 0; round < rounds; round++) {
    for (const item of set.cases) {
      const { text, ms } = await conversation(item.q.split('||').map(turn => turn.trim()))
      latencies.push(ms)
      if (round > 0) continue
      const answer = plain(text)
      const missing = item.expect.filter(word => !answer.includes(plain(word)))
      const topic = byTopic.get(groupOf(item)) ?? { right: 0, total: 0 }
      topic.total++
      if (missing.length === 0) topic.right++
      // A held-out miss is counted, never shown: reading it would be tuning on it.
      else if ('part' in item && item.part !== 'tuning') misses.push(`✗ [${groupOf(item)}] (question held out)`)
      else
        misses.push(
          `✗ [${groupOf(item)}] ${item.q}\n    manque : ${missing.join(', ')}\n    réponse : ${text.slice(0, 220).replace(/\n/g, ' ')}`,
        )
      byTopic.set(groupOf(item), topic)
    }
  }
  const engine: number[] = []
  for (let round = 0; round < rounds; round++)
    for (const item of set.cases) {
      const turns = item.q.split('||').map(text => ({ sender: 'user' as const, text: text.trim() }))
      const started = performance.now()
      respond(turns, knowledge, index)
      engine.push(performance.now() - started)
    }
  const right = [...byTopic.values()].reduce((sum, topic) => sum + topic.right, 0)
  const total = set.cases.length
  console.log(`\n===== Set « ${set.name} » (${total} questions) =====`)
  for (const miss of misses) console.log(miss)
  console.log('\nBy topic:')
  for (const [topic, { right: ok, total: count }] of byTopic) console.log(`  ${topic.padEnd(18)} ${ok}/${count}`)
  // Each part on its own, then every held-out part together: the figure never tuned on.
  const parts = [...new Set([...byTopic.keys()].map(name => name.split(' ')[1]).filter(Boolean))] as string[]
  for (const part of [...parts, 'held-out']) {
    const groups = [...byTopic]
      .filter(([name]) => (part === 'held-out' ? / heldout\d*$/.test(name) : name.endsWith(` ${part}`)))
      .map(([, counts]) => counts)
    if (groups.length === 0) continue
    const ok = groups.reduce((sum, group) => sum + group.right, 0)
    const count = groups.reduce((sum, group) => sum + group.total, 0)
    console.log(`  all ${part.padEnd(14)} ${ok}/${count} (${((100 * ok) / count).toFixed(1)} %)`)
  }
  const heldOutByTopic = new Map<string, { right: number; total: number }>()
  for (const [name, counts] of byTopic) {
    if (!/ heldout\d*$/.test(name)) continue
    const topic = heldOutByTopic.get(name.split(' ')[0]!) ?? { right: 0, total: 0 }
    heldOutByTopic.set(name.split(' ')[0]!, { right: topic.right + counts.right, total: topic.total + counts.total })
  }
  for (const [topic, { right: ok, total: count }] of heldOutByTopic)
    console.log(`  ${`${topic} held-out`.padEnd(18)} ${ok}/${count} (${((100 * ok) / count).toFixed(1)} %)`)
  console.log(`\nRight (${set.name}): ${right}/${total} (${((100 * right) / total).toFixed(1)} %)`)
  console.log(
    `Latency through /api/chat (last turn, ${latencies.length} answers): p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`,
  )
  console.log(
    `Engine alone (respond(), ${engine.length} answers): p50 ${percentile(engine, 50).toFixed(2)} ms, p95 ${percentile(engine, 95).toFixed(2)} ms`,
  )
  if ((100 * right) / total < minimum) failed = true
}
await context.close()
process.exit(failed ? 1 : 0)
