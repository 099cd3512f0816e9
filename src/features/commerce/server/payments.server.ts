import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { appSecrets } from '#core/auth/auth-secret.table.ts'
import type { PaymentSettings } from '#core/config/env.server.ts'
import type { Database } from '#core/db/client.server.ts'
import type { OrderPaidHook } from '#core/http/app-env.server.ts'
import { formatBillingCycle, formatDate, formatPrice } from '#core/format/format.ts'
import { AppError } from '#core/http/app-error.ts'
import type { Logger } from '#core/log/logger.server.ts'
import type { Mailer } from '#core/mail/mailer.server.ts'
import { notify } from '#core/notifications/notify.server.ts'
import type { PaymentMethod, ProviderId } from './commerce.table.ts'
import {
  countAttempt,
  findOrder,
  findOrderByReference,
  setFailureReason,
  setReference,
  settleOrder,
  type OrderRow,
} from './commerce.repo.ts'
import { createCinetPayProvider } from './providers/cinetpay.server.ts'
import {
  InvalidNotificationError,
  ProviderUnavailableError,
  type IncomingNotification,
  type PaymentProvider,
} from './providers/provider.ts'
import { createStripeProvider } from './providers/stripe.server.ts'
import { createTestProvider, type TestProvider } from './providers/test-provider.server.ts'

export const PAYMENT_MESSAGES = {
  enrolLoggedOut: 'Vous devez être connecté pour vous inscrire.',
  providerDown:
    'Le service de paiement est momentanément indisponible. Votre commande est conservée : réessayez dans quelques instants.',
  quoteOnly: 'Cette formule n’est pas payable en ligne : demandez un devis.',
  methodUnavailable: 'Ce moyen de paiement n’est pas disponible.',
  alreadyEnrolled: 'Vous êtes déjà inscrit à cette formule.',
  notPending: 'Cette commande n’est plus en attente de paiement.',
  orderNotFound: 'Commande introuvable.',
} as const

export const METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Carte bancaire',
  mobile_money: 'Mobile Money (MTN MoMo, Orange Money)',
  test: 'Paiement de test',
}

/** What other parts of the site do once an order is paid (set up in src/server/services.ts). */
export type PaidOrderListener = (
  db: Database,
  order: { id: string; userId: string; formulaId: string },
) => Promise<unknown>

/** The configured providers, and which one takes each payment method. */
export type Payments = {
  providers: Map<ProviderId, PaymentProvider>
  methods: Map<PaymentMethod, PaymentProvider>
  /** Set when no real provider is configured (the embedded default). */
  testProvider: TestProvider | null
  /** Called once per paid order of a signed-in user, after the receipt; a failure is logged, never undone. */
  onPaid: readonly PaidOrderListener[]
}

/**
 * Real providers when configured (Stripe for cards, CinetPay for mobile money); with neither, the
 * embedded test provider takes both methods, so the whole flow works offline and says 'Mode test'.
 */
export function createPayments(
  settings: PaymentSettings,
  testSecret: string,
  onPaid: readonly PaidOrderListener[] = [],
): Payments {
  const providers = new Map<ProviderId, PaymentProvider>()
  const methods = new Map<PaymentMethod, PaymentProvider>()
  let testProvider: TestProvider | null = null
  if (settings.stripe) {
    const stripe = createStripeProvider(settings.stripe)
    providers.set('stripe', stripe)
    methods.set('card', stripe)
  }
  if (settings.cinetpay) {
    const cinetpay = createCinetPayProvider(settings.cinetpay)
    providers.set('cinetpay', cinetpay)
    methods.set('mobile_money', cinetpay)
  }
  if (providers.size === 0) {
    testProvider = createTestProvider(testSecret)
    providers.set('test', testProvider)
    methods.set('card', testProvider)
    methods.set('mobile_money', testProvider)
  }
  return { providers, methods, testProvider, onPaid }
}

/** The test provider's signing secret, generated once and kept in the database like the auth secret. */
export async function resolvePaymentTestSecret(db: Database): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name: 'payment-test', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, 'payment-test'))
  if (!row) throw new Error('the payment test secret could not be stored')
  return row.value
}

type Services = {
  db: Database
  logger: Logger
  mailer: Mailer
  payments: Payments
  publicUrl: string
  onOrderPaid?: OrderPaidHook
}

/**
 * Opens the provider's payment page for a pending order (a first attempt or a retry). When the
 * provider is down the order stays pending, with a French message saying it can be retried.
 */
export async function startPayment(services: Services, order: OrderRow): Promise<{ redirectUrl: string }> {
  const provider = services.payments.providers.get(order.provider)
  if (!provider) throw new AppError('UNAVAILABLE', PAYMENT_MESSAGES.methodUnavailable)
  const attempt = await countAttempt(services.db, order.id)
  if (attempt === null) throw new AppError('CONFLICT', PAYMENT_MESSAGES.notPending)
  const receiptUrl = `${services.publicUrl}/paiement/recu/${order.id}`
  try {
    const started = await provider.start({
      orderId: order.id,
      orderNumber: order.number,
      attempt,
      description: `${order.formulaName} — Gombiste Records`,
      amount: order.amount,
      currency: order.currency,
      customer: { email: order.customerEmail, name: order.customerName },
      returnUrl: receiptUrl,
      cancelUrl: `${receiptUrl}?abandon=1`,
      notifyUrl: `${services.publicUrl}/api/payments/webhooks/${order.provider}`,
    })
    await setReference(services.db, order.id, started.reference)
    return { redirectUrl: started.redirectUrl }
  } catch (error) {
    services.logger.warn({ err: error, orderId: order.id, provider: order.provider }, 'payment provider unavailable')
    await setFailureReason(services.db, order.id, 'prestataire de paiement indisponible')
    throw new AppError('UPSTREAM_FAILED', PAYMENT_MESSAGES.providerDown)
  }
}

export type NotificationResult = { status: 200 | 400 | 503; result: string }

/**
 * The only way an order leaves 'pending': a provider's notification, verified (signature, and the
 * provider's confirmation where it offers one), matched to its order, with the amount and currency
 * of the order. A paid order then enrols the user, notifies them and mails a receipt, once.
 */
export async function receiveNotification(
  services: Services,
  providerId: ProviderId,
  incoming: IncomingNotification,
): Promise<NotificationResult> {
  const { db, logger } = services
  const provider = services.payments.providers.get(providerId)
  if (!provider) return { status: 400, result: 'unknown provider' }
  let notification: Awaited<ReturnType<typeof provider.verifyNotification>>
  try {
    notification = await provider.verifyNotification(incoming)
  } catch (error) {
    if (error instanceof InvalidNotificationError) {
      logger.warn({ provider: providerId, reason: error.message }, 'payment notification refused')
      return { status: 400, result: 'invalid notification' }
    }
    if (error instanceof ProviderUnavailableError) {
      logger.warn(
        { provider: providerId, reason: error.message },
        'payment notification could not be confirmed; the provider will retry',
      )
      return { status: 503, result: 'could not confirm' }
    }
    throw error
  }
  if (!notification) return { status: 200, result: 'ignored' }
  const order =
    (notification.orderId ? await findOrder(db, notification.orderId) : undefined) ??
    (notification.reference ? await findOrderByReference(db, providerId, notification.reference) : undefined)
  if (!order || order.provider !== providerId) {
    logger.warn({ provider: providerId, orderId: notification.orderId }, 'payment notification for an unknown order')
    return { status: 400, result: 'unknown order' }
  }
  if (notification.outcome === 'pending') return { status: 200, result: 'still pending' }
  if (
    notification.outcome === 'paid' &&
    (notification.amount !== order.amount || notification.currency !== order.currency)
  ) {
    logger.error(
      {
        orderId: order.id,
        expected: [order.amount, order.currency],
        received: [notification.amount, notification.currency],
      },
      'payment notification amount or currency does not match the order; order left pending',
    )
    await setFailureReason(db, order.id, 'montant ou devise du paiement différents de la commande')
    return { status: 400, result: 'amount mismatch' }
  }
  const settlement = await settleOrder(
    db,
    order,
    notification.outcome,
    notification.transactionId,
    new Date(),
    services.onOrderPaid,
  )
  if (!settlement.changed) return { status: 200, result: 'already settled' }
  logger.info({ orderId: order.id, status: settlement.order.status, provider: providerId }, 'order settled')
  if (settlement.order.status === 'paid') await afterPayment(services, settlement.order)
  if (settlement.order.status === 'refund_due') await afterDuplicatePayment(services, settlement.order)
  return { status: 200, result: settlement.order.status }
}

/**
 * A one-time formula paid a second time (a provider page opened before the first payment was
 * completed): no second enrolment; the order waits for its refund in the admin list ('À rembourser'),
 * the error log names it, and the payer is told.
 */
async function afterDuplicatePayment(services: Services, order: OrderRow) {
  services.logger.error(
    { orderId: order.id, number: order.number, amount: order.amount, currency: order.currency },
    'a one-time formula was paid twice: this order is to be refunded',
  )
  try {
    if (order.userId) {
      await notify(services.db, [order.userId], {
        kind: 'payment',
        text: `Vous aviez déjà réglé ${order.formulaName} : le paiement de la commande ${order.number} vous sera remboursé.`,
        link: `/paiement/recu/${order.id}`,
        dedupe: `order:${order.id}`,
      })
    }
  } catch (error) {
    services.logger.error({ err: error, orderId: order.id }, 'duplicate payment notification failed')
  }
}

/** Receipt mail and in-app notification; each happens once because the settlement happens once. */
async function afterPayment(services: Services, order: OrderRow) {
  const receiptUrl = `${services.publicUrl}/paiement/recu/${order.id}`
  const amount = formatPrice(order.amount, order.currency)
  const lines = [
    `Bonjour ${order.customerName},`,
    '',
    `Nous avons bien reçu votre paiement de ${amount} pour la formule « ${order.formulaName} ». Vous y êtes inscrit.`,
    '',
    `Commande : ${order.number}`,
    `Formule : ${order.formulaName} (${formatBillingCycle(order.billingCycle)})`,
    `Montant : ${amount}`,
    `Date : ${formatDate(order.paidAt?.toISOString() ?? new Date().toISOString())}`,
    ...(order.periodStart && order.periodEnd
      ? [
          `Période : du ${formatDate(order.periodStart.toISOString())} au ${formatDate(order.periodEnd.toISOString())}`,
          `Renouvellement : aucun renouvellement automatique, rien ne sera prélevé. Pour continuer après le ${formatDate(order.periodEnd.toISOString())}, réglez le mois suivant depuis la page de la formule.`,
        ]
      : []),
    ...(order.provider === 'test' ? ['', 'Mode test : aucun argent réel n’a été débité.'] : []),
    '',
    `Votre reçu : ${receiptUrl}`,
    '',
    'L’équipe de Gombiste Records',
  ]
  const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  try {
    if (order.userId) {
      await notify(services.db, [order.userId], {
        kind: 'payment',
        text: `Paiement reçu : vous êtes inscrit à ${order.formulaName}.`,
        link: `/paiement/recu/${order.id}`,
        dedupe: `order:${order.id}`,
      })
    }
    await services.mailer.send({
      to: order.customerEmail,
      subject: `Reçu de paiement ${order.number} — Gombiste Records`,
      text: lines.join('\n'),
      html: lines
        .map(line =>
          line ? `<p>${escapeHtml(line).replace(receiptUrl, `<a href="${receiptUrl}">${receiptUrl}</a>`)}</p>` : '',
        )
        .join('\n'),
    })
  } catch (error) {
    // The payment and the enrolment are recorded; a lost mail must not make the provider retry.
    services.logger.error({ err: error, orderId: order.id }, 'receipt mail or notification failed')
  }
  if (!order.userId) return
  for (const listener of services.payments.onPaid) {
    try {
      await listener(services.db, { id: order.id, userId: order.userId, formulaId: order.formulaId })
    } catch (error) {
      services.logger.error({ err: error, orderId: order.id }, 'a paid-order listener failed')
    }
  }
}
