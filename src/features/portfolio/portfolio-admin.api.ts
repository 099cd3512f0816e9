import type { InferResponseType } from 'hono/client'
import { apiPath, getJson, sendJson, type ApiClient } from '#core/http/api-client.ts'
import type { PortfolioInput } from './portfolio.schemas.ts'
import type { PortfolioAdminRoutes } from './server/portfolio-admin.routes.ts'

type Api = ApiClient<PortfolioAdminRoutes>

export type AdminPortfolioItem = InferResponseType<Api[':id']['$get'], 200>
export type { PortfolioInput }

const base = '/api/admin/portfolio'
export const fetchAdminPortfolio = () => getJson<AdminPortfolioItem[]>(base)
export const createAdminPortfolioItem = (input: PortfolioInput) => sendJson<AdminPortfolioItem>('POST', base, input)
export const updateAdminPortfolioItem = (id: string, input: PortfolioInput) =>
  sendJson<AdminPortfolioItem>('PUT', apiPath(base, id), input)
export const deleteAdminPortfolioItem = (id: string) => sendJson<{ id: string }>('DELETE', apiPath(base, id), {})
