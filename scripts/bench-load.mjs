// The server under a mixed load: `npm run bench -- --only load [--duration 60] [--connections 200]`
// (PGlite by default; add `--database-url postgres://...` and `--redis-url redis://...` for the
// PostgreSQL + Redis set-up; `--profile <dir>` writes a V8 CPU profile of the server). Needs a build. Three phases, all on loopback, against the built server:
//   1. a bare node:http "hello world" at the same concurrency (the reference throughput);
//   2. read endpoints only (pages and JSON, as browsed) at the same concurrency → ratio to the bare server;
//   3. the mixed load: 200 virtual users run visitor sessions (browsing pages and JSON, likes,
//      comments, questions to the built-in tutor, one sign-in in four sessions), each session from
//      its own address (X-Forwarded-For through a trusted proxy, as behind a load balancer), pausing
//      0.5–1.5 s between actions (`--think 500-1500`; a person reads for longer), arriving over the
//      first 10 s (all at once would be 50 password sign-ins in the same second) — the target phase;
//      then the same sessions with no pause at all, which measures the capacity (saturation).
//      Status codes, latency percentiles and the server's memory every 2 s are recorded.
import { spawn } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { runVirtualUsers } from './bench-virtual-users.mjs'

const root = new URL('..', import.meta.url).pathname
const ACCOUNTS = 20
const PASSWORD = 'Balafon-de-minuit-42'

function argument(name, fallback) {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? process.argv[index + 1] : fallback
}

function startBare(port) {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' })
    response.end('hello world')
  })
  return new Promise(resolve => server.listen(port, '127.0.0.1', () => resolve(server)))
}

async function startApp(port, env, logFile) {
  // The server's JSON logs (one line per request) go to a file, as to a log collector.
  const log = openSync(logFile, 'a')
  const profile = argument('profile', undefined)
  const child = spawn(
    process.execPath,
    [...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []), join(root, 'dist/server/main.js')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        TRUSTED_PROXIES: '127.0.0.1',
        ...env,
      },
      stdio: ['ignore', log, log],
    },
  )
  closeSync(log)
  const deadline = Date.now() + 120_000
  while (!readFileSync(logFile, 'utf8').includes('server ready')) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${readFileSync(logFile, 'utf8')}`)
    if (Date.now() > deadline) throw new Error('server not ready after 120 s')
    await new Promise(resolve => setTimeout(resolve, 100))
  }
  return child
}

function stop(child) {
  return new Promise(resolve => {
    if (child.exitCode !== null) return resolve(child.exitCode)
    child.on('exit', resolve)
    child.kill('SIGTERM')
  })
}

function residentMiB(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Math.round(Number(match[1]) / 1024) : undefined
  } catch {
    return undefined
  }
}

/** Accounts for the sign-ins: signed up through the API, activated from the links the outbox logs. */
async function createAccounts(base, origin, logFile) {
  const emails = Array.from({ length: ACCOUNTS }, (_, index) => `charge-${index}@exemple.cm`)
  for (const [index, email] of emails.entries()) {
    const response = await fetch(`${base}/api/account/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': `192.0.2.${index + 1}` },
      body: JSON.stringify({ name: `Élève ${index}`, email, password: PASSWORD, role: 'Élève' }),
    })
    if (response.status !== 202) throw new Error(`sign-up ${email}: ${response.status} ${await response.text()}`)
  }
  await new Promise(resolve => setTimeout(resolve, 500))
  const log = readFileSync(logFile, 'utf8')
  for (const [index, email] of emails.entries()) {
    const line = log.split('\n').find(text => text.includes(email) && text.includes('/activation?token='))
    const token = line && /\/activation\?token=([\w.-]+)/.exec(line)?.[1]
    if (!token) throw new Error(`no activation link for ${email} in the log`)
    const response = await fetch(`${base}/api/account/activate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': `192.0.2.${index + 101}` },
      body: JSON.stringify({ token }),
    })
    if (response.status !== 200) throw new Error(`activation ${email}: ${response.status}`)
  }
  return emails
}

const QUESTIONS = [
  'Quelles sont les notes de l’accord de ré mineur ?',
  'Combien coûte le Pack Individuel ?',
  'Quelle est la gamme relative de la majeur ?',
  'Quels sont les prochains événements ?',
  'C’est quoi une quinte juste ?',
]

/**
 * One visitor session, from its own address: eight rounds of reading the home page, the blog (posts,
 * like counts), liking or unliking a post, an artist page, a course page, a question to the built-in
 * tutor, the events, and the comments (one written every fourth round); one session in four signs in
 * with a password at its first round, the others check their session. Pauses between actions.
 */
function visitorSession({ artists, posts, emails, origin }) {
  return async (_user, number, { send, think }) => {
    const ip = `10.${(number >> 16) & 255}.${(number >> 8) & 255}.${number & 255}`
    const headers = { 'x-forwarded-for': ip }
    const json = { ...headers, origin }
    const post = posts[number % posts.length]
    for (let round = 0; round < 8; round++) {
      await send('GET', '/', { headers })
      if (round === 0 && number % 4 === 0) {
        await send('POST', '/api/account/sign-in', {
          headers: json,
          body: JSON.stringify({ email: emails[number % emails.length], password: PASSWORD }),
        })
      } else await send('GET', '/api/auth/get-session', { headers })
      await think()
      await send('GET', '/blog', { headers })
      await send('GET', '/api/blog/posts', { headers })
      await send('GET', '/api/like-post', { headers })
      await think()
      await send('POST', '/api/like-post', {
        headers: json,
        body: JSON.stringify({ postId: post, action: round % 2 === 0 ? 'like' : 'unlike' }),
      })
      await think()
      await send('GET', `/artiste/${artists[(number + round) % artists.length]}`, { headers })
      await send('GET', '/api/artists', { headers })
      await think()
      await send('GET', '/academie/piano/debutant', { headers })
      await think()
      await send('POST', '/api/chat', {
        headers: json,
        body: JSON.stringify({ messages: [{ sender: 'user', text: QUESTIONS[(number + round) % QUESTIONS.length] }] }),
      })
      await think()
      await send('GET', '/api/events', { headers })
      await think()
      if (round % 4 === 3) {
        await send('POST', `/api/blog/posts/${post}/comments`, {
          headers: json,
          body: JSON.stringify({
            authorName: `Visiteur ${number}`,
            content: `Merci pour cet article ! (${round})`,
            website: '',
          }),
        })
      } else await send('GET', `/api/blog/posts/${post}/comments`, { headers })
      await think()
    }
  }
}

function summary(result) {
  const statuses = {}
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = count
  const serverErrors = Object.entries(statuses)
    .filter(([code]) => Number(code) >= 500)
    .reduce((sum, [, count]) => sum + count, 0)
  return {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    statuses,
    serverErrors,
    socketErrors: result.errors,
    timeouts: result.timeouts,
  }
}

export async function runLoadBench() {
  const duration = Number(argument('duration', '60'))
  const connections = Number(argument('connections', '200'))
  const databaseUrl = argument('database-url', undefined)
  const redisUrl = argument('redis-url', undefined)
  const readSeconds = Math.max(5, Math.min(10, Math.round(duration / 6)))
  const saturationSeconds = Math.max(10, Math.round(duration / 2))
  // A person reads for longer than this; these pauses are deliberately short.
  const thinkMs = argument('think', '500-1500').split('-').map(Number)
  const BARE_PORT = 3311
  const APP_PORT = 3312
  const dataDir = mkdtempSync(join(tmpdir(), 'label-load-'))
  const logFile = join(dataDir, 'server.log')
  const origin = `http://localhost:${APP_PORT}`
  // Stops the server if the bench is interrupted.
  process.once('SIGINT', () => process.exit(130))
  const app = await startApp(
    APP_PORT,
    {
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    },
    logFile,
  )
  const base = `http://127.0.0.1:${APP_PORT}`
  try {
    const artists = (await (await fetch(`${base}/api/artists`)).json()).map(artist => artist.id)
    const posts = (await (await fetch(`${base}/api/blog/posts`)).json()).map(post => post.id)
    const emails = await createAccounts(base, origin, logFile)

    // 1 and 2: the bare server, then the read endpoints, same concurrency, same run.
    const bare = await startBare(BARE_PORT)
    console.log(`load: bare node:http, ${readSeconds} s at ${connections} connections...`)
    await autocannon({ url: `http://127.0.0.1:${BARE_PORT}/`, connections, duration: 1 })
    const bareResult = summary(
      await autocannon({ url: `http://127.0.0.1:${BARE_PORT}/`, connections, duration: readSeconds }),
    )
    bare.close()
    const reads = [
      '/',
      '/api/artists',
      '/blog',
      '/api/blog/posts',
      `/artiste/${artists[0]}`,
      '/academie/piano/debutant',
      '/api/events',
      '/api/academy/disciplines',
    ].map(path => ({
      method: 'GET',
      path,
      headers: { 'accept-encoding': 'br, gzip' },
    }))
    console.log(
      `load: read endpoints (${reads.length} pages and JSON in turn), ${readSeconds} s at ${connections} connections...`,
    )
    await autocannon({ url: base, connections, duration: 1, requests: reads })
    const readResult = summary(await autocannon({ url: base, connections, duration: readSeconds, requests: reads }))

    // 3: the mixed load, as visitors (pausing between actions), then without pauses (saturation),
    // with the server's memory sampled every 2 s.
    const memory = []
    const startedAt = Date.now()
    const sampler = setInterval(
      () => memory.push({ atSeconds: Math.round((Date.now() - startedAt) / 1000), rssMiB: residentMiB(app.pid) }),
      2000,
    )
    const session = visitorSession({ artists, posts, emails, origin })
    console.log(
      `load: ${connections} virtual users browsing (pauses of ${thinkMs[0]}–${thinkMs[1]} ms between actions), ${duration} s...`,
    )
    const mixed = await runVirtualUsers({
      base,
      users: connections,
      durationSeconds: duration,
      rampUpSeconds: 10,
      thinkMs,
      session,
    })
    console.log(`load: the same ${connections} users without pauses (saturation), ${saturationSeconds} s...`)
    const saturation = await runVirtualUsers({
      base,
      users: connections,
      durationSeconds: saturationSeconds,
      thinkMs: [0, 0],
      session,
    })
    clearInterval(sampler)
    const metrics = await (await fetch(`${base}/metrics`)).text()
    // Per route: how many, and the mean time the server took (from its own histogram).
    const sums = new Map(
      metrics
        .split('\n')
        .filter(line => line.startsWith('http_request_duration_seconds_sum{'))
        .map(line => {
          const [, labels, sum] = /^http_request_duration_seconds_sum\{(.*)\} ([\d.]+)$/.exec(line) ?? []
          return [labels, Number(sum)]
        }),
    )
    const byRoute = metrics
      .split('\n')
      .filter(line => line.startsWith('http_requests_total{'))
      .map(line => {
        const [, labels, count] = /^http_requests_total\{(.*)\} (\d+)$/.exec(line) ?? []
        return {
          labels,
          count: Number(count),
          meanMs: Math.round(((sums.get(labels) ?? 0) / Number(count)) * 10_000) / 10,
        }
      })
      .sort((a, b) => b.count - a.count)
    const rss = memory.map(sample => sample.rssMiB).filter(value => value !== undefined)
    const afterWarmUp = rss[Math.min(4, rss.length - 1)]
    const report = {
      settings: {
        connections,
        mixedSeconds: duration,
        saturationSeconds,
        thinkMs,
        readSeconds,
        database: databaseUrl ? 'postgres' : 'pglite',
        rateLimits: redisUrl ? 'redis' : databaseUrl ? 'database' : 'memory',
      },
      loadAverageAtEnd: loadavg().map(value => Number(value.toFixed(2))),
      bare: bareResult,
      reads: {
        ...readResult,
        ratioToBare: Number((readResult.requestsPerSecond / bareResult.requestsPerSecond).toFixed(2)),
      },
      mixed,
      saturation,
      memory: { samples: memory, afterWarmUpMiB: afterWarmUp, maxMiB: Math.max(...rss), endMiB: rss.at(-1) },
      byRoute: byRoute.slice(0, 30),
      targets: {
        zeroServerErrors: mixed.serverErrors === 0 && saturation.serverErrors === 0 && readResult.serverErrors === 0,
        p99Within300Ms: mixed.latencyMs.p99 <= 300,
        readsAtLeast40PercentOfBare: readResult.requestsPerSecond / bareResult.requestsPerSecond >= 0.4,
      },
    }
    return report
  } finally {
    await stop(app)
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export function printLoad(load) {
  const { settings, bare, reads, mixed, memory, targets } = load
  console.log(
    `\nMixed load, ${settings.connections} virtual users, ${settings.mixedSeconds} s with pauses of ${settings.thinkMs.join('–')} ms between actions, then ${settings.saturationSeconds} s without; ${settings.database}, counters in ${settings.rateLimits}; load average at the end ${load.loadAverageAtEnd.join(', ')}`,
  )
  console.log(
    `\n| phase | requests | req/s | p50 ms | p90 ms | p99 ms | max ms | 5xx | statuses |\n|---|---|---|---|---|---|---|---|---|`,
  )
  for (const [name, row] of [
    ['bare node:http hello world', bare],
    ['read endpoints (pages and JSON)', reads],
    ['mixed: visitors pausing between actions', mixed],
    ['mixed: no pauses (saturation)', load.saturation],
  ]) {
    console.log(
      `| ${name} | ${row.requests} | ${row.requestsPerSecond} | ${row.latencyMs.p50} | ${row.latencyMs.p90} | ${row.latencyMs.p99} | ${row.latencyMs.max} | ${row.serverErrors} | ${Object.entries(
        row.statuses,
      )
        .map(([code, count]) => `${code}: ${count}`)
        .join(', ')} |`,
    )
  }
  console.log(
    `\nReads at ${Math.round(reads.ratioToBare * 100)} % of the bare server. Server memory (RSS): ${memory.afterWarmUpMiB} MiB after 10 s, ${memory.maxMiB} MiB at most, ${memory.endMiB} MiB at the end.`,
  )
  console.log(
    `Targets: zero 5xx ${targets.zeroServerErrors ? 'met' : 'MISSED'}; p99 ≤ 300 ms ${targets.p99Within300Ms ? 'met' : 'MISSED'}; reads ≥ 40 % of bare ${targets.readsAtLeast40PercentOfBare ? 'met' : 'MISSED'}`,
  )
  console.log('\nVisitors phase, per kind of request (client side):')
  for (const row of load.mixed.byKind)
    console.log(
      `  ${row.kind}: ${row.requests} requests, p50 ${row.p50} ms, p99 ${row.p99} ms, max ${row.max} ms, ${row.over300} over 300 ms`,
    )
  console.log('\nBusiest routes (from /metrics):')
  for (const row of load.byRoute.slice(0, 16)) console.log(`  ${row.count}\tmean ${row.meanMs} ms\t${row.labels}`)
}
