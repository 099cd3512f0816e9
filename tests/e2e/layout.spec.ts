import { expect, test, type Page } from '@playwright/test'
import { documentTitle, openNavigation, ORIGIN, siteData, waitForHydration } from './support/site.ts'
import { readManifest } from '../setup/first-visit-scripts.ts'

const HEADER_LINKS = [
  ['Accueil', '/'],
  ['Label', '/label'],
  ['Portfolio', '/portfolio'],
  ['Tuteur IA', '/tutor'],
  ['Académie', '/academie'],
  ['Blog', '/blog'],
  ['Contact', '/contact'],
  ['Connexion', '/connexion'],
] as const

const bodyOverflow = (page: Page) => page.evaluate(() => document.body.style.overflow)
const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

async function gotoHydrated(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
}

test.describe('en-tête', () => {
  test('contient tous les liens de navigation', async ({ page, isMobile }) => {
    await gotoHydrated(page, '/')
    const navigation = await openNavigation(page, isMobile)
    for (const [name, href] of HEADER_LINKS) {
      const link = navigation.getByRole('link', { name, exact: true })
      await expect(link).toBeVisible()
      await expect(link).toHaveAttribute('href', href)
    }
    if (!isMobile) await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeHidden()
  })

  test('menu mobile : bloque le défilement et se ferme avec Échap', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the slide-in menu exists on small screens only')
    await gotoHydrated(page, '/')
    expect(await bodyOverflow(page)).toBe('')

    const menu = await openNavigation(page, true)
    const toggle = page.getByRole('button', { name: 'Fermer le menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect.poll(() => bodyOverflow(page)).toBe('hidden')
    await expect(menu.getByRole('link', { name: 'Accueil', exact: true })).toBeFocused()

    await page.keyboard.press('Escape')
    const opener = page.getByRole('button', { name: 'Ouvrir le menu' })
    await expect(opener).toHaveAttribute('aria-expanded', 'false')
    await expect(opener).toBeFocused()
    await expect.poll(() => bodyOverflow(page)).toBe('')
    await expect(menu.getByRole('link', { name: 'Blog', exact: true })).not.toBeInViewport()
  })

  test('menu mobile : un lien ferme le menu et rétablit le défilement', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the slide-in menu exists on small screens only')
    await gotoHydrated(page, '/')
    const menu = await openNavigation(page, true)
    await expect.poll(() => bodyOverflow(page)).toBe('hidden')

    await menu.getByRole('link', { name: 'Blog', exact: true }).click()
    await expect(page).toHaveURL(`${ORIGIN}/blog`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog')
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute('aria-expanded', 'false')
    await expect.poll(() => bodyOverflow(page)).toBe('')
    await expect(menu.getByRole('link', { name: 'Blog', exact: true })).not.toBeInViewport()
    // Scrolling works again.
    await page.evaluate(() => window.scrollTo(0, 300))
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0)
  })

  test('la navigation par l’en-tête se fait sans recharger le document', async ({ page, request, isMobile }) => {
    const data = await siteData(request)
    const { info } = data.label
    const journey: [string, string, string][] = [
      ['Label', '/label', `Le label ${info.name}`],
      ['Portfolio', '/portfolio', 'Portfolio'],
      ['Tuteur IA', '/tutor', `Tuteur IA : ${info.assistantName}`],
      ['Académie', '/academie', 'L’académie Gombiste'],
      ['Blog', '/blog', 'Blog'],
      ['Contact', '/contact', 'Contact'],
      ['Connexion', '/connexion', 'Connexion'],
      ['Accueil', '/', info.name],
    ]
    await gotoHydrated(page, '/')
    await page.evaluate(() => {
      ;(window as unknown as { __marker?: number }).__marker = 1
    })

    for (const [name, path, h1] of journey) {
      const navigation = await openNavigation(page, isMobile)
      await navigation.getByRole('link', { name, exact: true }).click()
      await expect(page).toHaveURL(`${ORIGIN}${path}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
      expect(
        await page.evaluate(() => (window as unknown as { __marker?: number }).__marker),
        `document reloaded on the way to ${path}`,
      ).toBe(1)
    }
    await expect(page).toHaveTitle(documentTitle('Gombiste Records — Label et académie de musique à Douala'))
  })

  test('le lien actif est signalé (aria-current)', async ({ page, isMobile }) => {
    await gotoHydrated(page, '/blog')
    const navigation = await openNavigation(page, isMobile)
    await expect(navigation.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(navigation.getByRole('link', { name: 'Accueil', exact: true })).not.toHaveAttribute(
      'aria-current',
      'page',
    )
  })
})

test.describe('défilement', () => {
  test('chaque changement de page remonte en haut', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1000)

    await page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mentions légales')
    await expect.poll(() => scrollY(page)).toBeLessThan(5)
  })

  test('le bouton « Revenir en haut » apparaît après 200 px et remonte la page', async ({ page }) => {
    await gotoHydrated(page, '/')
    const backToTop = page.getByRole('button', { name: 'Revenir en haut de la page' })
    await expect(backToTop).toHaveCount(0)

    await page.evaluate(() => window.scrollTo(0, 150))
    await expect.poll(() => scrollY(page)).toBe(150)
    await expect(backToTop).toHaveCount(0)

    await page.evaluate(() => window.scrollTo(0, 400))
    await expect(backToTop).toBeVisible()
    await backToTop.click()
    await expect.poll(() => scrollY(page), { timeout: 5_000 }).toBe(0)
    await expect(backToTop).toHaveCount(0)
  })

  test('/contact#calendrier ouvre la page sur le calendrier', async ({ page }) => {
    await gotoHydrated(page, '/contact#calendrier')
    const calendar = page.locator('#calendrier')
    await expect(calendar.getByRole('heading', { name: 'Calendrier des événements' })).toBeInViewport()
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0)
  })

  test('le lien « Voir tout le calendrier » de l’accueil mène au calendrier', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.getByRole('link', { name: 'Voir tout le calendrier' }).click()
    await expect(page).toHaveURL(`${ORIGIN}/contact#calendrier`)
    await expect(page.getByRole('heading', { name: 'Calendrier des événements' })).toBeInViewport()
  })
})

test('une page pas encore chargée affiche « Chargement... »', async ({ page, isMobile }) => {
  await gotoHydrated(page, '/')
  await page.waitForLoadState('networkidle')
  // The blog chunk has not been downloaded yet: hold the next scripts until the spinner has been seen.
  const delayed: string[] = []
  let release = () => {}
  const released = new Promise<void>(resolve => {
    release = resolve
  })
  await page.route('**/assets/*.js', async route => {
    delayed.push(route.request().url())
    await released
    await route.continue()
  })

  const navigation = await openNavigation(page, isMobile)
  await navigation.getByRole('link', { name: 'Blog', exact: true }).click()
  const spinner = page.getByRole('status').filter({ hasText: 'Chargement...' })
  await expect(spinner).toBeVisible()
  release()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog', { timeout: 10_000 })
  await expect(spinner).toHaveCount(0)
  // Chunks are named by their hash: the build's manifest says which file is the blog page's.
  const blogChunk = readManifest()['src/web/pages/public/blog.tsx']!.file
  expect(
    delayed.some(url => url.endsWith(`/${blogChunk}`)),
    `delayed scripts: ${delayed.join(', ')} (the blog page is ${blogChunk})`,
  ).toBe(true)
})

test('la bulle de discussion ouvre le panneau de l’assistant', async ({ page, request }) => {
  const data = await siteData(request)
  const name = data.label.info.assistantName
  await gotoHydrated(page, '/')

  const launcher = page.getByRole('button', { name: `Discuter avec ${name}` })
  await expect(launcher).toHaveAttribute('aria-expanded', 'false')
  await launcher.click()

  const panel = page.getByRole('region', { name: `${name} - Gombiste IA` })
  await expect(panel.getByRole('heading', { name: `${name} - Gombiste IA` })).toBeVisible()
  // The built-in tutor answers by default (AI_PROVIDER unset); tests/e2e/chat.spec.ts covers the unavailable mode.
  await expect(panel.getByText(`Bonjour ! Je suis ${name}, ton prof de musique. Je t'écoute ?`)).toBeVisible()
  await expect(panel.getByPlaceholder('Posez une question...')).toBeVisible()

  const closer = page.getByRole('button', { name: `Fermer la discussion avec ${name}` })
  await expect(closer).toHaveAttribute('aria-expanded', 'true')
  // On phones the panel is a full-height sheet over the round button: it has its own close button.
  if ((page.viewportSize()?.width ?? 1024) < 640)
    await panel.getByRole('button', { name: 'Fermer la discussion', exact: true }).click()
  else await closer.click()
  await expect(panel).toHaveCount(0)
})

test('les filtres du portfolio trient clips et albums', async ({ page, request }) => {
  const data = await siteData(request)
  const count = (type: string) => data.portfolio.filter(item => item.type === type).length
  expect(count('clip')).toBeGreaterThan(0)
  expect(count('album')).toBeGreaterThan(0)

  await gotoHydrated(page, '/portfolio')
  const items = page.getByTestId('portfolio-item')
  const types = () => items.evaluateAll(elements => elements.map(element => element.getAttribute('data-type')))
  await expect(items).toHaveCount(data.portfolio.length)

  for (const [button, type] of [
    ['Clips', 'clip'],
    ['Albums', 'album'],
  ] as const) {
    await page.getByRole('button', { name: button, exact: true }).click()
    await expect(page.getByRole('button', { name: button, exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(page).toHaveURL(`${ORIGIN}/portfolio?type=${type}`)
    await expect(items).toHaveCount(count(type))
    expect(new Set(await types())).toEqual(new Set([type]))
  }

  await page.getByRole('button', { name: 'Tout', exact: true }).click()
  await expect(items).toHaveCount(data.portfolio.length)
  await expect(page).toHaveURL(`${ORIGIN}/portfolio`)
})
