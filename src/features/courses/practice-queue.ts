import { ApiError } from '#core/http/app-error.ts'
import type { PracticeTry } from './practice/scoring.ts'

/**
 * Practice tries made while offline (a saved lesson in flight mode): kept on this device and
 * sent, in order, when the connection comes back. Only measurements, as online (never audio). Each
 * try names the account it was made with: on a shared phone, another student's tries wait for them
 * instead of landing in the wrong progress.
 */
const KEY = 'gombiste_practice_queue'
/** The account last signed in on a lesson page here: offline, the server cannot say who it is. */
const ACCOUNT_KEY = 'gombiste_practice_account'
const MAX_QUEUED = 200

export type QueuedTry = {
  /** The account the try was made with. */
  userId: string
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

/**
 * The account tries are made with: the signed-in user when the server has said who it is (it is then
 * remembered), otherwise, offline, the one last signed in on a lesson page of this device (sign-out
 * forgets the saved lessons, so a saved lesson opened offline is that account's).
 */
export function practiceAccount(signedInId: string | undefined): string | null {
  try {
    if (signedInId) localStorage.setItem(ACCOUNT_KEY, signedInId)
    return signedInId ?? localStorage.getItem(ACCOUNT_KEY)
  } catch {
    return signedInId ?? null
  }
}

export function queueTry(item: Omit<QueuedTry, 'at'>) {
  keep([...queuedTries(), { ...item, at: new Date().toISOString() }])
}

/** Whether a failure is the network's (offline), so the try can wait for the connection. */
export const isOffline = (error: unknown) => error instanceof ApiError && error.code === 'NETWORK'

/**
 * Sends the tries `userId` queued, in order; each one sent (or refused by the server: it will never
 * pass) leaves the queue, and sending stops at the first network failure. Other accounts' tries stay.
 * Returns the answers of those sent.
 */
export async function flushTries<Answer>(userId: string, send: (item: QueuedTry) => Promise<Answer>) {
  const sent: { item: QueuedTry; answer: Answer }[] = []
  for (;;) {
    const next = queuedTries().find(item => item.userId === userId)
    if (!next) break
    try {
      sent.push({ item: next, answer: await send(next) })
    } catch (error) {
      if (isOffline(error)) break
    }
    keep(queuedTries().filter(item => !sameTry(item, next)))
  }
  return sent
}

const sameTry = (a: QueuedTry, b: QueuedTry) =>
  a.userId === b.userId && a.at === b.at && a.exercise === b.exercise && a.lesson === b.lesson
