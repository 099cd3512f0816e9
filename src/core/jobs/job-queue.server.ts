import PgBoss from 'pg-boss'
import type { SqlExecutor } from '#core/db/client.server.ts'
import type { Logger } from '#core/log/logger.server.ts'

/**
 * Background work on a queue engine in the site's own database (ADR 012): pg-boss, on PostgreSQL and
 * on the embedded PGlite alike. A job is a row; a worker takes it with `FOR UPDATE SKIP LOCKED`, so
 * with several instances exactly one runs each job. A job whose handler throws is retried with
 * exponential back-off, then kept as failed with its error (the admin dashboard lists them).
 *
 * Features declare their kinds of work with `define` (before `start`), enqueue with `enqueue`, and
 * recurring work with `schedule` (a cron expression; one instance enqueues each occurrence).
 */

export type JobDefinition<T extends object> = {
  /** Letters, digits, `-`, `_` and `.`, such as `mail.deliver` or `learning.reminders`. */
  name: string
  /** A short French label for the admin dashboard (« Envoi d’un e-mail »). */
  label: string
  handler: (data: T, job: { id: string }) => Promise<void>
  /** Tries after the first one before the job is kept as failed (default 5). */
  retryLimit?: number
  /** Seconds before the first retry; each next wait doubles (default 30). */
  retryDelaySeconds?: number
  /** A run that lasts longer is considered lost and retried (default 15 minutes). */
  expireInSeconds?: number
  /** Jobs of this kind one instance runs at once (default 2). */
  concurrency?: number
  /**
   * `stately`: at most one job of this kind waits and one runs, across all instances; enqueueing
   * while one waits does nothing (returns null). For work that redoes everything from the current
   * data, such as rebuilding an index: a burst of changes is one job. Default `standard`: every job is kept.
   */
  policy?: 'standard' | 'stately'
}

export type FailedJob = {
  id: string
  name: string
  label: string
  /** The error of the last try. */
  error: string
  attempts: number
  createdAt: Date
  failedAt: Date | null
}

export type JobCounts = { waiting: number; active: number; failed: number; completed: number }

export type JobQueue = {
  define<T extends object>(definition: JobDefinition<T>): void
  /**
   * Adds a job; with `id` (a UUID), adding the same id again does nothing (returns null), so a job
   * can be tied to the row it works on.
   */
  enqueue<T extends object>(
    name: string,
    data: T,
    options?: { id?: string; startAfterSeconds?: number },
  ): Promise<string | null>
  /** Runs `name` on a cron schedule (UTC), enqueued by one instance at each occurrence. */
  schedule(name: string, cron: string, data?: object): Promise<void>
  /** Creates the engine's tables and queues; with `work`, this instance also runs jobs. */
  start(options?: { work?: boolean }): Promise<void>
  /** Stops taking jobs and waits (up to `timeoutMs`) for the running ones. */
  stop(timeoutMs?: number): Promise<void>
  /** The failed jobs, newest first. */
  failures(limit?: number): Promise<FailedJob[]>
  /** Puts a failed job back in the queue (its tries start again); null when there is no such failed job. */
  retry(id: string): Promise<{ name: string; label: string } | null>
  counts(): Promise<JobCounts>
  readonly names: readonly string[]
}

const NAME_PATTERN = /^[a-z][a-z0-9_.-]{1,48}$/

/** Runs `task` again (up to 5 times, after a short random pause) when PostgreSQL reports a deadlock or a duplicate. */
async function retryOnConflict(task: () => Promise<void>) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await task()
    } catch (error) {
      const code = (error as { code?: string }).code
      // 40P01 deadlock, 23505 unique violation, 42P07 table exists: another instance did the same at once.
      if (attempt >= 5 || !['40P01', '23505', '42P07'].includes(code ?? '')) throw error
      await new Promise(resolve => setTimeout(resolve, 50 + Math.random() * 200 * attempt))
    }
  }
}

/** What the queue needs of an open database (`DatabaseHandle`): its URL on PostgreSQL, its connection on PGlite. */
export function jobDatabaseOf(handle: {
  connectionString: string | undefined
  execute: SqlExecutor
}): { connectionString: string } | { execute: SqlExecutor } {
  return handle.connectionString ? { connectionString: handle.connectionString } : { execute: handle.execute }
}

/** The engine's schema in the site's database. */
export const JOB_SCHEMA = 'jobs'

export function createJobQueue(options: {
  /**
   * PostgreSQL: the URL (pg-boss opens its own small pool, as the engine is made for). PGlite: its
   * `execute`, so the engine runs on the one embedded connection.
   */
  database: { connectionString: string } | { execute: SqlExecutor }
  logger: Logger
  /** Seconds between polls for new jobs (default 2; tests use less). */
  pollingIntervalSeconds?: number
}): JobQueue {
  const { logger } = options
  const definitions = new Map<string, JobDefinition<object>>()
  const schedules: { name: string; cron: string; data: object }[] = []
  const { database } = options
  const boss = new PgBoss({
    ...('execute' in database
      ? { db: { executeSql: (text: string, values: unknown[]) => database.execute(text, values) } }
      : { connectionString: database.connectionString, max: 4, application_name: `gombiste-jobs-${process.pid}` }),
    schema: JOB_SCHEMA,
    // Failed jobs stay in the job table (not the archive) for two weeks, so the dashboard sees them.
    archiveCompletedAfterSeconds: 12 * 3600,
    archiveFailedAfterSeconds: 14 * 24 * 3600,
    deleteAfterDays: 14,
  })
  const execute = async (text: string, values: unknown[] = []) =>
    ('execute' in database
      ? database.execute(text, values)
      : (boss.getDb() as PgBoss.Db).executeSql(text, values)) as Promise<{
      rows: Record<string, unknown>[]
    }>
  boss.on('error', (error: Error) => logger.warn({ err: error }, `job queue: ${error.message}`))
  let started = false

  return {
    get names() {
      return [...definitions.keys()]
    },
    define(definition) {
      if (!NAME_PATTERN.test(definition.name)) throw new Error(`invalid job name: ${definition.name}`)
      if (definitions.has(definition.name)) throw new Error(`job ${definition.name} is defined twice`)
      if (started) throw new Error(`job ${definition.name} is defined after the queue started`)
      definitions.set(definition.name, definition as JobDefinition<object>)
    },
    async enqueue(name, data, enqueueOptions = {}) {
      if (!definitions.has(name)) throw new Error(`unknown job: ${name}`)
      return boss.send(name, data, {
        ...(enqueueOptions.id ? { id: enqueueOptions.id } : {}),
        ...(enqueueOptions.startAfterSeconds ? { startAfter: enqueueOptions.startAfterSeconds } : {}),
      })
    },
    async schedule(name, cron, data = {}) {
      if (!definitions.has(name)) throw new Error(`unknown job: ${name}`)
      if (started) await boss.schedule(name, cron, data, { tz: 'UTC' })
      else schedules.push({ name, cron, data })
    },
    async start(startOptions = {}) {
      await boss.start()
      started = true
      for (const definition of definitions.values()) {
        const settings = {
          name: definition.name,
          retryLimit: definition.retryLimit ?? 5,
          retryDelay: definition.retryDelaySeconds ?? 30,
          retryBackoff: true,
          expireInSeconds: definition.expireInSeconds ?? 15 * 60,
          policy: definition.policy ?? 'standard',
        }
        // Instances starting together create the same queues (a table partition each): PostgreSQL may
        // pick one of them as a deadlock victim, which simply tries again.
        await retryOnConflict(async () => {
          if (await boss.getQueue(definition.name)) await boss.updateQueue(definition.name, settings)
          else await boss.createQueue(definition.name, settings)
        })
      }
      for (const { name, cron, data } of schedules.splice(0))
        await retryOnConflict(() => boss.schedule(name, cron, data, { tz: 'UTC' }))
      if (startOptions.work === false) return
      for (const definition of definitions.values()) {
        const workers = definition.concurrency ?? 2
        for (let index = 0; index < workers; index++) {
          await boss.work<object>(
            definition.name,
            { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
            async ([job]) => {
              if (!job) return
              try {
                await definition.handler(job.data, { id: job.id })
              } catch (error) {
                logger.warn({ err: error, job: definition.name, jobId: job.id }, `job ${definition.name} failed`)
                throw error
              }
            },
          )
        }
      }
    },
    async stop(timeoutMs = 8000) {
      if (!started) return
      started = false
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs })
    },
    async failures(limit = 50) {
      const names = [...definitions.keys()]
      if (names.length === 0) return []
      const { rows } = await execute(
        `select id, name, output, retry_count, created_on, completed_on from ${JOB_SCHEMA}.job
         where state = 'failed' and name = any($1::text[])
         order by coalesce(completed_on, created_on) desc limit $2`,
        [names, limit],
      )
      return rows.map(row => {
        const output = row.output as { message?: string } | null
        const name = String(row.name)
        return {
          id: String(row.id),
          name,
          label: definitions.get(name)?.label ?? name,
          error: output?.message ?? (output ? JSON.stringify(output) : 'Erreur inconnue'),
          attempts: Number(row.retry_count) + 1,
          createdAt: new Date(row.created_on as string | Date),
          failedAt: row.completed_on ? new Date(row.completed_on as string | Date) : null,
        }
      })
    },
    async retry(id) {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return null
      const { rows } = await execute(`select name from ${JOB_SCHEMA}.job where id = $1::uuid and state = 'failed'`, [
        id,
      ])
      const name = rows[0] ? String(rows[0].name) : undefined
      if (!name || !definitions.has(name)) return null
      await boss.retry(name, id)
      return { name, label: definitions.get(name)!.label }
    },
    async counts() {
      const { rows } = await execute(`select state, count(*)::int as count from ${JOB_SCHEMA}.job group by state`)
      const count = (...states: string[]) =>
        rows.filter(row => states.includes(String(row.state))).reduce((sum, row) => sum + Number(row.count), 0)
      return {
        waiting: count('created', 'retry'),
        active: count('active'),
        failed: count('failed'),
        completed: count('completed'),
      }
    },
  }
}
