import type { InferResponseType } from 'hono/client'
import { apiPath, getJson, sendJson, type ApiClient } from '#core/http/api-client.ts'
import type { ContactAdminRoutes } from './server/contact-admin.routes.ts'

type Api = ApiClient<ContactAdminRoutes>

export type MessagesPage = InferResponseType<Api['messages']['$get'], 200>
export type MessageSummary = MessagesPage['requests'][number]
export type MessageDetail = InferResponseType<Api['messages'][':id']['$get'], 200>
export type BookingsPage = InferResponseType<Api['bookings']['$get'], 200>
export type BookingSummary = BookingsPage['requests'][number]
export type BookingDetail = InferResponseType<Api['bookings'][':id']['$get'], 200>
export type InboxStatus = 'new' | 'handled' | 'spam'
export type InboxFilter = 'all' | InboxStatus

function listQuery(query: { status: InboxFilter; q?: string; page: number }) {
  const params = new URLSearchParams({ status: query.status, page: String(query.page) })
  if (query.q) params.set('q', query.q)
  return params.toString()
}

export const fetchContactMessages = (query: { status: InboxFilter; q?: string; page: number }) =>
  getJson<MessagesPage>(`/api/admin/contact/messages?${listQuery(query)}`)
export const fetchContactMessage = (id: string) => getJson<MessageDetail>(apiPath('/api/admin/contact/messages', id))
export const setContactMessageStatus = (id: string, status: InboxStatus) =>
  sendJson<MessageDetail>('PUT', `${apiPath('/api/admin/contact/messages', id)}/status`, { status })

export const fetchBookingRequests = (query: { status: InboxFilter; q?: string; page: number }) =>
  getJson<BookingsPage>(`/api/admin/contact/bookings?${listQuery(query)}`)
export const fetchBookingRequest = (id: string) => getJson<BookingDetail>(apiPath('/api/admin/contact/bookings', id))
export const setBookingRequestStatus = (id: string, status: InboxStatus) =>
  sendJson<BookingDetail>('PUT', `${apiPath('/api/admin/contact/bookings', id)}/status`, { status })
