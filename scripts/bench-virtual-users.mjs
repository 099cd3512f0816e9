// Closed-loop virtual users for `scripts/bench-load.mjs`: each user runs visitor sessions one after
// the other, sends each request when the previous one has answered, and pauses between actions like
// a person reading (the "think time", none for a saturation test). Autocannon cannot pause, hence
// this small runner on node:http with keep-alive connections, one per user at most, as browsers.
import { Agent, request as httpRequest } from 'node:http'

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0

/**
 * Runs `users` virtual users for `durationSeconds` against `base` (http://host:port), arriving evenly
 * over the first `rampUpSeconds`. `session(user,
 * number, client)` is one visitor session: it calls `client.send(method, path, { headers, body })`
 * for each request and `client.think()` between actions. Requests started before the deadline are
 * counted; a session in progress stops at the deadline. Returns latency percentiles, statuses and
 * throughput.
 */
export async function runVirtualUsers({
  base,
  users,
  durationSeconds,
  rampUpSeconds = 1,
  thinkMs: [thinkMin, thinkMax],
  timeoutMs = 10_000,
  session,
}) {
  const { hostname, port } = new URL(base)
  const agent = new Agent({ keepAlive: true, maxSockets: users })
  const latencies = []
  /** Per kind of request ('POST /api/like-post', 'GET /artiste/:id'...): its latencies. */
  const byKind = new Map()
  const statuses = {}
  let socketErrors = 0
  let timeouts = 0
  const startedAt = Date.now()
  const deadline = startedAt + durationSeconds * 1000
  const STOP = Symbol('stop')

  const send =
    cookies =>
    (method, path, { headers = {}, body } = {}) => {
      if (Date.now() >= deadline) throw STOP
      const sentAt = performance.now()
      return new Promise(resolve => {
        const outgoing = httpRequest(
          {
            agent,
            hostname,
            port,
            method,
            path,
            timeout: timeoutMs,
            headers: {
              'accept-encoding': 'br, gzip',
              ...headers,
              ...(cookies.size ? { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
              ...(body === undefined
                ? {}
                : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
            },
          },
          response => {
            for (const line of [response.headers['set-cookie'] ?? []].flat()) {
              const [pair] = line.split(';')
              const index = pair.indexOf('=')
              cookies.set(pair.slice(0, index), pair.slice(index + 1))
            }
            response.resume()
            response.on('end', () => {
              const latency = performance.now() - sentAt
              latencies.push(latency)
              const kind = `${method} ${path.replace(/\/(artiste|posts)\/[^/]+/, '/$1/:id')}`
              if (!byKind.has(kind)) byKind.set(kind, [])
              byKind.get(kind).push(latency)
              statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1
              resolve(response.statusCode)
            })
          },
        )
        outgoing.on('timeout', () => {
          timeouts++
          outgoing.destroy(new Error('timeout'))
        })
        outgoing.on('error', () => {
          socketErrors++
          resolve(0)
        })
        outgoing.end(body)
      })
    }

  const think = () => {
    if (thinkMax <= 0) return Promise.resolve()
    const pause = thinkMin + Math.random() * (thinkMax - thinkMin)
    return new Promise(resolve => setTimeout(resolve, Math.min(pause, Math.max(0, deadline - Date.now()))))
  }

  let sessions = 0
  const user = async index => {
    // Visitors arrive over the first rampUpSeconds (as k6's ramping VUs), not all in the same
    // instant: 200 sessions starting together would be 50 password sign-ins in one second.
    await new Promise(resolve => setTimeout(resolve, (index / users) * rampUpSeconds * 1000))
    while (Date.now() < deadline) {
      try {
        await session(index, sessions++, { send: send(new Map()), think })
      } catch (error) {
        if (error !== STOP) throw error
      }
    }
  }
  await Promise.all(Array.from({ length: users }, (_, index) => user(index)))
  agent.destroy()

  const elapsedSeconds = (Date.now() - startedAt) / 1000
  const sorted = latencies.sort((a, b) => a - b)
  const round = value => Math.round(value)
  return {
    requests: sorted.length,
    requestsPerSecond: round(sorted.length / elapsedSeconds),
    latencyMs: {
      p50: round(percentile(sorted, 50)),
      p90: round(percentile(sorted, 90)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.at(-1) ?? 0),
    },
    statuses,
    serverErrors: Object.entries(statuses)
      .filter(([code]) => Number(code) >= 500)
      .reduce((sum, [, count]) => sum + count, 0),
    socketErrors,
    timeouts,
    sessions,
    byKind: [...byKind]
      .map(([kind, values]) => {
        values.sort((a, b) => a - b)
        return {
          kind,
          requests: values.length,
          p50: round(percentile(values, 50)),
          p99: round(percentile(values, 99)),
          max: round(values.at(-1)),
          over300: values.filter(value => value > 300).length,
        }
      })
      .sort((a, b) => b.over300 - a.over300),
  }
}
