// `npm run bench`: measures the built server against a bare node:http "hello world" started in the
// same run, on loopback, with autocannon (50 connections). Writes bench/results/<date>.json and prints
// a Markdown table for docs/benchmarks.md. Needs a build (`npm run build`); never run inside tests.
//
//   npm run bench                 all scenarios, 10 s each, then the composer
//   npm run bench -- --duration 5 shorter runs
//   npm run bench -- --ai-only    only the AI teacher's figures (scripts/bench-ai.ts, run after the HTTP scenarios otherwise)
//   npm run bench -- --only composer   the composer alone
//   npm run bench -- --only pitch      the lessons' pitch detection alone (scripts/bench-pitch.ts)
//   npm run bench -- --only score      a 16-bar score drawn in headless Chromium (scripts/bench-score.mjs)
//   npm run bench -- --only drills     a drill item generated on the server (scripts/bench-drills.ts)
//   npm run bench -- --only load       the server under a mixed load of 200 virtual users for 60 s (scripts/bench-load.mjs;
//                                      --duration, --connections, --database-url, --redis-url)
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { cpus, loadavg, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { printLoad, runLoadBench } from './bench-load.mjs'
import { benchScore, printScore } from './bench-score.mjs'

const root = new URL('..', import.meta.url).pathname
const durationIndex = process.argv.indexOf('--duration')
const duration = durationIndex > 0 ? Number(process.argv[durationIndex + 1]) : 10
const onlyIndex = process.argv.indexOf('--only')
const only = onlyIndex > 0 ? process.argv[onlyIndex + 1] : undefined
const CONNECTIONS = 50

function startBare(port) {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' })
    response.end('hello world')
  })
  return new Promise(resolve => server.listen(port, '127.0.0.1', () => resolve(server)))
}

function startApp(port, dataDir) {
  const startedAt = performance.now()
  const child = spawn(process.execPath, [join(root, 'dist/server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout.on('data', chunk => {
      output += chunk
      if (output.includes('server ready')) {
        const line = output.split('\n').find(text => text.includes('server ready'))
        const readyInMs = JSON.parse(line).readyInMs
        resolve({ child, readyInMs, wallMs: Math.round(performance.now() - startedAt) })
      }
    })
    child.on('exit', code => reject(new Error(`server exited with ${code}\n${output}`)))
  })
}

function stop(child) {
  return new Promise(resolve => {
    child.removeAllListeners('exit')
    child.on('exit', resolve)
    child.kill('SIGTERM')
  })
}

async function load(url, headers = {}, request = {}) {
  // A short warm-up first, so JIT compilation and first renders are not part of the figure.
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers, ...request })
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers, ...request })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

const BARE_PORT = 3301
const APP_PORT = 3302
const dataDir = mkdtempSync(join(tmpdir(), 'label-bench-'))
const scenarios = [
  { name: 'artists list (JSON)', path: '/api/artists' },
  { name: 'artist detail (JSON)', path: '/api/artists/nadia-mbende' },
  { name: 'academy disciplines (JSON)', path: '/api/academy/disciplines' },
  { name: 'blog posts (JSON)', path: '/api/blog/posts' },
  { name: 'home page (server-rendered HTML)', path: '/' },
  { name: 'course page (server-rendered HTML)', path: '/academie/piano/debutant' },
  {
    // Each request comes from a new anonymous browser (no cookie): one like row and one count update each.
    name: 'like a post (POST, distinct clients)',
    path: '/api/like-post',
    request: {
      method: 'POST',
      body: JSON.stringify({ postId: 'rentree-2026-academie-gombiste', action: 'like' }),
      headers: { 'content-type': 'application/json' },
    },
  },
]

/** Peak resident memory of a process (Linux), in MiB. */
function peakRssMiB(pid) {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Math.round(Number(match[1]) / 1024) : undefined
  } catch {
    return undefined
  }
}

/**
 * The composer: in-process figures per style (scripts/bench-composer.ts), then request → playable file
 * through the built server: POST /api/music/compose for a 60 s piece, then GET of its MP3.
 */
async function benchComposer() {
  console.log('composer: 60 s pieces in-process, every style...')
  const inProcess = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', join(root, 'scripts/bench-composer.ts')],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
  if (inProcess.status !== 0) throw new Error(`bench-composer failed:\n${inProcess.stderr}`)
  const styles = JSON.parse(inProcess.stdout.trim().split('\n').pop())

  console.log('composer: through the built server...')
  const composerDataDir = mkdtempSync(join(tmpdir(), 'label-bench-composer-'))
  const app = await startApp(APP_PORT, composerDataDir)
  // The server warms the composer 2 s after it is ready; measure a server that has been up a moment.
  await new Promise(resolve => setTimeout(resolve, 4000))
  const http = []
  try {
    const rssBefore = peakRssMiB(app.child.pid)
    for (const [rhythm, seed] of [
      ['Makossa', 11],
      ['4/4 Pop/Rock', 12],
      ['Gospel', 13],
      ['Makossa', 11],
    ]) {
      const startedAt = performance.now()
      const response = await fetch(`http://127.0.0.1:${APP_PORT}/api/music/compose`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          variant: 'musicien',
          prompt: `Banc d'essai ${rhythm}`,
          rhythm,
          tempo: 112,
          duration: 60,
          instruments: ['Piano', 'Basse', 'Batterie', 'Guitare', 'Percussions'],
          seed,
        }),
      })
      const piece = await response.json()
      const composedMs = performance.now() - startedAt
      const file = await fetch(`http://127.0.0.1:${APP_PORT}${piece.url}`)
      const bytes = (await file.arrayBuffer()).byteLength
      http.push({
        rhythm,
        seed,
        status: response.status,
        composeMs: Math.round(composedMs),
        requestToPlayableFileMs: Math.round(performance.now() - startedAt),
        contentType: file.headers.get('content-type'),
        bytes,
      })
    }
    const rssAfter = peakRssMiB(app.child.pid)
    const saturated = await benchSaturatedComposer(app.child.pid)
    return {
      inProcess: styles,
      http,
      saturated,
      serverPeakRssMiB: { beforeComposing: rssBefore, afterComposing: rssAfter },
      loadAverage1m: Number(loadavg()[0].toFixed(2)),
    }
  } finally {
    await stop(app.child)
    rmSync(composerDataDir, { recursive: true, force: true })
  }
}

/** Resident memory of a process now (Linux), in MiB. */
function rssMiB(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Math.round(Number(match[1]) / 1024) : undefined
  } catch {
    return undefined
  }
}

/** CPU seconds a process has used (Linux: utime + stime, 100 ticks a second). */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'latin1').split(') ')[1].split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return undefined
  }
}

/**
 * The composer saturated, as in the exhaustion report: ten anonymous requests for 180 s pieces at once
 * (each capped to the visitor maximum; one rendered at a time, four waiting, the rest refused with 503),
 * while `GET /` is measured (10 connections, 10 s), against the same measure with the composer idle;
 * resident memory is sampled every 250 ms (its rise over the idle level, per piece in flight). Then
 * five requests whose clients leave after 3 s: the server's CPU time over the next 5 s shows whether
 * their renders stopped.
 */
async function benchSaturatedComposer(pid) {
  const home = `http://127.0.0.1:${APP_PORT}/`
  const page = async () => {
    const result = await autocannon({ url: home, connections: 10, duration: 10 })
    return {
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      maxMs: result.latency.max,
      requests: result.requests.total,
    }
  }
  const compose = (seed, signal) =>
    fetch(`http://127.0.0.1:${APP_PORT}/api/music/compose`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        variant: 'musicien',
        prompt: `Saturation ${seed}`,
        rhythm: 'Makossa',
        duration: 180,
        seed,
      }),
      signal,
    }).then(
      response => ({ status: response.status, retryAfter: response.headers.get('retry-after') }),
      () => ({ status: 'aborted' }),
    )
  console.log('composer: GET / with the composer idle, then saturated...')
  const idle = await page()
  const rssIdle = rssMiB(pid)
  let rssPeak = rssIdle
  const sampler = setInterval(() => {
    const now = rssMiB(pid)
    if (now > rssPeak) rssPeak = now
  }, 250)
  const requests = Array.from({ length: 10 }, (_, index) => compose(1000 + index))
  const busy = await page()
  const answers = await Promise.all(requests)
  clearInterval(sampler)
  const statuses = {}
  for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1

  console.log('composer: five requests whose clients leave after 3 s...')
  const leaving = Array.from({ length: 5 }, (_, index) => {
    const controller = new AbortController()
    setTimeout(() => controller.abort(), 3000)
    return compose(2000 + index, controller.signal)
  })
  await Promise.all(leaving)
  const cpuAtAbort = cpuSeconds(pid)
  await new Promise(resolve => setTimeout(resolve, 5000))
  const cpuAfterAbort = cpuSeconds(pid) - cpuAtAbort
  return {
    pageIdle: idle,
    pageSaturated: busy,
    statuses,
    retryAfter: answers.find(answer => answer.retryAfter)?.retryAfter ?? null,
    rssIdleMiB: rssIdle,
    rssPeakSaturatedMiB: rssPeak,
    // One piece is in flight at a time (RENDER_QUEUE_DEFAULTS.inFlight).
    rssPerPieceInFlightMiB: rssPeak - rssIdle,
    serverCpuSecondsInTheFiveSecondsAfterClientsLeft: Number(cpuAfterAbort.toFixed(2)),
  }
}

function printComposer(composer) {
  console.log(
    `\nComposer, 60 s pieces (${composer.inProcess.instruments.join(', ')}), load average ${composer.loadAverage1m} on ${composer.inProcess.cpus} CPUs`,
  )
  console.log(
    `\n| style | request → bytes ms (median of 3) | the three runs | process CPU ms | main CPU ms | render CPU ms (each thread) | master + encode CPU ms (each thread) | critical path CPU ms | MP3 bytes | bytes per minute | MIDI bytes |\n|---|---|---|---|---|---|---|---|---|---|---|`,
  )
  for (const row of composer.inProcess.rows) {
    console.log(
      `| ${row.rhythm} | ${row.wallMs} | ${row.wallTimesMs.join(' / ')} | ${row.processCpuMs} | ${row.mainCpuMs} | ${row.renderCpuMs.join(' + ')} | ${row.masterAndEncodeCpuMs.join(' + ')} | ${row.criticalPathCpuMs} | ${row.mp3Bytes} | ${row.bytesPerMinute} | ${row.midiBytes} |`,
    )
  }
  console.log(`\nMemory: ${JSON.stringify(composer.inProcess.memory)}`)
  console.log(
    `\nIn-process peak RSS ${composer.inProcess.peakRssMiB} MiB; server peak RSS ${composer.serverPeakRssMiB.beforeComposing} → ${composer.serverPeakRssMiB.afterComposing} MiB`,
  )
  if (composer.saturated) {
    const s = composer.saturated
    console.log(
      `\nSaturated composer: GET / p50 ${s.pageIdle.p50Ms} → ${s.pageSaturated.p50Ms} ms, p99 ${s.pageIdle.p99Ms} → ${s.pageSaturated.p99Ms} ms, max ${s.pageIdle.maxMs} → ${s.pageSaturated.maxMs} ms; answers ${JSON.stringify(s.statuses)} (Retry-After ${s.retryAfter}); RSS ${s.rssIdleMiB} → ${s.rssPeakSaturatedMiB} MiB (${s.rssPerPieceInFlightMiB} MiB per piece in flight); server CPU in the 5 s after 5 clients left: ${s.serverCpuSecondsInTheFiveSecondsAfterClientsLeft} s`,
    )
  }
  console.log(
    `\n| through the server | status | compose ms | request → playable file ms | type | bytes |\n|---|---|---|---|---|---|`,
  )
  for (const row of composer.http) {
    console.log(
      `| ${row.rhythm} (seed ${row.seed}) | ${row.status} | ${row.composeMs} | ${row.requestToPlayableFileMs} | ${row.contentType} | ${row.bytes} |`,
    )
  }
}

function writeReport(report) {
  mkdirSync(join(root, 'bench/results'), { recursive: true })
  const file = join(root, 'bench/results', `${report.date.slice(0, 19).replace(/:/g, '-')}.json`)
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)
  return file
}

/** The lessons' pitch detection: in-process, on synthesised signals (scripts/bench-pitch.ts). */
function benchPitch() {
  console.log('pitch: accuracy in cents and onset timing on synthesised tones...')
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/bench-pitch.ts')], {
    cwd: root,
    encoding: 'utf8',
  })
  if (run.status !== 0) throw new Error(`bench-pitch failed:\n${run.stderr}`)
  const lines = run.stdout.split('\n')
  console.log(lines.filter(line => !line.startsWith('PITCH_JSON ')).join('\n'))
  const json = lines.find(line => line.startsWith('PITCH_JSON '))
  return json ? JSON.parse(json.slice('PITCH_JSON '.length)) : null
}

/** The drill generator: an item per level and kind, in-process (scripts/bench-drills.ts). */
function benchDrills() {
  console.log('drills: items generated per level...')
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/bench-drills.ts')], {
    cwd: root,
    encoding: 'utf8',
  })
  if (run.status !== 0) throw new Error(`bench-drills failed:\n${run.stderr}`)
  const lines = run.stdout.split('\n')
  console.log(lines.filter(line => !line.startsWith('DRILLS_JSON ')).join('\n'))
  const json = lines.find(line => line.startsWith('DRILLS_JSON '))
  return json ? JSON.parse(json.slice('DRILLS_JSON '.length)) : null
}

if (only === 'drills') {
  const drills = benchDrills()
  const file = writeReport({
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version, loadavg: loadavg() },
    drills,
  })
  console.log(`\nwritten to ${file}`)
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(0)
}

if (only === 'score') {
  const score = await benchScore()
  printScore(score)
  const file = writeReport({
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version, loadavg: loadavg() },
    score,
  })
  console.log(`\nwritten to ${file}`)
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(0)
}

if (only === 'pitch') {
  const pitch = benchPitch()
  const file = writeReport({
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version },
    pitch,
  })
  console.log(`\nwritten to ${file}`)
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(0)
}

if (only === 'load') {
  try {
    const load = await runLoadBench()
    const file = writeReport({
      date: new Date().toISOString(),
      machine: {
        cpus: cpus().length,
        model: cpus()[0]?.model,
        memoryGiB: Math.round(totalmem() / 2 ** 30),
        node: process.version,
      },
      load,
    })
    printLoad(load)
    console.log(`\nwritten to ${file}`)
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
  process.exit(0)
}

if (only === 'composer') {
  try {
    const composer = await benchComposer()
    const file = writeReport({
      date: new Date().toISOString(),
      machine: {
        cpus: cpus().length,
        model: cpus()[0]?.model,
        memoryGiB: Math.round(totalmem() / 2 ** 30),
        node: process.version,
      },
      composer,
    })
    printComposer(composer)
    printScore(score)
    console.log(`\nwritten to ${file}`)
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
  process.exit(0)
}

const aiOnly = process.argv.includes('--ai-only')
if (!aiOnly)
  try {
    // First start seeds an empty data dir; the second start measures readiness on existing data.
    const first = await startApp(APP_PORT, dataDir)
    await stop(first.child)
    const app = await startApp(APP_PORT, dataDir)
    const bare = await startBare(BARE_PORT)

    console.log(`bare node:http baseline, ${duration} s at ${CONNECTIONS} connections...`)
    const baseline = await load(`http://127.0.0.1:${BARE_PORT}/`)
    const rows = []
    for (const scenario of scenarios) {
      console.log(`${scenario.name}...`)
      const measured = await load(
        `http://127.0.0.1:${APP_PORT}${scenario.path}`,
        { 'accept-encoding': 'br, gzip' },
        scenario.request,
      )
      rows.push({
        name: scenario.name,
        path: scenario.path,
        ...measured,
        ratioToBare: Number((measured.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)),
      })
    }
    bare.close()
    await stop(app.child)
    const composer = await benchComposer()
    const pitch = benchPitch()
    const drills = benchDrills()
    const score = await benchScore()

    const report = {
      date: new Date().toISOString(),
      machine: {
        cpus: cpus().length,
        model: cpus()[0]?.model,
        memoryGiB: Math.round(totalmem() / 2 ** 30),
        node: process.version,
      },
      settings: { connections: CONNECTIONS, durationSeconds: duration },
      readyOnExistingDataDirMs: app.readyInMs,
      processStartToReadyMs: app.wallMs,
      baseline,
      scenarios: rows,
      composer,
      pitch,
      drills,
      score,
    }
    const file = writeReport(report)

    console.log(`\nServer ready on an existing data dir: ${app.readyInMs} ms after start (${app.wallMs} ms from spawn)`)
    console.log(`\n| scenario | req/s | p50 ms | p99 ms | errors | vs bare |\n|---|---|---|---|---|---|`)
    console.log(
      `| bare node:http hello world | ${baseline.requestsPerSecond} | ${baseline.latencyP50Ms} | ${baseline.latencyP99Ms} | ${baseline.errors} | 1.00 |`,
    )
    for (const row of rows) {
      console.log(
        `| ${row.name} \`${row.path}\` | ${row.requestsPerSecond} | ${row.latencyP50Ms} | ${row.latencyP99Ms} | ${row.errors} | ${row.ratioToBare.toFixed(2)} |`,
      )
    }
    printComposer(composer)
    printScore(score)
    console.log(`\nwritten to ${file}`)
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }

// The AI teacher: built-in tutor latency, time to first token against the loopback provider,
// playlist ranking of 10,000 songs. In-process, so it needs no build.
await new Promise((resolve, reject) => {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts/bench-ai.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, LOG_LEVEL: 'silent' },
  })
  child.on('exit', code => (code === 0 ? resolve() : reject(new Error(`bench-ai exited with ${code}`))))
})
