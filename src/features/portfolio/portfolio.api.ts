import { queryOptions } from '@tanstack/react-query'
import { hc } from 'hono/client'
import { apiFetch, unwrap } from '#core/http/api-client.ts'
import type { PortfolioRoutes } from './server/portfolio.routes.ts'

const client = hc<PortfolioRoutes>('/api/portfolio', { fetch: apiFetch })

export const portfolioQuery = () =>
  queryOptions({ queryKey: ['portfolio', 'list'], queryFn: () => unwrap(client.index.$get({ query: {} })) })
