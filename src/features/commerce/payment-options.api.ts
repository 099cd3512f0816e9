import type { InferResponseType } from 'hono/client'
import { getJson, type ApiClient } from '#core/http/api-client.ts'
import type { PaymentsRoutes } from './server/payments.routes.ts'

/**
 * The payment methods this server offers, apart from the rest of the payments client: the checkout
 * page's route loader needs it, and route loaders ship in every visitor's entry chunk.
 */
export type PaymentOptions = InferResponseType<ApiClient<PaymentsRoutes>['options']['$get'], 200>

export const fetchPaymentOptions = () => getJson<PaymentOptions>('/api/payments/options')
