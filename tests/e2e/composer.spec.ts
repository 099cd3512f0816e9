import { expect, test, type Page } from '@playwright/test'
import { waitForHydration } from './support/site.ts'

/** The composer form of /tutor (spec §7 variants 'Amateur' and 'Musicien'), rendered by the built-in composer. */

const composer = (page: Page) => page.getByRole('region', { name: 'Composer un morceau' })
const result = (page: Page) => page.getByTestId('composer-result')
const seekBar = (page: Page) =>
  page.getByRole('region', { name: 'Lecteur audio' }).getByRole('slider', { name: 'Position dans le morceau' })

test.beforeEach(async ({ page }) => {
  await page.goto('/tutor')
  await waitForHydration(page)
})

test('Amateur : quelques mots suffisent, le morceau se joue dans la barre et se télécharge', async ({ page }) => {
  await composer(page).getByLabel('Votre idée').fill('Un makossa joyeux pour danser au mariage de ma sœur')
  await composer(page).getByRole('button', { name: 'Composer le morceau' }).click()
  await expect(result(page).getByText("Voici le morceau que j'ai composé pour vous !")).toBeVisible({ timeout: 30_000 })
  await expect(result(page)).toContainText('Makossa')

  const mp3 = result(page).getByRole('link', { name: 'Télécharger (MP3)' })
  await expect(mp3).toHaveAttribute('href', /^\/media\/generated\/[a-z0-9-]+\.mp3$/)
  await expect(result(page).getByRole('link', { name: 'Partition (MIDI)' })).toHaveAttribute(
    'href',
    /^\/media\/generated\/[a-z0-9-]+\.mid$/,
  )
  const file = await page.request.get((await mp3.getAttribute('href'))!)
  expect(file.headers()['content-type']).toMatch(/^audio\/mpeg/)

  await result(page).getByRole('button', { name: 'Écouter le morceau composé' }).click()
  await expect(seekBar(page)).toBeEnabled()
  await expect(
    page.getByRole('region', { name: 'Lecteur audio' }).getByRole('button', { name: 'Pause' }).first(),
  ).toBeVisible()
  // Anonymous visitors are invited to sign in to keep their pieces.
  await expect(result(page).getByRole('link', { name: 'Connectez-vous' })).toBeVisible()
})

test('Musicien : chaque paramètre compte, une valeur hors limites est nommée en français', async ({ page }) => {
  await composer(page).getByRole('tab', { name: 'Musicien' }).click()
  await composer(page).getByLabel('Votre idée').fill('Une ballade mélancolique')
  await composer(page).getByLabel('Tonalité').selectOption('F# Mineur')
  await composer(page).getByLabel('Rythme').selectOption('Rumba congolaise')
  await composer(page).getByLabel('Tempo (BPM)').fill('300')
  await composer(page).getByLabel('Durée (secondes)').fill('20')
  await composer(page).getByRole('button', { name: 'Composer le morceau' }).click()
  const tempo = composer(page).getByLabel('Tempo (BPM)')
  await expect(tempo).toHaveAttribute('aria-invalid', 'true')
  const describedBy = await tempo.getAttribute('aria-describedby')
  await expect(page.locator(`[id="${describedBy}"]`)).toContainText(/tempo/i)

  await tempo.fill('96')
  await composer(page).getByRole('button', { name: 'Composer le morceau' }).click()
  await expect(result(page).getByText("Voici le morceau que j'ai composé pour vous !")).toBeVisible({ timeout: 30_000 })
  await expect(result(page)).toContainText('Rumba congolaise · fa♯ mineur · 96 BPM')
  await result(page).getByRole('button', { name: 'Écouter le morceau composé' }).click()
  await expect
    .poll(async () => Number(await seekBar(page).getAttribute('max')), { message: 'a 20 s piece' })
    .toBeGreaterThanOrEqual(19)
  expect(Number(await seekBar(page).getAttribute('max'))).toBeLessThanOrEqual(21)
})

test('Musicien : les tonalités en français, chaque style apporte ses instruments, on ajuste et on recompose', async ({
  page,
}) => {
  await composer(page).getByRole('tab', { name: 'Musicien' }).click()
  const key = composer(page).getByLabel('Tonalité')
  // French names everywhere; the API keeps its canonical values.
  await expect(key.locator('option')).toContainText(['do majeur', 'do♯ majeur', 'mi♭ majeur', 'fa♯ mineur'])
  await expect(key.locator('option', { hasText: 'C#' })).toHaveCount(0)

  await composer(page).getByLabel('Rythme').selectOption('Makossa')
  await expect(composer(page).getByRole('checkbox', { name: 'Guitare' })).toBeChecked()
  await expect(composer(page).getByRole('checkbox', { name: 'Basse' })).toBeChecked()

  await composer(page).getByLabel('Votre idée').fill('Un makossa pour la fête')
  await key.selectOption({ label: 'mi♭ majeur' })
  await composer(page).getByLabel('Durée (secondes)').fill('15')
  await composer(page).getByRole('button', { name: 'Composer le morceau' }).click()
  await expect(result(page).getByTestId('composed-request')).toContainText('Makossa · mi♭ majeur', { timeout: 30_000 })
  await expect(result(page).getByTestId('composed-request')).toContainText('Guitare')

  // The piece shows the request it was composed from; the visitor changes it and composes again.
  await result(page).getByRole('button', { name: 'Ajuster et recomposer' }).click()
  await expect(key).toHaveValue('Eb Majeur')
  await expect(composer(page).getByLabel('Rythme')).toHaveValue('Makossa')
  await composer(page).getByLabel('Tempo (BPM)').fill('100')
  await composer(page).getByRole('button', { name: 'Composer le morceau' }).click()
  await expect(result(page).getByTestId('composed-request')).toContainText('100 BPM', { timeout: 30_000 })
})
