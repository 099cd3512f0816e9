import type { Currency } from '#core/format/format.ts'
import {
  callProvider,
  InvalidNotificationError,
  ProviderUnavailableError,
  type PaymentProvider,
  type VerifiedNotification,
} from './provider.ts'
import { hmacSha256Hex, safeEqualHex } from './signature.ts'

export type CinetPaySettings = {
  apiKey: string
  siteId: string
  secretKey: string
  apiUrl: string
  currency: 'XAF' | 'XOF'
}

/** The form fields of a notification, in the order CinetPay concatenates them for the x-token HMAC. */
export const CINETPAY_TOKEN_FIELDS = [
  'cpm_site_id',
  'cpm_trans_id',
  'cpm_trans_date',
  'cpm_amount',
  'cpm_currency',
  'signature',
  'payment_method',
  'cel_phone_num',
  'cpm_phone_prefixe',
  'cpm_language',
  'cpm_version',
  'cpm_payment_config',
  'cpm_page_action',
  'cpm_custom',
  'cpm_designation',
  'cpm_error_message',
] as const

/** x-token = HMAC-SHA256(secret key, concatenation of the fields above), hex. */
export function cinetPayToken(fields: URLSearchParams, secretKey: string): string {
  return hmacSha256Hex(secretKey, CINETPAY_TOKEN_FIELDS.map(name => fields.get(name) ?? '').join(''))
}

type CheckAnswer = {
  code?: string
  message?: string
  data?: {
    amount?: string | number
    currency?: string
    status?: string
    metadata?: string | null
    operator_id?: string | null
  }
}

/**
 * Mobile money (MTN MoMo, Orange Money) through CinetPay's hosted checkout. A notification is
 * trusted only when its x-token matches and CinetPay's check endpoint confirms the transaction
 * (their documented flow: the notification says "something changed", the check says what).
 */
export function createCinetPayProvider(settings: CinetPaySettings): PaymentProvider {
  const toCurrency = (value: unknown): Currency | null => (value === 'XAF' || value === 'XOF' ? 'XAF' : null)
  return {
    id: 'cinetpay',
    testMode: false,
    async start(request) {
      if (request.currency !== 'XAF') throw new ProviderUnavailableError('CinetPay takes francs CFA only')
      // Unique per attempt, letters and digits only.
      const transactionId = `${request.orderNumber.replace(/[^A-Za-z0-9]/g, '')}T${request.attempt}`
      const response = await callProvider(`${settings.apiUrl}/v2/payment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          apikey: settings.apiKey,
          site_id: settings.siteId,
          transaction_id: transactionId,
          amount: request.amount,
          currency: settings.currency,
          description: request.description.replace(/[#/$_&]/g, ' '),
          notify_url: request.notifyUrl,
          return_url: request.returnUrl,
          channels: 'MOBILE_MONEY',
          lang: 'fr',
          metadata: request.orderId,
          customer_email: request.customer.email,
          customer_name: request.customer.name,
        }),
      })
      const answer = (await response.json().catch(() => null)) as {
        code?: string
        data?: { payment_url?: string }
      } | null
      if (answer?.code !== '201' || !answer.data?.payment_url) {
        throw new ProviderUnavailableError(`CinetPay refused the payment (${answer?.code ?? response.status})`)
      }
      return { redirectUrl: answer.data.payment_url, reference: transactionId }
    },
    async verifyNotification({ body, headers }): Promise<VerifiedNotification | null> {
      const fields = new URLSearchParams(body)
      const token = headers.get('x-token')
      if (!token || !safeEqualHex(cinetPayToken(fields, settings.secretKey), token))
        throw new InvalidNotificationError('x-token mismatch')
      const transactionId = fields.get('cpm_trans_id')
      if (!transactionId || fields.get('cpm_site_id') !== settings.siteId)
        throw new InvalidNotificationError('unknown site or transaction')
      // Confirmed by CinetPay itself: amount, currency and status come from its answer.
      const response = await callProvider(`${settings.apiUrl}/v2/payment/check`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ apikey: settings.apiKey, site_id: settings.siteId, transaction_id: transactionId }),
      })
      const answer = (await response.json().catch(() => null)) as CheckAnswer | null
      if (!answer?.data)
        throw new ProviderUnavailableError(`CinetPay check failed (${answer?.code ?? response.status})`)
      const status = answer.data.status
      const outcome =
        status === 'ACCEPTED'
          ? 'paid'
          : status === 'REFUSED'
            ? 'failed'
            : status === 'CANCELED' || status === 'CANCELLED'
              ? 'cancelled'
              : 'pending'
      const currency = toCurrency(answer.data.currency)
      const amount = Number(answer.data.amount)
      if (!currency || !Number.isFinite(amount)) throw new InvalidNotificationError('incomplete CinetPay check answer')
      return {
        orderId: answer.data.metadata ?? fields.get('cpm_custom') ?? null,
        reference: transactionId,
        transactionId,
        outcome,
        amount,
        currency,
      }
    },
  }
}
