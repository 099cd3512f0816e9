import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousAxeViolations } from './support/a11y.ts'
import { MAILBOX, waitForHydration } from './support/site.ts'

type Mail = { to: string[]; subject: string; text: string }

async function mailsMentioning(page: Page, to: string, text: string): Promise<Mail[]> {
  const response = await page.request.get(`${MAILBOX}/messages?to=${encodeURIComponent(to)}`)
  return ((await response.json()) as Mail[]).filter(mail => mail.text.includes(text) || mail.subject.includes(text))
}

/** A date about two months ahead, as the date input wants it. */
function futureDate(): string {
  const date = new Date(Date.now() + 60 * 24 * 3600_000)
  return date.toISOString().slice(0, 10)
}

test('demander une réservation depuis la page d’un artiste et recevoir sa référence', async ({ page }, testInfo) => {
  await page.goto('/artiste/nadia-mbende')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Demander une réservation' }).click()
  await expect(page).toHaveURL(/\/contact\?artiste=nadia-mbende#reservation$/)
  const form = page.getByRole('form', { name: 'Demande de réservation' })
  await expect(form.getByLabel('Artiste souhaité')).toHaveValue('nadia-mbende')

  // Nothing filled in: errors under the fields, linked to them, focus on the first one.
  await form.getByRole('button', { name: 'Envoyer la demande' }).click()
  const eventType = form.getByLabel('Type d’événement')
  await expect(eventType).toBeFocused()
  await expect(eventType).toHaveAttribute('aria-invalid', 'true')
  await expect(eventType).toHaveAccessibleDescription('Choisissez le type d’événement.')
  await expect(form.getByLabel('Téléphone')).toHaveAccessibleDescription(
    /Format international.*Veuillez indiquer un numéro de téléphone\./,
  )
  await expectNoSeriousAxeViolations(page)

  const email = `booking-${testInfo.project.name}-${Date.now()}@exemple.cm`
  await eventType.selectOption('Mariage')
  await form.getByLabel('Date').fill(futureDate())
  await form.getByLabel('Ville').fill('Kribi')
  await form.getByLabel(/^Lieu/).fill('Hôtel Ilomba')
  await form.getByLabel(/Public attendu/).fill('250')
  await form.getByLabel(/^Budget/).fill('1 500 000')
  await form.getByLabel('Devise du budget').selectOption('XAF')
  await form.getByLabel(/Besoins techniques/).fill('Sonorisation pour 250 personnes.')
  await form.getByLabel('Votre nom').fill('Paul Ndjock')
  await form.getByLabel('Téléphone').fill('699 12 34')
  await form.getByLabel('Adresse e-mail').fill(email)
  await form.getByLabel(/J’accepte/).check()
  await form.getByRole('button', { name: 'Envoyer la demande' }).click()
  // A number too short for Cameroon or abroad is refused, saying which forms are accepted.
  await expect(form.getByLabel('Téléphone')).toBeFocused()
  await expect(
    form.getByText(
      'Indiquez un numéro camerounais (699 45 21 10) ou au format international, par exemple +33 6 12 34 56 78.',
    ),
  ).toBeVisible()
  // Written as people in Douala write it: accepted.
  await form.getByLabel('Téléphone').fill('699 12 34 56')
  await form.getByRole('button', { name: 'Envoyer la demande' }).click()

  const status = form.getByRole('status')
  await expect(status).toContainText('Merci, votre demande de réservation est bien arrivée.')
  await expect(status).toBeFocused()
  const reference = (await status.locator('strong').textContent())!
  expect(reference).toMatch(/^BK-\d{4}-\d{5}$/)
  await expect.poll(async () => (await mailsMentioning(page, 'booking@gombiste-records.cm', reference)).length).toBe(1)
  await expect.poll(async () => (await mailsMentioning(page, email, reference)).length).toBe(1)
})

test('envoyer un message depuis le formulaire de contact', async ({ page }, testInfo) => {
  await page.goto('/contact')
  await waitForHydration(page)
  const form = page.getByRole('form', { name: 'Envoyer un message' })
  const email = `contact-${testInfo.project.name}-${Date.now()}@exemple.cm`
  await form.getByLabel('Votre nom').fill('Mireille')
  await form.getByLabel('Votre adresse e-mail').fill(email)
  await form.getByLabel('Objet').fill('Partenariat radio')
  await form.getByLabel('Votre message').fill('<b>Bonjour</b>, parlons diffusion.')
  await form.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(form.getByLabel(/J’accepte/)).toBeFocused()
  await form.getByLabel(/J’accepte/).check()
  await form.getByRole('button', { name: 'Envoyer le message' }).click()
  const status = form.getByRole('status')
  await expect(status).toContainText('Merci, votre message est bien arrivé.')
  const reference = (await status.locator('strong').textContent())!
  expect(reference).toMatch(/^CT-\d{4}-\d{5}$/)
  await expect.poll(async () => (await mailsMentioning(page, 'contact@gombiste-records.cm', reference)).length).toBe(1)
})

test('ouvrir /contact#calendrier, parcourir le mois et ajouter un événement à son agenda', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Voir tout le calendrier' }).click()
  await expect(page).toHaveURL(/\/contact#calendrier$/)
  await expect(page.getByRole('heading', { name: 'Calendrier des événements' })).toBeInViewport()

  const calendar = page.locator('#calendrier')
  // Filter by type: the list keeps concerts only.
  await calendar.getByRole('button', { name: 'Concert', exact: true }).click()
  await expect(calendar.getByRole('button', { name: 'Concert', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await expect(calendar.locator('li[id^="evenement-"]').first()).toContainText('Concert')
  await calendar.getByRole('button', { name: 'Tous', exact: true }).click()

  // Month view: the days with events are buttons, reachable with the keyboard. The sample events are
  // placed relative to today's month; next month's concert is always ahead, whatever today's date.
  await calendar.getByRole('button', { name: 'Mois' }).click()
  const table = calendar.getByRole('table')
  await expect(table).toBeVisible()
  await calendar.getByRole('button', { name: 'Mois suivant' }).click()
  const day = table.getByRole('button', { name: /Junior Essomba : bikutsi électrique/ })
  await day.focus()
  await page.keyboard.press('Enter')
  await expect(day).toHaveAttribute('aria-pressed', 'true')
  const details = calendar.locator('#evenement-concert-junior-essomba-yaounde')
  await expect(details).toContainText('Institut français du Cameroun, Yaoundé')
  await expect(details).toContainText('21 h')
  await expectNoSeriousAxeViolations(page)

  const downloadPromise = page.waitForEvent('download')
  await details.getByRole('link', { name: /Ajouter à mon agenda/ }).click()
  const download = await downloadPromise
  expect(download.suggestedFilename()).toBe('concert-junior-essomba-yaounde.ics')
  const ics = readFileSync((await download.path())!, 'utf8')
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/)
  // 21:00 in Douala, with the zone named and defined (UTC+1).
  expect(ics).toMatch(/DTSTART;TZID=Africa\/Douala:\d{6}14T210000\r\n/)
  expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Africa/Douala\r\n')
  expect(ics).toContain('SUMMARY:Junior Essomba : bikutsi électrique\r\n')

  // The subscribable feed, as webcal:// and https.
  await expect(calendar.getByRole('link', { name: 'S’abonner (webcal)' })).toHaveAttribute(
    'href',
    /^webcal:\/\/127\.0\.0\.1:\d+\/api\/events\/calendar\.ics$/,
  )
  const feed = await page.request.get('/api/events/calendar.ics')
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8')
})
