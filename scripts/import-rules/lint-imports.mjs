// `npm run lint:imports`: the import rules in two passes of dependency-cruiser, over the folders given
// (default: src tests scripts). Every import, types included (.dependency-cruiser.cjs), and runtime
// imports only (.dependency-cruiser.runtime.cjs). Both run side by side, so one run reports every violation.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))
const cruiser = `${root}node_modules/dependency-cruiser/bin/dependency-cruise.mjs`
const folders = process.argv.length > 2 ? process.argv.slice(2) : ['src', 'tests', 'scripts']

function cruise(config) {
  return new Promise(resolve => {
    const child = spawn(process.execPath, [cruiser, ...folders, '--config', `${root}${config}`])
    let output = ''
    child.stdout.on('data', chunk => (output += chunk))
    child.stderr.on('data', chunk => (output += chunk))
    child.on('close', status => resolve({ status, output }))
  })
}

const passes = await Promise.all([
  cruise('.dependency-cruiser.cjs').then(result => ({ name: 'every import, types included', ...result })),
  cruise('.dependency-cruiser.runtime.cjs').then(result => ({ name: 'runtime imports', ...result })),
])
for (const { name, output } of passes) console.log(`import rules, ${name}:\n${output.trimEnd()}\n`)
process.exit(passes.every(pass => pass.status === 0) ? 0 : 1)
