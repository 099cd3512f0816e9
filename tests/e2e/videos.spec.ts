import { expect, test } from '@playwright/test'
import { waitForHydration } from './support/site.ts'

/**
 * The sample clips are our own files (/media/video/…mp4), played by the browser's player: nothing
 * is fetched before the visitor presses play, and the clip does play.
 */
test('page artiste : le clip ne se télécharge pas avant « lecture », puis il joue', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one run is enough for the video player')
  const videoRequests: string[] = []
  page.on('request', outgoing => {
    if (new URL(outgoing.url()).pathname.startsWith('/media/video/')) videoRequests.push(outgoing.url())
  })
  await page.goto('/artiste/nadia-mbende')
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')

  const videos = page.getByRole('region', { name: 'Vidéos' }).locator('video')
  await expect(videos).toHaveCount(2)
  const clip = videos.first()
  await expect(clip).toHaveAttribute('src', '/media/video/ndolo-na-wa-clip.mp4')
  await expect(clip).toHaveAttribute('preload', 'none')
  await expect(clip).toHaveAttribute('poster', '/media/images/posters/ndolo-na-wa-clip-640.webp')
  await expect(clip).toHaveAttribute('controls', '')
  await expect(clip).toHaveAccessibleName('Ndolo na wa (clip officiel)')
  expect(videoRequests, 'video downloaded before anyone pressed play').toEqual([])
  // No YouTube facade for the sample content.
  await expect(page.getByRole('button', { name: /YouTube/ })).toHaveCount(0)

  expect(
    await clip.evaluate((video: HTMLVideoElement) => video.canPlayType('video/mp4; codecs="avc1.4D401E, mp4a.40.2"')),
  ).not.toBe('')
  // As a keyboard user would: focus the player, press Space (the browser's own controls play it).
  await clip.scrollIntoViewIfNeeded()
  await clip.focus()
  await page.keyboard.press('Space')
  await expect
    .poll(() => clip.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.5)
  expect(await clip.evaluate((video: HTMLVideoElement) => [video.videoWidth, video.videoHeight])).toEqual([640, 360])
  expect(videoRequests.length).toBeGreaterThan(0)
})
