import { expect, test } from '@playwright/test'
import { singTheLa, withMicrophoneSinging } from './support/voice.ts'

/** "Chante ce la" with the fake microphone singing la 440 Hz: it passes (pitch detected in the page). */
test.use(withMicrophoneSinging(440))
const desktopOnly = () =>
  test.skip(test.info().project.name !== 'desktop', 'the fake microphone runs on the desktop project only')

test('a la at 440 Hz passes "Chante ce la"', async ({ page }) => {
  test.setTimeout(60_000)
  desktopOnly()
  const result = await singTheLa(page)
  await expect(result).toContainText('Réussi')
  await expect(result).toContainText(/la 3 : [+-]?\d cents/)
})
