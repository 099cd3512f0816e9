// `npm run dev`: how long an edited page takes to reach an open page. Starts the development server on
// a copy of the project (scripts/dev-loop.ts), loads the label page's module as the browser does,
// listens on Vite's hot-update socket as the browser's Vite client does, then edits the page N times
// and times, from the file's write: the update message, and the new module fetched (what the browser
// imports before React re-renders the component in place).
//
//   npx tsx scripts/bench-dev-loop.ts [--runs 10]
import { connectHotSocket, startDevServer } from './dev-loop.ts'

const PAGE = 'src/web/pages/public/label.tsx'
const runsIndex = process.argv.indexOf('--runs')
const runs = runsIndex > 0 ? Number(process.argv[runsIndex + 1]) : 10

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

const dev = await startDevServer()
try {
  const startedAt = performance.now()
  await dev.waitFor('server ready')
  console.log(`dev server ready in ${Math.round(performance.now() - startedAt)} ms (first start: database, seed)`)
  const firstPage = performance.now()
  if ((await fetch(`${dev.url}/label`)).status !== 200) throw new Error('the label page did not render')
  console.log(`first page render in ${Math.round(performance.now() - firstPage)} ms (Vite's transforms, cold)`)
  await (await fetch(`${dev.url}/${PAGE}`)).text()
  const hot = await connectHotSocket(dev.url)
  await hot.next(message => message.type === 'connected')

  const toUpdate: number[] = []
  const toModule: number[] = []
  for (let run = 1; run <= runs; run++) {
    // A write may be reported twice (truncate, then write): each edit starts once the last has settled.
    for (let seen = -1; seen !== hot.messages.length; ) {
      seen = hot.messages.length
      await new Promise(resolve => setTimeout(resolve, 1000))
    }
    const before = hot.messages.length
    const marker = `Modification ${run}`
    const written = performance.now()
    if (run === 1) dev.edit(PAGE, '<LabelPage label={label} />', `<><p>${marker}</p><LabelPage label={label} /></>`)
    else dev.edit(PAGE, `Modification ${run - 1}`, marker)
    const update = await hot.next(message => hot.messages.indexOf(message) >= before && message.type === 'update')
    toUpdate.push(performance.now() - written)
    const timestamp = update.updates?.find(item => item.path === `/${PAGE}`)?.timestamp
    const code = await (await fetch(`${dev.url}/${PAGE}?t=${timestamp}`)).text()
    if (!code.includes(marker)) throw new Error(`run ${run}: the updated module lacks "${marker}"`)
    toModule.push(performance.now() - written)
    if (hot.messages.some(message => message.type === 'full-reload')) throw new Error('a full reload was sent')
  }
  hot.close()
  const round = (values: number[]) =>
    `median ${Math.round(median(values))} ms, worst ${Math.round(Math.max(...values))} ms`
  console.log(`edit → hot update message: ${round(toUpdate)} (${runs} edits)`)
  console.log(`edit → updated module fetched: ${round(toModule)}`)
} finally {
  await dev.stop()
}
