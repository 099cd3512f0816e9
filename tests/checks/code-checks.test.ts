import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'

// The checks `npm test` runs before the tests (scripts/test.mjs): each problem below, planted in a copy
// of this repository, must fail its check with a message that names it. They need no database: the
// PostgreSQL pass of the suite skips them.
const root = new URL('../..', import.meta.url).pathname
let copy = ''
const planted: string[] = []

function runIn(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: copy, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } })
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
}

/** The output without terminal colours (tsc colours its report even when not on a terminal). */
const plain = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '')

function plant(path: string, text: string) {
  mkdirSync(dirname(join(copy, path)), { recursive: true })
  writeFileSync(join(copy, path), text)
  planted.push(path)
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the checks of npm test', { timeout: 300_000 }, () => {
  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'gombiste-checks-'))
    const files = spawnSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
      .stdout.split('\0')
      .filter(Boolean)
    for (const file of files) {
      mkdirSync(dirname(join(copy, file)), { recursive: true })
      cpSync(join(root, file), join(copy, file))
    }
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir')
    // Biome reads .gitignore through git.
    spawnSync('git', ['init', '-q'], { cwd: copy })
  })
  afterEach(() => {
    for (const path of planted.splice(0)) rmSync(join(copy, path), { force: true })
  })
  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true })
  })

  test('the import rules name a feature cycle, a file cycle and a core → feature import', () => {
    // learning → commerce is a declared edge: the way back closes a cycle between the two features.
    plant(
      'src/features/commerce/learning-link.ts',
      "export { formulaOpensLevel } from '#features/learning/learning.access.ts'\n",
    )
    plant('src/features/blog/cycle-a.ts', "import { b } from './cycle-b.ts'\n\nexport const a = () => b\n")
    plant('src/features/blog/cycle-b.ts', "import { a } from './cycle-a.ts'\n\nexport const b = () => a\n")
    plant('src/core/reads-a-feature.ts', "export { safeHref } from '#features/blog/markdown.ts'\n")
    const { status, output } = runIn('npm', ['run', '--silent', 'lint:imports'])
    expect(status).not.toBe(0)
    expect(output).toContain(
      'feature-imports-undeclared-feature: src/features/commerce/learning-link.ts → src/features/learning/learning.access.ts',
    )
    expect(output).toMatch(/no-circular: src\/features\/blog\/cycle-[ab]\.ts →/)
    expect(output).toContain('core-imports-no-feature: src/core/reads-a-feature.ts → src/features/blog/markdown.ts')
  })

  test('Biome refuses a core → feature import even when it imports only types', () => {
    plant(
      'src/core/types-of-a-feature.ts',
      "import type { Payments } from '#features/commerce/server/payments.server.ts'\n\nexport type Providers = Payments['providers']\n",
    )
    const { status, output } = runIn('npx', ['biome', 'lint', '--colors=off', 'src/core/types-of-a-feature.ts'])
    expect(status).not.toBe(0)
    expect(output).toContain('src/core imports no feature, page or server code')
  })

  test('a type error fails the typecheck, naming the file and the error', () => {
    plant('src/core/wrong-type.ts', "export const count: number = 'trois'\n")
    const { status, output } = runIn('npm', ['run', '--silent', 'typecheck'])
    expect(status).not.toBe(0)
    expect(plain(output)).toMatch(/src\/core\/wrong-type\.ts.*1.*14.*error TS2322/)
  })

  test('an unformatted file fails Biome, naming the file', () => {
    plant('src/core/untidy.ts', 'export const  untidy = { a:1,b : 2 };\n')
    const { status, output } = runIn('npx', ['biome', 'ci', '--colors=off', '.'])
    expect(status).not.toBe(0)
    expect(output).toMatch(/src\/core\/untidy\.ts format/)
  })

  test('npm test counts a failing check in its closing line and exits non-zero', () => {
    plant('src/core/wrong-type.ts', "export const count: number = 'trois'\n")
    const { status, output } = runIn('node', ['scripts/test.mjs', '--checks-only'])
    expect(status).toBe(1)
    expect(output).toContain('check: types (npm run typecheck) FAILED')
    expect(output).toMatch(/^2 passed, 1 failed, 0 skipped$/m)
  })
})
