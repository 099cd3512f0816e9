import { expect, test, type Page } from '@playwright/test'
import { ADMIN_SECTIONS } from '../../src/features/admin/admin-sections.ts'
import { signInAsAdmin } from './support/admin.ts'
import { PUBLIC_ROUTE_NAMES, publicRoute, siteData, waitForHydration } from './support/site.ts'
import { payWithTestProvider, signUpAndActivate, startCheckout, uniqueEmail } from './support/student.ts'

/**
 * No route may scroll sideways on a 360 px phone, signed out, signed in and as an administrator.
 * Every screen of the route table is visited at 360 × 740 (the smallest common Android width),
 * once its content is in: the page's heading, then the network quiet (lists and tables come from
 * the API after hydration, and tables are what push a page wide).
 */
const NARROW = { width: 360, height: 740 }

test.skip(({ isMobile }) => !isMobile, 'a phone-sized screen: the phone project runs it')
// Three accounts and some forty pages.
test.setTimeout(240_000)

/** How far `path` overflows the 360 px screen, in px (0 when it fits), and the widest culprit. */
async function overflowOf(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 15_000 })
  await waitForHydration(page).catch(() => undefined)
  await page.waitForLoadState('networkidle').catch(() => undefined)
  return overflowNow(page)
}

/** How far the page as it is now overflows the screen, and the widest culprit. */
function overflowNow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const overflow = document.documentElement.scrollWidth - width
    let culprit = ''
    if (overflow > 0) {
      // The element that reaches furthest right, to name in the failure.
      // Elements inside a scrolling or clipping box (the admin's tab list, a table's scroll area) and
      // fixed ones (the slide-in menu waiting off-screen) make no page scroll. An absolutely positioned
      // one escapes the boxes between it and its containing block (a table's visually hidden text in a
      // scroll area that is not positioned): that is the kind of culprit to name.
      const clipped = (element: HTMLElement) => {
        const absolute = getComputedStyle(element).position === 'absolute'
        let counts = !absolute
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          if (parent === element.offsetParent) counts = true
          const style = getComputedStyle(parent)
          if (style.position === 'fixed') return true
          if (counts && style.overflowX !== 'visible') return true
        }
        return false
      }
      let right = width
      for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
        if (getComputedStyle(element).position === 'fixed' || clipped(element)) continue
        const box = element.getBoundingClientRect()
        if (box.right > right + 0.5) {
          right = box.right
          culprit = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${String(element.className).slice(0, 60)} (right edge ${Math.round(box.right)} px)`
        }
      }
    }
    return { overflow, culprit }
  })
}

async function expectNoSidewaysScroll(page: Page, paths: string[]) {
  const problems: string[] = []
  for (const path of paths) {
    const { overflow, culprit } = await overflowOf(page, path)
    if (overflow > 0) problems.push(`${path}: ${overflow} px too wide; widest: ${culprit}`)
  }
  expect(problems, 'pages wider than a 360 px screen').toEqual([])
}

test('signed out: every public page fits a 360 px screen', async ({ page, request }) => {
  const data = await siteData(request)
  await page.setViewportSize(NARROW)
  const discipline = data.disciplines[0]!
  const level = discipline.levels[0]!
  const paths = [
    ...PUBLIC_ROUTE_NAMES.map(name => publicRoute(name, data).path),
    // The trial lesson is open to visitors; an unknown certificate code has its own page.
    `/academie/${discipline.id}/${level.id}/lecon/1`,
    '/certificat/AAAA-BBBB-CCCC',
  ]
  await expectNoSidewaysScroll(page, [...new Set(paths)])
  // The events' month view, opened by its button, fits as well.
  await page.goto('/contact')
  await waitForHydration(page)
  await page.locator('#calendrier').getByRole('button', { name: 'Mois', exact: true }).click()
  await expect(page.locator('#calendrier').getByRole('table')).toBeVisible()
  expect(await overflowNow(page), 'the month view of the events calendar').toEqual({ overflow: 0, culprit: '' })
})

test('signed in: the student pages fit a 360 px screen', async ({ page, request }) => {
  const data = await siteData(request)
  await signUpAndActivate(page, request, 'Awa Petit-Écran', uniqueEmail('etroit'))
  // A paid formula opens the lessons, exercises and assessment, and fills /profil's tables.
  await startCheckout(page, 'Pack Individuel')
  await payWithTestProvider(page)
  await page.getByRole('button', { name: 'Simuler un paiement réussi' }).click()
  await expect(page).toHaveURL(/\/paiement\/recu\//)
  const receipt = new URL(page.url()).pathname
  await page.setViewportSize(NARROW)
  const discipline = data.disciplines[0]!
  const level = discipline.levels[0]!
  const course = `/academie/${discipline.id}/${level.id}`
  const formula = data.formulas.find(candidate => candidate.price)!
  await expectNoSidewaysScroll(page, [
    '/profil',
    '/profil/cours',
    `/paiement/${formula.id}`,
    receipt,
    course,
    `${course}/lecon/1`,
    `${course}/lecon/2`,
    `${course}/exercices`,
    `${course}/evaluation`,
    '/academie',
    '/tutor',
  ])
})

test('as an administrator: every admin screen fits a 360 px screen', async ({ page, request }) => {
  const data = await siteData(request)
  await signInAsAdmin(page)
  await page.setViewportSize(NARROW)
  await expectNoSidewaysScroll(page, [
    ...ADMIN_SECTIONS.map(section => section.path),
    // The editors behind the lists: a new post, an artist's sheet.
    '/admin/contenu/blog/redaction',
    `/admin/contenu/artistes/fiche/${encodeURIComponent(data.artist.id)}`,
    '/profil',
  ])
})
