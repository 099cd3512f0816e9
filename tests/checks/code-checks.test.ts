import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'

// The checks `npm test` runs before the tests (scripts/test.mjs): each problem below, planted in a small
// project made of this repository's check configuration (package.json scripts, tsconfig, Biome, the
// import rules and the test runner) and one clean module, must fail its check with a message that names
// it. A copy of the whole repository made each check take minutes; the configuration is what is tested.
// They need no database. The import rules have their own fixture tree (tests/import-rules).
const root = new URL('../..', import.meta.url).pathname
const CHECK_FILES = [
  'package.json',
  'tsconfig.json',
  'biome.jsonc',
  '.gitignore',
  '.dependency-cruiser.cjs',
  '.dependency-cruiser.runtime.cjs',
  'scripts/test.mjs',
  'scripts/import-rules',
]
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

describe('the checks of npm test', { timeout: 300_000 }, () => {
  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'gombiste-checks-'))
    for (const path of CHECK_FILES) cpSync(join(root, path), join(copy, path), { recursive: true })
    mkdirSync(join(copy, 'tests'))
    mkdirSync(join(copy, 'src/core'), { recursive: true })
    mkdirSync(join(copy, 'src/features'))
    writeFileSync(join(copy, 'src/core/clean.ts'), 'export const count: number = 3\n')
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
