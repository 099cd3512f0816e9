import type { InferResponseType } from 'hono/client'
import { apiPath, getJson, sendJson, type ApiClient } from '#core/http/api-client.ts'
import type { TestimonialInput } from './testimonials-admin.schemas.ts'
import type { TestimonialsAdminRoutes } from './server/testimonials-admin.routes.ts'

/** Browser client of the testimonials administration (`/api/admin/testimonials`). */
type Api = ApiClient<TestimonialsAdminRoutes>

export type AdminTestimonial = InferResponseType<Api['index']['$get'], 200>[number]

const BASE = '/api/admin/testimonials'

export const fetchAdminTestimonials = () => getJson<AdminTestimonial[]>(BASE)
export const createTestimonial = (input: TestimonialInput) => sendJson<AdminTestimonial>('POST', BASE, input)
export const saveTestimonial = (id: string, input: TestimonialInput) =>
  sendJson<AdminTestimonial>('PUT', apiPath(BASE, id), input)
export const setTestimonialPublished = (id: string, published: boolean) =>
  sendJson<AdminTestimonial>('PUT', `${apiPath(BASE, id)}/publication`, { published })
export const deleteTestimonial = (id: string) => sendJson<{ id: string }>('DELETE', apiPath(BASE, id), {})
export const reorderTestimonials = (ids: string[]) => sendJson<AdminTestimonial[]>('PUT', `${BASE}/order`, { ids })
