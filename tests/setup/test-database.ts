import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import postgres from 'postgres'
import { inject } from 'vitest'
import { openDatabase, type DatabaseHandle } from '#core/db/client.server.ts'

/** The migrated PGlite data directory of the global setup (tests/setup/pglite-template.ts), read once. */
let template: Blob | undefined
function pgliteTemplate(): Blob | undefined {
  // Outside Vitest (scripts that reuse the test app, e.g. `npm run eval:tutor`) there is none.
  let file = ''
  try {
    file = inject('pgliteTemplate')
  } catch {
    return undefined
  }
  if (file) template ??= new Blob([readFileSync(file)])
  return template
}

function postgresTemplate(): string {
  try {
    return inject('postgresTemplate')
  } catch {
    return ''
  }
}

/** A copy of the migrated template when there is one (a tenth of the time migrations take), else empty. */
async function createDatabase(admin: postgres.Sql, name: string, template: string) {
  if (!template) return void (await admin.unsafe(`create database ${name}`))
  // Two copies may start in the same instant; PostgreSQL then refuses one ("being accessed by other users").
  for (let attempt = 1; ; attempt++) {
    try {
      return void (await admin.unsafe(`create database ${name} template ${template}`))
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt === 20) throw error
      await new Promise(resolve => setTimeout(resolve, 50 * attempt))
    }
  }
}

/**
 * A fresh, migrated database for one test file: PGlite in memory by default (started from the
 * migrated template), or a new database on the PostgreSQL server named by TEST_DATABASE_URL (dropped
 * again by `close`).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) return openDatabase({ dataDir: ':memory:', initialData: pgliteTemplate() })

  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  await createDatabase(admin, name, postgresTemplate())
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: ':memory:' })
  return {
    ...handle,
    close: async () => {
      await handle.close()
      await admin.unsafe(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}
