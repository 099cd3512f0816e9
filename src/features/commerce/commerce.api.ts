import type { InferResponseType } from 'hono/client'
import { apiPath, getJson, sendJson, type ApiClient } from '#core/http/api-client.ts'
import type { PaymentsRoutes } from './server/payments.routes.ts'

/** Typed browser client of the payments API (`/api/payments`). */
type Api = ApiClient<PaymentsRoutes>

export type Order = InferResponseType<Api['orders'][':id']['$get'], 200>

export { fetchPaymentOptions, type PaymentOptions } from './payment-options.api.ts'
export const fetchOrders = () => getJson<Order[]>('/api/payments/orders')
export const fetchOrder = (id: string) => getJson<Order>(apiPath('/api/payments/orders', id))

/** What paying a formula would do for the signed-in user (checkout notice). */
export type FormulaStanding = { held: boolean; paidUntil: string | null; extendsTo: string | null }
export const fetchFormulaStanding = (formulaId: string) =>
  getJson<FormulaStanding>(`${apiPath('/api/payments/formulas', formulaId)}/standing`)

export const createOrder = (input: {
  formulaId: string
  method: 'card' | 'mobile_money'
  currency: 'EUR' | 'XAF'
  acceptTerms: boolean
}) => sendJson<Order>('POST', '/api/payments/orders', input)

export const payOrder = (id: string) =>
  sendJson<{ redirectUrl: string }>('POST', `${apiPath('/api/payments/orders', id)}/pay`, {})

export const completeTestPayment = (id: string, outcome: 'success' | 'failure' | 'abandon') =>
  sendJson<{ receiptPath: string }>('POST', `${apiPath('/api/payments/test/orders', id)}/complete`, { outcome })

export const requestQuote = (input: {
  formulaId: string
  name: string
  email: string
  phone?: string
  message: string
}) => sendJson<{ id: string; message: string }>('POST', '/api/payments/quotes', input)

export const ORDER_STATUS_LABELS: Record<Order['status'], string> = {
  pending: 'En attente',
  paid: 'Payée',
  failed: 'Échouée',
  cancelled: 'Abandonnée',
  refund_due: 'À rembourser',
}
