import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (a tarball of `dumpDataDir`), or '' on PostgreSQL. */
    pgliteTemplate: string
    /** On PostgreSQL, the migrated database every test file's database is copied from; '' on PGlite. */
    postgresTemplate: string
  }
}

const MIGRATIONS = join(import.meta.dirname, '..', '..', 'drizzle')

/**
 * Vitest global setup: one empty, migrated database that every test file's database starts from
 * (tests/setup/test-database.ts). On PGlite, a dump that each in-memory database loads (initdb costs
 * seconds of CPU); on PostgreSQL, a template database that `CREATE DATABASE … TEMPLATE` copies in a
 * tenth of the time migrating a new one takes.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (serverUrl) {
    project.provide('pgliteTemplate', '')
    const name = await createPostgresTemplate(serverUrl)
    project.provide('postgresTemplate', name)
    return async () => {
      const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
      await admin.unsafe(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
  }
  project.provide('postgresTemplate', '')
  const directory = mkdtempSync(join(tmpdir(), 'gombiste-pglite-template-'))
  const file = join(directory, 'migrated.tar')
  const client = await PGlite.create()
  await migrate(drizzle({ client, casing: 'snake_case' }), { migrationsFolder: MIGRATIONS })
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()))
  await client.close()
  project.provide('pgliteTemplate', file)
  return () => rmSync(directory, { recursive: true, force: true })
}

async function createPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `test_template_${process.pid}_${Date.now()}`
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  // A template may be copied only while nobody is connected to it: this client ends before any copy.
  const client = postgres(url.toString(), { max: 1, onnotice: () => {} })
  await migratePostgres(drizzlePostgres({ client, casing: 'snake_case' }), { migrationsFolder: MIGRATIONS })
  await client.end()
  return name
}
