import { expect, test, type Page } from '@playwright/test'
import { siteData, waitForHydration } from './support/site.ts'

/**
 * Offline use of the full site: the service worker keeps the app shell and the pages
 * already visited, a banner says the connection is lost, actions that need the network say so, and a
 * track that was played replays offline. Other journeys run without the worker (src/web/pwa/pwa.ts);
 * this one opts in.
 */
const OFFLINE_BANNER = /^Vous êtes hors ligne\. Les pages déjà consultées restent disponibles/
const LIKE_OFFLINE = "L'action 'J'aime' est indisponible en mode hors ligne."

const bar = (page: Page) => page.getByRole('region', { name: 'Lecteur audio' })
const position = async (page: Page) =>
  Number(await bar(page).getByRole('slider', { name: 'Position dans le morceau' }).inputValue())

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('gombiste_service_worker', 'on'))
})

test('visited pages open offline with the offline banner; a like says it needs the network; played audio replays', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000)
  const { artist, posts } = await siteData(request)
  const post = posts[0]!
  const track = artist.discography[0]!

  await page.goto('/')
  await waitForHydration(page)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  // Nothing is said while online.
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toHaveCount(0)

  // Visit a few pages (full loads, then a client-side navigation), and play a track.
  for (const path of ['/', '/academie', `/blog/${post.id}`, `/artiste/${artist.id}`]) {
    await page.goto(path)
    await waitForHydration(page)
  }
  await page.getByRole('button', { name: `Écouter « ${track.title} » de ${artist.name}` }).click()
  await expect.poll(() => position(page), { timeout: 15_000 }).toBeGreaterThan(0.5)
  await bar(page).getByRole('button', { name: 'Pause' }).first().click()
  // The whole file is kept once the player has read it.
  await expect
    .poll(
      () =>
        page.evaluate(
          async src => (await caches.match(new URL(src, location.href).href)) !== undefined,
          track.audioSrc,
        ),
      {
        timeout: 15_000,
      },
    )
    .toBe(true)
  // A client-side navigation (the footer is in reach on phones too): its data is kept too.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' }).click()
  await page.waitForURL('**/mentions-legales')
  await expect(page.locator('main h1')).toHaveText('Mentions légales')

  await context.setOffline(true)
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeVisible()

  // Pages visited before open from the worker's cache, with their content.
  await page.goto('/academie')
  await expect(page.locator('main h1')).toHaveText('L’académie Gombiste')
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeVisible()
  await page.goto('/')
  await expect(page.locator('main h1')).toHaveText('Gombiste Records')
  await page.goto('/mentions-legales')
  await expect(page.locator('main h1')).toHaveText('Mentions légales')

  // An action that needs the network says so (spec §8) and changes nothing.
  await page.goto(`/blog/${post.id}`)
  await waitForHydration(page)
  const alerts: string[] = []
  page.on('dialog', dialog => {
    alerts.push(dialog.message())
    void dialog.accept()
  })
  const like = page.getByRole('button', { name: /^J'aime \(\d+ J'aime\)$/ })
  await like.click()
  await expect.poll(() => alerts).toEqual([LIKE_OFFLINE])
  await expect(like).toHaveAttribute('aria-pressed', 'false')

  // The track played before replays without a connection.
  await page.goto(`/artiste/${artist.id}`)
  await waitForHydration(page)
  await page.getByRole('button', { name: `Écouter « ${track.title} » de ${artist.name}` }).click()
  await expect.poll(() => position(page), { timeout: 15_000 }).toBeGreaterThan(0.5)

  // A page never visited: the app shell says it will come with the connection.
  await page.goto('/temoignages')
  await expect(page.getByRole('alert')).toContainText(
    'Vous êtes hors ligne et cette page n’a pas encore été consultée sur cet appareil',
  )

  await context.setOffline(false)
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toHaveCount(0)
})

test('the web app manifest and the service worker are served, and the pages link the manifest', async ({
  request,
  page,
}) => {
  const manifest = await request.get('/manifest.webmanifest')
  expect(manifest.status()).toBe(200)
  expect(manifest.headers()['content-type']).toContain('application/manifest+json')
  const body = (await manifest.json()) as {
    lang: string
    start_url: string
    display: string
    icons: { src: string; sizes: string }[]
  }
  expect(body).toMatchObject({ lang: 'fr', start_url: '/', display: 'standalone' })
  for (const icon of body.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200)
  expect(body.icons.map(icon => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))

  const worker = await request.get('/sw.js')
  expect(worker.status()).toBe(200)
  expect(worker.headers()['content-type']).toContain('javascript')
  expect(worker.headers()['cache-control']).toBe('no-cache')

  await page.goto('/')
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
})
