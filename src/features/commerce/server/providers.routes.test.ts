import Stripe from 'stripe'
import { createServer, type Server } from 'node:http'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { profiles } from '#features/account/server/account.table.ts'
import { signedInUser } from '#tests/setup/accounts.ts'
import { startSmtpPeer } from '#tests/peers/smtp-peer.ts'
import { createTestApp, TEST_ORIGIN } from '#tests/setup/test-app.ts'
import { cinetPayToken } from './providers/cinetpay.server.ts'

/**
 * Stripe and CinetPay against loopback HTTP peers playing them: checkout creation, provider down,
 * and webhooks signed exactly as their documentation says.
 */
const STRIPE_WEBHOOK_SECRET = 'whsec_test_secret_for_routes'
const CINETPAY_SECRET = 'cinetpay-secret-key'

type Recorded = { path: string; body: string; headers: Record<string, string | string[] | undefined> }
const received: Recorded[] = []
let providerDown = false
/** What the CinetPay peer's check endpoint says about each transaction. */
const cinetpayTransactions = new Map<string, { amount: string; currency: string; status: string; metadata: string }>()

let peer: Server
let peerUrl = ''
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>
let context: Awaited<ReturnType<typeof createTestApp>>

beforeAll(async () => {
  peer = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      received.push({ path: request.url ?? '', body, headers: request.headers })
      response.setHeader('content-type', 'application/json')
      if (providerDown) {
        response.statusCode = 503
        response.end('{"error":"maintenance"}')
        return
      }
      if (request.url === '/v1/checkout/sessions') {
        const id = `cs_test_${received.length}`
        response.end(JSON.stringify({ id, url: `https://checkout.stripe.com/c/pay/${id}` }))
      } else if (request.url === '/v2/payment') {
        const input = JSON.parse(body) as { transaction_id: string }
        response.end(
          JSON.stringify({
            code: '201',
            message: 'CREATED',
            data: {
              payment_token: 'tok',
              payment_url: `https://checkout.cinetpay.com/payment/${input.transaction_id}`,
            },
          }),
        )
      } else if (request.url === '/v2/payment/check') {
        const input = JSON.parse(body) as { transaction_id: string }
        const transaction = cinetpayTransactions.get(input.transaction_id)
        response.end(
          JSON.stringify(
            transaction
              ? { code: '00', message: 'SUCCES', data: transaction }
              : { code: '627', message: 'TRANSACTION_NOT_FOUND' },
          ),
        )
      } else {
        response.statusCode = 404
        response.end('{}')
      }
    })
  })
  await new Promise<void>(resolve => peer.listen(0, '127.0.0.1', resolve))
  const address = peer.address()
  peerUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  smtp = await startSmtpPeer()
  context = await createTestApp({
    seed: true,
    smtpUrl: smtp.url,
    payments: {
      stripe: { secretKey: 'sk_test_123', webhookSecret: STRIPE_WEBHOOK_SECRET, apiUrl: peerUrl },
      cinetpay: { apiKey: 'api-key', siteId: '105900', secretKey: CINETPAY_SECRET, apiUrl: peerUrl, currency: 'XAF' },
    },
  })
})
afterAll(async () => {
  await context.close()
  await smtp.close()
  await new Promise<void>(resolve => peer.close(() => resolve()))
})

type Json = Record<string, unknown> & { error?: { code: string; message: string } }

async function call(
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {},
) {
  const response = await context.app.request(path, {
    method,
    headers: {
      'content-type': 'application/json',
      origin: TEST_ORIGIN,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  })
  return { status: response.status, body: (await response.json()) as Json }
}

async function courses(userId: string) {
  const [row] = await context.db.select({ courses: profiles.courses }).from(profiles).where(eq(profiles.userId, userId))
  return row?.courses ?? []
}

/** Signed by Stripe's own SDK, as Stripe signs its webhooks (`webhooks.generateTestHeaderString`). */
const stripeSdk = new Stripe('sk_test_123')
function stripeHeader(payload: string, secret = STRIPE_WEBHOOK_SECRET, timestamp = Math.floor(Date.now() / 1000)) {
  return stripeSdk.webhooks.generateTestHeaderString({ payload, secret, timestamp })
}

function stripeEvent(type: string, session: Record<string, unknown>) {
  return JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    data: { object: { object: 'checkout.session', ...session } },
  })
}

describe('with real providers configured', () => {
  test('the options are card (Stripe) and mobile money (CinetPay), not in test mode', async () => {
    const { body } = await call('GET', '/api/payments/options')
    expect(body).toEqual({
      testMode: false,
      methods: [
        { method: 'card', label: 'Carte bancaire' },
        { method: 'mobile_money', label: 'Mobile Money (MTN MoMo, Orange Money)' },
      ],
    })
  })

  test('provider down: a French message, the order stays pending, and a retry works', async () => {
    const user = await signedInUser(context, 'Élève')
    const created = await call('POST', '/api/payments/orders', {
      cookie: user.cookie,
      body: { formulaId: 'pack-duo', method: 'card', currency: 'EUR', acceptTerms: true },
    })
    const id = created.body.id as string
    providerDown = true
    const down = await call('POST', `/api/payments/orders/${id}/pay`, { cookie: user.cookie, body: {} })
    expect(down.status).toBe(502)
    expect(down.body.error?.message).toBe(
      'Le service de paiement est momentanément indisponible. Votre commande est conservée : réessayez dans quelques instants.',
    )
    expect((await call('GET', `/api/payments/orders/${id}`, { cookie: user.cookie })).body.status).toBe('pending')
    providerDown = false
    const retry = await call('POST', `/api/payments/orders/${id}/pay`, { cookie: user.cookie, body: {} })
    expect(retry.status).toBe(200)
    expect(retry.body.redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/)
  })
})

describe('Stripe Checkout', () => {
  test('the session carries the DB amount in cents, and only a signed completed event enrols, once', async () => {
    const user = await signedInUser(context, 'Élève')
    const created = await call('POST', '/api/payments/orders', {
      cookie: user.cookie,
      body: { formulaId: 'pack-individuel', method: 'card', currency: 'EUR', acceptTerms: true },
    })
    const id = created.body.id as string
    const pay = await call('POST', `/api/payments/orders/${id}/pay`, { cookie: user.cookie, body: {} })
    const request = received.at(-1)!
    const form = new URLSearchParams(request.body)
    expect(request.headers.authorization).toBe('Bearer sk_test_123')
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('12000')
    expect(form.get('line_items[0][price_data][currency]')).toBe('eur')
    expect(form.get('client_reference_id')).toBe(id)
    expect(form.get('success_url')).toBe(`${TEST_ORIGIN}/paiement/recu/${id}`)
    const sessionId = String(pay.body.redirectUrl).split('/').at(-1)!

    const completed = stripeEvent('checkout.session.completed', {
      id: sessionId,
      client_reference_id: id,
      payment_intent: 'pi_123',
      payment_status: 'paid',
      amount_total: 12000,
      currency: 'eur',
    })
    const webhook = (payload: string, signature: string) =>
      call('POST', '/api/payments/webhooks/stripe', { raw: payload, headers: { 'stripe-signature': signature } })

    expect((await webhook(completed, stripeHeader(completed, 'whsec_forged'))).status).toBe(400)
    expect(
      (await webhook(completed, stripeHeader(completed, STRIPE_WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600)))
        .status,
    ).toBe(400)
    const tampered = completed.replace('"amount_total":12000', '"amount_total":100')
    expect((await webhook(tampered, stripeHeader(completed))).status).toBe(400)
    // Signed, but for less money than the order: refused, still pending.
    const underpaid = stripeEvent('checkout.session.completed', {
      id: sessionId,
      client_reference_id: id,
      payment_intent: 'pi_under',
      payment_status: 'paid',
      amount_total: 100,
      currency: 'eur',
    })
    expect((await webhook(underpaid, stripeHeader(underpaid))).body.result).toBe('amount mismatch')
    expect(await courses(user.id)).toEqual([])

    const before = smtp.messages.length
    expect((await webhook(completed, stripeHeader(completed))).body.result).toBe('paid')
    expect((await webhook(completed, stripeHeader(completed))).body.result).toBe('already settled')
    expect(await courses(user.id)).toEqual(['pack-individuel'])
    expect(smtp.messages.length).toBe(before + 1)
    expect(smtp.messages.at(-1)!.text).toContain('120 €')
    expect(smtp.messages.at(-1)!.text).not.toContain('Mode test')
  })

  test('a one-time formula paid through two Stripe sessions: the second payment is to be refunded, one enrolment', async () => {
    const user = await signedInUser(context, 'Élève')
    const sessions: { id: string; sessionId: string }[] = []
    for (let index = 0; index < 2; index++) {
      const created = await call('POST', '/api/payments/orders', {
        cookie: user.cookie,
        body: { formulaId: 'mooc-complet', method: 'card', currency: 'EUR', acceptTerms: true },
      })
      const id = created.body.id as string
      const pay = await call('POST', `/api/payments/orders/${id}/pay`, { cookie: user.cookie, body: {} })
      sessions.push({ id, sessionId: String(pay.body.redirectUrl).split('/').at(-1)! })
    }
    const results = []
    for (const [index, { id, sessionId }] of sessions.entries()) {
      const event = stripeEvent('checkout.session.completed', {
        id: sessionId,
        client_reference_id: id,
        payment_intent: `pi_twice_${index}`,
        payment_status: 'paid',
        amount_total: 25000,
        currency: 'eur',
      })
      results.push(
        (
          await call('POST', '/api/payments/webhooks/stripe', {
            raw: event,
            headers: { 'stripe-signature': stripeHeader(event) },
          })
        ).body.result,
      )
    }
    expect(results).toEqual(['paid', 'refund_due'])
    expect(await courses(user.id)).toEqual(['mooc-complet'])
  })

  test('FCFA is a zero-decimal currency for Stripe; an expired session cancels the order', async () => {
    const user = await signedInUser(context, 'Élève')
    const created = await call('POST', '/api/payments/orders', {
      cookie: user.cookie,
      body: { formulaId: 'mooc-complet', method: 'card', currency: 'XAF', acceptTerms: true },
    })
    const id = created.body.id as string
    const pay = await call('POST', `/api/payments/orders/${id}/pay`, { cookie: user.cookie, body: {} })
    expect(new URLSearchParams(received.at(-1)!.body).get('line_items[0][price_data][unit_amount]')).toBe('165000')
    const sessionId = String(pay.body.redirectUrl).split('/').at(-1)!
    const expired = stripeEvent('checkout.session.expired', {
      id: sessionId,
      client_reference_id: id,
      payment_intent: null,
      payment_status: 'unpaid',
      amount_total: 165000,
      currency: 'xaf',
    })
    const result = await call('POST', '/api/payments/webhooks/stripe', {
      raw: expired,
      headers: { 'stripe-signature': stripeHeader(expired) },
    })
    expect(result.body.result).toBe('cancelled')
    expect(await courses(user.id)).toEqual([])
  })
})

describe('CinetPay mobile money', () => {
  function notification(fields: Record<string, string>) {
    const form = new URLSearchParams({
      cpm_site_id: '105900',
      cpm_trans_date: '2026-03-14 10:20:00',
      cpm_amount: '80000',
      cpm_currency: 'XAF',
      signature: 'sig',
      payment_method: 'OMCM',
      cel_phone_num: '699000000',
      cpm_phone_prefixe: '237',
      cpm_language: 'fr',
      cpm_version: 'V4',
      cpm_payment_config: 'SINGLE',
      cpm_page_action: 'PAYMENT',
      cpm_custom: '',
      cpm_designation: 'Pack Individuel',
      cpm_error_message: '',
      ...fields,
    })
    return form
  }
  const post = (form: URLSearchParams, token: string) =>
    call('POST', '/api/payments/webhooks/cinetpay', {
      raw: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-token': token },
    })

  test('initialisation in FCFA, x-token checked, then confirmed by the check API before enrolling, once', async () => {
    const user = await signedInUser(context, 'Élève')
    const created = await call('POST', '/api/payments/orders', {
      cookie: user.cookie,
      body: { formulaId: 'pack-individuel', method: 'mobile_money', currency: 'EUR', acceptTerms: true },
    })
    const id = created.body.id as string
    expect(created.body).toMatchObject({ amount: 80000, currency: 'XAF' })
    await call('POST', `/api/payments/orders/${id}/pay`, { cookie: user.cookie, body: {} })
    const init = JSON.parse(received.at(-1)!.body) as Record<string, unknown>
    expect(init).toMatchObject({
      amount: 80000,
      currency: 'XAF',
      site_id: '105900',
      channels: 'MOBILE_MONEY',
      metadata: id,
      notify_url: `${TEST_ORIGIN}/api/payments/webhooks/cinetpay`,
    })
    const transactionId = String(init.transaction_id)
    const form = notification({ cpm_trans_id: transactionId, cpm_custom: id })

    // Forged token.
    expect((await post(form, 'deadbeef')).status).toBe(400)
    // Genuine token, but CinetPay says it is still waiting: nothing changes.
    cinetpayTransactions.set(transactionId, {
      amount: '80000',
      currency: 'XAF',
      status: 'WAITING_FOR_CUSTOMER',
      metadata: id,
    })
    expect((await post(form, cinetPayToken(form, CINETPAY_SECRET))).body.result).toBe('still pending')
    // CinetPay unreachable while confirming: 503 so CinetPay notifies again later; still pending.
    providerDown = true
    expect((await post(form, cinetPayToken(form, CINETPAY_SECRET))).status).toBe(503)
    providerDown = false
    // The notification claims a payment, but the check shows a different amount.
    cinetpayTransactions.set(transactionId, { amount: '100', currency: 'XAF', status: 'ACCEPTED', metadata: id })
    expect((await post(form, cinetPayToken(form, CINETPAY_SECRET))).body.result).toBe('amount mismatch')
    expect(await courses(user.id)).toEqual([])

    cinetpayTransactions.set(transactionId, { amount: '80000', currency: 'XAF', status: 'ACCEPTED', metadata: id })
    const before = smtp.messages.length
    expect((await post(form, cinetPayToken(form, CINETPAY_SECRET))).body.result).toBe('paid')
    expect((await post(form, cinetPayToken(form, CINETPAY_SECRET))).body.result).toBe('already settled')
    expect(await courses(user.id)).toEqual(['pack-individuel'])
    expect(smtp.messages.length).toBe(before + 1)
    expect(smtp.messages.at(-1)!.text.replace(/\u202f/g, ' ')).toContain('80 000 FCFA')
  })

  test('a refused payment fails the order', async () => {
    const user = await signedInUser(context, 'Élève')
    const created = await call('POST', '/api/payments/orders', {
      cookie: user.cookie,
      body: { formulaId: 'pack-duo', method: 'mobile_money', currency: 'XAF', acceptTerms: true },
    })
    const id = created.body.id as string
    await call('POST', `/api/payments/orders/${id}/pay`, { cookie: user.cookie, body: {} })
    const transactionId = String((JSON.parse(received.at(-1)!.body) as Record<string, unknown>).transaction_id)
    cinetpayTransactions.set(transactionId, { amount: '130000', currency: 'XAF', status: 'REFUSED', metadata: id })
    const form = notification({ cpm_trans_id: transactionId, cpm_amount: '130000' })
    expect((await post(form, cinetPayToken(form, CINETPAY_SECRET))).body.result).toBe('failed')
    expect((await call('GET', `/api/payments/orders/${id}`, { cookie: user.cookie })).body.status).toBe('failed')
  })
})
