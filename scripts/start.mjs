// `npm start`: builds the app when the build is missing or older than the sources, then runs the
// server in production mode on the embedded defaults (PGlite under ./data, no external service).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const builtServer = join(root, 'dist/server/main.js')

function newestModification(path) {
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  let newest = stats.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestModification(join(path, entry)))
  return newest
}

const sources = ['src', 'index.html', 'vite.config.ts', 'package.json'].map(path => join(root, path))
const isStale =
  !existsSync(builtServer) ||
  !existsSync(join(root, 'dist/client/index.html')) ||
  Math.max(...sources.filter(existsSync).map(newestModification)) > statSync(builtServer).mtimeMs

if (isStale) {
  console.log('Building the site (first start or sources changed)...')
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const server = spawnSync(process.execPath, [builtServer], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' },
})
process.exit(server.status ?? 1)
