import { readFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import { createServer as createViteServer, isRunnableDevEnvironment, type Plugin } from 'vite'
import type * as EntryServer from '#web/entry-server.tsx'
import { runServer } from './run-server.ts'
import type { SitePages } from './web-server.ts'

/**
 * `npm run dev`: the same server as `npm start` (embedded database, sample content, jobs), with pages
 * from the sources through Vite in middleware mode. Pages are rendered by Vite's module runner, which
 * reloads a changed module at the next request, and the browser gets React Fast Refresh over Vite's
 * socket on this server's port. This process never imports page code, so `tsx watch` restarts it only
 * when server code changes (docs/decisions/023-dev-loop-and-music-theory-library.md).
 */
/**
 * A page module exports its `handle` (title, description) beside its component, which React Fast
 * Refresh would take for a module it cannot refresh, reloading the page instead: `handle` is ignored,
 * as React Router's own plugin does for route exports (a changed title shows at the next navigation).
 */
function pageHandlesRefresh(): Plugin {
  return {
    name: 'page-handles-refresh',
    transformIndexHtml: () => [
      {
        tag: 'script',
        children:
          "window.__getReactRefreshIgnoredExports = ({ id }) => (id.includes('/src/web/pages/') ? ['handle'] : [])",
        injectTo: 'head-prepend',
      },
    ],
  }
}

async function vitePages(server: Server): Promise<SitePages> {
  const vite = await createViteServer({
    appType: 'custom',
    // Imported by this process (through tsx) rather than bundled to a temporary file, which `tsx watch`
    // would take for server code: a change to vite.config.ts restarts the server, as it should.
    configLoader: 'native',
    plugins: [pageHandlesRefresh()],
    server: {
      middlewareMode: true,
      hmr: { server },
      // The embedded database and the builds change all the time and are no module of the site.
      watch: { ignored: ['**/data/**', '**/dist/**', '**/dist-demo/**', '**/test-results/**'] },
    },
  })
  const ssr = vite.environments.ssr
  if (!isRunnableDevEnvironment(ssr)) throw new Error('Vite: the ssr environment cannot run modules in this process')
  const entry = () => ssr.runner.import<typeof EntryServer>('/src/web/entry-server.tsx')
  // Vite adds its client and React's refresh preamble to the page's template.
  const template = async (url: string) => vite.transformIndexHtml(url, await readFile('index.html', 'utf8'))
  server.on('close', () => void vite.close())
  return {
    async render(request, { publicUrl, api }) {
      const url = new URL(request.url)
      const html = await template(url.pathname + url.search)
      const { prepareTemplate, renderPage } = await entry()
      try {
        return await renderPage(request, { template: prepareTemplate(html, {}), manifest: {}, publicUrl, api })
      } catch (error) {
        // The stack trace points at the source lines, not at the runner's transformed code.
        if (error instanceof Error) vite.ssrFixStacktrace(error)
        throw error
      }
    },
    appShell: async () => (await entry()).appShellOf(await template('/app-shell.html')),
    clientDir: undefined,
    development: true,
    middleware: vite.middlewares,
  }
}

runServer((_config, server) => vitePages(server)).catch((error: unknown) => {
  process.stderr.write(`The server could not start: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
