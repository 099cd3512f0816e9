import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
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

/** Postgres session lock key so several instances starting at once never migrate concurrently. */
const MIGRATION_LOCK_KEY = 727_001

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise PGlite (Postgres in WASM) stored in
 * `dataDir` (or in memory when `dataDir` is ':memory:'). Pending migrations run before it returns.
 * PGlite allows one process per data directory: never open the same directory twice.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
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
    const sql = postgres(options.databaseUrl, {
      max: POOL_SIZE,
      connect_timeout: 5,
      backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 0.5),
      onnotice: () => {},
      connection: { application_name: applicationName },
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
      close: () => sql.end({ timeout: 5 }),
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
    client = await PGlite.create()
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
 * A lock file holding the owner's pid refuses a second opener in plain words; a lock left by a
 * process that no longer exists is taken over.
 */
function lockDataDirectory(dataDir: string): () => void {
  const lockPath = join(dataDir, 'pglite.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const descriptor = openSync(lockPath, 'wx')
      writeSync(descriptor, String(process.pid))
      closeSync(descriptor)
      return () => rmSync(lockPath, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = Number(readFileSync(lockPath, 'utf8'))
      if (owner && owner !== process.pid && isProcessAlive(owner)) {
        throw new Error(
          `The data directory ${dataDir} is in use by another process (pid ${owner}). PGlite allows one process per data directory: stop that process first, or use PostgreSQL (DATABASE_URL).`,
        )
      }
      rmSync(lockPath, { force: true })
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`)
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
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
