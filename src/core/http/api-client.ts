import { ApiError, type ErrorBody } from './app-error.ts'

/**
 * The fetch every feature's API client goes through. In the browser it is `window.fetch`; during
 * server rendering the server swaps in its own in-process handler, so pages are rendered from the
 * same API without a network round trip.
 */
let fetchImplementation: typeof fetch = (input, init) => fetch(input, init)

export function setApiFetch(implementation: typeof fetch) {
  fetchImplementation = implementation
}

export const apiFetch: typeof fetch = (input, init) => fetchImplementation(input, init)

/** Returns the JSON body of a successful response, or throws an ApiError carrying the server's code. */
export async function unwrap<T>(responsePromise: Promise<{ ok: boolean; status: number; json(): Promise<T> }>) {
  const response = await responsePromise
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ErrorBody | null
    throw new ApiError(
      response.status,
      body?.error?.code ?? 'INTERNAL',
      body?.error?.message ?? 'Une erreur est survenue.',
    )
  }
  return (await response.json()) as Exclude<T, ErrorBody>
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}
