import { AppError } from '#core/http/app-error.ts'

/**
 * The server's one line for new pieces. A piece in flight holds about 190 MB (the parts the two
 * composer threads play, then the mastered spans) and both cores, so only a few are rendered at once
 * (`inFlight`); a few more wait their turn (`waiting`); beyond that the request is refused at once with
 * a French message and `Retry-After`, instead of piling memory and CPU up until pages slow down for
 * everyone. A request whose client has gone leaves the line, and a render whose every asker has gone
 * is stopped (see `music-generator.server.ts`).
 */
export type RenderQueueSettings = {
  /** Pieces rendered at once. One piece already keeps both composer threads busy. */
  inFlight: number
  /** Pieces waiting for their turn; the next one is refused. */
  waiting: number
}

/** Two cores: one piece at a time on both threads, and four waiting (a minute or so at 60 s per piece). */
export const RENDER_QUEUE_DEFAULTS: RenderQueueSettings = { inFlight: 1, waiting: 4 }

export const COMPOSER_BUSY_MESSAGE =
  'Le compositeur est très demandé en ce moment : réessayez dans une minute, votre morceau n’a pas été lancé.'

/** The composer's line is full: 503 with `Retry-After`. */
export class ComposerBusyError extends AppError {
  readonly retryAfterSeconds: number
  constructor(retryAfterSeconds: number) {
    super('UNAVAILABLE', COMPOSER_BUSY_MESSAGE)
    this.retryAfterSeconds = retryAfterSeconds
  }
}

export type RenderQueueStats = { inFlight: number; waiting: number; refused: number; abandoned: number }

export type RenderQueue = {
  /**
   * Runs `task` when a place frees up. Rejects with `ComposerBusyError` when the line is full, and
   * with the signal's reason when the signal aborts before the task starts (the place is given back).
   */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>
  stats(): RenderQueueStats
}

type Waiter = { start: () => void; signal: AbortSignal | undefined; onAbort: () => void }

/** Seconds a render took, on average over the last ones; 30 s before the first is measured. */
function renderClock() {
  let average = 30
  return {
    record(seconds: number) {
      average = 0.7 * average + 0.3 * seconds
    },
    get average() {
      return average
    },
  }
}

export function createRenderQueue(settings: RenderQueueSettings = RENDER_QUEUE_DEFAULTS): RenderQueue {
  let running = 0
  let refused = 0
  let abandoned = 0
  const line: Waiter[] = []
  const clock = renderClock()

  const next = () => {
    while (running < settings.inFlight && line.length > 0) {
      const waiter = line.shift()!
      waiter.signal?.removeEventListener('abort', waiter.onAbort)
      running++
      waiter.start()
    }
  }

  const retryAfter = () =>
    Math.min(600, Math.max(5, Math.ceil((clock.average * (line.length + running)) / settings.inFlight)))

  async function execute<T>(task: () => Promise<T>): Promise<T> {
    const startedAt = performance.now()
    try {
      return await task()
    } finally {
      clock.record((performance.now() - startedAt) / 1000)
      running--
      next()
    }
  }

  return {
    run(task, signal) {
      if (signal?.aborted) return Promise.reject(signal.reason)
      if (running < settings.inFlight) {
        running++
        return execute(task)
      }
      if (line.length >= settings.waiting) {
        refused++
        return Promise.reject(new ComposerBusyError(retryAfter()))
      }
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          signal,
          start: () => execute(task).then(resolve, reject),
          onAbort: () => {
            const index = line.indexOf(waiter)
            if (index >= 0) line.splice(index, 1)
            abandoned++
            reject(signal!.reason)
          },
        }
        signal?.addEventListener('abort', waiter.onAbort, { once: true })
        line.push(waiter)
      })
    },
    stats: () => ({ inFlight: running, waiting: line.length, refused, abandoned }),
  }
}

/** The process's line, shared by the composer form and the chat. */
export const composerQueue = createRenderQueue()
