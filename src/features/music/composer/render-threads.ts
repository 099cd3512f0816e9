/**
 * The server renders a piece on both cores: two long-lived render threads, each with its own copy of
 * the SoundFont (loaded on its first job, samples decoded as they are first played), play half of
 * the notes each (`splitInTwo`: by channel and key, about equal work), with the same code as the
 * calling thread would (`renderPart`, whose source text the threads run). The halves are added and
 * mastered in the calling thread (`finishPiece`). The event loop stays free while the threads play.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
import { performScore } from './performance.ts'
import { type RenderedPart, type RenderJob, renderJob, renderPart, splitInTwo } from './render-part.ts'
import { finishPiece, pieceLength, type RenderedAudio, SAMPLE_RATE } from './sampled.ts'
import type { Score } from './score.ts'
import { soundBankPath } from './sound-bank.ts'

// Plain JavaScript evaluated from a string, so it runs the same from the TypeScript sources (tests,
// tsx) and from the bundled server; `renderPart` is inserted as its source text.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const { readFileSync } = require('node:fs')
const { pathToFileURL } = require('node:url')
const renderPart = ${renderPart.toString()}
// This thread's CPU time in ms (Linux), for the benchmark: utime + stime in clock ticks of 10 ms.
const threadCpuMs = () => {
  try {
    const fields = readFileSync('/proc/thread-self/stat', 'latin1').split(') ')[1].split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch { return 0 }
}
let ready
const load = () => (ready ??= (async () => {
  const library = await import(pathToFileURL(workerData.libraryPath).href)
  library.SpessaLog.warnEnabled = false
  const bytes = readFileSync(workerData.bankPath)
  const bank = library.SoundBankLoader.fromArrayBuffer(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength))
  return { library, bank }
})())
parentPort.on('message', async ({ id, job }) => {
  try {
    const cpuBefore = threadCpuMs()
    const { library, bank } = await load()
    const part = await renderPart(library.SpessaSynthProcessor, bank, job)
    parentPort.postMessage({ id, part, cpuMs: threadCpuMs() - cpuBefore }, [part.left.buffer, part.right.buffer, part.send.buffer, part.energy.buffer])
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.stack || error) })
  }
})
`

type Pending = { resolve: (part: RenderedPart) => void; reject: (error: Error) => void }
type Reply = { id: number; part?: RenderedPart; error?: string; cpuMs?: number }

/** One render thread, started on first use and not keeping the process alive; jobs queue. */
class RenderThread {
  private worker: Worker | undefined
  private pending = new Map<number, Pending>()
  private nextId = 0
  /** CPU time this thread spent rendering (and loading the bank), in ms (Linux; 10 ms resolution). */
  cpuMs = 0

  private start(): Worker {
    if (this.worker) return this.worker
    const require = createRequire(import.meta.url)
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { libraryPath: libraryEntry(require), bankPath: soundBankPath('FluidR3Mono') },
    })
    worker.unref()
    worker.on('message', (message: Reply) => {
      const job = this.pending.get(message.id)
      if (!job) return
      this.pending.delete(message.id)
      this.cpuMs += message.cpuMs ?? 0
      if (message.part) job.resolve(message.part)
      else job.reject(new Error(`render thread failed: ${message.error}`))
    })
    worker.on('error', (error: unknown) => this.fail(error instanceof Error ? error : new Error(String(error))))
    worker.on('exit', () => this.fail(new Error('render thread stopped')))
    this.worker = worker
    return worker
  }

  /** A crashed thread fails every job in flight and is restarted on the next job. */
  private fail(error: Error) {
    const worker = this.worker
    this.worker = undefined
    void worker?.terminate()
    for (const job of this.pending.values()) job.reject(error)
    this.pending.clear()
  }

  render(job: RenderJob): Promise<RenderedPart> {
    const worker = this.start()
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      worker.postMessage({ id, job })
    })
  }
}

/** spessasynth_core's ES module entry (the package has no CommonJS build to `require`). */
function libraryEntry(require: NodeJS.Require): string {
  const manifest = require.resolve('spessasynth_core/package.json')
  const { main } = JSON.parse(readFileSync(manifest, 'utf8')) as { main?: string }
  return manifest.replace(/package\.json$/, main ?? 'dist/index.js')
}

const renderThreads = [new RenderThread(), new RenderThread()]

/** CPU time each render thread has spent so far, in ms (the benchmark reads it). */
export const renderThreadsCpuMs = (): number[] => renderThreads.map(thread => thread.cpuMs)

/** Renders and masters a score, its notes played by the two render threads at once. */
export async function renderInThreads(score: Score, options: { measureStems?: boolean } = {}): Promise<RenderedAudio> {
  const measureStems = options.measureStems ?? false
  const performed = performScore(score)
  const length = pieceLength(score, SAMPLE_RATE)
  const parts = await Promise.all(
    splitInTwo(performed, measureStems).map((keep, index) =>
      renderThreads[index]!.render(renderJob(performed, SAMPLE_RATE, length, { measureStems, keep })),
    ),
  )
  return finishPiece(score, performed, parts, SAMPLE_RATE)
}
