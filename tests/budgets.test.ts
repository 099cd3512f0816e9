import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'

/**
 * Deterministic weight budgets on the production build (`npm test` builds it first). Phones on slow
 * networks in Central Africa pay for every kilobyte, so these fail the build instead of a benchmark.
 */
const CLIENT = join(import.meta.dirname, '..', 'dist', 'client')
const KB = 1024
const HOME_INITIAL_JS_BUDGET = 110 * KB
const CSS_BUDGET = 20 * KB

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>

const gzipSize = (file: string) => gzipSync(readFileSync(join(CLIENT, file)), { level: 9 }).length

function readManifest(): Manifest {
  return JSON.parse(readFileSync(join(CLIENT, '.vite', 'manifest.json'), 'utf8')) as Manifest
}

/** Every JS file a first visit to a page downloads: the entry, its imports, and the page's chunk. */
function initialJsFiles(manifest: Manifest, pageModule: string): Set<string> {
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    chunk.imports?.forEach(visit)
  }
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key)
  visit(pageModule)
  return files
}

describe('weight budgets of the build', () => {
  test('the build exists (run `npm run build` first)', () => {
    expect(existsSync(join(CLIENT, '.vite', 'manifest.json'))).toBe(true)
  })

  test(`the home page's initial JavaScript is at most ${HOME_INITIAL_JS_BUDGET / KB} KB gzip`, () => {
    const files = initialJsFiles(readManifest(), 'src/web/pages/public/home.tsx')
    const sizes = [...files].map(file => [file, gzipSize(file)] as const)
    const total = sizes.reduce((sum, [, size]) => sum + size, 0)
    expect(
      total,
      `initial JS ${(total / KB).toFixed(1)} KB gzip:\n${sizes.map(([file, size]) => `  ${file} ${(size / KB).toFixed(1)} KB`).join('\n')}`,
    ).toBeLessThanOrEqual(HOME_INITIAL_JS_BUDGET)
  })

  test('code that only some pages need stays out of the entry chunk', () => {
    const manifest = readManifest()
    const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)
    expect(entry).toBeDefined()
    const entryFiles = initialJsFiles(manifest, entry![0])
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
