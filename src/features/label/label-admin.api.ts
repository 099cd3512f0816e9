import type { InferResponseType } from 'hono/client'
import { apiPath, getJson, sendJson, type ApiClient } from '#core/http/api-client.ts'
import type { BookingInput, LabelInfoInput, NewsInput, PressKitInput, ServiceInput } from './label-admin.schemas.ts'
import type { LabelAdminRoutes } from './server/label-admin.routes.ts'

/** Browser client of the label administration (`/api/admin/label`). */
type Api = ApiClient<LabelAdminRoutes>

export type AdminLabel = InferResponseType<Api['index']['$get'], 200>
export type AdminService = AdminLabel['services'][number]
export type AdminNews = AdminLabel['news'][number]

const BASE = '/api/admin/label'

export const fetchAdminLabel = () => getJson<AdminLabel>(BASE)

export const saveLabelInfo = (input: LabelInfoInput) =>
  sendJson<{ info: AdminLabel['info']; changed: string[] }>('PUT', `${BASE}/info`, input)
export const savePressKit = (input: PressKitInput) =>
  sendJson<AdminLabel['pressKit']>('PUT', `${BASE}/press-kit`, input)
export const saveBooking = (input: BookingInput) => sendJson<AdminLabel['booking']>('PUT', `${BASE}/booking`, input)

export const createService = (input: ServiceInput) => sendJson<AdminService>('POST', `${BASE}/services`, input)
export const saveService = (id: string, input: ServiceInput) =>
  sendJson<AdminService>('PUT', apiPath(`${BASE}/services`, id), input)
export const deleteService = (id: string) => sendJson<{ id: string }>('DELETE', apiPath(`${BASE}/services`, id), {})
export const reorderServices = (ids: string[]) => sendJson<AdminService[]>('PUT', `${BASE}/services/order`, { ids })

export const createNews = (input: NewsInput) => sendJson<AdminNews>('POST', `${BASE}/news`, input)
export const saveNews = (id: string, input: NewsInput) => sendJson<AdminNews>('PUT', apiPath(`${BASE}/news`, id), input)
export const deleteNews = (id: string) => sendJson<{ id: string }>('DELETE', apiPath(`${BASE}/news`, id), {})
