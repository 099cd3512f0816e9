import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { InvalidNotificationError, type PaymentProvider, type VerifiedNotification } from './provider.ts'
import { timestampedSignature, verifyTimestampedSignature } from './signature.ts'

export const TEST_SIGNATURE_HEADER = 'x-test-signature'

export type TestOutcome = 'success' | 'failure' | 'abandon'

const notificationSchema = z.object({
  orderId: z.string(),
  transactionId: z.string().min(1),
  outcome: z.enum(['paid', 'failed', 'cancelled']),
  amount: z.number().int().nonnegative(),
  currency: z.enum(['EUR', 'XAF']),
})

export type TestProvider = PaymentProvider & {
  /** The signed notification the test "provider" sends for the payer's choice on its page. */
  buildNotification(
    order: { id: string; amount: number; currency: 'EUR' | 'XAF' },
    outcome: TestOutcome,
  ): { body: string; headers: Headers }
}

/**
 * The embedded provider used when no real one is configured: its "hosted page" is ours
 * (/paiement/test/:orderId, labelled 'Mode test'), where the payer picks success, failure or
 * abandonment. Its notification is signed like Stripe's, with a secret generated and kept in the
 * database, and goes through the same verification as a real provider's.
 */
export function createTestProvider(secret: string): TestProvider {
  return {
    id: 'test',
    testMode: true,
    async start(request) {
      return { redirectUrl: `/paiement/test/${request.orderId}`, reference: `test_${request.orderId}` }
    },
    async verifyNotification({ body, headers }): Promise<VerifiedNotification> {
      verifyTimestampedSignature(headers.get(TEST_SIGNATURE_HEADER), body, secret)
      let parsed: z.infer<typeof notificationSchema>
      try {
        parsed = notificationSchema.parse(JSON.parse(body))
      } catch {
        throw new InvalidNotificationError('malformed test notification')
      }
      return { ...parsed, reference: null }
    },
    buildNotification(order, outcome) {
      const body = JSON.stringify({
        orderId: order.id,
        transactionId: `test_${randomUUID()}`,
        outcome: outcome === 'success' ? 'paid' : outcome === 'failure' ? 'failed' : 'cancelled',
        amount: order.amount,
        currency: order.currency,
      })
      const headers = new Headers({
        'content-type': 'application/json',
        [TEST_SIGNATURE_HEADER]: timestampedSignature(body, secret),
      })
      return { body, headers }
    },
  }
}
