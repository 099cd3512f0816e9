import type { InferResponseType } from 'hono/client'
import { getJson, type ApiClient } from '#core/http/api-client.ts'
import type { PortfolioRoutes } from './server/portfolio.routes.ts'

type Api = ApiClient<PortfolioRoutes>

export const fetchPortfolio = () => getJson<InferResponseType<Api['index']['$get'], 200>>('/api/portfolio')
