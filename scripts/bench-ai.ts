// The AI teacher's figures, run by `npm run bench` after the HTTP scenarios, or alone:
//   npx tsx scripts/bench-ai.ts
// 1. built-in tutor: engine only, and a full /api/chat answer through the API (in-process, PGlite in memory)
// 2. time to first streamed token against the loopback OpenAI-compatible peer (tests/peers/ai-provider-peer.ts)
// 3. built-in playlist ranking of 10,000 songs
import { clearHits } from '#core/http/request-limit.server.ts'
import { sampleKnowledge } from '#features/assistant/tutor/sample-knowledge.ts'
import { readContent } from '#content/read-content.server.ts'
import { answer } from '#features/assistant/tutor/tutor.ts'
import { readChatStream } from '#features/assistant/ui-stream.ts'
import { rankSongs } from '#features/playlists/ranking.ts'
import type { PlaylistSong } from '#features/playlists/playlist.types.ts'
import { startProviderPeer } from '#tests/peers/ai-provider-peer.ts'
import { createTestApp, TEST_ORIGIN } from '#tests/setup/test-app.ts'

const QUESTIONS = [
  "Quelles sont les notes de l'accord de sol majeur ?",
  'Quelle est la gamme de ré majeur ?',
  "Quelle est l'armure de mi bémol majeur ?",
  'Quel intervalle entre do et sol ?',
  "C'est quoi le cycle des quintes ?",
  'Que signifie la mesure 6/8 ?',
  'Combien coûte le Pack Individuel ?',
  'Combien de temps dure le cours de piano débutant ?',
  'Quel est le prochain événement ?',
  'Comment vous contacter ?',
  'Mode dorien de ré',
  'Quelle est la capitale de la Mongolie ?',
]

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}
const summary = (values: number[]) => ({
  n: values.length,
  p50: percentile(values, 50).toFixed(2),
  p95: percentile(values, 95).toFixed(2),
  max: Math.max(...values).toFixed(2),
})

const knowledge = sampleKnowledge(readContent())
const engine: number[] = []
for (let round = 0; round < 100; round++) {
  for (const question of QUESTIONS) {
    const started = performance.now()
    answer(question, knowledge)
    engine.push(performance.now() - started)
  }
}

const post = (app: Awaited<ReturnType<typeof createTestApp>>['app'], text: string) =>
  app.request('/api/chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
    body: JSON.stringify({ messages: [{ sender: 'user', text }] }),
  })

const builtin = await createTestApp({ seed: true })
const route: number[] = []
for (let index = 0; index < 240; index++) {
  if (index % 50 === 0) await clearHits(builtin.limits, 'chat:ip:127.0.0.1')
  const started = performance.now()
  const response = await post(builtin.app, QUESTIONS[index % QUESTIONS.length]!)
  for await (const _event of readChatStream(response.body!)) {
    // drain
  }
  if (index >= 20) route.push(performance.now() - started)
}
await builtin.close()

const peer = await startProviderPeer()
peer.setDefault({ kind: 'text', chunks: ['La', ' gamme', ' de', ' do', ' majeur', '.'] })
const remote = await createTestApp({
  seed: true,
  ai: {
    provider: 'openai-compatible',
    baseUrl: `${peer.url}/v1`,
    apiKey: 'bench',
    model: 'bench',
    geminiApiKey: undefined,
    timeoutMs: 10_000,
    dailyBudget: 1_000_000,
  },
})
const firstToken: number[] = []
const total: number[] = []
for (let index = 0; index < 120; index++) {
  if (index % 50 === 0) await clearHits(remote.limits, 'chat:ip:127.0.0.1')
  const started = performance.now()
  const response = await post(remote.app, 'La gamme de do majeur ?')
  let first = 0
  for await (const event of readChatStream(response.body!))
    if (event.type === 'text' && !first) first = performance.now() - started
  if (index >= 20) {
    firstToken.push(first)
    total.push(performance.now() - started)
  }
}
await remote.close()
await peer.close()

const genres = ['Makossa', 'Bikutsi', 'Afrobeat', 'Jazz', 'Gospel', 'Rumba', 'Rap', 'Pop', 'Soukous', 'Afro-pop']
const tags = ['Danse', 'Voix', 'Piano', 'Guitare', 'Calme', 'Live', 'Urbain', 'Chorale', 'Instrumental', 'Mariages']
const songs: PlaylistSong[] = Array.from({ length: 10_000 }, (_, index) => ({
  id: index,
  title: `Titre ${index} ${tags[index % 7]}`,
  artist: `Artiste ${index % 300}`,
  genres: [genres[index % genres.length]!, genres[(index * 7) % genres.length]!],
  tags: [tags[index % tags.length]!, tags[(index * 3) % tags.length]!],
  bpm: 70 + (index % 90),
}))
const ranking: number[] = []
for (let round = 0; round < 60; round++) {
  const started = performance.now()
  rankSongs(
    round % 2
      ? 'quelque chose de calme au piano pour étudier'
      : 'musique joyeuse pour danser avec de la guitare ce soir',
    songs,
  )
  if (round >= 10) ranking.push(performance.now() - started)
}

const rows = [
  ['built-in tutor, engine only (ms)', summary(engine), '≤ 50 p95'],
  ['built-in tutor, full /api/chat answer in-process (ms)', summary(route), '≤ 50 p95'],
  ['time to first streamed token, loopback OpenAI-compatible provider (ms)', summary(firstToken), '—'],
  ['whole answer, loopback provider (ms)', summary(total), '—'],
  ['playlist ranking of 10,000 songs (ms)', summary(ranking), '≤ 50'],
] as const
console.log('\n| AI measure | n | p50 | p95 | max | target |\n|---|---|---|---|---|---|')
for (const [name, s, target] of rows) console.log(`| ${name} | ${s.n} | ${s.p50} | ${s.p95} | ${s.max} | ${target} |`)
process.exit(0)
