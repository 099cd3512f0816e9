// The composer section of `npm run bench` (also runnable alone: `node --import tsx scripts/bench-composer.ts`).
// For every style: a 60 s piece from request to MP3 + MIDI bytes, in this process (score, sampled
// rendering with the SoundFont, mastering, then encoding in the worker thread), warm (one untimed
// piece first). Also the SoundFont's load time and the memory it adds. Prints one JSON line on stdout.
import { cpus, loadavg } from 'node:os'
import { composePiece, writeScore } from '../src/features/music/composer/compose.ts'
import { renderWithBank } from '../src/features/music/composer/sampled.ts'
import { loadSoundBank } from '../src/features/music/composer/sound-bank.ts'
import { RHYTHMS, type Instrument } from '../src/features/music/music.options.ts'
import { withSeed } from '../src/features/music/music.request.ts'

const DURATION = 60
const instruments: Instrument[] = ['Piano', 'Basse', 'Batterie', 'Guitare', 'Percussions']
const requestFor = (rhythm: (typeof RHYTHMS)[number], seed: number) =>
  withSeed({
    variant: 'musicien',
    prompt: `Banc d'essai ${rhythm}`,
    key: 'A Mineur',
    tempo: 112,
    rhythm,
    instruments,
    voice: 'Aucune',
    duration: DURATION,
    version: 'instrumental',
    seed,
  })

const rssBeforeBank = process.memoryUsage().rss
const bankStartedAt = performance.now()
const bank = await loadSoundBank()
const bankLoadMs = Math.round(performance.now() - bankStartedAt)
const bankFileAddedMiB = Math.round((process.memoryUsage().rss - rssBeforeBank) / 2 ** 20)
await composePiece(requestFor('Makossa', 0)) // warm-up: JIT, samples decoded, encoder worker
const bankAddedMiB = Math.round((process.memoryUsage().rss - rssBeforeBank) / 2 ** 20)

const rows = []
for (const rhythm of RHYTHMS) {
  const request = requestFor(rhythm, 1)
  const cpuBefore = process.cpuUsage()
  const startedAt = performance.now()
  const piece = await composePiece(request)
  const wallMs = performance.now() - startedAt
  const cpu = process.cpuUsage(cpuBefore)
  // The same score rendered alone, to split synthesis from encoding.
  const renderStartedAt = performance.now()
  await renderWithBank(writeScore(request), bank)
  const renderMs = performance.now() - renderStartedAt
  rows.push({
    rhythm,
    wallMs: Math.round(wallMs),
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    synthesisMs: Math.round(renderMs),
    timesRealTime: Number((DURATION / (wallMs / 1000)).toFixed(1)),
    mp3Bytes: piece.mp3.length,
    midiBytes: piece.midi.length,
    bytesPerMinute: Math.round((piece.mp3.length / piece.durationSeconds) * 60),
  })
}
console.log(
  JSON.stringify({
    durationSeconds: DURATION,
    instruments,
    bankLoadMs,
    bankFileAddedMiB,
    bankAndWarmUpAddedMiB: bankAddedMiB,
    rows,
    peakRssMiB: Math.round(process.resourceUsage().maxRSS / 1024),
    heapUsedMiB: Math.round(process.memoryUsage().heapUsed / 2 ** 20),
    loadAverage1m: Number(loadavg()[0]!.toFixed(2)),
    cpus: cpus().length,
  }),
)
process.exit(0)
