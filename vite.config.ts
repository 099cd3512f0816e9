import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'

/**
 * The app's scripts are fetched at low priority: on a slow phone network the stylesheet and the
 * page's main image come first (the page is already server-rendered and readable), then the code
 * that makes it interactive. The server adds the same hint to the route chunks it preloads.
 */
function lowPriorityScripts(): Plugin {
  return {
    name: 'low-priority-scripts',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"'),
    },
  }
}

export default defineConfig({
  plugins: [react(), tailwindcss(), lowPriorityScripts()],
  build: {
    manifest: true,
    // The server reads the manifest to preload the current route's chunk (ssr-notes pitfall 6).
    outDir: 'dist/client',
    assetsDir: 'assets',
    sourcemap: false,
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'tests/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
