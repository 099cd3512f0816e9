import { expect, test, type Page } from '@playwright/test'
import { waitForHydration } from './support/site.ts'

/** A post that no other test in this file likes, so counts stay predictable per project. */
async function openPost(page: Page, index: number) {
  const posts = (await (await page.request.get('/api/blog/posts')).json()) as { id: string }[]
  const post = posts[index % posts.length]!
  await page.goto(`/blog/${post.id}`)
  await waitForHydration(page)
  return post.id
}

const likeButton = (page: Page) => page.getByRole('button', { name: /J'aime/ })
const likeCount = async (page: Page) => Number(await page.getByTestId('like-count').textContent())

test('aimer un article, recharger (l’état reste), puis ne plus l’aimer', async ({ page }, testInfo) => {
  await openPost(page, testInfo.project.name === 'phone' ? 0 : 1)
  const before = await likeCount(page)
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false')

  await likeButton(page).click()
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('like-count')).toHaveText(String(before + 1))
  const stored = await page.evaluate(() => localStorage.getItem('gombiste_liked_posts'))
  expect(stored).toContain('"')

  // Under a stream of likes (the other browser project likes too), cached pages show a like within a
  // second rather than at once (invalidatePathsCoalesced, src/core/http/response-cache.server.ts):
  // reload until the page shows it.
  await expect
    .poll(
      async () => {
        await page.reload()
        await waitForHydration(page)
        return likeCount(page)
      },
      { timeout: 5000 },
    )
    .toBe(before + 1)
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true')

  await likeButton(page).click()
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false')
  await expect(page.getByTestId('like-count')).toHaveText(String(before))
})

test('un « J’aime » refusé par le serveur est annulé avec un message', async ({ page }, testInfo) => {
  await openPost(page, testInfo.project.name === 'phone' ? 2 : 3)
  const before = await likeCount(page)
  await page.route('**/api/like-post', route =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":{"code":"INTERNAL","message":"panne"}}',
    }),
  )
  const messages: string[] = []
  page.on('dialog', dialog => {
    messages.push(dialog.message())
    void dialog.accept()
  })
  await likeButton(page).click()
  await expect.poll(() => messages).toEqual(["Une erreur est survenue. Votre 'J'aime' n'a pas pu être enregistré."])
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false')
  await expect(page.getByTestId('like-count')).toHaveText(String(before))
  expect(await page.evaluate(() => localStorage.getItem('gombiste_liked_posts') ?? '[]')).toBe('[]')
})

test('aimer puis quitter aussitôt la page : le « J’aime » reste aimé', async ({ page }, testInfo) => {
  // The comment journey's posts: their like counts are not checked, and this like never reaches the
  // server anyway (held below).
  await openPost(page, testInfo.project.name === 'phone' ? 4 : 5)
  // The answer never comes before the visitor leaves: the reload aborts it.
  await page.route('**/api/like-post', () => {})
  await likeButton(page).click()
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true')
  await page.reload()
  await waitForHydration(page)
  // Leaving is not a failure: the like is not taken back.
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true')
  expect(await page.evaluate(() => localStorage.getItem('gombiste_liked_posts'))).toContain('"')
})

test('publier un commentaire ; un commentaire piégé reste du texte', async ({ page }, testInfo) => {
  await openPost(page, testInfo.project.name === 'phone' ? 4 : 5)
  let dialogs = 0
  page.on('dialog', dialog => {
    dialogs++
    void dialog.dismiss()
  })

  await page.getByRole('button', { name: 'Publier' }).click()
  await expect(page.getByText('Veuillez indiquer votre nom.')).toBeVisible()
  await expect(page.getByText('Veuillez écrire un commentaire.')).toBeVisible()

  const text = `Superbe article (${testInfo.project.name}) !`
  await page.getByLabel('Votre nom').fill('Mireille')
  await page.getByLabel('Votre commentaire').fill(text)
  await page.getByRole('button', { name: 'Publier' }).click()
  await expect(page.getByText('Merci, votre commentaire est publié.')).toBeVisible()
  await expect(page.getByText(text)).toBeVisible()

  const hostile = `<img src=x onerror="alert('xss')"><script>alert('xss')</script> ${testInfo.project.name}`
  await page.getByLabel('Votre commentaire').fill(hostile)
  await page.getByRole('button', { name: 'Publier' }).click()
  await expect(page.getByText(hostile)).toBeVisible()
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByText(text)).toBeVisible()
  await expect(page.getByText(hostile)).toBeVisible()
  expect(dialogs).toBe(0)
})

test('si les articles ne peuvent pas être chargés, le blog le dit', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'client-side navigation through the desktop header')
  await page.goto('/')
  await waitForHydration(page)
  await page.route('**/api/blog/posts**', route =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":{"code":"INTERNAL","message":"panne"}}',
    }),
  )
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Blog' }).click()
  await expect(page.getByRole('alert')).toContainText('Impossible de charger les articles du blog.')
})

test('le flux Atom du blog liste les articles', async ({ request }) => {
  const response = await request.get('/blog/feed.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/atom+xml')
  const xml = await response.text()
  const posts = (await (await request.get('/api/blog/posts')).json()) as { id: string; title: string }[]
  expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom"')
  expect(xml).toContain(`/blog/${posts[0]!.id}`)
})
