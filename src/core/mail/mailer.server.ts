import { and, desc, eq, lt, or } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { Database } from '#core/db/client.server.ts'
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
  /** Retries pending or failed deliveries (SMTP only). */
  retryPending: () => Promise<number>
  mode: 'smtp' | 'outbox'
}

/**
 * Real mail through SMTP when `smtpUrl` is set; otherwise the outbox table is the delivery and each
 * message's links are logged, so sign-up and password reset work offline.
 */
export function createMailer(options: {
  db: Database
  logger: Logger
  smtpUrl: string | undefined
  from: string
}): Mailer {
  const { db, logger } = options
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null

  async function deliver(id: string, message: MailMessage) {
    if (!transport) return
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
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      logger.warn({ mailId: id, reason }, 'mail delivery failed; kept for retry')
      const [row] = await db.select({ attempts: mailOutbox.attempts }).from(mailOutbox).where(eq(mailOutbox.id, id))
      await db
        .update(mailOutbox)
        .set({ status: 'failed', attempts: (row?.attempts ?? 0) + 1, lastError: reason })
        .where(eq(mailOutbox.id, id))
    }
  }

  return {
    mode: transport ? 'smtp' : 'outbox',
    async send(message) {
      const id = await store(message)
      if (id) await deliver(id, message)
    },
    async queue(message) {
      const id = await store(message)
      if (id)
        deliver(id, message).catch((error: unknown) =>
          logger.warn({ err: error, mailId: id }, 'mail delivery could not be recorded'),
        )
    },
    async retryPending() {
      if (!transport) return 0
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
