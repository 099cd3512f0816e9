import type { Currency } from '#core/format/format.ts'
import Stripe from 'stripe'
import {
  InvalidNotificationError,
  ProviderUnavailableError,
  type PaymentProvider,
  type VerifiedNotification,
} from './provider.ts'
import { SIGNATURE_TOLERANCE_SECONDS } from './signature.ts'

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

type CheckoutSession = Pick<
  Stripe.Checkout.Session,
  'id' | 'client_reference_id' | 'metadata' | 'payment_intent' | 'payment_status' | 'amount_total' | 'currency'
>

/** The SDK's client, pointed at `apiUrl` (Stripe's own, or a loopback peer in tests, or an egress proxy). */
function stripeClient(settings: StripeSettings): Stripe {
  const api = new URL(settings.apiUrl)
  return new Stripe(settings.secretKey, {
    host: api.hostname,
    port: api.port ? Number(api.port) : api.protocol === 'http:' ? 80 : 443,
    protocol: api.protocol === 'http:' ? 'http' : 'https',
    // The SDK retries a failed call itself, with the same idempotency key: never a second session.
    maxNetworkRetries: 1,
    timeout: 15_000,
    telemetry: false,
    appInfo: { name: 'Gombiste Records' },
  })
}

/**
 * Card payments through Stripe Checkout, with Stripe's official SDK (`stripe`): one Checkout
 * session per attempt (idempotency key `<order>-<attempt>`), and the webhook (`checkout.session.*`
 * events, checked by `stripe.webhooks.constructEvent`) settles the order.
 */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = stripeClient(settings)
  return {
    id: 'stripe',
    testMode: false,
    async start(request) {
      let session: Stripe.Checkout.Session
      try {
        session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency.toLowerCase(),
                  unit_amount: toStripeAmount(request.amount, request.currency),
                  product_data: { name: request.description },
                },
              },
            ],
            client_reference_id: request.orderId,
            metadata: { orderId: request.orderId, orderNumber: request.orderNumber },
            payment_intent_data: { metadata: { orderId: request.orderId } },
            customer_email: request.customer.email,
            locale: 'fr',
            success_url: request.returnUrl,
            cancel_url: request.cancelUrl,
          },
          // A retried request for the same attempt never opens a second session.
          { idempotencyKey: `${request.orderId}-${request.attempt}` },
        )
      } catch (error) {
        throw new ProviderUnavailableError(
          `Stripe refused the checkout session (${error instanceof Stripe.errors.StripeError ? (error.statusCode ?? error.type) : 'no answer'})`,
          { cause: error },
        )
      }
      if (!session.url || !session.id) throw new ProviderUnavailableError('Stripe answered a session without a URL')
      return { redirectUrl: session.url, reference: session.id }
    },
    async verifyNotification({ body, headers }): Promise<VerifiedNotification | null> {
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(
          body,
          headers.get('stripe-signature') ?? '',
          settings.webhookSecret,
          SIGNATURE_TOLERANCE_SECONDS,
        )
      } catch (error) {
        throw new InvalidNotificationError(error instanceof Error ? error.message : 'invalid Stripe signature')
      }
      if (!event.type.startsWith('checkout.session.')) return null
      const session = (event.data as { object?: CheckoutSession } | undefined)?.object
      if (!session) return null
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
