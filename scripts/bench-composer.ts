// The composer section of `npm run bench` (also runnable alone: `node --import tsx scripts/bench-composer.ts`).
// For every style: a 60 s piece from request to MP3 + MIDI bytes, in this process (score here; in
// the two composer threads, synthesis of half the notes each, then mastering and encoding of half the
// piece each), warm: untimed first, one piece (its time is printed apart), then one of each style.
// Wall time, and the CPU time of each thread (Linux, 10 ms ticks), so the figures mean something on a
// loaded machine: on an idle 2-core machine the wall time is about main + max(render) + max(master
// and encode) ("critical path"), plus V8's compiler and garbage collector's helper threads. Then the
// SoundFont's memory, measured first and apart in this thread: the bank file, one parse of it, then
// the samples the styles decode.
// Prints one JSON line on stdout.
import { readFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { composePiece, writeScore } from '#features/composer/engine/compose.ts'
import { composerThreadsCpuMs, sharedSamplesMiB } from '#features/composer/engine/threads.ts'
import { renderWithBank } from '#features/composer/engine/sampled.ts'
import { parseSoundBank } from '#features/composer/engine/parse-sound-bank.ts'
import { createSharedSamples, shareSamples } from '#features/composer/engine/shared-samples.ts'
import { soundBankPath } from '#features/composer/engine/sound-bank.ts'
import { type Instrument, RHYTHMS } from '#features/composer/music.options.ts'
import { withSeed } from '#features/composer/music.request.ts'

const DURATION = 60
const instruments: Instrument[] = ['Piano', 'Basse', 'Batterie', 'Guitare', 'Percussions']
const requestFor = (rhythm: (typeof RHYTHMS)[number], seed: number, duration = DURATION) =>
  withSeed({
    variant: 'musicien',
    prompt: `Banc d'essai ${rhythm}`,
    key: 'A Mineur',
    tempo: 112,
    rhythm,
    instruments,
    voice: 'Aucune',
    duration,
    version: 'instrumental',
    seed,
  })

/** This thread's CPU time in ms (Linux; 0 elsewhere). */
const mainThreadCpuMs = (): number => {
  try {
    const fields = readFileSync('/proc/thread-self/stat', 'latin1').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return 0
  }
}
const mib = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10
const gc = (globalThis as { gc?: () => void }).gc

// The bank alone, first, in this thread, as a composer thread loads it: the file (held once per
// process), then RSS before and after one parse from it, then the exact size of the samples that
// every style decodes (which the threads hold once, in shared memory).
const shared = createSharedSamples(readFileSync(soundBankPath('FluidR3Mono')))
const bankFileMiB = mib(shared.file.byteLength)
gc?.()
const rssBeforeBank = process.memoryUsage().rss
const bankStartedAt = performance.now()
const bank = await parseSoundBank(shared.file.buffer)
shareSamples(bank, shared)
const bankLoadMs = Math.round(performance.now() - bankStartedAt)
gc?.()
const bankParsedMiB = mib(process.memoryUsage().rss - rssBeforeBank)
// Every style once (15 s each) decodes the samples the benchmark's pieces play.
for (const rhythm of RHYTHMS) await renderWithBank(writeScore(requestFor(rhythm, 1, 15)), bank)
const samples = (bank as unknown as { samples: { audioData?: Float32Array }[] }).samples
const decoded = samples.filter(sample => sample.audioData)
const decodedSamplesMiB = mib(decoded.reduce((sum, sample) => sum + sample.audioData!.byteLength, 0))

// The pieces, through the threads the server uses.
gc?.()
const rssAtStart = process.memoryUsage().rss
const firstStartedAt = performance.now()
await composePiece(requestFor('Makossa', 0)) // the first piece: threads started, banks parsed, samples decoded
const firstPieceMs = Math.round(performance.now() - firstStartedAt)
gc?.()
const threadsAddedMiB = mib(process.memoryUsage().rss - rssAtStart)
// Then one untimed piece of every style, as a server has made a few: V8 keeps recompiling the
// synthesiser's loop, into which it inlines the library's code, as pieces take new paths through it
// (`--trace-opt`: 0.3–0.9 s of compiler CPU a piece over the first pieces of one style, 0.1–0.2 s
// by the eighth), on helper threads that share the two cores with the composer threads.
for (const rhythm of RHYTHMS) await composePiece(requestFor(rhythm, 2))

const rows = []
// Each composer thread's CPU time, ms: rendering its half of the notes, then mastering and encoding its span.
const threadCpu = () =>
  composerThreadsCpuMs().map(kinds => ({
    render: kinds.render ?? 0,
    masterAndEncode: (kinds.span ?? 0) + (kinds.compress ?? 0) + (kinds.limit ?? 0) + (kinds.finish ?? 0),
  }))
// Each style three times (the same request: the same work); the run of median wall time is kept, with
// the three wall times, since a shared machine's wall times wander by a few hundred milliseconds.
const RUNS = 3
for (const rhythm of RHYTHMS) {
  const request = requestFor(rhythm, 1)
  const runs = []
  for (let run = 0; run < RUNS; run++) {
    const cpuBefore = process.cpuUsage()
    const [main, threads] = [mainThreadCpuMs(), threadCpu()]
    const startedAt = performance.now()
    const piece = await composePiece(request)
    const wallMs = performance.now() - startedAt
    const cpu = process.cpuUsage(cpuBefore)
    const mainMs = mainThreadCpuMs() - main
    const after = threadCpu()
    const renderMs = after.map((thread, i) => thread.render - threads[i]!.render)
    const finishMs = after.map((thread, i) => thread.masterAndEncode - threads[i]!.masterAndEncode)
    runs.push({
      rhythm,
      wallMs: Math.round(wallMs),
      processCpuMs: Math.round((cpu.user + cpu.system) / 1000),
      mainCpuMs: mainMs,
      renderCpuMs: renderMs,
      masterAndEncodeCpuMs: finishMs,
      criticalPathCpuMs: mainMs + Math.max(...renderMs) + Math.max(...finishMs),
      mp3Bytes: piece.mp3.length,
      midiBytes: piece.midi.length,
      bytesPerMinute: Math.round((piece.mp3.length / piece.durationSeconds) * 60),
      loadAverage1m: Number(loadavg()[0]!.toFixed(1)),
    })
  }
  const wallTimes = runs.map(run => run.wallMs)
  const median = [...runs].sort((a, b) => a.wallMs - b.wallMs)[Math.floor(RUNS / 2)]!
  rows.push({ ...median, wallTimesMs: wallTimes })
}

console.log(
  JSON.stringify({
    durationSeconds: DURATION,
    instruments,
    firstPieceMs,
    rows,
    memory: {
      threadsAndBanksAndBuffersAddedMiB: threadsAddedMiB,
      bankFileMiB,
      bankLoadMs,
      bankParsedMiB,
      decodedSamples: decoded.length,
      decodedSamplesMiB,
      // After all the pieces: what the two threads decoded, held once for both.
      decodedInSharedMemoryMiB: mib(sharedSamplesMiB() * 2 ** 20),
      bankInProcessMiB: mib((bankFileMiB + 2 * bankParsedMiB + sharedSamplesMiB()) * 2 ** 20),
    },
    peakRssMiB: Math.round(process.resourceUsage().maxRSS / 1024),
    loadAverage1m: Number(loadavg()[0]!.toFixed(2)),
    cpus: cpus().length,
  }),
)
process.exit(0)
