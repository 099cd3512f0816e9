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
  await admin.unsafe(`create database ${name}`)
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
