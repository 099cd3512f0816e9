import { queryOptions } from '@tanstack/react-query'
import { hc } from 'hono/client'
import { apiFetch, unwrap } from '#core/http/api-client.ts'
import type { TestimonialsRoutes } from './server/testimonials.routes.ts'

const client = hc<TestimonialsRoutes>('/api/testimonials', { fetch: apiFetch })

export const testimonialsQuery = () =>
  queryOptions({ queryKey: ['testimonials'], queryFn: () => unwrap(client.index.$get({ query: {} })) })
