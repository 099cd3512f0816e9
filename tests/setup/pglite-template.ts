import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (a tarball of `dumpDataDir`), or '' on PostgreSQL. */
    pgliteTemplate: string
  }
}

/**
 * Vitest global setup: one empty, migrated PGlite database, dumped to a file that every test file's
 * in-memory database starts from (tests/setup/test-database.ts). PGlite's initdb takes seconds of CPU
 * each time; loading the dump takes a fraction of it. Not used on PostgreSQL.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '')
    return
  }
  const directory = mkdtempSync(join(tmpdir(), 'gombiste-pglite-template-'))
  const file = join(directory, 'migrated.tar')
  const client = await PGlite.create()
  await migrate(drizzle({ client, casing: 'snake_case' }), {
    migrationsFolder: join(import.meta.dirname, '..', '..', 'drizzle'),
  })
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()))
  await client.close()
  project.provide('pgliteTemplate', file)
  return () => rmSync(directory, { recursive: true, force: true })
}
