import { expect, test } from '@playwright/test'
import { midiToHz } from '../../src/lib/music/pitch.ts'
import { singTheLa, withMicrophoneSinging } from './support/voice.ts'

/** "Chante ce la" with the fake microphone singing a semitone sharp (la♯, 466 Hz): it fails. */
test.use(withMicrophoneSinging(midiToHz(70)))
const desktopOnly = () =>
  test.skip(test.info().project.name !== 'desktop', 'the fake microphone runs on the desktop project only')

test('a la a semitone sharp fails "Chante ce la"', async ({ page }) => {
  test.setTimeout(60_000)
  desktopOnly()
  const result = await singTheLa(page)
  await expect(result).toContainText('Pas encore')
  await expect(result).toContainText(/la 3 : \+(9\d|10\d) cents/)
})
