import { PGlite } from '@electric-sql/pglite'
import { type BrowserContext, expect, test as base } from '@playwright/test'
import { join } from 'node:path'
import { startPrivateServer, type PrivateServer } from './support/private-server.ts'
import { enrol, E2E_PASSWORD, signUpAndActivate, uniqueEmail, takeSlot } from './support/student.ts'
import { waitForHydration } from './support/site.ts'
import { withMicrophoneSinging } from './support/voice.ts'

/**
 * The lesson itself and corrections, as the teacher and the student live them:
 * - after a lesson, the teacher marks attendance and writes notes and homework; the student sees them;
 * - the student records an exercise with the microphone (Chromium's fake device, playing a sung la)
 *   and sends it; the teacher hears it in their queue and answers; the student reads the answer.
 *
 * A lesson can only be reported once it has started, and slots are booked in the future: between the
 * booking and the report, the journey stops its own server and moves that lesson two hours back in
 * the database, as if the hours had passed. Everything else goes through the pages.
 */
const test = base.extend<object, { server: PrivateServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the (empty) fixture dependencies from this pattern
    async ({}, use, workerInfo) => {
      // Three accounts and a server restart: the desktop project runs these journeys, and only its
      // workers start a server.
      if (workerInfo.project.name !== 'desktop') return use(undefined as unknown as PrivateServer)
      const server = await startPrivateServer()
      await use(server)
      await server.stop()
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ server, baseURL }, use) => use(server?.url ?? baseURL),
})

test.use({ ...withMicrophoneSinging(440), timezoneId: 'Europe/Paris' })
test.describe.configure({ mode: 'serial', timeout: 180_000 })

const suffix = Math.random().toString(36).slice(2, 7)
const teacherName = `Aline Ngo ${suffix}`
const studentName = `Awa Élève ${suffix}`
const accounts = { teacher: '', student: '' }
let teacherContext: BrowserContext
let studentContext: BrowserContext

test.beforeAll(() => test.skip(test.info().project.name !== 'desktop', 'the desktop project runs these journeys'))

test.beforeAll(async ({ browser, server, request }) => {
  test.setTimeout(240_000)
  teacherContext = await browser.newContext({ baseURL: server.url, locale: 'fr-FR', timezoneId: 'Europe/Paris' })
  studentContext = await browser.newContext({ baseURL: server.url, locale: 'fr-FR', timezoneId: 'Europe/Paris' })
  const teacherPage = await teacherContext.newPage()
  accounts.teacher = await signUpAndActivate(teacherPage, request, teacherName, uniqueEmail('prof'))

  // The admin gives the 'Professeur' role on /admin/utilisateurs.
  const adminContext = await browser.newContext({ baseURL: server.url, locale: 'fr-FR' })
  const adminPage = await adminContext.newPage()
  await adminPage.goto('/admin/login')
  await waitForHydration(adminPage)
  await adminPage.getByLabel('Adresse e-mail').fill(server.admin.email)
  await adminPage.getByLabel('Mot de passe', { exact: true }).fill(server.admin.password)
  await adminPage.getByRole('button', { name: 'Se connecter' }).click()
  await expect(adminPage).toHaveURL(/\/admin\/dashboard$/)
  const users = await adminPage.request.get(
    `/api/admin/accounts/users?q=${encodeURIComponent(accounts.teacher)}&page=1`,
  )
  const teacherId = ((await users.json()) as { users: { id: string }[] }).users[0]!.id
  const role = await adminPage.request.put(`/api/admin/accounts/users/${teacherId}/role`, {
    data: { role: 'Professeur' },
    headers: { origin: server.url },
  })
  expect(role.status()).toBe(200)
  await adminContext.close()

  // The role change ended the teacher's sessions: they sign in again and open their week.
  const signedIn = await teacherPage.request.post('/api/account/sign-in', {
    data: { email: accounts.teacher, password: E2E_PASSWORD },
    headers: { origin: server.url },
  })
  expect(signedIn.status()).toBe(200)
  const profile = await teacherPage.request.put('/api/teacher/profile', {
    headers: { origin: server.url },
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
      headers: { origin: server.url },
      data: { weekday, start: '09:00', end: '11:00', place: 'studio' },
    })
    expect(rule.status()).toBe(201)
  }
  await teacherPage.close()

  // The student pays Pack Individuel and books the first slot with this teacher.
  const page = await studentContext.newPage()
  accounts.student = await signUpAndActivate(page, request, studentName, uniqueEmail('eleve'))
  await enrol(page, 'pack-individuel')
  await page.goto('/profil/cours')
  await waitForHydration(page)
  await page.getByLabel('Professeur', { exact: true }).selectOption({ label: teacherName })
  const slot = page
    .getByRole('button', { name: new RegExp(`^Réserver .* à 09:00 \\(heure de Douala\\) avec ${teacherName}`) })
    .first()
  await takeSlot(page, slot)
  await expect(page.getByText(/^Cours réservé : .* à 09:00 \(heure de Douala\)\./)).toBeVisible()
  await page.close()

  // Two hours later, as far as the lesson is concerned: it started an hour and a half ago.
  await server.restart(async dataDir => {
    const db = await PGlite.create(join(dataDir, 'pglite'))
    try {
      const moved = await db.query(
        `update scheduled_lessons set starts_at = now() - interval '90 minutes', ends_at = now() - interval '30 minutes'
         where teacher_id = (select id from "user" where email = $1) returning id`,
        [accounts.teacher],
      )
      expect(moved.rows).toHaveLength(1)
    } finally {
      await db.close()
    }
  })
})

test.afterAll(async () => {
  await teacherContext?.close()
  await studentContext?.close()
})

test('the teacher marks attendance and writes notes and homework; the student sees them', async ({ server }) => {
  const teacher = await teacherContext.newPage()
  // The restart kept the sessions (they live in the database).
  await teacher.goto('/profil/professeur')
  // The first pages after the restart wait for a cold server.
  await expect(teacher.getByRole('heading', { level: 1, name: 'Espace professeur' })).toBeVisible({ timeout: 20_000 })
  const lesson = teacher.locator('li').filter({ has: teacher.getByText(`Présence de ${studentName}`) })
  // A lesson just before midnight on Sunday may sit in last week's view.
  const inThisWeek = await lesson.waitFor({ timeout: 5000 }).then(
    () => true,
    () => false,
  )
  if (!inThisWeek) await teacher.getByRole('button', { name: /précédente/i }).click()
  await expect(lesson).toBeVisible({ timeout: 15_000 })
  await lesson.getByRole('radio', { name: 'Présent' }).check()
  await lesson
    .getByLabel('Notes du cours')
    .fill('Belle posture ; le pouce passe encore trop tard dans la gamme de sol.')
  await lesson.getByLabel('Devoirs').fill('Gamme de sol majeur, mains séparées, 10 minutes par jour au métronome 60.')
  await lesson.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(
    teacher.getByText('Présences, notes et devoirs enregistrés : l’élève les voit sur son profil.'),
  ).toBeVisible()

  const student = await studentContext.newPage()
  await student.goto('/profil/cours')
  await waitForHydration(student)
  await expect(
    student.getByText('Gamme de sol majeur, mains séparées, 10 minutes par jour au métronome 60.'),
  ).toBeVisible({ timeout: 15_000 })
  await expect(student.getByText(/le pouce passe encore trop tard/)).toBeVisible()
  await expect(student.getByText(/Présent/).first()).toBeVisible()
  // The /profil card shows the latest homework too.
  await student.goto('/profil')
  await expect(
    student.getByText('Gamme de sol majeur, mains séparées, 10 minutes par jour au métronome 60.'),
  ).toBeVisible({ timeout: 15_000 })
  void server
})

test('the student records an exercise with the microphone; the teacher hears it and corrects it', async () => {
  const student = await studentContext.newPage()
  await student.goto('/profil/cours')
  await waitForHydration(student)
  const corrections = student.getByRole('region', { name: /^Corrections/ })
  await corrections.getByLabel('Discipline').selectOption({ label: 'Piano' })
  await corrections.getByLabel('Exercice', { exact: true }).fill('La tenu, chanté avant la gamme')
  await corrections.getByRole('button', { name: 'Enregistrer ma réponse au micro' }).click()
  await expect(corrections.getByText('Enregistrement en cours…')).toBeVisible()
  // Chromium's fake microphone plays the sung la: the recording's length is what is tested, two seconds of it.
  await student.waitForTimeout(2000)
  await corrections.getByRole('button', { name: 'Arrêter l’enregistrement' }).click()
  await expect(corrections.getByText('Enregistrement prêt à être envoyé.')).toBeVisible()
  await corrections.getByRole('button', { name: 'Envoyer pour correction' }).click()
  await expect(corrections.getByText(/^Exercice envoyé\. Réponse attendue avant le /)).toBeVisible()

  const teacher = await teacherContext.newPage()
  await teacher.goto('/profil/professeur')
  const queue = teacher.locator('#corrections')
  const item = queue.locator('li').filter({ hasText: 'La tenu, chanté avant la gamme' })
  await expect(item).toBeVisible()
  await expect(item.getByText(/^À corriger avant le /)).toBeVisible()
  // The recording is there and really is audio the browser can play.
  const audio = item.locator('audio')
  // Served through the API to the student, the teacher and the admins only, never as public media.
  await expect(audio).toHaveAttribute('src', /^\/api\/teaching\/corrections\/[0-9a-f-]+\/attachment$/)
  const src = (await audio.getAttribute('src')) as string
  const recording = await teacher.request.get(src)
  expect(recording.status()).toBe(200)
  // Chromium records WebM (audio only), which the server names by its extension.
  expect(recording.headers()['content-type']).toMatch(/^(audio\/|video\/webm)/)
  expect((await recording.body()).length).toBeGreaterThan(1000)
  const duration = await audio.evaluate(
    element =>
      new Promise<number>(resolve => {
        const media = element as HTMLAudioElement
        if (media.readyState >= 1 && Number.isFinite(media.duration)) resolve(media.duration)
        media.addEventListener('loadedmetadata', () => resolve(media.duration), { once: true })
        media.load()
      }),
  )
  expect(duration).toBeGreaterThan(0)

  await item.getByLabel('Votre correction').fill('Justesse très bonne ; attaque la note sans glisser depuis le bas.')
  await item.getByRole('button', { name: 'Envoyer la correction' }).click()
  await expect(teacher.getByText(`Correction envoyée à ${studentName}.`)).toBeVisible()

  await student.reload()
  await waitForHydration(student)
  await expect(student.getByText('Justesse très bonne ; attaque la note sans glisser depuis le bas.')).toBeVisible()
  await expect(student.getByText(/ · corrigé le /)).toBeVisible()
})
