import type { Currency } from '#core/format/format.ts'
import type { PaymentOutcome, PaymentMethod, ProviderId } from '../commerce.table.ts'

/** What a provider needs to open its payment page for an order. */
export type PaymentRequest = {
  orderId: string
  orderNumber: string
  attempt: number
  description: string
  amount: number
  currency: Currency
  customer: { email: string; name: string }
  /** Where the payer's browser goes back to (our receipt page, which only reads the order). */
  returnUrl: string
  cancelUrl: string
  /** Our webhook for this provider. */
  notifyUrl: string
}

export type PaymentStart = { redirectUrl: string; reference: string }

/**
 * A provider's notification, once its signature is checked (and, where the provider documents it,
 * confirmed by asking the provider). Amounts are in the currency's major unit.
 */
export type VerifiedNotification = {
  /** Our order id when the provider echoes it back, otherwise found through `reference`. */
  orderId: string | null
  reference: string | null
  transactionId: string
  outcome: PaymentOutcome | 'pending'
  amount: number
  currency: Currency
}

export type IncomingNotification = { body: string; headers: Headers }

export interface PaymentProvider {
  readonly id: ProviderId
  /** True for the embedded test provider: every page that shows it says 'Mode test'. */
  readonly testMode: boolean
  start(request: PaymentRequest): Promise<PaymentStart>
  /**
   * Verifies and reads a notification. Throws `InvalidNotificationError` for a bad signature or body,
   * `ProviderUnavailableError` when the provider could not confirm it; returns null for events we ignore.
   */
  verifyNotification(notification: IncomingNotification): Promise<VerifiedNotification | null>
}

export type MethodChoice = { method: PaymentMethod; provider: PaymentProvider }

/** The provider could not be reached or refused the request: the order stays pending. */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'ProviderUnavailableError'
  }
}

/** A forged, replayed-too-late or malformed notification. */
export class InvalidNotificationError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'InvalidNotificationError'
  }
}

/** Calls a provider's API with a time limit; any network failure or 5xx is ProviderUnavailableError. */
export async function callProvider(url: string, init: RequestInit, timeoutMs = 15_000): Promise<Response> {
  let response: Response
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
  } catch (error) {
    throw new ProviderUnavailableError(`could not reach ${new URL(url).host}`, { cause: error })
  }
  if (response.status >= 500) throw new ProviderUnavailableError(`${new URL(url).host} answered ${response.status}`)
  return response
}
