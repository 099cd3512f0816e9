/**
 * The server's two composer threads, one per core, each running `composer-thread.ts` with its own
 * parsed SoundFont and MP3 encoder; the bank file and its decoded samples are held once, in memory
 * both threads share (`shared-samples.ts`). Started on first use; they do not keep the process
 * alive; requests to one thread queue. A thread that crashes fails the requests it holds and is
 * started again on the next one.
 *
 * The thread's module is the TypeScript source when this file runs from the sources (tests, tsx:
 * the thread registers tsx first), and `composer-thread.js` next to the server bundle once built
 * (`vite.config.ts` bundles it).
 */
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { ThreadReply, ThreadRequest } from './composer-thread.ts'
import { createSharedSamples, type SharedSamples } from './shared-samples.ts'
import { soundBankPath } from './sound-bank.ts'

const BOOT = `
const { workerData } = require('node:worker_threads')
const ready = workerData.typescript ? import('tsx/esm/api').then(api => { api.register() }) : Promise.resolve()
ready.then(() => import(workerData.module))
`

function threadModule(): { module: string; typescript: boolean } {
  const here = import.meta.url
  if (here.endsWith('.ts')) return { module: new URL('./composer-thread.ts', here).href, typescript: true }
  for (const candidate of ['./composer-thread.js', '../composer-thread.js']) {
    const url = new URL(candidate, here)
    if (existsSync(fileURLToPath(url))) return { module: url.href, typescript: false }
  }
  throw new Error('composer: composer-thread.js is missing next to the server bundle (run `npm run build`)')
}

/** Outlives the threads: a thread started again finds the samples already decoded. */
let sharedSamples: SharedSamples | undefined

/** What a thread receives: its module, and the process's bank file and decoded samples. */
export type ThreadData = { module: string; typescript: boolean; samples: SharedSamples }

type Pending = { kind: ThreadRequest['kind']; resolve: (reply: ThreadReply) => void; reject: (error: Error) => void }
type Answer = ThreadReply & { id: number; error?: string; cpuMs?: number }

export class ComposerThread {
  private worker: Worker | undefined
  private pending = new Map<number, Pending>()
  private nextId = 0
  /** CPU time this thread spent per kind of request, in ms (Linux; 10 ms resolution). */
  readonly cpuMs: Record<string, number> = {}

  private start(): Worker {
    if (this.worker) return this.worker
    // Read once, when the first piece (or the warm-up after start-up) starts the first thread: 14 MB
    // from the package, a few milliseconds.
    sharedSamples ??= createSharedSamples(readFileSync(soundBankPath('FluidR3Mono')))
    const workerData: ThreadData = { ...threadModule(), samples: sharedSamples }
    const worker = new Worker(BOOT, { eval: true, workerData })
    worker.unref()
    worker.on('message', (answer: Answer) => {
      const job = this.pending.get(answer.id)
      if (!job) return
      this.pending.delete(answer.id)
      this.cpuMs[job.kind] = (this.cpuMs[job.kind] ?? 0) + (answer.cpuMs ?? 0)
      if (answer.error === undefined) job.resolve(answer)
      else job.reject(new Error(`composer thread: ${answer.error}`))
    })
    worker.on('error', (error: unknown) => this.fail(error instanceof Error ? error : new Error(String(error))))
    worker.on('exit', () => this.fail(new Error('composer thread stopped')))
    this.worker = worker
    return worker
  }

  private fail(error: Error) {
    const worker = this.worker
    this.worker = undefined
    void worker?.terminate()
    for (const job of this.pending.values()) job.reject(error)
    this.pending.clear()
  }

  /** Sends a request (its `transfer` buffers move to the thread) and resolves with the reply. */
  call(request: ThreadRequest, transfer: ArrayBuffer[] = []): Promise<ThreadReply> {
    const worker = this.start()
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      this.pending.set(id, { kind: request.kind, resolve, reject })
      worker.postMessage({ id, request }, transfer)
    })
  }
}

export const composerThreads = [new ComposerThread(), new ComposerThread()] as const

/** CPU time each thread has spent so far per kind of request, in ms (the benchmark reads it). */
export const composerThreadsCpuMs = (): Record<string, number>[] => composerThreads.map(thread => ({ ...thread.cpuMs }))

/** MiB of decoded samples the threads hold in shared memory, once for both (the benchmark reads it). */
export const sharedSamplesMiB = (): number => ((sharedSamples ? Atomics.load(sharedSamples.index, 0) : 0) * 4) / 2 ** 20
