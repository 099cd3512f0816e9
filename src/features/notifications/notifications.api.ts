import type { InferResponseType } from 'hono/client'
import { getJson, sendJson, type ApiClient } from '#core/http/api-client.ts'
import type { NotificationsRoutes } from './server/notifications.routes.ts'

type Api = ApiClient<NotificationsRoutes>
export type NotificationListing = InferResponseType<Api['index']['$get'], 200>

export const fetchNotifications = () => getJson<NotificationListing>('/api/notifications')

export const markAllNotificationsRead = () => sendJson<{ unread: 0 }>('POST', '/api/notifications/read-all', {})
