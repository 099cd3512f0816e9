import { getJson } from '#core/http/api-client.ts'
import type { Providers } from './account.api.ts'

/**
 * Which social sign-in providers this server has keys for. Its own module because the login page's
 * loader reads it, and whatever loaders.ts imports lands in the entry chunk of every page.
 */
export const fetchProviders = () => getJson<Providers>('/api/account/providers')
