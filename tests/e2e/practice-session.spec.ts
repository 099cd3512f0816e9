import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { waitForHydration } from './support/site.ts'
import { enrol, signUpAndActivate } from './support/student.ts'

/**
 * « Ma séance du jour »: a student opens it from the level page, chooses 10 minutes, works through the
 * steps (the lesson in progress, then drills graded on the server), and sees the week's minutes grow.
 */
test('a student works through a 10-minute session of musicologie', async ({ page, request }) => {
  await signUpAndActivate(page, request, 'Séance Élève')
  await enrol(page, 'mooc-complet')
  await page.goto('/academie/musicologie/debutant')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Ma séance du jour' }).click()
  await expect(page).toHaveURL(/\/profil\/seance\?niveau=musicologie\/debutant$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Ma séance du jour' })).toBeVisible()
  await expect(page.getByText('0 min sur 2 h prévues')).toBeVisible()

  const blocking = (
    await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  ).violations.filter(violation => violation.impact === 'serious' || violation.impact === 'critical')
  expect(blocking.map(violation => violation.id)).toEqual([])

  await page.getByRole('radio', { name: '10 minutes' }).check()
  await page.getByRole('button', { name: 'Commencer ma séance' }).click()
  // The lesson in progress comes first for a student who has not missed anything yet.
  await expect(page.getByRole('heading', { name: /^Leçon 1 : / })).toBeVisible()
  await page.getByRole('button', { name: 'Continuer la séance' }).click()
  // Rhythms to tap are passed over here (lesson-practice.spec.ts taps rhythms); a question by ear is answered.
  const item = page.getByTestId('drill-item')
  for (let step = 0; step < 30; step++) {
    await expect(item).toBeVisible()
    if ((await item.getByRole('group', { name: /votre réponse/ }).count()) > 0) break
    await page.getByRole('button', { name: /Passer cet exercice|Terminer la séance/ }).click()
  }
  await expect(item.locator('audio')).toHaveAttribute('src', /^\/api\/learning\/drills\/[0-9a-f-]+\/audio$/)
  await item
    .getByRole('group', { name: /votre réponse/ })
    .getByRole('button')
    .first()
    .click()
  await expect(page.getByTestId('drill-result')).toBeFocused()
  await expect(page.getByTestId('drill-result')).toContainText(/Réussi : 100 \/ 100|Pas encore : 0 \/ 100/)
  await expect(page.getByRole('button', { name: /Exercice suivant|Terminer la séance/ })).toBeVisible()
})
