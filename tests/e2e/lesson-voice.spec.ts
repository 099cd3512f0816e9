import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { midiToHz } from '../../src/core/music/pitch.ts'
import { synthesize, wavFile } from '../../src/features/learning/practice/signals.ts'

/**
 * "Chante ce la" with Chromium's fake microphone playing a WAV this test makes: a voice-like la at
 * 440 Hz passes, the same a semitone higher fails. The pitch is detected in the page (no audio sent).
 */
const DIR = path.join(os.tmpdir(), `lesson-voice-${process.pid}`)
mkdirSync(DIR, { recursive: true })
function wav(name: string, hz: number) {
  const file = path.join(DIR, name)
  writeFileSync(file, wavFile(synthesize([{ hz, seconds: 6, voice: true, vibratoCents: 20 }], 48000), 48000))
  return file
}

const withMicrophone = (file: string) => ({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${file}`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
})

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the fake microphone runs on the desktop project only')
})

async function singTheLa(page: import('@playwright/test').Page) {
  await page.goto('/academie/chant/debutant/lecon/1')
  await expect(page.getByRole('heading', { level: 1, name: 'Leçon 1 : Posture et ancrage' })).toBeVisible()
  const exercise = page.getByTestId('exercise-chante-ce-la')
  await exercise.getByRole('button', { name: 'Chanter' }).click()
  await expect(exercise.getByTestId('hearing')).toContainText('J’entends', { timeout: 10_000 })
  await expect(exercise.getByTestId('pitch-line').locator('polyline')).toBeAttached({ timeout: 10_000 })
  const result = exercise.getByTestId('practice-result')
  await expect(result).toBeVisible({ timeout: 20_000 })
  return result
}

test.describe('a la at 440 Hz', () => {
  test.use(withMicrophone(wav('la-440.wav', 440)))
  test('passes "Chante ce la"', async ({ page }) => {
    test.setTimeout(60_000)
    const result = await singTheLa(page)
    await expect(result).toContainText('Réussi')
    await expect(result).toContainText(/la 3 : [+-]?\d cents/)
  })
})

test.describe('a la a semitone sharp (466 Hz)', () => {
  test.use(withMicrophone(wav('la-diese.wav', midiToHz(70))))
  test('fails "Chante ce la"', async ({ page }) => {
    test.setTimeout(60_000)
    const result = await singTheLa(page)
    await expect(result).toContainText('Pas encore')
    await expect(result).toContainText(/la 3 : \+(9\d|10\d) cents/)
  })
})
