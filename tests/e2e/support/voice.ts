import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'
import { synthesize, wavFile } from '../../../src/features/courses/practice/signals.ts'

/**
 * Chromium's fake microphone playing a WAV the test makes (a voice-like tone with a light vibrato).
 * launchOptions force a browser of their own, so each pitch has its spec file.
 */
export function withMicrophoneSinging(hz: number) {
  const dir = path.join(os.tmpdir(), `lesson-voice-${process.pid}`)
  mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `voice-${Math.round(hz)}.wav`)
  writeFileSync(file, wavFile(synthesize([{ hz, seconds: 6, voice: true, vibratoCents: 20 }], 48000), 48000))
  return {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-audio-capture=${file}`,
      ],
    },
  }
}

/** Opens chant débutant's free lesson and sings "Chante ce la"; returns the result panel. */
export async function singTheLa(page: Page) {
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
