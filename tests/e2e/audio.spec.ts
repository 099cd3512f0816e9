import { expect, test } from '@playwright/test'
import { siteData, waitForHydration } from './support/site.ts'

test('page artiste : l’audio ne se télécharge pas d’avance et répond aux requêtes partielles', async ({ page, request }) => {
  const { artist } = await siteData(request)
  const track = artist.discography[0]
  test.skip(!track, `${artist.id} has no track in the sample data`)
  if (!track) return

  const audioRequests: string[] = []
  page.on('request', (outgoing) => {
    if (outgoing.resourceType() === 'media' || new URL(outgoing.url()).pathname.startsWith('/media/audio/')) {
      audioRequests.push(outgoing.url())
    }
  })
  await page.goto(`/artiste/${artist.id}`)
  await waitForHydration(page)

  const audio = page.getByRole('main').locator('audio').first()
  await expect(audio).toHaveAttribute('preload', 'none')
  await expect(audio).toHaveAttribute('src', track.audioSrc)
  await expect(page.getByRole('main').getByText(track.title, { exact: false }).first()).toBeVisible()

  await page.waitForLoadState('networkidle')
  expect(audioRequests, 'audio downloaded before anyone pressed play').toEqual([])

  const src = await audio.getAttribute('src')
  expect(src).toBeTruthy()
  const partial = await request.get(src as string, { headers: { Range: 'bytes=0-1023' } })
  expect(partial.status(), `GET ${src} with Range: bytes=0-1023`).toBe(206)
  expect(partial.headers()['content-type']).toMatch(/^audio\/mpeg/)
  expect(partial.headers()['accept-ranges']).toBe('bytes')
  expect(partial.headers()['content-range']).toMatch(/^bytes 0-1023\/\d+$/)
  expect((await partial.body()).length).toBe(1024)
})
