// `npm test`: checks the code, builds the app, then runs every test and prints one closing line
// `N passed, N failed`.
//   0. the checks (types, Biome, import rules) run while the app builds; each failed check counts as
//      one failure, and the tests still run so that one run shows everything;
//   1. unit and route tests (Vitest), once: the database tests on PostgreSQL when TEST_DATABASE_URL is
//      set (e.g. postgres://postgres@127.0.0.1:5432/postgres), on PGlite otherwise; the PGlite adapter
//      tests always on PGlite. The static demo builds meanwhile;
//   2. browser journeys (Playwright, Debian's Chromium at /usr/bin/chromium or $CHROMIUM_PATH), on the
//      embedded database;
//   3. browser journeys of the static demo (served with no API; playwright.demo.config.ts).
// Pass --no-e2e to skip steps 2 and 3 (the closing line says so), --checks-only to run step 0 alone.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join, relative } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const resultsDir = join(root, 'test-results')
mkdirSync(resultsDir, { recursive: true })
const skipE2e = process.argv.includes('--no-e2e')
const checksOnly = process.argv.includes('--checks-only')
const startedAt = Date.now()

/**
 * Runs a command; its output goes to the console as it comes, or, for a command running beside
 * another (`quiet`), is printed in one piece once it ends so two logs never interleave.
 */
function run(command, args, { env = {}, quiet = false } = {}) {
  const line = `$ ${[command, ...args].join(' ')}`
  if (!quiet) console.log(`\n${line}`)
  const started = Date.now()
  return new Promise(resolve => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    })
    let output = ''
    child.stdout?.on('data', chunk => (output += chunk))
    child.stderr?.on('data', chunk => (output += chunk))
    child.on('close', code => {
      if (quiet) console.log(`\n${line}\n${output}`)
      resolve({ status: code ?? 1, seconds: (Date.now() - started) / 1000 })
    })
  })
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return null
  }
}

const totals = { passed: 0, failed: 0, skipped: 0 }
const stages = []

async function vitestStage(name, outputFile) {
  rmSync(outputFile, { force: true })
  const { status, seconds } = await run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${outputFile}`,
  ])
  const report = readJson(outputFile)
  const passed = report?.numPassedTests ?? 0
  // A crash before any report still counts as a failure.
  const failed = report ? report.numFailedTests + (status !== 0 && report.numFailedTests === 0 ? 1 : 0) : 1
  const skipped = (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0)
  const failures = []
  for (const file of report?.testResults ?? []) {
    const where = relative(root, file.name)
    const failedTests = (file.assertionResults ?? []).filter(test => test.status === 'failed')
    for (const test of failedTests) failures.push(`${where} › ${test.fullName}`)
    // A file that fails before its tests run (an import error, a hook) has no failed test to name.
    if (file.status === 'failed' && failedTests.length === 0) failures.push(`${where}: ${firstLine(file.message)}`)
  }
  stages.push({ name, passed, failed, skipped, failures, seconds })
}

function firstLine(text) {
  return String(text ?? 'failed')
    .split('\n')[0]
    .slice(0, 200)
}

function countPlaywright(suites, counts) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'skipped') counts.skipped++
        else if (test.status === 'expected' || test.status === 'flaky') counts.passed++
        else {
          counts.failed++
          counts.failures.push(`[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}`)
        }
      }
    }
    countPlaywright(suite.suites, counts)
  }
}

async function playwrightStage(name, args, reportPath) {
  rmSync(reportPath, { force: true })
  const { status, seconds } = await run('npx', ['playwright', 'test', ...args])
  const counts = { passed: 0, failed: 0, skipped: 0, failures: [] }
  const report = existsSync(reportPath) ? readJson(reportPath) : null
  countPlaywright(report?.suites, counts)
  if (status !== 0 && counts.failed === 0) counts.failed = 1
  stages.push({ name, ...counts, seconds })
}

function finish() {
  console.log('\nSummary')
  for (const stage of stages) {
    const time = stage.seconds === undefined ? '' : ` (${formatSeconds(stage.seconds)})`
    console.log(`  ${stage.name}: ${stage.passed} passed, ${stage.failed} failed, ${stage.skipped} skipped${time}`)
    // The names of what failed, repeated here because a CI log is often read from its end.
    for (const failure of stage.failures ?? []) console.log(`    ✗ ${failure}`)
    totals.passed += stage.passed
    totals.failed += stage.failed
    totals.skipped += stage.skipped
  }
  if (checksOnly) console.log('  tests: not run (--checks-only)')
  else if (skipE2e) console.log('  browser journeys: not run (--no-e2e)')
  console.log(`  total time: ${formatSeconds((Date.now() - startedAt) / 1000)}`)
  console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
  process.exit(totals.failed > 0 ? 1 : 0)
}

function formatSeconds(seconds) {
  return seconds >= 60 ? `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s` : `${seconds.toFixed(1)} s`
}

const CHECKS = [
  { name: 'types (npm run typecheck)', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  { name: 'format and lint (Biome)', command: 'npx', args: ['biome', 'ci', '--colors=off', '.'] },
  { name: 'import rules (npm run lint:imports)', command: 'npm', args: ['run', '--silent', 'lint:imports'] },
]

async function checks() {
  for (const check of CHECKS) {
    const { status, seconds } = await run(check.command, check.args, { quiet: true })
    const failed = status !== 0
    stages.push({
      name: `check: ${check.name}${failed ? ' FAILED (see its output above)' : ''}`,
      passed: failed ? 0 : 1,
      failed: failed ? 1 : 0,
      skipped: 0,
      seconds,
    })
  }
}

if (checksOnly) {
  await checks()
  finish()
}

const [, build] = await Promise.all([checks(), run('npm', ['run', '--silent', 'build'])])
if (build.status !== 0) {
  stages.push({ name: 'build: FAILED, no test was run', passed: 0, failed: 1, skipped: 0, seconds: build.seconds })
  finish()
}
stages.push({ name: 'build', passed: 0, failed: 0, skipped: 0, seconds: build.seconds })

const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'
const [, demoBuild] = await Promise.all([
  vitestStage(`unit and route tests (Vitest, databases on ${database})`, join(resultsDir, 'vitest.json')),
  skipE2e ? null : run('npm', ['run', '--silent', 'build:demo'], { quiet: true }),
])

if (!skipE2e) {
  await playwrightStage('browser journeys (Playwright)', [], join(resultsDir, 'e2e-results.json'))
  if (demoBuild?.status === 0) {
    await playwrightStage(
      'static demo journeys (Playwright)',
      ['-c', 'playwright.demo.config.ts'],
      join(resultsDir, 'e2e-demo-results.json'),
    )
  } else {
    stages.push({ name: 'static demo journeys (Playwright): the demo build failed', passed: 0, failed: 1, skipped: 0 })
  }
}

finish()
