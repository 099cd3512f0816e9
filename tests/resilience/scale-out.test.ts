import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { startS3Peer } from '#tests/peers/s3-peer.ts'
import { startSmtpPeer } from '#tests/peers/smtp-peer.ts'
import {
  createPostgresDatabase,
  freePort,
  POSTGRES_URL,
  REDIS_URL,
  startReady,
  stopServer,
  type Running,
} from '#tests/setup/server-process.ts'

/**
 * The multi-instance recipe of docs/deployment.md, end to end: two server processes on one
 * PostgreSQL, one Redis, one S3-compatible bucket (s3rver) and one SMTP server, as behind a load
 * balancer. A piece composed through one instance plays through the other (no shared disk: each has
 * its own DATA_DIR), and a mail queued through one is delivered exactly once although both run the
 * job queue.
 */

const PUBLIC_URL = 'http://localhost:3998'

describe.skipIf(!POSTGRES_URL || !REDIS_URL)(
  'several instances: PostgreSQL, Redis, S3 and the job queue (needs TEST_DATABASE_URL and TEST_REDIS_URL)',
  { timeout: 180_000 },
  () => {
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>
    let bucket: Awaited<ReturnType<typeof startS3Peer>>
    let smtp: Awaited<ReturnType<typeof startSmtpPeer>>
    let first: Running
    let second: Running
    const dataDirs = [mkdtempSync(join(tmpdir(), 'scale-a-')), mkdtempSync(join(tmpdir(), 'scale-b-'))]

    beforeAll(async () => {
      ;[database, bucket, smtp] = await Promise.all([
        createPostgresDatabase(POSTGRES_URL!),
        startS3Peer(),
        startSmtpPeer(),
      ])
      const env = {
        DATABASE_URL: database.url,
        REDIS_URL: REDIS_URL!,
        PUBLIC_URL,
        TRUSTED_PROXIES: '127.0.0.1',
        SMTP_URL: smtp.url,
        ...bucket.env,
      }
      // Started together, as a rolling deploy or an autoscaler does: migrations and the queue's
      // schema are created once, under their locks.
      ;[first, second] = await Promise.all([
        freePort().then(port => startReady(port, { ...env, DATA_DIR: dataDirs[0]! })),
        freePort().then(port => startReady(port, { ...env, DATA_DIR: dataDirs[1]! })),
      ])
    })
    afterAll(async () => {
      await Promise.all([first && stopServer(first), second && stopServer(second)])
      await Promise.all([database?.drop(), bucket?.stop(), smtp?.close()])
      for (const directory of dataDirs) rmSync(directory, { recursive: true, force: true })
    })

    const post = (instance: Running, path: string, body: unknown, address: string) =>
      fetch(`${instance.url}${path}`, {
        method: 'POST',
        headers: { origin: PUBLIC_URL, 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify(body),
      })

    test('both keep media in the bucket and rate limits in Redis', () => {
      for (const instance of [first, second]) {
        expect(instance.output()).toContain('"media":"s3"')
        expect(instance.output()).toContain('"rateLimits":"redis"')
      }
    })

    test('a piece composed through one instance plays through the other, by byte range too', async () => {
      const composed = await post(
        first,
        '/api/music/compose',
        {
          variant: 'musicien',
          prompt: 'Un bikutsi pour deux serveurs',
          rhythm: 'Afrobeat',
          tempo: 120,
          duration: 15,
          instruments: ['Guitare', 'Basse'],
        },
        '203.0.113.31',
      )
      expect(composed.status).toBe(200)
      const { url } = (await composed.json()) as { url: string }

      const played = await fetch(`${second.url}${url}`)
      expect(played.status).toBe(200)
      expect(played.headers.get('content-type')).toBe('audio/mpeg')
      const bytes = new Uint8Array(await played.arrayBuffer())
      expect(bytes.length).toBeGreaterThan(50_000)
      const seek = await fetch(`${second.url}${url}`, { headers: { range: `bytes=${bytes.length - 100}-` } })
      expect(seek.status).toBe(206)
      expect(new Uint8Array(await seek.arrayBuffer())).toEqual(bytes.subarray(bytes.length - 100))
      // Neither instance wrote it to its own disk.
      for (const directory of dataDirs) expect(existsSync(join(directory, 'media'))).toBe(false)
    })

    test('a mail queued through one instance is delivered once, though both run the queue', async () => {
      const subject = `Deux instances ${Date.now()}`
      const sent = await post(
        first,
        '/api/contact/messages',
        {
          name: 'Awa Mballa',
          email: 'awa@exemple.cm',
          subject,
          message: 'Bonjour, une question sur les cours de piano.',
          consent: true,
          website: '',
        },
        '203.0.113.32',
      )
      expect(sent.status).toBe(201)
      const toLabel = () => smtp.messages.filter(mail => mail.subject.includes(subject))
      await vi.waitFor(() => expect(toLabel()).toHaveLength(1), { timeout: 30_000, interval: 250 })
      // Long enough for the other instance's workers to poll several times.
      await new Promise(resolve => setTimeout(resolve, 6000))
      expect(toLabel()).toHaveLength(1)

      const sql = postgres(database.url, { max: 1, onnotice: () => {} })
      try {
        const rows = await sql<{ status: string; attempts: number }[]>`
          select status, attempts from mail_outbox where subject like ${`%${subject}%`}`
        expect(rows).toEqual([{ status: 'sent', attempts: 0 }])
        const jobs = await sql<{ state: string }[]>`
          select j.state from jobs.job j join mail_outbox m on m.id = j.id
          where j.name = 'mail.deliver' and m.subject like ${`%${subject}%`}`
        expect(jobs).toEqual([{ state: 'completed' }])
      } finally {
        await sql.end()
      }
    })
  },
)
