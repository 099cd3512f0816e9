import { and, desc, eq, gt, lt, or } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { Database } from '#core/db/client.server.ts'
import type { JobQueue } from '#core/jobs/job-queue.server.ts'
import type { Logger } from '#core/log/logger.server.ts'
import { type MailCalendar, mailOutbox } from './mail.table.ts'

export type MailMessage = {
  to: string
  subject: string
  text: string
  html: string
  replyTo?: string | null
  /** An iCalendar invitation: sent as the text/calendar alternative calendar apps read, and as an .ics file. */
  calendar?: MailCalendar | null
}

export type Mailer = {
  /** Stores the message, then delivers it; resolves once stored (delivery failures are kept for retry). */
  send: (message: MailMessage) => Promise<void>
  /**
   * Stores the message and resolves at once; delivery goes on in the background (failures are kept
   * for retry). For answers that must not wait on a slow mail server (contact and booking forms).
   */
  queue: (message: MailMessage) => Promise<void>
  /**
   * Retries pending or failed deliveries (SMTP only). With a job queue: hands each one to a delivery
   * job (at most one job per mail), which the queue retries with back-off.
   */
  retryPending: () => Promise<number>
  mode: 'smtp' | 'outbox'
}

/** The job that delivers one stored mail (its id is the mail's), and the sweep that hands stray mail to it. */
export const MAIL_JOBS = { deliver: 'mail.deliver', sweep: 'mail.sweep' } as const

/**
 * Real mail through SMTP when `smtpUrl` is set; otherwise the outbox table is the delivery and each
 * message's links are logged, so sign-up and password reset work offline.
 *
 * With a job queue (the server always has one), delivery and retries are jobs: `queue()` hands the
 * mail to a `mail.deliver` job whose id is the mail's id, so however many instances run, one job
 * exists per mail and one instance runs it; a failed try is retried with back-off (30 s, 1 min, 2 min…)
 * and, after the last, kept as a failed job with its error (admin dashboard). `send()` tries at once
 * (sign-up mail should not wait for a poll) and leaves a failure to the same job. A sweep every
 * 5 minutes hands over mail left pending by a process that stopped between storing and enqueueing.
 * Without a queue (tests, command-line tools), delivery happens in this process.
 */
export function createMailer(options: {
  db: Database
  logger: Logger
  smtpUrl: string | undefined
  from: string
  jobs?: JobQueue
  /** Tries after the first and the first wait (doubling each time): 6 and 30 s unless tests say otherwise. */
  retry?: { limit: number; delaySeconds: number }
}): Mailer {
  const { db, logger, jobs } = options
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null

  if (jobs && transport) {
    jobs.define<{ mailId: string }>({
      name: MAIL_JOBS.deliver,
      label: 'Envoi d’un e-mail',
      retryLimit: options.retry?.limit ?? 6,
      retryDelaySeconds: options.retry?.delaySeconds ?? 30,
      concurrency: 2,
      handler: async ({ mailId }) => {
        const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId))
        // Gone, or already delivered (by `send()`'s first try): nothing to do.
        if (!row || row.status === 'sent' || row.status === 'outbox') return
        const failure = await deliver(row.id, row)
        if (failure) throw new Error(`${failure} (à ${row.to})`)
      },
    })
    jobs.define({
      name: MAIL_JOBS.sweep,
      label: 'Relance des e-mails en attente',
      retryLimit: 1,
      concurrency: 1,
      handler: async () => {
        await handOverPending()
      },
    })
    void jobs.schedule(MAIL_JOBS.sweep, '*/5 * * * *')
  }

  /** Gives mail left pending (more than 10 minutes) or failed to the delivery job; one job per mail. */
  async function handOverPending(): Promise<number> {
    if (!jobs) return 0
    const stuck = and(eq(mailOutbox.status, 'pending'), lt(mailOutbox.createdAt, new Date(Date.now() - 10 * 60_000)))
    const rows = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          or(eq(mailOutbox.status, 'failed'), stuck),
          gt(mailOutbox.createdAt, new Date(Date.now() - 7 * 86_400_000)),
        ),
      )
      .orderBy(desc(mailOutbox.createdAt))
      .limit(200)
    let handed = 0
    for (const row of rows) if (await jobs.enqueue(MAIL_JOBS.deliver, { mailId: row.id }, { id: row.id })) handed++
    return handed
  }

  /** Delivers one stored mail and records the outcome; answers the failure's reason, or null. */
  async function deliver(id: string, message: MailMessage): Promise<string | null> {
    if (!transport) return null
    try {
      const { to, subject, text, html, replyTo, calendar } = message
      await transport.sendMail({
        from: options.from,
        to,
        subject,
        text,
        html,
        ...(replyTo ? { replyTo } : {}),
        ...(calendar
          ? {
              icalEvent: { method: calendar.method, filename: calendar.filename, content: calendar.content },
              attachments: [
                {
                  filename: calendar.filename,
                  content: calendar.content,
                  contentType: `application/ics; method=${calendar.method}`,
                },
              ],
            }
          : {}),
      })
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), lastError: null })
        .where(eq(mailOutbox.id, id))
      return null
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      logger.warn({ mailId: id, reason }, 'mail delivery failed; kept for retry')
      const [row] = await db.select({ attempts: mailOutbox.attempts }).from(mailOutbox).where(eq(mailOutbox.id, id))
      await db
        .update(mailOutbox)
        .set({ status: 'failed', attempts: (row?.attempts ?? 0) + 1, lastError: reason })
        .where(eq(mailOutbox.id, id))
      return reason
    }
  }

  /** Gives one mail to its delivery job (no-op when it already has one), after `delaySeconds`. */
  async function enqueueDelivery(id: string, delaySeconds = 0) {
    try {
      await jobs!.enqueue(
        MAIL_JOBS.deliver,
        { mailId: id },
        { id, ...(delaySeconds ? { startAfterSeconds: delaySeconds } : {}) },
      )
    } catch (error) {
      // The mail is stored: the sweep hands it over within minutes.
      logger.warn({ err: error, mailId: id }, 'mail could not be handed to the job queue; the sweep will')
    }
  }

  return {
    mode: transport ? 'smtp' : 'outbox',
    async send(message) {
      const id = await store(message)
      if (!id) return
      const failure = await deliver(id, message)
      if (failure && jobs) await enqueueDelivery(id, options.retry?.delaySeconds ?? 30)
    },
    async queue(message) {
      const id = await store(message)
      if (!id) return
      if (jobs) return enqueueDelivery(id)
      deliver(id, message).catch((error: unknown) =>
        logger.warn({ err: error, mailId: id }, 'mail delivery could not be recorded'),
      )
    },
    async retryPending() {
      if (!transport) return 0
      if (jobs) return handOverPending()
      // 'pending' for more than 10 minutes: the process stopped while delivering.
      const stuck = and(eq(mailOutbox.status, 'pending'), lt(mailOutbox.createdAt, new Date(Date.now() - 10 * 60_000)))
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(or(eq(mailOutbox.status, 'failed'), stuck))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(50)
      for (const row of rows) await deliver(row.id, row)
      return rows.length
    },
  }

  /** Stores the message; returns its id when it still has to be delivered through SMTP. */
  async function store(message: MailMessage): Promise<string | null> {
    const [row] = await db
      .insert(mailOutbox)
      .values({ ...message, status: transport ? 'pending' : 'outbox' })
      .returning({ id: mailOutbox.id })
    if (!row) throw new Error('the mail could not be stored')
    if (!transport) {
      const links = message.text.match(/https?:\/\/\S+/g) ?? []
      logger.info(
        { mailId: row.id, to: message.to, subject: message.subject, links },
        'mail stored in the outbox (no SMTP_URL)',
      )
      return null
    }
    return row.id
  }
}
