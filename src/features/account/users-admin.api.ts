import type { InferResponseType } from 'hono/client'
import { apiPath, getJson, sendJson, type ApiClient } from '#core/http/api-client.ts'
import type { AdminAccountsRoutes } from './server/admin-accounts.routes.ts'

type Api = ApiClient<AdminAccountsRoutes>

export type UsersPage = InferResponseType<Api['users']['$get'], 200>
export type AdminUser = UsersPage['users'][number]
export type RoleChangeResult = InferResponseType<Api['users'][':id']['role']['$put'], 200>

export const ASSIGNABLE_ROLES = ['Élève', 'client', 'Professeur', 'Admin'] as const

export function fetchUsers(query: { q?: string; role?: string; page: number }) {
  const params = new URLSearchParams({ page: String(query.page) })
  if (query.q) params.set('q', query.q)
  if (query.role) params.set('role', query.role)
  return getJson<UsersPage>(`/api/admin/accounts/users?${params}`)
}

export const changeUserRole = (id: string, role: string) =>
  sendJson<RoleChangeResult>('PUT', `${apiPath('/api/admin/accounts/users', id)}/role`, { role })
