import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { createLogger } from '#core/log/logger.server.ts'
import { startSmtpPeer } from '#tests/peers/smtp-peer.ts'
import { createTestDatabase } from '#tests/setup/test-database.ts'
import { mailOutbox } from './mail.table.ts'
import { createMailer } from './mailer.server.ts'

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
