import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { connect, Socket } from 'node:net'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'

/** The one database type every repo receives, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT>

export type DatabaseHandle = {
  db: Database
  kind: 'pglite' | 'postgres'
  /** Checks that the database answers (used by readiness probes). */
  ping: () => Promise<void>
  /** Connection pool figures for the metrics: size and this instance's connections by state. */
  poolStats: () => Promise<{ max: number; connections: Record<string, number> }>
  close: () => Promise<void>
  /**
   * Runs raw SQL on the same connection(s) as `db`, for a library that brings its own statements (the
   * job queue on PGlite): with `values`, one parameterised statement; without, a script of several
   * statements (PGlite only: on PostgreSQL, one statement, no transaction).
   */
  execute: SqlExecutor
  /** The PostgreSQL URL (for a library that opens its own connections); undefined for PGlite. */
  connectionString: string | undefined
}

export type SqlExecutor = (text: string, values?: readonly unknown[]) => Promise<{ rows: Record<string, unknown>[] }>

/** Connections of one pool to PostgreSQL. */
const POOL_SIZE = 10

/**
 * Time-outs that keep the promise "a 503 within about a second" when PostgreSQL freezes instead of
 * refusing connections: a connection whose server does not answer its startup within 0.4 s is given
 * up; a query sent on an open connection that gets no byte back within SILENCE_MS makes the watchdog
 * ask PostgreSQL afresh (PROBE_MS), and if that goes unanswered too while no other connection heard
 * from it, the silent connections are cut, so their requests fail at once (503) and the pool
 * reconnects when PostgreSQL is back. A slow query or a lock wait on a healthy server is left alone
 * (the probe answers). PROBE_MS is generous because a busy 2-core host can take a few hundred
 * milliseconds to schedule PostgreSQL's answer, which must not read as a freeze. Runaway statements
 * end server-side.
 */
const CONNECT_TIMEOUT_SECONDS = 0.4
const SILENCE_MS = 150
const PROBE_MS = 750
/** While frozen, how often PostgreSQL is asked again (new connections fail at once meanwhile). */
const RECHECK_MS = 250
const STATEMENT_TIMEOUT_MS = 15_000
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 15_000
/**
 * A statement waiting this long for a lock held by another transaction gives up (55P03, answered 503,
 * try again): a pile-up behind a stuck lock ends by PostgreSQL's own clock, on a live server, instead
 * of looking like a frozen one to the watchdog or holding every pool connection for 15 s.
 */
const LOCK_TIMEOUT_MS = 5_000

/**
 * A pool socket and what it had written when it last received bytes: anything written since waits
 * for an answer. Taken in the socket's own 'data' events, because a query written in the same tick as
 * the previous answer would look answered to a sample taken by the watchdog's ticks. Under TLS the
 * driver reads through a TLS socket of its own and this one emits no 'data': the ticks sample it then.
 */
type Watched = {
  socket: Socket
  read: number
  sawData: boolean
  writtenAtLastRead: number
  silentSince: number | null
}

/**
 * The sockets of the pool (postgres.js `socket` option), watched by their byte counters, which work
 * under TLS too: a socket that sent bytes after the last ones it received, and has received nothing
 * for SILENCE_MS, waits for an answer.
 */
function startSilenceWatchdog(databaseUrl: string) {
  const watched = new Set<Watched>()
  let probing = false
  /** Set when PostgreSQL was found frozen, until a probe answers again. */
  let frozenSince: number | null = null
  let lastRecheck = 0
  /** Bytes received from PostgreSQL on any pool connection: a count that moved means it is alive. */
  let answersHeard = 0
  // The question is asked on a connection of its own, opened at start and kept: on a busy machine a
  // new connection (a PostgreSQL backend to fork) can take longer than PROBE_MS by itself, and would
  // read as a freeze while the pool's connections merely wait on row locks. A probe that fails closes
  // it; the next one opens a new one, which is what a recheck while frozen needs anyway.
  const openSentinel = () => postgres(databaseUrl, { max: 1, connect_timeout: PROBE_MS / 1000, onnotice: () => {} })
  let sentinel: ReturnType<typeof openSentinel> | undefined = openSentinel()
  void sentinel`select 1`.catch(() => undefined)
  const probe = async (): Promise<boolean> => {
    sentinel ??= openSentinel()
    const client = sentinel
    const heardBefore = answersHeard
    let answered = false
    const asked = client`select 1`.then(() => {
      answered = true
    })
    try {
      await Promise.race([
        asked,
        new Promise((_, reject) => setTimeout(() => reject(new Error('no answer')), PROBE_MS).unref()),
      ])
      return true
    } catch {
      // A blocked event loop runs the timer before reading an answer that came in time: one turn of
      // I/O (setImmediate comes after it) before concluding.
      await new Promise(resolve => setImmediate(resolve))
      // Another connection got an answer meanwhile: PostgreSQL is slow or busy, not frozen.
      if (answered || answersHeard !== heardBefore) return true
      if (sentinel === client) sentinel = undefined
      void client.end({ timeout: 0 }).catch(() => undefined)
      return false
    }
  }
  const timer = setInterval(() => {
    const now = Date.now()
    if (frozenSince !== null) {
      if (probing || now - lastRecheck < RECHECK_MS) return
      probing = true
      lastRecheck = now
      void probe().then(answered => {
        probing = false
        if (answered) frozenSince = null
      })
      return
    }
    const waiting: Watched[] = []
    for (const entry of watched) {
      const { bytesRead, bytesWritten } = entry.socket
      if (bytesRead !== entry.read) {
        entry.read = bytesRead
        if (!entry.sawData) {
          entry.writtenAtLastRead = bytesWritten
          entry.silentSince = null
        }
        entry.sawData = false
      }
      if (bytesWritten > entry.writtenAtLastRead) {
        entry.silentSince ??= now
        if (now - entry.silentSince >= SILENCE_MS) waiting.push(entry)
      }
    }
    if (waiting.length === 0 || probing) return
    probing = true
    void probe().then(answered => {
      probing = false
      if (answered) {
        // A slow query on a healthy server: wait again before the next question.
        for (const entry of waiting) entry.silentSince = Date.now()
        return
      }
      frozenSince = Date.now()
      lastRecheck = frozenSince
      for (const entry of watched) {
        // Every connection that waits, and any other one: none will be answered.
        const error = Object.assign(new Error('the database does not answer (frozen)'), { code: 'ETIMEDOUT' })
        entry.socket.destroy(error)
      }
    })
  }, 50)
  timer.unref()
  return {
    socket: ({ host, port }: { host: string[]; port: number[] }) =>
      new Promise<Socket>(resolvePromise => {
        if (frozenSince !== null) {
          // Known frozen: fail at once instead of waiting for a connection that will not answer. The
          // driver gets a socket that errors as a refused connection does (a rejected promise would
          // leave its connection waiting forever).
          const dead = new Socket()
          resolvePromise(dead)
          setImmediate(() =>
            dead.destroy(Object.assign(new Error('the database does not answer (frozen)'), { code: 'ECONNREFUSED' })),
          )
          return
        }
        // Handed over while still connecting (the driver's writes wait for the connection): a refused
        // or failed connection then reaches the driver as a socket error, which it handles and
        // retries; a rejected promise would leave its connection waiting forever.
        const socket = connect(port[0] ?? 5432, host[0] ?? 'localhost')
        const entry: Watched = { socket, read: 0, sawData: false, writtenAtLastRead: 0, silentSince: null }
        // Added before the driver's own listener, in the same turn (no data can arrive in between).
        socket.on('data', () => {
          answersHeard++
          entry.sawData = true
          entry.writtenAtLastRead = socket.bytesWritten
          entry.silentSince = null
        })
        watched.add(entry)
        socket.once('close', () => watched.delete(entry))
        resolvePromise(socket)
      }),
    frozen: () => frozenSince !== null,
    stop: () => {
      clearInterval(timer)
      void sentinel?.end({ timeout: 0 }).catch(() => undefined)
      sentinel = undefined
    },
  }
}

/** Postgres session lock key so several instances starting at once never migrate concurrently. */
const MIGRATION_LOCK_KEY = 727_001

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise PGlite (Postgres in WASM) stored in
 * `dataDir` (or in memory when `dataDir` is ':memory:'). Pending migrations run before it returns.
 * PGlite allows one process per data directory: never open the same directory twice.
 */
export async function openDatabase(options: {
  databaseUrl?: string
  dataDir: string
  /**
   * An in-memory database starts from this copy of a data directory (PGlite's `dumpDataDir`) instead
   * of an empty one: the tests start from one already migrated (tests/setup/pglite-template.ts), which
   * skips PGlite's initdb, its slowest step. Migrations still run (none is left to apply).
   */
  initialData?: Blob
}): Promise<DatabaseHandle> {
  const migrationsFolder = findMigrationsFolder()
  if (options.databaseUrl) {
    // Migrate over one dedicated connection holding a session lock, so instances starting together
    // take turns instead of racing on the same DDL.
    const migrationClient = postgres(options.databaseUrl, { max: 1, onnotice: () => {} })
    try {
      await migrationClient`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`
      await migratePostgres(drizzlePostgres({ client: migrationClient, casing: 'snake_case' }), { migrationsFolder })
    } finally {
      await migrationClient.end({ timeout: 5 })
    }
    // Each instance names its connections, so the metrics can count them in pg_stat_activity. While
    // PostgreSQL is away (restarting, unreachable), queries fail within half a second (answered 503)
    // instead of queueing behind the driver's default back-off of up to 20 s; a connection is tried
    // again for the next query, so the server recovers by itself as soon as PostgreSQL is back.
    const applicationName = `gombiste-${process.pid}`
    const watchdog = startSilenceWatchdog(options.databaseUrl)
    const sql = postgres(options.databaseUrl, {
      max: POOL_SIZE,
      // A server that accepts the connection but never answers (frozen) is given up quickly.
      connect_timeout: CONNECT_TIMEOUT_SECONDS,
      // Known frozen: the next attempt fails at once anyway (see the watchdog), so do not wait for it.
      backoff: (retries: number) => (watchdog.frozen() ? 0 : Math.min(0.05 * 2 ** retries, 0.5)),
      onnotice: () => {},
      connection: {
        application_name: applicationName,
        // The server ends a runaway statement, and a transaction left open by a stuck client.
        statement_timeout: STATEMENT_TIMEOUT_MS,
        lock_timeout: LOCK_TIMEOUT_MS,
        idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
      },
      // postgres.js's custom socket option (documented, absent from its types).
      ...({ socket: watchdog.socket } as object),
    })
    const db = drizzlePostgres({ client: sql, casing: 'snake_case' })
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      connectionString: options.databaseUrl,
      ping: async () => {
        await sql`select 1`
      },
      poolStats: async () => {
        const rows = await sql<{ state: string | null; count: number }[]>`
          select coalesce(state, 'unknown') as state, count(*)::int as count
          from pg_stat_activity where application_name = ${applicationName} group by 1`
        return { max: POOL_SIZE, connections: Object.fromEntries(rows.map(row => [row.state ?? 'unknown', row.count])) }
      },
      close: async () => {
        watchdog.stop()
        await sql.end({ timeout: 5 })
      },
      execute: async (text, values) => {
        const result = await sql.unsafe(text, (values ?? []) as never[])
        // A script of several statements answers one result per statement: the last one counts.
        const last = Array.isArray(result[0]) ? (result.at(-1) as unknown as Record<string, unknown>[]) : result
        return { rows: [...last] as Record<string, unknown>[] }
      },
    }
  }

  let client: PGlite
  let releaseLock = () => {}
  if (options.dataDir === ':memory:') {
    client = await PGlite.create(options.initialData ? { loadDataDir: options.initialData } : {})
  } else {
    const directory = resolve(options.dataDir, 'pglite')
    mkdirSync(dirname(directory), { recursive: true })
    releaseLock = lockDataDirectory(resolve(options.dataDir))
    try {
      client = await PGlite.create(directory)
    } catch (error) {
      releaseLock()
      throw error
    }
  }
  const db = drizzlePglite({ client, casing: 'snake_case' })
  await migratePglite(db, { migrationsFolder })
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    connectionString: undefined,
    ping: async () => {
      await client.query('select 1')
    },
    // PGlite is one in-process connection.
    poolStats: async () => ({ max: 1, connections: { active: 1 } }),
    close: async () => {
      await client.close()
      releaseLock()
    },
    execute: async (text, values) => {
      if (values && values.length > 0) {
        const result = await client.query<Record<string, unknown>>(text, values as unknown[])
        return { rows: result.rows }
      }
      const results = await client.exec(text)
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] }
    },
  }
}

/**
 * PGlite must only ever be opened by one process per data directory: a second one would corrupt it.
 * A lock file holding the owner's pid and start time refuses a second opener in plain words. A lock
 * left by a process that is gone is taken over at once: one that no longer exists, one killed but not
 * yet reaped by its parent (a zombie, which `kill(pid, 0)` still reports alive), and a pid that the
 * system gave to another process since (its start time differs, or, in a lock without one, it is not
 * a Node process).
 */
function lockDataDirectory(dataDir: string): () => void {
  const lockPath = join(dataDir, 'pglite.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const descriptor = openSync(lockPath, 'wx')
      writeSync(descriptor, [process.pid, processStartTime(process.pid) ?? ''].join(' ').trim())
      closeSync(descriptor)
      return () => rmSync(lockPath, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const [pidText, startText] = readFileSync(lockPath, 'utf8').trim().split(/\s+/)
      const owner = Number(pidText)
      if (owner && owner !== process.pid && isOwnerAlive(owner, startText)) {
        throw new Error(
          `The data directory ${dataDir} is in use by another process (pid ${owner}). PGlite allows one process per data directory: stop that process first, or use PostgreSQL (DATABASE_URL).`,
        )
      }
      rmSync(lockPath, { force: true })
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`)
}

/** The pid of the live process holding this data directory's embedded database, if one does. */
export function dataDirectoryOwner(dataDir: string): number | undefined {
  const lockPath = join(dataDir, 'pglite.lock')
  if (!existsSync(lockPath)) return undefined
  const [pidText, startText] = readFileSync(lockPath, 'utf8').trim().split(/\s+/)
  const owner = Number(pidText)
  return owner && isOwnerAlive(owner, startText) ? owner : undefined
}

/** A process's state and start time (clock ticks since boot), from Linux's /proc; undefined elsewhere. */
function procStat(pid: number): { state: string; startTime: string } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name, in parentheses, may hold spaces: fields are counted after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return { state: fields[0] ?? '', startTime: fields[19] ?? '' }
  } catch {
    return undefined
  }
}

export function processStartTime(pid: number): string | undefined {
  return procStat(pid)?.startTime
}

/** Whether the lock's owner still runs: alive, not a zombie, and the same process that wrote the lock. */
export function isOwnerAlive(pid: number, startTime: string | undefined): boolean {
  if (existsSync('/proc/self/stat')) {
    const stat = procStat(pid)
    if (!stat || stat.state === 'Z' || stat.state === 'X') return false
    if (startTime) return stat.startTime === startTime
    // A lock naming only a pid (an older version's, or one written by hand) cannot tell a reused pid
    // by its start time: only a Node process can be a server holding the directory.
    return isNodeProcess(pid)
  }
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function isNodeProcess(pid: number): boolean {
  try {
    const program = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? ''
    return /(^|\/)node[^/]*$/.test(program) || program === process.execPath
  } catch {
    return false
  }
}

/** Finds the committed `drizzle/` folder from both `src/core/db` and the bundled `dist/server`. */
function findMigrationsFolder(): string {
  let directory = dirname(fileURLToPath(import.meta.url))
  for (let depth = 0; depth < 6; depth++) {
    const candidate = join(directory, 'drizzle')
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate
    directory = dirname(directory)
  }
  throw new Error('The database migrations folder (drizzle/) was not found next to the application.')
}
