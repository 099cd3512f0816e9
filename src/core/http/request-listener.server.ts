import { randomUUID, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import {
  requestCacheKey,
  SECURITY_HEADERS,
  selectVariant,
  type ResponseCache,
} from '#core/http/response-cache.server.ts'
import type { Logger } from '#core/log/logger.server.ts'
import type { Metrics } from '#core/observability/metrics.server.ts'

export type ListenerOptions = {
  /** One JSON line per request (request id, method, path, route, status, duration). */
  logger?: Logger
  /** Request counts and durations; served at /metrics. */
  metrics?: Metrics
  /** When set, /metrics answers to `Authorization: Bearer <token>`; otherwise only to direct loopback scrapes. */
  metricsToken?: string
}

/** Where the web server leaves the route pattern that answered (see `labelRoute`). */
const ROUTE_LABEL = Symbol.for('gombiste.routeLabel')
type Labelled = IncomingMessage & { [ROUTE_LABEL]?: string }

/** Called by the web server once a request is answered: the route pattern, for logs and metrics. */
export function labelRoute(incoming: unknown, route: string) {
  if (incoming && typeof incoming === 'object') (incoming as Labelled)[ROUTE_LABEL] = route
}

/** A request id from a proxy in front is kept when it is a plain token; otherwise a new one is made. */
const REQUEST_ID = /^[\w.-]{8,64}$/
/** Probes and scrapes are logged at debug level: a load balancer asks every few seconds. */
const QUIET_PATHS = new Set(['/api/health', '/api/ready', '/metrics'])

/**
 * The Node request listener. Every request gets an id (`X-Request-Id`, also in the API's error logs),
 * one log line when it ends, and its place in the metrics. Public pages and content already in the
 * response cache are answered right here, without building a Request, running the middleware chain
 * and converting a Response: on a read-mostly site that is most requests, and it roughly doubles
 * their throughput (see docs/benchmarks.md). Everything else goes to the Hono app, which also fills
 * the cache.
 */
export function createRequestListener(
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>,
  cache: ResponseCache,
  /** The page variant of a request (see `requestCacheKey`), computed exactly as the web server does. */
  pageVariant: (request: IncomingMessage) => string | undefined = () => undefined,
  /** Sent with every cached answer, as the web server sends them with everything else. */
  headers: Readonly<Record<string, string>> = SECURITY_HEADERS,
  options: ListenerOptions = {},
): (request: IncomingMessage, response: ServerResponse) => void {
  const handle = getRequestListener(fetch)
  const { logger, metrics } = options
  return (request, response) => {
    const startedAt = performance.now()
    const incomingId = request.headers['x-request-id']
    const requestId = typeof incomingId === 'string' && REQUEST_ID.test(incomingId) ? incomingId : randomUUID()
    // Hono's requestId middleware reads it from here, so the API's own logs carry the same id.
    request.headers['x-request-id'] = requestId
    response.setHeader('x-request-id', requestId)
    const url = request.url ?? '/'
    const queryAt = url.indexOf('?')
    // Never the query string: it may carry a token (activation and password reset links).
    const path = queryAt === -1 ? url : url.slice(0, queryAt)

    if (logger || metrics) {
      metrics?.requestStarted()
      let ended = false
      const end = () => {
        if (ended) return
        ended = true
        const route = (request as Labelled)[ROUTE_LABEL] ?? 'unmatched'
        // 499: the client went away before the answer was complete (nginx's convention).
        const status = response.writableFinished ? response.statusCode : 499
        const seconds = (performance.now() - startedAt) / 1000
        metrics?.requestFinished(request.method ?? 'GET', route, status, seconds)
        if (logger) {
          const line = {
            requestId,
            method: request.method,
            path,
            route,
            status,
            ms: Math.round(seconds * 10_000) / 10,
            remote: request.socket.remoteAddress,
          }
          if (QUIET_PATHS.has(path)) logger.debug(line, 'request')
          else if (status >= 500) logger.error(line, 'request')
          else logger.info(line, 'request')
        }
      }
      response.once('finish', end)
      response.once('close', end)
    }

    if (path === '/metrics' && metrics) {
      ;(request as Labelled)[ROUTE_LABEL] = '/metrics'
      void serveMetrics(request, response, metrics, options.metricsToken)
      return
    }

    if (request.method === 'GET' && request.url) {
      const entry = cache.get(requestCacheKey(request.url, pageVariant(request)))
      if (entry) {
        ;(request as Labelled)[ROUTE_LABEL] = entry.route ?? 'cached'
        const variant = selectVariant(entry, request.headers['accept-encoding'] ?? '', request.headers['if-none-match'])
        response.writeHead(variant.status, { ...headers, ...variant.headers })
        response.end(variant.body)
        return
      }
    }
    void handle(request, response)
  }
}

function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1'
}

/**
 * Prometheus scrapes. With METRICS_TOKEN, a scraper sends `Authorization: Bearer <token>`. Without
 * it, only a direct scrape from the machine itself is answered (loopback socket, no proxy header):
 * a reverse proxy on the same host forwards X-Forwarded-For, so the public never reaches them.
 */
async function serveMetrics(
  request: IncomingMessage,
  response: ServerResponse,
  metrics: Metrics,
  token: string | undefined,
) {
  let allowed: boolean
  if (token) {
    const given = Buffer.from(request.headers.authorization ?? '')
    const expected = Buffer.from(`Bearer ${token}`)
    allowed = given.length === expected.length && timingSafeEqual(given, expected)
  } else {
    allowed =
      isLoopback(request.socket.remoteAddress) && !request.headers['x-forwarded-for'] && !request.headers.forwarded
  }
  if (!allowed) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
    response.end('Not found\n')
    return
  }
  try {
    const body = await metrics.render()
    response.writeHead(200, { 'content-type': 'text/plain; version=0.0.4; charset=utf-8', 'cache-control': 'no-store' })
    response.end(body)
  } catch {
    response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
    response.end('metrics unavailable\n')
  }
}
