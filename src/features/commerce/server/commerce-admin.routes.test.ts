import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ROLES } from '#core/auth/roles.ts'
import { adminAuditLog } from '#core/audit/audit-log.table.ts'
import { signedInUser } from '#tests/setup/accounts.ts'
import { createTestApp, TEST_ORIGIN } from '#tests/setup/test-app.ts'
import { insertOrder, type NewOrder } from './commerce.repo.ts'
import { orders, quoteRequests } from './commerce.table.ts'

let context: Awaited<ReturnType<typeof createTestApp>>
let admin: Awaited<ReturnType<typeof signedInUser>>
let buyer: Awaited<ReturnType<typeof signedInUser>>

beforeAll(async () => {
  context = await createTestApp()
  admin = await signedInUser(context, ROLES.admin)
  buyer = await signedInUser(context, ROLES.student)
})
afterAll(() => context.close())

const get = async <T>(path: string) => {
  const response = await context.app.request(path, { headers: { cookie: admin.cookie } })
  return { status: response.status, body: (await response.json()) as T }
}

const order = (fields: Partial<NewOrder> = {}): NewOrder => ({
  userId: buyer.id,
  customerEmail: buyer.email,
  customerName: 'Awa Ngo',
  formulaId: 'piano-mensuel',
  formulaName: 'Piano — mensuel',
  billingCycle: 'mois',
  amount: 60,
  currency: 'EUR',
  provider: 'test',
  method: 'test',
  ...fields,
})

type OrdersPage = {
  orders: {
    id: string
    number: string
    status: string
    provider: string
    currency: string
    amount: number
    customerName: string
  }[]
  total: number
}

describe('GET /api/admin/orders', () => {
  test('lists newest first with status, provider, amount and currency; filters; search; detail', async () => {
    const first = await insertOrder(context.db, order())
    const second = await insertOrder(
      context.db,
      order({
        amount: 40_000,
        currency: 'XAF',
        provider: 'cinetpay',
        method: 'mobile_money',
        customerName: 'Jean Mbarga',
        formulaName: 'Chant — mensuel',
      }),
    )
    await context.db
      .update(orders)
      .set({ status: 'paid', paidAt: new Date(), providerTransactionId: 'cp-1', attempts: 1 })
      .where(eq(orders.id, second.id))
    await context.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, first.id))

    const all = await get<OrdersPage>('/api/admin/orders')
    expect(all.status).toBe(200)
    expect(all.body.total).toBe(2)
    expect(all.body.orders.map(row => row.number)).toEqual([second.number, first.number])
    expect(all.body.orders[0]).toMatchObject({
      status: 'paid',
      provider: 'cinetpay',
      amount: 40_000,
      currency: 'XAF',
      customerName: 'Jean Mbarga',
    })

    expect((await get<OrdersPage>('/api/admin/orders?status=pending')).body.orders.map(row => row.id)).toEqual([
      first.id,
    ])
    expect((await get<OrdersPage>('/api/admin/orders?provider=cinetpay&currency=XAF')).body.total).toBe(1)
    expect((await get<OrdersPage>('/api/admin/orders?currency=EUR&status=paid')).body.total).toBe(0)
    expect(
      (await get<OrdersPage>(`/api/admin/orders?q=${first.number.slice(-6).toLowerCase()}`)).body.orders.map(
        row => row.id,
      ),
    ).toEqual([first.id])
    expect((await get<OrdersPage>('/api/admin/orders?q=mbarga')).body.orders.map(row => row.id)).toEqual([second.id])

    const detail = await get<Record<string, unknown>>(`/api/admin/orders/${second.id}`)
    expect(detail.body).toMatchObject({
      number: second.number,
      status: 'paid',
      providerTransactionId: 'cp-1',
      attempts: 1,
      method: 'mobile_money',
      billingCycle: 'mois',
    })
  })

  test('read-only, validated, 404 for unknown orders', async () => {
    expect((await get('/api/admin/orders/00000000-0000-4000-8000-000000000000')).status).toBe(404)
    for (const [query, field, message] of [
      ['status=rembourse', 'status', 'Statut inconnu : pending, paid, failed ou cancelled.'],
      ['provider=paypal', 'provider', 'Prestataire inconnu : test, stripe ou cinetpay.'],
      ['currency=USD', 'currency', 'Devise inconnue : EUR ou XAF.'],
      ['page=-1', 'page', 'Numéro de page invalide.'],
    ] as const) {
      const response = await get(`/api/admin/orders?${query}`)
      expect(response.status, query).toBe(400)
      expect(response.body).toMatchObject({ error: { code: 'INVALID_INPUT', fields: { [field]: message } } })
    }
    // No route changes an order's status by hand (ADR 002).
    const write = await context.app.request('/api/admin/orders/00000000-0000-4000-8000-000000000000', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie: admin.cookie },
      body: JSON.stringify({ status: 'paid' }),
    })
    expect(write.status).toBe(404)
  })
})

describe('quote requests', () => {
  test('list with filters, detail, handled flag, audit', async () => {
    const [quote] = await context.db
      .insert(quoteRequests)
      .values({
        formulaId: 'masterclass',
        formulaName: 'Masterclass',
        name: 'Chorale Saint-Esprit',
        email: 'chorale@exemple.cm',
        phone: '+237699000000',
        message: 'Une masterclass pour 30 choristes en juin.',
      })
      .returning()
    type Quotes = { requests: { id: string; status: string; preview: string }[]; counts: Record<string, number> }
    const list = await get<Quotes>('/api/admin/quotes?status=new')
    expect(list.body.requests.map(row => row.id)).toContain(quote!.id)
    expect(list.body.counts).toMatchObject({ new: 1, handled: 0 })

    const detail = await get<Record<string, unknown>>(`/api/admin/quotes/${quote!.id}`)
    expect(detail.body).toMatchObject({
      message: 'Une masterclass pour 30 choristes en juin.',
      phone: '+237699000000',
      status: 'new',
      handledByName: null,
    })

    const response = await context.app.request(`/api/admin/quotes/${quote!.id}/status`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie: admin.cookie },
      body: JSON.stringify({ status: 'handled' }),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'handled', handledByName: 'Test Admin' })
    expect((await get<Quotes>('/api/admin/quotes?status=handled')).body.requests.map(row => row.id)).toEqual([
      quote!.id,
    ])
    const [entry] = await context.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, quote!.id))
    expect(entry).toMatchObject({
      action: 'quote.handled',
      summary: 'Demande de devis de « Chorale Saint-Esprit » (Masterclass) marquée traitée',
    })

    const bad = await context.app.request(`/api/admin/quotes/${quote!.id}/status`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie: admin.cookie },
      body: JSON.stringify({ status: 'spam' }),
    })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ error: { fields: { status: 'Statut inconnu : new ou handled.' } } })
    expect((await get('/api/admin/quotes/00000000-0000-4000-8000-000000000000')).status).toBe(404)
  })
})
