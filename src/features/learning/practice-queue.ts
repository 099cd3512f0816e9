import { ApiError } from '#core/http/app-error.ts'
import type { PracticeTry } from './practice/scoring.ts'

/**
 * Practice tries made while offline (a saved lesson in flight mode, issue #25): kept on this device and
 * sent, in order, when the connection comes back. Only measurements, as online (never audio).
 */
const KEY = 'gombiste_practice_queue'
const MAX_QUEUED = 200

export type QueuedTry = {
  disciplineId: string
  levelId: string
  lesson: number
  exercise: string
  attempt: PracticeTry
  at: string
}

export function queuedTries(): QueuedTry[] {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown
    return Array.isArray(value) ? (value as QueuedTry[]) : []
  } catch {
    return []
  }
}

function keep(tries: QueuedTry[]) {
  try {
    if (tries.length === 0) localStorage.removeItem(KEY)
    else localStorage.setItem(KEY, JSON.stringify(tries.slice(-MAX_QUEUED)))
  } catch {
    // Storage full or refused: the try is lost, as it would be without the queue.
  }
}

export function queueTry(item: Omit<QueuedTry, 'at'>) {
  keep([...queuedTries(), { ...item, at: new Date().toISOString() }])
}

/** Whether a failure is the network's (offline), so the try can wait for the connection. */
export const isOffline = (error: unknown) => error instanceof ApiError && error.code === 'NETWORK'

/**
 * Sends the queued tries in order; each one sent (or refused by the server: it will never pass) leaves
 * the queue, and sending stops at the first network failure. Returns the answers of those sent.
 */
export async function flushTries<Answer>(send: (item: QueuedTry) => Promise<Answer>) {
  const sent: { item: QueuedTry; answer: Answer }[] = []
  let left = queuedTries()
  while (left.length > 0) {
    const item = left[0]!
    try {
      sent.push({ item, answer: await send(item) })
    } catch (error) {
      if (isOffline(error)) break
    }
    left = left.slice(1)
    keep(left)
  }
  return sent
}
