import type { z } from 'zod'
import { DEMO_TEXTS } from '#core/demo/demo.ts'
import { ERROR_STATUS, type ErrorBody, type ErrorCode, invalidInputMessage } from '#core/http/app-error.ts'

/**
 * The demo's in-browser backend: a table of handlers by method and API path, answering the same
 * JSON (and the same `{ error: { code, message } }` errors) as the server's routes. Each feature adds
 * its rows in `demo-routes.ts`; a path nobody handles answers 503 with a French "unavailable in demo"
 * message, so a feature added later without demo support fails clearly instead of silently.
 */
export type DemoRequest = {
  method: string
  url: URL
  /** `:name` segments of the route's path, decoded. */
  params: Record<string, string>
  /** The parsed JSON body (undefined for GET and for an empty body). */
  body: unknown
  /** Aborted when the page gives up on the request. */
  signal: AbortSignal
}

/** A handler returns the JSON to send (with the route's status) or a ready Response. */
export type DemoHandler = (request: DemoRequest) => unknown

export type DemoRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  handler: DemoHandler
  status: number
}

export const get = (path: string, handler: DemoHandler): DemoRoute => ({ method: 'GET', path, handler, status: 200 })
export const post = (path: string, handler: DemoHandler, status = 200): DemoRoute => ({
  method: 'POST',
  path,
  handler,
  status,
})
export const put = (path: string, handler: DemoHandler): DemoRoute => ({ method: 'PUT', path, handler, status: 200 })
export const patch = (path: string, handler: DemoHandler): DemoRoute => ({
  method: 'PATCH',
  path,
  handler,
  status: 200,
})
export const del = (path: string, handler: DemoHandler): DemoRoute => ({ method: 'DELETE', path, handler, status: 200 })

/** The demo's AppError: thrown by handlers, answered as the server would. */
export class DemoError extends Error {
  readonly code: ErrorCode
  readonly fields: Record<string, string> | undefined
  constructor(code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message)
    this.name = 'DemoError'
    this.code = code
    this.fields = fields
  }
}

/** Validates like the server's `validate()`: a 400 naming each invalid field with the schema's French message. */
export function parseWith<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const fields: Record<string, string> = {}
  for (const issue of result.error.issues) fields[issue.path.join('.') || 'json'] ??= issue.message
  throw new DemoError('INVALID_INPUT', invalidInputMessage(fields), fields)
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } })

export const errorResponse = (code: ErrorCode | 'INTERNAL', message: string, fields?: Record<string, string>) =>
  json(code === 'INTERNAL' ? 500 : ERROR_STATUS[code], {
    error: { code, message, ...(fields ? { fields } : {}) },
  } satisfies ErrorBody)

type CompiledRoute = DemoRoute & { segments: string[] }

function match(route: CompiledRoute, segments: string[]): Record<string, string> | null {
  if (route.segments.length !== segments.length) return null
  const params: Record<string, string> = {}
  for (const [index, expected] of route.segments.entries()) {
    const actual = segments[index]!
    if (expected.startsWith(':')) {
      try {
        params[expected.slice(1)] = decodeURIComponent(actual)
      } catch {
        return null
      }
    } else if (expected !== actual) return null
  }
  return params
}

/** Waits like a network would, so loading states show as they do on the real site. */
export const delay = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(signal.reason)
    })
  })

/** Turns the route table into a fetch-like function for `/api/*` requests. */
export function createDemoBackend(routes: DemoRoute[]): (request: Request) => Promise<Response> {
  const compiled: CompiledRoute[] = routes.map(route => ({ ...route, segments: route.path.split('/').filter(Boolean) }))
  return async request => {
    const url = new URL(request.url)
    const segments = url.pathname.split('/').filter(Boolean)
    let found: { route: CompiledRoute; params: Record<string, string> } | undefined
    for (const route of compiled) {
      if (route.method !== request.method) continue
      const params = match(route, segments)
      if (params) {
        found = { route, params }
        break
      }
    }
    if (!found) return errorResponse('UNAVAILABLE', DEMO_TEXTS.unavailable)

    let body: unknown
    if (request.method !== 'GET') {
      const text = await request.text()
      if (text) {
        try {
          body = JSON.parse(text)
        } catch {
          return errorResponse('INVALID_INPUT', 'Requête invalide.')
        }
      }
    }
    try {
      const result = await found.route.handler({
        method: request.method,
        url,
        params: found.params,
        body,
        signal: request.signal,
      })
      return result instanceof Response ? result : json(found.route.status, result)
    } catch (error) {
      if (error instanceof DemoError) return errorResponse(error.code, error.message, error.fields)
      if (request.signal.aborted) throw error
      console.error('demo backend:', request.method, url.pathname, error)
      return errorResponse('INTERNAL', 'Une erreur est survenue. Veuillez réessayer.')
    }
  }
}

/**
 * Sends every same-origin `/api/*` request of the page to the demo backend; anything else (media,
 * assets) goes to the network as usual.
 */
export function installDemoFetch(backend: (request: Request) => Promise<Response>) {
  const networkFetch = window.fetch.bind(window)
  window.fetch = (input, init) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    if (url.origin === window.location.origin && url.pathname.startsWith('/api/')) return backend(request)
    return networkFetch(input, init)
  }
}
