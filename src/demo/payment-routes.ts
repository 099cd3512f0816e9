import { DEMO_ACCOUNT, DEMO_TEXTS } from '#core/demo/demo.ts'
import type { Order } from '#features/commerce/commerce.api.ts'
import { orderInputSchema, testOutcomeSchema } from '#features/commerce/commerce.schemas.ts'
import { priceIn } from '#features/commerce/currency.ts'
import { DemoError, get, parseWith, post, type DemoRoute } from './demo-backend.ts'
import { formula } from './content-routes.ts'
import { requireDemoUser } from './account-routes.ts'
import { newId, type DemoStore } from './demo-store.ts'

/**
 * Enrolment in the demo: the server's embedded test provider ('Mode test'), played in the browser.
 * An order is created at the formula's price, the test page lets the visitor choose success, refusal
 * or abandonment, and a paid order enrols the demo user (spec §5: once) and is listed on /profil.
 */
const MESSAGES = {
  enrolLoggedOut: 'Vous devez être connecté pour vous inscrire.',
  quoteOnly: 'Cette formule n’est pas payable en ligne : demandez un devis.',
  alreadyEnrolled: 'Vous êtes déjà inscrit à cette formule.',
  notPending: 'Cette commande n’est plus en attente de paiement.',
  orderNotFound: 'Commande introuvable.',
}

const METHODS = [
  { method: 'card' as const, label: 'Carte bancaire' },
  { method: 'mobile_money' as const, label: 'Mobile Money (MTN MoMo, Orange Money)' },
]

const ORDER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

function orderNumber(now: Date): string {
  const suffix = [...crypto.getRandomValues(new Uint8Array(6))]
    .map(byte => ORDER_ALPHABET[byte % ORDER_ALPHABET.length])
    .join('')
  return `GR-${now.toISOString().slice(0, 10).replace(/-/g, '')}-${suffix}`
}

function addOneMonth(date: Date): Date {
  const next = new Date(date)
  next.setUTCMonth(next.getUTCMonth() + 1)
  return next
}

export function paymentRoutes(store: DemoStore): DemoRoute[] {
  const enrolUser = () => {
    try {
      return requireDemoUser(store)
    } catch {
      throw new DemoError('UNAUTHENTICATED', MESSAGES.enrolLoggedOut)
    }
  }
  const ownOrder = (id: string | undefined) => {
    const order = store.read().orders.find(candidate => candidate.id === id)
    if (!order) throw new DemoError('NOT_FOUND', MESSAGES.orderNotFound)
    return order
  }

  return [
    get('/api/payments/options', () => ({ testMode: true, methods: METHODS })),
    post(
      '/api/payments/orders',
      (request): Order => {
        const user = enrolUser()
        const input = parseWith(orderInputSchema, request.body)
        const chosen = formula(input.formulaId)
        if (!chosen.price || !chosen.billingCycle) throw new DemoError('CONFLICT', MESSAGES.quoteOnly)
        if (chosen.billingCycle === 'unique' && store.read().courses.includes(chosen.id)) {
          throw new DemoError('CONFLICT', MESSAGES.alreadyEnrolled)
        }
        const currency = input.method === 'mobile_money' ? 'XAF' : input.currency
        const now = new Date()
        const order: Order = {
          id: newId(),
          number: orderNumber(now),
          formulaId: chosen.id,
          formulaName: chosen.name,
          billingCycle: chosen.billingCycle,
          amount: priceIn(chosen.price, currency),
          currency,
          method: input.method,
          testMode: true,
          status: 'pending',
          createdAt: now.toISOString(),
          paidAt: null,
          periodStart: null,
          periodEnd: null,
          customerName: user.name,
          customerEmail: DEMO_ACCOUNT.email,
        }
        store.write(state => void state.orders.unshift(order))
        return order
      },
      201,
    ),
    post('/api/payments/orders/:id/pay', request => {
      enrolUser()
      const order = ownOrder(request.params.id)
      if (order.status !== 'pending') throw new DemoError('CONFLICT', MESSAGES.notPending)
      return { redirectUrl: `/paiement/test/${order.id}` }
    }),
    get('/api/payments/orders', () => {
      requireDemoUser(store)
      return store.read().orders
    }),
    get('/api/payments/orders/:id', request => {
      requireDemoUser(store)
      return ownOrder(request.params.id)
    }),
    post('/api/payments/test/orders/:id/complete', request => {
      requireDemoUser(store)
      const order = ownOrder(request.params.id)
      if (order.status !== 'pending') throw new DemoError('CONFLICT', MESSAGES.notPending)
      const { outcome } = parseWith(testOutcomeSchema, request.body)
      const now = new Date()
      store.write(state => {
        const stored = state.orders.find(candidate => candidate.id === order.id)!
        if (outcome !== 'success') {
          stored.status = outcome === 'failure' ? 'failed' : 'cancelled'
          return
        }
        stored.status = 'paid'
        stored.paidAt = now.toISOString()
        if (stored.billingCycle === 'mois') {
          // A renewal starts where the month already paid for this formula ends.
          const latestEnd = state.orders
            .filter(other => other.formulaId === stored.formulaId && other.status === 'paid' && other.periodEnd)
            .map(other => new Date(other.periodEnd!))
            .reduce<Date | null>((latest, end) => (!latest || end > latest ? end : latest), null)
          const start = latestEnd && latestEnd > now ? latestEnd : now
          stored.periodStart = start.toISOString()
          stored.periodEnd = addOneMonth(start).toISOString()
        }
        if (!state.courses.includes(stored.formulaId)) state.courses.push(stored.formulaId)
        state.notifications.unshift({
          id: newId(),
          text: `Paiement reçu : vous êtes inscrit à la formule ${stored.formulaName}.`,
          link: `/paiement/recu/${stored.id}`,
          date: now.toISOString(),
          read: false,
        })
      })
      return { receiptPath: `/paiement/recu/${order.id}` }
    }),
    post('/api/payments/quotes', () => {
      throw new DemoError('UNAVAILABLE', DEMO_TEXTS.noEmail)
    }),
  ]
}
