// `npm run backup -- [--output <file.tar.gz>]` and `npm run restore -- <file.tar.gz> [--force]`.
// Backs up and restores everything the site keeps: the database (PostgreSQL through pg_dump when
// DATABASE_URL is set, otherwise the embedded PGlite data directory) and the generated and uploaded
// media (DATA_DIR/media, or the S3 bucket when S3_BUCKET is set). Uses the same settings as the
// server. See docs/deployment.md.
import { spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { ConfigError, loadConfig } from '#core/config/env.server.ts'
import { dataDirectoryOwner } from '#core/db/client.server.ts'
import { createS3MediaStore, type S3Settings } from '#core/storage/s3-media-store.server.ts'
import { downloadBucket, uploadDirectory } from './backup-media.server.ts'

const BACKUP_USAGE = `Back up and restore the site's data (database and generated media).

  npm run backup -- [--output <file.tar.gz>]
      Writes one archive (default: ./backups/gombiste-<date>.tar.gz) holding:
        backup.json     what the archive holds, when and from which engine
        database.dump   PostgreSQL (DATABASE_URL set): pg_dump, custom format; the site may keep running
        pglite/         embedded database (no DATABASE_URL): a copy of DATA_DIR/pglite; stop the server first
        media/          composed pieces and uploads: DATA_DIR/media, or every object of the
                        S3 bucket when S3_BUCKET is set (the site may keep running)

  npm run restore -- <file.tar.gz> [--force]
      Puts an archive back into the configured database and DATA_DIR. Stop the server first.
        PostgreSQL: pg_restore --clean --if-exists into DATABASE_URL (an empty database, or --force
                    to replace what is there), in a single transaction.
        PGlite:     DATA_DIR/pglite must not exist, or --force moves it aside to
                    DATA_DIR/pglite.before-restore-<date> first.
        Media files are added to DATA_DIR/media, or uploaded to the S3 bucket when S3_BUCKET is set
        (files of the same name are replaced). Restoring a local-disk backup with S3_BUCKET set
        moves the media into the bucket.

Settings: DATABASE_URL, DATA_DIR, S3_* (see README, "Configuration"). Needs tar, and for PostgreSQL the
pg_dump/pg_restore of a version at least the server's (apt-get install postgresql-client).`

type Manifest = {
  format: 1
  createdAt: string
  engine: 'postgres' | 'pglite'
  contents: string[]
  /** Where the media came from (absent in archives made before the S3 store: the local disk). */
  media?: { source: 'local' | 's3'; bucket?: string; files?: number }
}

type MediaSettings = { s3: S3Settings | undefined }

class BackupError extends Error {}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', env: { ...process.env, ...env } })
  if (result.error) {
    const missing = (result.error as NodeJS.ErrnoException).code === 'ENOENT'
    throw new BackupError(missing ? `${command} is not installed on this machine (see --help).` : result.error.message)
  }
  if (result.status !== 0) throw new BackupError(`${command} failed (exit ${result.status}):\n${result.stderr.trim()}`)
  return result.stdout
}

/** libpq settings from a URL, with the password kept out of the command line (and so out of `ps`). */
function libpq(databaseUrl: string): { target: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  return { target: url.toString(), env: password ? { PGPASSWORD: password } : {} }
}

/** Refuses to touch an embedded database that a running server holds (its lock names a live process). */
function refuseIfServerRunning(dataDir: string) {
  const pid = dataDirectoryOwner(dataDir)
  if (pid) {
    throw new BackupError(
      `The server (pid ${pid}) is using ${dataDir}. The embedded database allows one process at a time: stop the server, run this again, then start it.`,
    )
  }
}

async function backup(
  options: { databaseUrl: string | undefined; dataDir: string; output?: string } & MediaSettings,
): Promise<string> {
  const dataDir = resolve(options.dataDir)
  const createdAt = new Date().toISOString()
  const output = resolve(
    options.output ?? join('backups', `gombiste-${createdAt.slice(0, 19).replace(/:/g, '-')}Z.tar.gz`),
  )
  mkdirSync(dirname(output), { recursive: true })
  const staging = mkdtempSync(join(tmpdir(), 'gombiste-backup-'))
  try {
    const contents: string[] = []
    if (options.databaseUrl) {
      const { target, env } = libpq(options.databaseUrl)
      run(
        'pg_dump',
        [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          // The job queue (pg-boss's schema) is not kept: its work is re-made from the site's own
          // tables (pending mails are swept back into it), and each server recreates the schema.
          '--exclude-schema=jobs',
          `--file=${join(staging, 'database.dump')}`,
          `--dbname=${target}`,
        ],
        env,
      )
      contents.push('database.dump')
    } else {
      const pglite = join(dataDir, 'pglite')
      if (!existsSync(pglite))
        throw new BackupError(`There is no embedded database in ${dataDir} (DATA_DIR): nothing to back up.`)
      refuseIfServerRunning(dataDir)
      cpSync(pglite, join(staging, 'pglite'), { recursive: true })
      contents.push('pglite/')
    }
    const media = join(dataDir, 'media')
    mkdirSync(join(staging, 'media'), { recursive: true })
    let mediaInfo: Manifest['media']
    if (options.s3) {
      // The bucket is read after the database dump: every key the dump refers to was uploaded before
      // its row was written (upload first, then publish), so it is in the bucket by now.
      const store = createS3MediaStore(options.s3)
      try {
        const files = await downloadBucket(store, join(staging, 'media'))
        mediaInfo = { source: 's3', bucket: options.s3.bucket, files }
      } finally {
        store.close()
      }
    } else {
      if (existsSync(media))
        cpSync(media, join(staging, 'media'), { recursive: true, filter: path => !basename(path).startsWith('.tmp-') })
      mediaInfo = { source: 'local' }
    }
    contents.push('media/')
    const manifest: Manifest = {
      format: 1,
      createdAt,
      engine: options.databaseUrl ? 'postgres' : 'pglite',
      contents,
      media: mediaInfo,
    }
    writeFileSync(join(staging, 'backup.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    run('tar', ['-czf', output, '-C', staging, 'backup.json', ...contents.map(entry => entry.replace(/\/$/, ''))])
    return output
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
}

async function restore(
  options: {
    databaseUrl: string | undefined
    dataDir: string
    archive: string
    force: boolean
  } & MediaSettings,
): Promise<Manifest> {
  const archive = resolve(options.archive)
  if (!existsSync(archive)) throw new BackupError(`${archive} does not exist.`)
  const dataDir = resolve(options.dataDir)
  const staging = mkdtempSync(join(tmpdir(), 'gombiste-restore-'))
  try {
    run('tar', ['-xzf', archive, '-C', staging])
    if (!existsSync(join(staging, 'backup.json')))
      throw new BackupError(`${archive} is not a backup made by npm run backup (no backup.json).`)
    const manifest = JSON.parse(readFileSync(join(staging, 'backup.json'), 'utf8')) as Manifest
    if (manifest.format !== 1)
      throw new BackupError(`${archive} has format ${String(manifest.format)}; this version reads format 1.`)
    const target = options.databaseUrl ? 'postgres' : 'pglite'
    if (manifest.engine !== target) {
      throw new BackupError(
        manifest.engine === 'postgres'
          ? 'This archive holds a PostgreSQL dump: set DATABASE_URL to the database to restore into.'
          : 'This archive holds an embedded (PGlite) database: unset DATABASE_URL and set DATA_DIR to restore it. To move to PostgreSQL, restore it here, then copy with pg_dump from a server started on it.',
      )
    }
    mkdirSync(dataDir, { recursive: true })
    if (manifest.engine === 'postgres') {
      const { target: url, env } = libpq(options.databaseUrl!)
      if (!options.force) {
        const tables = run(
          'psql',
          [
            '--no-psqlrc',
            '-tA',
            `--dbname=${url}`,
            '-c',
            "select count(*) from information_schema.tables where table_schema in ('public', 'drizzle')",
          ],
          env,
        ).trim()
        if (tables !== '0')
          throw new BackupError(
            'The database named by DATABASE_URL is not empty: restore into a new database, or pass --force to replace its content.',
          )
      }
      if (options.force) {
        // The replaced site's queued work goes with it (pg_restore --clean cannot drop pg-boss's
        // partitioned tables piecemeal); the server recreates the schema when it starts.
        run('psql', ['--no-psqlrc', '-q', `--dbname=${url}`, '-c', 'drop schema if exists jobs cascade'], env)
      }
      run(
        'pg_restore',
        [
          '--clean',
          '--if-exists',
          '--no-owner',
          '--no-privileges',
          '--single-transaction',
          `--dbname=${url}`,
          join(staging, 'database.dump'),
        ],
        env,
      )
    } else {
      refuseIfServerRunning(dataDir)
      const pglite = join(dataDir, 'pglite')
      if (existsSync(pglite)) {
        if (!options.force)
          throw new BackupError(
            `${pglite} already exists: restore into an empty DATA_DIR, or pass --force to move the current database aside.`,
          )
        renameSync(pglite, `${pglite}.before-restore-${new Date().toISOString().slice(0, 19).replace(/:/g, '-')}Z`)
      }
      cpSync(join(staging, 'pglite'), pglite, { recursive: true })
    }
    const media = join(staging, 'media')
    if (existsSync(media) && readdirSync(media).length > 0) {
      if (options.s3) {
        const store = createS3MediaStore(options.s3)
        try {
          await uploadDirectory(store, media)
        } finally {
          store.close()
        }
      } else {
        cpSync(media, join(dataDir, 'media'), { recursive: true })
      }
    }
    return manifest
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      output: { type: 'string', short: 'o' },
      force: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  const [command, ...rest] = positionals
  if (values.help || !command) {
    console.log(BACKUP_USAGE)
    if (!command && !values.help) process.exitCode = 1
    return
  }
  const config = loadConfig()
  if (command === 'backup') {
    const file = await backup({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      output: values.output,
      s3: config.s3,
    })
    console.log(`Backup written to ${file}`)
  } else if (command === 'restore') {
    const archive = rest[0]
    if (!archive) throw new BackupError(`Name the archive to restore.\n\n${BACKUP_USAGE}`)
    const manifest = await restore({
      s3: config.s3,
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      archive,
      force: values.force ?? false,
    })
    console.log(
      `Restored the ${manifest.engine === 'postgres' ? 'PostgreSQL' : 'embedded'} backup of ${manifest.createdAt}. Start the server.`,
    )
  } else {
    throw new BackupError(`Unknown command ${command}.\n\n${BACKUP_USAGE}`)
  }
}

main().catch((error: unknown) => {
  const message =
    error instanceof ConfigError || error instanceof BackupError || error instanceof Error
      ? error.message
      : String(error)
  console.error(`${process.argv[2] ?? 'backup'} failed: ${message}`)
  process.exit(1)
})
