import { beforeEach, describe, expect, test } from 'vitest'
import { ApiError } from '#core/http/app-error.ts'
import type { PracticeTry } from './practice/scoring.ts'
import { flushTries, practiceAccount, type QueuedTry, queuedTries, queueTry } from './practice-queue.ts'

/** The browser's localStorage, as far as the queue uses it (Node has none). */
class MemoryStorage {
  private values = new Map<string, string>()
  getItem = (key: string) => this.values.get(key) ?? null
  setItem = (key: string, value: string) => void this.values.set(key, String(value))
  removeItem = (key: string) => void this.values.delete(key)
}

const attempt = { kind: 'rhythm', taps: [0, 500, 1000] } as unknown as PracticeTry
const tryOf = (userId: string, exercise: string) =>
  ({ userId, disciplineId: 'piano', levelId: 'debutant', lesson: 4, exercise, attempt }) as const

describe('practice tries made offline', () => {
  beforeEach(() => {
    Object.assign(globalThis, { localStorage: new MemoryStorage() })
  })

  test('only the signed-in account’s tries are sent, in order; another account’s wait for it', async () => {
    queueTry(tryOf('ana', 'premier'))
    queueTry(tryOf('ben', 'autre'))
    queueTry(tryOf('ana', 'second'))
    const sentOrder: string[] = []
    const sent = await flushTries('ana', async (item: QueuedTry) => {
      sentOrder.push(item.exercise)
      return { best: item.exercise }
    })
    expect(sentOrder).toEqual(['premier', 'second'])
    expect(sent.map(({ answer }) => answer.best)).toEqual(['premier', 'second'])
    expect(queuedTries().map(item => [item.userId, item.exercise])).toEqual([['ben', 'autre']])

    await flushTries('ben', async item => item.exercise)
    expect(queuedTries()).toEqual([])
  })

  test('a network failure stops sending and keeps the try; a refused try leaves the queue', async () => {
    queueTry(tryOf('ana', 'refusee'))
    queueTry(tryOf('ana', 'hors-ligne'))
    queueTry(tryOf('ana', 'apres'))
    const sent = await flushTries('ana', async item => {
      if (item.exercise === 'refusee') throw new ApiError(400, 'VALIDATION', 'Essai invalide.')
      if (item.exercise === 'hors-ligne') throw new ApiError(0, 'NETWORK', 'Hors ligne.')
      return item.exercise
    })
    expect(sent).toEqual([])
    expect(queuedTries().map(item => item.exercise)).toEqual(['hors-ligne', 'apres'])
  })

  test('offline, tries go under the account last signed in on a lesson page here', () => {
    expect(practiceAccount(undefined)).toBeNull()
    expect(practiceAccount('ana')).toBe('ana')
    expect(practiceAccount(undefined)).toBe('ana')
    expect(practiceAccount('ben')).toBe('ben')
    expect(practiceAccount(undefined)).toBe('ben')
  })
})
