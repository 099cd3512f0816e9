import { expect, test, type Page } from '@playwright/test'
import { siteData, waitForHydration } from './support/site.ts'

/**
 * The site-wide player bar (spec §2, §4): one audio source for the whole site, fed by the artist
 * discographies, portfolio extracts and creations.
 */

const bar = (page: Page) => page.getByRole('region', { name: 'Lecteur audio' })
const playerTitle = (page: Page) => page.getByTestId('player-title')

async function openArtist(page: Page, artistId: string) {
  await page.goto(`/artiste/${artistId}`)
  await waitForHydration(page)
}

/** The player's position in seconds, read from the seek slider. */
async function position(page: Page): Promise<number> {
  return Number(await bar(page).getByRole('slider', { name: 'Position dans le morceau' }).inputValue())
}

test.describe('lecteur audio', () => {
  test('rien ne se télécharge avant « lecture » ; la lecture passe par la barre, en requêtes partielles', async ({
    page,
    request,
  }) => {
    const { artist } = await siteData(request)
    const track = artist.discography[0]
    test.skip(!track, `${artist.id} has no track in the sample data`)
    if (!track) return

    const audioRequests: { url: string; range: string | undefined }[] = []
    page.on('request', outgoing => {
      if (new URL(outgoing.url()).pathname.startsWith('/media/audio/')) {
        audioRequests.push({ url: outgoing.url(), range: outgoing.headers().range })
      }
    })
    await openArtist(page, artist.id)
    await page.waitForLoadState('networkidle')
    expect(audioRequests, 'audio downloaded before anyone pressed play').toEqual([])
    await expect(bar(page)).toHaveCount(0)

    await page.getByRole('button', { name: `Écouter « ${track.title} » de ${artist.name}` }).click()
    await expect(bar(page)).toBeVisible()
    await expect(playerTitle(page)).toHaveText(track.title)
    await expect(bar(page).getByRole('button', { name: 'Pause' }).first()).toBeVisible()
    await expect.poll(() => position(page), { message: 'the track advances' }).toBeGreaterThan(0)
    expect(audioRequests.length).toBeGreaterThan(0)
    expect(new URL(audioRequests[0]!.url).pathname).toBe(track.audioSrc)
    expect(audioRequests[0]!.range, 'the browser streams the file with range requests').toMatch(/^bytes=\d+-/)
    const partial = await request.get(track.audioSrc, { headers: { Range: 'bytes=0-1023' } })
    expect(partial.status()).toBe(206)
    expect(partial.headers()['content-type']).toMatch(/^audio\/mpeg/)
    expect(partial.headers()['content-range']).toMatch(/^bytes 0-1023\/\d+$/)
    // The same button now pauses the track.
    await page.getByRole('button', { name: `Mettre en pause « ${track.title} » de ${artist.name}` }).click()
    await expect(bar(page).getByRole('button', { name: 'Lecture' }).first()).toBeVisible()
  })

  test('suivant et précédent bouclent, la fin d’un morceau passe au suivant', async ({ page, request }) => {
    const { artist } = await siteData(request)
    const tracks = artist.discography
    test.skip(tracks.length < 2, `${artist.id} needs two tracks`)
    const first = tracks[0]!
    const last = tracks[tracks.length - 1]!
    await openArtist(page, artist.id)

    await page.getByRole('button', { name: `Écouter « ${last.title} » de ${artist.name}` }).click()
    await expect(playerTitle(page)).toHaveText(last.title)
    await bar(page).getByRole('button', { name: 'Morceau suivant' }).first().click()
    await expect(playerTitle(page), 'next wraps from the last track to the first').toHaveText(first.title)
    await bar(page).getByRole('button', { name: 'Morceau précédent' }).first().click()
    await expect(playerTitle(page), 'previous wraps from the first track to the last').toHaveText(last.title)

    // Jump to one second before the end: the next track (the first, wrapping) starts by itself.
    const seekBar = bar(page).getByRole('slider', { name: 'Position dans le morceau' })
    await expect(seekBar).toBeEnabled()
    const max = Number(await seekBar.getAttribute('max'))
    await seekBar.fill(String(Math.max(0, Math.floor(max) - 1)))
    await expect(playerTitle(page), 'a track ending plays the next').toHaveText(first.title, { timeout: 10_000 })
  })

  test('la position se règle au clavier, avec un texte parlé', async ({ page, request }) => {
    const { artist } = await siteData(request)
    const track = artist.discography[0]!
    await openArtist(page, artist.id)
    await page.getByRole('button', { name: `Écouter « ${track.title} » de ${artist.name}` }).click()
    const seekBar = bar(page).getByRole('slider', { name: 'Position dans le morceau' })
    await expect(seekBar).toBeEnabled()
    await bar(page).getByRole('button', { name: 'Pause' }).first().click()
    const before = await position(page)
    await seekBar.focus()
    for (let press = 0; press < 5; press++) await page.keyboard.press('ArrowRight')
    await expect.poll(() => position(page)).toBeGreaterThanOrEqual(before + 5)
    await expect(seekBar).toHaveAttribute('aria-valuetext', /^\d+ (minutes? )?.*seconde.* sur \d+ (minute|seconde)/)
  })

  test('couper le son garde le volume, le rétablir le rend (0,5 par défaut)', async ({ page, request }) => {
    const { artist } = await siteData(request)
    const track = artist.discography[0]!
    await openArtist(page, artist.id)
    await page.getByRole('button', { name: `Écouter « ${track.title} » de ${artist.name}` }).click()
    const volume = bar(page).getByRole('slider', { name: 'Volume' })
    await expect(volume).toHaveAttribute('step', '0.01')
    await expect(volume).toHaveAttribute('min', '0')
    await expect(volume).toHaveAttribute('max', '1')

    await volume.fill('0.8')
    await expect(volume).toHaveAttribute('aria-valuetext', '80 %')
    await bar(page).getByRole('button', { name: 'Couper le son' }).click()
    await expect(volume).toHaveAttribute('aria-valuetext', '0 %')
    await bar(page).getByRole('button', { name: 'Rétablir le son' }).click()
    await expect(volume, 'unmute restores the volume from before the mute').toHaveAttribute('aria-valuetext', '80 %')

    // Silenced with the slider, unmute falls back to 0.5.
    await volume.fill('0')
    await bar(page).getByRole('button', { name: 'Rétablir le son' }).click()
    await expect(volume).toHaveAttribute('aria-valuetext', '50 %')
  })

  test('pendant la lecture, la page laisse la place à la barre et la musique continue d’une page à l’autre', async ({
    page,
    request,
  }) => {
    const { artist } = await siteData(request)
    const track = artist.discography[0]!
    await openArtist(page, artist.id)
    const paddingBefore = await page.evaluate(() => getComputedStyle(document.body).paddingBottom)
    expect(paddingBefore).toBe('0px')

    await page.getByRole('button', { name: `Écouter « ${track.title} » de ${artist.name}` }).click()
    await expect(bar(page)).toBeVisible()
    const barHeight = await bar(page).evaluate(element => element.getBoundingClientRect().height)
    await expect
      .poll(() => page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom)))
      .toBeCloseTo(barHeight, 0)

    // The floating assistant button sits above the bar, not under it.
    const chatButton = page.getByRole('button', { name: /^Discuter avec / })
    const chatBox = await chatButton.boundingBox()
    const barBox = await bar(page).boundingBox()
    expect(chatBox!.y + chatBox!.height).toBeLessThanOrEqual(barBox!.y)

    // A client-side navigation keeps the same track going.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Témoignages' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Témoignages')
    await expect(playerTitle(page)).toHaveText(track.title)
    const at = await position(page)
    await expect.poll(() => position(page), { message: 'still playing after the route change' }).toBeGreaterThan(at)

    await bar(page).getByRole('button', { name: 'Fermer le lecteur' }).click()
    await expect(bar(page)).toHaveCount(0)
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px')
  })
})
