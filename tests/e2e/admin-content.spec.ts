import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { expectNoSeriousAxeViolations } from './support/a11y.ts'
import sharp from 'sharp'
import { E2E_ADMIN, signInAsAdmin } from './support/admin.ts'
import { collectConsoleErrors, fetchServerPage, formatProblems, ORIGIN, waitForHydration } from './support/site.ts'
import { signUpAndActivate } from './support/student.ts'

/**
 * Content management journeys: an administrator writes a post with an uploaded image and publishes
 * it; it is on /blog at once with its image, and a student who keeps the "new posts" preference finds
 * it in the notification bell. Non-administrators are refused, by the page and by the server.
 */

function unique(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
}

/** A student account, activated through the link mailed to the loopback mailbox, signed in on `page`. */
const activatedStudent = (page: Page, request: APIRequestContext, name: string) =>
  signUpAndActivate(page, request, name)

async function newPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: ORIGIN, locale: 'fr-FR', timezoneId: 'Africa/Douala' })
  return context.newPage()
}

/** A real photo-like JPEG, made here: the server must crop and re-encode it. */
async function photoJpeg(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
    <rect width="100%" height="100%" fill="#2b2258"/><circle cx="1100" cy="420" r="260" fill="#e0a526"/>
    <rect x="160" y="620" width="600" height="220" fill="#a8442a"/></svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer()
}

test('un administrateur publie un article avec une image ; il est sur /blog et l’élève abonné est prévenu', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000)
  const studentPage = await newPage(browser)
  await activatedStudent(studentPage, request, 'Esther Mballa')

  await signInAsAdmin(page)
  await page.goto('/admin/dashboard')
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Articles du blog' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Articles du blog' })).toBeVisible()
  await page.getByRole('link', { name: 'Nouvel article' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Nouvel article' })).toBeVisible()
  await expect(page.getByLabel('Auteur')).toHaveValue(E2E_ADMIN.name)

  // Saving an empty form: the server's French message for each field, focus on the first.
  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click()
  await expect(page.getByText('L’article n’a pas été enregistré : corrigez les champs signalés.')).toBeVisible()
  await expect(page.getByText('Indiquez un titre.')).toBeVisible()
  await expect(page.getByLabel('Titre')).toBeFocused()

  const title = `Répétition publique ${unique('n')}`
  await page.getByLabel('Titre').fill(title)
  await page.getByLabel('Catégorie').fill('Vie du label')
  await page.getByLabel('Résumé').fill('Venez écouter la répétition du groupe avant la tournée.')
  await page
    .getByLabel('Contenu')
    .fill('## Samedi au studio\n\nUne **répétition ouverte** à tous.\n\n- entrée libre\n- 15 h')
  // Live preview, by the article page's own renderer.
  const preview = page.getByRole('region', { name: 'Aperçu' })
  await expect(preview.getByRole('heading', { name: 'Samedi au studio' })).toBeVisible()
  await expect(preview.locator('strong', { hasText: 'répétition ouverte' })).toBeVisible()

  // A disguised file is refused in French; a real photo is uploaded, re-encoded and previewed.
  const imageField = page.getByRole('group', { name: 'Image de l’article' })
  await imageField
    .getByLabel('Envoyer un fichier')
    .setInputFiles({ name: 'affiche.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.4\n% pas une image\n') })
  await expect(imageField.getByText(/Ce fichier est un document PDF, pas une image acceptée/)).toBeVisible()
  await imageField
    .getByLabel('Envoyer un fichier')
    .setInputFiles({ name: 'repetition.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg() })
  const thumbnail = imageField.getByRole('img', { name: 'Aperçu de l’image choisie' })
  await expect(thumbnail).toHaveAttribute('src', /^\/media\/uploads\/images\/blog\/repetition-[0-9a-f]{8}-800\.webp$/)
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(800)

  await page.getByLabel(/^Publié/).check()
  await page.getByRole('button', { name: 'Enregistrer et publier' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Article enregistré et en ligne.' })).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/contenu\/blog\/redaction\/repetition-publique-/)
  const postId = new URL(page.url()).pathname.split('/').at(-1)!

  // Shared links get the uploaded image's own Open Graph JPEG.
  const served = await fetchServerPage(request, `/blog/${postId}`)
  const ogImage = served.meta('og:image') ?? ''
  expect(ogImage).toMatch(/\/media\/uploads\/og\/blog-repetition-[0-9a-f]{8}\.jpg$/)
  const og = await request.get(new URL(ogImage).pathname)
  expect(og.status()).toBe(200)
  expect(og.headers()['content-type']).toBe('image/jpeg')

  // On the public blog at once, with its image in every width.
  await page.goto('/blog')
  const card = page.getByRole('article').filter({ hasText: title })
  await expect(card).toBeVisible()
  const image = card.locator('img')
  await expect(image).toHaveAttribute('srcset', /\/media\/uploads\/images\/blog\/repetition-[0-9a-f]{8}-400\.webp 400w/)
  await image.scrollIntoViewIfNeeded()
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0)

  // The student's bell: a new unread notification, marked read one second after opening.
  await studentPage.goto('/')
  await waitForHydration(studentPage)
  const bell = studentPage.getByRole('button', { name: /^Notifications \(\d+ non lues?\)$/ })
  await expect(bell).toBeVisible()
  await bell.click()
  const entry = studentPage
    .getByRole('region', { name: 'Notifications' })
    .getByRole('link', { name: new RegExp(`Nouvel article : ${title}`) })
  await expect(entry).toBeVisible()
  await expect(studentPage.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible({ timeout: 5000 })
  await entry.click()
  await expect(studentPage.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await studentPage.context().close()
})

test('un brouillon reste invisible sur le site', async ({ page }) => {
  await signInAsAdmin(page)
  await page.goto('/admin/dashboard')
  const title = `Brouillon secret ${unique('n')}`
  await page.goto('/admin/contenu/blog/redaction')
  await waitForHydration(page)
  const listing = (await (await page.request.get('/api/admin/media?kind=image&group=blog')).json()) as {
    assets: { url: string }[]
  }
  await page.getByLabel('Titre').fill(title)
  await page.getByLabel('Catégorie').fill('Coulisses')
  await page.getByLabel('Résumé').fill('Un article qui n’est pas encore prêt.')
  await page.getByLabel('Contenu').fill('Ce texte ne doit pas encore être lu par le public.')
  const imageField = page.getByRole('group', { name: 'Image de l’article' })
  if (listing.assets.length > 0) {
    await imageField.getByRole('button', { name: 'Choisir dans la médiathèque' }).click()
    await imageField.getByRole('list', { name: 'Fichiers de la médiathèque' }).getByRole('button').first().click()
  } else {
    await imageField
      .getByLabel('Envoyer un fichier')
      .setInputFiles({ name: 'coulisses.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg() })
  }
  await expect(imageField.getByRole('img', { name: 'Aperçu de l’image choisie' })).toBeVisible()
  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Brouillon enregistré' })).toBeVisible()
  const id = new URL(page.url()).pathname.split('/').at(-1)!

  await page.goto('/blog')
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
  await expect(page.getByText(title)).toHaveCount(0)
  expect((await page.request.get(`/blog/${id}`)).status()).toBe(404)
  expect(await (await page.request.get('/blog/feed.xml')).text()).not.toContain(title)
  expect(await (await page.request.get('/sitemap.xml')).text()).not.toContain(`/blog/${id}<`)
})

test('un élève n’accède ni aux pages ni aux API d’administration du contenu', async ({ page, request }) => {
  await activatedStudent(page, request, 'Paul Eto')
  await page.goto('/admin/contenu/blog')
  await expect(page).toHaveURL(`${ORIGIN}/`)
  const write = await page.request.post('/api/admin/blog/posts', {
    data: { title: 'Piratage' },
    headers: { origin: ORIGIN },
  })
  expect(write.status()).toBe(403)
  const upload = await page.request.post('/api/admin/uploads/image', {
    multipart: { group: 'blog', file: { name: 'x.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg() } },
    headers: { origin: ORIGIN },
  })
  expect(upload.status()).toBe(403)
  expect((await upload.json()).error.message).toBe('Accès refusé.')
})

test('un événement publié depuis l’administration apparaît dans le calendrier', async ({ page }) => {
  await signInAsAdmin(page)
  await page.goto('/admin/dashboard')
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Événements' }).click()
  await page.getByRole('button', { name: 'Nouvel événement' }).click()
  const title = `Scène ouverte ${unique('n')}`
  const form = page.getByRole('form', { name: 'Nouvel événement' })
  await form.getByLabel('Titre').fill(title)
  await form.getByLabel('Type').fill('Concert')
  await form.getByLabel('Date').fill(new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10))
  await form.getByLabel('Heure (Douala)').fill('20:30')
  await form.getByLabel('Lieu').fill('Douala, Akwa')
  await form.getByLabel('Intervenant').fill('Les élèves de l’académie')
  await form.getByLabel('Description').fill('Les élèves jouent leurs morceaux devant le public.')
  await form.getByLabel(/^Publié/).check()
  await form.getByRole('button', { name: 'Enregistrer', exact: true }).click()
  await expect(
    page.getByRole('status').filter({ hasText: `« ${title} » est enregistré et affiché dans le calendrier.` }),
  ).toBeVisible()
  await page.goto('/contact#calendrier')
  await expect(page.getByText(title).first()).toBeVisible()
})

test('les pages d’administration du contenu sont accessibles (axe WCAG 2.1 AA), sans erreur de console', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one run is enough for the admin screens')
  test.setTimeout(90_000)
  const problems = collectConsoleErrors(page)
  await signInAsAdmin(page)
  await page.goto('/admin/dashboard')
  const screens: { path: string; open?: string }[] = [
    { path: '/admin/contenu/blog' },
    { path: '/admin/contenu/blog/redaction' },
    { path: '/admin/contenu/evenements', open: 'Nouvel événement' },
    { path: '/admin/contenu/artistes' },
    { path: '/admin/contenu/artistes/fiche' },
    { path: '/admin/contenu/portfolio', open: 'Nouvelle réalisation' },
  ]
  for (const screen of screens) {
    await page.goto(screen.path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText('Chargement...')).toHaveCount(0)
    if (screen.open) await page.getByRole('button', { name: screen.open }).click()
    const library = page.getByRole('button', { name: 'Choisir dans la médiathèque' }).first()
    if (await library.count()) {
      await library.click()
      await expect(page.getByText('Chargement de la médiathèque…')).toHaveCount(0)
    }
    await expectNoSeriousAxeViolations(page, screen.path)
  }
  expect(problems, formatProblems(problems)).toEqual([])
})
