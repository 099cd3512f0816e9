import type { InferResponseType } from 'hono/client'
import { getJson, type ApiClient } from '#core/http/api-client.ts'
import type { TestimonialsRoutes } from './server/testimonials.routes.ts'

type Api = ApiClient<TestimonialsRoutes>

export const fetchTestimonials = () => getJson<InferResponseType<Api['index']['$get'], 200>>('/api/testimonials')
