import { Hono } from 'hono'
import type { AppEnv } from '#core/http/app-env.server.ts'
import { AppError, invalidInputMessage } from '#core/http/app-error.ts'
import { countHit, type LimitRule } from '#core/http/request-limit.server.ts'
import { validate } from '#core/http/validate.server.ts'
import type { MailMessage } from '#core/mail/mailer.server.ts'
import { bookingInputSchema, contactInputSchema } from '../contact.schemas.ts'
import { bookingConfirmation, bookingMailToLabel, contactConfirmation, contactMailToLabel } from './contact.mails.ts'
import { createBookingRequest, createContactMessage, findArtistName, getLabelInfo } from './contact.repo.ts'

/** Per address and per form; generous, since mobile carriers put many people behind one IP. */
export const CONTACT_PER_IP: LimitRule = { max: 10, windowSeconds: 10 * 60 }
export const BOOKINGS_PER_IP: LimitRule = { max: 10, windowSeconds: 10 * 60 }

export const RATE_LIMITED_MESSAGE = 'Vous avez envoyé beaucoup de demandes : réessayez dans quelques minutes.'

/**
 * Contact messages and booking requests. Order matters: validate, limit, store (the reference exists
 * from then on), then queue the mails — to the label and a confirmation to the sender — without
 * waiting for the mail server; a mail that fails is kept in the outbox and retried.
 *
 * Honeypot filled in: answered exactly like a real request (robots learn nothing), stored with
 * status 'spam' so a false positive can still be found, and never mailed.
 */
export const contactRoutes = new Hono<AppEnv>()
  .post('/messages', validate('json', contactInputSchema), async c => {
    const input = c.req.valid('json')
    if ((await countHit(c.var.limits, `contact:ip:${c.var.clientIp}`, CONTACT_PER_IP)) > CONTACT_PER_IP.max) {
      throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE)
    }
    const spam = Boolean(input.website?.trim())
    const received = await createContactMessage(c.var.db, input, spam ? 'spam' : 'new')
    if (!spam) {
      const info = await getLabelInfo(c.var.db)
      await queueMails(c, [
        contactMailToLabel(info, input, received.reference, received.createdAt),
        contactConfirmation(info, received.reference, received.createdAt, input.email),
      ])
    }
    return c.json({ reference: received.reference, createdAt: received.createdAt.toISOString() }, 201)
  })
  .post('/bookings', validate('json', bookingInputSchema), async c => {
    const input = c.req.valid('json')
    const artistName = input.artistId ? await findArtistName(c.var.db, input.artistId) : null
    if (input.artistId && !artistName) {
      const fields = { artistId: 'Artiste inconnu : choisissez un artiste dans la liste.' }
      throw new AppError('INVALID_INPUT', invalidInputMessage(fields), fields)
    }
    if ((await countHit(c.var.limits, `booking:ip:${c.var.clientIp}`, BOOKINGS_PER_IP)) > BOOKINGS_PER_IP.max) {
      throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE)
    }
    const spam = Boolean(input.website?.trim())
    const request = { ...input, artistName }
    const received = await createBookingRequest(c.var.db, request, spam ? 'spam' : 'new')
    if (!spam) {
      const info = await getLabelInfo(c.var.db)
      await queueMails(c, [
        bookingMailToLabel(info, request, received.reference, received.createdAt),
        bookingConfirmation(info, request, received.reference, received.createdAt),
      ])
    }
    return c.json({ reference: received.reference, createdAt: received.createdAt.toISOString() }, 201)
  })

/** The request is already stored: a mail that cannot even be queued is logged, not turned into an error. */
async function queueMails(c: { var: AppEnv['Variables'] }, messages: MailMessage[]) {
  for (const message of messages) {
    try {
      await c.var.mailer.queue(message)
    } catch (error) {
      c.var.logger.error({ err: error, to: message.to, subject: message.subject }, 'contact mail could not be queued')
    }
  }
}

export type ContactRoutes = typeof contactRoutes
