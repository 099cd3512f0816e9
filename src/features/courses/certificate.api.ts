import type { InferResponseType } from 'hono/client'
import { apiPath, getJson, type ApiClient } from '#core/http/api-client.ts'
import type { LearningRoutes } from './server/learning.routes.ts'

/**
 * The public certificate check, apart from the rest of the learning client: the route loader of
 * /certificat/:code needs it, and route loaders ship in every visitor's entry chunk.
 */
export type Certificate = InferResponseType<ApiClient<LearningRoutes>['certificates'][':code']['$get'], 200>

export const fetchCertificate = (code: string) => getJson<Certificate>(apiPath('/api/learning/certificates', code))
