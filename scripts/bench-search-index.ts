// The tutor's index: building it vs loading the snapshot the search.index job stores (docs/benchmarks.md).
//   npx tsx scripts/bench-search-index.ts [--runs N]
// Seeded sample content on PGlite; times each step several times and prints the median, then the heap
// one built index holds (run with `node --expose-gc`, i.e. `NODE_OPTIONS=--expose-gc npx tsx …`, to measure it).
import { searchIndexSnapshots } from '#features/assistant/server/search-index.table.ts'
import { loadTutor, storeTutorSnapshot } from '#features/assistant/server/tutor-index.server.ts'
import { loadTutorDocuments } from '#server/tutor-sources.ts'
import { createTestApp } from '#tests/setup/test-app.ts'

const runsAt = process.argv.indexOf('--runs')
const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 5
const context = await createTestApp({ seed: true })
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function time(label: string, task: () => Promise<unknown>) {
  const values: number[] = []
  for (let run = 0; run < runs; run++) {
    const started = performance.now()
    await task()
    values.push(performance.now() - started)
  }
  console.log(`${label}: median ${median(values).toFixed(0)} ms (${values.map(v => v.toFixed(0)).join(', ')})`)
}

// Each call is a new "instance" (its own key), on a new content generation: a first question after a change.
let instance = 0
const question = () =>
  loadTutor({ db: context.db, instance: { n: instance++ }, generation: 1, loadDocuments: loadTutorDocuments })

await question() // warm-up (JIT, the analyser's caches)
await time('no snapshot: read the content and build the index', question)
const stored = await storeTutorSnapshot(context.db, loadTutorDocuments)
console.log('job:', JSON.stringify({ ...stored, fingerprint: undefined }))
await time('snapshot stored: read the content and load the index', question)
await time('job with nothing to do: read the content, fingerprint it', () =>
  storeTutorSnapshot(context.db, loadTutorDocuments),
)
// Memory: the heap one index of the current content holds (passages' text included), after a full GC.
const gc = (globalThis as { gc?: () => void }).gc
if (gc) {
  gc()
  const before = process.memoryUsage().heapUsed
  const held = await question()
  gc()
  const after = process.memoryUsage().heapUsed
  console.log(`index in memory: ${((after - before) / 1024 / 1024).toFixed(1)} MiB for ${held.index.size} passages`)
} else console.log('index in memory: run with NODE_OPTIONS=--expose-gc to measure')
const [row] = await context.db.select({ snapshot: searchIndexSnapshots.snapshot }).from(searchIndexSnapshots)
console.log(`snapshot: ${(Buffer.byteLength(row!.snapshot) / 1024).toFixed(0)} KiB`)
await context.close()
