import type { Hono } from 'hono'
import type { hc } from 'hono/client'
import { ApiError, type ErrorBody } from './app-error.ts'

/**
 * The fetch every feature's API module goes through. In the browser it is `window.fetch`; during
 * server rendering the server swaps in its own in-process handler, so pages are rendered from the
 * same API without a network round trip.
 */
let fetchImplementation: typeof fetch = (input, init) => fetch(input, init)

export function setApiFetch(implementation: typeof fetch) {
  fetchImplementation = implementation
}

/**
 * The typed client of a feature's routes, used for its types only (`InferResponseType`): response
 * types come from the server's route definitions, while the browser ships no client runtime
 * (hono's `hc` proxy would cost ~2 KB gzip of the 110 KB budget).
 */
// biome-ignore lint/suspicious/noExplicitAny: hono's own constraint on a Hono app type
export type ApiClient<Routes extends Hono<any, any, any>> = ReturnType<typeof hc<Routes>>

/** GETs a JSON endpoint; throws an ApiError carrying the server's code and French message. */
export async function getJson<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetchImplementation(path, {
    ...init,
    headers: { accept: 'application/json', ...init?.headers },
  })
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ErrorBody | null
    throw new ApiError(
      response.status,
      body?.error?.code ?? 'INTERNAL',
      body?.error?.message ?? 'Une erreur est survenue.',
    )
  }
  return (await response.json()) as T
}

/** Builds `/api/x/<a>/<b>` with each dynamic segment escaped. */
export function apiPath(base: string, ...segments: string[]): string {
  return [base, ...segments.map(encodeURIComponent)].join('/')
}

/** Shown when the request never reached the server (no network, server down). */
export const NETWORK_ERROR_MESSAGE = 'Impossible de joindre le serveur. Vérifiez votre connexion Internet et réessayez.'

/** Sends a JSON body; throws an ApiError carrying the server's code, French message and fields. */
export async function sendJson<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body: unknown,
  /** `keepalive`: the request is delivered even if the page is left meanwhile (small bodies only). */
  options: { keepalive?: boolean } = {},
): Promise<T> {
  let response: Response
  try {
    response = await fetchImplementation(path, {
      method,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      keepalive: options.keepalive,
    })
  } catch {
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE)
  }
  const data = (await response.json().catch(() => null)) as unknown
  if (!response.ok) {
    const error = (data as ErrorBody | null)?.error
    throw new ApiError(
      response.status,
      error?.code ?? 'INTERNAL',
      error?.message ?? 'Une erreur est survenue. Veuillez réessayer.',
      error?.fields,
    )
  }
  return data as T
}
