import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Plays a practice try in time: waits until the exercise's first beat (the page puts its
 * performance.now() time in data-zero), then presses each key (a `KeyboardEvent.code`) when its
 * moment comes. The presses are scheduled inside the page, as keydown/keyup events on the window the
 * practice listens to: sent one by one from the test runner, each arrived 50–150 ms late on a busy
 * machine, which graded a steady player as late. A press leaves a timer a little early and waits for
 * its exact moment, so only the page's own main thread can delay it, as it would a real key.
 */
export async function pressInTime(page: Page, exercise: Locator, presses: { key: string; at: number }[]) {
  const timed = exercise.locator('[data-zero]')
  await expect(timed).toHaveAttribute('data-zero', /\d/, { timeout: 10_000 })
  const zero = Number(await timed.getAttribute('data-zero'))
  await page.evaluate(
    async ({ zero, presses }) => {
      const keyOf = (code: string) => (code === 'Space' ? ' ' : code.replace(/^Key/, '').toLowerCase())
      for (const press of presses) {
        const moment = zero + press.at * 1000
        const early = moment - performance.now() - 15
        if (early > 0) await new Promise(resolve => setTimeout(resolve, early))
        while (performance.now() < moment) {
          // The last few milliseconds: wait for the exact moment.
        }
        const init = { code: press.key, key: keyOf(press.key), bubbles: true, cancelable: true }
        window.dispatchEvent(new KeyboardEvent('keydown', init))
        window.dispatchEvent(new KeyboardEvent('keyup', init))
      }
    },
    { zero, presses },
  )
}
