import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'

// The import rules of .dependency-cruiser.cjs (both passes of `npm run lint:imports`), run on a copy of a
// small tree that keeps them all (fixtures/tree), with the problems below planted in it.
const root = new URL('../..', import.meta.url).pathname
const fixture = join(root, 'tests/import-rules/fixtures/tree')

function lintImports(planted: Record<string, string> = {}) {
  const copy = mkdtempSync(join(tmpdir(), 'gombiste-import-rules-'))
  try {
    cpSync(fixture, copy, { recursive: true })
    for (const [path, text] of Object.entries(planted)) {
      mkdirSync(dirname(join(copy, path)), { recursive: true })
      writeFileSync(join(copy, path), text)
    }
    const result = spawnSync(
      process.execPath,
      [join(root, 'scripts/import-rules/lint-imports.mjs'), 'src', 'tests', 'scripts'],
      { cwd: copy, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } },
    )
    return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
}

describe('the import rules', { timeout: 60_000 }, () => {
  test('pass on a tree that keeps them, with both passes run', () => {
    const { status, output } = lintImports()
    expect(output.match(/no dependency violations found/g)).toHaveLength(2)
    expect(status).toBe(0)
  })

  // One run for every planted problem: each cruise of the copy starts dependency-cruiser twice.
  let planted: { status: number | null; output: string }
  beforeAll(() => {
    planted = lintImports({
      'src/features/courses/app-client.ts':
        "import type { AppType } from '#server/app.ts'\n\nexport type Api = AppType\n",
      'src/features/courses/links.ts': "import type { Paths } from '#web/paths.ts'\n\nexport type Links = Paths\n",
      'src/features/courses/paid.ts': "export { isPaid } from '../commerce/orders.ts'\n",
      'src/lib/music/lesson-pitch.ts':
        "import type { Level } from '#features/catalog/levels.ts'\n\nexport type L = Level\n",
      'src/lib/music/reach-out.ts': "export { apiClient } from '../../core/http/api-client.ts'\n",
      'src/features/composer/assistant-tool.ts':
        "import type { ComposeMusic } from '#features/assistant/compose-music.ts'\n\nexport type Tool = ComposeMusic\n",
      'src/core/http/levels-type.ts': "export type { Level } from '#features/catalog/levels.ts'\n",
      'src/core/http/lessons.ts': "export { firstNote } from '#features/courses/lessons.ts'\n",
      'src/features/catalog/catalogue.ts':
        "import text from '../../../content/catalogue.yaml?raw'\n\nexport const raw = text\n",
      'scripts/start.ts': "import { createTestApp } from '#tests/setup/test-app.ts'\n\ncreateTestApp()\n",
      'src/web/uses-tests.ts':
        "import type { createTestApp } from '#tests/setup/test-app.ts'\n\nexport type T = typeof createTestApp\n",
      // courses → commerce is a declared edge: the way back would close a cycle between the two features.
      'src/features/commerce/course-link.ts': "export { opens } from '#features/courses/lessons.ts'\n",
      'src/features/composer/cycle-a.ts': "import { b } from './cycle-b.ts'\n\nexport const a = () => b\n",
      'src/features/composer/cycle-b.ts': "import { a } from './cycle-a.ts'\n\nexport const b = () => a\n",
      'src/features/courses/server/lessons.server.ts': 'export const lessonsTable = []\n',
      'src/features/courses/lesson-list.ts': "export { lessonsTable } from './server/lessons.server.ts'\n",
    })
  })

  test('name the importing and the imported file of each import that breaks a layer, type imports included', () => {
    const { status, output } = planted
    expect(status).not.toBe(0)
    for (const violation of [
      'feature-imports-no-web-or-server: src/features/courses/app-client.ts → src/server/app.ts',
      'feature-imports-no-web-or-server: src/features/courses/links.ts → src/web/paths.ts',
      'relative-import-leaves-its-folder: src/features/courses/paid.ts → src/features/commerce/orders.ts',
      'lib-imports-only-lib: src/lib/music/lesson-pitch.ts → src/features/catalog/levels.ts',
      'relative-import-leaves-its-folder: src/lib/music/reach-out.ts → src/core/http/api-client.ts',
      'feature-imports-undeclared-feature: src/features/composer/assistant-tool.ts → src/features/assistant/compose-music.ts',
      'core-imports-no-feature: src/core/http/levels-type.ts → src/features/catalog/levels.ts',
      'core-imports-no-feature: src/core/http/lessons.ts → src/features/courses/lessons.ts',
      'content-read-by-composition-only: src/features/catalog/catalogue.ts → content/catalogue.yaml',
      'scripts-import-no-test-code: scripts/start.ts → tests/setup/test-app.ts',
      'app-imports-no-test-code: src/web/uses-tests.ts → tests/setup/test-app.ts',
    ]) {
      expect(output).toContain(violation)
    }
  })

  test('refuse an import against a declared edge, a file cycle and server code in the browser', () => {
    const { output } = planted
    expect(output).toContain(
      'feature-imports-undeclared-feature: src/features/commerce/course-link.ts → src/features/courses/lessons.ts',
    )
    expect(output).toMatch(/no-circular: src\/features\/composer\/cycle-[ab]\.ts →/)
    expect(output).toContain(
      'browser-imports-no-server-code: src/features/courses/lesson-list.ts → src/features/courses/server/lessons.server.ts',
    )
  })
})
