import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import {
  collectConsoleErrors,
  documentTitle,
  fetchServerPage,
  formatProblems,
  notFoundRoute,
  ORIGIN,
  protectedPaths,
  PUBLIC_ROUTE_NAMES,
  publicRoute,
  siteData,
  waitForHydration,
  type ConsoleProblem,
  type RouteCase,
} from './support/site.ts'

const HOME_TITLE = 'Gombiste Records — Label et académie de musique à Douala'

/** The page as the server sends it, before any JavaScript runs. */
async function expectServerHtml(request: APIRequestContext, route: RouteCase) {
  const server = await fetchServerPage(request, route.path)
  expect(server.status, `HTTP status of ${route.path}`).toBe(route.status)
  expect(server.h1s, `server-rendered <h1> of ${route.path}`).toEqual([route.h1])
  for (const text of route.serverContent) {
    expect(server.bodyText, `server HTML of ${route.path} should contain « ${text} »`).toContain(text)
  }

  expect(server.title, `<title> of ${route.path}`).toBe(documentTitle(route.metaTitle))
  if (route.path !== '/') expect(server.title, `<title> of ${route.path} is specific to the page`).not.toBe(HOME_TITLE)

  const description = server.meta('description')
  expect(description, `meta description of ${route.path}`).toBeTruthy()
  expect(server.meta('og:title'), `og:title of ${route.path}`).toBe(route.metaTitle)
  expect(server.meta('og:description'), `og:description of ${route.path}`).toBe(description)
  expect(server.meta('og:image'), `og:image of ${route.path}`).toMatch(
    new RegExp(`^${ORIGIN}/media/(uploads/)?og/[\\w-]+\\.jpg$`),
  )
}

/** Collected console errors, minus the 404 of the not-found document itself (Chromium logs it). */
function unexpectedProblems(problems: ConsoleProblem[], page: Page, route: RouteCase) {
  return problems.filter(
    problem =>
      !(
        route.status === 404 &&
        problem.kind === 'console' &&
        problem.url === page.url() &&
        problem.text.includes('404')
      ),
  )
}

async function expectFooter(page: Page, labelName: string, slogan: string) {
  const footer = page.getByRole('contentinfo')
  const links = [
    ['Mentions légales', '/mentions-legales'],
    ['Conditions générales de vente', '/conditions-generales-de-vente'],
    ['Politique de confidentialité', '/politique-de-confidentialite'],
    ['Témoignages', '/temoignages'],
    ['Activation du compte', '/activation'],
  ] as const
  for (const [name, href] of links) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  }
  await expect(footer.getByRole('heading', { name: labelName, exact: true })).toBeVisible()
  await expect(footer.getByText(slogan)).toBeVisible()
}

async function expectInBrowser(page: Page, route: RouteCase, label: { name: string; slogan: string }) {
  const problems = collectConsoleErrors(page)
  const response = await page.goto(route.path)
  expect(response?.status(), `status of ${route.path} in the browser`).toBe(route.status)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1)
  // goto() waited for the load event: scripts, styles, eager images and the page chunk are in.
  await waitForHydration(page)
  // Still the server's page after hydration: same heading, same title.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1)
  await expect(page).toHaveTitle(documentTitle(route.metaTitle))
  await expectFooter(page, label.name, label.slogan)
  const unexpected = unexpectedProblems(problems, page, route)
  expect(unexpected, `console errors on ${route.path}:\n${formatProblems(unexpected)}`).toEqual([])
}

test.describe('chaque route publique', () => {
  for (const name of PUBLIC_ROUTE_NAMES) {
    test(`${name} : HTML serveur, titre, Open Graph, h1, pied de page, console`, async ({ page, request }) => {
      const data = await siteData(request)
      const route = publicRoute(name, data)
      await expectServerHtml(request, route)
      await expectInBrowser(page, route, data.label.info)
    })
  }
})

test.describe('identifiants inconnus', () => {
  for (const path of ['/artiste/inconnu', '/academie/piano/inconnu', '/blog/inconnu']) {
    test(`${path} répond 404 avec la page introuvable`, async ({ page, request }) => {
      const data = await siteData(request)
      const route = notFoundRoute(path)
      await expectServerHtml(request, route)
      // The tab title must stay « Page introuvable » after hydration, not become the route's own.
      await expectInBrowser(page, route, data.label.info)
    })
  }
})

test.describe('routes protégées', () => {
  for (const pattern of [
    '/profil',
    '/paiement/:formule',
    '/admin/dashboard',
    '/academie/piano/debutant/lecon/2',
    '/academie/piano/debutant/evaluation',
  ]) {
    test(`${pattern} : un visiteur anonyme arrive sur /connexion`, async ({ page, request }) => {
      const data = await siteData(request)
      const path = protectedPaths(data).find(candidate =>
        candidate.startsWith(pattern.replace(':formule', '')),
      ) as string

      // The session is only known in the browser: the server sends the checking state.
      const server = await fetchServerPage(request, path)
      expect(server.status).toBe(200)
      // A lesson page first loads the lesson (lesson 1 is open to visitors), then sends a visitor on.
      expect(server.bodyText).toMatch(/Vérification de l'authentification\.\.\.|Chargement\.\.\./)
      expect(server.title).not.toBe(HOME_TITLE)
      expect(server.meta('og:title')).toBeTruthy()
      expect(server.meta('og:description')).toBeTruthy()
      expect(server.meta('og:image')).toBeTruthy()

      const problems = collectConsoleErrors(page)
      await page.goto(path)
      await expect(page).toHaveURL(`${ORIGIN}/connexion`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion')
      await expect(page).toHaveTitle(documentTitle('Connexion'))
      await expectFooter(page, data.label.info.name, data.label.info.slogan)
      // A lesson page asks for the lesson before it knows whether it is open to visitors (lesson 1 is):
      // the browser logs the server's 401 for a closed one, which is what sends the visitor on.
      const unexpected = problems.filter(
        problem => !(path.includes('/lecon/') && problem.text.includes('status of 401')),
      )
      expect(unexpected, `console errors on ${path}:\n${formatProblems(unexpected)}`).toEqual([])
    })
  }
})

async function brokenOgImages(request: APIRequestContext, routes: RouteCase[]): Promise<string[]> {
  const images = new Set<string>()
  for (const route of routes) {
    const image = (await fetchServerPage(request, route.path)).meta('og:image')
    if (image) images.add(image)
  }
  const broken: string[] = []
  for (const image of images) {
    const response = await request.get(image)
    if (response.status() !== 200 || !response.headers()['content-type']?.startsWith('image/jpeg')) {
      broken.push(`${image} → ${response.status()} ${response.headers()['content-type'] ?? ''}`)
    }
  }
  return broken
}

test('les images Open Graph annoncées existent', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'server-side only: checked once')
  const data = await siteData(request)
  // Course pages have their own test below.
  const routes = PUBLIC_ROUTE_NAMES.filter(name => name !== 'cours').map(name => publicRoute(name, data))
  const broken = await brokenOgImages(request, routes)
  expect(broken, `Open Graph images that do not load:\n${broken.join('\n')}`).toEqual([])
})

test('l’image Open Graph d’une page de cours existe', async ({ request }) => {
  const data = await siteData(request)
  const broken = await brokenOgImages(request, [publicRoute('cours', data)])
  expect(broken).toEqual([])
})
