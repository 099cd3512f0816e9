import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * Every script a first visit to a page downloads, read from the production build (`npm run build`):
 * the budget of tests/budgets.test.ts and the browser check of tests/e2e/page-weight.spec.ts count
 * the same files.
 *
 * - The boot script, the only script of the server's HTML (src/web/boot.ts, ADR 005).
 * - The app's entry chunk and its static imports, which boot.ts loads once the page has painted; the
 *   offline support (src/web/pwa/pwa.ts) is part of the entry and starts after the `load` event.
 * - The page's chunk and its static imports (the route's lazy module, loaded before hydrating).
 * - The service worker, `/sw.js`. It is a worker, not a page script, but a first visit does download
 *   it: the entry registers it once the page has loaded, and registering fetches the script (checked
 *   in Chromium by the e2e test, which sees the request). Its install step then stores the app shell's
 *   files, which the page has just loaded: those come from the HTTP cache (immutable assets), so
 *   they are not counted twice.
 * - Modules `import()`ed unconditionally after load: none today. main.tsx's only other lazy import is
 *   the static demo's backend (`__DEMO__`, dropped from this build); budgets.test.ts checks that no
 *   other `import()` appears in main.tsx or boot.ts without being listed here.
 */
/** The home page's budget: every script of a first visit, 110 KB = 112,640 B gzip. */
export const HOME_FIRST_VISIT_JS_BUDGET = 110 * 1024

export const CLIENT = join(import.meta.dirname, '..', '..', 'dist', 'client')
export const HOME_PAGE_MODULE = 'src/web/pages/public/home.tsx'
export const SERVICE_WORKER = 'sw.js'
/** Manifest keys of modules that every page imports after its first paint or its `load` event. */
export const AFTER_LOAD_MODULES: string[] = []

export type Manifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean }
>

export function readManifest(): Manifest {
  return JSON.parse(readFileSync(join(CLIENT, '.vite', 'manifest.json'), 'utf8')) as Manifest
}

/** Gzip size (level 9, as scripts/precompress.mjs writes the .gz files) of a file of dist/client. */
export function gzipSize(file: string): number {
  return gzipSync(readFileSync(join(CLIENT, file)), { level: 9 }).length
}

/** The files (paths in dist/client) of these manifest entries and of everything they import statically. */
export function chunkFiles(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk) throw new Error(`${key} is not in the build's manifest`)
    if (files.has(chunk.file)) return
    files.add(chunk.file)
    chunk.imports?.forEach(visit)
  }
  keys.forEach(visit)
  return files
}

/** Every JavaScript file a first visit to the page of `pageModules` downloads (paths in dist/client). */
export function firstVisitScripts(manifest: Manifest, pageModules: string[]): Set<string> {
  const entries = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key)
  const files = chunkFiles(manifest, [...entries, ...AFTER_LOAD_MODULES, ...pageModules])
  if (!existsSync(join(CLIENT, SERVICE_WORKER))) throw new Error(`${SERVICE_WORKER} is not in the build`)
  files.add(SERVICE_WORKER)
  return files
}

export type Weight = { total: number; files: { file: string; bytes: number }[] }

export function weigh(files: Iterable<string>): Weight {
  const sizes = [...files].map(file => ({ file, bytes: gzipSize(file) })).sort((a, b) => b.bytes - a.bytes)
  return { total: sizes.reduce((sum, { bytes }) => sum + bytes, 0), files: sizes }
}

export function describeWeight({ total, files }: Weight): string {
  return [
    `${total} B gzip (${(total / 1024).toFixed(1)} KB):`,
    ...files.map(({ file, bytes }) => `  ${String(bytes).padStart(7)} B  ${file}`),
  ].join('\n')
}
