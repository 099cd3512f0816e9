import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { createJobQueue, jobDatabaseOf, type JobQueue } from '#core/jobs/job-queue.server.ts'
import { createLogger } from '#core/log/logger.server.ts'
import { startSmtpPeer } from '#tests/peers/smtp-peer.ts'
import { createTestDatabase } from '#tests/setup/test-database.ts'
import { mailOutbox } from './mail.table.ts'
import { createMailer, MAIL_JOBS } from './mailer.server.ts'

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>
let database: Awaited<ReturnType<typeof createTestDatabase>>

beforeAll(async () => {
  smtp = await startSmtpPeer()
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.close()
  await smtp.close()
})

const message = {
  to: 'eleve@exemple.cm',
  subject: 'Votre reçu',
  text: 'Merci ! https://exemple.cm/recu',
  html: '<p>Merci !</p>',
}

test('delivers through SMTP with a plain-text and an HTML part, and records it as sent', async () => {
  const mailer = createMailer({
    db: database.db,
    logger: createLogger('silent'),
    smtpUrl: smtp.url,
    from: 'Gombiste <no-reply@gombiste-records.cm>',
  })
  await mailer.send(message)
  const received = smtp.messages.at(-1)!
  expect(received.to).toEqual(['eleve@exemple.cm'])
  expect(received.text).toContain('https://exemple.cm/recu')
  expect(received.raw).toContain('text/html')
  const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Votre reçu'))
  expect(row?.status).toBe('sent')
})

test('a mail refused during an SMTP outage is kept and delivered by the retry', async () => {
  const mailer = createMailer({
    db: database.db,
    logger: createLogger('silent'),
    smtpUrl: smtp.url,
    from: 'no-reply@gombiste-records.cm',
  })
  smtp.failNext(1)
  const before = smtp.messages.length
  await mailer.send({ ...message, subject: 'Panne SMTP' })
  expect(smtp.messages.length).toBe(before)
  const [failed] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Panne SMTP'))
  expect(failed).toMatchObject({ status: 'failed', attempts: 1 })
  expect(await mailer.retryPending()).toBe(1)
  expect(smtp.messages.at(-1)?.subject).toBe('Panne SMTP')
  const [sent] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Panne SMTP'))
  expect(sent?.status).toBe('sent')
})

test('without SMTP the outbox is the delivery: stored, never lost', async () => {
  const mailer = createMailer({
    db: database.db,
    logger: createLogger('silent'),
    smtpUrl: undefined,
    from: 'no-reply@gombiste-records.cm',
  })
  expect(mailer.mode).toBe('outbox')
  await mailer.send({ ...message, subject: 'Hors ligne' })
  const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Hors ligne'))
  expect(row?.status).toBe('outbox')
  expect(row?.text).toContain('https://exemple.cm/recu')
})

test('queue() answers once the mail is stored and delivers it in the background, with its Reply-To', async () => {
  const mailer = createMailer({
    db: database.db,
    logger: createLogger('silent'),
    smtpUrl: smtp.url,
    from: 'no-reply@gombiste-records.cm',
  })
  await mailer.queue({ ...message, subject: 'En arrière-plan', replyTo: 'visiteur@exemple.cm' })
  const [stored] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'En arrière-plan'))
  expect(stored?.replyTo).toBe('visiteur@exemple.cm')
  await vi.waitFor(() => expect(smtp.messages.some(received => received.subject === 'En arrière-plan')).toBe(true))
  expect(smtp.messages.find(received => received.subject === 'En arrière-plan')?.raw).toMatch(
    /^Reply-To: visiteur@exemple\.cm/im,
  )
})

test('a mail left pending for more than 10 minutes (the process stopped while sending) is retried', async () => {
  const mailer = createMailer({
    db: database.db,
    logger: createLogger('silent'),
    smtpUrl: smtp.url,
    from: 'no-reply@gombiste-records.cm',
  })
  await database.db.insert(mailOutbox).values({
    ...message,
    subject: 'Resté en attente',
    status: 'pending',
    createdAt: new Date(Date.now() - 11 * 60_000),
  })
  await database.db.insert(mailOutbox).values({ ...message, subject: 'En cours d’envoi', status: 'pending' })
  await mailer.retryPending()
  expect(smtp.messages.some(received => received.subject === 'Resté en attente')).toBe(true)
  expect(smtp.messages.some(received => received.subject === 'En cours d’envoi')).toBe(false)
})

describe('with the job queue', { timeout: 60_000 }, () => {
  let jobs: JobQueue
  let mailer: ReturnType<typeof createMailer>
  beforeAll(async () => {
    jobs = createJobQueue({
      database: jobDatabaseOf(database),
      logger: createLogger('silent'),
      pollingIntervalSeconds: 0.5,
    })
    mailer = createMailer({
      db: database.db,
      logger: createLogger('silent'),
      smtpUrl: smtp.url,
      from: 'no-reply@gombiste-records.cm',
      jobs,
      retry: { limit: 2, delaySeconds: 1 },
    })
    await jobs.start()
  })
  afterAll(() => jobs.stop(2000))

  const received = (subject: string) => smtp.messages.filter(mail => mail.subject === subject)
  const row = async (subject: string) =>
    (await database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject)))[0]

  test('queue() hands the mail to one delivery job, whose id is the mail’s; it is delivered once', async () => {
    await mailer.queue({ ...message, subject: 'Par la file' })
    const stored = await row('Par la file')
    await vi.waitFor(() => expect(received('Par la file')).toHaveLength(1), { timeout: 10_000, interval: 100 })
    await vi.waitFor(async () => expect((await row('Par la file'))?.status).toBe('sent'), { timeout: 5000 })
    // Handing the same mail over again (a sweep, another instance) makes no second job.
    expect(await jobs.enqueue(MAIL_JOBS.deliver, { mailId: stored!.id }, { id: stored!.id })).toBeNull()
    expect(await mailer.retryPending()).toBe(0)
    // Once no delivery job waits or runs, no second copy can come.
    await vi.waitFor(async () => expect(await jobs.counts()).toMatchObject({ waiting: 0, active: 0 }), {
      timeout: 10_000,
      interval: 100,
    })
    expect(received('Par la file')).toHaveLength(1)
  })

  test('a refused delivery is retried by the job with back-off until the server takes it', async () => {
    smtp.failNext(2)
    await mailer.queue({ ...message, subject: 'Deux refus' })
    await vi.waitFor(() => expect(received('Deux refus')).toHaveLength(1), { timeout: 20_000, interval: 200 })
    await vi.waitFor(async () => expect(await row('Deux refus')).toMatchObject({ status: 'sent', attempts: 2 }), {
      timeout: 5000,
    })
  })

  test('send() tries at once; a failure is left to the job, which delivers it', async () => {
    smtp.failNext(1)
    await mailer.send({ ...message, subject: 'Essai immédiat' })
    expect(await row('Essai immédiat')).toMatchObject({ status: 'failed', attempts: 1 })
    await vi.waitFor(() => expect(received('Essai immédiat')).toHaveLength(1), { timeout: 20_000, interval: 200 })
  })

  test('after the last retry the job is kept as failed with the server’s error', async () => {
    smtp.failNext(3)
    await mailer.queue({ ...message, to: 'perdu@exemple.cm', subject: 'Toujours refusé' })
    const stored = await row('Toujours refusé')
    await vi.waitFor(async () => expect((await jobs.failures()).map(failure => failure.id)).toContain(stored!.id), {
      timeout: 30_000,
      interval: 250,
    })
    const failure = (await jobs.failures()).find(entry => entry.id === stored!.id)!
    expect(failure.label).toBe('Envoi d’un e-mail')
    expect(failure.error).toMatch(/Service temporairement indisponible.*perdu@exemple\.cm/)
    expect(failure.attempts).toBe(3)
    expect(await row('Toujours refusé')).toMatchObject({ status: 'failed', attempts: 3 })
    expect(received('Toujours refusé')).toHaveLength(0)
  })
})
