import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { expectNoSeriousAxeViolations } from './support/a11y.ts'
import { E2E_ADMIN, signInAsAdmin } from './support/admin.ts'
import { MAILBOX, ORIGIN, siteData, waitForHydration } from './support/site.ts'

/**
 * The admin area's daily work: moderation, the inbox, roles, the dashboard; and the
 * server refusing all of it to anyone but an Admin. One administrator exists (E2E_ADMIN).
 */

const PASSWORD = 'Kora-du-soir-2026'

function unique(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
}

/** Admin pages render only a checking state on the server: wait for the page's own heading. */
async function openAdmin(page: Page, path: string, heading: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 15_000 })
}

/** A visitor account, signed up and activated through the real mail. */
async function activatedAccount(request: APIRequestContext, name: string) {
  const email = `${unique('eleve')}@exemple.cm`
  const signUp = await request.post('/api/account/sign-up', {
    data: { name, email, password: PASSWORD, role: 'Élève' },
  })
  expect(signUp.status()).toBe(201)
  let token = ''
  await expect
    .poll(
      async () => {
        const messages = (await (await request.get(`${MAILBOX}/messages?to=${encodeURIComponent(email)}`)).json()) as {
          text: string
        }[]
        const link = messages
          .flatMap(message => message.text.match(/https?:\/\/\S+/g) ?? [])
          .find(url => new URL(url).pathname === '/activation')
        token = link ? (new URL(link).searchParams.get('token') ?? '') : ''
        return token
      },
      { timeout: 15_000, message: `activation mail to ${email}` },
    )
    .not.toBe('')
  // Sign-up opened a session in this request context: a write with its cookie must say where it comes from.
  expect((await request.post('/api/account/activate', { data: { token }, headers: { origin: ORIGIN } })).status()).toBe(
    200,
  )
  return email
}

test('l’Admin se connecte et voit le tableau de bord', async ({ page }) => {
  await page.goto('/admin/login')
  await waitForHydration(page)
  await page.getByLabel('Adresse e-mail').fill(E2E_ADMIN.email)
  await page.getByLabel('Mot de passe', { exact: true }).fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await expect(page.getByRole('heading', { level: 2, name: 'À traiter' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Évolution' })).toBeVisible()
  await expect(page.getByRole('img', { name: /^Nouveaux comptes : / })).toBeVisible()
  await page.getByRole('group', { name: 'Période' }).getByRole('button', { name: '12 derniers mois' }).click()
  await expect(
    page.getByRole('group', { name: 'Période' }).getByRole('button', { name: '12 derniers mois' }),
  ).toHaveAttribute('aria-pressed', 'true')
  await page.getByText('Voir les données : nouveaux comptes').click()
  await expect(page.getByRole('table', { name: 'Nouveaux comptes, par mois' })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
})

test('un élève est refusé par le serveur sur chaque page et API d’administration', async ({ page, request }) => {
  const email = await activatedAccount(request, 'Élève curieux')
  expect((await page.request.post('/api/account/sign-in', { data: { email, password: PASSWORD } })).status()).toBe(200)
  for (const path of [
    '/api/admin/overview',
    '/api/admin/comments',
    '/api/admin/contact/messages',
    '/api/admin/orders',
    '/api/admin/accounts/users',
  ]) {
    const response = await page.request.get(path)
    expect(response.status(), path).toBe(403)
    expect(await response.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'Accès refusé.' } })
  }
  const write = await page.request.put('/api/admin/accounts/users/quelqu-un/role', {
    data: { role: 'Admin' },
    headers: { origin: ORIGIN },
  })
  expect(write.status()).toBe(403)
  // The page itself sends a signed-in non-admin home.
  await page.addInitScript(() => localStorage.setItem('gombiste_session', '1'))
  await page.goto('/admin/utilisateurs')
  await expect(page).toHaveURL(/\/$/)
})

test('un Admin masque un commentaire : il disparaît aussitôt de l’article', async ({ page, request }) => {
  const { posts } = await siteData(request)
  const post = posts[0]!
  const content = `Commentaire à modérer ${unique('c')}`
  const sent = await request.post(`/api/blog/posts/${post.id}/comments`, {
    data: { authorName: 'Visiteur pressé', content },
  })
  expect(sent.status()).toBe(201)
  await page.goto(`/blog/${post.id}`)
  await expect(page.getByText(content)).toBeVisible()

  await signInAsAdmin(page)
  await openAdmin(page, '/admin/commentaires?filtre=a-verifier', 'Commentaires')
  const card = page.getByRole('listitem').filter({ hasText: content })
  await expect(card.getByText('À vérifier')).toBeVisible()
  await card.getByRole('button', { name: 'Masquer le commentaire de Visiteur pressé' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Commentaire masqué' })).toBeVisible()
  await page
    .getByRole('group', { name: 'Afficher' })
    .getByRole('button', { name: /^Masqués/ })
    .click()
  await expect(
    page.getByRole('listitem').filter({ hasText: content }).getByText('Masqué', { exact: true }),
  ).toBeVisible()
  await expectNoSeriousAxeViolations(page)

  // The public article no longer shows it, in the server's HTML as in the browser.
  const html = await (await request.get(`/blog/${post.id}`, { headers: { accept: 'text/html' } })).text()
  expect(html).not.toContain(content)
  await page.goto(`/blog/${post.id}`)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(content)).toHaveCount(0)
})

test('un Admin ouvre une demande de contact et la marque comme traitée', async ({ page, request }) => {
  const subject = `Concert privé ${unique('s')}`
  const sent = await request.post('/api/contact/messages', {
    data: {
      name: 'Nadège Ewané',
      email: 'nadege@exemple.cm',
      subject,
      message: 'Bonjour,\nest-il possible de réserver un quartet pour un anniversaire ?',
      consent: true,
      website: '',
    },
  })
  expect(sent.status()).toBe(201)
  const { reference } = (await sent.json()) as { reference: string }

  await signInAsAdmin(page)
  await openAdmin(page, '/admin/demandes', 'Demandes')
  await expect(page.getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page')
  await page.getByLabel('Rechercher (nom, adresse e-mail, référence)').fill(reference)
  await page.getByRole('button', { name: 'Rechercher' }).click()
  await page.getByRole('button', { name: `Ouvrir : ${reference} — ${subject}` }).click()
  const detail = page.getByRole('region', { name: `${reference} — ${subject}` })
  await expect(detail.getByText('est-il possible de réserver un quartet')).toBeVisible()
  await expect(detail.getByText('À traiter', { exact: true })).toBeVisible()
  await detail.getByRole('button', { name: 'Marquer comme traitée' }).click()
  await expect(detail.getByRole('status')).toHaveText('Demande marquée comme traitée.')
  await expect(detail.getByText(`par ${E2E_ADMIN.name}`)).toBeVisible()
  await expectNoSeriousAxeViolations(page)

  // It left « À traiter » and is listed under « Traitées ».
  await page
    .getByRole('group', { name: 'Afficher' })
    .getByRole('button', { name: /^Traitées/ })
    .click()
  await expect(
    page.getByRole('listitem').filter({ hasText: reference }).getByText('Traitée', { exact: true }),
  ).toBeVisible()
  await page
    .getByRole('group', { name: 'Afficher' })
    .getByRole('button', { name: /^À traiter/ })
    .click()
  await expect(page.getByText('Aucune demande à traiter.')).toBeVisible()
})

test('un Admin change le rôle d’un utilisateur', async ({ page, request }) => {
  const email = `${unique('client')}@exemple.cm`
  expect(
    (
      await request.post('/api/account/sign-up', {
        data: { name: 'Serge Client', email, password: PASSWORD, role: 'Élève' },
      })
    ).status(),
  ).toBe(201)

  await signInAsAdmin(page)
  await openAdmin(page, '/admin/utilisateurs', 'Utilisateurs')
  await page.getByLabel('Rechercher par nom ou adresse e-mail').fill(email)
  await page.getByRole('button', { name: 'Rechercher' }).click()
  const row = page.getByRole('row').filter({ hasText: email })
  await row.getByLabel('Rôle de Serge Client').selectOption('client')
  await row.getByRole('button', { name: 'Enregistrer le rôle de Serge Client' }).click()
  await expect(page.getByRole('status')).toHaveText(
    'Rôle de « Serge Client » changé : Élève → Client. Ses autres sessions sont fermées.',
  )
  await page.reload()
  await expect(page.getByRole('row').filter({ hasText: email }).getByLabel('Rôle de Serge Client')).toHaveValue(
    'client',
  )
  await expectNoSeriousAxeViolations(page)
})

test('le dernier Admin ne peut pas se retirer son propre rôle', async ({ page }) => {
  await signInAsAdmin(page)
  await openAdmin(page, `/admin/utilisateurs?q=${encodeURIComponent(E2E_ADMIN.email)}`, 'Utilisateurs')
  const row = page.getByRole('row').filter({ hasText: E2E_ADMIN.email })
  await expect(row.getByText('vous', { exact: true })).toBeVisible()
  await row.getByLabel(`Rôle de ${E2E_ADMIN.name} (vous)`).selectOption('Élève')
  await row.getByRole('button', { name: `Enregistrer le rôle de ${E2E_ADMIN.name}` }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'Vous êtes le dernier administrateur : nommez d’abord un autre administrateur avant de changer votre propre rôle.',
  )
  await expect(row.getByLabel(`Rôle de ${E2E_ADMIN.name} (vous)`)).toHaveValue('Admin')
  // Still an Admin: the dashboard answers.
  expect((await page.request.get('/api/admin/overview')).status()).toBe(200)
})

test('une écoute d’un morceau compte dans « Morceaux les plus écoutés » ; les commandes se consultent', async ({
  page,
  request,
}) => {
  const { artist } = await siteData(request)
  const track = artist.discography[0]!
  await page.goto(`/artiste/${artist.id}`)
  await waitForHydration(page)
  const counted = page.waitForResponse(
    response => response.url().endsWith(`/api/tracks/${track.id}/plays`) && response.request().method() === 'POST',
    { timeout: 20_000 },
  )
  await page.getByRole('button', { name: `Écouter « ${track.title} » de ${artist.name}` }).click()
  expect((await counted).status()).toBe(200)

  await signInAsAdmin(page)
  await openAdmin(page, '/admin/dashboard', 'Tableau de bord')
  const played = page.getByRole('heading', { name: 'Morceaux les plus écoutés' }).locator('..')
  await expect(played.getByText(`${track.title} — ${artist.name}`)).toBeVisible()
  // The optional services' state, which visitors never see.
  const services = page.getByTestId('services-state')
  await expect(services).toContainText(/Connexion avec Google\s*: Non configurée : le bouton est masqué/)
  await expect(services).toContainText(/Paiements en mode test\s*: Actif/)

  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Commandes' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible()
  await expect(page.getByRole('group', { name: 'État' })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
})
