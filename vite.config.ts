import { createHash } from 'node:crypto'
import { cpSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
import { publicLesson } from './src/content/public-lesson.ts'

/**
 * Bundles `src/web/pwa/service-worker.ts` into `<outDir>/sw.js` after the client build, with the
 * build's version, its app-shell address and the files the shell needs (the entry chunk, its imports
 * and CSS, the web app manifest and icons) written in. A separate small file, never part of a page's JS.
 */
function serviceWorker(shell: string): Plugin {
  return {
    name: 'gombiste-service-worker',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (this.environment.config.build.ssr || !options.dir) return
      const entry = Object.values(bundle).find(item => item.type === 'chunk' && item.isEntry && item.name === 'index')
      if (entry?.type !== 'chunk') throw new Error('service worker: the client entry chunk was not found')
      const precache = [
        entry.fileName,
        ...entry.imports,
        ...(entry.viteMetadata?.importedCss ?? []),
        'manifest.webmanifest',
        'media/icons/icon-192.png',
        'media/icons/favicon.svg',
      ].map(file => `/${file}`)
      const version = createHash('sha256')
        .update(JSON.stringify([shell, precache]))
        .digest('hex')
        .slice(0, 12)
      const { rolldown } = await import('rolldown')
      const build = await rolldown({
        input: 'src/web/pwa/service-worker.ts',
        platform: 'browser',
        transform: { define: { __SW_BUILD__: JSON.stringify({ version, shell, precache }) } },
      })
      await build.write({ file: join(options.dir, 'sw.js'), format: 'iife', minify: true })
      await build.close()
    },
  }
}

/**
 * Bundles the server's composer thread (`src/features/composer/engine/composer-thread.ts`, run by
 * `threads.ts` in worker threads) into `dist/server/composer-thread.js` after the server build, with
 * the LAME build it loads (`lame.wasm`) beside it: a worker needs a file of its own, which the server
 * bundle does not give. Packages stay imports, as in the server bundle.
 */
function composerThread(): Plugin {
  return {
    name: 'gombiste-composer-thread',
    apply: 'build',
    async writeBundle(options) {
      if (!this.environment.config.build.ssr || !options.dir) return
      const { rolldown } = await import('rolldown')
      const build = await rolldown({
        input: 'src/features/composer/engine/composer-thread.ts',
        platform: 'node',
        external: id => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
        logLevel: 'silent',
      })
      await build.write({ file: join(options.dir, 'composer-thread.js'), format: 'es' })
      await build.close()
      cpSync('src/features/composer/engine/lame/lame.wasm', join(options.dir, 'lame.wasm'))
    },
  }
}

/**
 * Where index.html loads the app directly (the static demo, the offline app shell), its scripts are
 * fetched at low priority: the stylesheet and images first. Server-rendered pages go further: the
 * server swaps these tags for the boot script, which loads the app after the first paint (ADR 005).
 */
function lowPriorityScripts(): Plugin {
  return {
    name: 'low-priority-scripts',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: html =>
        html.replace(
          /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
          '<$1 fetchpriority="low"',
        ),
    },
  }
}

/**
 * The static demo (`npm run build:demo` → dist-demo/): the page template gets a title instead of the
 * server's placeholders, and the media files are copied next to the app, so any static host can serve
 * the whole site (with an SPA fallback to index.html).
 */
function staticDemo(): Plugin {
  return {
    name: 'gombiste-static-demo',
    apply: 'build',
    transformIndexHtml(html) {
      return html
        .replace(
          '<!--app-head-->',
          '<title>Gombiste Records — démonstration</title>\n    <meta name="description" content="Démonstration du site de Gombiste Records, label et académie de musique à Douala." />',
        )
        .replace('<!--app-html-->', '')
        .replace('<!--app-data-->', '')
    },
    writeBundle(options) {
      if (options.dir) cpSync('media', join(options.dir, 'media'), { recursive: true })
    },
  }
}

/**
 * `import.meta.glob('/content/courses/**', { query: '?public' })` (src/demo/site-content.ts): a lesson
 * file as a visitor may read it, so the demo bundle never holds a paid lesson's text.
 */
function publicLessons(): Plugin {
  return {
    name: 'content-public-lessons',
    enforce: 'pre',
    load(id) {
      const [file, query] = id.split('?')
      if (query !== 'public' || !file) return null
      return `export default ${JSON.stringify(publicLesson(readFileSync(file, 'utf8'), file))}`
    },
  }
}

/**
 * Lazy routes preload their chunk and its imports in one go (no waterfall), from a list Vite writes
 * into the importing chunk. A chunk that the importer itself imports statically is already loaded
 * when the import runs, so it is left out: every route of the entry listed the shared React runtime
 * again, bytes of the home page's budget for nothing. Nor is the imported chunk itself: the import
 * fetches it at once, and its name, already in the `import()`, cost the entry its bytes a second time. The plugin keeps a reference to the bundle for `resolveDependencies`, which Vite
 * calls while it writes those lists.
 */
function preloadOnlyMissingChunks() {
  let bundle: Record<string, { type: string; imports?: string[] }> = {}
  const plugin: Plugin = {
    name: 'preload-only-missing-chunks',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output as typeof bundle
      },
    },
  }
  const resolveDependencies = (file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => {
    const loaded = new Set(context.hostType === 'js' ? (bundle[context.hostId]?.imports ?? []) : [])
    if (context.hostType === 'html') return deps
    // The chunk itself is not listed either: the import asks for it in the same instant as the preloads.
    return deps.filter(dep => dep !== file && !loaded.has(dep))
  }
  return { plugin, resolveDependencies }
}

/**
 * Vite's helper for lazy imports (`__vitePreload`) also preloads CSS, checks every `<link>` already in
 * the page, reads a CSP nonce and resolves `import.meta` URLs: about 0.5 KB gzip in the entry chunk,
 * for features this site does not use (one stylesheet, loaded by the page; no CSP nonce; absolute
 * base). This one does what the site needs: it asks for the chunk's imports at once (the list Vite
 * writes, trimmed by `preloadOnlyMissingChunks`), then imports the chunk. A failed import rejects as
 * it would without the helper.
 */
function smallPreloadHelper(): Plugin {
  const id = '\0vite/preload-helper.js'
  return {
    name: 'small-preload-helper',
    apply: 'build',
    enforce: 'pre',
    load: {
      filter: { id: new RegExp(`^${id.replace(/[./]/g, '\\$&')}$`) },
      handler: () =>
        `const seen = new Set()
export const __vitePreload = (load, deps) => {
  for (const dep of deps ?? []) {
    // The stylesheet Vite lists too is the site's one, linked by the page itself (preloaded as a module it fails).
    if (seen.has(dep) || !dep.endsWith('.js')) continue
    seen.add(dep)
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = '/' + dep
    document.head.append(link)
  }
  return load()
}`,
    },
  }
}

/**
 * The lesson pages' CommonJS library (fft.js under pitchy) is bundled on its own into a plain ES
 * module, with its CommonJS helpers inside. Left to the main build, its helpers would join React's in
 * a runtime chunk of its own that every page, the home page first, would then download.
 */
function esModulesOf(specifiers: string[]): Plugin {
  const prefix = '\0es-module-of:'
  return {
    name: 'es-modules-of-commonjs',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return specifiers.includes(source) ? `${prefix}${source}` : null
    },
    async load(id) {
      if (!id.startsWith(prefix)) return null
      const { rolldown } = await import('rolldown')
      const build = await rolldown({ input: id.slice(prefix.length), platform: 'browser', logLevel: 'silent' })
      const { output } = await build.generate({ format: 'es', minify: false })
      await build.close()
      return output[0].code
    },
  }
}

export default defineConfig(({ mode }) => {
  const demo = mode === 'demo'
  const preload = preloadOnlyMissingChunks()
  return {
    // Demo mode, as a literal at each use (src/core/demo/demo.ts).
    define: { __DEMO__: JSON.stringify(demo) },
    plugins: [
      react(),
      tailwindcss(),
      lowPriorityScripts(),
      smallPreloadHelper(),
      esModulesOf(['pitchy']),
      preload.plugin,
      serviceWorker(demo ? '/index.html' : '/app-shell.html'),
      composerThread(),
      publicLessons(),
      ...(demo ? [staticDemo()] : []),
    ],
    build: {
      manifest: true,
      // The server reads the manifest to preload the current route's chunk (ssr-notes pitfall 6).
      outDir: demo ? 'dist-demo' : 'dist/client',
      assetsDir: 'assets',
      sourcemap: false,
      // boot.ts: the one script of a server-rendered page's first bytes, which loads the app after the
      // first paint (src/web/boot.ts). The static demo has no server and loads the app directly.
      // Every browser the site supports preloads modules itself (Safari since 17); older ones simply
      // fetch them when imported. Not shipping the polyfill keeps the home page under its JS budget.
      modulePreload: { polyfill: false, resolveDependencies: preload.resolveDependencies },
      rolldownOptions: demo
        ? undefined
        : {
            input: { index: 'index.html', boot: 'src/web/boot.ts' },
            // The home page's three cards (artist, post, testimonial) travel in one chunk instead of three:
            // each small file cost the first visit its own request and compression overhead (0.5 KB in
            // all). Portfolio, blog and testimonials then load two cards they do not show (about 0.5 KB).
            // The cards only import modules of the app's entry, already loaded, hence no recursion.
            output: {
              // Shared and lazy chunks are named by their hash alone: the entry names each of them in its
              // imports and preload lists, and their module names cost the home page's first visit about
              // 0.35 KB gzip. The manifest (.vite/manifest.json) still maps every source to its file.
              chunkFileNames: 'assets/[hash].js',
              codeSplitting: {
                groups: [
                  {
                    name: 'cards',
                    test: /src\/features\/[a-z]+\/components\/(artist-card|post-card|testimonial-card)\.tsx$/,
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
    },
    // The demo's composer runs in a module worker (src/demo/composer.worker.ts).
    worker: { format: 'es' },
    test: {
      // Vitest runs one file at a time on a 2-core machine (cores − 1); most files wait on servers,
      // databases and timers, so two at a time take about half as long. Shared by both projects.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            include: ['src/**/*.test.ts', 'tests/**/*.test.ts', 'scripts/**/*.test.ts'],
            environment: 'node',
            // One migrated PGlite database that every test file's database starts from.
            globalSetup: ['tests/setup/pglite-template.ts', 'tests/setup/content-global.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'components',
            // Components rendered in a simulated DOM, beside the component they test.
            include: ['src/**/*.test.tsx'],
            environment: 'happy-dom',
            setupFiles: ['tests/setup/components.ts'],
          },
        },
      ],
    },
  }
})
