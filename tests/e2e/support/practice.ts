import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Plays a practice try in time: waits until the exercise's first beat (the page puts its
 * performance.now() time in data-zero), then presses each key when its moment comes.
 */
export async function pressInTime(page: Page, exercise: Locator, presses: { key: string; at: number }[]) {
  const timed = exercise.locator('[data-zero]')
  await expect(timed).toHaveAttribute('data-zero', /\d/, { timeout: 10_000 })
  const zero = Number(await timed.getAttribute('data-zero'))
  for (const press of presses) {
    await page.waitForFunction(moment => performance.now() >= moment, zero + press.at * 1000, { polling: 'raf' })
    await page.keyboard.press(press.key)
  }
}
