import { describe, expect, test } from 'vitest'
import { COMPOSER_BUSY_MESSAGE, ComposerBusyError, createRenderQueue } from './render-queue.server.ts'

/** A task that ends when the test says so. */
function gate() {
  let open!: () => void
  const opened = new Promise<void>(resolve => (open = resolve))
  return { open, task: async () => opened }
}

describe('the composer line', () => {
  test('runs at most `inFlight` pieces at once; the others wait their turn, in order', async () => {
    const queue = createRenderQueue({ inFlight: 2, waiting: 3 })
    const gates = Array.from({ length: 5 }, gate)
    const started: number[] = []
    const runs = gates.map((g, index) =>
      queue.run(async () => {
        started.push(index)
        await g.task()
        return index
      }),
    )
    await Promise.resolve()
    expect(started).toEqual([0, 1])
    expect(queue.stats()).toMatchObject({ inFlight: 2, waiting: 3 })
    gates[1]!.open()
    expect(await runs[1]).toBe(1)
    await Promise.resolve()
    expect(started).toEqual([0, 1, 2])
    for (const g of gates) g.open()
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4])
    expect(queue.stats()).toMatchObject({ inFlight: 0, waiting: 0 })
  })

  test('beyond the wait list, refuses at once in French with a delay to come back', async () => {
    const queue = createRenderQueue({ inFlight: 1, waiting: 1 })
    const busy = gate()
    const running = queue.run(busy.task)
    const waiting = queue.run(async () => 'second')
    const refused = await queue.run(async () => 'third').catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ComposerBusyError)
    expect((refused as ComposerBusyError).status).toBe(503)
    expect((refused as ComposerBusyError).message).toBe(COMPOSER_BUSY_MESSAGE)
    expect((refused as ComposerBusyError).retryAfterSeconds).toBeGreaterThanOrEqual(5)
    expect(queue.stats().refused).toBe(1)
    busy.open()
    await running
    expect(await waiting).toBe('second')
  })

  test('a request aborted while it waits leaves the line and its place goes to the next one', async () => {
    const queue = createRenderQueue({ inFlight: 1, waiting: 2 })
    const busy = gate()
    const running = queue.run(busy.task)
    const gone = new AbortController()
    let abandonedStarted = false
    const abandoned = queue.run(async () => {
      abandonedStarted = true
    }, gone.signal)
    const next = queue.run(async () => 'next')
    gone.abort(new Error('client gone'))
    await expect(abandoned).rejects.toThrow('client gone')
    expect(queue.stats()).toMatchObject({ waiting: 1, abandoned: 1 })
    busy.open()
    await running
    expect(await next).toBe('next')
    expect(abandonedStarted).toBe(false)
  })

  test('an already aborted request never starts', async () => {
    const queue = createRenderQueue({ inFlight: 1, waiting: 1 })
    let started = false
    await expect(
      queue.run(
        async () => {
          started = true
        },
        AbortSignal.abort(new Error('gone')),
      ),
    ).rejects.toThrow('gone')
    expect(started).toBe(false)
    expect(queue.stats().inFlight).toBe(0)
  })
})
