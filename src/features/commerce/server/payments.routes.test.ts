import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { notifications } from '#core/notifications/notifications.table.ts'
import { profiles } from '#features/account/server/account.table.ts'
import { signedInUser } from '#tests/setup/accounts.ts'
import { startSmtpPeer } from '#tests/peers/smtp-peer.ts'
import { createTestApp, TEST_ORIGIN } from '#tests/setup/test-app.ts'
import { orders, quoteRequests } from './commerce.table.ts'
import { TEST_SIGNATURE_HEADER } from './providers/test-provider.server.ts'
import { timestampedSignature } from './providers/signature.ts'

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>
let context: Awaited<ReturnType<typeof createTestApp>>

beforeAll(async () => {
  smtp = await startSmtpPeer()
  context = await createTestApp({ seed: true, smtpUrl: smtp.url })
})
afterAll(async () => {
  await context.close()
  await smtp.close()
})

type Json = Record<string, unknown> & { error?: { code: string; message: string; fields?: Record<string, string> } }

async function call(
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; headers?: Record<string, string>; raw?: string } = {},
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

const order = (cookie: string, body: Record<string, unknown>) =>
  call('POST', '/api/payments/orders', {
    cookie,
    body: { method: 'card', currency: 'EUR', acceptTerms: true, ...body },
  })

describe('checkout and orders', () => {
  test('the embedded default is the test provider, offering card and mobile money in test mode', async () => {
    const { status, body } = await call('GET', '/api/payments/options')
    expect(status).toBe(200)
    expect(body).toEqual({
      testMode: true,
      methods: [
        { method: 'card', label: 'Carte bancaire' },
        { method: 'mobile_money', label: 'Mobile Money (MTN MoMo, Orange Money)' },
      ],
    })
  })

  test('logged out, ordering is refused with the spec message', async () => {
    const { status, body } = await call('POST', '/api/payments/orders', {
      body: { formulaId: 'pack-individuel', method: 'card', currency: 'EUR', acceptTerms: true },
    })
    expect(status).toBe(401)
    expect(body.error?.message).toBe('Vous devez être connecté pour vous inscrire.')
  })

  test('an unknown formula is not found, a custom-price one is not payable online, terms must be accepted', async () => {
    const { cookie } = await signedInUser(context, 'Élève')
    expect((await order(cookie, { formulaId: 'formule-fantome' })).status).toBe(404)
    const quoteOnly = await order(cookie, { formulaId: 'masterclass' })
    expect(quoteOnly.status).toBe(409)
    expect(quoteOnly.body.error?.message).toBe('Cette formule n’est pas payable en ligne : demandez un devis.')
    const noTerms = await order(cookie, { formulaId: 'pack-individuel', acceptTerms: false })
    expect(noTerms.status).toBe(400)
    expect(noTerms.body.error?.fields?.acceptTerms).toBe('Vous devez accepter les conditions générales de vente.')
  })

  test('the amount comes from the formula in the database, never from the browser', async () => {
    const { cookie } = await signedInUser(context, 'Élève')
    const eur = await order(cookie, { formulaId: 'pack-individuel', amount: 1, price: 1 })
    expect(eur.status).toBe(201)
    expect(eur.body).toMatchObject({
      amount: 120,
      currency: 'EUR',
      status: 'pending',
      billingCycle: 'mois',
      testMode: true,
    })
    expect(eur.body.number).toMatch(/^GR-\d{8}-[A-Z2-9]{6}$/)
    const xaf = await order(cookie, { formulaId: 'pack-individuel', currency: 'XAF' })
    expect(xaf.body).toMatchObject({ amount: 80000, currency: 'XAF' })
    // Mobile money is always paid in francs CFA.
    const momo = await order(cookie, { formulaId: 'mooc-complet', method: 'mobile_money', currency: 'EUR' })
    expect(momo.body).toMatchObject({ amount: 165000, currency: 'XAF', billingCycle: 'unique' })
  })
})

describe('the test provider: pay, verified notification, enrolment, receipt', () => {
  test('success enrols once, mails one receipt, notifies once and records the month paid', async () => {
    const user = await signedInUser(context, 'Élève')
    const created = await order(user.cookie, { formulaId: 'pack-individuel' })
    const id = created.body.id as string
    const pay = await call('POST', `/api/payments/orders/${id}/pay`, { cookie: user.cookie, body: {} })
    expect(pay.status).toBe(200)
    expect(pay.body.redirectUrl).toBe(`/paiement/test/${id}`)
    // Coming back to the receipt page changes nothing: the order is still pending.
    expect((await call('GET', `/api/payments/orders/${id}`, { cookie: user.cookie })).body.status).toBe('pending')
    expect(await courses(user.id)).not.toContain('pack-individuel')

    const mailsBefore = smtp.messages.length
    const done = await call('POST', `/api/payments/test/orders/${id}/complete`, {
      cookie: user.cookie,
      body: { outcome: 'success' },
    })
    expect(done.status).toBe(200)
    expect(done.body.receiptPath).toBe(`/paiement/recu/${id}`)
    const paid = (await call('GET', `/api/payments/orders/${id}`, { cookie: user.cookie })).body
    expect(paid.status).toBe('paid')
    expect(paid.periodStart).toBeTruthy()
    expect(new Date(paid.periodEnd as string).getTime()).toBeGreaterThan(
      new Date(paid.periodStart as string).getTime() + 27 * 86_400_000,
    )
    expect(await courses(user.id)).toEqual(['pack-individuel'])
    expect(smtp.messages.length).toBe(mailsBefore + 1)
    const receipt = smtp.messages.at(-1)!
    expect(receipt.to).toEqual([user.email])
    expect(receipt.subject).toContain(`Reçu de paiement ${String(paid.number)}`)
    expect(receipt.text).toContain('120 €')
    expect(receipt.text).toContain('Mode test')
    const userNotifications = await context.db.select().from(notifications).where(eq(notifications.userId, user.id))
    // The payment's own notification, once (the levels the formula opens are announced apart, see learning).
    expect(userNotifications.filter(row => row.kind === 'payment').map(row => row.text)).toEqual([
      'Paiement reçu : vous êtes inscrit à Pack Individuel.',
    ])

    // Once paid, the order cannot be paid or completed again.
    expect(
      (
        await call('POST', `/api/payments/test/orders/${id}/complete`, {
          cookie: user.cookie,
          body: { outcome: 'success' },
        })
      ).status,
    ).toBe(409)
    expect((await call('POST', `/api/payments/orders/${id}/pay`, { cookie: user.cookie, body: {} })).status).toBe(409)

    // A second month: enrolment unchanged (already held), the new period follows the first.
    const second = await order(user.cookie, { formulaId: 'pack-individuel' })
    await call('POST', `/api/payments/orders/${second.body.id as string}/pay`, { cookie: user.cookie, body: {} })
    await call('POST', `/api/payments/test/orders/${second.body.id as string}/complete`, {
      cookie: user.cookie,
      body: { outcome: 'success' },
    })
    const renewed = (await call('GET', `/api/payments/orders/${second.body.id as string}`, { cookie: user.cookie }))
      .body
    expect(renewed.periodStart).toBe(paid.periodEnd)
    expect(await courses(user.id)).toEqual(['pack-individuel'])
    const list = await call('GET', '/api/payments/orders', { cookie: user.cookie })
    expect((list.body as unknown as unknown[]).length).toBe(2)
  })

  test('failure and abandonment settle the order without enrolling', async () => {
    const user = await signedInUser(context, 'Élève')
    for (const [outcome, status] of [
      ['failure', 'failed'],
      ['abandon', 'cancelled'],
    ] as const) {
      const created = await order(user.cookie, { formulaId: 'pack-duo' })
      const id = created.body.id as string
      await call('POST', `/api/payments/orders/${id}/pay`, { cookie: user.cookie, body: {} })
      await call('POST', `/api/payments/test/orders/${id}/complete`, { cookie: user.cookie, body: { outcome } })
      expect((await call('GET', `/api/payments/orders/${id}`, { cookie: user.cookie })).body.status).toBe(status)
    }
    expect(await courses(user.id)).toEqual([])
  })

  test('forged, replayed, stale and mismatched notifications change nothing', async () => {
    const user = await signedInUser(context, 'Élève')
    const created = await order(user.cookie, { formulaId: 'formation-hybride' })
    const id = created.body.id as string
    const payload = JSON.stringify({
      orderId: id,
      transactionId: 'test_forged',
      outcome: 'paid',
      amount: 180,
      currency: 'EUR',
    })
    const webhook = (body: string, signature: string) =>
      call('POST', '/api/payments/webhooks/test', { raw: body, headers: { [TEST_SIGNATURE_HEADER]: signature } })

    expect((await webhook(payload, timestampedSignature(payload, 'pas-le-bon-secret'))).status).toBe(400)
    expect((await webhook(payload, 't=1,v1=00')).status).toBe(400)
    expect((await call('POST', '/api/payments/webhooks/test', { raw: payload })).status).toBe(400)
    // A webhook carrying someone's cookies still needs no same-origin header, and still needs a signature.
    expect(
      (
        await call('POST', '/api/payments/webhooks/test', {
          raw: payload,
          cookie: user.cookie,
          headers: { origin: 'https://pirate.example' },
        })
      ).status,
    ).toBe(400)

    const secret = (await import('./payments.server.ts')).resolvePaymentTestSecret
    const realSecret = await secret(context.db)
    // Correctly signed but stale (replayed 10 minutes later).
    const stale = Math.floor(Date.now() / 1000) - 600
    expect((await webhook(payload, timestampedSignature(payload, realSecret, stale))).status).toBe(400)
    // Correctly signed, wrong amount: refused, order left pending.
    const cheap = JSON.stringify({
      orderId: id,
      transactionId: 'test_cheap',
      outcome: 'paid',
      amount: 1,
      currency: 'EUR',
    })
    expect((await webhook(cheap, timestampedSignature(cheap, realSecret))).body.result).toBe('amount mismatch')
    const wrongCurrency = JSON.stringify({
      orderId: id,
      transactionId: 'test_xaf',
      outcome: 'paid',
      amount: 180,
      currency: 'XAF',
    })
    expect((await webhook(wrongCurrency, timestampedSignature(wrongCurrency, realSecret))).status).toBe(400)
    expect((await call('GET', `/api/payments/orders/${id}`, { cookie: user.cookie })).body.status).toBe('pending')
    expect(await courses(user.id)).toEqual([])

    // The genuine notification, delivered three times: one enrolment, one receipt.
    const mailsBefore = smtp.messages.length
    const genuine = JSON.stringify({
      orderId: id,
      transactionId: 'test_genuine',
      outcome: 'paid',
      amount: 180,
      currency: 'EUR',
    })
    const results = []
    for (let index = 0; index < 3; index++)
      results.push((await webhook(genuine, timestampedSignature(genuine, realSecret))).body.result)
    expect(results).toEqual(['paid', 'already settled', 'already settled'])
    expect(smtp.messages.length).toBe(mailsBefore + 1)
    expect(await courses(user.id)).toEqual(['formation-hybride'])
    // A later failure notification for the same order does not undo the payment.
    const late = JSON.stringify({
      orderId: id,
      transactionId: 'test_late',
      outcome: 'failed',
      amount: 180,
      currency: 'EUR',
    })
    await webhook(late, timestampedSignature(late, realSecret))
    expect((await call('GET', `/api/payments/orders/${id}`, { cookie: user.cookie })).body.status).toBe('paid')
  })

  test('a one-time formula is paid once: a second order cannot be paid, and a payment that arrives anyway is to be refunded', async () => {
    const user = await signedInUser(context, 'Élève')
    const first = (await order(user.cookie, { formulaId: 'mooc-complet' })).body.id as string
    const second = (await order(user.cookie, { formulaId: 'mooc-complet' })).body.id as string
    const third = (await order(user.cookie, { formulaId: 'mooc-complet' })).body.id as string
    for (const id of [first, second, third])
      expect((await call('POST', `/api/payments/orders/${id}/pay`, { cookie: user.cookie, body: {} })).status).toBe(200)
    const complete = (id: string) =>
      call('POST', `/api/payments/test/orders/${id}/complete`, { cookie: user.cookie, body: { outcome: 'success' } })
    expect((await complete(first)).status).toBe(200)
    const again = await complete(second)
    expect(again.status).toBe(409)
    expect(again.body.error?.message).toBe('Vous êtes déjà inscrit à cette formule.')
    expect((await call('POST', `/api/payments/orders/${second}/pay`, { cookie: user.cookie, body: {} })).status).toBe(
      409,
    )
    expect((await order(user.cookie, { formulaId: 'mooc-complet' })).status).toBe(409)
    const standing = await call('GET', '/api/payments/formulas/mooc-complet/standing', { cookie: user.cookie })
    expect(standing.body).toEqual({ held: true, paidUntil: null, extendsTo: null })

    // A provider's notification for a page opened before the first payment (Stripe, CinetPay: the
    // money is taken on their side): settlement records it as to be refunded, never a second 'paid'.
    const realSecret = await (await import('./payments.server.ts')).resolvePaymentTestSecret(context.db)
    const late = JSON.stringify({
      orderId: third,
      transactionId: 'test_twice',
      outcome: 'paid',
      amount: 250,
      currency: 'EUR',
    })
    const settled = await call('POST', '/api/payments/webhooks/test', {
      raw: late,
      headers: { [TEST_SIGNATURE_HEADER]: timestampedSignature(late, realSecret) },
    })
    expect(settled.body.result).toBe('refund_due')
    const rows = await context.db.select().from(orders).where(eq(orders.userId, user.id))
    expect(rows.map(row => row.status).sort()).toEqual(['paid', 'pending', 'refund_due'])
    expect(rows.find(row => row.id === third)?.failureReason).toContain('paiement à rembourser')
    expect(await courses(user.id)).toEqual(['mooc-complet'])
  })

  test('a monthly formula paid while a month runs: the checkout says until when, and the payment extends it', async () => {
    const user = await signedInUser(context, 'Élève')
    const none = await call('GET', '/api/payments/formulas/pack-duo/standing', { cookie: user.cookie })
    expect(none.body).toEqual({ held: false, paidUntil: null, extendsTo: null })
    const id = (await order(user.cookie, { formulaId: 'pack-duo' })).body.id as string
    await call('POST', `/api/payments/orders/${id}/pay`, { cookie: user.cookie, body: {} })
    await call('POST', `/api/payments/test/orders/${id}/complete`, {
      cookie: user.cookie,
      body: { outcome: 'success' },
    })
    const paid = (await call('GET', `/api/payments/orders/${id}`, { cookie: user.cookie })).body
    const standing = (await call('GET', '/api/payments/formulas/pack-duo/standing', { cookie: user.cookie })).body
    expect(standing.held).toBe(false)
    expect(standing.paidUntil).toBe(paid.periodEnd)
    const next = (await order(user.cookie, { formulaId: 'pack-duo' })).body.id as string
    await call('POST', `/api/payments/orders/${next}/pay`, { cookie: user.cookie, body: {} })
    await call('POST', `/api/payments/test/orders/${next}/complete`, {
      cookie: user.cookie,
      body: { outcome: 'success' },
    })
    const renewed = (await call('GET', `/api/payments/orders/${next}`, { cookie: user.cookie })).body
    expect(renewed.status).toBe('paid')
    expect(renewed.periodEnd).toBe(standing.extendsTo)
    expect((await call('GET', '/api/payments/formulas/pack-duo/standing')).status).toBe(401)
  })

  test("someone else's order is not found", async () => {
    const owner = await signedInUser(context, 'Élève')
    const other = await signedInUser(context, 'client')
    const created = await order(owner.cookie, { formulaId: 'pack-duo' })
    const id = created.body.id as string
    expect((await call('GET', `/api/payments/orders/${id}`, { cookie: other.cookie })).status).toBe(404)
    expect((await call('POST', `/api/payments/orders/${id}/pay`, { cookie: other.cookie, body: {} })).status).toBe(404)
    expect(
      (
        await call('POST', `/api/payments/test/orders/${id}/complete`, {
          cookie: other.cookie,
          body: { outcome: 'success' },
        })
      ).status,
    ).toBe(404)
  })
})

describe('quote requests', () => {
  test('a quote request is stored with status "new" and mailed to the training address', async () => {
    const before = smtp.messages.length
    const { status, body } = await call('POST', '/api/payments/quotes', {
      body: {
        formulaId: 'parcours-certifiant',
        name: 'Awa Ndiaye',
        email: 'awa@exemple.cm',
        phone: '+237 6 99 00 00 00',
        message: 'Je souhaite préparer le conservatoire.',
      },
    })
    expect(status).toBe(201)
    expect(body.message).toContain('Votre demande de devis a bien été envoyée')
    const [row] = await context.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.id, body.id as string))
    expect(row).toMatchObject({
      status: 'new',
      handledAt: null,
      formulaName: 'Parcours Certifiant',
      email: 'awa@exemple.cm',
    })
    expect(smtp.messages.length).toBe(before + 1)
    expect(smtp.messages.at(-1)!.to).toEqual(['formation@gombiste-records.cm'])
    expect(smtp.messages.at(-1)!.text).toContain('Je souhaite préparer le conservatoire.')
    const invalid = await call('POST', '/api/payments/quotes', {
      body: { formulaId: 'parcours-certifiant', name: '', email: 'x', message: 'court' },
    })
    expect(invalid.status).toBe(400)
    expect(Object.keys(invalid.body.error?.fields ?? {}).sort()).toEqual(['email', 'message', 'name'])
  })
})

test('orders survive: the table keeps every order', async () => {
  expect((await context.db.select({ id: orders.id }).from(orders)).length).toBeGreaterThan(5)
})
