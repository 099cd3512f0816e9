import { NETWORK_ERROR_MESSAGE } from './api-client.ts'
import { ApiError } from './app-error.ts'

/**
 * The French message to show for any failed call: the server's own, or the network one. A module
 * of its own so that only the pages that show errors carry it, not the first download.
 */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError && error.status !== 0 ? error.message : NETWORK_ERROR_MESSAGE
}
