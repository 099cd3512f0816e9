import type { Context, MiddlewareHandler } from 'hono'
import { Hono } from 'hono'
import { z } from 'zod'
import { PAYMENT_NEEDS_CONFIRMED_EMAIL } from '../email-confirmation.ts'
import type { CommerceEnv } from './commerce-env.ts'
import { AppError } from '#core/http/app-error.ts'
import { countHit, type LimitRule } from '#core/http/request-limit.server.ts'
import { validate } from '#core/http/validate.server.ts'
import { getProfile } from '#features/account/server/account.repo.ts'
import { getFormula } from '#features/catalog/server/academy.repo.ts'
import { getLabelOverview } from '#features/label/server/label.repo.ts'
import { priceIn } from '../currency.ts'
import { orderInputSchema, quoteInputSchema, testOutcomeSchema } from '../commerce.schemas.ts'
import {
  addOneMonth,
  findOrder,
  insertOrder,
  insertQuoteRequest,
  latestPaidPeriodEnd,
  listOrdersOfUser,
  paidOneTimeOrder,
  toOrderView,
} from './commerce.repo.ts'
import type { PaymentMethod, ProviderId } from './commerce.table.ts'
import { METHOD_LABELS, PAYMENT_MESSAGES, receiveNotification, startPayment } from './payments.server.ts'
import { requireConfirmedEmail } from '#core/auth/guards.server.ts'

/** Quote requests send an email to the label: at most 5 per address per hour. */
export const QUOTES_PER_IP: LimitRule = { max: 5, windowSeconds: 60 * 60 }

const orderIdParam = z.object({ id: z.uuid({ error: 'identifiant invalide' }) })
const formulaParam = z.object({ formulaId: z.string().min(1).max(100) })
const providerParam = z.object({ provider: z.enum(['test', 'stripe', 'cinetpay']) })

/** Spec §5/§8: paying (enrolling) needs a logged-in user. */
const requireEnrolUser: MiddlewareHandler<CommerceEnv> = async (c, next) => {
  if (!c.var.user) throw new AppError('UNAUTHENTICATED', PAYMENT_MESSAGES.enrolLoggedOut)
  await next()
}

/** Payment waits for a confirmed address: the receipt and the course access are mailed there. */
const confirmedToPay = requireConfirmedEmail(PAYMENT_NEEDS_CONFIRMED_EMAIL)

const requireUser: MiddlewareHandler<CommerceEnv> = async (c, next) => {
  if (!c.var.user) throw new AppError('UNAUTHENTICATED', 'Utilisateur non connecté.')
  await next()
}

/**
 * A one-time formula already held (paid, or granted by the label) is not paid again: checked when
 * the order is made, when its payment starts and when the test page completes it (settlement
 * checks once more, for payments that reach a provider anyway).
 */
async function refuseHeldOneTimeFormula(
  c: Context<CommerceEnv>,
  formula: { id: string; billingCycle: string | null },
  orderId?: string,
) {
  if (formula.billingCycle !== 'unique') return
  const userId = c.var.user!.id
  if (
    (await getProfile(c.var.db, userId)).courses.includes(formula.id) ||
    (await paidOneTimeOrder(c.var.db, userId, formula.id, orderId))
  ) {
    throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyEnrolled)
  }
}

/** The caller's own order; someone else's is 'not found'. */
async function ownOrder(c: Context<CommerceEnv>, id: string) {
  const order = await findOrder(c.var.db, id)
  if (!order || order.userId !== c.var.user?.id) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.orderNotFound)
  return order
}

export const paymentsRoutes = new Hono<CommerceEnv>()
  /** Which payment methods this server offers, and whether they are simulated ('Mode test'). */
  .get('/options', c => {
    const methods = [...c.var.payments.methods.keys()].map(method => ({ method, label: METHOD_LABELS[method] }))
    return c.json({ testMode: c.var.payments.testProvider !== null, methods }, 200)
  })
  /** Creates a pending order at the formula's price in the DB, in the chosen currency. */
  .post('/orders', requireEnrolUser, confirmedToPay, validate('json', orderInputSchema), async c => {
    const input = c.req.valid('json')
    const user = c.var.user!
    const formula = await getFormula(c.var.db, input.formulaId)
    if (!formula.price || !formula.billingCycle) throw new AppError('CONFLICT', PAYMENT_MESSAGES.quoteOnly)
    const provider = c.var.payments.methods.get(input.method)
    if (!provider)
      throw new AppError('INVALID_INPUT', PAYMENT_MESSAGES.methodUnavailable, {
        method: PAYMENT_MESSAGES.methodUnavailable,
      })
    await refuseHeldOneTimeFormula(c, formula)
    // Mobile money is paid in francs CFA whatever the display currency.
    const currency = input.method === 'mobile_money' ? 'XAF' : input.currency
    const order = await insertOrder(c.var.db, {
      userId: user.id,
      customerEmail: user.email,
      customerName: user.name,
      formulaId: formula.id,
      formulaName: formula.name,
      billingCycle: formula.billingCycle,
      amount: priceIn(formula.price, currency),
      currency,
      provider: provider.id,
      method: input.method as PaymentMethod,
    })
    return c.json(toOrderView(order), 201)
  })
  /** Opens the provider's page for a pending order; call again to retry after a provider failure. */
  .post('/orders/:id/pay', requireEnrolUser, confirmedToPay, validate('param', orderIdParam), async c => {
    const order = await ownOrder(c, c.req.valid('param').id)
    if (order.status !== 'pending') throw new AppError('CONFLICT', PAYMENT_MESSAGES.notPending)
    await refuseHeldOneTimeFormula(c, { id: order.formulaId, billingCycle: order.billingCycle }, order.id)
    return c.json(await startPayment(c.var, order), 200)
  })
  /**
   * What paying this formula would do for the caller, shown on the checkout before payment: a
   * one-time formula already held cannot be paid again; a monthly one paid while a month runs
   * extends it (`paidUntil` → `extendsTo`).
   */
  .get('/formulas/:formulaId/standing', requireUser, validate('param', formulaParam), async c => {
    c.header('cache-control', 'no-store')
    const formula = await getFormula(c.var.db, c.req.valid('param').formulaId)
    const userId = c.var.user!.id
    if (formula.billingCycle === 'unique') {
      const held =
        (await getProfile(c.var.db, userId)).courses.includes(formula.id) ||
        (await paidOneTimeOrder(c.var.db, userId, formula.id)) !== undefined
      return c.json({ held, paidUntil: null, extendsTo: null }, 200)
    }
    if (formula.billingCycle !== 'mois') return c.json({ held: false, paidUntil: null, extendsTo: null }, 200)
    const end = await latestPaidPeriodEnd(c.var.db, userId, formula.id)
    const running = end && end > new Date() ? end : null
    return c.json(
      {
        held: false,
        paidUntil: running?.toISOString() ?? null,
        extendsTo: running ? addOneMonth(running).toISOString() : null,
      },
      200,
    )
  })
  .get('/orders', requireUser, async c => c.json(await listOrdersOfUser(c.var.db, c.var.user!.id), 200))
  .get('/orders/:id', requireUser, validate('param', orderIdParam), async c => {
    return c.json(toOrderView(await ownOrder(c, c.req.valid('param').id)), 200)
  })
  /**
   * The test provider's hosted page reports the payer's choice here; the "provider" then sends its
   * signed notification, verified like any other (the order changes only through it).
   */
  .post(
    '/test/orders/:id/complete',
    requireUser,
    validate('param', orderIdParam),
    validate('json', testOutcomeSchema),
    async c => {
      const testProvider = c.var.payments.testProvider
      const order = await ownOrder(c, c.req.valid('param').id)
      if (!testProvider || order.provider !== 'test') throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.orderNotFound)
      if (order.status !== 'pending') throw new AppError('CONFLICT', PAYMENT_MESSAGES.notPending)
      await refuseHeldOneTimeFormula(c, { id: order.formulaId, billingCycle: order.billingCycle }, order.id)
      const notification = testProvider.buildNotification(order, c.req.valid('json').outcome)
      const delivered = await receiveNotification(c.var, 'test', notification)
      if (delivered.status !== 200) throw new AppError('UPSTREAM_FAILED', PAYMENT_MESSAGES.providerDown)
      return c.json({ receiptPath: `/paiement/recu/${order.id}` }, 200)
    },
  )
  /** Providers' notifications: no session, no same-origin check; trusted only once verified. */
  .post('/webhooks/:provider', validate('param', providerParam), async c => {
    const body = await c.req.text()
    const result = await receiveNotification(c.var, c.req.valid('param').provider as ProviderId, {
      body,
      headers: c.req.raw.headers,
    })
    return c.json({ result: result.result }, result.status)
  })
  /** A quote request for a formula without an online price: stored, then mailed to the training address. */
  .post('/quotes', validate('json', quoteInputSchema), async c => {
    const input = c.req.valid('json')
    if ((await countHit(c.var.limits, `quote:${c.var.clientIp}`, QUOTES_PER_IP)) > QUOTES_PER_IP.max) {
      throw new AppError('RATE_LIMITED', 'Trop de demandes envoyées. Réessayez dans une heure.')
    }
    const formula = await getFormula(c.var.db, input.formulaId)
    const quote = await insertQuoteRequest(c.var.db, {
      formulaId: formula.id,
      formulaName: formula.name,
      userId: c.var.user?.id ?? null,
      name: input.name,
      email: input.email,
      phone: input.phone || null,
      message: input.message,
    })
    const { info } = await getLabelOverview(c.var.db)
    const lines = [
      `Nouvelle demande de devis pour la formule « ${formula.name} ».`,
      '',
      `Nom : ${input.name}`,
      `E-mail : ${input.email}`,
      ...(input.phone ? [`Téléphone : ${input.phone}`] : []),
      '',
      input.message,
      '',
      `Référence de la demande : ${quote.id}`,
    ]
    const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
    await c.var.mailer.send({
      to: info.emails.training,
      subject: `Demande de devis — ${formula.name}`,
      text: lines.join('\n'),
      html: lines.map(line => (line ? `<p>${escapeHtml(line)}</p>` : '')).join('\n'),
    })
    return c.json(
      {
        id: quote.id,
        message: 'Votre demande de devis a bien été envoyée. Notre équipe pédagogique vous répond sous 48 heures.',
      },
      201,
    )
  })

export type PaymentsRoutes = typeof paymentsRoutes
