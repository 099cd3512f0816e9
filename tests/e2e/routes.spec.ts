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
  expect(server.meta('og:image'), `og:image of ${route.path}`).toMatch(/^http:\/\/127\.0\.0\.1:3210\/media\/og\/[\w-]+\.jpg$/)
}

/** Collected console errors, minus the 404 of the not-found document itself (Chromium logs it). */
function unexpectedProblems(problems: ConsoleProblem[], page: Page, route: RouteCase) {
  return problems.filter(
    (problem) =>
      !(route.status === 404 && problem.kind === 'console' && problem.url === page.url() && problem.text.includes('404')),
  )
}

async function expectFooter(page: Page, labelName: string, slogan: string) {
  const footer = page.getByRole('contentinfo')
  const links = [
    ['Mentions légales', '/mentions-legales'],
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

async function expectInBrowser(
  page: Page,
  route: RouteCase,
  label: { name: string; slogan: string },
  { checkTitle = true }: { checkTitle?: boolean } = {},
) {
  const problems = collectConsoleErrors(page)
  const response = await page.goto(route.path)
  expect(response?.status(), `status of ${route.path} in the browser`).toBe(route.status)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1)
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  // Still the server's page after hydration: same heading, same title.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1)
  if (checkTitle) await expect(page).toHaveTitle(documentTitle(route.metaTitle))
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

const UNKNOWN_IDS = ['/artiste/inconnu', '/academie/piano/inconnu', '/blog/inconnu']

test.describe('identifiants inconnus', () => {
  for (const path of UNKNOWN_IDS) {
    test(`${path} répond 404 avec la page introuvable`, async ({ page, request }) => {
      const data = await siteData(request)
      const route = notFoundRoute(path)
      await expectServerHtml(request, route)
      // The tab title after hydration is checked on its own below (known bug).
      await expectInBrowser(page, route, data.label.info, { checkTitle: false })
    })

    // APP BUG (src/web/layout/document-meta.tsx): DocumentMeta sits in RootLayout, above the 'pages'
    // route's ErrorBoundary that catches the loader's 404, so its useRouteError() is undefined there.
    // After hydration it rewrites the server's « Page introuvable — Gombiste Records » into the route's
    // fallback title (« Artiste », « Cours », « Article — Gombiste Records ») and the matching
    // description. Expected: the not-found title stays, as in the server HTML.
    test.fixme(`${path} garde le titre « Page introuvable » après hydratation`, async ({ page }) => {
      await page.goto(path)
      await waitForHydration(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
      await expect(page).toHaveTitle(documentTitle('Page introuvable'))
    })
  }
})

test.describe('routes protégées', () => {
  for (const index of [0, 1, 2]) {
    test(`route protégée n°${index + 1} : un visiteur anonyme arrive sur /connexion`, async ({ page, request }) => {
      const data = await siteData(request)
      const path = protectedPaths(data)[index] as string
      test.info().annotations.push({ type: 'route', description: path })

      // The session is only known in the browser: the server sends the checking state.
      const server = await fetchServerPage(request, path)
      expect(server.status).toBe(200)
      expect(server.bodyText).toContain("Vérification de l'authentification...")
      expect(server.title).not.toBe(HOME_TITLE)
      expect(server.meta('og:title')).toBeTruthy()
      expect(server.meta('og:description')).toBeTruthy()
      expect(server.meta('og:image')).toBeTruthy()

      const problems = collectConsoleErrors(page)
      await page.goto(path)
      await expect(page).toHaveURL(`${ORIGIN}/connexion`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion')
      await expect(page).toHaveTitle(documentTitle('Connexion'))
      await page.waitForLoadState('networkidle')
      await expectFooter(page, data.label.info.name, data.label.info.slogan)
      expect(problems, `console errors on ${path}:\n${formatProblems(problems)}`).toEqual([])
    })
  }
})

test('les images Open Graph annoncées existent', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'server-side only: checked once')
  const data = await siteData(request)
  const routes = [...PUBLIC_ROUTE_NAMES.map((name) => publicRoute(name, data))]
  const images = new Set<string>()
  for (const route of routes) {
    const image = (await fetchServerPage(request, route.path)).meta('og:image')
    if (image) images.add(image)
  }
  const missing: string[] = []
  for (const image of images) {
    const response = await request.get(image)
    if (response.status() !== 200 || !response.headers()['content-type']?.startsWith('image/jpeg')) {
      missing.push(`${image} → ${response.status()} ${response.headers()['content-type'] ?? ''}`)
    }
  }
  expect(missing, `Open Graph images that do not load:\n${missing.join('\n')}`).toEqual([])
})
