import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { connectHotSocket, type DevServer, startDevServer } from '../scripts/dev-loop.ts'

/**
 * `npm run dev` as a developer uses it, on a copy of the project (scripts/dev-loop.ts): an edited page
 * is sent to the open page as a hot update (Vite's socket, as its browser client receives it) and is
 * in the next server render; an edited server route restarts the server. A real process on a busy 2-core machine: the first start (database, Vite's
 * dependency scan) can take a while, hence the generous timeouts; every wait is for a condition.
 */
const PAGE = 'src/web/pages/public/label.tsx'
const PAGE_BEFORE = 'return label ? <LabelPage label={label} /> : null'
const PAGE_AFTER = `return label ? (<><p id="modifie-a-chaud">Modifié à chaud</p><LabelPage label={label} /></>) : null`
const ROUTE = 'src/server/app.ts'
const ROUTE_BEFORE = "c.json({ status: 'ok' as const }, 200)"
const ROUTE_AFTER = "c.json({ status: 'ok' as const, edited: true }, 200)"

let dev: DevServer

beforeAll(async () => {
  dev = await startDevServer()
  await dev.waitFor('server ready')
}, 240_000)

afterAll(() => dev?.stop(), 30_000)

describe('npm run dev', { timeout: 240_000 }, () => {
  test('renders pages from the sources, and an edited page is hot-updated and rendered anew', async () => {
    const first = await fetch(`${dev.url}/label`)
    expect(first.status).toBe(200)
    const html = await first.text()
    expect(html).toContain('<title>Le label — Gombiste Records</title>')
    // Vite's client and React's refresh hook instead of the build's boot script.
    expect(html).toContain('/@vite/client')
    expect(html).not.toContain('Modifié à chaud')

    // React's refresh hook ignores the page module's `handle`, or Fast Refresh would reload the page.
    expect(html).toContain(
      "window.__getReactRefreshIgnoredExports = ({ id }) => (id.includes('/src/web/pages/') ? ['handle'] : [])",
    )

    // The page's module, as the browser imports it: a Fast Refresh boundary.
    const pageModule = await (await fetch(`${dev.url}/${PAGE}`)).text()
    expect(pageModule).toContain('import.meta.hot.accept(')
    const hot = await connectHotSocket(dev.url)
    try {
      await hot.next(message => message.type === 'connected')
      dev.edit(PAGE, PAGE_BEFORE, PAGE_AFTER)
      const update = await hot.next(message => message.type === 'update')
      expect(update.updates).toContainEqual(expect.objectContaining({ type: 'js-update', path: `/${PAGE}` }))
      expect(hot.messages.map(message => message.type)).not.toContain('full-reload')
      // What the browser then imports: the new version of the module.
      const timestamp = update.updates?.find(item => item.path === `/${PAGE}`)?.timestamp
      expect(await (await fetch(`${dev.url}/${PAGE}?t=${timestamp}`)).text()).toContain('Modifié à chaud')
    } finally {
      hot.close()
    }

    // The next server render has it too, from the same server process (no restart for a page).
    expect(await (await fetch(`${dev.url}/label`)).text()).toContain('Modifié à chaud')
    expect(dev.output()).not.toContain('[tsx] change')
  })

  test('an edited server route restarts the server, which then answers with the new code', async () => {
    expect(await (await fetch(`${dev.url}/api/health`)).json()).toEqual({ status: 'ok' })
    dev.edit(ROUTE, ROUTE_BEFORE, ROUTE_AFTER)
    await dev.waitFor(`[tsx] change in ./${ROUTE}`)
    await dev.waitFor('stopped')
    await dev.waitFor('server ready', 2)
    expect(await (await fetch(`${dev.url}/api/health`)).json()).toEqual({ status: 'ok', edited: true })
    // The server stopped on its own, its database closed, before tsx had to kill it.
    expect(dev.output()).not.toContain('Force killing')
  })
})
