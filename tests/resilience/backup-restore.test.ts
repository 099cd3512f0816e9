import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import {
  createPostgresDatabase,
  freePort,
  POSTGRES_URL,
  seededDataDir,
  startReady,
  stopServer,
  type Running,
} from '#tests/setup/server-process.ts'
import { startS3Peer } from '#tests/peers/s3-peer.ts'

/**
 * `npm run backup` then `npm run restore` into a fresh instance (new DATA_DIR, and a new database for
 * PostgreSQL): the comment, the like and the composed piece made before the backup are all there.
 * PGlite in the PGlite stage of `npm test`, PostgreSQL (pg_dump/pg_restore) in the PostgreSQL stage.
 */

const ROOT = join(import.meta.dirname, '..', '..')
const POST_ID = 'home-studio-premiers-pas-en-mao'

/** The command without blocking this process (needed when a peer it talks to, such as s3rver, runs here). */
function cliAsync(args: string[], env: Record<string, string>): Promise<{ status: number | null; output: string }> {
  return new Promise(resolve => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'src/core/backup/backup.cli.ts'), ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('close', status => resolve({ status, output }))
  })
}

function cli(args: string[], env: Record<string, string>) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'src/core/backup/backup.cli.ts'), ...args],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', ...env },
    },
  )
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

async function writeSomeData(server: Running) {
  const headers = { 'content-type': 'application/json', origin: `http://localhost:${server.port}` }
  const comment = await fetch(`${server.url}/api/blog/posts/${POST_ID}/comments`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      authorName: 'Sauvegarde',
      content: 'Ce commentaire doit survivre à la restauration.',
      website: '',
    }),
  })
  expect(comment.status).toBe(201)
  const like = await fetch(`${server.url}/api/like-post`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ postId: POST_ID, action: 'like' }),
  })
  const { likes } = (await like.json()) as { likes: number }
  const composed = await fetch(`${server.url}/api/music/compose`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      variant: 'amateur',
      prompt: 'Une petite mélodie calme au piano pour la sauvegarde',
      duration: 15,
      seed: 7,
    }),
  })
  expect(composed.status).toBe(200)
  const { url } = (await composed.json()) as { url: string }
  const bytes = (await (await fetch(`${server.url}${url}`)).arrayBuffer()).byteLength
  return { likes, mediaUrl: url, mediaBytes: bytes }
}

async function expectData(server: Running, expected: Awaited<ReturnType<typeof writeSomeData>>) {
  const comments = (await (await fetch(`${server.url}/api/blog/posts/${POST_ID}/comments`)).json()) as {
    content: string
  }[]
  expect(comments.map(comment => comment.content)).toContain('Ce commentaire doit survivre à la restauration.')
  const likes = (await (await fetch(`${server.url}/api/like-post`)).json()) as {
    posts: { id: string; likes: number }[]
  }
  expect(likes.posts.find(post => post.id === POST_ID)?.likes).toBe(expected.likes)
  const media = await fetch(`${server.url}${expected.mediaUrl}`)
  expect(media.status).toBe(200)
  expect((await media.arrayBuffer()).byteLength).toBe(expected.mediaBytes)
}

describe('backup and restore', { timeout: 180_000 }, () => {
  test('--help documents both commands', () => {
    const help = cli(['backup', '--help'], {})
    expect(help.status).toBe(0)
    expect(help.output).toContain('npm run backup -- [--output <file.tar.gz>]')
    expect(help.output).toContain('npm run restore -- <file.tar.gz> [--force]')
  })

  test('embedded database: the data directory and media, restored into a fresh DATA_DIR', async () => {
    const source = await seededDataDir()
    const target = mkdtempSync(join(tmpdir(), 'label-restored-'))
    const archive = join(mkdtempSync(join(tmpdir(), 'label-backups-')), 'sauvegarde.tar.gz')
    try {
      const server = await startReady(await freePort(), { DATA_DIR: source })
      const written = await writeSomeData(server)
      // The embedded database is one process's: the command refuses while the server runs.
      const refused = cli(['backup', '--output', archive], { DATA_DIR: source })
      expect(refused.status).toBe(1)
      expect(refused.output).toMatch(
        /The server \(pid \d+\) is using .*: stop the server, run this again, then start it\./,
      )
      expect(await stopServer(server)).toBe(0)

      const made = cli(['backup', '--output', archive], { DATA_DIR: source })
      expect(made.output).toContain(`Backup written to ${archive}`)
      expect(made.status).toBe(0)

      rmSync(target, { recursive: true, force: true })
      const restored = cli(['restore', archive], { DATA_DIR: target })
      expect(restored.output).toContain('Restored the embedded backup of')
      expect(restored.status).toBe(0)
      // Restoring over an existing database needs --force, and keeps the old one aside.
      const again = cli(['restore', archive], { DATA_DIR: target })
      expect(again.status).toBe(1)
      expect(again.output).toContain('already exists: restore into an empty DATA_DIR, or pass --force')

      const fresh = await startReady(await freePort(), { DATA_DIR: target })
      try {
        await expectData(fresh, written)
      } finally {
        expect(await stopServer(fresh)).toBe(0)
      }
    } finally {
      for (const directory of [source, target, join(archive, '..')]) rmSync(directory, { recursive: true, force: true })
    }
  })

  test('media in an S3 bucket: the backup holds every object, restored into an empty bucket (and a fresh DATA_DIR)', async () => {
    const [bucket, emptyBucket] = await Promise.all([startS3Peer('gombiste-media'), startS3Peer('gombiste-restored')])
    const source = await seededDataDir()
    const target = mkdtempSync(join(tmpdir(), 'label-restored-'))
    const archive = join(mkdtempSync(join(tmpdir(), 'label-backups-')), 'sauvegarde.tar.gz')
    try {
      const server = await startReady(await freePort(), { DATA_DIR: source, ...bucket.env })
      expect(server.output()).toContain('"media":"s3"')
      const written = await writeSomeData(server)
      expect(await stopServer(server)).toBe(0)
      // Nothing of the piece was written to the disk: it is in the bucket only.
      expect(existsSync(join(source, 'media', written.mediaUrl.replace('/media/', '')))).toBe(false)

      const made = await cliAsync(['backup', '--output', archive], { DATA_DIR: source, ...bucket.env })
      expect(made.output).toContain(`Backup written to ${archive}`)
      expect(made.status).toBe(0)
      const listing = spawnSync('tar', ['-tzf', archive], { encoding: 'utf8' }).stdout
      expect(listing).toContain(written.mediaUrl.replace('/media/', 'media/'))
      const manifest = JSON.parse(spawnSync('tar', ['-xzOf', archive, 'backup.json'], { encoding: 'utf8' }).stdout)
      expect(manifest.media).toMatchObject({ source: 's3', bucket: 'gombiste-media' })
      expect(manifest.media.files).toBeGreaterThanOrEqual(2)

      rmSync(target, { recursive: true, force: true })
      const restored = await cliAsync(['restore', archive], { DATA_DIR: target, ...emptyBucket.env })
      expect(restored.output).toContain('Restored the embedded backup of')
      expect(restored.status).toBe(0)

      const fresh = await startReady(await freePort(), { DATA_DIR: target, ...emptyBucket.env })
      try {
        await expectData(fresh, written)
      } finally {
        expect(await stopServer(fresh)).toBe(0)
      }
    } finally {
      await Promise.all([bucket.stop(), emptyBucket.stop()])
      for (const directory of [source, target, join(archive, '..')]) rmSync(directory, { recursive: true, force: true })
    }
  })

  test.skipIf(!POSTGRES_URL)('PostgreSQL: pg_dump of the running site, restored into a new database', async () => {
    const [from, to] = await Promise.all([createPostgresDatabase(POSTGRES_URL!), createPostgresDatabase(POSTGRES_URL!)])
    const source = mkdtempSync(join(tmpdir(), 'label-pg-source-'))
    const target = mkdtempSync(join(tmpdir(), 'label-pg-target-'))
    const archive = join(mkdtempSync(join(tmpdir(), 'label-backups-')), 'sauvegarde.tar.gz')
    try {
      const server = await startReady(await freePort(), { DATABASE_URL: from.url, DATA_DIR: source })
      let written: Awaited<ReturnType<typeof writeSomeData>>
      try {
        written = await writeSomeData(server)
        // PostgreSQL is backed up while the site runs.
        const made = cli(['backup', '--output', archive], { DATABASE_URL: from.url, DATA_DIR: source })
        expect(made.output).toContain(`Backup written to ${archive}`)
        expect(made.status).toBe(0)
      } finally {
        await stopServer(server)
      }
      expect(existsSync(archive)).toBe(true)

      const restored = cli(['restore', archive], { DATABASE_URL: to.url, DATA_DIR: target })
      expect(restored.output).toContain('Restored the PostgreSQL backup of')
      expect(restored.status).toBe(0)
      const again = cli(['restore', archive], { DATABASE_URL: to.url, DATA_DIR: target })
      expect(again.status).toBe(1)
      expect(again.output).toContain('is not empty: restore into a new database, or pass --force')
      expect(cli(['restore', archive, '--force'], { DATABASE_URL: to.url, DATA_DIR: target }).status).toBe(0)

      const fresh = await startReady(await freePort(), { DATABASE_URL: to.url, DATA_DIR: target })
      try {
        // Not seeded again: the restored content is what it serves.
        expect(fresh.output()).not.toContain('database seeded')
        await expectData(fresh, written)
      } finally {
        expect(await stopServer(fresh)).toBe(0)
      }
    } finally {
      await Promise.all([from.drop(), to.drop()])
      for (const directory of [source, target, join(archive, '..')]) rmSync(directory, { recursive: true, force: true })
    }
  })
})
