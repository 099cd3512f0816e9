import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { appShellOf, prepareTemplate, renderPage, type ViteManifest } from '#web/entry-server.tsx'
import type { SitePages } from './web-server.ts'

/** Pages from the production build in `clientDir` (`npm run build`): its template, manifest and assets. */
export function builtPages(clientDir: string): SitePages {
  const directory = resolve(clientDir)
  const template = readFileSync(join(directory, 'index.html'), 'utf8')
  const manifestPath = join(directory, '.vite', 'manifest.json')
  const manifest = (existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {}) as ViteManifest
  const pageTemplate = prepareTemplate(template, manifest)
  const appShell = appShellOf(template)
  return {
    render: (request, { publicUrl, api }) => renderPage(request, { template: pageTemplate, manifest, publicUrl, api }),
    appShell: async () => appShell,
    clientDir: directory,
    development: false,
  }
}
