import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { documentTitle, PUBLIC_ROUTE_NAMES, publicRoute, type SiteData } from '../e2e/support/site.ts'

/**
 * The static demo (spec §1, §5, §6, §8, §9): `npm run build:demo` served by a plain static server
 * with no API. Everything below comes from the in-browser backend over the built-in sample data.
 */
const DEMO_EMAIL = 'demo@gombiste-records.cm'
const DEMO_PASSWORD = 'demo-gombiste'
const WRONG_CREDENTIALS = 'Email ou mot de passe invalide (mode démo).'
const PROVIDER_UNAVAILABLE = "La connexion via des services tiers n'est pas disponible en mode démo."
const LIKE_OFFLINE = "L'action 'J'aime' est indisponible en mode hors ligne."
const NAME = 'Maestro Gombi'

/** The app has started once the first page's heading is there (the demo renders in the browser only). */
async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 15_000 })
}

/** The site's content, read through the demo's own backend (the same calls the pages make). */
async function demoSiteData(page: Page): Promise<SiteData> {
  await open(page, '/')
  return page.evaluate(async () => {
    const get = async (path: string) => (await fetch(path)).json()
    const [label, artists, disciplines, formulas, posts, portfolio] = await Promise.all(
      [
        '/api/label',
        '/api/artists',
        '/api/academy/disciplines',
        '/api/academy/formulas',
        '/api/blog/posts',
        '/api/portfolio',
      ].map(get),
    )
    const artist = await get(`/api/artists/${encodeURIComponent(artists[0].id)}`)
    return { label, artists, artist, disciplines, formulas, posts, portfolio }
  })
}

async function signIn(page: Page, email: string, password: string) {
  await open(page, '/connexion')
  await page.getByLabel('Adresse e-mail').fill(email)
  await page.getByLabel('Mot de passe', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
}

test('the static host has no API: the pages are served by the in-browser backend', async ({ page }) => {
  const api = await page.request.get('/api/label')
  expect(api.status()).toBe(404)
  await open(page, '/')
  await expect(page.getByRole('region', { name: 'Mode démo' })).toContainText('Site de démonstration')
})

test('every route of spec §2 renders in the demo', async ({ page }) => {
  test.setTimeout(90_000)
  const problems: string[] = []
  page.on('pageerror', error => problems.push(error.message))
  page.on('console', message => {
    if (message.type() === 'error') problems.push(message.text())
  })
  const data = await demoSiteData(page)
  for (const name of PUBLIC_ROUTE_NAMES) {
    const route = publicRoute(name, data)
    await open(page, route.path)
    await expect(page.locator('main h1'), `<h1> of ${route.path}`).toHaveText(route.h1)
    for (const text of route.serverContent)
      await expect(page.locator('main'), `${route.path} shows « ${text} »`).toContainText(text)
    await expect(page, `title of ${route.path}`).toHaveTitle(documentTitle(route.metaTitle))
    await expect(page.getByRole('region', { name: 'Mode démo' })).toBeVisible()
  }
  // Login required: an anonymous visitor is sent to the login page.
  for (const path of ['/profil', `/paiement/${data.formulas.find(formula => formula.price)!.id}`, '/admin/dashboard']) {
    await page.goto(path)
    await expect(page, `${path} needs a session`).toHaveURL(/\/connexion$/)
  }
  expect(problems, problems.join('\n')).toEqual([])
})

test('demo login: the account is shown, a wrong password is refused, the right one takes 500 ms', async ({ page }) => {
  await open(page, '/connexion')
  await expect(page.getByTestId('demo-email')).toHaveText(DEMO_EMAIL)
  await expect(page.getByTestId('demo-password')).toHaveText(DEMO_PASSWORD)

  await signIn(page, DEMO_EMAIL, 'pas-le-bon')
  await expect(page.getByRole('alert')).toHaveText(WRONG_CREDENTIALS)
  await signIn(page, 'quelqu.un@example.cm', DEMO_PASSWORD)
  await expect(page.getByRole('alert')).toHaveText(WRONG_CREDENTIALS)

  await open(page, '/connexion')
  await page.getByLabel('Adresse e-mail').fill(DEMO_EMAIL)
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD)
  const started = Date.now()
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(/\/profil$/)
  expect(Date.now() - started, 'spec §9: the demo login takes 500 ms').toBeGreaterThanOrEqual(500)
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible()
  await expect(page.getByText(DEMO_EMAIL)).toBeVisible()

  // Spec §5: the demo user is a student, not an administrator.
  await page.goto('/admin/dashboard')
  await expect(page).toHaveURL(/\/$/)
})

test('provider sign-in, sign-up and emails say they are not available in the demo', async ({ page }) => {
  await open(page, '/connexion')
  await page.getByRole('button', { name: 'Continuer avec Google' }).click()
  await expect(page.getByRole('alert')).toHaveText(PROVIDER_UNAVAILABLE)

  await open(page, '/inscription')
  await expect(
    page.getByText(/Le service d'authentification \(le serveur Gombiste Records\) n'est pas configuré/).first(),
  ).toBeVisible()
  await page.getByLabel('Nom', { exact: true }).fill('Awa Demo')
  await page.getByLabel('Adresse e-mail').fill('awa@example.cm')
  await page.getByLabel('Mot de passe', { exact: true }).fill('un-mot-de-passe-solide')
  await page.getByLabel('Élève de l’académie').check()
  await page.getByRole('button', { name: 'Créer mon compte' }).click()
  await expect(page.getByRole('alert')).toContainText(
    "Le service d'authentification (le serveur Gombiste Records) n'est pas configuré",
  )

  await open(page, '/admin/login')
  await page.getByLabel('Adresse e-mail').fill(DEMO_EMAIL)
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page.getByRole('alert')).toHaveText('Accès refusé. Rôle non administrateur.')
})

test('a like gives the offline text and the count comes back', async ({ page }) => {
  const data = await demoSiteData(page)
  await open(page, `/blog/${data.posts[0]!.id}`)
  const like = page.getByRole('button', { name: /^J'aime \(\d+ J'aime\)$/ })
  const before = await page.getByTestId('like-count').textContent()
  const alerts: string[] = []
  page.on('dialog', dialog => {
    alerts.push(dialog.message())
    void dialog.accept()
  })
  await like.click()
  await expect.poll(() => alerts).toEqual([LIKE_OFFLINE])
  await expect(page.getByTestId('like-count')).toHaveText(before!)
  await expect(like).toHaveAttribute('aria-pressed', 'false')
})

test('profile, preferences and comments survive a reload', async ({ page }) => {
  await signIn(page, DEMO_EMAIL, DEMO_PASSWORD)
  await expect(page).toHaveURL(/\/profil$/)
  const blog = page.getByLabel('Nouveaux articles du blog')
  await expect(blog).toBeChecked()
  await blog.uncheck()
  await expect(page.getByText('Préférences enregistrées.')).toBeVisible()
  await page.getByLabel('Nom', { exact: true }).fill('Amina Démo-Essomba')
  await page
    .getByRole('button', { name: /Enregistrer/ })
    .first()
    .click()
  await expect(page.getByText('Nom enregistré.')).toBeVisible()

  await page.reload()
  await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('Amina Démo-Essomba')
  await expect(page.getByLabel('Nouveaux articles du blog')).not.toBeChecked()
  await expect(page.getByLabel('Nouveaux événements')).toBeChecked()

  // "Mes données" is made in the browser.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Télécharger mes données' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('mes-donnees-gombiste.json')
  const exported = JSON.parse(await readFile((await file.path())!, 'utf8')) as { profile: { name: string } }
  expect(exported.profile.name).toBe('Amina Démo-Essomba')

  // A comment stays on the article, in this browser.
  await page.goto('/blog')
  await page.locator('main article a').first().click()
  await page.waitForURL(/\/blog\/[a-z0-9-]+$/)
  const article = page.url()
  await page.getByLabel('Votre nom').fill('Amina')
  await page.getByLabel('Votre commentaire').fill('Bravo pour cet article, il m’a beaucoup aidée.')
  await page.getByRole('button', { name: 'Publier' }).click()
  const comments = page.getByRole('region', { name: 'Commentaires (1)' })
  await expect(
    comments.getByRole('listitem').filter({ hasText: 'Bravo pour cet article, il m’a beaucoup aidée.' }),
  ).toBeVisible()
  await page.goto(article)
  await expect(
    comments.getByRole('listitem').filter({ hasText: 'Bravo pour cet article, il m’a beaucoup aidée.' }),
  ).toBeVisible()
})

test('enrolling through the test payment persists in the profile', async ({ page }) => {
  await signIn(page, DEMO_EMAIL, DEMO_PASSWORD)
  await expect(page).toHaveURL(/\/profil$/)
  await open(page, '/academie')
  await page.getByRole('link', { name: 'Choisir Pack Individuel' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement' })).toBeVisible()
  await page.getByLabel(/J’accepte les/).check()
  await page.getByRole('button', { name: /^Payer / }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement de test' })).toBeVisible()
  await page.getByRole('button', { name: 'Simuler un paiement réussi' }).click()
  await expect(page.getByText('Paiement confirmé : vous êtes inscrit à la formule Pack Individuel.')).toBeVisible()

  await page.goto('/profil')
  await page.reload()
  // « Mes cours » lists the courses the formula opens and names the formula below them.
  const myCourses = page
    .locator('section', { has: page.getByRole('heading', { name: 'Mes cours', exact: true }) })
    .last()
  await expect(myCourses).toContainText('Pack Individuel')
  await expect(page.getByTestId('orders')).toContainText('Payée')
})

test('the tutor and the composer run in the browser', async ({ page }) => {
  test.setTimeout(60_000)
  // The SoundFont (4 MB) is downloaded only when the visitor composes, from a worker.
  const bankRequests: string[] = []
  page.context().on('request', request => {
    // The service worker's own fetch of the same file is the same download, seen twice.
    if (/TimGM6mb/.test(request.url()) && !request.serviceWorker()) bankRequests.push(request.url())
  })
  await open(page, '/tutor')
  const view = page.getByRole('region', { name: `${NAME} - Gombiste IA` })
  await expect(view.getByText(`Bonjour ! Je suis ${NAME}, ton prof de musique. Je t'écoute ?`)).toBeVisible()
  const input = view.getByRole('textbox', { name: `Votre question à ${NAME}` })
  await input.fill("Quelles sont les notes de l'accord de sol majeur ?")
  await input.press('Enter')
  await expect(view.locator('li[data-sender="ai"]').last()).toContainText('sol, si et ré')
  expect(bankRequests, 'no SoundFont before the first piece').toHaveLength(0)

  await input.fill('Compose-moi un morceau lent au piano en ré mineur de 20 secondes')
  await input.press('Enter')
  await expect(
    view.locator('li[data-sender="ai"]').getByText("Voici le morceau que j'ai composé pour vous !"),
  ).toBeVisible({ timeout: 30_000 })
  expect(bankRequests, 'the SoundFont, once').toHaveLength(1)
  await view.getByRole('button', { name: `Écouter le morceau composé par ${NAME}` }).click()
  const seekBar = page
    .getByRole('region', { name: 'Lecteur audio' })
    .getByRole('slider', { name: 'Position dans le morceau' })
  await expect
    .poll(async () => Math.abs(Number(await seekBar.getAttribute('max')) - 20), { timeout: 15_000 })
    .toBeLessThanOrEqual(0.5)
})

test('a composed piece is kept in the profile and still plays after a reload', async ({ page }) => {
  test.setTimeout(60_000)
  await signIn(page, DEMO_EMAIL, DEMO_PASSWORD)
  await expect(page).toHaveURL(/\/profil$/)
  await open(page, '/tutor')
  const composer = page.getByRole('region', { name: 'Composer un morceau' })
  const result = page.getByTestId('composer-result')
  await composer.getByLabel('Votre idée').fill('Un makossa joyeux pour la fête du quartier')
  await composer.getByRole('button', { name: 'Composer le morceau' }).click()
  await expect(result.getByText("Voici le morceau que j'ai composé pour vous !")).toBeVisible({ timeout: 30_000 })
  const href = await result.getByRole('link', { name: 'Télécharger (MP3)' }).getAttribute('href')
  expect(href).toMatch(/^\/media\/generated\/[a-z0-9]+\.mp3$/)
  await result.getByRole('button', { name: 'Enregistrer dans mon profil' }).click()
  await expect(result.getByText('Publier dans la galerie de la communauté')).toBeVisible()

  await page.goto('/profil')
  await page.reload()
  await expect(page.getByText('« Un makossa joyeux pour la fête du quartier »').first()).toBeVisible()
  // The piece lives in the browser (Cache Storage, served by the service worker at the server's address).
  const file = await page.evaluate(async url => {
    const response = await fetch(url)
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      size: (await response.arrayBuffer()).byteLength,
    }
  }, href!)
  expect(file.status).toBe(200)
  expect(file.type).toBe('audio/mpeg')
  expect(file.size).toBeGreaterThan(10_000)
})

test('a function without a demo answers that it is unavailable in demo mode', async ({ page }) => {
  await open(page, '/')
  const answer = await page.evaluate(async () => {
    const response = await fetch('/api/une-fonction-a-venir', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    return { status: response.status, body: await response.json() }
  })
  expect(answer).toEqual({
    status: 503,
    body: {
      error: {
        code: 'UNAVAILABLE',
        message: 'Cette fonction est indisponible en mode démo : aucun serveur n’est relié à ce site.',
      },
    },
  })
})

test('the built demo holds the text and exercises of the free lessons, and none of a paid lesson', async () => {
  const { readdir } = await import('node:fs/promises')
  const { join } = await import('node:path')
  const root = join(import.meta.dirname, '..', '..')
  const lessons = (await readdir(join(root, 'content/courses'), { recursive: true }))
    .filter(path => /\/\d+-[^/]+\.md$/.test(path))
    .map(path => join(root, 'content/courses', path))
  const built = join(root, 'dist-demo')
  const files = (await readdir(built, { recursive: true })).filter(path => /\.(js|html|json|webmanifest)$/.test(path))
  const shipped = (await Promise.all(files.map(path => readFile(join(built, path), 'utf8')))).join('\n')
  // The longest run of plain ASCII words of each paragraph: found whatever escaping the minifier chose.
  const plainRun = (paragraph: string) =>
    (paragraph.match(/[A-Za-z][A-Za-z ,.;:]{30,}/g) ?? []).sort((a, b) => b.length - a.length)[0]?.trim()
  const texts = await Promise.all(lessons.map(async path => [path, await readFile(path, 'utf8')] as const))
  // What a visitor may read anyway (the tutor's notes, a level's outline, the blog...) is not a leak when a lesson says it too.
  const publicTexts = await Promise.all(
    (await readdir(join(root, 'content'), { recursive: true }))
      .filter(path => /\.(md|yaml)$/.test(path) && !/^courses\/.+\/\d+-[^/]+\.md$/.test(path))
      .map(path => readFile(join(root, 'content', path), 'utf8')),
  )
  let free = 0
  let paid = 0
  for (const [path, text] of texts) {
    const [, frontMatter = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? []
    const isFree = /^free:\s*true\s*$/m.test(frontMatter)
    for (const run of body.split('\n\n').map(plainRun)) {
      // Only sentences of this lesson alone (advice repeated elsewhere proves nothing).
      if (
        !run ||
        run.length < 40 ||
        texts.some(([other, text]) => other !== path && text.includes(run)) ||
        publicTexts.some(text => text.includes(run))
      )
        continue
      if (isFree) free++
      else paid++
      expect(shipped.includes(run), `${path}: « ${run} »`).toBe(isFree)
    }
  }
  expect(free).toBeGreaterThan(20)
  expect(paid).toBeGreaterThan(500)
})
