import type { Currency } from '#core/format/format.ts'
import {
  callProvider,
  InvalidNotificationError,
  ProviderUnavailableError,
  type PaymentProvider,
  type VerifiedNotification,
} from './provider.ts'
import { verifyTimestampedSignature } from './signature.ts'

export type StripeSettings = { secretKey: string; webhookSecret: string; apiUrl: string }

/** Stripe counts euros in cents; the franc CFA has no minor unit (a "zero-decimal" currency). */
export function toStripeAmount(amount: number, currency: Currency): number {
  return currency === 'EUR' ? amount * 100 : amount
}

function fromStripeAmount(amount: number, currency: Currency): number {
  return currency === 'EUR' ? amount / 100 : amount
}

function toCurrency(stripeCurrency: unknown): Currency | null {
  if (typeof stripeCurrency !== 'string') return null
  const upper = stripeCurrency.toUpperCase()
  return upper === 'EUR' ? 'EUR' : upper === 'XAF' || upper === 'XOF' ? 'XAF' : null
}

type CheckoutSession = {
  id?: string
  url?: string
  client_reference_id?: string | null
  metadata?: Record<string, string> | null
  payment_intent?: string | { id: string } | null
  payment_status?: string
  amount_total?: number | null
  currency?: string | null
}

/**
 * Card payments through Stripe Checkout, with plain fetch on Stripe's REST API (no SDK). One
 * Checkout session per attempt; the webhook (`checkout.session.*` events) settles the order.
 */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  return {
    id: 'stripe',
    testMode: false,
    async start(request) {
      const form = new URLSearchParams({
        mode: 'payment',
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': request.currency.toLowerCase(),
        'line_items[0][price_data][unit_amount]': String(toStripeAmount(request.amount, request.currency)),
        'line_items[0][price_data][product_data][name]': request.description,
        client_reference_id: request.orderId,
        'metadata[orderId]': request.orderId,
        'metadata[orderNumber]': request.orderNumber,
        'payment_intent_data[metadata][orderId]': request.orderId,
        customer_email: request.customer.email,
        locale: 'fr',
        success_url: request.returnUrl,
        cancel_url: request.cancelUrl,
      })
      const response = await callProvider(`${settings.apiUrl}/v1/checkout/sessions`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${settings.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          // A retried request for the same attempt never opens a second session.
          'idempotency-key': `${request.orderId}-${request.attempt}`,
        },
        body: form.toString(),
      })
      const session = (await response.json().catch(() => null)) as CheckoutSession | null
      if (!response.ok || !session?.url || !session.id) {
        throw new ProviderUnavailableError(`Stripe refused the checkout session (${response.status})`)
      }
      return { redirectUrl: session.url, reference: session.id }
    },
    async verifyNotification({ body, headers }): Promise<VerifiedNotification | null> {
      verifyTimestampedSignature(headers.get('stripe-signature'), body, settings.webhookSecret)
      let event: { id?: string; type?: string; data?: { object?: CheckoutSession } }
      try {
        event = JSON.parse(body) as typeof event
      } catch {
        throw new InvalidNotificationError('malformed Stripe event')
      }
      const session = event.data?.object
      if (!session || !event.type?.startsWith('checkout.session.')) return null
      const currency = toCurrency(session.currency)
      if (!currency || typeof session.amount_total !== 'number' || !session.id)
        throw new InvalidNotificationError('incomplete Stripe session')
      const outcome = (() => {
        switch (event.type) {
          case 'checkout.session.completed':
            return session.payment_status === 'paid' || session.payment_status === 'no_payment_required'
              ? 'paid'
              : 'pending'
          case 'checkout.session.async_payment_succeeded':
            return 'paid'
          case 'checkout.session.async_payment_failed':
            return 'failed'
          case 'checkout.session.expired':
            return 'cancelled'
          default:
            return null
        }
      })()
      if (!outcome) return null
      const paymentIntent =
        typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id
      return {
        orderId: session.client_reference_id ?? session.metadata?.orderId ?? null,
        reference: session.id,
        // The payment intent is the money; expired sessions have none, their own id is unique too.
        transactionId: paymentIntent ?? session.id,
        outcome,
        amount: fromStripeAmount(session.amount_total, currency),
        currency,
      }
    },
  }
}
