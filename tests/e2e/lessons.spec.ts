import { expect, test } from '@playwright/test'
import { signInAsAdmin } from './support/admin.ts'
import { MAILBOX, ORIGIN, waitForHydration } from './support/site.ts'
import {
  enrol,
  E2E_PASSWORD,
  payWithTestProvider,
  signUpAndActivate,
  startCheckout,
  takeSlot,
  uniqueEmail,
} from './support/student.ts'

/**
 * Lessons: an admin makes a teacher, the teacher opens weekly slots, then a student pays
 * Pack Individuel, books a slot on /profil/cours and receives the mail with its calendar invitation.
 * The browser is set to Paris: every time on screen still says Douala time.
 */
test.use({ timezoneId: 'Europe/Paris' })
// Three accounts, a payment and a booking: longer than one page's journey.
test.setTimeout(90_000)

test('a student pays Pack Individuel, books a slot and receives the invitation', async ({ page, browser, request }) => {
  // The teacher: an account made as any visitor's, given the role by the admin. Each run has its own
  // teacher (the phone and desktop runs book at the same time).
  const teacherName = `Aline Ngo ${Math.random().toString(36).slice(2, 7)}`
  const teacherContext = await browser.newContext()
  const teacherPage = await teacherContext.newPage()
  const teacherEmail = await signUpAndActivate(teacherPage, request, teacherName, uniqueEmail('prof'))
  const adminContext = await browser.newContext()
  const adminPage = await adminContext.newPage()
  await signInAsAdmin(adminPage)
  const users = await adminPage.request.get(`/api/admin/accounts/users?q=${encodeURIComponent(teacherEmail)}&page=1`)
  const teacherId = ((await users.json()) as { users: { id: string }[] }).users[0]!.id
  const role = await adminPage.request.put(`/api/admin/accounts/users/${teacherId}/role`, {
    data: { role: 'Professeur' },
    headers: { origin: ORIGIN },
  })
  expect(role.status()).toBe(200)
  await adminContext.close()
  // The role change ended the teacher's sessions: sign in again, then set the profile and the week.
  const signIn = await teacherPage.request.post('/api/account/sign-in', {
    data: { email: teacherEmail, password: E2E_PASSWORD },
    headers: { origin: ORIGIN },
  })
  expect(signIn.status()).toBe(200)
  const profile = await teacherPage.request.put('/api/teacher/profile', {
    headers: { origin: ORIGIN },
    data: {
      displayName: teacherName,
      photoUrl: null,
      bio: 'Pianiste et pédagogue.',
      disciplines: ['piano'],
      languages: ['Français'],
      meetingUrl: null,
      published: true,
    },
  })
  expect(profile.status()).toBe(200)
  for (let weekday = 1; weekday <= 7; weekday++) {
    const rule = await teacherPage.request.post('/api/teacher/availability', {
      headers: { origin: ORIGIN },
      data: { weekday, start: '09:00', end: '11:00', place: 'studio' },
    })
    expect(rule.status()).toBe(201)
  }
  // The short address leads to the teacher area.
  await teacherPage.goto('/professeur')
  await expect(teacherPage).toHaveURL(/\/profil\/professeur$/)
  await expect(teacherPage.getByRole('heading', { level: 1, name: 'Espace professeur' })).toBeVisible()
  await teacherContext.close()

  // The student pays, then books.
  const email = await signUpAndActivate(page, request, 'Awa Cours', uniqueEmail('cours'))
  await enrol(page, 'pack-individuel')

  await page.goto('/profil')
  await expect(page.getByRole('heading', { name: 'Mes cours avec un professeur' })).toBeVisible()
  await expect(page.getByText(/Cours individuel \(60 min\) : 4 sur 4 restants/)).toBeVisible()
  await expect(page.getByText(/Valables jusqu’au/).first()).toBeVisible()
  await page.getByRole('link', { name: 'Réserver et gérer mes cours' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Mes cours' })).toBeVisible()
  await waitForHydration(page)
  await page.getByLabel('Professeur', { exact: true }).selectOption({ label: teacherName })
  const slot = page
    .getByRole('button', { name: new RegExp(`^Réserver .* à 09:00 \\(heure de Douala\\) avec ${teacherName}`) })
    .first()
  await expect(slot).toBeVisible()
  await takeSlot(page, slot)
  await expect(page.getByText(/^Cours réservé : .* à 09:00 \(heure de Douala\)\./)).toBeVisible()
  await expect(page.getByText(/Cours individuel \(60 min\) : 3 sur 4 restants/)).toBeVisible()
  await expect(page.getByText(`${teacherName} · Au studio (Akwa, Douala)`, { exact: false })).toBeVisible()

  let calendar = ''
  await expect
    .poll(
      async () => {
        const messages = (await (await request.get(`${MAILBOX}/messages?to=${encodeURIComponent(email)}`)).json()) as {
          subject: string
          calendar: string | null
        }[]
        calendar = messages.find(message => message.subject.startsWith('Cours réservé'))?.calendar ?? ''
        return calendar
      },
      { timeout: 15_000 },
    )
    .not.toBe('')
  expect(calendar).toContain('METHOD:REQUEST')
  expect(calendar).toMatch(/UID:lesson-[0-9a-f-]{36}@gombiste-records\.cm/)
  expect(calendar).toContain('SEQUENCE:0')
  // 09:00 in Douala, with the zone named.
  expect(calendar).toMatch(/DTSTART;TZID=Africa\/Douala:\d{8}T090000/)
})

test('on a fresh site, a student pays Pack Individuel and books with one of the academy’s teachers, no admin step', async ({
  page,
  request,
}) => {
  await signUpAndActivate(page, request, 'Binta Neuve', uniqueEmail('neuf'))
  await startCheckout(page, 'Pack Individuel')
  await payWithTestProvider(page)
  await page.getByRole('button', { name: 'Simuler un paiement réussi' }).click()
  await expect(page).toHaveURL(/\/paiement\/recu\//)

  // The sample teachers (content/teachers/), one or more per discipline, each with « Réserver ».
  await page.goto('/academie')
  await waitForHydration(page)
  const teachers = page.getByRole('region', { name: 'Nos professeurs' })
  for (const name of ['Carine Ndoumbe', 'Esther Moukouri', 'Paul Ndedi', 'Bertrand Owona'])
    await expect(teachers.getByText(name, { exact: true })).toBeVisible()
  await teachers.getByRole('link', { name: 'Réserver un cours avec Esther Moukouri' }).click()

  await expect(page).toHaveURL(/\/profil\/cours\?discipline=chant&professeur=prof-esther-moukouri#reserver$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Mes cours' })).toBeVisible()
  await waitForHydration(page)
  await expect(page.getByLabel('Professeur', { exact: true })).toHaveValue('prof-esther-moukouri')
  const slot = page.getByRole('button', { name: /^Réserver .* avec Esther Moukouri, / }).first()
  await expect(slot).toBeInViewport()
  await takeSlot(page, slot)
  await expect(page.getByText(/^Cours réservé : .*\(heure de Douala\)\./)).toBeVisible()
  await expect(page.getByText('Cours individuel (60 min) : 3 sur 4 restants')).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Mes réservations' }).getByText('Esther Moukouri · Au studio (Akwa, Douala)'),
  ).toBeVisible()
  // Her workshops, seeded with her, are open to students of Formation Hybride.
  await expect(
    page
      .getByRole('region', { name: 'Ateliers collectifs' })
      .getByText(/Esther Moukouri/)
      .first(),
  ).toBeVisible()
})
