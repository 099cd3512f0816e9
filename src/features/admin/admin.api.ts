import type { InferResponseType } from 'hono/client'
import { getJson, type ApiClient } from '#core/http/api-client.ts'
import type { AdminRoutes } from './server/admin.routes.ts'

type Api = ApiClient<AdminRoutes>

export type AuditLogPage = InferResponseType<Api['audit-log']['$get'], 200>
export type AuditEntry = AuditLogPage['entries'][number]

export const fetchAuditLog = (before?: string) =>
  getJson<AuditLogPage>(`/api/admin/audit-log${before ? `?before=${encodeURIComponent(before)}` : ''}`)
