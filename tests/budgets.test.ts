import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import {
  AFTER_LOAD_MODULES,
  CLIENT,
  chunkFiles,
  describeWeight,
  firstVisitScripts,
  gzipSize,
  HOME_FIRST_VISIT_JS_BUDGET,
  HOME_PAGE_MODULE,
  readManifest,
  SERVICE_WORKER,
  weigh,
} from './setup/first-visit-scripts.ts'

/**
 * Deterministic weight budgets on the production build (`npm test` builds it first). Phones on slow
 * networks in Central Africa pay for every kilobyte, so these fail the build instead of a benchmark.
 */
const KB = 1024
const CSS_BUDGET = 20 * KB
const LESSON_EXTRA_JS_BUDGET = 60 * KB

describe('weight budgets of the build', () => {
  test('the build exists (run `npm run build` first)', () => {
    expect(existsSync(join(CLIENT, '.vite', 'manifest.json'))).toBe(true)
  })

  // Every script a first visit to the home page downloads (tests/setup/first-visit-scripts.ts), the
  // ones started after the `load` event and the service worker included. tests/e2e/page-weight.spec.ts
  // checks in Chromium that such a visit downloads exactly these files.
  test(`every script of a first visit to the home page is at most ${HOME_FIRST_VISIT_JS_BUDGET} B gzip`, () => {
    const files = firstVisitScripts(readManifest(), [HOME_PAGE_MODULE])
    expect(files.has(SERVICE_WORKER)).toBe(true)
    const weight = weigh(files)
    expect(weight.total, `first visit to /: ${describeWeight(weight)}`).toBeLessThanOrEqual(HOME_FIRST_VISIT_JS_BUDGET)
  })

  // The score and practice code loads only on lesson pages, at most 60 KB gzip more there
  // than on the home page. A lesson page's first visit: its chunk and what it imports statically (the
  // score engraver, the synthesizer, the exercises and pitch detection: the free lesson is server-rendered).
  test(`a lesson page's first visit downloads at most ${LESSON_EXTRA_JS_BUDGET / KB} KB gzip more script than the home page's`, () => {
    const manifest = readManifest()
    const home = firstVisitScripts(manifest, [HOME_PAGE_MODULE])
    const lesson = firstVisitScripts(manifest, ['src/web/pages/academy/lesson.tsx'])
    const lessonCode = [...lesson].map(file => readFileSync(join(CLIENT, file), 'utf8')).join('\n')
    // The blocks' code is among what is counted.
    expect(lessonCode).toContain('note-playing')
    expect(lessonCode).toContain('Fréquences visées')
    const extra = weigh([...lesson].filter(file => !home.has(file)))
    expect(extra.total, `lesson page, beyond the home page's scripts: ${describeWeight(extra)}`).toBeLessThanOrEqual(
      LESSON_EXTRA_JS_BUDGET,
    )
    // …and none of it reaches the home page.
    const homeCode = [...home].map(file => readFileSync(join(CLIENT, file), 'utf8')).join('\n')
    expect(homeCode).not.toContain('note-playing')
    expect(homeCode).not.toContain('Fréquences visées')
  })

  test('the scripts a page starts after its paint or its load event are all counted', () => {
    // boot.ts imports the entry the server names (the one `import()`); main.tsx imports nothing
    // lazily on every page but the static demo's backend (dropped from this build) and the modules
    // listed in AFTER_LOAD_MODULES. A new after-load import must join that list, and the budget.
    const lazyImports = (file: string) =>
      [
        ...readFileSync(join(import.meta.dirname, '..', file), 'utf8').matchAll(
          /\bimport\(\s*(?:\/\*[^*]*\*\/\s*)?([^)]*)\)/g,
        ),
      ].map(match => match[1]!.trim())
    expect(lazyImports('src/web/boot.ts')).toEqual(['entry'])
    const listed = AFTER_LOAD_MODULES.map(key => `'./${key.replace(/^src\/web\//, '')}'`)
    expect(lazyImports('src/web/main.tsx').filter(specifier => specifier !== "'../demo/install.ts'")).toEqual(listed)
    const code = readFileSync(join(CLIENT, readManifest()['index.html']!.file), 'utf8')
    expect(code, 'the demo backend is not in the normal build').not.toContain('installDemoBackend')
  })

  test('code that only some pages need stays out of the entry chunk', () => {
    const manifest = readManifest()
    const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)
    expect(entry).toBeDefined()
    const entryFiles = chunkFiles(manifest, [entry![0]])
    const entryCode = [...entryFiles].map(file => readFileSync(join(CLIENT, file), 'utf8')).join('\n')
    // The markdown renderer, the video facade and the legal texts belong to their pages.
    expect(entryCode).not.toContain('youtube-nocookie')
    expect(entryCode).not.toContain('Politique de confidentialité</h1>')
    expect(entryCode).not.toContain('parseMarkdown')
  })

  test('the static demo (its in-browser backend, sample data and demo account) is not in the normal build', () => {
    const code = readdirSync(join(CLIENT, 'assets'))
      .filter(file => file.endsWith('.js'))
      .map(file => readFileSync(join(CLIENT, 'assets', file), 'utf8'))
      .join('\n')
    expect(code).not.toContain('gombiste_demo')
    expect(code).not.toContain('demo@gombiste-records.cm')
    expect(code).not.toContain('indisponible en mode démo')
  })

  test('scripts are fetched at low priority, after the stylesheet and the main image', () => {
    const html = readFileSync(join(CLIENT, 'index.html'), 'utf8')
    const scripts = html.match(/<(script type="module"|link rel="modulepreload")[^>]*>/g) ?? []
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag).toContain('fetchpriority="low"')
  })

  test(`CSS is at most ${CSS_BUDGET / KB} KB gzip`, () => {
    const cssFiles = new Set(Object.values(readManifest()).flatMap(chunk => chunk.css ?? []))
    const total = [...cssFiles].reduce((sum, file) => sum + gzipSize(file), 0)
    expect(cssFiles.size).toBeGreaterThan(0)
    expect(total, `CSS ${(total / KB).toFixed(1)} KB gzip`).toBeLessThanOrEqual(CSS_BUDGET)
  })
})
