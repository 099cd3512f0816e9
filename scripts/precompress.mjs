// Writes .br and .gz next to every compressible built asset, so the server sends compressed bytes
// without compressing on each request (Hono's serveStatic picks them up with `precompressed`).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const directory = process.argv[2]
if (!directory) {
  console.error('usage: node scripts/precompress.mjs <directory>')
  process.exit(1)
}
let count = 0
for (const name of readdirSync(directory)) {
  if (!/\.(js|css|svg|json|html|txt)$/.test(name)) continue
  const path = join(directory, name)
  if (!statSync(path).isFile()) continue
  const content = readFileSync(path)
  writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }))
  count++
}
console.log(`precompressed ${count} files in ${directory}`)
