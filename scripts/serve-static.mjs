// A plain static file server with an SPA fallback, like any static host: serves the static demo
// (`npm run build:demo`, then `node scripts/serve-static.mjs dist-demo`) with no API at all.
//   node scripts/serve-static.mjs <directory> [--port 4173] [--host 127.0.0.1]
// Files are answered as they are (with HTTP range requests for audio); an address without a file
// (a route of the app such as /blog/x) gets index.html; a missing file with an extension gets a 404.
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, resolve, sep } from 'node:path'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? args[index + 1] : fallback
}
const root = resolve(
  args.find((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--')) ?? 'dist-demo',
)
const port = Number(option('port', process.env.PORT ?? 4173))
const host = option('host', process.env.HOST ?? '127.0.0.1')

if (!existsSync(join(root, 'index.html'))) {
  console.error(`No index.html in ${root}: build the demo first (npm run build:demo).`)
  process.exit(1)
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.mp3': 'audio/mpeg',
  '.mid': 'audio/midi',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
}

function fileFor(pathname) {
  let decoded
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  const path = resolve(join(root, decoded))
  if (path !== root && !path.startsWith(root + sep)) return null
  try {
    return statSync(path).isFile() ? path : null
  } catch {
    return null
  }
}

function send(response, status, headers, body) {
  response.writeHead(status, headers)
  response.end(body)
}

const server = createServer((request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return send(
      response,
      405,
      { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' },
      'Méthode non autorisée.',
    )
  }
  const { pathname } = new URL(request.url ?? '/', 'http://localhost')
  let file = fileFor(pathname)
  if (!file) {
    if (extname(pathname) !== '' || pathname.startsWith('/api/')) {
      return send(response, 404, { 'content-type': 'text/plain; charset=utf-8' }, 'Fichier introuvable.')
    }
    file = join(root, 'index.html')
  }
  const size = statSync(file).size
  const headers = {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'accept-ranges': 'bytes',
    'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  }
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '')
  if (range && (range[1] !== '' || range[2] !== '')) {
    const start = range[1] === '' ? Math.max(0, size - Number(range[2])) : Number(range[1])
    const end = range[1] === '' || range[2] === '' ? size - 1 : Math.min(Number(range[2]), size - 1)
    if (start > end || start >= size) return send(response, 416, { 'content-range': `bytes */${size}` })
    response.writeHead(206, {
      ...headers,
      'content-range': `bytes ${start}-${end}/${size}`,
      'content-length': end - start + 1,
    })
    if (request.method === 'HEAD') return response.end()
    return createReadStream(file, { start, end }).pipe(response)
  }
  response.writeHead(200, { ...headers, 'content-length': size })
  if (request.method === 'HEAD') return response.end()
  createReadStream(file).pipe(response)
})

server.listen(port, host, () => console.log(`Static site ${root} on http://${host}:${port}`))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)))
