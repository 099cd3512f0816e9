import { createServer, type IncomingMessage, type Server } from 'node:http'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { Metrics } from '#core/observability/metrics.server.ts'
import { currencyOfNodeRequest } from '#features/commerce/server/currency.server.ts'
import { siteContent } from '#tests/setup/content.ts'
import { createTestDatabase } from '#tests/setup/test-database.ts'
import { createRequestListener } from '#core/http/request-listener.server.ts'
import { seedIfEmpty } from './seed.ts'
import { createServices } from './services.ts'
import { createWebServer } from './web-server.ts'
import { builtPages } from './built-pages.ts'

/**
 * Operations, checked through a real socket: a request id on every answer and every log line,
 * one JSON line per request without query strings, Prometheus metrics by route pattern and status
 * (open to direct loopback scrapes, or to a bearer token when METRICS_TOKEN is set), and /api/ready
 * following the database. Needs the client build (`npm run build`).
 */
const ROOT = join(import.meta.dirname, '..', '..')
const TOKEN = 'jeton-de-metriques-0123456789'
const lines: Record<string, unknown>[] = []
let closeDatabase: () => Promise<void>
const servers: Server[] = []
let open = ''
let guarded = ''

async function listen(server: Server): Promise<string> {
  servers.push(server)
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
}

beforeAll(async () => {
  const database = await createTestDatabase()
  await seedIfEmpty(database.db, () => siteContent)
  closeDatabase = database.close
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>)
      done()
    },
  })
  const logger = pino({ level: 'debug', base: undefined }, sink)
  const services = await createServices(database.db, logger, {
    authSecret: undefined,
    smtpUrl: undefined,
    mailFrom: 'Gombiste Records <no-reply@gombiste-records.cm>',
    providers: {},
    publicUrl: 'http://localhost:3000',
  })
  const app = createWebServer(services, {
    pages: builtPages(join(ROOT, 'dist/client')),
    mediaDir: join(ROOT, 'media'),
    publicUrl: undefined,
  })
  const pageVariant = (request: IncomingMessage) =>
    currencyOfNodeRequest(request, services.countryHeader, services.trustedProxies)
  const metrics = new Metrics()
  metrics.addGaugeSource(async () => [
    { name: 'db_pool_max_connections', help: 'Pool size.', value: 1, labels: { engine: 'test' } },
  ])
  open = await listen(
    createServer(createRequestListener(app.fetch, services.contentCache, pageVariant, undefined, { logger, metrics })),
  )
  guarded = await listen(
    createServer(
      createRequestListener(app.fetch, services.contentCache, pageVariant, undefined, {
        logger,
        metrics: new Metrics(),
        metricsToken: TOKEN,
      }),
    ),
  )
})
afterAll(async () => {
  await Promise.all(servers.map(server => new Promise<void>(resolve => server.close(() => resolve()))))
  await closeDatabase()
})

const requestLines = () => lines.filter(line => line.msg === 'request')

describe('request ids and logs', () => {
  test('every answer carries a request id, and its log line the same id, route pattern, status and duration', async () => {
    const response = await fetch(`${open}/api/artists/nadia-mbende?utm_source=test`)
    expect(response.status).toBe(200)
    const id = response.headers.get('x-request-id')!
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    // The log line is written once the answer has been sent.
    const line = await vi.waitFor(() => {
      const found = requestLines().find(candidate => candidate.requestId === id)
      expect(found).toBeDefined()
      return found
    })
    expect(line).toMatchObject({
      level: 30,
      method: 'GET',
      path: '/api/artists/nadia-mbende',
      route: '/api/artists/:id',
      status: 200,
    })
    expect(typeof line!.ms).toBe('number')
    // The query string (which may hold a token) is never logged.
    expect(JSON.stringify(line)).not.toContain('utm_source')
  })

  test('a proxy’s request id is kept when it is a plain token, replaced otherwise', async () => {
    const kept = await fetch(`${open}/api/health`, { headers: { 'x-request-id': 'lb-7f3a9c21d4' } })
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a9c21d4')
    const replaced = await fetch(`${open}/api/health`, { headers: { 'x-request-id': '<script>' } })
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    // Health probes are logged at debug level only.
    await vi.waitFor(() =>
      expect(requestLines().find(line => line.requestId === 'lb-7f3a9c21d4')).toMatchObject({
        level: 20,
        route: '/api/health',
      }),
    )
  })

  test('pages and cache hits answered by the listener itself are labelled too', async () => {
    await fetch(`${open}/academie`)
    const cached = await fetch(`${open}/academie`)
    await fetch(`${open}/api/artists`)
    const hit = await fetch(`${open}/api/artists`)
    await vi.waitFor(() => {
      expect(requestLines().find(line => line.requestId === cached.headers.get('x-request-id'))).toMatchObject({
        route: 'page (cached)',
        status: 200,
      })
      expect(requestLines().find(line => line.requestId === hit.headers.get('x-request-id'))).toMatchObject({
        route: '/api/artists (cached)',
        status: 200,
      })
    })
  })
})

describe('Prometheus metrics', () => {
  test('request counts and duration histograms by method, route pattern and status, plus memory and pool', async () => {
    await fetch(`${open}/api/artists/dibom`)
    await fetch(`${open}/api/artists/inconnu-au-bataillon`)
    const response = await fetch(`${open}/metrics`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8')
    const body = await response.text()
    expect(body).toMatch(/^http_requests_total\{method="GET",route="\/api\/artists\/:id",status="200"\} [1-9]\d*$/m)
    expect(body).toMatch(/^http_requests_total\{method="GET",route="\/api\/artists\/:id",status="404"\} 1$/m)
    expect(body).toMatch(
      /^http_request_duration_seconds_bucket\{method="GET",route="\/api\/artists\/:id",status="200",le="\+Inf"\} [1-9]\d*$/m,
    )
    expect(body).toMatch(
      /^http_request_duration_seconds_sum\{method="GET",route="\/api\/artists\/:id",status="200"\} \d+\.\d+$/m,
    )
    expect(body).toMatch(/^process_resident_memory_bytes \d+$/m)
    expect(body).toMatch(/^nodejs_heap_used_bytes \d+$/m)
    expect(body).toMatch(/^db_pool_max_connections\{engine="test"\} 1$/m)
    // Raw URLs never become series (bounded cardinality).
    expect(body).not.toContain('inconnu-au-bataillon')
  })

  test('without METRICS_TOKEN, only a direct loopback scrape is answered (not one relayed by a proxy)', async () => {
    expect((await fetch(`${open}/metrics`, { headers: { 'x-forwarded-for': '198.51.100.7' } })).status).toBe(404)
    expect((await fetch(`${open}/metrics`, { headers: { forwarded: 'for=198.51.100.7' } })).status).toBe(404)
  })

  test('with METRICS_TOKEN, the bearer token is required, from anywhere', async () => {
    expect((await fetch(`${guarded}/metrics`)).status).toBe(404)
    expect(
      (await fetch(`${guarded}/metrics`, { headers: { authorization: 'Bearer pas-le-bon-jeton-0000000' } })).status,
    ).toBe(404)
    const allowed = await fetch(`${guarded}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '198.51.100.7' },
    })
    expect(allowed.status).toBe(200)
    expect(await allowed.text()).toContain('# TYPE http_requests_total counter')
  })
})

describe('/api/ready', () => {
  test('ready while the database answers, 503 in French once it does not', async () => {
    const ready = await fetch(`${open}/api/ready`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ready' })
    expect(ready.headers.get('cache-control')).toBe('no-store')
    await closeDatabase()
    closeDatabase = async () => {}
    const down = await fetch(`${open}/api/ready`)
    expect(down.status).toBe(503)
    expect(await down.json()).toEqual({
      error: {
        code: 'UNAVAILABLE',
        message: 'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
      },
    })
    // The liveness probe still says the process is up.
    expect((await fetch(`${open}/api/health`)).status).toBe(200)
  })
})
