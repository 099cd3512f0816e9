// `npm test`: checks the code, builds the app, then runs every test and prints one closing line
// `N passed, N failed`.
//   0. the checks: types (tsc), format and lint (Biome), import rules (dependency-cruiser); each that
//      fails counts as one failure, and the tests still run so that one run shows everything;
//   1. unit and route tests (Vitest) on PGlite;
//   2. the tests that use a database again, on PostgreSQL, when TEST_DATABASE_URL is set (e.g.
//      postgres://postgres@127.0.0.1:5432/postgres); the others would only repeat stage 1;
//   3. browser journeys (Playwright, Debian's Chromium at /usr/bin/chromium or $CHROMIUM_PATH);
//   4. browser journeys of the static demo (`npm run build:demo`, served with no API; playwright.demo.config.ts).
// Pass --no-e2e to skip steps 3 and 4 (the closing line says so), --checks-only to run step 0 alone.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join, relative } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const resultsDir = join(root, 'test-results')
mkdirSync(resultsDir, { recursive: true })
const skipE2e = process.argv.includes('--no-e2e')
const checksOnly = process.argv.includes('--checks-only')

function run(command, args, env = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`)
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1
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

function vitestStage(name, outputFile, env, files = []) {
  const status = run(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${outputFile}`, ...files],
    env,
  )
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
  stages.push({ name, passed, failed, skipped, failures })
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

const CHECKS = [
  { name: 'types (npm run typecheck)', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  { name: 'format and lint (Biome)', command: 'npx', args: ['biome', 'ci', '--colors=off', '.'] },
  { name: 'import rules (npm run lint:imports)', command: 'npm', args: ['run', '--silent', 'lint:imports'] },
]
for (const check of CHECKS) {
  const failed = run(check.command, check.args) !== 0
  stages.push({
    name: `check: ${check.name}${failed ? ' FAILED (see its output above)' : ''}`,
    passed: failed ? 0 : 1,
    failed: failed ? 1 : 0,
    skipped: 0,
  })
}

function finish() {
  console.log('\nSummary')
  for (const stage of stages) {
    console.log(`  ${stage.name}: ${stage.passed} passed, ${stage.failed} failed, ${stage.skipped} skipped`)
    // The names of what failed, repeated here because a CI log is often read from its end.
    for (const failure of stage.failures ?? []) console.log(`    ✗ ${failure}`)
    totals.passed += stage.passed
    totals.failed += stage.failed
    totals.skipped += stage.skipped
  }
  if (checksOnly) console.log('  tests: not run (--checks-only)')
  else if (skipE2e) console.log('  browser journeys: not run (--no-e2e)')
  console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
  process.exit(totals.failed > 0 ? 1 : 0)
}

if (checksOnly) finish()

if (run('npm', ['run', '--silent', 'build']) !== 0) {
  stages.push({ name: 'build: FAILED, no test was run', passed: 0, failed: 1, skipped: 0 })
  finish()
}

vitestStage('unit and route tests (PGlite)', join(resultsDir, 'vitest-pglite.json'), { TEST_DATABASE_URL: '' })
/**
 * Test files that open a database (directly, through the test app or a server process) or read
 * TEST_DATABASE_URL: the ones whose results can differ on PostgreSQL.
 */
function databaseTestFiles() {
  const usesDatabase =
    /createTestApp|createTestDatabase|openDatabase|TEST_DATABASE_URL|setup\/(test-app|test-database|route-test|accounts|admin-requests|teaching-kit|server-process)\.ts/
  const files = []
  const walk = directory => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.name.endsWith('.test.ts') && usesDatabase.test(readFileSync(path, 'utf8'))) files.push(path)
    }
  }
  for (const top of ['src', 'tests', 'scripts']) walk(join(root, top))
  return files.map(path => relative(root, path)).sort()
}

if (process.env.TEST_DATABASE_URL) {
  const files = databaseTestFiles()
  console.log(`\nOn PostgreSQL: the ${files.length} test files that use a database.`)
  vitestStage('route and database tests (PostgreSQL)', join(resultsDir, 'vitest-postgres.json'), {}, files)
}

function playwrightStage(name, args, reportPath) {
  rmSync(reportPath, { force: true })
  const status = run('npx', ['playwright', 'test', ...args])
  const counts = { passed: 0, failed: 0, skipped: 0, failures: [] }
  const report = existsSync(reportPath) ? readJson(reportPath) : null
  countPlaywright(report?.suites, counts)
  if (status !== 0 && counts.failed === 0) counts.failed = 1
  stages.push({ name, ...counts })
}

if (!skipE2e) {
  playwrightStage('browser journeys (Playwright)', [], join(resultsDir, 'e2e-results.json'))
  if (run('npm', ['run', '--silent', 'build:demo']) === 0) {
    playwrightStage(
      'static demo journeys (Playwright)',
      ['-c', 'playwright.demo.config.ts'],
      join(resultsDir, 'e2e-demo-results.json'),
    )
  } else {
    stages.push({ name: 'static demo journeys (Playwright): the demo build failed', passed: 0, failed: 1, skipped: 0 })
  }
}

finish()
