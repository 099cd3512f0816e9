import { expect, test, type Page } from '@playwright/test'
import { PUBLIC_ROUTE_NAMES, publicRoute, scrollThroughPage, siteData, waitForHydration } from './support/site.ts'

/** Budget for every image of the home page on a phone (spec: light pages on mobile networks). */
const HOME_IMAGE_BUDGET = 250 * 1024

type ImageFacts = {
  html: string
  currentSrc: string
  complete: boolean
  naturalWidth: number
  /** Pixel width of the file actually downloaded. */
  fileWidth: number
  displayedWidth: number
  rendered: boolean
  hasWidth: boolean
  hasHeight: boolean
  hasAlt: boolean
}

/**
 * Facts about every <img>. With a `w` srcset, `naturalWidth` is corrected by the chosen density (it
 * reports the `sizes` slot, not the file), so the file's real pixel width is read from a plain probe
 * image loaded from `currentSrc` (served from the cache).
 */
function readImages(page: Page) {
  return page.evaluate(() =>
    Promise.all(
      [...document.images].map(async (image): Promise<ImageFacts> => {
        const rect = image.getBoundingClientRect()
        const style = getComputedStyle(image)
        let fileWidth = 0
        if (image.currentSrc && image.complete && image.naturalWidth > 0) {
          const probe = new Image()
          probe.src = image.currentSrc
          fileWidth = await probe.decode().then(
            () => probe.naturalWidth,
            () => 0,
          )
        }
        return {
          html: image.outerHTML.slice(0, 160),
          currentSrc: image.currentSrc,
          complete: image.complete,
          naturalWidth: image.naturalWidth,
          fileWidth,
          displayedWidth: rect.width,
          rendered: rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden' && style.display !== 'none',
          hasWidth: image.hasAttribute('width'),
          hasHeight: image.hasAttribute('height'),
          hasAlt: image.hasAttribute('alt'),
        }
      }),
    ),
  )
}

const path = (url: string) => new URL(url).pathname

const isCover = (image: ImageFacts) => image.currentSrc.includes('/media/images/covers/')

/** Rule: no file wider than twice its displayed width in device pixels. */
function tooLarge(images: ImageFacts[], dpr: number): string[] {
  return images
    .filter(image => image.rendered && image.currentSrc && image.fileWidth > 0)
    .filter(image => image.fileWidth > 2 * image.displayedWidth * dpr)
    .map(
      image =>
        `${path(image.currentSrc)}: ${image.fileWidth}px wide, shown at ${image.displayedWidth.toFixed(0)} CSS px × DPR ${dpr} (max ${Math.floor(2 * image.displayedWidth * dpr)}px)`,
    )
}

for (const name of PUBLIC_ROUTE_NAMES) {
  test(`images dimensionnées, légères et décrites : ${name}`, async ({ page, request }) => {
    const route = publicRoute(name, await siteData(request))
    await page.goto(route.path)
    await waitForHydration(page)
    await scrollThroughPage(page)
    const dpr = await page.evaluate(() => window.devicePixelRatio)
    const images = await readImages(page)

    const withoutSize = images.filter(image => !image.hasWidth || !image.hasHeight).map(image => image.html)
    expect(
      withoutSize,
      `<img> without width and height attributes on ${route.path}:\n${withoutSize.join('\n')}`,
    ).toEqual([])

    const withoutAlt = images.filter(image => !image.hasAlt).map(image => image.html)
    expect(withoutAlt, `<img> without an alt attribute on ${route.path}:\n${withoutAlt.join('\n')}`).toEqual([])

    const broken = images
      .filter(image => image.rendered && image.complete && image.naturalWidth === 0)
      .map(image => (image.currentSrc ? path(image.currentSrc) : image.html))
    expect(broken, `images that did not load on ${route.path}:\n${broken.join('\n')}`).toEqual([])

    const oversized = tooLarge(images, dpr)
    expect(oversized, `images more than twice their displayed size on ${route.path}:\n${oversized.join('\n')}`).toEqual(
      [],
    )
  })
}

// Covers are shown at 64 CSS px: a phone at devicePixelRatio 2 must get the 160-px file, not 320.
test('pochettes de la discographie pas plus de deux fois leur taille affichée', async ({ page, request }) => {
  const { artist } = await siteData(request)
  await page.goto(`/artiste/${artist.id}`)
  await waitForHydration(page)
  await scrollThroughPage(page)
  const dpr = await page.evaluate(() => window.devicePixelRatio)
  const covers = (await readImages(page)).filter(isCover)
  expect(covers.length).toBeGreaterThan(0)
  expect(tooLarge(covers, dpr)).toEqual([])
})

test('les images de l’accueil pèsent moins de 250 Ko sur téléphone', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the budget is for the phone viewport')
  const images: { url: string; bytes: number }[] = []
  const pending: Promise<void>[] = []
  page.on('requestfinished', finished => {
    if (finished.resourceType() !== 'image') return
    pending.push(
      finished.sizes().then(sizes => {
        images.push({ url: finished.url(), bytes: sizes.responseBodySize })
      }),
    )
  })

  await page.goto('/')
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  await Promise.all(pending)
  const initial = images.reduce((sum, image) => sum + image.bytes, 0)

  await scrollThroughPage(page)
  await Promise.all(pending)
  const total = images.reduce((sum, image) => sum + image.bytes, 0)
  const detail = images
    .sort((a, b) => b.bytes - a.bytes)
    .map(image => `  ${(image.bytes / 1024).toFixed(1).padStart(7)} KB  ${path(image.url)}`)
    .join('\n')
  testInfo.annotations.push({
    type: 'home image weight',
    description: `${(initial / 1024).toFixed(1)} KB before scrolling, ${(total / 1024).toFixed(1)} KB after scrolling (${images.length} images)`,
  })

  expect(images.length, 'images loaded on the home page').toBeGreaterThan(0)
  expect(total, `home page images on a phone weigh ${(total / 1024).toFixed(1)} KB:\n${detail}`).toBeLessThan(
    HOME_IMAGE_BUDGET,
  )
})
