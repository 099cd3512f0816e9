import type { InferResponseType } from 'hono/client'
import { apiPath, getJson, sendJson, type ApiClient } from '#core/http/api-client.ts'
import type { OrdersAdminRoutes, QuotesAdminRoutes } from './server/commerce-admin.routes.ts'

type OrdersApi = ApiClient<OrdersAdminRoutes>
type QuotesApi = ApiClient<QuotesAdminRoutes>

export type AdminOrdersPage = InferResponseType<OrdersApi['index']['$get'], 200>
export type AdminOrderSummary = AdminOrdersPage['orders'][number]
export type AdminOrderDetail = InferResponseType<OrdersApi[':id']['$get'], 200>
export type QuotesPage = InferResponseType<QuotesApi['index']['$get'], 200>
export type QuoteSummary = QuotesPage['requests'][number]
export type QuoteDetail = InferResponseType<QuotesApi[':id']['$get'], 200>

export type OrdersFilter = { status?: string; provider?: string; currency?: string; q?: string; page: number }

export function fetchAdminOrders(filter: OrdersFilter) {
  const params = new URLSearchParams({ page: String(filter.page) })
  for (const key of ['status', 'provider', 'currency', 'q'] as const) {
    const value = filter[key]
    if (value) params.set(key, value)
  }
  return getJson<AdminOrdersPage>(`/api/admin/orders?${params}`)
}

export const fetchAdminOrder = (id: string) => getJson<AdminOrderDetail>(apiPath('/api/admin/orders', id))

export function fetchQuoteRequests(query: { status: 'all' | 'new' | 'handled'; q?: string; page: number }) {
  const params = new URLSearchParams({ status: query.status, page: String(query.page) })
  if (query.q) params.set('q', query.q)
  return getJson<QuotesPage>(`/api/admin/quotes?${params}`)
}

export const fetchQuoteRequest = (id: string) => getJson<QuoteDetail>(apiPath('/api/admin/quotes', id))
export const setQuoteRequestStatus = (id: string, status: 'new' | 'handled') =>
  sendJson<QuoteDetail>('PUT', `${apiPath('/api/admin/quotes', id)}/status`, { status })

export const PROVIDER_LABELS: Record<string, string> = {
  test: 'Test',
  stripe: 'Stripe (carte)',
  cinetpay: 'CinetPay (mobile money)',
}
export const METHOD_LABELS: Record<string, string> = {
  card: 'Carte bancaire',
  mobile_money: 'Mobile money',
  test: 'Paiement de test',
}
