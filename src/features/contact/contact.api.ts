import type { InferResponseType } from 'hono/client'
import { sendJson, type ApiClient } from '#core/http/api-client.ts'
import type { ContactRoutes } from './server/contact.routes.ts'
import type { BookingInput, ContactInput } from './contact.schemas.ts'

type Api = ApiClient<ContactRoutes>

export type Receipt = InferResponseType<Api['messages']['$post'], 201>

export const sendContactMessage = (input: ContactInput) => sendJson<Receipt>('POST', '/api/contact/messages', input)

export const sendBookingRequest = (input: BookingInput) => sendJson<Receipt>('POST', '/api/contact/bookings', input)
