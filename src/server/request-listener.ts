import type { IncomingMessage, ServerResponse } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import { requestCacheKey, SECURITY_HEADERS, selectVariant, type ResponseCache } from '#core/http/response-cache.server.ts'

/**
 * The Node request listener. Public pages and content already in the response cache are answered
 * right here, without building a Request, running the middleware chain and converting a Response:
 * on a read-mostly site that is most requests, and it roughly doubles their throughput (see
 * docs/benchmarks.md). Everything else goes to the Hono app, which also fills the cache.
 */
export function createRequestListener(
  fetch: (request: Request) => Response | Promise<Response>,
  cache: ResponseCache,
  /** The page variant of a request (see `requestCacheKey`), computed exactly as the web server does. */
  pageVariant: (request: IncomingMessage) => string | undefined = () => undefined,
  /** Sent with every cached answer, as the web server sends them with everything else. */
  headers: Readonly<Record<string, string>> = SECURITY_HEADERS,
): (request: IncomingMessage, response: ServerResponse) => void {
  const handle = getRequestListener(fetch)
  return (request, response) => {
    if (request.method === 'GET' && request.url) {
      const entry = cache.get(requestCacheKey(request.url, pageVariant(request)))
      if (entry) {
        const variant = selectVariant(entry, request.headers['accept-encoding'] ?? '', request.headers['if-none-match'])
        response.writeHead(variant.status, { ...headers, ...variant.headers })
        response.end(variant.body)
        return
      }
    }
    void handle(request, response)
  }
}
