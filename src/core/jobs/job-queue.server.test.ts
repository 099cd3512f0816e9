import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { openDatabase, type DatabaseHandle } from '#core/db/client.server.ts'
import { createLogger } from '#core/log/logger.server.ts'
import { createTestDatabase } from '#tests/setup/test-database.ts'
import { createJobQueue, jobDatabaseOf, type JobQueue } from './job-queue.server.ts'

/**
 * The job queue (pg-boss) on the test database: PGlite by default, PostgreSQL with TEST_DATABASE_URL.
 * Jobs run, failing ones are retried with back-off then kept with their error, and, on PostgreSQL,
 * two instances (two connection pools, two queues) share 200 jobs and run each exactly once.
 */
const logger = createLogger('silent')

let database: DatabaseHandle
/** PGlite in memory; on PostgreSQL runs, a second handle, so the queue is tested on both engines. */
let embedded: DatabaseHandle | undefined
const queues: JobQueue[] = []
const RUNS_TABLE = 'create table job_runs (job_id text not null, instance text not null, n int not null)'
beforeAll(async () => {
  database = await createTestDatabase()
  await database.execute(RUNS_TABLE)
  if (process.env.TEST_DATABASE_URL) {
    embedded = await openDatabase({ dataDir: ':memory:' })
    await embedded.execute(RUNS_TABLE)
  }
})
afterAll(async () => {
  await Promise.all(queues.map(queue => queue.stop(2000)))
  await database.close()
  await embedded?.close()
})

const ENGINES = process.env.TEST_DATABASE_URL ? ['PostgreSQL', 'PGlite'] : ['PGlite']
const handleOf = (engine: string) => (engine === 'PGlite' && embedded ? embedded : database)

function queueOn(handle: DatabaseHandle, instance: string, fail: (n: number) => boolean = () => false) {
  const queue = createJobQueue({ database: jobDatabaseOf(handle), logger, pollingIntervalSeconds: 0.5 })
  queue.define<{ n: number }>({
    name: 'test.count',
    label: 'Comptage',
    concurrency: 4,
    retryLimit: 2,
    retryDelaySeconds: 1,
    handler: async ({ n }, job) => {
      if (fail(n)) throw new Error(`le serveur SMTP ne répond pas (${n})`)
      await handle.execute('insert into job_runs (job_id, instance, n) values ($1, $2, $3)', [job.id, instance, n])
    },
  })
  queues.push(queue)
  return queue
}

async function runsOf(range: [number, number], handle = database) {
  const { rows } = await handle.execute('select job_id, instance, n from job_runs where n between $1 and $2', range)
  return rows as { job_id: string; instance: string; n: number }[]
}

describe.each(ENGINES)('one instance on %s', { timeout: 60_000 }, engine => {
  let queue: JobQueue
  beforeAll(async () => {
    queue = queueOn(handleOf(engine), 'seul', n => n === 13)
    await queue.start()
  })

  test('enqueued jobs run once; the same id enqueued twice is one job', async () => {
    const ids = await Promise.all([1, 2, 3].map(n => queue.enqueue('test.count', { n })))
    expect(ids.every(id => typeof id === 'string')).toBe(true)
    const fixed = '0b7a43c4-5f0e-4c71-9a5e-2f1a6f3c2d10'
    expect(await queue.enqueue('test.count', { n: 4 }, { id: fixed })).toBe(fixed)
    expect(await queue.enqueue('test.count', { n: 4 }, { id: fixed })).toBeNull()
    await vi.waitFor(async () => expect(await runsOf([1, 4], handleOf(engine))).toHaveLength(4), {
      timeout: 15_000,
      interval: 200,
    })
    // Once nothing waits or runs, no job can run a second time.
    await vi.waitFor(async () => expect(await queue.counts()).toMatchObject({ waiting: 0, active: 0 }), {
      timeout: 15_000,
      interval: 200,
    })
    expect((await runsOf([1, 4], handleOf(engine))).map(run => run.n).sort()).toEqual([1, 2, 3, 4])
  })

  test('a failing job is retried with back-off, then kept with its error for the dashboard', async () => {
    const id = await queue.enqueue('test.count', { n: 13 })
    await vi.waitFor(async () => expect((await queue.failures()).map(failure => failure.id)).toContain(id), {
      timeout: 20_000,
      interval: 250,
    })
    const failure = (await queue.failures()).find(entry => entry.id === id)!
    expect(failure).toMatchObject({
      name: 'test.count',
      label: 'Comptage',
      error: 'le serveur SMTP ne répond pas (13)',
      attempts: 3,
    })
    expect((await queue.counts()).failed).toBeGreaterThanOrEqual(1)
  })

  test('unknown kinds, bad names and late definitions are refused', async () => {
    await expect(queue.enqueue('nope', {})).rejects.toThrow(/unknown job: nope/)
    expect(() => queue.define({ name: 'Pas Bon', label: 'x', handler: async () => {} })).toThrow(/invalid job name/)
    expect(() => queue.define({ name: 'late.kind', label: 'x', handler: async () => {} })).toThrow(
      /after the queue started/,
    )
  })
})

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two instances on one PostgreSQL (skipped without TEST_DATABASE_URL: PGlite is one process)',
  { timeout: 120_000 },
  () => {
    let second: DatabaseHandle
    beforeAll(async () => {
      // A second connection pool to the same database, as a second server process has.
      const url = await currentDatabaseUrl()
      second = await openDatabase({ databaseUrl: url, dataDir: ':memory:' })
    })
    afterAll(async () => second?.close())

    test('200 jobs, each done exactly once, shared between both', async () => {
      const first = queueOn(database, 'A')
      const other = queueOn(second, 'B')
      // Jobs wait in the queue before either instance works, so both compete for every one of them.
      await first.start({ work: false })
      const ids = new Set<string>()
      for (let n = 1000; n < 1200; n++) ids.add((await first.enqueue('test.count', { n }))!)
      expect(ids.size).toBe(200)
      await first.stop(1000)
      const a = queueOn(database, 'A')
      await Promise.all([a.start(), other.start()])
      await vi.waitFor(async () => expect((await runsOf([1000, 1199])).length).toBeGreaterThanOrEqual(200), {
        timeout: 90_000,
        interval: 500,
      })
      // Once nothing waits or runs, no job can run a second time.
      await vi.waitFor(async () => expect(await a.counts()).toMatchObject({ waiting: 0, active: 0 }), {
        timeout: 30_000,
        interval: 500,
      })
      const runs = await runsOf([1000, 1199])
      expect(runs).toHaveLength(200)
      expect(new Set(runs.map(run => run.job_id))).toEqual(ids)
      expect(new Set(runs.map(run => run.n)).size).toBe(200)
      expect(runs.filter(run => run.instance === 'A').length).toBeGreaterThan(0)
      expect(runs.filter(run => run.instance === 'B').length).toBeGreaterThan(0)
    })
  },
)

async function currentDatabaseUrl(): Promise<string> {
  const { rows } = await database.execute('select current_database() as name')
  const url = new URL(process.env.TEST_DATABASE_URL!)
  url.pathname = `/${String(rows[0]!.name)}`
  return url.toString()
}

describe('the stately policy', { timeout: 60_000 }, () => {
  test('while a job of the kind waits, enqueueing it again does nothing', async () => {
    const queue = createJobQueue({ database: jobDatabaseOf(database), logger, pollingIntervalSeconds: 0.5 })
    queue.define({ name: 'test.rebuild', label: 'Reconstruction', policy: 'stately', handler: async () => {} })
    queues.push(queue)
    await queue.start({ work: false }) // nobody takes it: the first job keeps waiting
    expect(await queue.enqueue('test.rebuild', {})).toEqual(expect.any(String))
    expect(await queue.enqueue('test.rebuild', {})).toBeNull()
    expect(await queue.enqueue('test.rebuild', {})).toBeNull()
  })
})
