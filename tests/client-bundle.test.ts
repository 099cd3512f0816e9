import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'

/** The browser build must carry no secret, no setting name of the server and no server-only code. */
const ASSETS = join(import.meta.dirname, '..', 'dist', 'client', 'assets')

const FORBIDDEN = [
  'AUTH_SECRET',
  'CLIENT_SECRET',
  'SMTP_URL',
  'DATABASE_URL',
  'process.env',
  'better-auth',
  'nodemailer',
  'drizzle-orm',
  '@electric-sql/pglite',
  'scrypt',
  'passwords-common',
]

describe('the client build', () => {
  const files = readdirSync(ASSETS).filter(name => name.endsWith('.js'))

  test('exists (run `npm run build` first)', () => {
    expect(files.length).toBeGreaterThan(0)
  })

  test.each(FORBIDDEN)('contains no trace of %s', needle => {
    const offenders = files.filter(file => readFileSync(join(ASSETS, file), 'utf8').includes(needle))
    expect(offenders).toEqual([])
  })
})
